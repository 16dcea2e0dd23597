#include "choosertree.h"

#include <QHeaderView>
#include <QScopedValueRollback>

namespace touchstone {

ChooserTree::ChooserTree(QWidget *parent)
    : QTreeWidget(parent)
{
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    header()->setStretchLastSection(true);
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && !m_quiet && !m_pressing)
            Q_EMIT itemChosen(indexOfTopLevelItem(item));
    });
    connect(this, &QTreeWidget::itemClicked, this,
            [this](QTreeWidgetItem *item) { Q_EMIT itemChosen(indexOfTopLevelItem(item)); });
    // Enter (or a double click) shows the row again.
    connect(this, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { Q_EMIT itemChosen(indexOfTopLevelItem(item)); });
}

void ChooserTree::mousePressEvent(QMouseEvent *event)
{
    const QScopedValueRollback<bool> pressing(m_pressing, true);
    QTreeWidget::mousePressEvent(event);
}

void ChooserTree::choose(int index)
{
    QTreeWidgetItem *row = topLevelItem(index);
    if (!row)
        return;
    if (currentItem() == row)
        Q_EMIT itemChosen(index);
    else
        setCurrentItem(row); // emits through currentItemChanged
}

} // namespace touchstone
