#include "runimporter.h"

#include "documentstore.h"
#include "goldsetloader.h"
#include "projectstore.h"
#include "quotematcher.h"
#include "reportjson.h"
#include "sqlbatchinsert.h"
#include "sqlitebulkinsert.h"
#include "sqlhelpers.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>

#include <algorithm>
#include <map>
#include <memory>

namespace touchstone {

namespace {

// A run file's items with questions and documents looked up.
struct Resolved
{
    std::vector<int> questionOfRef;  // RunFile question index -> GoldSet question index
    std::vector<qint64> documentOfRef; // RunFile document index -> project document id
    std::vector<int> codePointsOfRef;
    std::vector<QString> shaOfRef;
};

// Canonical texts and matchers of the documents that passage text is anchored in.
class Anchoring
{
public:
    explicit Anchoring(const DocumentStore &documents) : m_documents(documents) {}

    Result<QuoteMatch> find(qint64 documentId, const QString &text, int pageHint)
    {
        auto found = m_matchers.find(documentId);
        if (found == m_matchers.end()) {
            auto canonical = m_documents.canonicalText(documentId);
            if (!canonical)
                return Result<QuoteMatch>::failure(canonical.error());
            auto entry = std::make_unique<Entry>();
            entry->text = std::move(*canonical);
            entry->matcher = std::make_unique<QuoteMatcher>(entry->text);
            found = m_matchers.emplace(documentId, std::move(entry)).first;
        }
        QuoteQuery query;
        query.quote = text;
        query.pageHint = pageHint;
        return found->second->matcher->find(query);
    }

private:
    struct Entry
    {
        CanonicalText text;
        std::unique_ptr<QuoteMatcher> matcher;
    };
    const DocumentStore &m_documents;
    std::map<qint64, std::unique_ptr<Entry>> m_matchers;
};

QString tr(const char *text)
{
    return RunImporter::tr(text);
}

Status resolveRefs(const RunFile &file, const GoldSet &gold, const ProjectStore &store, Resolved &resolved)
{
    QHash<QString, int> questionIndex;
    for (size_t q = 0; q < gold.questions.size(); ++q)
        questionIndex.insert(gold.questions[q].externalId, int(q));
    for (int i = 0; i < file.questionIds.size(); ++i) {
        const auto found = questionIndex.constFind(file.questionIds.at(i));
        if (found == questionIndex.cend())
            return Status::failure(tr("%1:%2: question “%3” is not in golden-set version %4")
                                       .arg(argText(file.path), argText(file.questionLines[size_t(i)]), argText(file.questionIds.at(i)), argText(gold.version)));
        resolved.questionOfRef.push_back(found.value());
    }
    const DocumentStore documents(store);
    for (int i = 0; i < file.documentRefs.size(); ++i) {
        const auto document = documents.resolve(file.documentRefs.at(i));
        if (!document)
            return Status::failure(tr("%1:%2: document “%3” is not in this project (give its sha256 or the id "
                                      "given at ingest)")
                                       .arg(argText(file.path), argText(file.documentLines[size_t(i)]), argText(file.documentRefs.at(i))));
        resolved.documentOfRef.push_back(document->id);
        resolved.codePointsOfRef.push_back(document->codePoints);
        resolved.shaOfRef.push_back(document->sha256);
    }
    return Status::success();
}

// Checks offsets, anchors text, refuses a document listed twice.
Status placeItems(RunFile &file, const Resolved &resolved, const ProjectStore &store, RunImportReport &report)
{
    const DocumentStore documents(store);
    Anchoring anchoring(documents);
    QSet<QString> seenDocuments; // document level: (question, stage, document)
    for (RunFileItem &item : file.items) {
        const qint64 document = resolved.documentOfRef[size_t(item.document)];
        const int size = resolved.codePointsOfRef[size_t(item.document)];
        if (file.level == RunLevel::Document) {
            const QString key = QStringLiteral("%1/%2/%3").arg(argText(item.question), argText(int(item.stage)), argText(document));
            if (seenDocuments.contains(key))
                return Status::failure(tr("%1:%2: document %3 is listed twice for question %4")
                                           .arg(argText(file.path), argText(item.line), argText(resolved.shaOfRef[size_t(item.document)]), argText(file.questionIds.at(item.question))));
            seenDocuments.insert(key);
            continue;
        }
        if (item.start >= 0) {
            if (item.end > size)
                return Status::failure(tr("%1:%2: end %3 lies past the end of document %4 (%5 code points)")
                                           .arg(argText(file.path), argText(item.line), argText(item.end), argText(file.documentRefs.at(item.document)), argText(size)));
            continue;
        }
        const auto match = anchoring.find(document, item.text, item.pageHint);
        if (!match)
            return Status::failure(QStringLiteral("%1:%2: %3").arg(argText(file.path), argText(item.line), argText(match.error())));
        if (!match->found)
            return Status::failure(tr("%1:%2: the passage text cannot be anchored in document %3: %4")
                                       .arg(argText(file.path), argText(item.line), argText(file.documentRefs.at(item.document)), argText(match->reason)));
        item.start = match->start;
        item.end = match->end;
        ++report.anchoredFromText;
        if (match->occurrences > 1 && item.pageHint < 0)
            ++report.ambiguousText;
    }
    return Status::success();
}

Result<QString> readConfig(const RunFile &file, const QString &configPath)
{
    if (configPath.isEmpty())
        return file.config ? QString::fromUtf8(ReportJson::write(*file.config, ReportJson::Style::Compact)) : QString();
    if (file.config)
        return Result<QString>::failure(tr("%1:1: the run file carries a configuration and --config gives "
                                           "another; give one")
                                            .arg(file.path));
    QFile config(configPath);
    if (!config.open(QIODevice::ReadOnly))
        return Result<QString>::failure(tr("%1: cannot read the configuration: %2").arg(configPath, config.errorString()));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(config.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return Result<QString>::failure(tr("%1:1: the configuration is not a JSON object").arg(configPath));
    return QString::fromUtf8(ReportJson::write(document.object(), ReportJson::Style::Compact));
}

bool insertRun(QSqlDatabase &database, RunInfo &run, QString *error)
{
    QSqlQuery query(database);
    if (!sql::exec(query,
                   QStringLiteral("INSERT INTO runs (uuid, name, version_id, format, level, source_file, file_sha256, "
                                  "tag, config, config_sha256, has_prererank, item_count, imported_at, imported_by) "
                                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                   {run.uuid, run.name, run.versionId, runFormatKey(run.format), runLevelKey(run.level),
                    sql::text(run.sourceFile), sql::text(run.fileSha256), sql::text(run.tag), sql::text(run.config),
                    sql::text(run.configSha256), run.hasPrererank ? 1 : 0, run.itemCount,
                    run.importedAt.toString(Qt::ISODateWithMs), sql::text(run.importedBy)})) {
        *error = sql::errorText(query.lastError());
        return false;
    }
    run.id = query.lastInsertId().toLongLong();
    return true;
}

RunInfo runInfo(const RunFile &file, const QString &name, const GoldVersionRef &version, const QString &config,
                int questionCount, const QString &actor)
{
    RunInfo run;
    run.uuid = sql::newUuid();
    run.name = name;
    run.versionId = version.id;
    run.version = version.version;
    run.format = file.format;
    run.level = file.level;
    run.sourceFile = QFileInfo(file.path).fileName();
    run.fileSha256 = QString(); // filled in when the hash of the file is ready
    run.tag = file.tag;
    run.config = config;
    run.configSha256 = config.isEmpty() ? QString() : ReportJson::sha256(config.toUtf8());
    run.hasPrererank = file.hasPrererank;
    run.itemCount = int(file.items.size());
    run.questionCount = questionCount;
    run.importedAt = QDateTime::currentDateTimeUtc();
    run.importedBy = actor;
    return run;
}

// Every question of the version gets a row, with or without items; ids are
// given explicitly so that a run's questions are consecutive.
bool insertQuestions(QSqlDatabase &database, const RunFile &file, const Resolved &resolved, const GoldSet &gold,
                     RunImportReport &report, QString *error)
{
    QSqlQuery next(database);
    next.exec(QStringLiteral("SELECT coalesce(max(id), 0) + 1 FROM run_questions"));
    const qint64 firstId = next.next() ? next.value(0).toLongLong() : 1;
    std::vector<int> itemCounts(gold.questions.size(), 0);
    for (const RunFileItem &item : file.items) {
        if (item.stage == RunStage::Final)
            ++itemCounts[size_t(resolved.questionOfRef[size_t(item.question)])];
    }
    SqlBatchInsert questions(database, QStringLiteral("run_questions"),
                             {QStringLiteral("id"), QStringLiteral("run_id"), QStringLiteral("question_uuid"),
                              QStringLiteral("external_id"), QStringLiteral("stratum"), QStringLiteral("answerable"),
                              QStringLiteral("item_count")});
    report.lists.resize(gold.questions.size());
    for (size_t q = 0; q < gold.questions.size(); ++q) {
        const GoldQuestion &question = gold.questions[q];
        const qint64 id = firstId + qint64(q);
        for (const QVariant &value : {QVariant(id), QVariant(report.run.id), QVariant(question.uuid),
                                      QVariant(question.externalId), QVariant(question.stratum),
                                      QVariant(question.answerable ? 1 : 0), QVariant(itemCounts[q])})
            questions.add(value);
        report.lists[q].runQuestionId = id;
        report.lists[q].questionUuid = question.uuid;
        report.lists[q].lists.runQuestionId = id;
        if (itemCounts[q] > 0)
            ++report.questionsWithResults;
    }
    if (!questions.finish()) {
        *error = questions.error();
        return false;
    }
    return true;
}

// Items in key order, so that the WITHOUT ROWID table grows at its end; one
// inserter per stage and kind of item with the constant columns written as
// literals, through SQLite's C API (QSqlQuery's QVariant per value was most
// of a million-item import). The lists are kept for evaluating the run
// without reading it back.
bool insertItems(QSqlDatabase &database, const RunFile &file, const Resolved &resolved, RunImportReport &report,
                 QString *error)
{
    std::vector<int> order(file.items.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    const auto key = [&](int i) {
        const RunFileItem &item = file.items[size_t(i)];
        return std::make_tuple(resolved.questionOfRef[size_t(item.question)], int(item.stage), item.rank);
    };
    const auto less = [&](int a, int b) { return key(a) < key(b); };
    if (!std::is_sorted(order.begin(), order.end(), less))
        std::sort(order.begin(), order.end(), less);
    const QStringList columns{QStringLiteral("run_question_id"), QStringLiteral("stage"), QStringLiteral("rank"),
                              QStringLiteral("document_id"), QStringLiteral("start_offset"),
                              QStringLiteral("end_offset"), QStringLiteral("score"), QStringLiteral("text")};
    const auto inserter = [&](RunStage stage, bool withText) {
        return std::make_unique<SqliteBulkInsert>(
            database, QStringLiteral("run_items"), columns,
            QStringLiteral("(?,'%1',?,?,?,?,?,%2)").arg(runStageKey(stage), withText ? QStringLiteral("?")
                                                                                     : QStringLiteral("''")));
    };
    std::unique_ptr<SqliteBulkInsert> inserters[2][2] = {
        {inserter(RunStage::Final, false), inserter(RunStage::Final, true)},
        {inserter(RunStage::Prererank, false), inserter(RunStage::Prererank, true)}};
    for (const int i : order) {
        const RunFileItem &item = file.items[size_t(i)];
        const size_t q = size_t(resolved.questionOfRef[size_t(item.question)]);
        const qint64 document = resolved.documentOfRef[size_t(item.document)];
        const bool passage = item.start >= 0;
        SqliteBulkInsert &items = *inserters[item.stage == RunStage::Final ? 0 : 1][item.text.isEmpty() ? 0 : 1];
        items.bind(report.lists[q].runQuestionId);
        items.bind(item.rank);
        items.bind(document);
        if (passage) {
            items.bind(item.start);
            items.bind(item.end);
        } else {
            items.bindNull();
            items.bindNull();
        }
        if (item.score)
            items.bind(*item.score);
        else
            items.bindNull();
        if (!item.text.isEmpty())
            items.bind(item.text);
        if (!items.endRow()) {
            *error = items.error();
            return false;
        }
        QuestionRun &lists = report.lists[q].lists;
        (item.stage == RunStage::Final ? lists.final : lists.prererank)
            .push_back({document, passage ? item.start : -1, passage ? item.end : -1, item.rank});
    }
    for (auto &stage : inserters) {
        for (auto &items : stage) {
            if (!items->finish()) {
                *error = items->error();
                return false;
            }
        }
    }
    return true;
}

} // namespace

RunImporter::RunImporter(const ProjectStore &store, QString actor)
    : m_store(store)
    , m_actor(std::move(actor))
{
}

Result<RunImportReport> RunImporter::import(const QString &path, const RunImportOptions &options) const
{
    auto file = RunFileReader::read(path);
    if (!file)
        return Result<RunImportReport>::failure(file.error());
    return import(std::move(*file), options);
}

Result<RunImportReport> RunImporter::import(RunFile file, const RunImportOptions &options) const
{
    using R = Result<RunImportReport>;
    if (options.name.trimmed().isEmpty())
        return R::failure(tr("a run needs a name (--name)"));
    if (const std::optional<RunInfo> stored = RunStore(m_store).byName(options.name)) {
        // A run is its name and its content: the same file against the same
        // version with the same configuration is the run stored already.
        const auto config = readConfig(file, options.configPath);
        if (!config)
            return R::failure(config.error());
        const QString configSha256 = config->isEmpty() ? QString() : ReportJson::sha256(config->toUtf8());
        QString other;
        if (stored->fileSha256 != file.sha256())
            other = tr("another file, sha256 %1").arg(stored->fileSha256);
        else if (stored->version != options.version)
            other = tr("golden-set version %1").arg(stored->version);
        else if (stored->configSha256 != configSha256)
            other = tr("another configuration");
        if (!other.isEmpty())
            return R::failure(tr("a run named “%1” already exists in this project with other content (%2); import "
                                 "this one under a new --name")
                                  .arg(options.name, other));
        RunImportReport report;
        report.run = *stored;
        report.alreadyPresent = true;
        return report;
    }
    const GoldSetLoader loader(m_store);
    const auto version = loader.version(options.version);
    if (!version)
        return R::failure(tr("no frozen golden-set version “%1” in this project").arg(options.version));
    auto gold = loader.load(*version);
    if (!gold)
        return R::failure(gold.error());
    const auto config = readConfig(file, options.configPath);
    if (!config)
        return R::failure(config.error());

    RunImportReport report;
    report.warnings = file.warnings;
    Resolved resolved;
    if (const Status status = resolveRefs(file, *gold, m_store, resolved); !status)
        return R::failure(status.error());
    if (const Status status = placeItems(file, resolved, m_store, report); !status)
        return R::failure(status.error());
    report.run = runInfo(file, options.name, *version, *config, int(gold->questions.size()), m_actor);

    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return R::failure(transaction.error());
    QString error;
    if (!insertRun(database, report.run, &error) || !insertQuestions(database, file, resolved, *gold, report, &error)
        || !insertItems(database, file, resolved, report, &error))
        return R::failure(error);
    // The file's hash, computed meanwhile on its own thread.
    report.run.fileSha256 = file.sha256();
    QSqlQuery hash(database);
    if (!sql::exec(hash, QStringLiteral("UPDATE runs SET file_sha256 = ? WHERE id = ?"),
                   {report.run.fileSha256, report.run.id}))
        return R::failure(sql::errorText(hash.lastError()));
    m_store.audit(m_actor, QStringLiteral("run.import"), QStringLiteral("run"), report.run.uuid,
                  QStringLiteral("%1 (%2 items, version %3)")
                      .arg(argText(report.run.name), argText(report.run.itemCount), argText(report.run.version)));
    if (!transaction.commit())
        return R::failure(transaction.error());
    return report;
}

} // namespace touchstone
