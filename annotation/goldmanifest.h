#pragma once

#include "goldset.h"
#include "projectagreement.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace touchstone {

// What a manifest says about a version (DESIGN.md "Golden-set versions and
// exports", seed §3.8). Field names are export keys: never translated.
struct GoldManifest
{
    // 2: kappa_binary / kappa_graded (quadratic) / alpha_ordinal are always
    // item-level, agreement_units says which unit each figure counts (1 put
    // token-level κ under these names when no pooled passage was shared).
    // 3: annotations.jsonld names documents by RFC 6920 ni: IRIs (was
    // urn:sha256:), its page selector refines to the quote, its page says
    // partOf; documents carry their file_name; provenance votes have one
    // shape. Exports say the version of the tool that wrote their files.
    static constexpr int kFormatVersion = 3;

    struct Document
    {
        QString sha256;
        QString textSha256;
        int pages = 0;
        QString fileName; // as ingested; empty in manifests frozen before format 3
    };
    struct RubricRef
    {
        int version = 0;
        QString sha256;
    };

    QString version;
    QString versionUuid;
    QString parent; // empty: none
    QString builtAt;
    QString builtBy;
    qint64 seed = 0;
    double testFraction = 0.5;
    bool allowSingleAnnotatorDev = false;
    int singleAnnotatorDevQuestions = 0;
    QString gain;
    QString corpusDigest;
    std::vector<Document> documents; // document-id order: the order of the corpus digest
    QStringList annotators;          // names, sorted
    QStringList adjudicators;
    std::optional<double> overlapFraction; // questions labeled by ≥ 2 annotators / questions
    std::vector<RubricRef> rubrics;        // every rubric version the labels were made under
    QString contentSha256;                 // sha256 of records.jsonl
    QJsonObject changesFromParent;         // GoldVersionDiff::summaryJson(); empty without parent
    // The agreement dashboard of the version's questions (ProjectAgreement,
    // no stratum filter): the numbers `touchstone agreement PROJECT --json`
    // prints with the same seed and resamples. The manifest carries three of
    // them per unit kind (items, strict items, tokens; see unitFigures() in
    // goldmanifest.cpp).
    AgreementDashboard agreement;

    // The manifest as frozen: everything but the hashes of export files.
    // Counts (queries, strata, splits, spans) come from `questions`.
    QJsonObject frozenJson(const std::vector<GoldQuestion> &questions) const;

    // manifest.json of an export: the frozen manifest with the version of
    // the exporting tool and {"files": {name: {"sha256", "bytes"}}}.
    static QJsonObject exportJson(const QJsonObject &frozen, const std::vector<std::pair<QString, QByteArray>> &files);

    static QString toolVersion();
};

} // namespace touchstone
