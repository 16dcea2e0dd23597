// Keyboard labeling speed on a big project.
//
//   QT_QPA_PLATFORM=offscreen build/bench/bench_labeling [--judgments N] [--presses N]
//
// Builds a project with N judgments (default 100,000) from 5 annotators on
// 2,000 questions, opens it in the real main window, and measures
//   (1) a grade key press on the selected span: from the key event to the
//       label committed in SQLite and the page repainted with its new
//       colour — target p95 <= 10 ms;
//   (2) moving to the next passage in passage mode with a warm cache
//       (document already open, page images cached) — target <= 50 ms.

#include "common/shareddata.h"

#include "annotation/canonicaltext.h"
#include "annotation/documentstore.h"
#include "annotation/ingest.h"
#include "annotation/passagestore.h"
#include "annotation/projectstore.h"
#include "annotation/spananchor.h"
#include "annotation/transaction.h"
#include "models/labeleditor.h"
#include "widgets/documentpane.h"
#include "widgets/labelingcontroller.h"
#include "widgets/mainwindow.h"
#include "widgets/pdfview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <algorithm>
#include <cstdio>

using namespace touchstone;

namespace {

double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, size_t(p * double(values.size())))];
}

bool populate(const ProjectStore &store, int judgments, qint64 documentId, const CanonicalText &text)
{
    QSqlDatabase db = store.database();
    Transaction transaction(db);
    QSqlQuery q(db);
    const QString now = QStringLiteral("2024-06-01T10:00:00.000Z");
    for (int a = 1; a <= 5; ++a) {
        q.prepare(QStringLiteral("INSERT INTO annotators (uuid, name, role, created_at) VALUES (?, ?, 'annotator', ?)"));
        q.addBindValue(QUuid::createUuid().toString(QUuid::WithoutBraces));
        q.addBindValue(QStringLiteral("annotator %1").arg(a));
        q.addBindValue(now);
        if (!q.exec())
            return false;
    }
    const int questions = 2000;
    for (int i = 1; i <= questions; ++i) {
        q.prepare(QStringLiteral("INSERT INTO questions (uuid, external_id, text, stratum, answerable, created_at, updated_at) "
                                 "VALUES (?, ?, ?, 'lexical', 1, ?, ?)"));
        q.addBindValue(QUuid::createUuid().toString(QUuid::WithoutBraces));
        q.addBindValue(QStringLiteral("q%1").arg(i, 5, 10, QLatin1Char('0')));
        q.addBindValue(QStringLiteral("Generated question %1").arg(i));
        q.addBindValue(now);
        q.addBindValue(now);
        if (!q.exec())
            return false;
    }
    QSqlQuery span(db);
    span.prepare(QStringLiteral("INSERT INTO spans (uuid, document_id, start_offset, end_offset, page, exact) VALUES (?, ?, ?, ?, 0, ?)"));
    QSqlQuery judgment(db);
    judgment.prepare(QStringLiteral("INSERT INTO judgments (uuid, annotator_id, question_id, kind, span_id, grade, created_at, updated_at) "
                                    "VALUES (?, ?, ?, 'span', ?, ?, ?, ?)"));
    for (int i = 0; i < judgments; ++i) {
        const QString uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
        const int start = (i * 37) % std::max(1, text.size() - 40);
        span.addBindValue(uuid);
        span.addBindValue(documentId);
        span.addBindValue(start);
        span.addBindValue(start + 20);
        span.addBindValue(text.slice(start, start + 20));
        if (!span.exec())
            return false;
        judgment.addBindValue(uuid);
        judgment.addBindValue(1 + i % 5);
        judgment.addBindValue(1 + (i / 5) % questions);
        judgment.addBindValue(span.lastInsertId());
        judgment.addBindValue(i % 4);
        judgment.addBindValue(now);
        judgment.addBindValue(now);
        if (!judgment.exec())
            return false;
    }
    return transaction.commit();
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    int judgments = 100000;
    int presses = 300;
    const QStringList arguments = app.arguments();
    if (const int at = int(arguments.indexOf(QStringLiteral("--judgments"))); at > 0 && at + 1 < arguments.size())
        judgments = arguments.at(at + 1).toInt();
    if (const int at = int(arguments.indexOf(QStringLiteral("--presses"))); at > 0 && at + 1 < arguments.size())
        presses = arguments.at(at + 1).toInt();

    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("project"));
    {
        auto store = ProjectStore::create(folder);
        if (!store)
            return 2;
        const IngestReport report = Ingest::run(**store, {testing::corpusFile(QStringLiteral("acmart-sample-sigconf.pdf"))}, {});
        const qint64 documentId = report.files.front().documentId;
        const auto text = DocumentStore(**store).canonicalText(documentId);
        QElapsedTimer timer;
        timer.start();
        if (!text || !populate(**store, judgments, documentId, *text))
            return 2;
        std::printf("project: %d judgments, 5 annotators, 2000 questions (built in %.1f s)\n", judgments,
                    double(timer.elapsed()) / 1000.0);
        // Candidate passages for passage mode on the first question.
        std::vector<SpanAnchor> passages;
        for (int i = 0; i < 40; ++i) {
            auto anchor = SpanAnchor::fromRange(*text, documentId, 500 + i * 400, 560 + i * 400);
            if (anchor)
                passages.push_back(*anchor);
        }
        PassageStore(**store).enqueue(1, passages, QStringLiteral("lead"));
    }

    MainWindow window;
    window.setInteractive(false);
    window.resize(1400, 900);
    window.show();
    QSignalSpy ready(&window, &MainWindow::ready);
    if (!window.openProject(folder) || !(ready.count() > 0 || ready.wait(20000)))
        return 2;
    PdfView *view = window.documentPane()->view();
    QTest::qWait(300);

    // One span to regrade: select text, press 1.
    view->setSelection(1000, 1040);
    QTest::keyClick(view, Qt::Key_1);
    std::vector<double> gradeTimes;
    for (int i = 0; i < presses; ++i) {
        QElapsedTimer timer;
        timer.start();
        QTest::keyClick(view, Qt::Key(Qt::Key_0 + (i % 4)));
        view->viewport()->repaint(); // the new colour on screen, not just scheduled
        gradeTimes.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::printf("grade key -> committed and painted: median %.2f ms, p95 %.2f ms, max %.2f ms over %d presses (target p95 <= 10 ms)\n",
                percentile(gradeTimes, 0.5), percentile(gradeTimes, 0.95), gradeTimes.empty() ? 0.0 : *std::max_element(gradeTimes.begin(), gradeTimes.end()), presses);

    window.labeling()->setPassageMode(true);
    for (int i = 0; i < 40; ++i) { // warm the page cache along the queue
        window.labeling()->skipPassage();
        QTest::qWait(30);
    }
    for (int i = 0; i < 40; ++i)
        window.labeling()->previousPassage();
    QTest::qWait(300);
    std::vector<double> nextTimes;
    for (int i = 0; i < 39; ++i) {
        QElapsedTimer timer;
        timer.start();
        QTest::keyClick(view, Qt::Key_S);
        view->viewport()->repaint();
        nextTimes.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::printf("next passage (warm): median %.2f ms, p95 %.2f ms (target <= 50 ms)\n", percentile(nextTimes, 0.5),
                percentile(nextTimes, 0.95));
    return 0;
}
