#pragma once

#include "projectagreement.h"
#include "projectlabels.h"

#include <QJsonObject>

namespace touchstone {

// The item × rater grade matrix of a project written as an agreement
// reference case (format: testdata/agreement/README.md), so that
// `touchstone agreement CASE.json` recomputes the project's numbers with
// the case code path alone.
//
// Units: the (question, passage) items rated by two or more raters
// (AgreementUnits: pooled passages, then highlight groups, per question in
// question order), over `filter`; categories 0–3; "not marked" is 0, a
// missing grade null.
//   krippendorff(): family "krippendorff_alpha", every annotator who graded
//     one of the units as a coder, levels nominal, ordinal and interval:
//     reproduces alpha_ordinal and alpha_interval.
//   cohen(): family "cohen_kappa", the two rows of one annotator pair,
//     binary_threshold 2: reproduces that pair's kappa_binary, kappa_linear,
//     kappa_quadratic (and, with two annotators, the overall κ).
// `diagnostics` names the coders and the units (question id / passage uuid).
class RatingsCase
{
public:
    // cohen() of the two raters when exactly two rated the items (every κ
    // the dashboard shows for them), krippendorff() otherwise.
    static QJsonObject forRaters(const ProjectLabels &labels, const AgreementFilter &filter = {});
    static QJsonObject krippendorff(const ProjectLabels &labels, const AgreementFilter &filter = {});
    static QJsonObject cohen(const ProjectLabels &labels, int annotatorA, int annotatorB,
                             const AgreementFilter &filter = {});
};

} // namespace touchstone
