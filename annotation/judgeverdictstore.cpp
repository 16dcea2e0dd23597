#include "judgeverdictstore.h"

#include "projectstore.h"
#include "regularfile.h"
#include "sqlhelpers.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSet>

#include <map>

namespace touchstone {

namespace {

QString tr(const char *text)
{
    return JudgeVerdictStore::tr(text);
}

// The lines of a JSONL file as objects, or the first problem.
struct JsonLine
{
    int line = 0;
    QJsonObject object;
};

Result<std::vector<JsonLine>> readJsonLines(const QString &path, const QStringList &known, QStringList *warnings)
{
    using R = Result<std::vector<JsonLine>>;
    const Result<QByteArray> bytes = RegularFile::read(path, RegularFile::kMaxImportBytes);
    if (!bytes)
        return R::failure(tr("%1: cannot read the file: %2").arg(path, bytes.error()));
    std::vector<JsonLine> lines;
    std::map<QString, int> unknown;
    int number = 0;
    for (const QByteArray &raw : bytes->split('\n')) {
        ++number;
        const QByteArray text = raw.trimmed();
        if (text.isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(text, &error);
        if (error.error != QJsonParseError::NoError)
            return R::failure(tr("%1:%2: not valid JSON: %3").arg(argText(path), argText(number), argText(error.errorString())));
        if (!document.isObject())
            return R::failure(tr("%1:%2: not a JSON object").arg(argText(path), argText(number)));
        for (const QString &key : document.object().keys()) {
            if (!known.contains(key))
                unknown.emplace(key, number);
        }
        lines.push_back({number, document.object()});
    }
    if (lines.empty())
        return R::failure(tr("%1:1: the file holds no line").arg(path));
    for (const auto &[key, line] : unknown)
        *warnings << tr("%1:%2: unknown key “%3” ignored").arg(argText(path), argText(line), argText(key));
    return lines;
}

QHash<QString, QString> questionUuids(const ProjectStore &store)
{
    QHash<QString, QString> uuids;
    QSqlQuery query(store.database());
    query.exec(QStringLiteral("SELECT external_id, uuid FROM questions"));
    while (query.next())
        uuids.insert(query.value(0).toString(), query.value(1).toString());
    return uuids;
}

// question_id and answer_id of a line.
Status readIds(const QString &path, const JsonLine &line, const QHash<QString, QString> &uuids, QString *questionUuid,
               QString *questionId, QString *answerId)
{
    const QJsonValue question = line.object.value(QStringLiteral("question_id"));
    const QJsonValue answer = line.object.value(QStringLiteral("answer_id"));
    if (!question.isString() || question.toString().isEmpty())
        return Status::failure(tr("%1:%2: “question_id” is missing or not a string").arg(argText(path), argText(line.line)));
    if (!answer.isString() || answer.toString().isEmpty())
        return Status::failure(tr("%1:%2: “answer_id” is missing or not a string").arg(argText(path), argText(line.line)));
    *questionId = question.toString();
    *answerId = answer.toString();
    *questionUuid = uuids.value(*questionId);
    if (questionUuid->isEmpty())
        return Status::failure(tr("%1:%2: question “%3” is not in this project").arg(argText(path), argText(line.line), argText(*questionId)));
    return Status::success();
}

Result<JudgeVerdictRecord> readVerdict(const QString &path, const JsonLine &line, const QHash<QString, QString> &uuids)
{
    using R = Result<JudgeVerdictRecord>;
    JudgeVerdictRecord record;
    if (const Status ids = readIds(path, line, uuids, &record.questionUuid, &record.questionId, &record.answerId); !ids)
        return R::failure(ids.error());
    const QJsonObject &object = line.object;
    if (!judgeVerdictFromKey(object.value(QStringLiteral("verdict")).toString(), &record.verdict))
        return R::failure(tr("%1:%2: “verdict” must be “pass”, “fail”, “unknown” or “refusal”").arg(argText(path), argText(line.line)));
    const QJsonValue probability = object.value(QStringLiteral("probability"));
    if (probability.isDouble()) {
        const double p = probability.toDouble();
        if (!(p >= 0.0 && p <= 1.0))
            return R::failure(tr("%1:%2: “probability” %3 lies outside [0, 1]").arg(argText(path), argText(line.line), argText(p)));
        record.probability = p;
    } else if (!probability.isUndefined() && !probability.isNull()) {
        return R::failure(tr("%1:%2: “probability” is not a number").arg(argText(path), argText(line.line)));
    }
    record.judgeModel = object.value(QStringLiteral("judge_model")).toString();
    if (record.judgeModel.isEmpty())
        return R::failure(tr("%1:%2: “judge_model” is missing or not a string").arg(argText(path), argText(line.line)));
    // A verdict without its rubric is kept (the judge ran, the answer was
    // judged) and reported as "rubric unknown"; a malformed digest is a
    // mistake, not an absence.
    const QJsonValue rubric = object.value(QStringLiteral("rubric_sha256"));
    if (!rubric.isUndefined() && !rubric.isNull() && !(rubric.isString() && rubric.toString().isEmpty())) {
        record.rubricSha256 = rubric.toString().toLower();
        static const QRegularExpression sha(QStringLiteral("^[0-9a-f]{64}$"));
        if (!rubric.isString() || !sha.match(record.rubricSha256).hasMatch())
            return R::failure(tr("%1:%2: “rubric_sha256” is not 64 hex digits").arg(argText(path), argText(line.line)));
    }
    const QJsonValue justification = object.value(QStringLiteral("justification"));
    if (!justification.isUndefined() && !justification.isString() && !justification.isNull())
        return R::failure(tr("%1:%2: “justification” is not a string").arg(argText(path), argText(line.line)));
    record.justification = justification.toString();
    return record;
}

// A stored row's values, or nothing.
std::optional<QVariantList> storedRow(QSqlDatabase &database, const QString &statement, const QVariantList &key,
                                      int columns)
{
    QSqlQuery query(database);
    if (!sql::exec(query, statement, key) || !query.next())
        return std::nullopt;
    QVariantList values;
    for (int i = 0; i < columns; ++i)
        values << query.value(i);
    return values;
}

QString probabilityText(const QVariant &probability)
{
    return probability.isNull() ? QStringLiteral("none") : QString::number(probability.toDouble());
}

} // namespace

bool judgeVerdictFromKey(const QString &key, JudgeVerdict *verdict)
{
    for (const JudgeVerdict candidate : {JudgeVerdict::Pass, JudgeVerdict::Fail, JudgeVerdict::Unknown,
                                         JudgeVerdict::Refusal}) {
        if (key == judgeVerdictKey(candidate)) {
            *verdict = candidate;
            return true;
        }
    }
    return false;
}

QString judgeVerdictKey(JudgeVerdict verdict)
{
    switch (verdict) {
    case JudgeVerdict::Pass: return QStringLiteral("pass");
    case JudgeVerdict::Fail: return QStringLiteral("fail");
    case JudgeVerdict::Unknown: return QStringLiteral("unknown");
    case JudgeVerdict::Refusal: return QStringLiteral("refusal");
    }
    return QStringLiteral("unknown");
}

JudgeVerdictStore::JudgeVerdictStore(const ProjectStore &store, QString actor)
    : m_store(store)
    , m_actor(std::move(actor))
{
}

Result<VerdictImportReport> JudgeVerdictStore::importVerdicts(const QString &path) const
{
    using R = Result<VerdictImportReport>;
    VerdictImportReport report;
    const auto lines = readJsonLines(path,
                                     {QStringLiteral("question_id"), QStringLiteral("answer_id"), QStringLiteral("verdict"),
                                      QStringLiteral("probability"), QStringLiteral("judge_model"),
                                      QStringLiteral("rubric_sha256"), QStringLiteral("justification")},
                                     &report.warnings);
    if (!lines)
        return R::failure(lines.error());
    const QHash<QString, QString> uuids = questionUuids(m_store);
    std::vector<std::pair<int, JudgeVerdictRecord>> records;
    QHash<QString, int> seen;
    for (const JsonLine &line : *lines) {
        auto record = readVerdict(path, line, uuids);
        if (!record)
            return R::failure(record.error());
        const QString key = record->judgeModel + QChar(0x1f) + record->rubricSha256 + QChar(0x1f)
                            + record->questionUuid + QChar(0x1f) + record->answerId;
        if (seen.contains(key))
            return R::failure(tr("%1:%2: a second verdict of judge %3 on answer %4 of question %5 (first on line %6)")
                                  .arg(argText(path), argText(line.line), argText(record->judgeModel), argText(record->answerId), argText(record->questionId), argText(seen.value(key))));
        seen.insert(key, line.line);
        if (record->probability
            && ((record->verdict == JudgeVerdict::Pass && *record->probability > 0.5)
                || (record->verdict == JudgeVerdict::Fail && *record->probability < 0.5)))
            ++report.probabilityAgainstVerdict;
        records.emplace_back(line.line, std::move(*record));
    }
    if (report.probabilityAgainstVerdict > 0)
        report.warnings << tr("%1: %2 verdict(s) disagree with their probability; “probability” is read as the "
                              "probability that the answer fails")
                               .arg(argText(path), argText(report.probabilityAgainstVerdict));
    int firstWithoutRubric = 0;
    for (const auto &[lineNumber, record] : records) {
        if (!record.rubricSha256.isEmpty())
            continue;
        if (report.unknownRubric++ == 0)
            firstWithoutRubric = lineNumber;
    }
    if (report.unknownRubric > 0)
        report.warnings << tr("%1:%2: no “rubric_sha256”: %3 verdict(s) are stored with an unknown rubric (touchstone "
                              "rubric set makes one; its sha256 goes on each line)")
                               .arg(argText(path), argText(firstWithoutRubric), argText(report.unknownRubric));

    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return R::failure(transaction.error());
    const QString batch = sql::newUuid();
    const QString now = sql::now();
    const QString source = QFileInfo(path).fileName();
    for (const auto &[lineNumber, record] : records) {
        const QVariant probability = record.probability ? QVariant(*record.probability) : QVariant();
        const QString verdict = judgeVerdictKey(record.verdict);
        const auto stored = storedRow(database,
                                      QStringLiteral("SELECT id, verdict, probability, justification FROM "
                                                     "judge_verdicts WHERE judge_model = ? AND rubric_sha256 = ? "
                                                     "AND question_uuid = ? AND answer_id = ?"),
                                      {record.judgeModel, sql::text(record.rubricSha256), record.questionUuid,
                                       record.answerId},
                                      4);
        QSqlQuery write(database);
        if (stored) {
            const QVariantList &row = *stored;
            const bool sameProbability = row[2].isNull() == probability.isNull()
                                         && (probability.isNull() || row[2].toDouble() == probability.toDouble());
            if (row[1].toString() == verdict && sameProbability && row[3].toString() == record.justification) {
                ++report.alreadyPresent;
                continue;
            }
            if (!sql::exec(write,
                           QStringLiteral("UPDATE judge_verdicts SET batch_uuid = ?, verdict = ?, probability = ?, "
                                          "justification = ?, source_file = ?, source_line = ?, imported_at = ? "
                                          "WHERE id = ?"),
                           {batch, verdict, probability, sql::text(record.justification), source, lineNumber, now,
                            row[0]}))
                return R::failure(tr("%1:%2: %3").arg(argText(path), argText(lineNumber), argText(sql::errorText(write.lastError()))));
            m_store.audit(m_actor, QStringLiteral("judge.verdict"), QStringLiteral("judge_verdict"), row[0].toString(),
                          QStringLiteral("%1, rubric %2, question %3, answer %4: %5 -> %6, P(fail) %7 -> %8 (import "
                                         "%9:%10)")
                              .arg(record.judgeModel,
                                   record.rubricSha256.isEmpty() ? QStringLiteral("unknown") : record.rubricSha256,
                                   record.questionId, record.answerId, row[1].toString(), verdict,
                                   probabilityText(row[2]), probabilityText(probability), source,
                                   argText(lineNumber)));
            ++report.updated;
            ++report.replaced;
            ++report.imported;
            continue;
        }
        if (!sql::exec(write,
                       QStringLiteral("INSERT INTO judge_verdicts (batch_uuid, question_uuid, answer_id, "
                                      "verdict, probability, judge_model, rubric_sha256, justification, source_file, "
                                      "source_line, imported_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                       {batch, record.questionUuid, record.answerId, verdict, probability, record.judgeModel,
                        sql::text(record.rubricSha256), sql::text(record.justification), source, lineNumber, now}))
            return R::failure(tr("%1:%2: %3").arg(argText(path), argText(lineNumber), argText(sql::errorText(write.lastError()))));
        ++report.added;
        ++report.imported;
    }
    // A file whose every verdict is stored already changes nothing, not
    // even the audit trail.
    if (report.imported > 0)
        m_store.audit(m_actor, QStringLiteral("judge.import"), QStringLiteral("judge_verdicts"), batch,
                      QStringLiteral("%1 verdicts from %2: %3 added, %4 updated, %5 already present")
                          .arg(argText(report.imported), argText(source), argText(report.added),
                               argText(report.updated), argText(report.alreadyPresent)));
    if (!transaction.commit())
        return R::failure(transaction.error());
    return report;
}

Result<VerdictImportReport> JudgeVerdictStore::importCalibration(const QString &path) const
{
    using R = Result<VerdictImportReport>;
    VerdictImportReport report;
    const auto lines = readJsonLines(
        path, {QStringLiteral("question_id"), QStringLiteral("answer_id"), QStringLiteral("verdict")}, &report.warnings);
    if (!lines)
        return R::failure(lines.error());
    const QHash<QString, QString> uuids = questionUuids(m_store);
    std::vector<std::pair<int, HumanVerdictRecord>> records;
    QHash<QString, int> seen;
    for (const JsonLine &line : *lines) {
        HumanVerdictRecord record;
        if (const Status ids = readIds(path, line, uuids, &record.questionUuid, &record.questionId, &record.answerId);
            !ids)
            return R::failure(ids.error());
        const QString verdict = line.object.value(QStringLiteral("verdict")).toString();
        if (verdict != QLatin1String("pass") && verdict != QLatin1String("fail"))
            return R::failure(tr("%1:%2: a human “verdict” must be “pass” or “fail”").arg(argText(path), argText(line.line)));
        record.label = verdict == QLatin1String("fail") ? HumanLabel::Fail : HumanLabel::Pass;
        const QString key = record.questionUuid + QChar(0x1f) + record.answerId;
        if (seen.contains(key))
            return R::failure(tr("%1:%2: a second label of answer %3 of question %4 (first on line %5)")
                                  .arg(argText(path), argText(line.line), argText(record.answerId), argText(record.questionId), argText(seen.value(key))));
        seen.insert(key, line.line);
        records.emplace_back(line.line, record);
    }
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return R::failure(transaction.error());
    const QString now = sql::now();
    const QString source = QFileInfo(path).fileName();
    for (const auto &[lineNumber, record] : records) {
        const QString verdict = record.label == HumanLabel::Fail ? QStringLiteral("fail") : QStringLiteral("pass");
        const auto stored = storedRow(database,
                                      QStringLiteral("SELECT verdict FROM human_verdicts WHERE question_uuid = ? AND "
                                                     "answer_id = ?"),
                                      {record.questionUuid, record.answerId}, 1);
        if (stored && stored->front().toString() == verdict) {
            ++report.alreadyPresent;
            continue;
        }
        if (stored) {
            ++report.replaced;
            ++report.updated;
        } else {
            ++report.added;
        }
        QSqlQuery insert(database);
        if (!sql::exec(insert,
                       QStringLiteral("INSERT OR REPLACE INTO human_verdicts (question_uuid, answer_id, verdict, source, "
                                      "source_line, imported_at) VALUES (?, ?, ?, ?, ?, ?)"),
                       {record.questionUuid, record.answerId, verdict, source, lineNumber, now}))
            return R::failure(tr("%1:%2: %3").arg(argText(path), argText(lineNumber), argText(sql::errorText(insert.lastError()))));
        ++report.imported;
    }
    if (report.imported > 0)
        m_store.audit(m_actor, QStringLiteral("judge.calibration"), QStringLiteral("human_verdicts"), source,
                      QStringLiteral("%1 labels: %2 added, %3 updated, %4 already present")
                          .arg(argText(report.imported), argText(report.added), argText(report.updated),
                               argText(report.alreadyPresent)));
    if (!transaction.commit())
        return R::failure(transaction.error());
    return report;
}

std::vector<JudgeIdentity> JudgeVerdictStore::judges() const
{
    std::vector<JudgeIdentity> judges;
    QSqlQuery query(m_store.database());
    query.exec(QStringLiteral("SELECT judge_model, rubric_sha256, count(*) FROM judge_verdicts "
                              "GROUP BY judge_model, rubric_sha256 ORDER BY judge_model, rubric_sha256"));
    while (query.next())
        judges.push_back({query.value(0).toString(), query.value(1).toString(), query.value(2).toInt()});
    return judges;
}

std::vector<JudgeVerdictRecord> JudgeVerdictStore::verdicts(const QString &judgeModel,
                                                            const std::optional<QString> &rubricSha256) const
{
    std::vector<JudgeVerdictRecord> records;
    QSqlQuery query(m_store.database());
    QString statement = QStringLiteral(
        "SELECT v.question_uuid, coalesce(q.external_id, v.question_uuid), v.answer_id, v.verdict, v.probability, "
        "v.judge_model, v.rubric_sha256, v.justification FROM judge_verdicts v LEFT JOIN questions q ON q.uuid = "
        "v.question_uuid WHERE v.judge_model = ?");
    QVariantList values{judgeModel};
    if (rubricSha256) {
        statement += QStringLiteral(" AND v.rubric_sha256 = ?");
        values << sql::text(*rubricSha256);
    }
    sql::exec(query, statement + QStringLiteral(" ORDER BY 2, v.answer_id, v.rubric_sha256"), values);
    while (query.next()) {
        JudgeVerdictRecord record;
        record.questionUuid = query.value(0).toString();
        record.questionId = query.value(1).toString();
        record.answerId = query.value(2).toString();
        judgeVerdictFromKey(query.value(3).toString(), &record.verdict);
        if (!query.value(4).isNull())
            record.probability = query.value(4).toDouble();
        record.judgeModel = query.value(5).toString();
        record.rubricSha256 = query.value(6).toString();
        record.justification = query.value(7).toString();
        records.push_back(std::move(record));
    }
    return records;
}

std::vector<HumanVerdictRecord> JudgeVerdictStore::humanVerdicts() const
{
    std::vector<HumanVerdictRecord> records;
    QSqlQuery query(m_store.database());
    query.exec(QStringLiteral("SELECT h.question_uuid, coalesce(q.external_id, h.question_uuid), h.answer_id, h.verdict "
                              "FROM human_verdicts h LEFT JOIN questions q ON q.uuid = h.question_uuid ORDER BY 2, 3"));
    while (query.next()) {
        HumanVerdictRecord record;
        record.questionUuid = query.value(0).toString();
        record.questionId = query.value(1).toString();
        record.answerId = query.value(2).toString();
        record.label = query.value(3).toString() == QLatin1String("fail") ? HumanLabel::Fail : HumanLabel::Pass;
        records.push_back(std::move(record));
    }
    return records;
}

} // namespace touchstone
