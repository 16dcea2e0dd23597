#include "judgmentimport.h"

#include "annotatorstore.h"
#include "documentstore.h"
#include "importfile.h"
#include "judgmentcodec.h"
#include "judgmentstore.h"
#include "jsonrow.h"
#include "passagestore.h"
#include "projectstore.h"
#include "questionstore.h"
#include "rubricstore.h"
#include "spanresolver.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QFileInfo>
#include <QHash>
#include <QSet>

namespace touchstone {

namespace {

struct Planned
{
    int line = 0;
    QString annotatorName;
    Judgment judgment;
    QString newPassageUuid; // create this passage (with judgment.span) first
    QString passageSource;
};

// Resolves the lines of one file against the project, reading only.
class Planner
{
public:
    Planner(const ProjectStore &store, const QString &path, JudgmentImport::Report &report)
        : m_store(store)
        , m_path(path)
        , m_report(report)
        , m_questions(store)
        , m_annotators(store)
        , m_documents(store)
        , m_judgments(store)
        , m_resolver(store)
    {
    }

    // False when the line is to be skipped; `error` is set on failure.
    bool plan(int line, const JudgmentRecord &record, Planned *planned, QString *error);

private:
    bool checkUuid(int line, const JudgmentRecord &record, const Question &question, qint64 annotatorId,
                   bool *skip, QString *error);
    bool checkUnanswerable(int line, const JudgmentRecord &record, qint64 questionId, qint64 annotatorId,
                           QString *error);
    bool planSpan(int line, const JudgmentRecord &record, Planned *planned, QString *error);
    void planRubric(int line, const JudgmentRecord &record, Planned *planned);

    const ProjectStore &m_store;
    QString m_path;
    JudgmentImport::Report &m_report;
    QuestionStore m_questions;
    AnnotatorStore m_annotators;
    DocumentStore m_documents;
    JudgmentStore m_judgments;
    SpanResolver m_resolver;
    QHash<QString, int> m_uuidLines;
    QHash<QString, int> m_unanswerableLines;
    QSet<QString> m_unknownRubrics;
};

bool Planner::checkUuid(int line, const JudgmentRecord &record, const Question &question, qint64 annotatorId,
                        bool *skip, QString *error)
{
    *skip = false;
    if (record.uuid.isEmpty())
        return true;
    if (const auto it = m_uuidLines.constFind(record.uuid); it != m_uuidLines.constEnd()) {
        *error = JudgmentImport::tr("uuid %1 appears twice (first on line %2)").arg(argText(record.uuid), argText(*it));
        return false;
    }
    m_uuidLines.insert(record.uuid, line);
    const auto existing = m_judgments.byUuid(record.uuid);
    if (!existing)
        return true;
    if (existing->annotatorId != annotatorId || existing->questionId != question.id) {
        *error = JudgmentImport::tr("uuid %1 belongs to another annotator's or question's label in the project")
                     .arg(record.uuid);
        return false;
    }
    *skip = true;
    return true;
}

bool Planner::checkUnanswerable(int line, const JudgmentRecord &record, qint64 questionId, qint64 annotatorId,
                                QString *error)
{
    const QString key = record.annotator + QLatin1Char('\n') + record.questionId;
    if (const auto it = m_unanswerableLines.constFind(key); it != m_unanswerableLines.constEnd()) {
        *error = JudgmentImport::tr("“%1” marks question “%2” unanswerable twice (first on line %3)")
                     .arg(argText(record.annotator), argText(record.questionId), argText(*it));
        return false;
    }
    m_unanswerableLines.insert(key, line);
    if (annotatorId == 0)
        return true;
    for (const Judgment &judgment : m_judgments.forQuestion(questionId, annotatorId)) {
        if (judgment.kind == JudgmentKind::Unanswerable) {
            *error = JudgmentImport::tr("“%1” already marked question “%2” unanswerable in the project")
                         .arg(record.annotator, record.questionId);
            return false;
        }
    }
    return true;
}

bool Planner::planSpan(int line, const JudgmentRecord &record, Planned *planned, QString *error)
{
    const auto document = m_documents.documentBySha256(record.documentSha256);
    if (!document) {
        *error = JudgmentImport::tr("document %1 is not in the project").arg(record.documentSha256);
        return false;
    }
    Judgment &judgment = planned->judgment;
    if (!record.passageUuid.isEmpty()) {
        if (const auto passage = PassageStore(m_store).byUuid(record.passageUuid)) {
            if (passage->questionId != judgment.questionId) {
                *error = JudgmentImport::tr("passage %1 belongs to another question").arg(record.passageUuid);
                return false;
            }
            judgment.kind = JudgmentKind::Passage;
            judgment.passageId = passage->id;
            return true;
        }
    }
    const Result<SpanResolver::Anchored> anchored =
        m_resolver.anchor(*document, {record.quote, record.prefix, record.suffix, record.start, record.end, record.page});
    if (!anchored) {
        *error = anchored.error();
        return false;
    }
    judgment.span = anchored->span;
    if (anchored->reanchored)
        ++m_report.reanchored;
    if (!anchored->warning.isEmpty())
        m_report.warnings << ImportFile::located(m_path, line, anchored->warning);
    if (!record.passageUuid.isEmpty()) {
        judgment.kind = JudgmentKind::Passage;
        planned->newPassageUuid = record.passageUuid;
        planned->passageSource = record.passageSource;
    }
    return true;
}

void Planner::planRubric(int line, const JudgmentRecord &record, Planned *planned)
{
    if (record.rubricSha256.isEmpty())
        return; // made under no recorded rubric: say nothing we do not know
    if (const auto rubric = RubricStore(m_store).bySha256(record.rubricSha256)) {
        planned->judgment.rubricId = rubric->id;
        return;
    }
    if (!m_unknownRubrics.contains(record.rubricSha256)) {
        m_unknownRubrics.insert(record.rubricSha256);
        m_report.warnings << ImportFile::located(
            m_path, line, JudgmentImport::tr("rubric %1 is not in this project; its labels are stored without a "
                                             "rubric version")
                              .arg(record.rubricSha256));
    }
}

bool Planner::plan(int line, const JudgmentRecord &record, Planned *planned, QString *error)
{
    const auto question = m_questions.byExternalId(record.questionId);
    if (!question) {
        *error = JudgmentImport::tr("question “%1” is not in the project").arg(record.questionId);
        return false;
    }
    const auto annotator = m_annotators.byName(record.annotator);
    const qint64 annotatorId = annotator ? annotator->id : 0;
    bool skip = false;
    if (!checkUuid(line, record, *question, annotatorId, &skip, error))
        return false;
    if (skip)
        return false;
    planned->line = line;
    planned->annotatorName = record.annotator;
    Judgment &judgment = planned->judgment;
    judgment.uuid = record.uuid;
    judgment.annotatorId = annotatorId;
    judgment.questionId = question->id;
    judgment.note = record.note;
    judgment.createdAt = record.time.isValid() ? record.time : QDateTime::currentDateTimeUtc();
    judgment.updatedAt = record.updatedAt.isValid() ? record.updatedAt : judgment.createdAt;
    if (record.unanswerable) {
        judgment.kind = JudgmentKind::Unanswerable;
        if (!checkUnanswerable(line, record, question->id, annotatorId, error))
            return false;
    } else {
        judgment.kind = JudgmentKind::Span;
        judgment.grade = record.grade;
        if (!planSpan(line, record, planned, error))
            return false;
    }
    planRubric(line, record, planned);
    return true;
}

// Stores the planned labels; runs inside the import's transaction.
bool storePlanned(const ProjectStore &store, const QString &path, const QString &actor, std::vector<Planned> &planned,
           JudgmentImport::Report &report, QString *error)
{
    AnnotatorStore annotators(store, actor);
    PassageStore passages(store, actor);
    JudgmentStore judgments(store, actor);
    QHash<QString, qint64> annotatorIds;
    QHash<QString, qint64> passageIds;
    for (Planned &item : planned) {
        Judgment &judgment = item.judgment;
        if (judgment.annotatorId == 0 && !annotatorIds.contains(item.annotatorName)) {
            const Result<Annotator> added = annotators.add(item.annotatorName, AnnotatorRole::Annotator);
            if (!added) {
                *error = ImportFile::located(path, item.line, added.error());
                return false;
            }
            annotatorIds.insert(item.annotatorName, added->id);
            report.annotatorsCreated << added->name;
        }
        if (judgment.annotatorId == 0)
            judgment.annotatorId = annotatorIds.value(item.annotatorName);
        if (!item.newPassageUuid.isEmpty() && !passageIds.contains(item.newPassageUuid)) {
            const Result<Passage> passage = passages.addImported(
                judgment.questionId, *judgment.span,
                item.passageSource.isEmpty() ? QStringLiteral("import") : item.passageSource, item.newPassageUuid);
            if (!passage) {
                *error = ImportFile::located(path, item.line, passage.error());
                return false;
            }
            passageIds.insert(item.newPassageUuid, passage->id);
            ++report.passagesCreated;
        }
        if (!item.newPassageUuid.isEmpty())
            judgment.passageId = passageIds.value(item.newPassageUuid);
        const Result<Judgment> stored = judgments.insertImported(judgment);
        if (!stored) {
            *error = ImportFile::located(path, item.line, stored.error());
            return false;
        }
        ++report.imported;
    }
    return true;
}

} // namespace

Result<JudgmentImport::Report> JudgmentImport::run(const ProjectStore &store, const QString &path,
                                                   const QString &actor)
{
    using R = Result<Report>;
    const auto lines = ImportFile::readJsonl(path);
    if (!lines)
        return R::failure(lines.error());
    Report report;
    report.path = path;
    report.lines = int(lines->size());
    const QSet<QString> known = JudgmentCodec::knownKeys();
    Planner planner(store, path, report);
    std::vector<Planned> planned;
    for (const ImportFile::JsonLine &line : *lines) {
        for (const QString &key : JsonRow(line.object).unknownKeys(known)) {
            if (!report.ignoredKeys.contains(key))
                report.ignoredKeys << key;
        }
        const Result<JudgmentRecord> record = JudgmentCodec::fromJson(line.object);
        if (!record)
            return R::failure(ImportFile::located(path, line.line, record.error()));
        Planned item;
        QString error;
        if (planner.plan(line.line, *record, &item, &error))
            planned.push_back(std::move(item));
        else if (!error.isEmpty())
            return R::failure(ImportFile::located(path, line.line, error));
        else
            ++report.skipped;
    }
    if (!report.ignoredKeys.isEmpty())
        report.warnings.prepend(ImportFile::located(path, 0, tr("ignoring unknown key(s): %1")
                                                                 .arg(report.ignoredKeys.join(QStringLiteral(", ")))));
    Transaction transaction(store.database());
    if (!transaction.isActive())
        return R::failure(ImportFile::located(path, 0, transaction.error()));
    QString error;
    if (!storePlanned(store, path, actor, planned, report, &error))
        return R::failure(error);
    if (report.imported > 0)
        store.audit(actor, QStringLiteral("judgments.import"), QStringLiteral("file"), QFileInfo(path).fileName(),
                    QStringLiteral("%1 labels, %2 skipped").arg(argText(report.imported), argText(report.skipped)));
    if (!transaction.commit())
        return R::failure(ImportFile::located(path, 0, transaction.error()));
    return report;
}

} // namespace touchstone
