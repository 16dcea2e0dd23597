// Questions far longer than any real one (stored before import had limits,
// or added through the stores): the question list shows a bounded part of
// each, so opening the panel neither crashes in text layout (a 200 MB
// question did) nor takes seconds measuring a column (1 MB without spaces
// took 17 s).

#include "common/testproject.h"

#include "models/labeleditor.h"
#include "models/questionlistmodel.h"
#include "widgets/questionpanel.h"

#include <QElapsedTimer>
#include <QTableView>
#include <QTest>

using namespace touchstone;

class TestLongQuestions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listShowsABoundedPart();
    void panelOpensOnAHugeQuestion();
};

void TestLongQuestions::listShowsABoundedPart()
{
    auto project = testing::makeTestProject({QStringLiteral("pypdf-minimal-document.pdf")});
    QVERIFY(project);
    const Annotator ann = project->addAnnotator(QStringLiteral("Ann"));
    const QString huge(1 << 20, QLatin1Char('x'));
    project->addQuestion(QStringLiteral("q-huge"), huge);
    project->addQuestion(QStringLiteral("q-short"), QStringLiteral("What is lorem ipsum?"));
    LabelEditor editor(*project->session);
    editor.setAnnotator(ann);
    QuestionListModel model(editor);
    model.reload();
    QCOMPARE(model.rowCount(), 2);
    const int huge_row = model.rowOf(model.question(0)->text.size() > 100 ? model.question(0)->id : model.question(1)->id);
    const QString shown = model.data(model.index(huge_row, QuestionListModel::TextColumn)).toString();
    QCOMPARE(shown.size(), qsizetype(300));
    QVERIFY(shown.endsWith(QChar(0x2026)));
    QVERIFY(model.data(model.index(huge_row, QuestionListModel::TextColumn), Qt::ToolTipRole).toString().size() <= 2000);
    const int short_row = 1 - huge_row;
    QCOMPARE(model.data(model.index(short_row, QuestionListModel::TextColumn)).toString(), QStringLiteral("What is lorem ipsum?"));
}

void TestLongQuestions::panelOpensOnAHugeQuestion()
{
    auto project = testing::makeTestProject({QStringLiteral("pypdf-minimal-document.pdf")});
    QVERIFY(project);
    const Annotator ann = project->addAnnotator(QStringLiteral("Ann"));
    project->addQuestion(QStringLiteral("q-huge"), QString(8 << 20, QLatin1Char('y')));
    LabelEditor editor(*project->session);
    editor.setAnnotator(ann);
    QElapsedTimer timer;
    timer.start();
    QuestionPanel panel(editor);
    panel.resize(600, 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCoreApplication::processEvents();
    // The panel came up and measured its columns on a bounded text (before,
    // it crashed); the time is printed, not asserted.
    QVERIFY(panel.isVisible());
    QCOMPARE(panel.model()->rowCount(), 1);
    QVERIFY(panel.view()->columnWidth(QuestionListModel::TextColumn) < 4000);
    qInfo("panel shown in %lld ms", timer.elapsed());
}

QTEST_MAIN(TestLongQuestions)
#include "tst_longquestions.moc"
