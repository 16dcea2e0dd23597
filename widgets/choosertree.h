#pragma once

#include <QTreeWidget>

namespace touchstone {

// A flat list whose rows are "chosen": by a click (also on the row that is
// already current, to show it again), by the arrow keys, by Enter or a
// double click. A click emits itemChosen once, not once for the press that
// makes the row current and again for the click.
class ChooserTree : public QTreeWidget
{
    Q_OBJECT

public:
    explicit ChooserTree(QWidget *parent = nullptr);

    // Makes row `index` current and emits itemChosen for it.
    void choose(int index);

Q_SIGNALS:
    void itemChosen(int index);

protected:
    void mousePressEvent(QMouseEvent *event) override;

    // While true, a change of the current row does not count as a choice
    // (the list is being filled).
    bool m_quiet = false;

private:
    bool m_pressing = false; // the click that follows the press chooses
};

} // namespace touchstone
