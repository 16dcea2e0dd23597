#pragma once

#include "metrics/bootstrap.h"
#include "metrics/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// One agreement number with its bootstrap interval.
struct AgreementFigure
{
    std::optional<double> estimate; // undefined (no pairable unit, or chance agreement 1): null
    std::optional<double> lower;
    std::optional<double> upper;
    double units = 0;  // units rated by two or more annotators (tokens count one each)
    int questions = 0; // questions those units belong to: the resampling groups

    QJsonObject toJson() const;
};

// κ binary, κ graded and α ordinal over one kind of unit, overall and per stratum.
struct AgreementFigures
{
    AgreementFigure kappaBinary;
    AgreementFigure kappaGraded;
    AgreementFigure alphaOrdinal;
    std::map<QString, std::vector<AgreementFigure>> byStratum; // {κ binary, κ graded, α ordinal}

    bool hasUnits() const { return kappaBinary.units > 0; }
    // {"kappa_binary": {...}, "kappa_graded": {...}, "alpha_ordinal": {...}};
    // each figure carries "by_stratum".
    QJsonObject toJson() const;
};

// The agreement figures a golden-set manifest carries, computed from the
// judgments of the version's questions on the two kinds of unit DESIGN.md
// ("Agreement units") defines:
// - pooled passages: every (question, candidate passage) pair graded by two
//   or more annotators;
// - tokens (free highlighting): per (question, document any annotator
//   highlighted for it), every ICU word takes, per annotator who labeled the
//   question with spans or "unanswerable", the highest grade of that
//   annotator's spans covering it, 0 elsewhere.
// Measures (metrics/): κ binary = Cohen's κ unweighted on grade ≥ 2;
// κ graded = Cohen's κ with linear weights on 0–3; with more than two
// annotators both are the mean of the pairwise Cohen's κ over the pairs
// with a defined value (Light's κ). α ordinal = Krippendorff's α, ordinal,
// all annotators as coders. Intervals: percentile bootstrap over the
// questions holding units (metrics/bootstrap.h), the same draws for the
// three measures. Tokens outside every span are counted, not listed, so the
// cost is that of the spans, not of the documents.
//
// The adjudication module's project agreement can replace compute() once
// it exists; the manifest only needs GoldAgreementReport.
struct GoldAgreementReport
{
    AgreementFigures pooledPassages;
    AgreementFigures tokens;
    BootstrapOptions bootstrap;

    // The unit kind the top-level manifest figures come from: pooled
    // passages when any passage is graded by two annotators, else tokens;
    // empty when neither kind has a unit.
    QString primaryUnits() const;
    const AgreementFigures *primary() const;
    // The manifest's "agreement" object (method, both unit kinds).
    QJsonObject toJson() const;
};

class GoldAgreement
{
    Q_DECLARE_TR_FUNCTIONS(GoldAgreement)

public:
    struct QuestionRef
    {
        qint64 id = 0;
        QString stratum;
    };

    static Result<GoldAgreementReport> compute(const ProjectStore &store, const std::vector<QuestionRef> &questions,
                                               const BootstrapOptions &bootstrap = {});
};

} // namespace touchstone
