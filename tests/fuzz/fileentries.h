#pragma once

// Fuzz entry points of the parsers that need no project: trec_eval's qrels
// and runs, the flat JSONL line scanner, canonical JSON, agreement cases and
// the manifest and records of an export. Each takes the input bytes the way
// the product takes them (a file for the readers that open one) and checks
// the parser's contract on top of "no crash, no leak, no undefined
// behaviour".

#include "fuzz/fuzzsupport.h"

#include "annotation/canonicaljson.h"
#include "annotation/flatjsonline.h"
#include "annotation/goldexportreader.h"
#include "metrics/agreementcase.h"
#include "metrics/treceval.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cmath>

namespace touchstone::fuzz {

inline const Scratch &scratch()
{
    static Scratch folder;
    return folder;
}

// The first lines of trec_eval's own test run (topics 301-303), the fixed
// run the qrels harness scores against.
inline QString fixedTrecRun()
{
    static const QString path = [] {
        const QByteArray run = readFile(testing::sharedPath(QStringLiteral("testdata/trec_eval/upstream_test/results.test")));
        QList<QByteArray> lines = run.split('\n');
        return scratch().write(QStringLiteral("fixed/results.test"), lines.mid(0, 300).join('\n') + '\n');
    }();
    return path;
}

inline Result<QByteArray> trecEval(const QString &qrels, const QString &run, int threads)
{
    TrecEvalOptions options;
    options.qrelsPath = qrels;
    options.runPath = run;
    options.measures = {QStringLiteral("all_trec")};
    options.perTopic = true;
    options.threads = threads;
    // Two threads with the smallest ranges: the joins between ranges of a
    // small file are exercised, and must not change a single byte.
    options.minBytesPerThread = threads > 1 ? 1 : options.minBytesPerThread;
    return TrecEval::run(options);
}

// qrels as `touchstone trec` reads them, scored against a fixed run.
inline Outcome fuzzTrecQrels(const QByteArray &data)
{
    const QString run = fixedTrecRun();
    const QString qrels = scratch().write(QStringLiteral("qrels.txt"), data);
    return outcomeOf(trecEval(qrels, run, 1));
}

// A run scored against trec_eval's test qrels, on one thread and split into
// ranges over two: both must give the same bytes or the same error.
inline Outcome fuzzTrecRun(const QByteArray &data)
{
    static const QString qrels = testing::sharedPath(QStringLiteral("testdata/trec_eval/upstream_test/qrels.test"));
    const QString run = scratch().write(QStringLiteral("run.txt"), data);
    const Result<QByteArray> single = trecEval(qrels, run, 1);
    Outcome outcome = outcomeOf(single);
    const Result<QByteArray> split = trecEval(qrels, run, 2);
    combine(outcome, outcomeOf(split));
    if (outcome.violation.isEmpty() && (single.ok() != split.ok() || (single.ok() && *single != *split)
                                        || (!single.ok() && single.error() != split.error())))
        outcome.violation = QStringLiteral("one thread and two threads disagree: %1 | %2")
                                .arg(single ? QStringLiteral("ok") : single.error(),
                                     split ? QStringLiteral("ok") : split.error());
    return outcome;
}

// The in-place scan of a flat JSON line must read what QJsonDocument reads.
inline Outcome fuzzFlatJsonLine(const QByteArray &data)
{
    Outcome outcome;
    FlatJsonLine line;
    QString error;
    outcome.ok = line.parse(data.constData(), data.size(), &error);
    if (!outcome.ok) {
        outcome.error = error;
        outcome.violation = messageProblem(error);
        return outcome;
    }
    if (!line.scanned())
        return outcome;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        outcome.violation = QStringLiteral("the scan accepted a line QJsonDocument refuses: ") + parseError.errorString();
        return outcome;
    }
    const QJsonObject object = document.object();
    if (object.size() != line.keyCount()) {
        outcome.violation = QStringLiteral("the scan read %1 keys, QJsonDocument %2").arg(line.keyCount()).arg(object.size());
        return outcome;
    }
    for (const QByteArray &key : line.keys()) {
        const QLatin1String name(key.constData(), key.size());
        const QJsonValue value = object.value(QString::fromUtf8(key));
        bool same = false;
        switch (line.type(name)) {
        case FlatJsonLine::Type::String: same = value.isString() && value.toString() == line.string(name); break;
        case FlatJsonLine::Type::Number:
            same = value.isDouble() && (value.toDouble() == line.number(name)
                                        || (std::isnan(value.toDouble()) && std::isnan(line.number(name))));
            break;
        case FlatJsonLine::Type::Bool: same = value.isBool(); break; // no getter: run files hold no booleans
        case FlatJsonLine::Type::Null: same = value.isNull(); break;
        default: same = false;
        }
        if (!same) {
            outcome.violation = QStringLiteral("key %1: the scan and QJsonDocument read different values (%2)")
                                    .arg(QString::fromUtf8(key),
                                         QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("v"), value}})
                                                               .toJson(QJsonDocument::Compact)));
            return outcome;
        }
    }
    return outcome;
}

// Canonical JSON reads back as the same value, and writing it again gives
// the same bytes (exports are byte-identical run after run).
inline Outcome fuzzCanonicalJson(const QByteArray &data)
{
    Outcome outcome;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError)
        return outcome; // not this code's input
    outcome.ok = true;
    const QJsonValue value = document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
    for (const auto style : {CanonicalJson::Style::Compact, CanonicalJson::Style::Indented}) {
        const QByteArray written = CanonicalJson::write(value, style);
        const QJsonDocument reread = QJsonDocument::fromJson(written, &error);
        if (error.error != QJsonParseError::NoError) {
            outcome.violation = QStringLiteral("canonical JSON does not parse: ") + error.errorString();
            return outcome;
        }
        const QJsonValue back = reread.isObject() ? QJsonValue(reread.object()) : QJsonValue(reread.array());
        if (back != value) {
            outcome.violation = QStringLiteral("canonical JSON reads back as another value: ") + QString::fromUtf8(written);
            return outcome;
        }
        if (CanonicalJson::write(back, style) != written) {
            outcome.violation = QStringLiteral("canonical JSON written twice differs: ") + QString::fromUtf8(written);
            return outcome;
        }
    }
    return outcome;
}

// An agreement case as `touchstone agreement CASE.json` takes it: read,
// its keys, every measure computed and printed.
inline Outcome fuzzAgreementCase(const QByteArray &data)
{
    const Result<AgreementCase> parsed = AgreementCase::parse(data, QStringLiteral("case.json"));
    Outcome outcome = outcomeOf(parsed);
    if (!parsed)
        return outcome;
    const Result<QStringList> keys = parsed->keys();
    outcome = outcomeOf(keys);
    if (!keys)
        return outcome;
    const Result<std::vector<AgreementCaseValue>> values = parsed->compute();
    outcome = outcomeOf(values);
    if (!values)
        return outcome;
    const QByteArray line = AgreementCase::toJsonLine(*values);
    QJsonParseError error;
    QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError)
        outcome.violation = QStringLiteral("the printed values are not JSON: ") + QString::fromUtf8(line);
    return outcome;
}

// An export folder: manifest.json, then records.jsonl after the first 0x1E
// byte (ASCII record separator) of the input.
inline Outcome fuzzGoldExport(const QByteArray &data)
{
    const qsizetype separator = data.indexOf('\x1e');
    const QString folder = scratch().path(QStringLiteral("export"));
    QDir(folder).removeRecursively();
    scratch().write(QStringLiteral("export/manifest.json"), separator < 0 ? data : data.left(separator));
    scratch().write(QStringLiteral("export/records.jsonl"), separator < 0 ? QByteArray() : data.mid(separator + 1));
    return outcomeOf(GoldExportReader::read(folder));
}

} // namespace touchstone::fuzz
