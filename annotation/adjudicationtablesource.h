#pragma once

#include "goldsource.h"

#include <QCoreApplication>

namespace touchstone {

class ProjectStore;

// GoldSource over the adjudications table as migration 3 defines it, until
// the adjudication module's GoldLabels takes its place.
//
// What it assumes about adjudication (to be replaced, not relied on):
// - A question's UNITS are derived from its judgments: every candidate
//   passage graded ("passage:<passage uuid>"), every cluster of overlapping
//   span judgments in one document ("span:<document sha256>:<start>-<end>",
//   the cluster's extent in code points), and, when an annotator marked the
//   question unanswerable, the question itself ("question").
// - A unit is decided when a current (superseded_at IS NULL) adjudication of
//   the question has its unit_key, or — for passage and span units — is a
//   'span' decision on a span overlapping the unit in the same document; the
//   question unit also counts as decided by any 'unanswerable' decision.
//   Full agreement is expected to be accepted into a row too (reason code
//   full_agreement, automatic = 1): a unit without a row is open.
// - Gold of an adjudicated question: its current 'span' decisions (span and
//   decided grade); unanswerable when a current decision says so.
// - A question labeled by one annotator (or none, with decisions) is
//   SingleAnnotator; its gold is its decisions when they cover every unit,
//   otherwise the annotator's own span and passage judgments (unanswerable
//   when the annotator marked it so).
// - Duplicate gold spans (same document, start and end) keep the highest grade.
class AdjudicationTableSource : public GoldSource
{
    Q_DECLARE_TR_FUNCTIONS(AdjudicationTableSource)

public:
    explicit AdjudicationTableSource(const ProjectStore &store);

    Result<std::vector<QuestionGold>> questions() const override;

private:
    const ProjectStore &m_store;
};

} // namespace touchstone
