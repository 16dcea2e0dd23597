// Lead decisions on a real project (common/adjudicationscenario.h): the
// reason is required, every verb writes one transaction with an audit row,
// a later decision supersedes (never deletes), full agreements are accepted
// automatically and withdrawn when they stop being agreements, tie-breaks
// assign a third annotator, and GoldLabels / AnnotatorFeedback read it all.

#include "common/adjudicationscenario.h"

#include "annotation/adjudicationstore.h"
#include "annotation/annotatorfeedback.h"
#include "annotation/goldlabels.h"
#include "annotation/judgmentstore.h"
#include "annotation/projectagreement.h"
#include "annotation/projectlabels.h"
#include "annotation/reasoncodestore.h"
#include "annotation/rubricstore.h"
#include "annotation/sqlhelpers.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QtTest>

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

int count(const ProjectStore &store, const QString &sql)
{
    QSqlQuery query(store.database());
    if (!query.exec(sql) || !query.next())
        return -1;
    return query.value(0).toInt();
}

} // namespace

class TestAdjudicationStore : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void reasonIsRequired();
    void decisionsSupersedeAndAudit();
    void acceptEachKindOfUnit();
    void editMergeRejectAndGrade();
    void unanswerableSettlesTheQuestion();
    void fullAgreementsAreAcceptedAutomatically();
    void tiebreakAssignsAThirdAnnotator();
    void reasonCodesAreEditable();
    void rubricExampleFromAUnit();
    void markdownRubricTakesWorkedExamples();
    void goldLabelsForTheFreeze();
    void annotatorFeedback();
    void orphanedDecisionIsReplaced();
    void plannedSyncReadsAsWritten();
    void goldCopyKeepsEveryColumnOfTheSpan();

private:
    QString keyOf(qint64 question, const QString &quoteStart);
    DecisionRequest request(qint64 question, const QString &key, const QString &code = u"annotator_error"_s);
    void comparePlannedWithWritten();

    std::unique_ptr<testing::AdjudicationScenario> m_project;
    std::unique_ptr<AdjudicationStore> m_store;
};

void TestAdjudicationStore::init()
{
    m_project = std::make_unique<testing::AdjudicationScenario>();
    QVERIFY2(m_project->build(), qPrintable(m_project->error));
    m_store = std::make_unique<AdjudicationStore>(*m_project->store, u"tester"_s);
}

QString TestAdjudicationStore::keyOf(qint64 question, const QString &quoteStart)
{
    ProjectLabels labels;
    labels.setTokenizing(false);
    if (!labels.load(*m_project->store))
        return {};
    for (const AdjudicationUnit &unit : AdjudicationQueue::units(labels)) {
        if (unit.questionId != question)
            continue;
        if (quoteStart.isEmpty() && unit.kind == AdjudicationUnitKind::Answerability)
            return unit.key;
        if (quoteStart.isEmpty())
            continue;
        if (unit.kind == AdjudicationUnitKind::Passage && labels.passage(unit.passageId)->exact.startsWith(quoteStart))
            return unit.key;
        for (const UnitVote &vote : unit.votes)
            for (const VoteSpan &span : vote.spans)
                if (span.exact.startsWith(quoteStart))
                    return unit.key;
    }
    return {};
}

DecisionRequest TestAdjudicationStore::request(qint64 question, const QString &key, const QString &code)
{
    DecisionRequest request;
    request.questionId = question;
    request.unitKey = key;
    request.leadId = m_project->lead;
    request.reason = {code, u"seen in the rubric meeting"_s};
    return request;
}

void TestAdjudicationStore::reasonIsRequired()
{
    const QString key = keyOf(m_project->q1, u"The llncs class"_s);
    QVERIFY(!key.isEmpty());
    DecisionRequest missing = request(m_project->q1, key, QString());
    const auto refused = m_store->acceptAnnotator(missing, m_project->a);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(u"reason"_s), qPrintable(refused.error()));
    QVERIFY(!m_store->acceptAnnotator(request(m_project->q1, key, u"no_such_code"_s), m_project->a).ok());
    DecisionRequest other = request(m_project->q1, key, u"other"_s);
    other.reason.text.clear();
    QVERIFY(!m_store->acceptAnnotator(other, m_project->a).ok());
    QVERIFY(!m_store->acceptAnnotator(request(m_project->q1, key, u"full_agreement"_s), m_project->a).ok());
    QVERIFY(ReasonCodeStore(*m_project->store).setRetired(u"span_boundary"_s, true).ok());
    QVERIFY(!m_store->acceptAnnotator(request(m_project->q1, key, u"span_boundary"_s), m_project->a).ok());
    DecisionRequest notLead = request(m_project->q1, key);
    notLead.leadId = m_project->a;
    QVERIFY(!m_store->acceptAnnotator(notLead, m_project->a).ok());
    // A unit nobody labeled.
    const auto nowhere = m_store->acceptAnnotator(request(m_project->q1, u"passage/nope"_s), m_project->a);
    QVERIFY(!nowhere.ok());
    QVERIFY2(nowhere.error().contains(u"nobody labeled"_s), qPrintable(nowhere.error()));
    QCOMPARE(count(*m_project->store, u"SELECT count(*) FROM adjudications"_s), 0);
}

void TestAdjudicationStore::decisionsSupersedeAndAudit()
{
    const QString key = keyOf(m_project->q1, u"The llncs class"_s);
    const int auditBefore = count(*m_project->store, u"SELECT count(*) FROM audit"_s);
    const auto first = m_store->acceptAnnotator(request(m_project->q1, key), m_project->a);
    QVERIFY2(first.ok(), qPrintable(first.error()));
    QCOMPARE(first->size(), size_t(1));
    QCOMPARE(first->front().kind, Decision::Kind::Span);
    QCOMPARE(first->front().grade, 3);
    QCOMPARE(first->front().leadId, m_project->lead);
    QCOMPARE(first->front().reasonCode, u"annotator_error"_s);
    QCOMPARE(first->front().reasonText, u"seen in the rubric meeting"_s);
    QVERIFY(!first->front().automatic);
    QCOMPARE(first->front().votes.value(u"votes"_s).toArray().size(), 2);
    QVERIFY(first->front().rubricId == 0 || first->front().rubricId > 0);
    QCOMPARE(count(*m_project->store, u"SELECT count(*) FROM audit"_s), auditBefore + 1);
    QCOMPARE(count(*m_project->store, u"SELECT count(*) FROM audit WHERE action = 'adjudication.decide'"_s), 1);
    // Revisit: the new decision supersedes, the old row stays.
    const auto second = m_store->setGrade(request(m_project->q1, key, u"rubric_unclear"_s), 2);
    QVERIFY2(second.ok(), qPrintable(second.error()));
    const std::vector<Decision> history = m_store->history(m_project->q1, key);
    QCOMPARE(history.size(), size_t(2));
    QVERIFY(history.front().supersededAt.isValid());
    QVERIFY(!history.back().supersededAt.isValid());
    QCOMPARE(history.back().grade, 2);
    QCOMPARE(m_store->current(m_project->q1).size(), size_t(1));
    QVERIFY(m_store->decisionIndex().isDecided(m_project->q1, key));
}

void TestAdjudicationStore::acceptEachKindOfUnit()
{
    const auto passage = m_store->acceptAnnotator(request(m_project->q1, keyOf(m_project->q1, u"Copy llncs"_s)), m_project->b);
    QVERIFY2(passage.ok(), qPrintable(passage.error()));
    QCOMPARE(passage->front().grade, 3);
    // Accepting the rater who has no highlight in a group: no span.
    const QString stet = keyOf(m_project->q2, u"Stet clita"_s);
    const auto none = m_store->acceptAnnotator(request(m_project->q2, stet), m_project->b);
    QVERIFY2(none.ok(), qPrintable(none.error()));
    QCOMPARE(none->front().kind, Decision::Kind::NoSpan);
    const auto highlight = m_store->acceptAnnotator(request(m_project->q2, stet), m_project->a);
    QVERIFY(highlight.ok());
    QCOMPARE(highlight->front().kind, Decision::Kind::Span);
    QCOMPARE(highlight->front().span->exact, m_project->anchor(m_project->minimal, u"Stet clita kasd gubergren"_s).exact);
    const auto answer = m_store->acceptAnnotator(request(m_project->q10, u"answerability"_s), m_project->b);
    QVERIFY(answer.ok());
    QCOMPARE(answer->front().kind, Decision::Kind::Answerable);
    // Someone who did not label the question cannot be accepted.
    QVERIFY(!m_store->acceptAnnotator(request(m_project->q2, stet), m_project->c).ok());
}

void TestAdjudicationStore::editMergeRejectAndGrade()
{
    const QString edges = keyOf(m_project->q2, u"At vero"_s);
    const auto merged = m_store->mergeSpans(request(m_project->q2, edges, u"span_boundary"_s), 2);
    QVERIFY2(merged.ok(), qPrintable(merged.error()));
    const SpanAnchor first = m_project->anchor(m_project->minimal, u"At vero eos et accusam"_s);
    const SpanAnchor second = m_project->anchor(m_project->minimal, u"vero eos et accusam et justo"_s);
    const Decision &gold = merged->front();
    QCOMPARE(gold.span->start, first.start);
    QCOMPARE(gold.span->end, second.end);
    QCOMPARE(gold.span->exact, m_project->text(m_project->minimal).slice(first.start, second.end));
    QVERIFY(!gold.span->prefix.isEmpty() && !gold.span->suffix.isEmpty());
    QCOMPARE(gold.grade, 2);
    QVERIFY(gold.spanId != 0);
    // Two explicit ranges, then a rejection supersedes both rows.
    const auto edited = m_store->setSpans(request(m_project->q2, edges, u"span_boundary"_s),
                                          {{first.start, first.start + 7, 1}, {second.end - 5, second.end, 2}});
    QVERIFY2(edited.ok(), qPrintable(edited.error()));
    QCOMPARE(edited->size(), size_t(2));
    const auto rejected = m_store->rejectSpan(request(m_project->q2, edges));
    QVERIFY(rejected.ok());
    QCOMPARE(rejected->size(), size_t(1));
    QCOMPARE(rejected->front().kind, Decision::Kind::NoSpan);
    QCOMPARE(m_store->history(m_project->q2, edges).size(), size_t(4));
    // Setting only a grade needs common edges (or gold spans to re-grade).
    QVERIFY(!m_store->setGrade(request(m_project->q2, edges), 3).ok());  // edges differ, no gold spans now
    const auto graded = m_store->setGrade(request(m_project->q2, keyOf(m_project->q2, u"sed diam"_s)), 3);
    QVERIFY2(graded.ok(), qPrintable(graded.error()));
    QCOMPARE(graded->front().grade, 3);
    const QString fresh = keyOf(m_project->q10, u"Copy llncs"_s);
    QVERIFY(m_store->setGrade(request(m_project->q10, fresh), 1).ok());  // one rater's edges only
    QVERIFY(!m_store->setSpans(request(m_project->q2, edges), {{0, 100000, 1}}).ok());
    QVERIFY(!m_store->rejectSpan(request(m_project->q1, keyOf(m_project->q1, u"Copy llncs"_s))).ok());
}

void TestAdjudicationStore::unanswerableSettlesTheQuestion()
{
    QVERIFY(m_store->markUnanswerable(request(m_project->q10, QString(), u"ambiguous_question"_s)).ok());
    ProjectLabels labels;
    labels.setTokenizing(false);
    QVERIFY(labels.load(*m_project->store).ok());
    for (const AdjudicationUnit &unit : m_store->openQueue(labels))
        QVERIFY(unit.questionId != m_project->q10);
    const auto gold = GoldLabels::forQuestion(*m_project->store, m_project->q10);
    QVERIFY(gold.ok());
    QVERIFY(gold->unanswerable);
    QVERIFY(gold->spans.empty());
    QCOMPARE(gold->openUnits, 0);
    QVERIFY(m_store->markAnswerable(request(m_project->q10, QString())).ok());
    QVERIFY(!GoldLabels::forQuestion(*m_project->store, m_project->q10)->unanswerable);
    QCOMPARE(GoldLabels::forQuestion(*m_project->store, m_project->q10)->openUnits, 1);  // the span group is open again
    // Nobody labeled this one.
    const qint64 empty = m_project->question(u"q77"_s);
    QVERIFY(!m_store->markUnanswerable(request(empty, QString())).ok());
}

void TestAdjudicationStore::fullAgreementsAreAcceptedAutomatically()
{
    const auto synced = m_store->syncAutomatic();
    QVERIFY2(synced.ok(), qPrintable(synced.error()));
    QCOMPARE(*synced, 3);  // q1's third passage, q2's Lorem ipsum, q3's answerability
    QCOMPARE(count(*m_project->store, u"SELECT count(*) FROM adjudications WHERE automatic = 1 "
                                      "AND reason_code = 'full_agreement' AND superseded_at IS NULL"_s), 3);
    QCOMPARE(count(*m_project->store, u"SELECT count(*) FROM audit WHERE action = 'adjudication.auto'"_s), 3);
    QCOMPARE(*m_store->syncAutomatic(), 0);
    QVERIFY(GoldLabels::forQuestion(*m_project->store, m_project->q3)->unanswerable);
    // A new rater disagrees: the acceptance is withdrawn, the unit is open.
    const QString lorem = keyOf(m_project->q2, u"Lorem ipsum"_s);
    m_project->highlight(m_project->c, m_project->q2, m_project->minimal, u"Lorem ipsum dolor"_s, 1);
    QVERIFY2(m_project->ok(), qPrintable(m_project->error));
    QVERIFY(m_store->syncAutomatic(m_project->q2).ok());
    QVERIFY(!m_store->decisionIndex().isDecided(m_project->q2, lorem));
    QCOMPARE(count(*m_project->store, u"SELECT count(*) FROM audit WHERE action = 'adjudication.auto_withdrawn'"_s), 1);
    QCOMPARE(m_store->history(m_project->q2, lorem).size(), size_t(1));
    // A lead revisits an automatic acceptance: their decision stands.
    const QString same = keyOf(m_project->q1, u"you may use"_s);
    QVERIFY(m_store->setGrade(request(m_project->q1, same, u"rubric_unclear"_s), 0).ok());
    QCOMPARE(*m_store->syncAutomatic(), 0);
    const std::vector<Decision> history = m_store->history(m_project->q1, same);
    QCOMPARE(history.size(), size_t(2));
    QVERIFY(history.front().automatic && history.front().supersededAt.isValid());
    QVERIFY(!history.back().automatic && !history.back().supersededAt.isValid());
}

void TestAdjudicationStore::tiebreakAssignsAThirdAnnotator()
{
    const QString key = keyOf(m_project->q1, u"The llncs class"_s);
    const auto tiebreak = m_store->requestTiebreak(m_project->q1, key, m_project->c);
    QVERIFY2(tiebreak.ok(), qPrintable(tiebreak.error()));
    QCOMPARE(m_store->tiebreaks(m_project->c).size(), size_t(1));
    QCOMPARE(count(*m_project->store, u"SELECT count(*) FROM assignments WHERE annotator_id = %1 AND question_id = %2"_s
                                          .arg(m_project->c).arg(m_project->q1)),
             1);
    QCOMPARE(count(*m_project->store, u"SELECT count(*) FROM audit WHERE action = 'adjudication.tiebreak'"_s), 1);
    QVERIFY(!m_store->requestTiebreak(m_project->q1, key, m_project->c).ok());         // asked already
    QVERIFY(!m_store->requestTiebreak(m_project->q1, key, m_project->a).ok());         // labeled it
    QVERIFY(!m_store->requestTiebreak(m_project->q1, key, m_project->engineer).ok());  // does not label
    // A rater of the question who did not grade that passage may break it.
    QVERIFY(m_store->requestTiebreak(m_project->q1, keyOf(m_project->q1, u"Please code"_s), m_project->b).ok());
}

void TestAdjudicationStore::reasonCodesAreEditable()
{
    const ReasonCodeStore codes(*m_project->store, u"tester"_s);
    QCOMPARE(codes.all().size(), size_t(6));
    QVERIFY(codes.add(u"needs_context"_s, u"Needs context"_s).ok());
    QVERIFY(!codes.add(u"needs_context"_s, u"again"_s).ok());
    QVERIFY(!codes.add(u"Bad Code"_s, u"x"_s).ok());
    QVERIFY(codes.rename(u"needs_context"_s, u"Needs more context"_s).ok());
    QCOMPARE(codes.byCode(u"needs_context"_s)->label, u"Needs more context"_s);
    const QString key = keyOf(m_project->q1, u"The llncs class"_s);
    QVERIFY(m_store->acceptAnnotator(request(m_project->q1, key, u"needs_context"_s), m_project->a).ok());
    QVERIFY(codes.setRetired(u"needs_context"_s, true).ok());
    QVERIFY(!m_store->acceptAnnotator(request(m_project->q1, key, u"needs_context"_s), m_project->a).ok());
    QCOMPARE(codes.all(false).size(), size_t(6));
    QVERIFY(!codes.setRetired(u"full_agreement"_s, true).ok());
    QVERIFY(count(*m_project->store, u"SELECT count(*) FROM audit WHERE entity = 'reason_code'"_s) >= 3);
}

void TestAdjudicationStore::rubricExampleFromAUnit()
{
    const QString key = keyOf(m_project->q1, u"The llncs class"_s);
    QVERIFY(!m_store->addRubricExample(m_project->q1, key).ok());  // not adjudicated yet
    DecisionRequest decided = request(m_project->q1, key, u"rubric_unclear"_s);
    decided.note = u"a class description is not an answer"_s;
    QVERIFY(m_store->setGrade(decided, 1).ok());
    const int versions = int(RubricStore(*m_project->store).versions().size());
    const auto rubric = m_store->addRubricExample(m_project->q1, key);
    QVERIFY2(rubric.ok(), qPrintable(rubric.error()));
    QCOMPARE(int(RubricStore(*m_project->store).versions().size()), std::max(versions, 1) + 1);
    bool found = false;
    for (const QJsonValue &grade : rubric->content.value(u"grades"_s).toArray()) {
        if (grade.toObject().value(u"grade"_s).toInt() != 1)
            continue;
        for (const QJsonValue &example : grade.toObject().value(u"examples"_s).toArray()) {
            const QJsonObject object = example.toObject();
            if (object.value(u"unit"_s).toString() != key)
                continue;
            found = true;
            QCOMPARE(object.value(u"question_id"_s).toString(), u"q1"_s);
            QCOMPARE(object.value(u"passage"_s).toString(),
                     m_project->anchor(m_project->llncs, u"The llncs class is an extension of the standard"_s).exact);
            QCOMPARE(object.value(u"reason_code"_s).toString(), u"rubric_unclear"_s);
            QCOMPARE(object.value(u"note"_s).toString(), decided.note);
        }
    }
    QVERIFY(found);
}

// A rubric set from Markdown (touchstone rubric set) is named by the sha256
// of its text; a worked example makes the next version, the text kept.
void TestAdjudicationStore::markdownRubricTakesWorkedExamples()
{
    const QString text = u"# Rubric\n\nA class description is not an answer.\n"_s;
    const RubricStore rubrics(*m_project->store);
    bool created = false;
    const auto set = rubrics.makeCurrent(Rubric::markdownContent(text), &created);
    QVERIFY2(set.ok(), qPrintable(set.error()));
    QVERIFY(created);
    QCOMPARE(set->sha256,
             QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex()));
    QCOMPARE(set->markdown(), text);
    QCOMPARE(rubrics.current()->id, set->id);
    QVERIFY(rubrics.makeCurrent(Rubric::markdownContent(text), &created).ok());
    QVERIFY(!created);

    const QString key = keyOf(m_project->q1, u"The llncs class"_s);
    QVERIFY(m_store->setGrade(request(m_project->q1, key, u"rubric_unclear"_s), 1).ok());
    const auto withExample = m_store->addRubricExample(m_project->q1, key);
    QVERIFY2(withExample.ok(), qPrintable(withExample.error()));
    QCOMPARE(withExample->version, set->version + 1);
    QCOMPARE(withExample->markdown(), text);
    QCOMPARE(withExample->sha256, Rubric::digest(withExample->content));
    QVERIFY(withExample->sha256 != set->sha256);
    const QJsonArray grades = withExample->content.value(u"grades"_s).toArray();
    QCOMPARE(grades.size(), 1);
    QCOMPARE(grades[0].toObject().value(u"grade"_s).toInt(), 1);
    QCOMPARE(grades[0].toObject().value(u"examples"_s).toArray()[0].toObject().value(u"unit"_s).toString(), key);
    // The text alone again is an older version now: refused.
    const auto back = rubrics.makeCurrent(Rubric::markdownContent(text), &created);
    QVERIFY(!back.ok());
    QVERIFY2(back.error().contains(u"older than the current version %1"_s.arg(withExample->version)),
             qPrintable(back.error()));
}

void TestAdjudicationStore::goldLabelsForTheFreeze()
{
    QVERIFY(m_store->syncAutomatic().ok());
    QVERIFY(m_store->acceptAnnotator(request(m_project->q1, keyOf(m_project->q1, u"The llncs class"_s)), m_project->a).ok());
    const auto q1 = GoldLabels::forQuestion(*m_project->store, m_project->q1);
    QVERIFY2(q1.ok(), qPrintable(q1.error()));
    QCOMPARE(q1->externalId, u"q1"_s);
    QCOMPARE(q1->annotatorCount, 2);
    QCOMPARE(q1->labeledBy, (QStringList{u"A"_s, u"B"_s}));
    QCOMPARE(q1->adjudicatedBy, QStringList{u"L"_s});
    QCOMPARE(q1->openUnits, 1);  // the one-step passage
    QVERIFY(q1->hasOpenUnits());
    QCOMPARE(q1->spans.size(), size_t(2));  // the decided flip and the automatic agreement
    for (const GoldLabelSpan &span : q1->spans) {
        QVERIFY(span.fromPassage);
        QCOMPARE(span.span.documentSha256, m_project->llncsSha);
        QCOMPARE(span.labeledBy, (QStringList{u"A"_s, u"B"_s}));
        QCOMPARE(span.decidedBy, span.automatic ? QString() : u"L"_s);
        QCOMPARE(span.reasonCode, span.automatic ? u"full_agreement"_s : u"annotator_error"_s);
        QVERIFY(!span.votes.isEmpty());
    }
    QCOMPARE(q1->singleVoteSpans.size(), size_t(1));  // P4, graded by A only
    QCOMPARE(q1->singleVoteSpans.front().span.grade, 2);
    const auto q4 = GoldLabels::forQuestion(*m_project->store, m_project->q4);
    QCOMPARE(q4->annotatorCount, 1);
    QCOMPARE(q4->openUnits, 0);
    QCOMPARE(q4->singleVoteSpans.size(), size_t(1));
    QVERIFY(!q4->singleVoteSpans.front().span.prefix.isEmpty());
    const auto all = GoldLabels::forAll(*m_project->store);
    QVERIFY(all.ok());
    QCOMPARE(all->size(), size_t(5));
    QVERIFY((*all)[3].unanswerable);  // q3, accepted automatically (ids in creation order)
}

void TestAdjudicationStore::annotatorFeedback()
{
    QVERIFY(m_store->syncAutomatic().ok());
    QVERIFY(m_store->acceptAnnotator(request(m_project->q1, keyOf(m_project->q1, u"The llncs class"_s)), m_project->a).ok());
    QVERIFY(m_store->acceptAnnotator(request(m_project->q2, keyOf(m_project->q2, u"Stet clita"_s)), m_project->a).ok());
    QVERIFY(m_store->mergeSpans(request(m_project->q2, keyOf(m_project->q2, u"At vero"_s)), 1).ok());
    ProjectLabels labels;
    QVERIFY(labels.load(*m_project->store).ok());
    ProjectAgreement agreement(labels);
    agreement.rebuild();
    AgreementOptions options;
    options.minUnits = 1;
    const auto report = AnnotatorFeedback::compute(*m_project->store, labels, agreement, m_project->b, options);
    QVERIFY2(report.ok(), qPrintable(report.error()));
    // B: P1 differs (1 vs 3), P3 agreed, Lorem agreed, Stet missing, At vero differs (edges), q3 agreed.
    QCOMPARE(report->agreed, 3);
    QCOMPARE(report->differs, 2);
    QCOMPARE(report->missing, 1);
    for (const FeedbackItem &item : report->items) {
        if (item.outcome == FeedbackItem::Outcome::Agreed)
            QVERIFY(item.how.isEmpty());
        else
            QVERIFY(!item.how.isEmpty());
    }
    QVERIFY(report->kappaVsGold.n == 2);       // B graded P1 and P3, both with gold
    QVERIFY(report->tokenKappaVsGold.n > 0);   // q2's page against the gold spans
    QVERIFY(report->kappaVsOthers.n > 0);
    QVERIFY(!report->trajectory.empty());
    QVERIFY(!AnnotatorFeedback::compute(*m_project->store, labels, agreement, 99999).ok());
}

// The anchor of a decided group is deleted: the group re-forms under a new
// key (open again), the old decision is flagged as orphaned, and deciding
// the re-formed group supersedes it.
void TestAdjudicationStore::orphanedDecisionIsReplaced()
{
    const QString before = keyOf(m_project->q2, u"At vero"_s);
    QVERIFY(m_store->mergeSpans(request(m_project->q2, before, u"span_boundary"_s), 1).ok());
    // The key names its anchor, the member highlight created first.
    const JudgmentStore judgments(*m_project->store);
    const std::optional<Judgment> anchor = judgments.byUuid(before.section(u'/', 2));
    QVERIFY(anchor.has_value());
    QVERIFY(judgments.remove(anchor->id).ok());
    const QString after = keyOf(m_project->q2, anchor->annotatorId == m_project->a ? u"vero"_s : u"At vero"_s);
    QVERIFY2(!after.isEmpty() && after != before, qPrintable(before + u" / "_s + after));
    auto gold = GoldLabels::forQuestion(*m_project->store, m_project->q2);
    QCOMPARE(gold->spans.size(), size_t(1));
    QVERIFY(gold->spans.front().orphaned);
    const int open = gold->openUnits;
    QVERIFY(m_store->acceptAnnotator(request(m_project->q2, after),
                                     anchor->annotatorId == m_project->a ? m_project->b : m_project->a).ok());
    gold = GoldLabels::forQuestion(*m_project->store, m_project->q2);
    QCOMPARE(gold->openUnits, open - 1);
    QCOMPARE(gold->spans.size(), size_t(1));
    QVERIFY(!gold->spans.front().orphaned);
    QCOMPARE(gold->spans.front().unitKey, after);
    QVERIFY(m_store->history(m_project->q2, before).front().supersededAt.isValid());
}

// What a planned sync says the decisions will be (the freeze checks its
// blockers on it, writing nothing) is what current() reads once it is
// written: the same units, kinds, grades, spans, leads, reasons and votes.
void TestAdjudicationStore::comparePlannedWithWritten()
{
    ProjectLabels labels;
    labels.setTokenizing(false);
    QVERIFY(labels.load(*m_project->store).ok());
    const auto planned = m_store->planAutomaticSync(labels);
    QVERIFY2(planned.ok(), qPrintable(planned.error()));
    const std::vector<Decision> expected = planned->after(labels);
    QVERIFY(m_store->applyAutomaticSync(*planned).ok());
    const std::vector<Decision> written = m_store->current();
    QCOMPARE(expected.size(), written.size());
    for (size_t i = 0; i < written.size(); ++i) {
        const Decision &e = expected[i];
        const Decision &w = written[i];
        QCOMPARE(e.questionId, w.questionId);
        QCOMPARE(e.unitKey, w.unitKey);
        QCOMPARE(int(e.kind), int(w.kind));
        QCOMPARE(e.grade, w.grade);
        QCOMPARE(e.span.has_value(), w.span.has_value());
        if (e.span) {
            QCOMPARE(e.span->documentId, w.span->documentId);
            QCOMPARE(e.span->start, w.span->start);
            QCOMPARE(e.span->end, w.span->end);
            QCOMPARE(e.span->page, w.span->page);
            QCOMPARE(e.span->exact, w.span->exact);
            QCOMPARE(e.span->prefix, w.span->prefix);
            QCOMPARE(e.span->suffix, w.span->suffix);
        }
        QCOMPARE(e.leadId, w.leadId);
        QCOMPARE(e.reasonCode, w.reasonCode);
        QCOMPARE(e.automatic, w.automatic);
        QCOMPARE(e.votes, w.votes);
    }
}

void TestAdjudicationStore::plannedSyncReadsAsWritten()
{
    // Acceptances of every kind of unit.
    comparePlannedWithWritten();
    if (QTest::currentTestFailed())
        return;
    // An acceptance withdrawn (a new rater disagrees) beside a lead's
    // decision, which stands.
    m_project->highlight(m_project->c, m_project->q2, m_project->minimal, u"Lorem ipsum dolor"_s, 1);
    QVERIFY2(m_project->ok(), qPrintable(m_project->error));
    QVERIFY(m_store->setGrade(request(m_project->q1, keyOf(m_project->q1, u"you may use"_s), u"rubric_unclear"_s), 0).ok());
    comparePlannedWithWritten();
}

// A gold span accepted from an annotator is a copy of the annotator's row,
// every column included: a span over a form field stays marked as one
// (the copy once left form_content out and the flag was lost).
void TestAdjudicationStore::goldCopyKeepsEveryColumnOfTheSpan()
{
    const QString key = keyOf(m_project->q2, u"Stet clita"_s);
    QVERIFY(!key.isEmpty());
    QSqlQuery mark(m_project->store->database());
    QVERIFY(mark.exec(u"UPDATE spans SET form_content = 1 WHERE id IN (SELECT span_id FROM judgments WHERE "
                      "annotator_id = %1 AND question_id = %2 AND span_id IS NOT NULL)"_s
                          .arg(m_project->a)
                          .arg(m_project->q2)));
    QVERIFY(mark.numRowsAffected() > 0);
    const auto decided = m_store->acceptAnnotator(request(m_project->q2, key), m_project->a);
    QVERIFY2(decided.ok(), qPrintable(decided.error()));
    QCOMPARE(decided->size(), size_t(1));
    const Decision &gold = decided->front();
    QVERIFY(gold.span);
    QVERIFY(gold.span->formContent);
    QSqlQuery copy(m_project->store->database());
    QVERIFY(copy.exec(u"SELECT g.form_content, g.document_id, g.start_offset, g.end_offset, g.page, g.exact, "
                      "g.prefix, g.suffix, g.uuid <> o.uuid, g.id <> o.id FROM adjudications a "
                      "JOIN spans g ON g.id = a.span_id JOIN judgments j ON j.annotator_id = %1 AND j.question_id = %2 "
                      "JOIN spans o ON o.id = j.span_id AND o.start_offset = g.start_offset "
                      "AND o.end_offset = g.end_offset WHERE a.id = %3"_s
                          .arg(m_project->a)
                          .arg(m_project->q2)
                          .arg(gold.id)));
    QVERIFY(copy.next());
    QCOMPARE(copy.value(0).toInt(), 1);
    QCOMPARE(copy.value(1).toLongLong(), gold.span->documentId);
    QCOMPARE(copy.value(2).toInt(), gold.span->start);
    QCOMPARE(copy.value(3).toInt(), gold.span->end);
    QCOMPARE(copy.value(5).toString(), gold.span->exact);
    QVERIFY(copy.value(8).toBool());  // a row of its own, under a new uuid
    QVERIFY(copy.value(9).toBool());
    const std::vector<Decision> current = m_store->current(m_project->q2);
    const auto reread = std::find_if(current.begin(), current.end(), [&](const Decision &d) { return d.id == gold.id; });
    QVERIFY(reread != current.end() && reread->span);
    QVERIFY(reread->span->formContent);
}

QTEST_GUILESS_MAIN(TestAdjudicationStore)
#include "tst_adjudicationstore.moc"
