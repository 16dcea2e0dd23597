// `touchstone text` and `touchstone find-quote`: the canonical text of a PDF
// and the anchoring of one quote in it, without a project.

#include "cliio.h"
#include "commandregistry.h"

#include "annotation/canonicaltext.h"
#include "annotation/pdfdocument.h"
#include "annotation/quotematcher.h"
#include "annotation/textextraction.h"
#include "metrics/argtext.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include <memory>

namespace touchstone {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

const QCommandLineOption passwordOption(QStringList{QStringLiteral("password")},
                                        QStringLiteral("Password of an encrypted PDF."),
                                        QStringLiteral("PW"));

// Opens the PDF or prints why not; nullptr means exit 2.
std::unique_ptr<PdfDocument> openOrReport(const QString &path, const QString &password)
{
    PdfOpenResult opened = PdfDocument::open(path, password.toUtf8());
    if (!opened.ok()) {
        QString message = opened.message;
        if (opened.status == PdfOpenStatus::PasswordRequired)
            message += tr(" (give it with --password)");
        cli::printError(message);
        return nullptr;
    }
    if (!opened.document->okToCopy())
        cli::printNotice(tr("note: %1 forbids copying; Touchstone reads its text for anchoring only")
                             .arg(path));
    return std::move(opened.document);
}

bool parsePage(const QString &value, int pageCount, int *page)
{
    bool ok = false;
    const int number = value.toInt(&ok);
    if (!ok || number < 1 || number > pageCount)
        return false;
    *page = number - 1;
    return true;
}

void reportUnusablePages(const QString &path, const std::vector<PageText> &pages, int only = -1)
{
    for (int i = 0; i < int(pages.size()); ++i) {
        if ((only < 0 || i == only) && pages[size_t(i)].status != TextLayerStatus::Usable)
            cli::printNotice(QStringLiteral("%1: page %2: %3").arg(argText(path), argText(i + 1), argText(pages[size_t(i)].statusDetail)));
    }
}

int runText(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PDF"), tr("The PDF file."));
    parser.addOption({QStringLiteral("page"), tr("Print only page N (1-based)."), QStringLiteral("N")});
    parser.addOption(passwordOption);
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("text"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 1) {
        cli::printError(tr("text: expected one PDF file"));
        return cli::InputError;
    }
    const QString path = parser.positionalArguments().constFirst();
    std::unique_ptr<PdfDocument> document = openOrReport(path, parser.value(passwordOption));
    if (!document)
        return cli::InputError;

    if (parser.isSet(QStringLiteral("page"))) {
        int page = 0;
        if (!parsePage(parser.value(QStringLiteral("page")), document->pageCount(), &page)) {
            cli::printError(tr("%1: there is no page %2 (the document has %3)")
                                .arg(argText(path), argText(parser.value(QStringLiteral("page"))), argText(document->pageCount())));
            return cli::InputError;
        }
        std::vector<PageText> pages(1, TextExtraction::extractPage(*document, page));
        reportUnusablePages(path, {pages[0]});
        cli::printOut(pages[0].toQString().toUtf8() + '\n');
        return cli::Success;
    }
    std::vector<PageText> pages = TextExtraction::extractAll(*document, QThread::idealThreadCount());
    reportUnusablePages(path, pages);
    const CanonicalText text(std::move(pages));
    cli::printOut(text.slice(0, text.size()).toUtf8() + '\n');
    return cli::Success;
}

int runFindQuote(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PDF"), tr("The PDF file."));
    parser.addPositionalArgument(QStringLiteral("QUOTE"), tr("The passage to find, as a reader would type it."));
    parser.addOption({QStringLiteral("page-hint"), tr("Prefer an occurrence on or near page N."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("fuzzy"), tr("Accept an approximate match when there is no exact one.")});
    parser.addOption({QStringLiteral("threshold"), tr("Minimum score of a fuzzy match (default 0.9)."), QStringLiteral("X")});
    parser.addOption(passwordOption);
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("find-quote"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 2) {
        cli::printError(tr("find-quote: expected a PDF file and a quote"));
        return cli::InputError;
    }
    const QString path = parser.positionalArguments().at(0);
    std::unique_ptr<PdfDocument> document = openOrReport(path, parser.value(passwordOption));
    if (!document)
        return cli::InputError;

    QuoteQuery query;
    query.quote = parser.positionalArguments().at(1);
    if (parser.isSet(QStringLiteral("page-hint"))
        && !parsePage(parser.value(QStringLiteral("page-hint")), document->pageCount(), &query.pageHint)) {
        cli::printError(tr("%1: there is no page %2 (the document has %3)")
                            .arg(argText(path), argText(parser.value(QStringLiteral("page-hint"))), argText(document->pageCount())));
        return cli::InputError;
    }
    query.allowFuzzy = parser.isSet(QStringLiteral("fuzzy"));
    if (parser.isSet(QStringLiteral("threshold"))) {
        bool ok = false;
        query.fuzzyThreshold = parser.value(QStringLiteral("threshold")).toDouble(&ok);
        if (!ok || query.fuzzyThreshold <= 0 || query.fuzzyThreshold > 1) {
            cli::printError(tr("find-quote: --threshold takes a number in (0, 1]"));
            return cli::InputError;
        }
    }

    const CanonicalText text(TextExtraction::extractAll(*document, QThread::idealThreadCount()));
    const QuoteMatcher matcher(text);
    const QuoteMatch match = matcher.find(query);
    QJsonObject out;
    out.insert(QStringLiteral("found"), match.found);
    if (!match.found) {
        out.insert(QStringLiteral("reason"), match.reason);
        cli::printJson(QJsonDocument(out));
        return cli::Negative;
    }
    out.insert(QStringLiteral("page"), match.page + 1);
    out.insert(QStringLiteral("start"), match.start);
    out.insert(QStringLiteral("end"), match.end);
    out.insert(QStringLiteral("match"), QString::fromLatin1(matchKindKey(match.kind)));
    out.insert(QStringLiteral("score"), match.score);
    cli::printJson(QJsonDocument(out));
    return cli::Success;
}

const CommandRegistration textRegistration(
    {QStringLiteral("text"), QStringLiteral("text PDF [--page N] [--password PW]"), &runText});
const CommandRegistration findQuoteRegistration(
    {QStringLiteral("find-quote"),
     QStringLiteral("find-quote PDF QUOTE [--page-hint N] [--fuzzy] [--threshold X] [--password PW]"),
     &runFindQuote});

} // namespace

} // namespace touchstone
