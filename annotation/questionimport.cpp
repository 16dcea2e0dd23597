#include "questionimport.h"

#include "csvreader.h"
#include "bulkwritecache.h"
#include "importfile.h"
#include "jsonrow.h"
#include "projectstore.h"
#include "questionstore.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QDate>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace touchstone {

namespace {

const QStringList &knownKeys()
{
    static const QStringList keys{QStringLiteral("id"),       QStringLiteral("question"),
                                  QStringLiteral("stratum"),  QStringLiteral("split"),
                                  QStringLiteral("answerable"), QStringLiteral("reference_answer"),
                                  QStringLiteral("nuggets"),  QStringLiteral("source"),
                                  QStringLiteral("date")};
    return keys;
}

bool isIsoDate(const QString &text)
{
    static const QRegularExpression partial(QStringLiteral("^(\\d{4})(?:-(\\d{2}))?$"));
    if (const QRegularExpressionMatch match = partial.match(text); match.hasMatch())
        return match.captured(2).isEmpty() || (match.captured(2).toInt() >= 1 && match.captured(2).toInt() <= 12);
    if (QDate::fromString(text, Qt::ISODate).isValid())
        return true;
    return text.contains(QLatin1Char('T')) && QDateTime::fromString(text, Qt::ISODate).isValid();
}

bool readNuggets(const QJsonValue &value, std::vector<Nugget> *nuggets, QString *error)
{
    if (!value.isArray()) {
        *error = QuestionImport::tr("“nuggets” must be a JSON array like [{\"text\": \"…\", \"vital\": true}]");
        return false;
    }
    const QJsonArray array = value.toArray();
    for (int i = 0; i < array.size(); ++i) {
        if (!array.at(i).isObject()) {
            *error = QuestionImport::tr("nugget %1 is not an object with “text” and “vital”").arg(i + 1);
            return false;
        }
        JsonRow row(array.at(i).toObject());
        Nugget nugget;
        if (!row.text(QStringLiteral("text"), &nugget.text, true)
            || !row.boolean(QStringLiteral("vital"), &nugget.vital, false)) {
            *error = QuestionImport::tr("nugget %1: %2").arg(argText(i + 1), argText(row.error()));
            return false;
        }
        if (nugget.text.trimmed().isEmpty()) {
            *error = QuestionImport::tr("nugget %1 has no text").arg(i + 1);
            return false;
        }
        nuggets->push_back(nugget);
    }
    return true;
}

// A CSV cell as the JSON value the same key would hold in JSONL.
bool cellValue(const QString &key, const QString &cell, QJsonValue *value, QString *error)
{
    if (key == QLatin1String("answerable")) {
        const QString word = cell.trimmed().toLower();
        if (word == QLatin1String("true") || word == QLatin1String("1") || word == QLatin1String("yes"))
            *value = true;
        else if (word == QLatin1String("false") || word == QLatin1String("0") || word == QLatin1String("no"))
            *value = false;
        else {
            *error = QuestionImport::tr("“answerable” must be true or false, not “%1”").arg(cell);
            return false;
        }
        return true;
    }
    if (key == QLatin1String("nuggets")) {
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(cell.toUtf8(), &parseError);
        if (parseError.error != QJsonParseError::NoError || !document.isArray()) {
            *error = QuestionImport::tr("“nuggets” must be a JSON array like [{\"text\": \"…\", \"vital\": true}]");
            return false;
        }
        *value = document.array();
        return true;
    }
    *value = cell;
    return true;
}

} // namespace

QString QuestionImport::formatKey(Format format)
{
    return format == Format::Jsonl ? QStringLiteral("jsonl") : QStringLiteral("csv");
}

Status QuestionImport::checkLimits(const Question &question)
{
    const std::pair<const char *, std::pair<const QString *, qsizetype>> fields[] = {
        {"id", {&question.externalId, kMaxIdLength}},
        {"question", {&question.text, kMaxQuestionLength}},
        {"stratum", {&question.stratum, kMaxIdLength}},
        {"reference_answer", {&question.referenceAnswer, kMaxAnswerLength}},
        {"source", {&question.source, kMaxIdLength}},
        {"date", {&question.date, kMaxIdLength}},
    };
    for (const auto &[key, field] : fields) {
        if (field.first->size() > field.second)
            return Status::failure(tr("“%1” is %2 characters long (at most %3)")
                                       .arg(QLatin1String(key), QString::number(field.first->size()),
                                            QString::number(field.second)));
    }
    if (qsizetype(question.nuggets.size()) > kMaxNuggets)
        return Status::failure(tr("“nuggets” holds %1 nuggets (at most %2)")
                                   .arg(QString::number(question.nuggets.size()), QString::number(kMaxNuggets)));
    for (const Nugget &nugget : question.nuggets) {
        if (nugget.text.size() > kMaxAnswerLength)
            return Status::failure(tr("a nugget is %1 characters long (at most %2)")
                                       .arg(QString::number(nugget.text.size()), QString::number(kMaxAnswerLength)));
    }
    return Status::success();
}

Result<Question> QuestionImport::parseQuestion(const QJsonObject &object)
{
    using R = Result<Question>;
    JsonRow row(object);
    Question question;
    const QJsonValue id = object.value(QStringLiteral("id"));
    int number = 0;
    if (id.isDouble()) {
        if (!row.integer(QStringLiteral("id"), &number, true))
            return R::failure(tr("“id” must be a string or an integer"));
        question.externalId = QString::number(number);
    } else if (!row.text(QStringLiteral("id"), &question.externalId, true)) {
        return R::failure(row.error());
    }
    question.externalId = question.externalId.trimmed();
    if (question.externalId.isEmpty())
        return R::failure(tr("“id” is empty"));
    QString split;
    if (!row.text(QStringLiteral("question"), &question.text, true) || !row.text(QStringLiteral("stratum"), &question.stratum, true)
        || !row.text(QStringLiteral("split"), &split, false)
        || !row.text(QStringLiteral("reference_answer"), &question.referenceAnswer, false)
        || !row.text(QStringLiteral("source"), &question.source, false)
        || !row.text(QStringLiteral("date"), &question.date, false))
        return R::failure(row.error());
    if (question.text.trimmed().isEmpty())
        return R::failure(tr("“question” is empty"));
    question.stratum = question.stratum.trimmed();
    if (question.stratum.isEmpty())
        return R::failure(tr("“stratum” is empty"));
    if (!splitFromKey(split.trimmed(), &question.split))
        return R::failure(tr("unknown split “%1” (expected dev or test)").arg(split));
    question.answerable = question.stratum != QLatin1String("negative");
    if (!row.boolean(QStringLiteral("answerable"), &question.answerable, false))
        return R::failure(row.error());
    question.date = question.date.trimmed();
    if (!question.date.isEmpty() && !isIsoDate(question.date))
        return R::failure(tr("“date” is not an ISO 8601 date: “%1”").arg(question.date));
    QString error;
    if (row.has(QStringLiteral("nuggets"))
        && !readNuggets(object.value(QStringLiteral("nuggets")), &question.nuggets, &error))
        return R::failure(error);
    if (const Status bounded = checkLimits(question); !bounded)
        return R::failure(bounded.error());
    return question;
}

Result<QuestionImport::Parsed> QuestionImport::readJsonl(const QString &path)
{
    const auto lines = ImportFile::readJsonl(path);
    if (!lines)
        return Result<Parsed>::failure(lines.error());
    Parsed parsed;
    parsed.format = Format::Jsonl;
    const QSet<QString> known(knownKeys().begin(), knownKeys().end());
    for (const ImportFile::JsonLine &line : *lines) {
        for (const QString &key : JsonRow(line.object).unknownKeys(known)) {
            if (!parsed.ignoredKeys.contains(key))
                parsed.ignoredKeys << key;
        }
        if (!line.warning.isEmpty())
            parsed.warnings << line.warning;
        const Result<Question> question = parseQuestion(line.object);
        if (!question)
            return Result<Parsed>::failure(ImportFile::located(path, line.line, question.error()));
        parsed.rows.push_back({line.line, *question});
    }
    return parsed;
}

Result<QuestionImport::Parsed> QuestionImport::readCsv(const QString &path, const QString &text)
{
    using R = Result<Parsed>;
    const CsvReader::Outcome csv = CsvReader::parse(text);
    if (!csv.ok())
        return R::failure(ImportFile::located(path, csv.errorLine, csv.error));
    if (csv.records.empty())
        return R::failure(ImportFile::located(path, 1, tr("the file is empty; the first row must name the columns")));
    const CsvReader::Record &header = csv.records.front();
    QStringList columns;
    Parsed parsed;
    for (const QString &name : header.fields) {
        const QString column = name.trimmed().toLower();
        if (columns.contains(column) && !column.isEmpty())
            return R::failure(ImportFile::located(path, header.line, tr("the column “%1” appears twice").arg(column)));
        columns << column;
        if (!knownKeys().contains(column))
            parsed.ignoredKeys << (column.isEmpty() ? tr("(unnamed)") : column);
    }
    for (const QString &required : {QStringLiteral("id"), QStringLiteral("question"), QStringLiteral("stratum")}) {
        if (!columns.contains(required))
            return R::failure(ImportFile::located(path, header.line,
                                                  tr("the header row has no “%1” column (the first row must name the columns)")
                                                      .arg(required)));
    }
    for (size_t r = 1; r < csv.records.size(); ++r) {
        const CsvReader::Record &record = csv.records[r];
        if (record.fields.size() != columns.size())
            return R::failure(ImportFile::located(path, record.line, tr("the row has %1 fields, the header %2")
                                                                         .arg(argText(record.fields.size()), argText(columns.size()))));
        QJsonObject object;
        for (int c = 0; c < columns.size(); ++c) {
            if (!knownKeys().contains(columns[c]) || record.fields[c].isEmpty())
                continue;
            QJsonValue value;
            QString error;
            if (!cellValue(columns[c], record.fields[c], &value, &error))
                return R::failure(ImportFile::located(path, record.line, error));
            object.insert(columns[c], value);
        }
        const Result<Question> question = parseQuestion(object);
        if (!question)
            return R::failure(ImportFile::located(path, record.line, question.error()));
        parsed.rows.push_back({record.line, *question});
    }
    return parsed;
}

Result<QuestionImport::Parsed> QuestionImport::read(const QString &path, Format format)
{
    const Result<QString> text = ImportFile::readText(path);
    if (!text)
        return Result<Parsed>::failure(text.error());
    if (format == Format::Auto)
        format = ImportFile::looksLikeJsonl(path, *text) ? Format::Jsonl : Format::Csv;
    Result<Parsed> parsed = format == Format::Jsonl ? readJsonl(path) : readCsv(path, *text);
    if (!parsed)
        return parsed;
    QHash<QString, int> firstLine;
    for (const Row &row : parsed->rows) {
        if (const auto it = firstLine.constFind(row.question.externalId); it != firstLine.constEnd())
            return Result<Parsed>::failure(ImportFile::located(
                path, row.line, tr("duplicate id “%1” (first on line %2)").arg(argText(row.question.externalId), argText(*it))));
        firstLine.insert(row.question.externalId, row.line);
    }
    if (!parsed->ignoredKeys.isEmpty())
        parsed->warnings << ImportFile::located(path, 0, tr("ignoring unknown %1: %2")
                                                             .arg(format == Format::Jsonl ? tr("key(s)") : tr("column(s)"),
                                                                  parsed->ignoredKeys.join(QStringLiteral(", "))));
    return parsed;
}

Result<QuestionImport::Report> QuestionImport::run(const ProjectStore &store, const QString &path,
                                                   const QString &actor, Format format)
{
    using R = Result<Report>;
    const Result<Parsed> parsed = read(path, format);
    if (!parsed)
        return R::failure(parsed.error());
    const QuestionStore questions(store, actor);
    const std::vector<QString> strata = questions.strata();
    Report report;
    report.path = path;
    report.format = parsed->format;
    report.ignoredKeys = parsed->ignoredKeys;
    report.warnings = parsed->warnings;
    std::vector<Question> batch;
    for (const Row &row : parsed->rows) {
        if (questions.byExternalId(row.question.externalId))
            return R::failure(ImportFile::located(path, row.line, tr("question “%1” is already in the project")
                                                                      .arg(row.question.externalId)));
        const QString &stratum = row.question.stratum;
        if (std::find(strata.begin(), strata.end(), stratum) == strata.end() && !report.newStrata.contains(stratum)) {
            report.newStrata << stratum;
            report.warnings << ImportFile::located(path, row.line, tr("new user-defined stratum “%1”").arg(stratum));
        }
        batch.push_back(row.question);
    }
    const BulkWriteCache cache(store.database());
    Transaction transaction(store.database());
    if (!transaction.isActive())
        return R::failure(ImportFile::located(path, 0, transaction.error()));
    Result<std::vector<Question>> stored = questions.addMany(std::move(batch));
    if (!stored)
        return R::failure(ImportFile::located(path, 0, stored.error()));
    store.audit(actor, QStringLiteral("questions.import"), QStringLiteral("file"), QFileInfo(path).fileName(),
                QStringLiteral("%1 questions").arg(stored->size()));
    if (!transaction.commit())
        return R::failure(ImportFile::located(path, 0, transaction.error()));
    report.questions = std::move(*stored);
    return report;
}

QJsonObject QuestionImport::toJson(const Question &question)
{
    QJsonArray nuggets;
    for (const Nugget &nugget : question.nuggets)
        nuggets.append(QJsonObject{{QStringLiteral("text"), nugget.text}, {QStringLiteral("vital"), nugget.vital}});
    QJsonObject object{{QStringLiteral("id"), question.externalId},
                       {QStringLiteral("question"), question.text},
                       {QStringLiteral("stratum"), question.stratum},
                       {QStringLiteral("answerable"), question.answerable},
                       {QStringLiteral("reference_answer"), question.referenceAnswer},
                       {QStringLiteral("nuggets"), nuggets},
                       {QStringLiteral("source"), question.source},
                       {QStringLiteral("date"), question.date}};
    if (question.split != Split::Unassigned)
        object.insert(QStringLiteral("split"), splitKey(question.split));
    return object;
}

} // namespace touchstone
