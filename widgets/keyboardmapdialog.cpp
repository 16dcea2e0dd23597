#include "keyboardmapdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace touchstone {

KeyboardMapDialog::KeyboardMapDialog(const QList<Entry> &entries, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Map"));
    auto *tree = new QTreeWidget(this);
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
    tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tree);
    layout->addWidget(buttons);
    resize(520, 600);
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
