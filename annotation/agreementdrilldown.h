#pragma once

#include "projectagreement.h"
#include "projectlabels.h"

#include <QString>

#include <array>
#include <vector>

namespace touchstone {

// One unit behind an agreement number, enough for the GUI to open it.
struct AgreementUnitRef
{
    enum class Kind {
        Passage,    // a (question, passage) item: a pooled passage (passageId) or a highlight group
        Tokens,     // the word tokens of one document for one question
        Highlight,  // one annotator's highlight (span F1)
    };
    Kind kind = Kind::Passage;
    qint64 questionId = 0;
    QString questionExternalId;
    qint64 passageId = 0;   // Passage
    qint64 documentId = 0;
    int start = 0;          // Passage: the passage; Highlight: the highlight (code points)
    int end = 0;
    long long tokens = 0;   // Tokens: token positions of the document
    int annotator = -1;     // Highlight: whose (index into ProjectLabels::annotators())
    int grade = -1;         // Highlight: its grade
    std::vector<std::pair<int, int>> grades;  // Passage: (annotator index, grade) of every rater, 0 = not marked
    int markers = 0;        // Passage: raters who marked it (a highlight group marked by one has 1)
};

struct AgreementConfusion
{
    int annotatorA = -1;
    int annotatorB = -1;
    std::array<std::array<long long, 4>, 4> counts{};  // [grade of A][grade of B], passage units both graded
    std::array<std::array<std::vector<AgreementUnitRef>, 4>, 4> units;
};

struct GradeDistribution
{
    int annotator = -1;
    std::array<long long, 4> passageGrades{};  // passage grades 0..3
    std::array<long long, 4> spanGrades{};     // highlight grades 0..3
    long long unanswerable = 0;                // questions marked unanswerable
};

// What stands behind the dashboard's numbers (ProjectAgreement): the units
// of a number, the confusion matrix of a pair with the units of each cell,
// and each annotator's grade distribution. Computed from the labels on
// demand (a click, not a frame).
class AgreementDrilldown
{
public:
    // The units behind number `key` (ProjectAgreement keys) over `filter`,
    // for the pair (annotatorA, annotatorB) or, with -1, overall:
    //   item measures (kappa_*, alpha_*, gwet_ac2): items (pooled passages
    //     and highlight groups, AgreementUnits) rated by both annotators of
    //     the pair, or by two or more; *_strict without those one rater marked;
    //   fleiss_kappa: items rated by the common number of raters;
    //   span_f1_*: the highlights of the pair (or of every rater) in
    //     questions the pair (or two or more annotators) labeled;
    //   token_*: one Tokens entry per (question, document) in those questions.
    // Unknown keys give no units.
    static std::vector<AgreementUnitRef> unitsBehind(const ProjectLabels &labels, const QString &key,
                                                     const AgreementFilter &filter = {}, int annotatorA = -1,
                                                     int annotatorB = -1);

    // Item grades of A (rows) against B (columns), 0 = not marked.
    static AgreementConfusion confusion(const ProjectLabels &labels, int annotatorA, int annotatorB,
                                        const AgreementFilter &filter = {});

    // One entry per annotator with at least one label in `filter`.
    static std::vector<GradeDistribution> gradeDistribution(const ProjectLabels &labels,
                                                            const AgreementFilter &filter = {});
};

} // namespace touchstone
