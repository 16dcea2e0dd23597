#include "keyboardmapdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QGuiApplication>
#include <QMenu>
#include <QScreen>
#include <QScrollBar>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace touchstone {

KeyboardMapDialog::KeyboardMapDialog(const QList<Entry> &entries, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Map"));
    auto *tree = m_tree = new QTreeWidget(this);
    tree->setColumnCount(2);
    tree->setHeaderLabels({tr("Action"), tr("Keys")});
    tree->setRootIsDecorated(true);
    QHash<QString, QTreeWidgetItem *> groups;
    for (const Entry &entry : entries) {
        QTreeWidgetItem *group = groups.value(entry.group);
        if (!group) {
            group = new QTreeWidgetItem(tree, {entry.group});
            group->setFirstColumnSpanned(true);
            groups.insert(entry.group, group);
        }
        new QTreeWidgetItem(group, {entry.action, entry.keys});
    }
    tree->expandAll();
    // Names are never cut ("Add selection as candidate pas…", longer still
    // in German): both columns take their contents' width and the dialog
    // opens wide enough for them, within the screen.
    tree->setTextElideMode(Qt::ElideNone);
    tree->header()->setStretchLastSection(false);
    tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    tree->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tree);
    layout->addWidget(buttons);
    int width = 0;
    for (int column = 0; column < tree->columnCount(); ++column) {
        tree->resizeColumnToContents(column);
        width += tree->header()->sectionSize(column);
    }
    width += tree->frameWidth() * 2 + tree->verticalScrollBar()->sizeHint().width() + layout->contentsMargins().left()
             + layout->contentsMargins().right() + 8;
    QSize size(std::max(520, width), 600);
    if (const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() * 0.9);
    resize(size);
}

QList<KeyboardMapDialog::Entry> KeyboardMapDialog::entriesFor(const QWidget *widget)
{
    QList<Entry> entries;
    QSet<const QAction *> seen;
    const QList<QAction *> actions = widget->findChildren<QAction *>();
    for (const QAction *action : actions) {
        if (seen.contains(action) || action->shortcuts().isEmpty() || action->text().isEmpty())
            continue;
        seen.insert(action);
        QStringList keys;
        for (const QKeySequence &sequence : action->shortcuts())
            keys << sequence.toString(QKeySequence::NativeText);
        QString group = action->property("keyboardMapGroup").toString();
        if (group.isEmpty()) {
            const QList<QObject *> owners = action->associatedObjects();
            for (const QObject *owner : owners) {
                if (const auto *menu = qobject_cast<const QMenu *>(owner)) {
                    group = menu->title();
                    break;
                }
            }
        }
        if (group.isEmpty())
            group = tr("General");
        entries.append({QString(group).remove(QLatin1Char('&')), QString(action->text()).remove(QLatin1Char('&')),
                        keys.join(QStringLiteral(", "))});
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const Entry &a, const Entry &b) { return a.group < b.group; });
    return entries;
}

} // namespace touchstone
