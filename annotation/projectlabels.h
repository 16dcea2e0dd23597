#pragma once

#include "annotator.h"
#include "metrics/result.h"
#include "question.h"
#include "wordtokens.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>
#include <QVariantList>
#include <QString>

#include <limits>
#include <memory>
#include <vector>

namespace touchstone {

class ProjectStore;

enum class LabelKind {
    Span,         // a highlight with its grade
    Passage,      // a grade of a candidate passage
    Unanswerable, // "no answer in the corpus"
};

// One label (judgment row) as agreement and adjudication read it: lighter
// than the store's Judgment, with the annotator as an index into
// ProjectLabels::annotators().
struct LabelRecord
{
    qint64 id = 0;
    QString uuid;
    int annotator = -1;
    LabelKind kind = LabelKind::Span;
    qint64 passageId = 0;   // Passage
    qint64 spanId = 0;      // Span, Passage (the passage's span)
    qint64 documentId = 0;  // Span, Passage
    int start = 0;          // canonical code points, [start, end)
    int end = 0;
    int grade = -1;         // 0..3; -1 for Unanswerable
    int page = 0;           // 0-based page of `start`
    QString exact;
    QString prefix;
    QString suffix;
    qint64 rubricId = 0;
    qint64 createdMs = 0;   // ms since the epoch, UTC
    qint64 updatedMs = 0;   // when the label took its current value
};

struct LabelQuestion
{
    qint64 id = 0;
    QString uuid;
    QString externalId;
    QString stratum;
    Split split = Split::Unassigned;
    bool answerable = true;
    std::vector<LabelRecord> labels;  // in id order
};

struct LabelAnnotator
{
    qint64 id = 0;
    QString uuid;
    QString name;
    AnnotatorRole role = AnnotatorRole::Annotator;
};

struct LabelPassage
{
    qint64 id = 0;
    QString uuid;
    qint64 questionId = 0;
    qint64 spanId = 0;
    qint64 documentId = 0;
    int start = 0;
    int end = 0;
    int page = 0;
    int position = 0;
    QString exact;
    QString prefix;
    QString suffix;
};

struct LabelDocument
{
    qint64 id = 0;
    QString sha256;
    int codePoints = 0;
    QString textSha256;  // the canonical text's: documents with the same text tokenize alike
};

// The labels of a project in memory, the input of agreement units, the
// agreement dashboard and the adjudication queue.
//
// load() reads everything once (a few SQL statements, no per-row query);
// after a save the caller re-reads only the question it touched with
// reloadQuestion(). Documents touched by a highlight are tokenized once
// (WordTokens) and kept: a document's text never changes (content-addressed).
class ProjectLabels
{
    Q_DECLARE_TR_FUNCTIONS(ProjectLabels)

public:
    static constexpr qint64 kNoCutoff = std::numeric_limits<qint64>::max();

    // Adjudication needs no tokens: it can turn tokenizing off.
    void setTokenizing(bool tokenizing) { m_tokenizing = tokenizing; }
    // The dashboard needs no quotes: without them (exact, prefix and suffix
    // left empty) a load reads a fraction of the bytes.
    void setLoadingTexts(bool loadingTexts) { m_loadingTexts = loadingTexts; }
    // Agreement never names a label: without uuids (LabelRecord::uuid left
    // empty) a load of a million labels keeps some 100 MB less.
    void setLoadingUuids(bool loadingUuids) { m_loadingUuids = loadingUuids; }

    Status load(const ProjectStore &store);
    // Just one question (with every annotator and document, and its own
    // passages): for verbs that work on one question.
    Status loadQuestion(const ProjectStore &store, qint64 questionId);
    // Re-reads one question's row and labels after a save (a deleted
    // question is dropped). New annotators, passages and documents are
    // picked up.
    Status reloadQuestion(const ProjectStore &store, qint64 questionId);
    // Tokenizes the touched documents of labels loaded without tokens
    // (setTokenizing(false)) and tokenizes from then on: for a caller that
    // needs the tokens only on some paths (the freeze, once nothing blocks).
    Status tokenize(const ProjectStore &store);

    const std::vector<LabelQuestion> &questions() const { return m_questions; }
    int questionIndex(qint64 questionId) const { return m_questionIndex.value(questionId, -1); }
    const LabelQuestion *question(qint64 questionId) const;

    const std::vector<LabelAnnotator> &annotators() const { return m_annotators; }
    int annotatorIndex(qint64 annotatorId) const { return m_annotatorIndex.value(annotatorId, -1); }

    const LabelPassage *passage(qint64 passageId) const;
    const LabelDocument *document(qint64 documentId) const;
    // Word tokens of a document a highlight touches; nullptr otherwise.
    const WordTokens *tokens(qint64 documentId) const;

    int labelCount() const;

    // The raters of a question: annotators (indices, ascending) with any
    // label on it (span, passage grade or "unanswerable") whose updatedMs is
    // at or before `cutoffMs`.
    std::vector<int> raters(int questionIndex, qint64 cutoffMs = kNoCutoff) const;
    // The raters agreement counts: those of raters() whose role is
    // annotator (AgreementUnits says why).
    std::vector<int> agreementRaters(int questionIndex, qint64 cutoffMs = kNoCutoff) const;

private:
    Status readAnnotators(const ProjectStore &store);
    Status readDocuments(const ProjectStore &store);
    Status readPassages(const ProjectStore &store, qint64 questionId);
    Status readQuestions(const ProjectStore &store, qint64 questionId);
    Status reserveLabels(const ProjectStore &store, qint64 questionId);
    Status readLabels(const ProjectStore &store, qint64 questionId);
    // Appends the labels `statement` selects to their questions; the
    // driver's error, empty on success.
    QString readLabelRows(const QSqlDatabase &database, const QString &statement, const QVariantList &values);
    Status tokenizeTouchedDocuments(const ProjectStore &store, qint64 questionId);
    void reindexQuestions();

    std::vector<LabelQuestion> m_questions;
    QHash<qint64, int> m_questionIndex;
    std::vector<LabelAnnotator> m_annotators;
    QHash<qint64, int> m_annotatorIndex;
    QHash<qint64, LabelPassage> m_passages;
    QHash<qint64, LabelDocument> m_documents;
    QHash<qint64, std::shared_ptr<const WordTokens>> m_tokens;
    bool m_tokenizing = true;
    bool m_loadingTexts = true;
    bool m_loadingUuids = true;
};

} // namespace touchstone
