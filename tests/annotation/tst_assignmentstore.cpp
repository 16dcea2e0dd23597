// Assignment with a standing overlap: round-robin load, a seeded share of
// questions with two annotators that stays at the fraction as questions are
// added, and questions already assigned keeping their annotators.

#include "annotation/annotatorstore.h"
#include "annotation/assignmentstore.h"
#include "annotation/projectstore.h"
#include "annotation/questionstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>

using namespace touchstone;
using namespace Qt::StringLiterals;

class TestAssignmentStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void overlapIsTenPercentAndLoadIsEven();
    void overlapStandsAsQuestionsAreAdded();
    void sameSeedSameOverlapWhateverTheOrder();
    void failedReadIsAnErrorNotNothing();
    void settingsAreStored();
    void edgeCases();

private:
    std::vector<qint64> addQuestions(int count);
    std::map<qint64, std::vector<qint64>> snapshot() const;

    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::vector<qint64> m_annotators;
    int m_projects = 0;
    int m_questions = 0;
};

void TestAssignmentStore::init()
{
    auto store = ProjectStore::create(m_dir.filePath(u"p%1"_s.arg(++m_projects)));
    QVERIFY(store.ok());
    m_store = std::move(*store);
    m_annotators.clear();
    for (const QString &name : {u"ann"_s, u"ben"_s, u"cai"_s})
        m_annotators.push_back(AnnotatorStore(*m_store).add(name, AnnotatorRole::Annotator)->id);
    m_questions = 0;
}

void TestAssignmentStore::cleanup()
{
    m_store.reset();
}

std::vector<qint64> TestAssignmentStore::addQuestions(int count)
{
    std::vector<Question> batch(static_cast<size_t>(count));
    for (Question &question : batch) {
        question.externalId = u"q%1"_s.arg(++m_questions);
        question.text = u"text"_s;
        question.stratum = u"lexical"_s;
    }
    const auto stored = QuestionStore(*m_store).addMany(batch);
    std::vector<qint64> ids;
    for (const Question &question : *stored)
        ids.push_back(question.id);
    return ids;
}

std::map<qint64, std::vector<qint64>> TestAssignmentStore::snapshot() const
{
    std::map<qint64, std::vector<qint64>> byQuestion;
    const AssignmentStore assignments(*m_store);
    for (const Question &question : QuestionStore(*m_store).all())
        byQuestion[question.id] = assignments.annotatorsOf(question.id).value();
    return byQuestion;
}

void TestAssignmentStore::overlapIsTenPercentAndLoadIsEven()
{
    const std::vector<qint64> questions = addQuestions(100);
    const AssignmentStore assignments(*m_store, u"lead"_s);
    const auto outcome = assignments.assignBalanced(questions, m_annotators, 0.10, 42);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(outcome->assigned, 100);
    QVERIFY(std::abs(outcome->overlapped - 10) <= 1);
    QVERIFY(std::abs(*assignments.achievedOverlap().value() - 0.10) <= 0.01 + 1e-12);
    std::map<qint64, int> load;
    for (const auto &[question, annotators] : snapshot()) {
        QVERIFY(annotators.size() == 1 || annotators.size() == 2);
        if (annotators.size() == 2)
            QVERIFY(annotators[0] != annotators[1]);
        for (qint64 annotator : annotators)
            ++load[annotator];
    }
    int least = 1000;
    int most = 0;
    for (qint64 annotator : m_annotators) {
        least = std::min(least, load[annotator]);
        most = std::max(most, load[annotator]);
        QCOMPARE(int(assignments.questionsOf(annotator).value().size()), load[annotator]);
    }
    QVERIFY2(most - least <= 1, qPrintable(u"loads %1..%2"_s.arg(least).arg(most)));
    QSqlQuery audit(m_store->database());
    audit.exec(u"SELECT count(*) FROM audit WHERE action = 'assignment.balance'"_s);
    QVERIFY(audit.next());
    QCOMPARE(audit.value(0).toInt(), 1);
}

void TestAssignmentStore::overlapStandsAsQuestionsAreAdded()
{
    const AssignmentStore assignments(*m_store, u"lead"_s);
    QVERIFY(assignments.assignBalanced(addQuestions(100), m_annotators, 0.10, 7).ok());
    const auto before = snapshot();
    int total = 100;
    for (int batch : {5, 13, 1, 1, 1, 30, 49}) {
        addQuestions(batch);
        total += batch;
        const auto outcome = assignments.assignNew(m_annotators);
        QVERIFY(outcome.ok());
        QCOMPARE(outcome->assigned, batch);
        QVERIFY2(std::abs(assignments.overlappedCount().value() - 0.10 * total) <= 1.0,
                 qPrintable(u"%1 overlapped of %2"_s.arg(assignments.overlappedCount().value()).arg(total)));
    }
    const auto after = snapshot();
    for (const auto &[question, annotators] : before)
        QCOMPARE(after.at(question), annotators); // kept their annotators
    QVERIFY(assignments.unassignedQuestions().value().empty());
    // Assigning again changes nothing.
    const auto again = assignments.assignBalanced(assignments.questionsOf(m_annotators[0]).value(), m_annotators, 0.10, 7);
    QCOMPARE(again->assigned, 0);
    QCOMPARE(again->alreadyAssigned, int(assignments.questionsOf(m_annotators[0]).value().size()));
    QCOMPARE(snapshot(), after);
}

void TestAssignmentStore::sameSeedSameOverlapWhateverTheOrder()
{
    std::vector<qint64> questions = addQuestions(60);
    const AssignmentStore assignments(*m_store, u"lead"_s);
    auto overlapped = [&] {
        std::vector<QString> uuids;
        for (const auto &[question, annotators] : snapshot()) {
            if (annotators.size() == 2)
                uuids.push_back(QuestionStore(*m_store).byId(question)->uuid);
        }
        std::sort(uuids.begin(), uuids.end());
        return uuids;
    };
    QVERIFY(assignments.assignBalanced(questions, m_annotators, 0.10, 99).ok());
    const std::vector<QString> first = overlapped();
    QCOMPARE(int(first.size()), 6);
    QSqlQuery clear(m_store->database());
    QVERIFY(clear.exec(u"DELETE FROM assignments"_s));
    std::reverse(questions.begin(), questions.end());
    QVERIFY(assignments.assignBalanced(questions, m_annotators, 0.10, 99).ok());
    QCOMPARE(overlapped(), first);
    QVERIFY(clear.exec(u"DELETE FROM assignments"_s));
    QVERIFY(assignments.assignBalanced(questions, m_annotators, 0.10, 100).ok());
    QVERIFY(overlapped() != first); // 6 of 60 twice over: a coincidence of 1 in C(60, 6)
}

void TestAssignmentStore::settingsAreStored()
{
    const AssignmentStore assignments(*m_store);
    QCOMPARE(assignments.overlapFraction().value(), AssignmentStore::kDefaultOverlap);
    QVERIFY(!assignments.achievedOverlap().value());
    QVERIFY(assignments.assignBalanced(addQuestions(10), m_annotators, 0.25, 12345).ok());
    QCOMPARE(assignments.overlapFraction().value(), 0.25);
    QCOMPARE(assignments.seed().value(), quint64(12345));
    QSqlQuery query(m_store->database());
    query.exec(u"SELECT value FROM settings WHERE key = 'assignment.overlap_fraction'"_s);
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), u"0.25"_s);
    QCOMPARE(assignments.overlappedCount().value(), 3); // round(0.25 × 10) = 2.5 → 3
}

void TestAssignmentStore::edgeCases()
{
    const AssignmentStore assignments(*m_store);
    const std::vector<qint64> questions = addQuestions(20);
    QVERIFY(!assignments.assignBalanced(questions, {}, 0.1, 1).ok());
    QVERIFY(!assignments.assignBalanced(questions, m_annotators, 1.5, 1).ok());
    QVERIFY(!assignments.assignBalanced(questions, {m_annotators[0], 999}, 0.1, 1).ok());
    QVERIFY(!assignments.assignBalanced({questions[0], 12345}, m_annotators, 0.1, 1).ok());
    QCOMPARE(assignments.assignedCount().value(), 0); // refusals store nothing
    const auto alone = assignments.assignBalanced(questions, {m_annotators[0], m_annotators[0]}, 0.5, 1);
    QVERIFY(alone.ok());
    QCOMPARE(alone->overlapped, 0); // one person cannot overlap with themself
    QCOMPARE(int(assignments.questionsOf(m_annotators[0]).value().size()), 20);
    QVERIFY(assignments.unassign(questions[0], m_annotators[0]).ok());
    QCOMPARE(int(assignments.unassignedQuestions().value().size()), 1);
    QVERIFY(assignments.assign(questions[0], m_annotators[1]).ok());
    QCOMPARE(assignments.annotatorsOf(questions[0]).value(), std::vector<qint64>{m_annotators[1]});
}

// A read that fails (here: the table is gone, as a damaged or foreign
// database would have it) says so; it is never an empty list, a zero or the
// default overlap, from which a balanced assignment would go ahead.
void TestAssignmentStore::failedReadIsAnErrorNotNothing()
{
    addQuestions(3);
    const AssignmentStore assignments(*m_store, u"lead"_s);
    QSqlQuery drop(m_store->database());
    QVERIFY(drop.exec(u"PRAGMA foreign_keys = OFF"_s));
    QVERIFY2(drop.exec(u"DROP TABLE assignments"_s), qPrintable(drop.lastError().text()));
    for (const QString &error : {assignments.questionsOf(m_annotators[0]).error(),
                                 assignments.annotatorsOf(1).error(), assignments.unassignedQuestions().error(),
                                 assignments.assignedCount().error(), assignments.overlappedCount().error(),
                                 assignments.achievedOverlap().error()}) {
        QVERIFY2(error.contains(u"cannot read the assignments"_s) && error.contains(u"assignments"_s),
                 qPrintable(error));
    }
    const auto refused = assignments.assignNew(m_annotators);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(u"no such table"_s), qPrintable(refused.error()));
    QVERIFY(drop.exec(u"DROP TABLE settings"_s));
    QVERIFY(!assignments.overlapFraction().ok());
    QVERIFY(!assignments.seed().ok());
}

QTEST_GUILESS_MAIN(TestAssignmentStore)
#include "tst_assignmentstore.moc"
