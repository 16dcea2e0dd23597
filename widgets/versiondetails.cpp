#include "versiondetails.h"

#include "models/versionsummary.h"
#include "metrics/argtext.h"

#include <QJsonArray>
#include <QLocale>

namespace touchstone {

namespace {

QString row(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><td width=\"150\" style=\"color:gray\">%1</td><td>%2</td></tr>")
        .arg(label.toHtmlEscaped(), value);
}

QString code(const QString &text)
{
    return QStringLiteral("<code>%1</code>").arg(text.toHtmlEscaped());
}

// The label column has one width in every section, so the values line up.
QString section(const QString &title, const QString &rows)
{
    return QStringLiteral("<p style=\"margin-top:8px;margin-bottom:2px\"><b>%1</b></p><table cellspacing=\"0\">%2</table>")
        .arg(title.toHtmlEscaped(), rows);
}

QString countsText(const QJsonObject &counts)
{
    QStringList parts;
    for (auto it = counts.constBegin(); it != counts.constEnd(); ++it)
        parts << VersionDetails::tr("%1 %2").arg(argText(it.key()), argText(it.value().toInt()));
    return parts.isEmpty() ? VersionDetails::tr("—") : parts.join(QStringLiteral(", ")).toHtmlEscaped();
}

QString figureRow(const QString &label, const ManifestFigure &figure)
{
    QString value = VersionSummary::figure(figure).toHtmlEscaped();
    if (figure.estimate)
        value += QStringLiteral(" <span style=\"color:gray\">%1</span>")
                     .arg(VersionDetails::tr("(%1 units, %2 questions)")
                              .arg(QLocale().toString(figure.units, 'f', 0))
                              .arg(figure.questions)
                              .toHtmlEscaped());
    return row(label, value);
}

QString identity(const GoldVersionInfo &version)
{
    const QJsonObject &manifest = version.manifest;
    const QJsonObject rubric = manifest.value(QStringLiteral("rubric")).toObject();
    QString rows;
    rows += row(VersionDetails::tr("dataset_version"), code(version.version));
    rows += row(VersionDetails::tr("parent"), version.parent.isEmpty() ? VersionDetails::tr("none (first version)").toHtmlEscaped()
                                                                      : code(version.parent));
    rows += row(VersionDetails::tr("built"), VersionDetails::tr("%1 by %2")
                                                 .arg(VersionSummary::localTime(version.builtAt),
                                                      version.builtBy.isEmpty() ? VersionDetails::tr("unknown") : version.builtBy)
                                                 .toHtmlEscaped());
    rows += row(VersionDetails::tr("corpus digest"), code(version.corpusDigest));
    rows += row(VersionDetails::tr("documents"), QString::number(manifest.value(QStringLiteral("documents")).toArray().size()));
    rows += row(VersionDetails::tr("rubric"), rubric.isEmpty() ? VersionDetails::tr("—")
                                                               : VersionDetails::tr("version %1, sha256 %2")
                                                                     .arg(argText(rubric.value(QStringLiteral("version")).toInt()), argText(code(rubric.value(QStringLiteral("sha256")).toString().left(16)))));
    rows += row(VersionDetails::tr("records sha256"), code(version.contentSha256));
    return section(VersionDetails::tr("Version"), rows);
}

QString agreement(const GoldVersionInfo &version, const VersionSummary &summary)
{
    const QJsonObject &manifest = version.manifest;
    const QJsonValue unitsValue = manifest.value(QStringLiteral("agreement_units"));
    const QJsonObject items = unitsValue.toObject();
    // Format 1 named its unit kind; format 2 counts the items behind the figures.
    const QString units = unitsValue.isObject()
        ? VersionDetails::tr("%1 items (%2 pooled passages, %3 highlight groups; %4 marked by one rater, rated 0 by the others)")
              .arg(argText(items.value(QStringLiteral("items")).toInteger()), argText(items.value(QStringLiteral("pooled_passages")).toInteger()), argText(items.value(QStringLiteral("highlight_groups")).toInteger()), argText(items.value(QStringLiteral("marked_by_one_rater")).toInteger()))
        : unitsValue.toString();
    const QJsonValue overlap = manifest.value(QStringLiteral("overlap_fraction"));
    QString rows;
    rows += figureRow(VersionDetails::tr("κ binary"), summary.kappaBinary);
    rows += figureRow(VersionDetails::tr("κ graded (quadratic)"), summary.kappaGraded);
    rows += figureRow(VersionDetails::tr("α ordinal"), summary.alphaOrdinal);
    rows += row(VersionDetails::tr("units"), units.isEmpty() ? VersionDetails::tr("none rated twice").toHtmlEscaped()
                                             : unitsValue.isObject() ? units.toHtmlEscaped() : code(units));
    rows += row(VersionDetails::tr("overlap"), overlap.isDouble() ? QLocale().toString(overlap.toDouble() * 100, 'f', 1)
                                                                           + QStringLiteral("&nbsp;%")
                                                                     : VersionDetails::tr("—"));
    const QJsonObject interval = manifest.value(QStringLiteral("agreement")).toObject().value(QStringLiteral("method")).toObject()
                                     .value(QStringLiteral("interval")).toObject();
    const double confidence = interval.value(QStringLiteral("confidence")).toDouble(0.95);
    const int resamples = interval.value(QStringLiteral("resamples")).toInt();
    return section(VersionDetails::tr("Agreement (%1% percentile bootstrap over questions, %2 resamples)")
                       .arg(argText(QLocale().toString(confidence * 100, 'g', 3)), argText(resamples)),
                   rows);
}

QString composition(const GoldVersionInfo &version, const VersionSummary &summary)
{
    const QJsonObject &manifest = version.manifest;
    const QJsonObject split = manifest.value(QStringLiteral("split")).toObject();
    const QJsonObject single = manifest.value(QStringLiteral("single_annotator_dev")).toObject();
    QString rows;
    rows += row(VersionDetails::tr("questions"), VersionDetails::tr("%1 (answerable %2, unanswerable %3)")
                                                     .arg(argText(summary.questions), argText(summary.answerable), argText(summary.unanswerable)));
    rows += row(VersionDetails::tr("splits"), VersionDetails::tr("test %1, dev %2 (seed %3, test fraction %4)")
                                                  .arg(argText(summary.test), argText(summary.dev), argText(qint64(split.value(QStringLiteral("seed")).toDouble())), argText(QLocale().toString(split.value(QStringLiteral("test_fraction")).toDouble()))));
    rows += row(VersionDetails::tr("strata"), countsText(manifest.value(QStringLiteral("strata")).toObject()));
    rows += row(VersionDetails::tr("spans"), VersionDetails::tr("%1 (%2 relevant)").arg(argText(summary.spans), argText(summary.relevantSpans)));
    rows += row(VersionDetails::tr("single-annotator dev"),
                single.value(QStringLiteral("allowed")).toBool()
                    ? VersionDetails::tr("allowed, %1 question(s)").arg(single.value(QStringLiteral("questions")).toInt())
                    : VersionDetails::tr("not allowed"));
    rows += row(VersionDetails::tr("gain"), code(manifest.value(QStringLiteral("gain")).toString()));
    return section(VersionDetails::tr("Contents"), rows);
}

QString changes(const GoldVersionInfo &version)
{
    const QJsonObject totals = version.manifest.value(QStringLiteral("changes_from_parent")).toObject()
                                   .value(QStringLiteral("totals")).toObject();
    if (totals.isEmpty())
        return QString();
    auto total = [&](const char *key) { return totals.value(QLatin1String(key)).toInt(); };
    return section(VersionDetails::tr("Changes from %1").arg(version.parent),
                   row(VersionDetails::tr("questions"), VersionDetails::tr("%1 added, %2 removed, %3 changed")
                                                            .arg(argText(total("questions_added")), argText(total("questions_removed")), argText(total("questions_changed"))))
                       + row(VersionDetails::tr("spans"), VersionDetails::tr("%1 added, %2 removed, %3 regraded")
                                                              .arg(argText(total("spans_added")), argText(total("spans_removed")), argText(total("spans_regraded")))));
}

} // namespace

QString VersionDetails::html(const GoldVersionInfo &version)
{
    const VersionSummary summary = VersionSummary::of(version);
    return identity(version) + agreement(version, summary) + composition(version, summary) + changes(version)
           + QStringLiteral("<p style=\"color:gray\">%1</p>")
                 .arg(tr("Frozen versions are immutable: change the labels and freeze a new version.").toHtmlEscaped());
}

} // namespace touchstone
