#pragma once

#include "agreementunits.h"
#include "metrics/agreementtally.h"
#include "metrics/bootstrap.h"
#include "projectlabels.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace touchstone {

// What a dashboard number is: a value, undefined (0/0: no data, or a
// single category among the ratings), or computed on fewer units than the
// minimum (then it is not shown as a number at all).
enum class AgreementStatus { Value, Undefined, TooFewUnits };
QString agreementStatusKey(AgreementStatus status);  // "ok", "undefined", "too_few_units"

struct AgreementNumber
{
    QString key;
    AgreementStatus status = AgreementStatus::Undefined;
    std::optional<double> value;     // only with AgreementStatus::Value
    std::optional<double> computed;  // the value as computed, also below the minimum n
    long long n = 0;                 // units behind the number
    std::optional<BootstrapInterval> interval;  // over questions, when asked for and n suffices
};

// Which questions a dashboard covers. Empty stratum: all.
struct AgreementFilter
{
    QString stratum;
};

struct AgreementOptions
{
    int minUnits = 20;         // below: AgreementStatus::TooFewUnits
    int resamples = 200;       // bootstrap resamples over questions; 0 = no intervals
    double confidence = 0.95;
    std::uint64_t seed = 20240531;
};

struct AgreementPairNumbers
{
    int annotatorA = -1;  // indices into ProjectLabels::annotators(), A < B
    int annotatorB = -1;
    std::vector<AgreementNumber> numbers;  // ProjectAgreement::pairKeys() order
};

struct AgreementStratumNumbers
{
    QString stratum;
    int questions = 0;
    std::vector<AgreementNumber> numbers;  // ProjectAgreement::overallKeys() order
};

struct AgreementDashboard
{
    AgreementFilter filter;
    AgreementOptions options;
    int questions = 0;          // questions with two or more raters: the bootstrap's groups
    long long items = 0;        // (question, passage) items rated by two or more: pooled + highlight groups
    long long passageUnits = 0; // of those, pooled passages
    long long highlightItems = 0;     // of those, highlight groups
    long long singleMarkedItems = 0;  // highlight items only one rater marked (out of the strict variant)
    long long tokens = 0;       // token positions rated by two or more
    long long highlights = 0;   // highlights of questions with two or more raters
    std::vector<AgreementNumber> overall;
    std::vector<AgreementStratumNumbers> strata;  // only without a stratum filter
    std::vector<AgreementPairNumbers> pairs;      // every pair of annotators that share a unit

    const AgreementNumber *find(const QString &key) const;
    const AgreementPairNumbers *pair(int annotatorA, int annotatorB) const;
};

// The numbers of the live agreement dashboard (DESIGN.md, "Agreement
// units"; methodology §3.7).
//
// Keys (overallKeys()). Item-level, on (question, passage) ITEMS
// (AgreementUnits: pooled passages and highlight groups, a rater who
// labeled the question but did not mark a group rating it 0):
//   kappa_binary, kappa_linear, kappa_quadratic  Cohen's κ: unweighted on
//       binary relevance (grade ≥ 2), linear and quadratic weighted on
//       grades 0–3. "κ graded" everywhere is kappa_quadratic (the usual
//       weighting for ordinal grades). Overall = Light's κ: the mean of the
//       pairwise κ over the annotator pairs where it is defined (with two
//       annotators, Cohen's κ itself).
//   alpha_nominal, alpha_ordinal, alpha_interval  Krippendorff's α, all raters.
//   fleiss_kappa                    Fleiss' κ on the items with the
//       common number of raters (FleissKappa).
//   gwet_ac2                        Gwet's AC2 with quadratic weights.
//   kappa_binary_strict, kappa_quadratic_strict, alpha_ordinal_strict
//       the same without the highlight items only one rater marked (what
//       tools that drop them report; the headline is the variant above).
//   span_f1_exact, span_f1_overlap  span F1 with one-to-one exact or overlap
//       matching (SpanAgreement) per pair; overall = mean over pairs.
//   token_kappa_binary, token_kappa_linear, token_kappa_quadratic
//       Cohen's κ on word tokens (inside any highlight / graded label);
//       overall = mean over pairs.
//   token_alpha_ordinal             Krippendorff's ordinal α on tokens, all raters.
// n, the units behind a number: items (rated by both for a pair,
// by two or more otherwise; with the common rater count for Fleiss), token
// positions likewise, highlights (both annotators' for a pair) for span F1.
// Intervals: percentile bootstrap over QUESTIONS (metrics/bootstrap.h),
// every number drawn from the same resamples, seeded.
//
// Cost: one tally per question (metrics/agreementtally.h) is kept; after a
// save only that question's tally is rebuilt (updateQuestion), and
// compute() adds the tallies up. A bootstrap first copies the non-zero
// counts of the resampled questions into one contiguous list
// (AgreementTally::appendEntries) and adds those per resample: the same
// sums, without walking scattered tallies thousands of times. The GUI calls, on every save:
//   labels.reloadQuestion(store, id); agreement.updateQuestion(id);
//   agreement.compute(filter, options);
class ProjectAgreement
{
    Q_DECLARE_TR_FUNCTIONS(ProjectAgreement)

public:
    explicit ProjectAgreement(const ProjectLabels &labels);

    // Tallies every question (after ProjectLabels::load).
    void rebuild();
    // Tallies one question again (after ProjectLabels::reloadQuestion).
    void updateQuestion(qint64 questionId);

    AgreementDashboard compute(const AgreementFilter &filter = {}, const AgreementOptions &options = {}) const;

    // The dashboard as it would have been with only the labels updated at or
    // before `cutoffMs` (κ trajectory). Tallies are built for the occasion.
    AgreementDashboard computeAt(qint64 cutoffMs, const AgreementFilter &filter, const AgreementOptions &options) const;

    // A number with its status: TooFewUnits below options.minUnits,
    // Undefined without a value.
    static AgreementNumber number(const QString &key, const std::optional<double> &value, long long n,
                                  const AgreementOptions &options);

    static const QStringList &overallKeys();
    static const QStringList &pairKeys();
    // A short translated name for a key ("Cohen's κ, binary").
    static QString title(const QString &key);

    // The per-question statistics (public for the trajectory and tests).
    struct QuestionTally
    {
        std::vector<int> raters;      // annotator indices; local coder i = raters[i]
        AgreementTally items;         // categories 0..3
        AgreementTally itemsStrict;   // items without those only one rater marked
        AgreementTally tokensGraded;  // categories 0..3
        AgreementTally tokensBinary;  // categories 0, 1
        struct SpanPair
        {
            int a = 0;  // local rater indices, a < b
            int b = 0;
            long long exact = 0;
            long long overlap = 0;
            long long spansA = 0;
            long long spansB = 0;
        };
        std::vector<SpanPair> spanPairs;
        long long highlights = 0;
        long long pooledItems = 0;
        long long highlightItems = 0;
        long long singleMarked = 0;

        bool contributes() const { return raters.size() >= 2; }
    };
    static QuestionTally tallyQuestion(const ProjectLabels &labels, int questionIndex,
                                       qint64 cutoffMs = ProjectLabels::kNoCutoff);

private:
    AgreementDashboard computeFrom(const std::vector<QuestionTally> &tallies, const AgreementFilter &filter,
                                   const AgreementOptions &options) const;

    const ProjectLabels &m_labels;
    std::vector<QuestionTally> m_tallies;  // by question index
};

} // namespace touchstone
