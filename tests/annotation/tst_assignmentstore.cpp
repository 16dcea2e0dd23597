// Assignment with a standing overlap: round-robin load, a seeded share of
// questions with two annotators that stays at the fraction as questions are
// added, and questions already assigned keeping their annotators.

#include "annotation/annotatorstore.h"
#include "annotation/assignmentstore.h"
#include "annotation/projectstore.h"
#include "annotation/questionstore.h"

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
        byQuestion[question.id] = assignments.annotatorsOf(question.id);
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
    QVERIFY(std::abs(*assignments.achievedOverlap() - 0.10) <= 0.01 + 1e-12);
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
        QCOMPARE(int(assignments.questionsOf(annotator).size()), load[annotator]);
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
        QVERIFY2(std::abs(assignments.overlappedCount() - 0.10 * total) <= 1.0,
                 qPrintable(u"%1 overlapped of %2"_s.arg(assignments.overlappedCount()).arg(total)));
    }
    const auto after = snapshot();
    for (const auto &[question, annotators] : before)
        QCOMPARE(after.at(question), annotators); // kept their annotators
    QVERIFY(assignments.unassignedQuestions().empty());
    // Assigning again changes nothing.
    const auto again = assignments.assignBalanced(assignments.questionsOf(m_annotators[0]), m_annotators, 0.10, 7);
    QCOMPARE(again->assigned, 0);
    QCOMPARE(again->alreadyAssigned, int(assignments.questionsOf(m_annotators[0]).size()));
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
    QCOMPARE(assignments.overlapFraction(), AssignmentStore::kDefaultOverlap);
    QVERIFY(!assignments.achievedOverlap());
    QVERIFY(assignments.assignBalanced(addQuestions(10), m_annotators, 0.25, 12345).ok());
    QCOMPARE(assignments.overlapFraction(), 0.25);
    QCOMPARE(assignments.seed(), quint64(12345));
    QSqlQuery query(m_store->database());
    query.exec(u"SELECT value FROM settings WHERE key = 'assignment.overlap_fraction'"_s);
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), u"0.25"_s);
    QCOMPARE(assignments.overlappedCount(), 3); // round(0.25 × 10) = 2.5 → 3
}

void TestAssignmentStore::edgeCases()
{
    const AssignmentStore assignments(*m_store);
    const std::vector<qint64> questions = addQuestions(20);
    QVERIFY(!assignments.assignBalanced(questions, {}, 0.1, 1).ok());
    QVERIFY(!assignments.assignBalanced(questions, m_annotators, 1.5, 1).ok());
    QVERIFY(!assignments.assignBalanced(questions, {m_annotators[0], 999}, 0.1, 1).ok());
    QVERIFY(!assignments.assignBalanced({questions[0], 12345}, m_annotators, 0.1, 1).ok());
    QCOMPARE(assignments.assignedCount(), 0); // refusals store nothing
    const auto alone = assignments.assignBalanced(questions, {m_annotators[0], m_annotators[0]}, 0.5, 1);
    QVERIFY(alone.ok());
    QCOMPARE(alone->overlapped, 0); // one person cannot overlap with themself
    QCOMPARE(int(assignments.questionsOf(m_annotators[0]).size()), 20);
    QVERIFY(assignments.unassign(questions[0], m_annotators[0]).ok());
    QCOMPARE(int(assignments.unassignedQuestions().size()), 1);
    QVERIFY(assignments.assign(questions[0], m_annotators[1]).ok());
    QCOMPARE(assignments.annotatorsOf(questions[0]), std::vector<qint64>{m_annotators[1]});
}

QTEST_GUILESS_MAIN(TestAssignmentStore)
#include "tst_assignmentstore.moc"
