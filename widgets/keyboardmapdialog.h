#pragma once

#include <QDialog>
#include <QList>

class QAction;
class QTreeWidget;

namespace touchstone {

// F1: every shortcut of the window, read from its actions, so the map
// cannot drift from what the keys do.
class KeyboardMapDialog : public QDialog
{
    Q_OBJECT

public:
    struct Entry
    {
        QString group;
        QString action;
        QString keys;
    };

    KeyboardMapDialog(const QList<Entry> &entries, QWidget *parent = nullptr);

    // Entries for the actions of `widget` and its children that have shortcuts.
    static QList<Entry> entriesFor(const QWidget *widget);

    QTreeWidget *tree() const { return m_tree; }

private:
    QTreeWidget *m_tree = nullptr;
};

} // namespace touchstone
