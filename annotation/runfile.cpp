#include "runfile.h"

#include "flatjsonline.h"
#include "regularfile.h"
#include "reportjson.h"
#include "metrics/argtext.h"

#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <thread>

namespace touchstone {

namespace {

// Items and interned strings of one stretch of lines.
struct Chunk
{
    std::vector<RunFileItem> items;
    QStringList questionIds;
    QStringList documentRefs;
    std::vector<int> questionLines;
    std::vector<int> documentLines;
    QHash<QByteArray, int> questionIndex; // by UTF-8 bytes: no QString per line
    QHash<QByteArray, int> documentIndex;
    std::map<QString, int> unknownKeys; // key -> first line
    std::optional<QJsonObject> config;
    int errorLine = 0;
    QString error;

    int intern(const QByteArray &utf8, int line, bool question)
    {
        QHash<QByteArray, int> &index = question ? questionIndex : documentIndex;
        const auto found = index.constFind(utf8);
        if (found != index.cend())
            return found.value();
        QStringList &list = question ? questionIds : documentRefs;
        std::vector<int> &lines = question ? questionLines : documentLines;
        list.append(QString::fromUtf8(utf8));
        lines.push_back(line);
        QByteArray key = utf8;
        key.detach();
        index.insert(key, int(list.size()) - 1);
        return int(list.size()) - 1;
    }
    bool fail(int line, const QString &message)
    {
        errorLine = line;
        error = message;
        return false;
    }
};

using Type = FlatJsonLine::Type;

bool integerValue(const FlatJsonLine &object, QLatin1String key, int minimum, int *out)
{
    if (object.type(key) != Type::Number)
        return false;
    const double number = object.number(key);
    if (std::trunc(number) != number || number < minimum || number > 2147483647.0)
        return false;
    *out = int(number);
    return true;
}

bool isKnownKey(const QByteArray &key)
{
    static const char *const keys[] = {"question_id", "rank", "score", "document_sha256", "document_id",
                                       "start",       "end",  "text",  "page",  "stage"};
    for (const char *known : keys) {
        if (key == known)
            return true;
    }
    return false;
}

QString tr(const char *text)
{
    return RunFileReader::tr(text);
}

bool readQuestionAndRank(const FlatJsonLine &object, int line, Chunk &chunk, RunFileItem &item)
{
    const QLatin1String question("question_id");
    QByteArray questionId;
    int integer = 0;
    if (object.type(question) == Type::String)
        questionId = object.utf8View(question);
    else if (integerValue(object, question, 0, &integer))
        questionId = QByteArray::number(integer);
    if (questionId.isEmpty())
        return chunk.fail(line, tr("“question_id” is missing or not a string"));
    item.question = chunk.intern(questionId, line, true);
    if (!integerValue(object, QLatin1String("rank"), 1, &item.rank))
        return chunk.fail(line, tr("“rank” is missing or not an integer of at least 1"));
    const Type score = object.type(QLatin1String("score"));
    if (score == Type::Number)
        item.score = object.number(QLatin1String("score"));
    else if (score != Type::Missing && score != Type::Null)
        return chunk.fail(line, tr("“score” is not a number"));
    const Type stage = object.type(QLatin1String("stage"));
    if (stage != Type::Missing
        && !(stage == Type::String && runStageFromKey(object.string(QLatin1String("stage")), &item.stage)))
        return chunk.fail(line, tr("“stage” must be “final” or “prererank”"));
    return true;
}

bool readDocumentAndRange(const FlatJsonLine &object, int line, Chunk &chunk, RunFileItem &item)
{
    const QLatin1String sha("document_sha256"), id("document_id");
    if (object.has(sha) && object.has(id))
        return chunk.fail(line, tr("give “document_sha256” or “document_id”, not both"));
    const QLatin1String document = object.has(sha) ? sha : id;
    const QByteArray reference = object.utf8View(document);
    if (object.type(document) != Type::String || reference.isEmpty())
        return chunk.fail(line, tr("“document_sha256” or “document_id” is missing or not a string"));
    item.document = chunk.intern(reference, line, false);

    const QLatin1String start("start"), end("end");
    if (object.has(start) != object.has(end))
        return chunk.fail(line, tr("“start” and “end” go together"));
    if (object.has(start)) {
        if (!integerValue(object, start, 0, &item.start) || !integerValue(object, end, 0, &item.end))
            return chunk.fail(line, tr("“start” and “end” must be integers of at least 0"));
        if (item.end <= item.start)
            return chunk.fail(line, tr("“end” (%1) must be greater than “start” (%2)").arg(argText(item.end), argText(item.start)));
    }
    const QLatin1String text("text");
    if (object.has(text)) {
        item.text = object.string(text);
        if (object.type(text) != Type::String || item.text.trimmed().isEmpty())
            return chunk.fail(line, tr("“text” is not a non-empty string"));
    }
    const QLatin1String page("page");
    if (object.has(page)) {
        int pageNumber = 0;
        if (!integerValue(object, page, 1, &pageNumber))
            return chunk.fail(line, tr("“page” must be an integer of at least 1"));
        item.pageHint = pageNumber - 1;
    }
    return true;
}

bool readConfigLine(const char *data, qsizetype size, int line, Chunk &chunk)
{
    const QJsonObject object = QJsonDocument::fromJson(QByteArray::fromRawData(data, size)).object();
    if (!object.value(QStringLiteral("config")).isObject())
        return chunk.fail(line, tr("“config” is not an object"));
    chunk.config = object.value(QStringLiteral("config")).toObject();
    return true;
}

bool parseJsonLine(FlatJsonLine &object, const char *data, qsizetype size, int line, bool mayBeConfig, Chunk &chunk)
{
    QString error;
    if (!object.parse(data, size, &error))
        return chunk.fail(line, tr("not valid JSON: %1").arg(error));
    if (mayBeConfig && object.has(QLatin1String("config")) && !object.has(QLatin1String("question_id")))
        return readConfigLine(data, size, line, chunk);
    RunFileItem item;
    item.line = line;
    if (!readQuestionAndRank(object, line, chunk, item) || !readDocumentAndRange(object, line, chunk, item))
        return false;
    for (int k = 0; k < object.keyCount(); ++k) {
        const QByteArray key = object.keyView(k);
        if (!isKnownKey(key))
            chunk.unknownKeys.emplace(QString::fromUtf8(key), line);
    }
    chunk.items.push_back(std::move(item));
    return true;
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

// Parses the lines in [begin, end); `firstLine` is the number of the line at begin.
void parseJsonRange(const QByteArray &bytes, qsizetype begin, qsizetype end, int firstLine, bool first, Chunk &chunk)
{
    FlatJsonLine object;
    int line = firstLine;
    bool seenContent = !first;
    const char *data = bytes.constData();
    qsizetype position = begin;
    while (position < end) {
        const void *newline = std::memchr(data + position, '\n', size_t(end - position));
        const qsizetype stop = newline ? static_cast<const char *>(newline) - data : end;
        qsizetype from = position, to = stop;
        while (from < to && isBlank(data[from]))
            ++from;
        while (to > from && isBlank(data[to - 1]))
            --to;
        if (to > from) {
            if (!parseJsonLine(object, data + from, to - from, line, !seenContent, chunk))
                return;
            seenContent = true;
        }
        position = stop + 1;
        ++line;
    }
}

// Renumbers the chunks' interned questions and documents into the run's.
void mergeChunks(Chunk (&chunks)[2], RunFile &run)
{
    std::map<QString, int> unknownKeys;
    QHash<QString, int> questionIndex, documentIndex;
    const auto merge = [](const QStringList &ids, const std::vector<int> &lines, QStringList &allIds,
                          std::vector<int> &allLines, QHash<QString, int> &index) {
        std::vector<int> map;
        for (int i = 0; i < ids.size(); ++i) {
            auto found = index.constFind(ids.at(i));
            if (found == index.cend()) {
                allIds.append(ids.at(i));
                allLines.push_back(lines[size_t(i)]);
                found = index.insert(ids.at(i), int(allIds.size()) - 1);
            }
            map.push_back(found.value());
        }
        return map;
    };
    run.items.reserve(chunks[0].items.size() + chunks[1].items.size());
    for (Chunk &chunk : chunks) {
        const std::vector<int> questionMap =
            merge(chunk.questionIds, chunk.questionLines, run.questionIds, run.questionLines, questionIndex);
        const std::vector<int> documentMap =
            merge(chunk.documentRefs, chunk.documentLines, run.documentRefs, run.documentLines, documentIndex);
        for (RunFileItem &item : chunk.items) {
            item.question = questionMap[size_t(item.question)];
            item.document = documentMap[size_t(item.document)];
            run.items.push_back(std::move(item));
        }
        for (const auto &[key, line] : chunk.unknownKeys)
            unknownKeys.emplace(key, line);
    }
    for (const auto &[key, line] : unknownKeys)
        run.warnings << tr("%1:%2: unknown key “%3” ignored").arg(argText(run.path), argText(line), argText(key));
}

// Every item of a JSONL run is a passage, or every item a whole document.
Status checkLevel(RunFile &run)
{
    if (run.items.empty())
        return Status::success();
    const auto isPassage = [](const RunFileItem &item) { return item.start >= 0 || !item.text.isEmpty(); };
    const bool passage = isPassage(run.items.front());
    run.level = passage ? RunLevel::Passage : RunLevel::Document;
    for (const RunFileItem &item : run.items) {
        if (isPassage(item) != passage)
            return Status::failure(tr("%1:%2: a run is either document level or passage level; line %3 gives %4, "
                                      "this line %5")
                                       .arg(argText(run.path), argText(item.line), argText(run.items.front().line), argText(passage ? tr("a passage") : tr("a whole document")), argText(passage ? tr("a whole document") : tr("a passage"))));
    }
    return Status::success();
}

} // namespace

Result<RunFile> RunFileReader::read(const QString &path)
{
    const Result<QByteArray> bytes = RegularFile::read(path, RegularFile::kMaxImportBytes);
    if (!bytes)
        return Result<RunFile>::failure(tr("%1: cannot read the file: %2").arg(path, bytes.error()));
    return parse(*bytes, path);
}

Result<RunFile> RunFileReader::parse(const QByteArray &file, const QString &name)
{
    RunFile run;
    run.path = name;
    run.pendingSha256 = std::async(std::launch::async, [file] { return ReportJson::sha256(file); }).share();
    // A byte order mark (Windows editors write one) is not part of the first
    // topic id; the run's hash stays the file's.
    const QByteArray bytes = file.startsWith("\xEF\xBB\xBF") ? file.mid(3) : file;
    qsizetype first = 0;
    while (first < bytes.size()) {
        const char c = bytes.at(first);
        if (c == '#') {
            const qsizetype newline = bytes.indexOf('\n', first);
            first = newline < 0 ? bytes.size() : newline + 1;
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            ++first;
        } else {
            break;
        }
    }
    if (first >= bytes.size())
        return Result<RunFile>::failure(tr("%1:1: the run file holds no retrieved item").arg(name));
    run.format = bytes.at(first) == '{' ? RunFormat::Jsonl : RunFormat::Trec;
    const Status parsed = run.format == RunFormat::Jsonl ? parseJsonl(bytes, run) : parseTrec(bytes, run);
    if (!parsed)
        return Result<RunFile>::failure(parsed.error());
    if (run.items.empty())
        return Result<RunFile>::failure(tr("%1:1: the run file holds no retrieved item").arg(name));
    if (const Status ranks = checkRanks(run); !ranks)
        return Result<RunFile>::failure(ranks.error());
    return run;
}

Status RunFileReader::parseJsonl(const QByteArray &bytes, RunFile &run)
{
    // Two halves on two threads: parsing JSON is most of an import's time.
    qsizetype middle = bytes.size() / 2;
    const qsizetype newline = bytes.indexOf('\n', middle);
    middle = bytes.size() < (1 << 20) || newline < 0 ? bytes.size() : newline + 1;
    const int middleLine = 1 + int(std::count(bytes.constBegin(), bytes.constBegin() + middle, '\n'));
    Chunk chunks[2];
    std::thread second;
    if (middle < bytes.size())
        second = std::thread([&] { parseJsonRange(bytes, middle, bytes.size(), middleLine, false, chunks[1]); });
    parseJsonRange(bytes, 0, middle, 1, true, chunks[0]);
    if (second.joinable())
        second.join();
    for (const Chunk &chunk : chunks) {
        if (!chunk.error.isEmpty())
            return Status::failure(QStringLiteral("%1:%2: %3").arg(argText(run.path), argText(chunk.errorLine), argText(chunk.error)));
    }
    run.config = chunks[0].config;
    mergeChunks(chunks, run);
    return checkLevel(run);
}

Status RunFileReader::parseTrec(const QByteArray &bytes, RunFile &run)
{
    run.level = RunLevel::Document;
    Chunk chunk;
    std::vector<QByteArray> docnos; // per item, for the trec_eval tie order
    QSet<quint64> seen;             // (question, document) pairs
    int line = 0;
    for (const QByteArray &raw : bytes.split('\n')) {
        ++line;
        const QByteArray text = raw.simplified();
        if (text.isEmpty() || text.startsWith('#'))
            continue;
        const QList<QByteArray> fields = text.split(' ');
        if (fields.size() < 6)
            return Status::failure(tr("%1:%2: expected 6 fields “qid Q0 docno rank score tag”, found %3")
                                       .arg(argText(run.path), argText(line), argText(fields.size())));
        bool ok = false;
        const double score = fields.at(4).toDouble(&ok);
        if (!ok || std::isnan(score))
            return Status::failure(tr("%1:%2: the score “%3” is not a number")
                                       .arg(argText(run.path), argText(line), argText(QString::fromUtf8(fields.at(4)))));
        RunFileItem item;
        item.line = line;
        item.question = chunk.intern(fields.at(0), line, true);
        item.document = chunk.intern(fields.at(2), line, false);
        item.score = score;
        const quint64 pair = (quint64(quint32(item.question)) << 32) | quint32(item.document);
        if (seen.contains(pair))
            return Status::failure(tr("%1:%2: document “%3” is listed twice for question %4")
                                       .arg(argText(run.path), argText(line), argText(chunk.documentRefs.at(item.document)), argText(chunk.questionIds.at(item.question))));
        seen.insert(pair);
        run.tag = QString::fromUtf8(fields.at(5));
        chunk.items.push_back(item);
        docnos.push_back(fields.at(2));
    }
    // trec_eval ranks by score, descending, ties by docno in descending
    // strcmp() order; the rank column is ignored.
    std::vector<int> order(chunk.items.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const RunFileItem &x = chunk.items[size_t(a)];
        const RunFileItem &y = chunk.items[size_t(b)];
        if (x.question != y.question)
            return x.question < y.question;
        if (*x.score != *y.score)
            return *x.score > *y.score;
        const int byDocno = std::strcmp(docnos[size_t(a)].constData(), docnos[size_t(b)].constData());
        if (byDocno != 0)
            return byDocno > 0;
        return x.line < y.line;
    });
    for (size_t i = 0; i < order.size(); ++i) {
        RunFileItem &item = chunk.items[size_t(order[i])];
        const bool sameQuestion = i > 0 && chunk.items[size_t(order[i - 1])].question == item.question;
        item.rank = sameQuestion ? chunk.items[size_t(order[i - 1])].rank + 1 : 1;
    }
    run.items = std::move(chunk.items);
    run.questionIds = chunk.questionIds;
    run.documentRefs = chunk.documentRefs;
    run.questionLines = chunk.questionLines;
    run.documentLines = chunk.documentLines;
    return Status::success();
}

Status RunFileReader::checkRanks(RunFile &run)
{
    std::vector<int> order(run.items.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    const auto key = [&](int i) {
        const RunFileItem &item = run.items[size_t(i)];
        return std::make_tuple(item.question, int(item.stage), item.rank);
    };
    const auto less = [&](int a, int b) { return key(a) < key(b); };
    if (!std::is_sorted(order.begin(), order.end(), less)) // files are usually written in order
        std::sort(order.begin(), order.end(), less);
    for (size_t i = 1; i < order.size(); ++i) {
        if (key(order[i]) == key(order[i - 1])) {
            const RunFileItem &item = run.items[size_t(order[i])];
            const int later = std::max(item.line, run.items[size_t(order[i - 1])].line);
            return Status::failure(tr("%1:%2: rank %3 is given twice for question %4 (%5 list)")
                                       .arg(argText(run.path), argText(later), argText(item.rank), argText(run.questionIds.at(item.question)), argText(runStageKey(item.stage))));
        }
    }
    run.hasPrererank = std::any_of(run.items.begin(), run.items.end(),
                                   [](const RunFileItem &item) { return item.stage == RunStage::Prererank; });
    return Status::success();
}

} // namespace touchstone
