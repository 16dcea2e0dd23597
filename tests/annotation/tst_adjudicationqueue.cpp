// The adjudication queue on a real project (common/adjudicationscenario.h):
// every kind of disagreement is found, agreements and single votes are not
// queued, the order is by impact, split and natural question id, filters
// work, and unit keys stay put when unrelated labels change.

#include "common/adjudicationscenario.h"

#include "annotation/adjudicationqueue.h"
#include "annotation/projectlabels.h"

#include <QJsonArray>
#include <QtTest>

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

const AdjudicationUnit *unitWith(const std::vector<AdjudicationUnit> &units, qint64 question, const QString &quoteStart,
                                 const ProjectLabels &labels)
{
    for (const AdjudicationUnit &unit : units) {
        if (unit.questionId != question)
            continue;
        if (quoteStart.isEmpty()) {
            if (unit.kind == AdjudicationUnitKind::Answerability)
                return &unit;
            continue;
        }
        for (const UnitVote &vote : unit.votes)
            for (const VoteSpan &span : vote.spans)
                if (span.exact.startsWith(quoteStart))
                    return &unit;
        if (unit.kind == AdjudicationUnitKind::Passage) {
            const LabelPassage *passage = labels.passage(unit.passageId);
            if (passage && passage->exact.startsWith(quoteStart) && !quoteStart.isEmpty())
                return &unit;
        }
    }
    return nullptr;
}

QStringList keysOf(const std::vector<AdjudicationUnit> &units)
{
    QStringList keys;
    for (const AdjudicationUnit &unit : units)
        keys << QString::number(unit.questionId) + u'|' + unit.key;
    keys.sort();
    return keys;
}

} // namespace

class TestAdjudicationQueue : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyKindOfDisagreement();
    void agreementsAndSingleVotes();
    void queueOrder();
    void filters();
    void decidedAndMootUnitsLeaveTheQueue();
    void unitKeysAreStable();
    void votesSnapshot();
    void naturalIds();

private:
    testing::AdjudicationScenario m_project;
    ProjectLabels m_labels;
    std::vector<AdjudicationUnit> m_units;
};

void TestAdjudicationQueue::initTestCase()
{
    QVERIFY2(m_project.build(), qPrintable(m_project.error));
    m_labels.setTokenizing(false);
    QVERIFY(m_labels.load(*m_project.store).ok());
    m_units = AdjudicationQueue::units(m_labels);
}

void TestAdjudicationQueue::everyKindOfDisagreement()
{
    const auto check = [&](qint64 question, const QString &quote, AdjudicationUnitKind kind, unsigned flags,
                           AdjudicationImpact impact) {
        const AdjudicationUnit *unit = unitWith(m_units, question, quote, m_labels);
        QVERIFY2(unit, qPrintable(quote));
        QCOMPARE(unit->kind, kind);
        QCOMPARE(unit->agreement, UnitAgreement::Disagreement);
        QCOMPARE(unit->flags, flags);
        QCOMPARE(unit->impact, impact);
    };
    using namespace DisagreementFlag;
    check(m_project.q1, u"The llncs class"_s, AdjudicationUnitKind::Passage, GradeDiffers, AdjudicationImpact::BinaryFlip);
    check(m_project.q1, u"Copy llncs.cls"_s, AdjudicationUnitKind::Passage, GradeDiffers, AdjudicationImpact::GradeStep);
    check(m_project.q2, u"Stet clita"_s, AdjudicationUnitKind::SpanGroup, MissingSpan, AdjudicationImpact::BinaryFlip);
    check(m_project.q2, u"At vero"_s, AdjudicationUnitKind::SpanGroup, EdgesDiffer, AdjudicationImpact::Other);
    check(m_project.q2, u"sed diam"_s, AdjudicationUnitKind::SpanGroup, GradeDiffers, AdjudicationImpact::GradeStep);
    check(m_project.q10, QString(), AdjudicationUnitKind::Answerability, AnswerVsUnanswerable, AdjudicationImpact::BinaryFlip);
    check(m_project.q10, u"Copy llncs.cls"_s, AdjudicationUnitKind::SpanGroup, MissingSpan, AdjudicationImpact::BinaryFlip);
    // The edges group joins both highlights and spans their union.
    const AdjudicationUnit *edges = unitWith(m_units, m_project.q2, u"At vero"_s, m_labels);
    const SpanAnchor first = m_project.anchor(m_project.minimal, u"At vero eos et accusam"_s);
    const SpanAnchor second = m_project.anchor(m_project.minimal, u"vero eos et accusam et justo"_s);
    QCOMPARE(edges->start, first.start);
    QCOMPARE(edges->end, second.end);
    QCOMPARE(edges->documentSha256, m_project.minimalSha);
}

void TestAdjudicationQueue::agreementsAndSingleVotes()
{
    const AdjudicationUnit *same = unitWith(m_units, m_project.q1, u"you may use"_s, m_labels);
    QVERIFY(same);
    QCOMPARE(same->agreement, UnitAgreement::FullAgreement);
    QCOMPARE(unitWith(m_units, m_project.q2, u"Lorem ipsum"_s, m_labels)->agreement, UnitAgreement::FullAgreement);
    QCOMPARE(unitWith(m_units, m_project.q3, QString(), m_labels)->agreement, UnitAgreement::FullAgreement);
    QCOMPARE(unitWith(m_units, m_project.q1, u"Please code"_s, m_labels)->agreement, UnitAgreement::SingleAnnotator);
    QCOMPARE(unitWith(m_units, m_project.q4, u"Please code"_s, m_labels)->agreement, UnitAgreement::SingleAnnotator);
    // Nobody said "unanswerable" on q1, q2, q4: no answerability unit there.
    QVERIFY(!unitWith(m_units, m_project.q1, QString(), m_labels));
    QVERIFY(!unitWith(m_units, m_project.q2, QString(), m_labels));
}

void TestAdjudicationQueue::queueOrder()
{
    const std::vector<AdjudicationUnit> queue = AdjudicationQueue::open(m_labels, {});
    QStringList order;
    for (const AdjudicationUnit &unit : queue)
        order << m_labels.question(unit.questionId)->externalId + u':'
                + (unit.kind == AdjudicationUnitKind::Answerability ? u"answerability"_s
                   : unit.kind == AdjudicationUnitKind::Passage     ? m_labels.passage(unit.passageId)->exact.left(8)
                                                                    : unit.votes.front().spans.empty()
                                                                        ? unit.votes.back().spans.front().exact.left(8)
                                                                        : unit.votes.front().spans.front().exact.left(8));
    const QStringList expected = {
        u"q1:The llnc"_s,        // binary flip, test split
        u"q10:answerability"_s,  // binary flip, test (q1 before q10)
        u"q10:Copy lln"_s,
        u"q2:Stet cli"_s,        // binary flip, dev
        u"q1:Copy lln"_s,        // one step, test
        u"q2:sed diam"_s,        // one step, dev
        u"q2:At vero\n"_s,       // edges only
    };
    QCOMPARE(order, expected);
}

void TestAdjudicationQueue::filters()
{
    const DecisionIndex none;
    QueueFilter stratum;
    stratum.stratum = u"negative"_s;
    QCOMPARE(AdjudicationQueue::open(m_labels, none, stratum).size(), size_t(2));
    QueueFilter question;
    question.questionId = m_project.q2;
    QCOMPARE(AdjudicationQueue::open(m_labels, none, question).size(), size_t(3));
    QueueFilter pair;
    pair.annotatorA = m_labels.annotatorIndex(m_project.a);
    pair.annotatorB = m_labels.annotatorIndex(m_project.b);
    QCOMPARE(AdjudicationQueue::open(m_labels, none, pair).size(), size_t(7));
    pair.annotatorB = m_labels.annotatorIndex(m_project.c);  // C labeled nothing: never differs
    QVERIFY(AdjudicationQueue::open(m_labels, none, pair).empty());
}

void TestAdjudicationQueue::decidedAndMootUnitsLeaveTheQueue()
{
    DecisionIndex decisions;
    const AdjudicationUnit *flip = unitWith(m_units, m_project.q1, u"The llncs class"_s, m_labels);
    decisions.decided.insert(DecisionIndex::entry(flip->questionId, flip->key));
    decisions.unanswerable.insert(m_project.q10);  // its span group is settled by that
    const std::vector<AdjudicationUnit> queue = AdjudicationQueue::open(m_labels, decisions);
    QCOMPARE(queue.size(), size_t(5));  // the answerability unit of q10 stays until it is decided itself
    for (const AdjudicationUnit &unit : queue) {
        QVERIFY(unit.key != flip->key);
        QVERIFY(unit.questionId != m_project.q10 || unit.kind == AdjudicationUnitKind::Answerability);
    }
}

void TestAdjudicationQueue::unitKeysAreStable()
{
    testing::AdjudicationScenario project;
    QVERIFY2(project.build(), qPrintable(project.error));
    ProjectLabels labels;
    labels.setTokenizing(false);
    QVERIFY(labels.load(*project.store).ok());
    const QStringList before = keysOf(AdjudicationQueue::units(labels));
    QTest::qWait(5);  // later labels are created later (an anchor tie goes by uuid)
    // Unrelated: another question, another document, a place nobody marked.
    const qint64 other = project.question(u"q99"_s);
    project.highlight(project.a, other, project.minimal, u"Lorem ipsum dolor sit amet"_s, 2);
    project.highlight(project.c, project.q2, project.llncs, u"Copy llncs.cls to a directory"_s, 1);
    project.highlight(project.c, project.q2, project.minimal, u"Lorem ipsum dolor sit amet"_s, 3, 2);
    // Related but later: a third highlight joins the "At vero" group.
    project.highlight(project.c, project.q2, project.minimal, u"eos et accusam et justo duo"_s, 1);
    QVERIFY2(project.ok(), qPrintable(project.error));
    QVERIFY(labels.load(*project.store).ok());
    const QStringList after = keysOf(AdjudicationQueue::units(labels));
    for (const QString &key : before)
        QVERIFY2(after.contains(key), qPrintable(key));
    QCOMPARE(after.size(), before.size() + 3);  // q99's group, and C's two new groups in q2
}

void TestAdjudicationQueue::votesSnapshot()
{
    const AdjudicationUnit *unit = unitWith(m_units, m_project.q2, u"At vero"_s, m_labels);
    const QJsonObject snapshot = unit->votesJson(m_labels);
    QCOMPARE(snapshot.value(u"unit"_s).toString(), unit->key);
    QCOMPARE(snapshot.value(u"kind"_s).toString(), u"span"_s);
    const QJsonArray votes = snapshot.value(u"votes"_s).toArray();
    QCOMPARE(votes.size(), 2);
    QCOMPARE(votes.at(0).toObject().value(u"annotator"_s).toString(), u"A"_s);
    QCOMPARE(votes.at(1).toObject().value(u"spans"_s).toArray().at(0).toObject().value(u"exact"_s).toString(),
             m_project.anchor(m_project.minimal, u"vero eos et accusam et justo"_s).exact);
    QVERIFY(unit->differsBetween(m_labels.annotatorIndex(m_project.a), m_labels.annotatorIndex(m_project.b)));
}

void TestAdjudicationQueue::naturalIds()
{
    QVERIFY(AdjudicationQueue::compareIds(u"q2"_s, u"q10"_s) < 0);
    QVERIFY(AdjudicationQueue::compareIds(u"q10"_s, u"q10"_s) == 0);
    QVERIFY(AdjudicationQueue::compareIds(u"q010"_s, u"q9"_s) > 0);
    QVERIFY(AdjudicationQueue::compareIds(u"a"_s, u"b"_s) < 0);
    QVERIFY(AdjudicationQueue::compareIds(u"q1a"_s, u"q1"_s) > 0);
}

QTEST_GUILESS_MAIN(TestAdjudicationQueue)
#include "tst_adjudicationqueue.moc"
