// The F1 keyboard map shows every action's whole name: it cut "Add
// selection as candidate pas…" in English and more in German.

#include "widgets/keyboardmapdialog.h"

#include <QApplication>
#include <QHeaderView>
#include <QScreen>
#include <QTest>
#include <QTreeWidget>

using namespace touchstone;

class TestKeyboardMap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesAreNeverCut();
};

void TestKeyboardMap::namesAreNeverCut()
{
    const QList<KeyboardMapDialog::Entry> entries{
        {QStringLiteral("Labeling"), QStringLiteral("Add selection as candidate passage (lead)"), QStringLiteral("Ctrl+Shift+P")},
        {QStringLiteral("Beschriften"), QStringLiteral("Auswahl als Kandidatenpassage hinzufügen (Leitung)"),
         QStringLiteral("Strg+Umschalt+P")},
        {QStringLiteral("Beschriften"), QStringLiteral("Ende der Textstelle ein Wort nach rechts"),
         QStringLiteral("Alt+Umschalt+Rechts")},
        {QStringLiteral("Bearbeiten"), QStringLiteral("Rückgängig"), QStringLiteral("Strg+Z")},
    };
    KeyboardMapDialog dialog(entries);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTreeWidget *tree = dialog.tree();
    const QSize screen = dialog.screen()->availableGeometry().size();
    QVERIFY(dialog.width() <= screen.width() && dialog.height() <= screen.height());
    int checked = 0;
    for (int g = 0; g < tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = tree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            for (int column = 0; column < 2; ++column) {
                const QRect cell = tree->visualRect(tree->model()->index(i, column, tree->model()->index(g, 0)));
                const int needed = tree->fontMetrics().horizontalAdvance(item->text(column));
                // The cell holds the text and lies inside the visible viewport.
                QVERIFY2(cell.width() >= needed, qPrintable(item->text(column)));
                QVERIFY2(tree->viewport()->rect().contains(cell.adjusted(0, 0, -1, -1)) || cell.bottom() > tree->viewport()->height(),
                         qPrintable(item->text(column)));
                ++checked;
            }
        }
    }
    QCOMPARE(checked, 8);
}

QTEST_MAIN(TestKeyboardMap)
#include "tst_keyboardmap.moc"
