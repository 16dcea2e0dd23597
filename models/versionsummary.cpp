#include "versionsummary.h"

#include <QDateTime>
#include <QLocale>

namespace touchstone {

namespace {

std::optional<double> optionalNumber(const QJsonValue &value)
{
    return value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

} // namespace

ManifestFigure ManifestFigure::from(const QJsonValue &value)
{
    const QJsonObject object = value.toObject();
    ManifestFigure figure;
    figure.estimate = optionalNumber(object.value(QStringLiteral("estimate")));
    figure.lower = optionalNumber(object.value(QStringLiteral("lower")));
    figure.upper = optionalNumber(object.value(QStringLiteral("upper")));
    figure.units = object.value(QStringLiteral("units")).toDouble();
    figure.questions = object.value(QStringLiteral("questions")).toInt();
    figure.status = object.value(QStringLiteral("status")).toString();
    return figure;
}

VersionSummary VersionSummary::of(const GoldVersionInfo &version)
{
    const QJsonObject &manifest = version.manifest;
    const QJsonObject splits = manifest.value(QStringLiteral("splits")).toObject();
    VersionSummary summary;
    summary.questions = manifest.value(QStringLiteral("n_queries")).toInt(version.questionCount);
    summary.dev = splits.value(QStringLiteral("dev")).toInt();
    summary.test = splits.value(QStringLiteral("test")).toInt();
    summary.answerable = manifest.value(QStringLiteral("n_answerable")).toInt();
    summary.unanswerable = manifest.value(QStringLiteral("n_unanswerable")).toInt();
    summary.spans = manifest.value(QStringLiteral("n_spans")).toInt();
    summary.relevantSpans = manifest.value(QStringLiteral("n_relevant_spans")).toInt();
    // A format-1 manifest without shared pooled passages carried token-level
    // κ under these names: no item-level figure to show for it.
    if (manifest.value(QStringLiteral("agreement_units")).toString() == QLatin1String("tokens"))
        return summary;
    summary.kappaBinary = ManifestFigure::from(manifest.value(QStringLiteral("kappa_binary")));
    // Format 1's κ graded was linear-weighted: not the quadratic κ the view
    // names (and format 2 carries everywhere).
    if (manifest.value(QStringLiteral("format_version")).toInt() >= 2)
        summary.kappaGraded = ManifestFigure::from(manifest.value(QStringLiteral("kappa_graded")));
    summary.alphaOrdinal = ManifestFigure::from(manifest.value(QStringLiteral("alpha_ordinal")));
    return summary;
}

QString VersionSummary::number(const std::optional<double> &value, int decimals)
{
    return value ? QLocale().toString(*value, 'f', decimals) : tr("—");
}

QString VersionSummary::figure(const ManifestFigure &figure)
{
    if (!figure.estimate)
        return tr("—");
    if (!figure.lower || !figure.upper)
        return number(figure.estimate);
    return tr("%1 [%2, %3]").arg(number(figure.estimate), number(figure.lower), number(figure.upper));
}

QString VersionSummary::localTime(const QString &isoUtc)
{
    const QDateTime time = QDateTime::fromString(isoUtc, Qt::ISODate);
    if (!time.isValid())
        return isoUtc;
    return QLocale().toString(time.toLocalTime(), QLocale::ShortFormat);
}

} // namespace touchstone
