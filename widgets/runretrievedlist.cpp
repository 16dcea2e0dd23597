#include "runretrievedlist.h"

#include "gradecolors.h"

#include "models/projectsession.h"

#include <QHash>
#include <QScopedValueRollback>

namespace touchstone {

QString hitStatusText(HitStatus status)
{
    switch (status) {
    case HitStatus::Hit: return RunRetrievedList::tr("hit");
    case HitStatus::Redundant: return RunRetrievedList::tr("miss: span already found");
    case HitStatus::OffSpan: return RunRetrievedList::tr("miss: off the gold span");
    case HitStatus::PoolZero: return RunRetrievedList::tr("miss: graded 0");
    case HitStatus::Pending: return RunRetrievedList::tr("pending: graded, not in the version");
    case HitStatus::Unjudged: return RunRetrievedList::tr("unjudged");
    }
    return {};
}

QColor hitStatusColor(HitStatus status)
{
    // Okabe–Ito, apart from the grade colours of the gold spans: blue for
    // found, vermillion for judged misses, purple for what nobody judged.
    switch (status) {
    case HitStatus::Hit: return QColor(0x00, 0x72, 0xB2);
    case HitStatus::Redundant:
    case HitStatus::OffSpan:
    case HitStatus::PoolZero: return QColor(0xD5, 0x5E, 0x00);
    case HitStatus::Pending:
    case HitStatus::Unjudged: return QColor(0xCC, 0x79, 0xA7);
    }
    return QColor(Qt::gray);
}

QString documentLabel(ProjectSession &session, qint64 documentId)
{
    const auto document = session.documents().document(documentId);
    return document ? document->fileName : RunRetrievedList::tr("document %1").arg(documentId);
}

QString passageText(ProjectSession &session, qint64 documentId, int start, int end, int length)
{
    if (start < 0)
        return RunRetrievedList::tr("(the whole document)");
    const auto text = session.canonicalText(documentId);
    if (!text)
        return {};
    const QString passage = (*text)->slice(start, end).simplified();
    return passage.size() > length ? passage.left(length) + QStringLiteral("…") : passage;
}

RunRetrievedList::RunRetrievedList(ProjectSession &session, QWidget *parent)
    : ChooserTree(parent)
    , m_session(session)
{
    setColumnCount(ColumnCount);
    setHeaderLabels({tr("Rank"), tr("Judgment"), tr("Grade"), tr("Document"), tr("Page"), tr("Passage")});
    setAlternatingRowColors(true);
}

void RunRetrievedList::setItems(const std::vector<RunItemDetail> &items)
{
    const QScopedValueRollback<bool> quiet(m_quiet, true);
    clear();
    m_items = items;
    QHash<qint64, QString> names;
    QList<QTreeWidgetItem *> rows;
    for (const RunItemDetail &entry : m_items) {
        const RunItem &item = entry.item;
        if (!names.contains(item.documentId))
            names.insert(item.documentId, documentLabel(m_session, item.documentId));
        auto *row = new QTreeWidgetItem;
        row->setText(RankColumn, QString::number(item.rank));
        row->setText(StatusColumn, hitStatusText(entry.judgment.status));
        row->setData(StatusColumn, Qt::DecorationRole, hitStatusColor(entry.judgment.status));
        row->setText(GradeColumn, entry.judgment.isJudged() ? QString::number(entry.judgment.grade) : QStringLiteral("—"));
        if (entry.judgment.isJudged())
            row->setData(GradeColumn, Qt::DecorationRole, gradeColor(entry.judgment.grade));
        row->setText(DocumentColumn, names.value(item.documentId));
        if (item.start >= 0) {
            if (const auto text = m_session.canonicalText(item.documentId))
                row->setText(PageColumn, QString::number((*text)->pageOf(item.start) + 1));
        }
        const QString passage = passageText(m_session, item.documentId, item.start, item.end);
        row->setText(PassageColumn, passage);
        row->setToolTip(PassageColumn, passage);
        if (entry.relevant) {
            QFont bold = row->font(StatusColumn);
            bold.setBold(true);
            row->setFont(StatusColumn, bold);
        }
        rows << row;
    }
    addTopLevelItems(rows);
    for (int c = 0; c < PassageColumn; ++c)
        resizeColumnToContents(c);
}

} // namespace touchstone
