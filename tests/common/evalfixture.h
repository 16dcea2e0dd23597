#pragma once

// A throwaway project for eval-run tests and benchmarks: real corpus PDFs,
// questions, and frozen golden-set versions written the way `freeze`
// writes them (golden_records first, then the golden_versions row, in one
// transaction, after which the triggers of migration 4 refuse any change).

#include "common/shareddata.h"

#include "annotation/documentstore.h"
#include "annotation/goldset.h"
#include "annotation/ingest.h"
#include "annotation/projectstore.h"
#include "annotation/questionstore.h"
#include "annotation/reportjson.h"
#include "annotation/sqlhelpers.h"
#include "annotation/transaction.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

namespace touchstone::testing {

struct EvalProject
{
    QTemporaryDir dir;
    QString folder;
    std::unique_ptr<ProjectStore> store;
    std::vector<DocumentRecord> documents; // in the order given

    const CanonicalText &text(size_t index) const
    {
        auto found = texts.find(index);
        if (found == texts.end())
            found = texts.emplace(index, *DocumentStore(*store).canonicalText(documents.at(index).id)).first;
        return found->second;
    }
    mutable std::map<size_t, CanonicalText> texts;
    // Closes the project so that the command-line program can open it.
    void close() { store.reset(); }
    void reopen()
    {
        auto opened = ProjectStore::open(folder);
        if (opened)
            store = std::move(opened.value());
    }
};

// `userIds`, when given, holds the id given at ingest of each file ("" for none).
inline std::unique_ptr<EvalProject> makeEvalProject(const QStringList &corpusFiles, const QStringList &userIds = {})
{
    auto project = std::make_unique<EvalProject>();
    // Set TOUCHSTONE_KEEP_TEST_DIRS to look at a test's project and reports afterwards.
    if (qEnvironmentVariableIsSet("TOUCHSTONE_KEEP_TEST_DIRS"))
        project->dir.setAutoRemove(false);
    project->folder = project->dir.filePath(QStringLiteral("project"));
    auto store = ProjectStore::create(project->folder);
    if (!store)
        return nullptr;
    project->store = std::move(*store);
    for (qsizetype i = 0; i < corpusFiles.size(); ++i) {
        Ingest::Options options;
        options.userId = userIds.value(i);
        const IngestReport report = Ingest::run(*project->store, {corpusFile(corpusFiles.at(i))}, options);
        if (report.files.size() != 1 || report.files.front().kind != IngestOutcome::Added)
            return nullptr;
        project->documents.push_back(*DocumentStore(*project->store).document(report.files.front().documentId));
    }
    return project;
}

// Adds a question to the project; returns it with its uuid.
inline Question addQuestion(const ProjectStore &store, const QString &id, const QString &stratum = QStringLiteral("lexical"),
                            bool answerable = true)
{
    Question question;
    question.externalId = id;
    question.text = QStringLiteral("Question ") + id;
    question.stratum = stratum;
    question.answerable = answerable;
    return *QuestionStore(store).add(question);
}

// A gold question for `question`, spans given as (document, start, end, grade).
struct SpanSpec
{
    size_t document = 0;
    int start = 0;
    int end = 0;
    int grade = 3;
};

inline GoldQuestion goldQuestion(const EvalProject &project, const Question &question,
                                 const std::vector<SpanSpec> &spans)
{
    GoldQuestion gold;
    gold.uuid = question.uuid;
    gold.externalId = question.externalId;
    gold.text = question.text;
    gold.stratum = question.stratum;
    gold.split = Split::Test;
    gold.answerable = question.answerable;
    for (const SpanSpec &spec : spans) {
        const CanonicalText &text = project.text(spec.document);
        GoldSpan span;
        span.documentSha256 = project.documents.at(spec.document).sha256;
        span.documentId = project.documents.at(spec.document).id;
        span.start = spec.start;
        span.end = spec.end;
        span.page = text.pageOf(spec.start);
        span.exact = text.slice(spec.start, spec.end);
        span.grade = spec.grade;
        gold.spans.push_back(span);
    }
    std::sort(gold.spans.begin(), gold.spans.end(), [](const GoldSpan &a, const GoldSpan &b) {
        return std::tie(a.documentSha256, a.start, a.end, a.grade) < std::tie(b.documentSha256, b.start, b.end, b.grade);
    });
    gold.labeledBy = {QStringLiteral("ann1"), QStringLiteral("ann2")};
    gold.adjudicatedBy = {QStringLiteral("lead")};
    return gold;
}

// Writes a frozen version: records, then the version row, one transaction.
inline bool freezeVersion(const ProjectStore &store, const QString &version, const std::vector<GoldQuestion> &questions,
                          const QJsonObject &manifest = {})
{
    QSqlDatabase database = store.database();
    Transaction transaction(database);
    QSqlQuery next(database);
    next.exec(QStringLiteral("SELECT coalesce(max(id), 0) + 1 FROM golden_versions"));
    next.next();
    const qint64 id = next.value(0).toLongLong();
    QByteArray content;
    for (const GoldQuestion &question : questions) {
        const QByteArray record = ReportJson::write(question.toRecord(), ReportJson::Style::Compact);
        content += record + '\n';
        QSqlQuery insert(database);
        if (!sql::exec(insert, QStringLiteral("INSERT INTO golden_records (version_id, question_uuid, external_id, "
                                              "record, provenance) VALUES (?, ?, ?, ?, ?)"),
                       {id, question.uuid, question.externalId, QString::fromUtf8(record), QStringLiteral("{}")}))
            return false;
    }
    QJsonObject fullManifest = manifest;
    fullManifest.insert(QStringLiteral("dataset_version"), version);
    QSqlQuery insert(database);
    if (!sql::exec(insert, QStringLiteral("INSERT INTO golden_versions (id, uuid, version, built_at, seed, corpus_digest, "
                                          "content_sha256, manifest) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                   {id, sql::newUuid(), version, sql::now(), 1, DocumentStore(store).corpusDigest(),
                    ReportJson::sha256(content),
                    QString::fromUtf8(QJsonDocument(fullManifest).toJson(QJsonDocument::Compact))}))
        return false;
    return transaction.commit();
}

// qrels.txt as `export` writes it: "QID 0 DOCNO GRADE" per (question,
// document) with a gold span, DOCNO the sha256, GRADE the highest grade of
// the question's spans in the document; sorted by QID then DOCNO (strcmp);
// unanswerable questions have no line.
inline QByteArray qrelsText(const std::vector<GoldQuestion> &questions)
{
    std::map<std::pair<QByteArray, QByteArray>, int> grades;
    for (const GoldQuestion &question : questions) {
        for (const GoldSpan &span : question.spans) {
            const auto key = std::make_pair(question.externalId.toUtf8(), span.documentSha256.toUtf8());
            const auto found = grades.find(key);
            grades[key] = found == grades.end() ? span.grade : std::max(found->second, span.grade);
        }
    }
    QByteArray out;
    for (const auto &[key, grade] : grades)
        out += key.first + " 0 " + key.second + ' ' + QByteArray::number(grade) + '\n';
    return out;
}

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace touchstone::testing
