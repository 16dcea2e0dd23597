// Freezing golden-set versions from the lead's decisions (made through
// AdjudicationStore, full agreements accepted by the freeze): every blocker
// with its message, immutability through SQL and through the API, parents,
// and splits that stay put.

#include "common/goldfixture.h"

#include "annotation/goldfreezer.h"
#include "annotation/passagestore.h"
#include "annotation/goldsplit.h"
#include "annotation/goldversionstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

class TestGoldFreeze : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void freezesAdjudicatedProject();
    void everyBlockerIsListed();
    void refusalWritesNothing();
    void singleAnnotatorGoesToDevOnlyWithConsent();
    void singleAnnotatorInTestIsRefusedEvenWithConsent();
    void passageGradedOnceIsASingleAnnotatorLabel();
    void provenanceCarriesTheDecisions();
    void frozenVersionRefusesSqlChanges_data();
    void frozenVersionRefusesSqlChanges();
    void frozenVersionRefusesApiChanges();
    void newVersionRecordsParentAndKeepsSplits();
    void splitIsStratifiedSeededAndStable();
    void invalidOptionsAreRefused();

private:
    static Result<FreezeReport> freeze(GoldFixture &fixture, const QString &version, bool allowSingle = false,
                                       qint64 seed = FreezeOptions::kDefaultSeed);
    static int count(GoldFixture &fixture, const QString &sql);
};

Result<FreezeReport> TestGoldFreeze::freeze(GoldFixture &fixture, const QString &version, bool allowSingle, qint64 seed)
{
    FreezeOptions options;
    options.version = version;
    options.allowSingleAnnotatorDev = allowSingle;
    options.seed = seed;
    options.actor = QStringLiteral("lead");
    options.bootstrapResamples = 200;
    return GoldFreezer(*fixture.store).freeze(options);
}

int TestGoldFreeze::count(GoldFixture &fixture, const QString &sql)
{
    QSqlQuery query(fixture.store->database());
    if (!query.exec(sql) || !query.next())
        return -1;
    return query.value(0).toInt();
}

void TestGoldFreeze::freezesAdjudicatedProject()
{
    QTemporaryDir dir;
    auto fixture = GoldFixture::create(dir.filePath(QStringLiteral("p")));
    fixture->addStandardQuestions();
    const auto report = freeze(*fixture, QStringLiteral("v1"));
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QVERIFY2(report->blockers.isEmpty(), qPrintable(report->blockers.join(QLatin1Char('\n'))));
    QVERIFY(report->version.has_value());
    QCOMPARE(report->version->questionCount, 8);
    QCOMPARE(report->version->parent, QString());
    QCOMPARE(report->newlyAssignedSplits, 8);
    QCOMPARE(report->version->corpusDigest, DocumentStore(*fixture->store).corpusDigest());
    // Every question has its split now, in the table as in the records.
    QCOMPARE(count(*fixture, QStringLiteral("SELECT count(*) FROM questions WHERE split IS NULL")), 0);
    const auto set = GoldVersionStore(*fixture->store).goldSet(QStringLiteral("v1"));
    QVERIFY2(set.ok(), qPrintable(set.error()));
    QCOMPARE(int(set->questions.size()), 8);
    for (const GoldQuestion &question : set->questions) {
        const auto stored = QuestionStore(*fixture->store).byUuid(question.uuid);
        QCOMPARE(question.split, stored->split);
        QCOMPARE(question.answerable, question.stratum != QLatin1String("negative"));
        QCOMPARE(question.spans.empty(), !question.answerable);
        QCOMPARE(question.labeledBy, (QStringList{QStringLiteral("ann1"), QStringLiteral("ann2")}));
    }
    QCOMPARE(set->questions.front().externalId, QStringLiteral("q01"));
    QCOMPARE(set->questions.front().spans.front().grade, 3);
    QCOMPARE(set->questions.front().adjudicatedBy, QStringList{QStringLiteral("lead")});
    const QJsonObject manifest = report->version->manifest;
    QCOMPARE(manifest.value(QStringLiteral("n_queries")).toInt(), 8);
    QCOMPARE(manifest.value(QStringLiteral("strata")).toObject().value(QStringLiteral("negative")).toInt(), 2);
    QCOMPARE(manifest.value(QStringLiteral("overlap_fraction")).toDouble(), 1.0);
    // Highlights only: the figures are still the item-level ones (highlight groups).
    QCOMPARE(manifest.value(QStringLiteral("agreement_units")).toObject().value(QStringLiteral("kappa_binary")).toString(),
             QStringLiteral("items"));
    QCOMPARE(manifest.value(QStringLiteral("agreement_units")).toObject().value(QStringLiteral("pooled_passages")).toInt(), 0);
    QVERIFY(manifest.value(QStringLiteral("agreement_units")).toObject().value(QStringLiteral("highlight_groups")).toInt() > 0);
    QCOMPARE(manifest.value(QStringLiteral("rubric")).toObject().value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(manifest.value(QStringLiteral("documents")).toArray().size(), 3);
}

void TestGoldFreeze::everyBlockerIsListed()
{
    QTemporaryDir dir;
    auto fixture = GoldFixture::create(dir.filePath(QStringLiteral("p")));
    const QString llncs = QStringLiteral("llncsdoc.pdf");
    fixture->adjudicatedQuestion(QStringLiteral("ok1"), QStringLiteral("lexical"), llncs,
                                 QStringLiteral("Copy llncs.cls to a directory"));
    // A decided span whose stored range does not read its quote.
    const qint64 broken = fixture->adjudicatedQuestion(QStringLiteral("broken"), QStringLiteral("lexical"), llncs,
                                                       QStringLiteral("General Information"));
    fixture->corruptGoldQuotes(broken, QStringLiteral("Specific Information"));
    // A test question two annotators labeled and nobody adjudicated.
    const qint64 pending = fixture->addQuestion(QStringLiteral("pending"), QStringLiteral("paraphrase"), true, Split::Test);
    fixture->label(fixture->ann1, pending, fixture->anchor(llncs, QStringLiteral("Installation")), 3);
    fixture->label(fixture->ann2, pending, fixture->anchor(llncs, QStringLiteral("Installation")), 2);
    // Two units (each annotator highlighted what the other did not), one decided.
    const qint64 open = fixture->addQuestion(QStringLiteral("open"), QStringLiteral("paraphrase"));
    const SpanAnchor first = fixture->anchor(llncs, QStringLiteral("General Information"));
    const SpanAnchor second = fixture->anchor(llncs, QStringLiteral("Working with the llncs Document Class"));
    fixture->label(fixture->ann1, open, first, 3);
    fixture->label(fixture->ann2, open, second, 2);
    fixture->acceptAnnotator(open, first, fixture->ann1);
    // Answerable, but the lead graded its only span 1.
    fixture->adjudicatedQuestion(QStringLiteral("weak"), QStringLiteral("lexical"), llncs,
                                 QStringLiteral("Such manual"), 1);
    // Unanswerable by design, with a relevant span both annotators agree on
    // (accepted automatically).
    const qint64 negative = fixture->addQuestion(QStringLiteral("neg"), QStringLiteral("negative"), false);
    const SpanAnchor found = fixture->anchor(llncs, QStringLiteral("kindly ask you"));
    fixture->label(fixture->ann1, negative, found, 3);
    fixture->label(fixture->ann2, negative, found, 3);
    // One annotator only, no consent.
    const qint64 single = fixture->addQuestion(QStringLiteral("single"), QStringLiteral("lexical"));
    fixture->label(fixture->ann1, single, fixture->anchor(llncs, QStringLiteral("Sect. 3")), 3);
    // Nothing at all.
    fixture->addQuestion(QStringLiteral("empty"), QStringLiteral("temporal"));

    const auto report = freeze(*fixture, QStringLiteral("v1"));
    QVERIFY2(report.ok(), qPrintable(report.error()));
    const QStringList &blockers = report->blockers;
    QVERIFY(!report->version);
    auto has = [&](const QString &id, const QString &phrase) {
        for (const QString &line : blockers) {
            if (line.startsWith(QStringLiteral("question ") + id + QLatin1Char(' ')) && line.contains(phrase))
                return true;
            if (line.startsWith(QStringLiteral("question ") + id + QLatin1Char(':')) && line.contains(phrase))
                return true;
        }
        return false;
    };
    QVERIFY2(has(QStringLiteral("broken"), QStringLiteral("does not resolve: the stored text there reads “General Information”")),
             qPrintable(blockers.join(QLatin1Char('\n'))));
    QVERIFY(has(QStringLiteral("pending"), QStringLiteral("(test): not adjudicated (2 annotators labeled it)")));
    QVERIFY(has(QStringLiteral("open"), QStringLiteral("units not adjudicated yet: 1")));
    QVERIFY(has(QStringLiteral("weak"), QStringLiteral("is answerable but has no relevant span")));
    QVERIFY(has(QStringLiteral("neg"), QStringLiteral("is unanswerable but has a relevant span: “kindly ask you” (grade 3)")));
    QVERIFY(has(QStringLiteral("single"), QStringLiteral("labeled by one annotator only")));
    QVERIFY(has(QStringLiteral("empty"), QStringLiteral("no labels")));
    QCOMPARE(blockers.size(), 7); // one line per offender, nothing about ok1
    for (const QString &line : blockers)
        QVERIFY2(!line.contains(QLatin1Char('\n')), qPrintable(line));
}

void TestGoldFreeze::refusalWritesNothing()
{
    QTemporaryDir dir;
    auto fixture = GoldFixture::create(dir.filePath(QStringLiteral("p")));
    fixture->addStandardQuestions();
    fixture->addQuestion(QStringLiteral("unlabeled"), QStringLiteral("lexical"));
    const int decisions = count(*fixture, QStringLiteral("SELECT count(*) FROM adjudications"));
    QCOMPARE(decisions, 6); // the lead's; q07 and q08 are full agreements nobody accepted yet
    const auto report = freeze(*fixture, QStringLiteral("v1"));
    QVERIFY(report.ok());
    QCOMPARE(report->blockers.size(), 1);
    QCOMPARE(count(*fixture, QStringLiteral("SELECT count(*) FROM golden_versions")), 0);
    QCOMPARE(count(*fixture, QStringLiteral("SELECT count(*) FROM golden_records")), 0);
    QCOMPARE(count(*fixture, QStringLiteral("SELECT count(*) FROM questions WHERE split IS NOT NULL")), 0);
    // The freeze accepted the full agreements inside its transaction: gone with it.
    QCOMPARE(count(*fixture, QStringLiteral("SELECT count(*) FROM adjudications")), decisions);
    QCOMPARE(count(*fixture, QStringLiteral("SELECT count(*) FROM audit WHERE action = 'adjudication.auto'")), 0);
    // A freeze that succeeds keeps them.
    QSqlQuery remove(fixture->store->database());
    QVERIFY(remove.exec(QStringLiteral("DELETE FROM questions WHERE external_id = 'unlabeled'")));
    QVERIFY(freeze(*fixture, QStringLiteral("v1"))->version.has_value());
    QCOMPARE(count(*fixture, QStringLiteral("SELECT count(*) FROM adjudications WHERE automatic = 1")), 2);
}

void TestGoldFreeze::singleAnnotatorGoesToDevOnlyWithConsent()
{
    QTemporaryDir dir;
    auto fixture = GoldFixture::create(dir.filePath(QStringLiteral("p")));
    fixture->addStandardQuestions();
    const qint64 single = fixture->addQuestion(QStringLiteral("single"), QStringLiteral("lexical"));
    fixture->label(fixture->ann3, single, fixture->anchor(QStringLiteral("llncsdoc.pdf"), QStringLiteral("Sect. 3")), 3);
    QCOMPARE(freeze(*fixture, QStringLiteral("v1"))->blockers.size(), 1);
    const auto report = freeze(*fixture, QStringLiteral("v1"), true);
    QVERIFY2(report.ok() && report->blockers.isEmpty(), qPrintable(report.ok() ? report->blockers.join(QLatin1Char('\n')) : report.error()));
    QCOMPARE(QuestionStore(*fixture->store).byId(single)->split, Split::Dev);
    const QJsonObject manifest = report->version->manifest;
    QCOMPARE(manifest.value(QStringLiteral("single_annotator_dev")).toObject().value(QStringLiteral("questions")).toInt(), 1);
    QCOMPARE(manifest.value(QStringLiteral("single_annotator_dev")).toObject().value(QStringLiteral("allowed")).toBool(), true);
    QCOMPARE(manifest.value(QStringLiteral("overlap_fraction")).toDouble(), 8.0 / 9.0);
    const auto records = GoldVersionStore(*fixture->store).records(report->version->id);
    for (const GoldVersionRecord &record : *records) {
        if (record.externalId != QLatin1String("single"))
            continue;
        const QJsonObject provenance = QJsonDocument::fromJson(record.provenance).object();
        QCOMPARE(provenance.value(QStringLiteral("label_source")).toString(), QStringLiteral("single_annotator"));
        QCOMPARE(provenance.value(QStringLiteral("judgments")).toArray().size(), 1);
        const QJsonObject gold = QJsonDocument::fromJson(record.record).object();
        QCOMPARE(gold.value(QStringLiteral("split")).toString(), QStringLiteral("dev"));
        QCOMPARE(gold.value(QStringLiteral("relevant_spans")).toArray().size(), 1);
    }
}

void TestGoldFreeze::singleAnnotatorInTestIsRefusedEvenWithConsent()
{
    QTemporaryDir dir;
    auto fixture = GoldFixture::create(dir.filePath(QStringLiteral("p")));
    fixture->addStandardQuestions();
    const qint64 single = fixture->addQuestion(QStringLiteral("single"), QStringLiteral("lexical"), true, Split::Test);
    fixture->label(fixture->ann1, single, fixture->anchor(QStringLiteral("llncsdoc.pdf"), QStringLiteral("Sect. 3")), 3);
    const auto report = freeze(*fixture, QStringLiteral("v1"), true);
    QVERIFY(report.ok());
    QCOMPARE(report->blockers.size(), 1);
    QVERIFY2(report->blockers.front().startsWith(QStringLiteral("question single is in the test split but labeled by one "
                                                                "annotator only")),
             qPrintable(report->blockers.front()));
}

void TestGoldFreeze::passageGradedOnceIsASingleAnnotatorLabel()
{
    QTemporaryDir dir;
    auto fixture = GoldFixture::create(dir.filePath(QStringLiteral("p")));
    fixture->addStandardQuestions();
    // Both annotators grade the answer 3 (a full agreement); only ann1
    // grades a second candidate passage.
    const qint64 question = fixture->addQuestion(QStringLiteral("pooled"), QStringLiteral("lexical"));
    const SpanAnchor answer = fixture->anchor(QStringLiteral("llncsdoc.pdf"), QStringLiteral("Installation"));
    const SpanAnchor other = fixture->anchor(QStringLiteral("llncsdoc.pdf"), QStringLiteral("General Information"));
    const PassageStore passages(*fixture->store);
    QVERIFY(passages.enqueue(question, {answer, other}, QStringLiteral("lead")).ok());
    std::vector<Passage> queued = passages.forQuestion(question);
    QCOMPARE(int(queued.size()), 2);
    if (queued[0].span.start != answer.start)
        std::swap(queued[0], queued[1]);
    const JudgmentStore judgments(*fixture->store);
    for (const qint64 annotator : {fixture->ann1, fixture->ann2})
        QVERIFY(judgments.gradePassage(annotator, question, queued[0].id, 3).ok());
    QVERIFY(judgments.gradePassage(fixture->ann1, question, queued[1].id, 1).ok());

    const auto refused = freeze(*fixture, QStringLiteral("v1"));
    QCOMPARE(refused->blockers, QStringList{QStringLiteral(
        "question pooled: units with one annotator's label only and no decision (a passage graded once): 1; "
        "decide them, or let them into the dev split only (--allow-single-annotator-dev)")});
    QSqlQuery test(fixture->store->database());
    QVERIFY(test.exec(QStringLiteral("UPDATE questions SET split = 'test' WHERE external_id = 'pooled'")));
    QVERIFY(freeze(*fixture, QStringLiteral("v1"), true)->blockers.value(0).startsWith(
        QStringLiteral("question pooled is in the test split but has units with one annotator's label only: 1")));
    QVERIFY(test.exec(QStringLiteral("UPDATE questions SET split = NULL WHERE external_id = 'pooled'")));
    const auto allowed = freeze(*fixture, QStringLiteral("v1"), true);
    QVERIFY2(allowed.ok() && allowed->version,
             qPrintable(allowed.ok() ? allowed->blockers.join(QLatin1Char('\n')) : allowed.error()));
    QCOMPARE(QuestionStore(*fixture->store).byId(question)->split, Split::Dev);
    const auto set = GoldVersionStore(*fixture->store).goldSet(QStringLiteral("v1"));
    QVERIFY(set.ok());
    for (const GoldQuestion &gold : set->questions) {
        if (gold.externalId != QLatin1String("pooled"))
            continue;
        QCOMPARE(int(gold.spans.size()), 2); // the agreed passage and the single grade
        QCOMPARE(gold.spans[0].grade + gold.spans[1].grade, 4);
    }
    // Once the lead decides it, the question is adjudicated and may go anywhere.
    fixture->decideGrade(question, other, 0);
    const auto decided = freeze(*fixture, QStringLiteral("v2"));
    QVERIFY2(decided.ok() && decided->version, qPrintable(decided.ok() ? decided->blockers.join(QLatin1Char('\n')) : decided.error()));
    QCOMPARE(decided->version->manifest.value(QStringLiteral("single_annotator_dev")).toObject()
                 .value(QStringLiteral("questions")).toInt(), 0);
}

// provenance.jsonl: every current decision (the lead's and the automatic
// ones, in the adjudication module's unit keys) and every judgment.
void TestGoldFreeze::provenanceCarriesTheDecisions()
{
    QTemporaryDir dir;
    auto fixture = GoldFixture::create(dir.filePath(QStringLiteral("p")));
    fixture->addStandardQuestions();
    const auto report = freeze(*fixture, QStringLiteral("v1"));
    QVERIFY(report.ok() && report->version);
    const auto records = GoldVersionStore(*fixture->store).records(report->version->id);
    QCOMPARE(int(records->size()), 8);
    for (const GoldVersionRecord &record : *records) {
        const QJsonObject provenance = QJsonDocument::fromJson(record.provenance).object();
        QCOMPARE(provenance.value(QStringLiteral("label_source")).toString(), QStringLiteral("adjudicated"));
        const QJsonArray decisions = provenance.value(QStringLiteral("decisions")).toArray();
        QCOMPARE(decisions.size(), 1);
        const QJsonObject decision = decisions.first().toObject();
        QCOMPARE(provenance.value(QStringLiteral("judgments")).toArray().size(), 2);
        if (record.externalId == QLatin1String("q07")) {
            QCOMPARE(decision.value(QStringLiteral("unit")).toString(), QStringLiteral("answerability"));
            QCOMPARE(decision.value(QStringLiteral("decision")).toString(), QStringLiteral("unanswerable"));
            QCOMPARE(decision.value(QStringLiteral("reason_code")).toString(), QStringLiteral("full_agreement"));
            QVERIFY(decision.value(QStringLiteral("automatic")).toBool());
            QVERIFY(decision.value(QStringLiteral("lead")).isNull());
        }
        if (record.externalId == QLatin1String("q03")) {
            QVERIFY(decision.value(QStringLiteral("unit")).toString().startsWith(
                QStringLiteral("span/") + fixture->sha256.value(QStringLiteral("acmart-sample-sigconf.pdf")) + QLatin1Char('/')));
            QCOMPARE(decision.value(QStringLiteral("decision")).toString(), QStringLiteral("span"));
            QCOMPARE(decision.value(QStringLiteral("grade")).toInt(), 2);
            QCOMPARE(decision.value(QStringLiteral("lead")).toString(), QStringLiteral("lead"));
            QCOMPARE(decision.value(QStringLiteral("span")).toObject().value(QStringLiteral("exact")).toString(),
                     QStringLiteral("Seattle Mariners at Spring Training, 2010"));
            QCOMPARE(decision.value(QStringLiteral("votes")).toObject().value(QStringLiteral("votes")).toArray().size(), 2);
        }
    }
}

void TestGoldFreeze::frozenVersionRefusesSqlChanges_data()
{
    QTest::addColumn<QString>("statement");
    QTest::newRow("update version") << "UPDATE golden_versions SET built_by = 'mallory'";
    QTest::newRow("update manifest") << "UPDATE golden_versions SET manifest = '{}'";
    QTest::newRow("delete version") << "DELETE FROM golden_versions";
    QTest::newRow("update record") << "UPDATE golden_records SET record = '{}'";
    QTest::newRow("delete record") << "DELETE FROM golden_records WHERE external_id = 'q01'";
    QTest::newRow("insert record") << "INSERT INTO golden_records (version_id, question_uuid, external_id, record, "
                                      "provenance) VALUES (1, 'new', 'q99', '{}', '{}')";
}

void TestGoldFreeze::frozenVersionRefusesSqlChanges()
{
    QFETCH(QString, statement);
    QTemporaryDir dir;
    auto fixture = GoldFixture::create(dir.filePath(QStringLiteral("p")));
    fixture->addStandardQuestions();
    QVERIFY(freeze(*fixture, QStringLiteral("v1"))->version.has_value());
    const QByteArray before = GoldVersionStore(*fixture->store).records(1)->front().record;
    QSqlQuery query(fixture->store->database());
    QVERIFY(!query.exec(statement));
    QVERIFY2(GoldVersionStore::isFrozenRefusal(query.lastError().text()), qPrintable(query.lastError().text()));
    QCOMPARE(count(*fixture, QStringLiteral("SELECT count(*) FROM golden_records")), 8);
    QCOMPARE(GoldVersionStore(*fixture->store).records(1)->front().record, before);
    QCOMPARE(GoldVersionStore(*fixture->store).byName(QStringLiteral("v1"))->builtBy, QStringLiteral("lead"));
}

void TestGoldFreeze::frozenVersionRefusesApiChanges()
{
    QTemporaryDir dir;
    auto fixture = GoldFixture::create(dir.filePath(QStringLiteral("p")));
    fixture->addStandardQuestions();
    const auto first = freeze(*fixture, QStringLiteral("v1"));
    QVERIFY(first->version.has_value());
    // The labels change; freezing under the same name again is refused.
    fixture->adjudicatedQuestion(QStringLiteral("q09"), QStringLiteral("lexical"), QStringLiteral("llncsdoc.pdf"),
                                 QStringLiteral("Installation"));
    const auto again = freeze(*fixture, QStringLiteral("v1"));
    QVERIFY(!again.ok());
    QCOMPARE(again.error(), GoldVersionStore::frozenMessage(QStringLiteral("v1")));
    QVERIFY(!again.error().contains(QLatin1Char('\n')));
    QCOMPARE(GoldVersionStore(*fixture->store).byName(QStringLiteral("v1"))->questionCount, 8);
    QCOMPARE(GoldVersionStore(*fixture->store).byName(QStringLiteral("v1"))->contentSha256, first->version->contentSha256);
}

void TestGoldFreeze::newVersionRecordsParentAndKeepsSplits()
{
    QTemporaryDir dir;
    auto fixture = GoldFixture::create(dir.filePath(QStringLiteral("p")));
    fixture->addStandardQuestions();
    QVERIFY(freeze(*fixture, QStringLiteral("v1"))->version.has_value());
    std::map<QString, Split> before;
    for (const Question &question : QuestionStore(*fixture->store).all())
        before[question.externalId] = question.split;
    for (int i = 10; i < 30; ++i)
        fixture->adjudicatedQuestion(QStringLiteral("q%1").arg(i), i % 2 ? QStringLiteral("lexical") : QStringLiteral("temporal"),
                                     QStringLiteral("llncsdoc.pdf"), QStringLiteral("Installation"));
    // Another seed: the new questions are drawn with it, the old ones stay.
    const auto second = freeze(*fixture, QStringLiteral("v2"), false, 99);
    QVERIFY2(second.ok() && second->version, qPrintable(second.ok() ? second->blockers.join(QLatin1Char('\n')) : second.error()));
    QCOMPARE(second->version->parent, QStringLiteral("v1"));
    QCOMPARE(second->newlyAssignedSplits, 20);
    const auto set = GoldVersionStore(*fixture->store).goldSet(QStringLiteral("v2"));
    int lexicalTest = 0;
    int lexical = 0;
    for (const GoldQuestion &question : set->questions) {
        if (before.count(question.externalId))
            QCOMPARE(question.split, before[question.externalId]);
        QVERIFY(question.split != Split::Unassigned);
        lexical += question.stratum == QLatin1String("lexical") ? 1 : 0;
        lexicalTest += question.stratum == QLatin1String("lexical") && question.split == Split::Test ? 1 : 0;
    }
    QCOMPARE(lexicalTest, (lexical + 1) / 2); // round(0.5 · n), the old ones included
    QCOMPARE(GoldVersionStore(*fixture->store).versions().size(), size_t(2));
}

void TestGoldFreeze::splitIsStratifiedSeededAndStable()
{
    std::vector<GoldSplit::Item> items;
    for (int i = 0; i < 90; ++i) {
        GoldSplit::Item item;
        item.uuid = QStringLiteral("u%1").arg(i, 3, 10, QLatin1Char('0'));
        item.stratum = i < 40 ? QStringLiteral("a") : i < 70 ? QStringLiteral("b") : QStringLiteral("c");
        item.split = i % 9 == 0 ? Split::Test : i % 9 == 1 ? Split::Dev : Split::Unassigned;
        item.devOnly = i % 13 == 5 && item.split == Split::Unassigned;
        items.push_back(item);
    }
    const std::vector<Split> first = GoldSplit::assign(items, 1, 0.3);
    QCOMPARE(GoldSplit::assign(items, 1, 0.3), first);
    QVERIFY(GoldSplit::assign(items, 2, 0.3) != first);
    std::map<QString, std::pair<int, int>> tally; // stratum → (test, all)
    for (size_t i = 0; i < items.size(); ++i) {
        QVERIFY(first[i] != Split::Unassigned);
        if (items[i].split != Split::Unassigned)
            QCOMPARE(first[i], items[i].split);
        if (items[i].devOnly)
            QCOMPARE(first[i], Split::Dev);
        tally[items[i].stratum].first += first[i] == Split::Test ? 1 : 0;
        ++tally[items[i].stratum].second;
    }
    QCOMPARE(tally[QStringLiteral("a")].first, 12); // round(0.3 · 40)
    QCOMPARE(tally[QStringLiteral("b")].first, 9);  // round(0.3 · 30)
    QCOMPARE(tally[QStringLiteral("c")].first, 6);  // round(0.3 · 20)
    // Assigned items keep their split even when the stratum is over target.
    std::vector<GoldSplit::Item> allTest(5, GoldSplit::Item{QString(), QStringLiteral("a"), Split::Test, false});
    allTest.push_back({QStringLiteral("new"), QStringLiteral("a"), Split::Unassigned, false});
    const std::vector<Split> kept = GoldSplit::assign(allTest, 1, 0.5);
    QCOMPARE(std::count(kept.begin(), kept.end(), Split::Test), 5);
    QCOMPARE(kept.back(), Split::Dev);
}

void TestGoldFreeze::invalidOptionsAreRefused()
{
    QTemporaryDir dir;
    auto fixture = GoldFixture::create(dir.filePath(QStringLiteral("p")));
    fixture->addStandardQuestions();
    for (const QString &name : {QStringLiteral("v 1"), QStringLiteral(""), QStringLiteral("a/b"), QStringLiteral("..")}) {
        const auto report = freeze(*fixture, name);
        QVERIFY2(!report.ok(), qPrintable(name));
        QVERIFY(report.error().contains(QStringLiteral("is not a version name")));
    }
    QVERIFY(!freeze(*fixture, QStringLiteral("v1"), false, -1).ok());
    QCOMPARE(count(*fixture, QStringLiteral("SELECT count(*) FROM golden_versions")), 0);
}

QTEST_GUILESS_MAIN(TestGoldFreeze)
#include "tst_goldfreeze.moc"
