#pragma once

// Projects for the labeling tests: real corpus PDFs ingested once per test
// executable into a template project, then copied for each test, so that
// every test starts from the same documents without paying for ingest.

#include "common/shareddata.h"

#include "annotation/documentstore.h"
#include "annotation/ingest.h"
#include "annotation/projectstore.h"

#include "annotation/annotatorstore.h"
#include "annotation/judgmentstore.h"
#include "annotation/passagestore.h"
#include "annotation/questionstore.h"
#include "annotation/quotematcher.h"
#include "annotation/spananchor.h"
#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUuid>

#include <memory>
#include <map>

namespace touchstone::testing {

// The documents the labeling tests use: prose on one page with repeated
// phrases, a seven-page manual with ligatures and hyphenation, and a page
// whose text layer is garbled (control codes, unusable for spans).
inline QStringList labelCorpus()
{
    return {corpusFile(QStringLiteral("pypdf-minimal-document.pdf")), corpusFile(QStringLiteral("llncsdoc.pdf")),
            corpusFile(QStringLiteral("ocrmypdf-type3-font-nomapping.pdf"))};
}

inline const char *kMinimalSha = "f723638db6e763cf4ccadad38a3d38a02d9ecab95dab1f0bbf00e801991b5f92";
inline const char *kLlncsSha = "ae2f8d45f42a39bc8674ead7cc3d6e7da3f241cf67dfbb78f0217520e4ffa0ac";
inline const char *kGarbledSha = "91245f5634cde1663b2c08efc0e209d5202d661af1effbd1692a1dbf458a7de5";

inline bool copyFolder(const QString &from, const QString &to)
{
    QDir source(from);
    if (!QDir().mkpath(to))
        return false;
    for (const QFileInfo &entry : source.entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)) {
        const QString target = QDir(to).filePath(entry.fileName());
        if (entry.fileName() == QLatin1String("project.lock"))
            continue;
        if (entry.isDir() ? !copyFolder(entry.filePath(), target) : !QFile::copy(entry.filePath(), target))
            return false;
    }
    return true;
}

class LabelProjects
{
public:
    // Ingests `pdfs` into the template; false (with `error`) when that fails.
    bool prepare(const QStringList &pdfs, QString *error)
    {
        m_template = m_dir.filePath(QStringLiteral("template"));
        auto store = ProjectStore::create(m_template);
        if (!store) {
            *error = store.error();
            return false;
        }
        const IngestReport report = Ingest::run(**store, pdfs, Ingest::Options());
        for (const IngestOutcome &outcome : report.files) {
            if (outcome.kind != IngestOutcome::Added) {
                *error = outcome.message;
                return false;
            }
        }
        return true; // the store closes here, folding the WAL into the database
    }

    // A copy of the template, opened. `newIdentity` gives the copy its own
    // project id (another project holding the same documents).
    std::unique_ptr<ProjectStore> copy(const QString &name, bool newIdentity = false)
    {
        const QString folder = m_dir.filePath(name);
        if (!copyFolder(m_template, folder))
            return nullptr;
        if (newIdentity) {
            auto store = ProjectStore::open(folder);
            if (!store)
                return nullptr;
            QSqlQuery update((*store)->database());
            update.prepare(QStringLiteral("UPDATE project_info SET value = ? WHERE key = 'project_id'"));
            update.addBindValue(QUuid::createUuid().toString(QUuid::WithoutBraces));
            if (!update.exec())
                return nullptr;
        }
        auto store = ProjectStore::open(folder);
        return store ? std::move(*store) : nullptr;
    }

    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString templateFolder() const { return m_template; }

private:
    QTemporaryDir m_dir;
    QString m_template;
};

inline qint64 documentId(const ProjectStore &store, const char *sha256)
{
    const auto document = DocumentStore(store).documentBySha256(QString::fromLatin1(sha256));
    return document ? document->id : 0;
}

inline int rowCount(const ProjectStore &store, const QString &table)
{
    QSqlQuery query(store.database());
    query.exec(QStringLiteral("SELECT count(*) FROM ") + table);
    return query.next() ? query.value(0).toInt() : -1;
}


// A small real project for agreement and adjudication tests: two corpus PDFs
// ingested and helpers that add annotators, questions, highlights, candidate
// passages and grades through the stores.


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
        for (const IngestOutcome &outcome : report.files)
            if (outcome.kind != IngestOutcome::Added)
                return fail(QStringLiteral("ingest failed: ") + outcome.message);
        if (report.files.size() != 2)
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
