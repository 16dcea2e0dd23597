// The annotator's loop through the real main window: drag over words on
// the page, press 2, undo, redo — and the database follows every step.

#include "common/testproject.h"

#include "annotation/judgmentstore.h"
#include "annotation/passagestore.h"
#include "models/labeleditor.h"
#include "models/questionlistmodel.h"
#include "widgets/documentpane.h"
#include "widgets/labelingcontroller.h"
#include "widgets/labelingpane.h"
#include "widgets/mainwindow.h"
#include "widgets/pdfview.h"
#include "widgets/questionpanel.h"
#include "widgets/searchpanel.h"

#include <QApplication>
#include <QCheckBox>
#include <QListWidget>
#include <QMouseEvent>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTableView>
#include <QStandardPaths>
#include <QTest>

using namespace touchstone;

class TestLabeling : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void dragGradeUndoRedo();
    void gradeKeysRegradeSelectedSpan();
    void dragSnapsToWholeWords();
    void altDragSelectsCharacters();
    void edgeKeysMoveWordByWordBothWays();
    void nextUnlabeledQuestion();
    void nextAndPreviousFollowTheTableOrder();
    void passageStreamCrossesQuestions();
    void searchAllDocumentsSelectsTheMatch();

private:
    int gradeInDatabase();
    QPoint pointOf(int offset, double fractionOfGlyph);
    void dragOver(const QString &words);
    // Drags from inside the first glyph of `from` to inside the last of `to`
    // (both as they occur in the page text).
    void dragInside(const QString &from, int fromGlyph, const QString &to, int toGlyph, Qt::KeyboardModifiers modifiers);
    QString spanInDatabase();
    qint64 questionIdOf(const QString &externalId);

    std::unique_ptr<testing::TestProject> m_project;
    std::unique_ptr<MainWindow> m_window;
    QString m_folder;
};

void TestLabeling::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestLabeling::init()
{
    QSettings().clear();
    m_project = testing::makeTestProject({QStringLiteral("pypdf-minimal-document.pdf")});
    QVERIFY(m_project);
    m_project->addAnnotator(QStringLiteral("Ann"));
    m_project->addQuestion(QStringLiteral("q1"), QStringLiteral("What does the text start with?"));
    m_project->addQuestion(QStringLiteral("q2"), QStringLiteral("Which Latin words follow?"));
    m_project->addQuestion(QStringLiteral("q3"), QStringLiteral("Are there any numbers?"));
    m_folder = m_project->session->folder();
    m_project->session.reset(); // the window opens the project itself (one writer at a time)

    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->resize(1400, 900);
    m_window->show();
    QSignalSpy ready(m_window.get(), &MainWindow::ready);
    QVERIFY(m_window->openProject(m_folder));
    QVERIFY(ready.wait(15000) || ready.count() > 0);
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->documentPane()->view()->text());
    QCOMPARE(m_window->editor()->annotator().name, QStringLiteral("Ann"));
}

void TestLabeling::cleanup()
{
    m_window.reset();
    m_project.reset();
}

int TestLabeling::gradeInDatabase()
{
    QSqlQuery query(m_window->session()->store().database());
    query.exec(QStringLiteral("SELECT grade FROM judgments"));
    return query.next() ? query.value(0).toInt() : -1;
}

QPoint TestLabeling::pointOf(int offset, double fractionOfGlyph)
{
    PdfView *view = m_window->documentPane()->view();
    const CharBox box = view->text()->boxAt(offset);
    const QPointF fraction(box.left + (box.right - box.left) * fractionOfGlyph, (box.top + box.bottom) / 2);
    return view->pointAt(view->text()->pageOf(offset), fraction);
}

void TestLabeling::dragOver(const QString &words)
{
    PdfView *view = m_window->documentPane()->view();
    const QString all = view->text()->slice(0, view->text()->size());
    const int start = int(all.indexOf(words));
    QVERIFY(start >= 0);
    const int last = start + int(words.size()) - 1;
    view->scrollToRange(start, last + 1);
    QTest::qWait(50);
    const QPoint from = pointOf(start, 0.2);
    const QPoint to = pointOf(last, 0.8);
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(view->viewport(), (from + to) / 2);
    QTest::mouseMove(view->viewport(), to);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
    QCOMPARE(view->selectedText(), words);
}

void TestLabeling::dragInside(const QString &from, int fromGlyph, const QString &to, int toGlyph,
                              Qt::KeyboardModifiers modifiers)
{
    PdfView *view = m_window->documentPane()->view();
    const QString all = view->text()->slice(0, view->text()->size());
    const int start = int(all.indexOf(from)) + fromGlyph;
    const int last = int(all.indexOf(to)) + toGlyph;
    QVERIFY(start >= fromGlyph && last >= toGlyph);
    view->scrollToRange(start, last + 1);
    QTest::qWait(50);
    const QPoint a = pointOf(start, 0.2);
    const QPoint b = pointOf(last, 0.8);
    QTest::mousePress(view->viewport(), Qt::LeftButton, modifiers, a);
    QTest::mouseMove(view->viewport(), (a + b) / 2);
    QMouseEvent move(QEvent::MouseMove, QPointF(b), view->viewport()->mapToGlobal(QPointF(b)), Qt::NoButton, Qt::LeftButton,
                     modifiers);
    QApplication::sendEvent(view->viewport(), &move); // QTest::mouseMove carries no modifiers
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, modifiers, b);
}

QString TestLabeling::spanInDatabase()
{
    const auto all = JudgmentStore(m_window->session()->store()).all();
    return all.size() == 1 && all.front().span ? all.front().span->exact : QString();
}

void TestLabeling::dragSnapsToWholeWords()
{
    // From the "p" of "ipsum" to the "o" of "dolor": both words whole.
    dragInside(QStringLiteral("ipsum"), 1, QStringLiteral("dolor"), 1, Qt::NoModifier);
    QCOMPARE(m_window->documentPane()->view()->selectedText(), QStringLiteral("ipsum dolor"));
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_2);
    QCOMPARE(spanInDatabase(), QStringLiteral("ipsum dolor"));
}

void TestLabeling::altDragSelectsCharacters()
{
    dragInside(QStringLiteral("ipsum"), 1, QStringLiteral("dolor"), 1, Qt::AltModifier);
    QCOMPARE(m_window->documentPane()->view()->selectedText(), QStringLiteral("psum do"));
}

void TestLabeling::edgeKeysMoveWordByWordBothWays()
{
    dragOver(QStringLiteral("Lorem ipsum"));
    PdfView *view = m_window->documentPane()->view();
    QTest::keyClick(view, Qt::Key_1);
    QCOMPARE(spanInDatabase(), QStringLiteral("Lorem ipsum"));
    const auto press = [view](Qt::Key key, Qt::KeyboardModifiers modifiers) { QTest::keyClick(view, key, modifiers); };
    press(Qt::Key_Right, Qt::AltModifier | Qt::ShiftModifier);
    QCOMPARE(spanInDatabase(), QStringLiteral("Lorem ipsum dolor"));
    press(Qt::Key_Right, Qt::AltModifier | Qt::ShiftModifier); // from a word end, on to the next one
    QCOMPARE(spanInDatabase(), QStringLiteral("Lorem ipsum dolor sit"));
    press(Qt::Key_Left, Qt::AltModifier | Qt::ShiftModifier);
    QCOMPARE(spanInDatabase(), QStringLiteral("Lorem ipsum dolor"));
    press(Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(spanInDatabase(), QStringLiteral("ipsum dolor"));
    press(Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(spanInDatabase(), QStringLiteral("dolor"));
    press(Qt::Key_Right, Qt::AltModifier); // the start cannot pass the end
    QCOMPARE(spanInDatabase(), QStringLiteral("dolor"));
    press(Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(spanInDatabase(), QStringLiteral("ipsum dolor"));
}

void TestLabeling::dragGradeUndoRedo()
{
    dragOver(QStringLiteral("Lorem ipsum dolor sit amet"));
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_2);
    QCOMPARE(gradeInDatabase(), 2);
    JudgmentStore store(m_window->session()->store());
    QCOMPARE(store.all().front().span->exact, QStringLiteral("Lorem ipsum dolor sit amet"));
    QCOMPARE(m_window->documentPane()->view()->highlights().size(), size_t(1));

    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(gradeInDatabase(), -1);
    QCOMPARE(m_window->documentPane()->view()->highlights().size(), size_t(0));
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(gradeInDatabase(), 2);
    QCOMPARE(m_window->documentPane()->view()->highlights().size(), size_t(1));

    m_window->grab().save(QDir::temp().filePath(QStringLiteral("touchstone-labeling.png")));
}

void TestLabeling::gradeKeysRegradeSelectedSpan()
{
    dragOver(QStringLiteral("consetetur sadipscing elitr"));
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_1);
    QCOMPARE(gradeInDatabase(), 1);
    // The new span is selected: another grade key regrades it.
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_3);
    QCOMPARE(gradeInDatabase(), 3);
    QCOMPARE(JudgmentStore(m_window->session()->store()).count(), 1);
    // Moving the end edge by one word, then deleting.
    const auto before = JudgmentStore(m_window->session()->store()).all().front();
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_Right, Qt::AltModifier | Qt::ShiftModifier);
    const auto after = JudgmentStore(m_window->session()->store()).all().front();
    QVERIFY(after.span->end > before.span->end);
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_Delete);
    QCOMPARE(JudgmentStore(m_window->session()->store()).count(), 0);
}

void TestLabeling::nextUnlabeledQuestion()
{
    const qint64 first = m_window->questionPanel()->currentQuestion();
    dragOver(QStringLiteral("Lorem ipsum"));
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_3);
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_N);
    const qint64 second = m_window->questionPanel()->currentQuestion();
    QVERIFY(second != first);
    QCOMPARE(m_window->labeling()->questionId(), second);
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_U); // no answer for this one
    QCOMPARE(JudgmentStore(m_window->session()->store()).forQuestion(second).front().kind, JudgmentKind::Unanswerable);
}

void TestLabeling::nextAndPreviousFollowTheTableOrder()
{
    QuestionPanel *panel = m_window->questionPanel();
    // Sorted by text, descending: q2 "Which…", q1 "What…", q3 "Are…".
    panel->view()->sortByColumn(QuestionListModel::TextColumn, Qt::DescendingOrder);
    const auto idOf = [this](const QString &external) {
        QSqlQuery query(m_window->session()->store().database());
        query.prepare(QStringLiteral("SELECT id FROM questions WHERE external_id = ?"));
        query.addBindValue(external);
        query.exec();
        return query.next() ? query.value(0).toLongLong() : 0;
    };
    panel->setCurrentQuestion(idOf(QStringLiteral("q2")));
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_N);
    QCOMPARE(panel->currentQuestion(), idOf(QStringLiteral("q1")));
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_N);
    QCOMPARE(panel->currentQuestion(), idOf(QStringLiteral("q3")));
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_P);
    QCOMPARE(panel->currentQuestion(), idOf(QStringLiteral("q1")));
    // Labeled questions are passed over: with q1 labeled, N from q2 goes to q3.
    dragOver(QStringLiteral("Lorem ipsum"));
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_3);
    panel->setCurrentQuestion(idOf(QStringLiteral("q2")));
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_N);
    QCOMPARE(panel->currentQuestion(), idOf(QStringLiteral("q3")));
}

qint64 TestLabeling::questionIdOf(const QString &externalId)
{
    QSqlQuery query(m_window->session()->store().database());
    query.prepare(QStringLiteral("SELECT id FROM questions WHERE external_id = ?"));
    query.addBindValue(externalId);
    query.exec();
    return query.next() ? query.value(0).toLongLong() : 0;
}

void TestLabeling::passageStreamCrossesQuestions()
{
    PdfView *view = m_window->documentPane()->view();
    LabelingPane *pane = m_window->labelingPane();
    QuestionPanel *panel = m_window->questionPanel();
    QCheckBox *passageMode = nullptr;
    for (QCheckBox *box : pane->findChildren<QCheckBox *>()) {
        if (box->text() == QStringLiteral("Passage mode"))
            passageMode = box;
    }
    QVERIFY(passageMode);

    // An empty queue says how to fill it.
    passageMode->click();
    QCOMPARE(pane->passageStatus(), QStringLiteral("No candidate passages are queued."));
    QVERIFY(pane->passageText().contains(QStringLiteral("runs holes PROJECT RUN --queue")));
    passageMode->click();

    // Two passages for q1, none for q2, one for q3.
    const CanonicalText &text = *view->text();
    const qint64 documentId = m_window->documentPane()->documentId();
    const auto anchor = [&](const QString &words) {
        const int start = int(text.slice(0, text.size()).indexOf(words));
        const Result<SpanAnchor> span = SpanAnchor::fromRange(text, documentId, start, start + int(words.size()));
        return span ? *span : SpanAnchor();
    };
    const SpanAnchor first = anchor(QStringLiteral("Lorem ipsum"));
    const SpanAnchor second = anchor(QStringLiteral("dolor sit amet"));
    const SpanAnchor third = anchor(QStringLiteral("consetetur"));
    QVERIFY(!first.exact.isEmpty() && !second.exact.isEmpty() && !third.exact.isEmpty());
    const PassageStore passages(m_window->session()->store());
    QCOMPARE(*passages.enqueue(questionIdOf(QStringLiteral("q1")), {first, second}, QStringLiteral("lead")), 2);
    QCOMPARE(*passages.enqueue(questionIdOf(QStringLiteral("q3")), {third}, QStringLiteral("lead")), 1);

    panel->setCurrentQuestion(questionIdOf(QStringLiteral("q1")));
    passageMode->click();
    QCOMPARE(pane->passageText(), first.exact);
    QCOMPARE(pane->passageStatus(), QStringLiteral("Passage 1 of 2 for this question · 3 left in the queue"));
    QTest::keyClick(view, Qt::Key_2);
    QCOMPARE(pane->passageText(), second.exact);
    QCOMPARE(pane->passageStatus(), QStringLiteral("Passage 2 of 2 for this question · 2 left in the queue"));

    // Past q1's last passage the stream goes on to q3, passing q2 which has none.
    QTest::keyClick(view, Qt::Key_1);
    QCOMPARE(panel->currentQuestion(), questionIdOf(QStringLiteral("q3")));
    QCOMPARE(m_window->labeling()->questionId(), questionIdOf(QStringLiteral("q3")));
    QCOMPARE(pane->passageText(), third.exact);
    QCOMPARE(pane->passageStatus(), QStringLiteral("Passage 1 of 1 for this question · 1 left in the queue"));
    // The page shows the passage being graded.
    bool shown = false;
    for (const Highlight &highlight : view->highlights())
        shown = shown || (highlight.start == third.start && highlight.end == third.end);
    QVERIFY(shown);

    QTest::keyClick(view, Qt::Key_0);
    QCOMPARE(pane->passageStatus(), QStringLiteral("Passage 1 of 1 for this question · every queued passage is graded"));
    QSqlQuery graded(m_window->session()->store().database());
    graded.exec(QStringLiteral("SELECT count(*) FROM judgments WHERE kind = 'passage'"));
    QVERIFY(graded.next());
    QCOMPARE(graded.value(0).toInt(), 3);

    // Coming back to passage mode on q1 later starts the stream where work is
    // left: nowhere, so it stays and says so.
    passageMode->click();
    panel->setCurrentQuestion(questionIdOf(QStringLiteral("q1")));
    passageMode->click();
    QCOMPARE(panel->currentQuestion(), questionIdOf(QStringLiteral("q1")));
}

void TestLabeling::searchAllDocumentsSelectsTheMatch()
{
    SearchPanel *search = m_window->searchPanel();
    QSignalSpy finished(search, &SearchPanel::searchFinished);
    search->search(QStringLiteral("sanctus est lorem ipsum"));
    QVERIFY(finished.wait(15000));
    QCOMPARE(finished.takeFirst().at(0).toInt(), 2); // the phrase occurs twice, case aside
    QSignalSpy activated(search, &SearchPanel::resultActivated);
    auto *list = search->findChild<QListWidget *>();
    QVERIFY(list);
    list->setCurrentRow(1);
    Q_EMIT list->itemActivated(list->item(1));
    QCOMPARE(activated.count(), 1);
    QCOMPARE(m_window->documentPane()->view()->selectedText(), QStringLiteral("sanctus est Lorem ipsum"));
    // The search result can be graded directly.
    QTest::keyClick(m_window->documentPane()->view(), Qt::Key_3);
    QCOMPARE(JudgmentStore(m_window->session()->store()).all().front().span->exact, QStringLiteral("sanctus est Lorem ipsum"));
}

QTEST_MAIN(TestLabeling)
#include "tst_labeling.moc"
