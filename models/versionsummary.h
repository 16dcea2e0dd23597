#pragma once

#include "annotation/goldversionstore.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace touchstone {

// An agreement figure of a manifest: estimate and percentile interval
// (undefined values stay undefined, never 0).
struct ManifestFigure
{
    std::optional<double> estimate;
    std::optional<double> lower;
    std::optional<double> upper;
    double units = 0;
    int questions = 0;
    QString status;  // "ok", "undefined", "too_few_units" (the manifest's)

    static ManifestFigure from(const QJsonValue &figure);
};

// The numbers of a frozen version's manifest, read once for the views, and
// how they are shown (locale, undefined values). Keys are those of
// GoldManifest::frozenJson.
struct VersionSummary
{
    Q_DECLARE_TR_FUNCTIONS(VersionSummary)

public:
    int questions = 0;
    int dev = 0;
    int test = 0;
    int answerable = 0;
    int unanswerable = 0;
    int spans = 0;
    int relevantSpans = 0;
    ManifestFigure kappaBinary;
    ManifestFigure kappaGraded;
    ManifestFigure alphaOrdinal;

    static VersionSummary of(const GoldVersionInfo &version);

    // "0.823", or "—" when undefined.
    static QString number(const std::optional<double> &value, int decimals = 3);
    // "0.823 [0.710, 0.901]"; "—" when undefined; no interval when it has none.
    static QString figure(const ManifestFigure &figure);
    // An ISO 8601 UTC time in the user's local time and locale.
    static QString localTime(const QString &isoUtc);
};

} // namespace touchstone
