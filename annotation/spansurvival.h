#pragma once

#include "metrics/result.h"
#include "spanreanchor.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace touchstone {

// Answer-span survival (seed §4.5): the share of gold spans that can still
// be found in another parser's text of the same documents — exact,
// normalized (after folding case, NFKC, hyphenation and whitespace), fuzzy
// (QuoteMatcher, score ≥ 0.9) or lost — overall and per stratum. Retrieval
// recall on that parser's output can never exceed the found share.
struct SurvivalReport
{
    Q_DECLARE_TR_FUNCTIONS(SurvivalReport)

public:
    QString exportFolder;
    QString textsFolder;
    QString version;
    AnchorTally tally;
    QStringList missingTexts; // documents with spans but no <sha256>.txt
    QStringList problems;     // export files that do not match the manifest

    QJsonObject toJson() const;
    QString toText() const;
};

class SpanSurvival
{
    Q_DECLARE_TR_FUNCTIONS(SpanSurvival)

public:
    // `textsDir` holds one UTF-8 file per document, `<sha256>.txt` (pages may
    // be separated by '\f'). Each span's quote is looked up with the same
    // QuoteMatcher as everywhere else (PlainText makes the text searchable);
    // offsets do not carry over between parsers, so position is not tried.
    static Result<SurvivalReport> measure(const QString &exportDir, const QString &textsDir);
};

} // namespace touchstone
