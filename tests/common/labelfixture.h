#pragma once

// A small real project for agreement and adjudication tests: a temporary
// folder, two corpus PDFs ingested (pypdf-minimal-document.pdf, one page of
// Lorem ipsum, and llncsdoc.pdf, seven pages), and helpers that add
// annotators, questions, highlights (anchored on quotes that occur in the
// documents), candidate passages and grades through the stores. A helper
// that fails records why in `error` (tests check it with QVERIFY2).

#include "common/shareddata.h"

#include "annotation/annotatorstore.h"
#include "annotation/documentstore.h"
#include "annotation/ingest.h"
#include "annotation/judgmentstore.h"
#include "annotation/passagestore.h"
#include "annotation/projectstore.h"
#include "annotation/questionstore.h"
#include "annotation/quotematcher.h"
#include "annotation/spananchor.h"

#include <QTemporaryDir>

#include <map>
#include <memory>

namespace touchstone::testing {

class LabelFixture
{
public:
    QTemporaryDir dir;
    std::unique_ptr<ProjectStore> store;
    qint64 minimal = 0;  // pypdf-minimal-document.pdf
    qint64 llncs = 0;    // llncsdoc.pdf
    QString minimalSha;
    QString llncsSha;
    QString error;

    QString folder() const { return dir.filePath(QStringLiteral("project")); }

    bool create()
    {
        auto created = ProjectStore::create(folder());
        if (!created)
            return fail(created.error());
        store = std::move(*created);
        Ingest::Options options;
        const IngestReport report = Ingest::run(*store,
                                                {corpusFile(QStringLiteral("pypdf-minimal-document.pdf")),
                                                 corpusFile(QStringLiteral("llncsdoc.pdf"))},
                                                options);
        if (report.files.size() != 2 || report.files[0].kind != IngestOutcome::Added
            || report.files[1].kind != IngestOutcome::Added)
            return fail(QStringLiteral("ingest failed"));
        minimal = report.files[0].documentId;
        llncs = report.files[1].documentId;
        minimalSha = report.files[0].sha256;
        llncsSha = report.files[1].sha256;
        return true;
    }

    bool ok() const { return error.isEmpty(); }

    qint64 annotator(const QString &name, AnnotatorRole role = AnnotatorRole::Annotator)
    {
        const auto added = AnnotatorStore(*store).add(name, role);
        if (!added)
            return fail(added.error()), 0;
        return added->id;
    }

    qint64 question(const QString &id, const QString &stratum = QStringLiteral("lexical"), Split split = Split::Dev)
    {
        Question question;
        question.externalId = id;
        question.text = QStringLiteral("What does %1 ask?").arg(id);
        question.stratum = stratum;
        question.split = split;
        const auto added = QuestionStore(*store).add(question);
        if (!added)
            return fail(added.error()), 0;
        return added->id;
    }

    const CanonicalText &text(qint64 documentId)
    {
        auto &slot = m_texts[documentId];
        if (!slot) {
            Result<CanonicalText> loaded = DocumentStore(*store).canonicalText(documentId);
            slot = std::make_unique<CanonicalText>(loaded ? *loaded : CanonicalText());
            if (!loaded)
                fail(loaded.error());
        }
        return *slot;
    }

    // The `occurrence`-th place (0-based) where `quote` occurs.
    SpanAnchor anchor(qint64 documentId, const QString &quote, int occurrence = 0)
    {
        const CanonicalText &canonical = text(documentId);
        const std::vector<QuoteMatch> found = QuoteMatcher(canonical).findAll(quote);
        if (int(found.size()) <= occurrence)
            return fail(QStringLiteral("quote not found: ") + quote), SpanAnchor();
        return range(documentId, found[size_t(occurrence)].start, found[size_t(occurrence)].end);
    }

    SpanAnchor range(qint64 documentId, int start, int end)
    {
        const Result<SpanAnchor> anchored = SpanAnchor::fromRange(text(documentId), documentId, start, end);
        if (!anchored)
            return fail(anchored.error()), SpanAnchor();
        return *anchored;
    }

    // A highlight; returns the judgment's uuid.
    QString highlight(qint64 annotator, qint64 question, const SpanAnchor &span, int grade, const QString &uuid = {})
    {
        const auto added = JudgmentStore(*store).addSpan(annotator, question, span, grade, {}, 0, uuid);
        if (!added)
            return fail(added.error()), QString();
        return added->uuid;
    }

    QString highlight(qint64 annotator, qint64 question, qint64 documentId, const QString &quote, int grade,
                      int occurrence = 0)
    {
        return highlight(annotator, question, anchor(documentId, quote, occurrence), grade);
    }

    qint64 passage(qint64 question, const SpanAnchor &span)
    {
        const auto added = PassageStore(*store).enqueue(question, {span}, QStringLiteral("lead"));
        if (!added)
            return fail(added.error()), 0;
        for (const Passage &passage : PassageStore(*store).forQuestion(question))
            if (passage.span.documentId == span.documentId && passage.span.start == span.start && passage.span.end == span.end)
                return passage.id;
        return fail(QStringLiteral("passage not stored")), 0;
    }

    void grade(qint64 annotator, qint64 question, qint64 passage, int grade)
    {
        if (const auto graded = JudgmentStore(*store).gradePassage(annotator, question, passage, grade); !graded)
            fail(graded.error());
    }

    void unanswerable(qint64 annotator, qint64 question)
    {
        if (const auto marked = JudgmentStore(*store).markUnanswerable(annotator, question); !marked)
            fail(marked.error());
    }

private:
    bool fail(const QString &message)
    {
        if (error.isEmpty())
            error = message;
        return false;
    }

    std::map<qint64, std::unique_ptr<CanonicalText>> m_texts;
};

} // namespace touchstone::testing
