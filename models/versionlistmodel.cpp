#include "versionlistmodel.h"

#include "projectsession.h"
#include "versionsummary.h"
#include "metrics/argtext.h"

#include <algorithm>

namespace touchstone {

namespace {

QString pairText(int first, int second)
{
    return VersionListModel::tr("%1 / %2").arg(argText(first), argText(second));
}

QVariant displayText(const GoldVersionInfo &version, int column)
{
    const VersionSummary summary = VersionSummary::of(version);
    switch (column) {
    case VersionListModel::VersionColumn: return version.version;
    case VersionListModel::ParentColumn: return version.parent.isEmpty() ? VersionListModel::tr("—") : version.parent;
    case VersionListModel::BuiltAtColumn: return VersionSummary::localTime(version.builtAt);
    case VersionListModel::BuiltByColumn: return version.builtBy;
    case VersionListModel::QuestionsColumn: return summary.questions;
    case VersionListModel::SplitColumn: return pairText(summary.test, summary.dev);
    case VersionListModel::AnswerableColumn: return pairText(summary.answerable, summary.unanswerable);
    case VersionListModel::SpansColumn: return summary.spans;
    case VersionListModel::KappaColumn: return VersionSummary::number(summary.kappaBinary.estimate);
    }
    return {};
}

QVariant sortValue(const GoldVersionInfo &version, int column)
{
    const VersionSummary summary = VersionSummary::of(version);
    switch (column) {
    case VersionListModel::BuiltAtColumn: // ISO 8601 UTC sorts as time; ids order versions of one second
        return QStringLiteral("%1#%2").arg(version.builtAt).arg(version.id, 12, 10, QLatin1Char('0'));
    case VersionListModel::QuestionsColumn: return summary.questions;
    case VersionListModel::SplitColumn: return summary.test;
    case VersionListModel::AnswerableColumn: return summary.answerable;
    case VersionListModel::SpansColumn: return summary.spans;
    case VersionListModel::KappaColumn:
        return summary.kappaBinary.estimate ? QVariant(*summary.kappaBinary.estimate) : QVariant(-2.0);
    }
    return displayText(version, column);
}

QVariant toolTip(const GoldVersionInfo &version, int column)
{
    const VersionSummary summary = VersionSummary::of(version);
    switch (column) {
    case VersionListModel::BuiltAtColumn: return version.builtAt;
    case VersionListModel::SpansColumn:
        return VersionListModel::tr("%1 spans, %2 of them relevant (grade ≥ 2)").arg(argText(summary.spans), argText(summary.relevantSpans));
    case VersionListModel::KappaColumn:
        return summary.kappaBinary.estimate
                   ? VersionListModel::tr("κ binary %1 (percentile bootstrap interval over questions)")
                         .arg(VersionSummary::figure(summary.kappaBinary))
                   : summary.kappaBinary.status == QLatin1String("too_few_units")
                   ? VersionListModel::tr("κ binary: %1 (question, passage) items rated by two annotators, too few for a number")
                         .arg(summary.kappaBinary.units)
                   : VersionListModel::tr("κ binary is undefined: no (question, passage) item was rated by two annotators, "
                                          "or all ratings fall in one category");
    }
    return {};
}

} // namespace

VersionListModel::VersionListModel(ProjectSession &session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    reload();
}

void VersionListModel::reload()
{
    beginResetModel();
    m_versions = GoldVersionStore(m_session.store()).versions();
    std::reverse(m_versions.begin(), m_versions.end());
    endResetModel();
}

const GoldVersionInfo *VersionListModel::version(int row) const
{
    return row >= 0 && row < int(m_versions.size()) ? &m_versions[size_t(row)] : nullptr;
}

int VersionListModel::rowOf(const QString &version) const
{
    const auto it = std::find_if(m_versions.begin(), m_versions.end(),
                                 [&](const GoldVersionInfo &info) { return info.version == version; });
    return it == m_versions.end() ? -1 : int(it - m_versions.begin());
}

int VersionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_versions.size());
}

int VersionListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant VersionListModel::data(const QModelIndex &index, int role) const
{
    const GoldVersionInfo *info = index.isValid() ? version(index.row()) : nullptr;
    if (!info)
        return {};
    switch (role) {
    case Qt::DisplayRole: return displayText(*info, index.column());
    case Qt::ToolTipRole: return toolTip(*info, index.column());
    case Qt::TextAlignmentRole:
        return index.column() >= QuestionsColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case VersionNameRole: return info->version;
    case VersionIdRole: return info->id;
    case SortRole: return sortValue(*info, index.column());
    }
    return {};
}

QVariant VersionListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case VersionColumn: return tr("Version");
    case ParentColumn: return tr("Parent");
    case BuiltAtColumn: return tr("Built at");
    case BuiltByColumn: return tr("Built by");
    case QuestionsColumn: return tr("Questions");
    case SplitColumn: return tr("Test / dev");
    case AnswerableColumn: return tr("Answerable / unanswerable");
    case SpansColumn: return tr("Spans");
    case KappaColumn: return tr("κ binary");
    }
    return {};
}

} // namespace touchstone
