#include "spansurvival.h"

#include "goldexportreader.h"
#include "plaintext.h"
#include "quotematcher.h"
#include "regularfile.h"
#include "metrics/argtext.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>

#include <map>
#include <memory>

namespace touchstone {

namespace {

struct ParsedText
{
    std::unique_ptr<CanonicalText> text;
    std::unique_ptr<QuoteMatcher> matcher;
    QString problem;
};

} // namespace

QJsonObject SurvivalReport::toJson() const
{
    QJsonObject object = tally.toJson(true);
    object.insert(QStringLiteral("export"), exportFolder);
    object.insert(QStringLiteral("texts"), textsFolder);
    object.insert(QStringLiteral("dataset_version"), version);
    object.insert(QStringLiteral("missing_texts"), QJsonArray::fromStringList(missingTexts));
    object.insert(QStringLiteral("problems"), QJsonArray::fromStringList(problems));
    return object;
}

QString SurvivalReport::toText() const
{
    QStringList lines;
    const AnchorCounts &counts = tally.counts;
    const int n = counts.total();
    auto percent = [n](int count) { return n > 0 ? QString::number(100.0 * count / n, 'f', 1) : QStringLiteral("–"); };
    lines << tr("answer-span survival of %1 (version %2) in %3: %4 spans — exact %5%, exact or normalized %6%, "
                "found %7%, lost %8%")
                 .arg(argText(exportFolder), argText(version), argText(textsFolder), argText(n), argText(percent(counts.exact)), argText(percent(counts.exact + counts.normalized)), argText(percent(counts.exact + counts.normalized + counts.fuzzy)), argText(percent(counts.lost)));
    lines << tally.textLines(true);
    for (const QString &sha : missingTexts)
        lines << tr("no text for document %1 (%1.txt): its spans count as lost").arg(sha);
    for (const QString &problem : problems)
        lines << tr("problem: %1").arg(problem);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

Result<SurvivalReport> SpanSurvival::measure(const QString &exportDir, const QString &textsDir)
{
    if (!QFileInfo(textsDir).isDir())
        return Result<SurvivalReport>::failure(tr("%1: no such folder").arg(textsDir));
    auto exported = GoldExportReader::read(exportDir);
    if (!exported)
        return Result<SurvivalReport>::failure(exported.error());
    SurvivalReport report;
    report.exportFolder = exported->folder;
    report.textsFolder = QDir(textsDir).absolutePath();
    report.version = exported->version();
    report.problems = exported->problems;
    std::map<QString, ParsedText> texts;
    const QDir folder(textsDir);
    report.tally.run(exported->questions, [&](const QString &sha256, QString *reason) -> const QuoteMatcher * {
        auto [it, inserted] = texts.try_emplace(sha256);
        ParsedText &parsed = it->second;
        if (inserted) {
            const Result<QByteArray> read = RegularFile::read(folder.filePath(sha256 + QStringLiteral(".txt")),
                                                              RegularFile::kMaxImportBytes);
            if (read) {
                parsed.text = std::make_unique<CanonicalText>(PlainText::canonical(QString::fromUtf8(*read)));
                parsed.matcher = std::make_unique<QuoteMatcher>(*parsed.text);
            } else {
                parsed.problem = tr("no text file %1.txt").arg(sha256);
                report.missingTexts << sha256;
            }
        }
        *reason = parsed.problem;
        return parsed.matcher.get();
    }, false);
    return report;
}

} // namespace touchstone
