// Annotator packages end to end on real PDFs: a lead writes alice's
// package, alice opens it as her own project, labels, writes it back, and
// the lead merges it; merging twice changes nothing; and every kind of bad
// package is refused with one line, leaving the project as it was.

#include "common/labelfixture.h"

#include "annotation/annotatorpackage.h"
#include "annotation/annotatorstore.h"
#include "annotation/ingest.h"
#include "annotation/assignmentstore.h"
#include "annotation/judgmentexport.h"
#include "annotation/judgmentstore.h"
#include "annotation/packagemerge.h"
#include "annotation/passagestore.h"
#include "annotation/questionstore.h"
#include "annotation/rubric.h"
#include "annotation/rubricstore.h"
#include "annotation/spananchor.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <functional>

using namespace touchstone;
using namespace touchstone::testing;
using namespace Qt::StringLiterals;

using Mutation = std::function<void(const QString &folder, QJsonObject &json)>;
Q_DECLARE_METATYPE(Mutation)

class TestAnnotatorPackage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void roundTripThroughTheAnnotatorsCopy();
    void mergingTwiceChangesNothing();
    void theNewerEditWins();
    void badPackagesAreRefused_data();
    void badPackagesAreRefused();
    void duplicateLabelsAreTheSameLabel();
    void openLeavesNothingBehindWhenItFails();
    void documentsTheAnnotatorAddedComeAlong();
    void writingIsAllOrNothing();

private:
    QString exportFor(const ProjectStore &store, const QString &annotator, const QString &name);
    QString mutated(const QString &package, const Mutation &mutation);
    QStringList fingerprint(const ProjectStore &store) const;

    LabelProjects m_projects;
    std::unique_ptr<ProjectStore> m_lead;
    int m_copies = 0;
};

void TestAnnotatorPackage::initTestCase()
{
    QString error;
    QVERIFY2(m_projects.prepare({corpusFile(u"pypdf-minimal-document.pdf"_s), corpusFile(u"llncsdoc.pdf"_s)}, &error),
             qPrintable(error));
}

// The lead's project: four questions shared by alice and bob, candidate
// passages for q2, and some of alice's labels of every kind.
void TestAnnotatorPackage::init()
{
    m_lead = m_projects.copy(u"lead%1"_s.arg(++m_copies));
    QVERIFY(m_lead);
    const QuestionStore questions(*m_lead, u"lead"_s);
    std::vector<qint64> ids;
    for (int i = 1; i <= 4; ++i) {
        Question question;
        question.externalId = u"q%1"_s.arg(i);
        question.text = u"Question number %1, \"quoted\" <b>"_s.arg(i);
        question.stratum = i == 4 ? u"negative"_s : u"lexical"_s;
        question.answerable = i != 4;
        question.nuggets = {{u"nugget %1"_s.arg(i), true}, {u"optional"_s, false}};
        question.split = Split::Dev;
        ids.push_back(questions.add(question)->id);
    }
    const AnnotatorStore annotators(*m_lead);
    const qint64 alice = annotators.add(u"alice"_s, AnnotatorRole::Annotator)->id;
    const qint64 bob = annotators.add(u"bob"_s, AnnotatorRole::Annotator)->id;
    QVERIFY(AssignmentStore(*m_lead).assignBalanced(ids, {alice, bob}, 0.5, 3).ok());
    const qint64 llncs = documentId(*m_lead, kLlncsSha);
    const CanonicalText text = *DocumentStore(*m_lead).canonicalText(llncs);
    QVERIFY(PassageStore(*m_lead).enqueue(ids[1], {*SpanAnchor::fromRange(text, llncs, 934, 1009)}, u"pool:bm25"_s).ok());
    const qint64 rubric = RubricStore(*m_lead).current()->id;
    const JudgmentStore judgments(*m_lead, u"alice"_s);
    const std::vector<qint64> aliceIds = AssignmentStore(*m_lead).questionsOf(alice).value();
    for (qint64 id : aliceIds) {
        if (id == ids[3])
            QVERIFY(judgments.markUnanswerable(alice, id, QString(), rubric).ok());
        else
            QVERIFY(judgments.addSpan(alice, id, *SpanAnchor::fromRange(text, llncs, 1165, 1222), 2, u"n"_s, rubric).ok());
    }
    const qint64 passage = PassageStore(*m_lead).forQuestion(ids[1]).front().id;
    QVERIFY(judgments.gradePassage(alice, ids[1], passage, 3).ok());
}

void TestAnnotatorPackage::cleanup()
{
    m_lead.reset();
}

QString TestAnnotatorPackage::exportFor(const ProjectStore &store, const QString &annotator, const QString &name)
{
    const QString folder = m_projects.path(name);
    const auto written = AnnotatorPackage::write(store, AnnotatorStore(store).byName(annotator)->id, folder);
    return written ? written->folder : QString();
}

QString TestAnnotatorPackage::mutated(const QString &package, const Mutation &mutation)
{
    const QString folder = m_projects.path(u"mutated%1-%2"_s.arg(m_copies).arg(QUuid::createUuid().toString(QUuid::Id128)));
    if (!copyFolder(package, folder))
        return QString();
    QFile file(QDir(folder).filePath(u"package.json"_s));
    file.open(QIODevice::ReadOnly);
    QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    mutation(folder, json);
    if (!json.isEmpty()) {
        file.open(QIODevice::WriteOnly | QIODevice::Truncate);
        file.write(QJsonDocument(json).toJson());
    }
    return folder;
}

QStringList TestAnnotatorPackage::fingerprint(const ProjectStore &store) const
{
    QStringList parts;
    for (const QString &table : {u"documents"_s, u"pages"_s, u"questions"_s, u"nuggets"_s, u"strata"_s,
                                 u"annotators"_s, u"rubrics"_s, u"spans"_s, u"passages"_s, u"judgments"_s,
                                 u"assignments"_s, u"settings"_s, u"audit"_s, u"project_info"_s})
        parts << u"%1=%2"_s.arg(table).arg(rowCount(store, table));
    parts << QDir(store.documentsPath()).entryList(QDir::Files);
    parts << QString::fromUtf8(JudgmentExport::toJsonl(JudgmentExport::objects(store)));
    return parts;
}

void TestAnnotatorPackage::roundTripThroughTheAnnotatorsCopy()
{
    const QString package = exportFor(*m_lead, u"alice"_s, u"alice-out%1"_s.arg(m_copies));
    QVERIFY(!package.isEmpty());
    QVERIFY(QFile::exists(package + u"/documents/"_s + QString::fromLatin1(kLlncsSha) + u".pdf"_s));
    const auto read = AnnotatorPackage::read(package);
    QVERIFY2(read.ok(), qPrintable(read.error()));
    QCOMPARE(read->annotator.name, u"alice"_s);
    QCOMPARE(int(read->documents.size()), 2);
    // Her questions: those assigned to her and those she labeled.
    const qint64 leadAlice = AnnotatorStore(*m_lead).byName(u"alice"_s)->id;
    QSet<qint64> hers;
    const std::vector<qint64> leadAliceIds = AssignmentStore(*m_lead).questionsOf(leadAlice).value();
    for (qint64 id : leadAliceIds)
        hers.insert(id);
    for (const Judgment &judgment : JudgmentStore(*m_lead).forAnnotator(leadAlice))
        hers.insert(judgment.questionId);
    const int aliceQuestions = int(hers.size());
    QCOMPARE(int(read->questions.size()), aliceQuestions);

    const QString copyFolder = m_projects.path(u"alice-project%1"_s.arg(m_copies));
    const auto opened = PackageMerge::open(*read, copyFolder);
    QVERIFY2(opened.ok(), qPrintable(opened.error()));
    QCOMPARE(opened->documentsAdded, 2);
    QCOMPARE(opened->questionsAdded, aliceQuestions);
    auto mine = ProjectStore::open(copyFolder);
    QVERIFY(mine.ok());
    ProjectStore &copy = **mine;
    const Annotator alice = *AnnotatorStore(copy).byName(u"alice"_s);
    QCOMPARE(alice.uuid, AnnotatorStore(*m_lead).byName(u"alice"_s)->uuid);
    QCOMPARE(int(AssignmentStore(copy).questionsOf(alice.id).value().size()), aliceQuestions);
    QCOMPARE(AnnotatorPackage::originOf(copy), m_lead->projectId());
    for (const Question &question : QuestionStore(copy).all()) {
        const auto original = QuestionStore(*m_lead).byUuid(question.uuid);
        QVERIFY(original);
        QCOMPARE(question.text, original->text);
        QCOMPARE(int(question.nuggets.size()), 2);
        QCOMPARE(question.split, Split::Dev);
    }
    QCOMPARE(JudgmentExport::toJsonl(JudgmentExport::objects(copy)),
             JudgmentExport::toJsonl(JudgmentExport::objects(*m_lead, {leadAlice, false})));

    // Alice labels in her copy: one new label, one regrade.
    const JudgmentStore judgments(copy, u"alice"_s);
    const qint64 minimal = documentId(copy, kMinimalSha);
    const qint64 question = AssignmentStore(copy).questionsOf(alice.id).value().front();
    const auto fresh = judgments.addSpan(alice.id, question,
                                         *SpanAnchor::fromRange(*DocumentStore(copy).canonicalText(minimal), minimal, 0, 26), 1);
    QVERIFY(fresh.ok());
    const std::vector<Judgment> hersThere = judgments.forAnnotator(alice.id);
    const Judgment regraded = *std::find_if(hersThere.begin(), hersThere.end(), [](const Judgment &judgment) {
        return judgment.kind != JudgmentKind::Unanswerable;
    });
    QTest::qWait(5); // a later updated_at than the lead's copy
    QVERIFY(judgments.setGrade(regraded.id, regraded.grade == 0 ? 1 : 0).ok());
    const QString back = exportFor(copy, u"alice"_s, u"alice-back%1"_s.arg(m_copies));
    QVERIFY(!back.isEmpty());
    const auto returned = AnnotatorPackage::read(back);
    QVERIFY2(returned.ok(), qPrintable(returned.error()));
    const auto merged = PackageMerge::merge(*m_lead, *returned, u"lead"_s);
    QVERIFY2(merged.ok(), qPrintable(merged.error()));
    QCOMPARE(merged->judgmentsAdded, 1);
    QCOMPARE(merged->judgmentsUpdated, 1);
    QCOMPARE(merged->judgmentsUnchanged, int(returned->judgments.size()) - 2);
    QCOMPARE(merged->documentsAdded, 0);
    QVERIFY(JudgmentStore(*m_lead).byUuid(fresh->uuid));
    QCOMPARE(JudgmentStore(*m_lead).byUuid(regraded.uuid)->grade, regraded.grade == 0 ? 1 : 0);
    QCOMPARE(JudgmentExport::toJsonl(JudgmentExport::objects(*m_lead, {leadAlice, false})),
             JudgmentExport::toJsonl(JudgmentExport::objects(copy)));
}

void TestAnnotatorPackage::mergingTwiceChangesNothing()
{
    const QString package = exportFor(*m_lead, u"bob"_s, u"bob-out%1"_s.arg(m_copies));
    const auto read = AnnotatorPackage::read(package);
    QVERIFY(read.ok());
    const QStringList before = fingerprint(*m_lead);
    for (int i = 0; i < 2; ++i) {
        const auto merged = PackageMerge::merge(*m_lead, *read, u"lead"_s);
        QVERIFY2(merged.ok(), qPrintable(merged.error()));
        QVERIFY(!merged->changed());
        QCOMPARE(fingerprint(*m_lead), before);
    }
    // The same in the annotator's copy: reopening the package there is a no-op too.
    const QString folder = m_projects.path(u"bob-project%1"_s.arg(m_copies));
    QVERIFY(PackageMerge::open(*read, folder).ok());
    auto copy = ProjectStore::open(folder);
    const QStringList copied = fingerprint(**copy);
    const auto again = PackageMerge::merge(**copy, *read, u"bob"_s);
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QVERIFY(!again->changed());
    QCOMPARE(fingerprint(**copy), copied);
}

void TestAnnotatorPackage::theNewerEditWins()
{
    const QString package = exportFor(*m_lead, u"alice"_s, u"alice-old%1"_s.arg(m_copies));
    const auto read = AnnotatorPackage::read(package);
    QVERIFY(read.ok());
    const qint64 alice = AnnotatorStore(*m_lead).byName(u"alice"_s)->id;
    const Judgment label = JudgmentStore(*m_lead).forAnnotator(alice).front();
    QTest::qWait(5);
    QVERIFY(JudgmentStore(*m_lead).setNote(label.id, u"the lead's later note"_s).ok());
    const auto merged = PackageMerge::merge(*m_lead, *read, u"lead"_s);
    QVERIFY(merged.ok());
    QCOMPARE(merged->judgmentsKeptNewer, 1);
    QCOMPARE(JudgmentStore(*m_lead).byId(label.id)->note, u"the lead's later note"_s);
}

void TestAnnotatorPackage::badPackagesAreRefused_data()
{
    QTest::addColumn<Mutation>("mutation");
    QTest::addColumn<QString>("reason");
    const QString llncs = u"documents/"_s + QString::fromLatin1(kLlncsSha) + u".pdf"_s;
    auto setDocumentPath = [](const QString &path) {
        return Mutation([path](const QString &, QJsonObject &json) {
            QJsonArray documents = json[u"documents"_s].toArray();
            QJsonObject first = documents[0].toObject();
            first[u"path"_s] = path;
            documents[0] = first;
            json[u"documents"_s] = documents;
        });
    };
    auto editFirst = [](const QString &array, const QString &key, const QJsonValue &value) {
        return Mutation([=](const QString &, QJsonObject &json) {
            QJsonArray items = json[array].toArray();
            QJsonObject first = items[0].toObject();
            first[key] = value;
            items[0] = first;
            json[array] = items;
        });
    };
    QTest::newRow("dot-dot path") << setDocumentPath(u"documents/../../outside.pdf"_s) << u"leaves the package folder"_s;
    QTest::newRow("absolute path") << setDocumentPath(corpusFile(u"pypdf-minimal-document.pdf"_s))
                                   << u"leaves the package folder"_s;
    QTest::newRow("symlink out") << Mutation([llncs](const QString &folder, QJsonObject &) {
        QFile::remove(QDir(folder).filePath(llncs));
        QFile::link(corpusFile(u"llncsdoc.pdf"_s), QDir(folder).filePath(llncs)); // the same bytes, outside
    }) << u"is a link that leaves the package folder"_s;
    QTest::newRow("bytes changed") << Mutation([llncs](const QString &folder, QJsonObject &) {
        QFile file(QDir(folder).filePath(llncs));
        file.open(QIODevice::ReadWrite);
        file.seek(1000);
        const char byte = file.read(1).at(0);
        file.seek(1000);
        file.write(QByteArray(1, char(byte ^ 0x20)));
    }) << u"do not match its sha256"_s;
    QTest::newRow("question text differs") << editFirst(u"questions"_s, u"question"_s, u"Another text"_s)
                                           << u"in the package but"_s;
    QTest::newRow("question id with another uuid") << Mutation([](const QString &, QJsonObject &json) {
        const QString uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
        QJsonArray questions = json[u"questions"_s].toArray();
        QJsonObject first = questions[0].toObject();
        const QJsonValue old = first[u"uuid"_s];
        first[u"uuid"_s] = uuid;
        questions[0] = first;
        json[u"questions"_s] = questions;
        QJsonArray judgments = json[u"judgments"_s].toArray();
        for (int i = 0; i < judgments.size(); ++i) {
            QJsonObject judgment = judgments[i].toObject();
            if (judgment[u"question_uuid"_s] == old)
                judgment[u"question_uuid"_s] = uuid;
            judgments[i] = judgment;
        }
        json[u"judgments"_s] = judgments;
    }) << u"was not issued with this package"_s;
    QTest::newRow("annotator renamed") << Mutation([](const QString &, QJsonObject &json) {
        QJsonObject annotator = json[u"annotator"_s].toObject();
        annotator[u"name"_s] = u"alicia"_s;
        json[u"annotator"_s] = annotator;
        QJsonArray judgments = json[u"judgments"_s].toArray();
        for (int i = 0; i < judgments.size(); ++i) {
            QJsonObject judgment = judgments[i].toObject();
            judgment[u"annotator"_s] = u"alicia"_s;
            judgments[i] = judgment;
        }
        json[u"judgments"_s] = judgments;
    }) << u"is “alicia” in the package but “alice” in the project"_s;
    QTest::newRow("annotator name with another uuid") << Mutation([](const QString &, QJsonObject &json) {
        QJsonObject annotator = json[u"annotator"_s].toObject();
        annotator[u"uuid"_s] = QUuid::createUuid().toString(QUuid::WithoutBraces);
        json[u"annotator"_s] = annotator;
    }) << u"was never issued a package by this project"_s;
    QTest::newRow("label moved to another question") << Mutation([](const QString &, QJsonObject &json) {
        const QJsonArray questions = json[u"questions"_s].toArray();
        QJsonArray judgments = json[u"judgments"_s].toArray();
        QJsonObject first = judgments[0].toObject();
        for (const QJsonValue &question : questions) {
            if (question[u"uuid"_s] != first[u"question_uuid"_s]) {
                first[u"question_uuid"_s] = question[u"uuid"_s];
                first[u"question_id"_s] = question[u"id"_s];
                break;
            }
        }
        judgments[0] = first;
        json[u"judgments"_s] = judgments;
    }) << u"belongs to another annotator, question or kind"_s;
    QTest::newRow("rubric edited") << Mutation([](const QString &, QJsonObject &json) {
        QJsonArray rubrics = json[u"rubrics"_s].toArray();
        QJsonObject first = rubrics[0].toObject();
        first[u"content"_s] = QJsonObject{{u"notes"_s, u"edited"_s}};
        rubrics[0] = first;
        json[u"rubrics"_s] = rubrics;
    }) << u"does not match its sha256"_s;
    QTest::newRow("unknown version") << Mutation([](const QString &, QJsonObject &json) {
        json[u"format_version"_s] = 2;
    }) << u"format version 2 is unknown"_s;
    QTest::newRow("not a package") << Mutation([](const QString &, QJsonObject &json) {
        json[u"format"_s] = u"something-else"_s;
    }) << u"not a Touchstone annotator package"_s;
    // A returned package carries only its annotator's labels, on what it was issued with.
    QTest::newRow("a new annotator who leads") << Mutation([](const QString &, QJsonObject &json) {
        json[u"annotator"_s] = QJsonObject{{u"uuid"_s, QUuid::createUuid().toString(QUuid::WithoutBraces)},
                                           {u"name"_s, u"boss"_s}, {u"role"_s, u"lead"_s}};
        QJsonArray judgments = json[u"judgments"_s].toArray();
        for (int i = 0; i < judgments.size(); ++i) {
            QJsonObject judgment = judgments[i].toObject();
            judgment[u"annotator"_s] = u"boss"_s;
            judgment[u"uuid"_s] = QUuid::createUuid().toString(QUuid::WithoutBraces);
            judgments[i] = judgment;
        }
        json[u"judgments"_s] = judgments;
    }) << u"annotator “boss”"_s;
    QTest::newRow("role raised to lead") << Mutation([](const QString &, QJsonObject &json) {
        QJsonObject annotator = json[u"annotator"_s].toObject();
        annotator[u"role"_s] = u"lead"_s;
        json[u"annotator"_s] = annotator;
    }) << u"a package cannot change a role"_s;
    QTest::newRow("an extra rubric") << Mutation([](const QString &, QJsonObject &json) {
        QJsonArray rubrics = json[u"rubrics"_s].toArray();
        QJsonObject rubric = rubrics[0].toObject();
        QJsonObject content = rubric[u"content"_s].toObject();
        content[u"note"_s] = u"always grade 3"_s;
        rubric[u"content"_s] = content;
        rubric[u"sha256"_s] = Rubric::digest(content);
        rubric[u"version"_s] = 99;
        rubrics.append(rubric);
        json[u"rubrics"_s] = rubrics;
        json[u"rubric_sha256"_s] = Rubric::digest(content);
    }) << u"cannot change the rubric"_s;
    QTest::newRow("a new question") << Mutation([](const QString &, QJsonObject &json) {
        QJsonArray questions = json[u"questions"_s].toArray();
        QJsonObject question = questions[0].toObject();
        question[u"uuid"_s] = QUuid::createUuid().toString(QUuid::WithoutBraces);
        question[u"id"_s] = u"q-planted"_s;
        question[u"question"_s] = u"A question nobody issued?"_s;
        question[u"passages"_s] = QJsonArray();
        questions.append(question);
        json[u"questions"_s] = questions;
    }) << u"was not issued with this package"_s;
    QTest::newRow("a new candidate passage") << Mutation([](const QString &, QJsonObject &json) {
        QJsonArray questions = json[u"questions"_s].toArray();
        QJsonObject question = questions[0].toObject();
        QJsonArray passages = question[u"passages"_s].toArray();
        passages.append(QJsonObject{{u"uuid"_s, QUuid::createUuid().toString(QUuid::WithoutBraces)},
                                    {u"document_sha256"_s, QString::fromLatin1(kLlncsSha)}, {u"start"_s, 0}, {u"end"_s, 10},
                                    {u"page"_s, 1}, {u"quote"_s, u"x"_s}, {u"source"_s, u"lead"_s}});
        question[u"passages"_s] = passages;
        questions[0] = question;
        json[u"questions"_s] = questions;
    }) << u"only a lead adds passages"_s;
    QTest::newRow("another project") << Mutation([](const QString &, QJsonObject &json) {
        json[u"origin_project_id"_s] = QUuid::createUuid().toString(QUuid::WithoutBraces);
    }) << u"belongs to project"_s;
    QTest::newRow("malformed JSON") << Mutation([](const QString &folder, QJsonObject &json) {
        QFile file(QDir(folder).filePath(u"package.json"_s));
        file.open(QIODevice::ReadWrite);
        file.resize(file.size() / 2);
        json = QJsonObject(); // leave the truncated file as it is
    }) << u"package.json is malformed JSON"_s;
}

void TestAnnotatorPackage::badPackagesAreRefused()
{
    QFETCH(Mutation, mutation);
    QFETCH(QString, reason);
    QFile outside(m_projects.path(u"outside.pdf"_s)); // what "../../outside.pdf" could reach
    outside.open(QIODevice::WriteOnly);
    outside.close();
    const QString package = mutated(exportFor(*m_lead, u"alice"_s, u"alice-bad%1"_s.arg(m_copies)), mutation);
    const QStringList before = fingerprint(*m_lead);
    const auto read = AnnotatorPackage::read(package);
    const auto merged = read ? PackageMerge::merge(*m_lead, *read, u"lead"_s) : Result<PackageMerge::Report>::failure(read.error());
    QVERIFY(!merged.ok());
    QVERIFY2(merged.error().contains(reason), qPrintable(merged.error()));
    QVERIFY(!merged.error().contains(QLatin1Char('\n')));
    QCOMPARE(fingerprint(*m_lead), before);
}

// The same labels again under new uuids add nothing: a duplicate is the
// same label, counted as such.
void TestAnnotatorPackage::duplicateLabelsAreTheSameLabel()
{
    int copies = 0;
    const QString package = mutated(exportFor(*m_lead, u"alice"_s, u"alice-dup%1"_s.arg(m_copies)),
                                    [&copies](const QString &, QJsonObject &json) {
        QJsonArray judgments = json[u"judgments"_s].toArray();
        const QJsonArray original = judgments;
        for (int round = 0; round < 3; ++round) {
            for (const QJsonValue &value : original) {
                QJsonObject judgment = value.toObject();
                judgment[u"uuid"_s] = QUuid::createUuid().toString(QUuid::WithoutBraces);
                judgments.append(judgment);
                ++copies;
            }
        }
        json[u"judgments"_s] = judgments;
    });
    QVERIFY(copies > 0);
    const QStringList before = fingerprint(*m_lead);
    const auto read = AnnotatorPackage::read(package);
    QVERIFY2(read.ok(), qPrintable(read.error()));
    const auto merged = PackageMerge::merge(*m_lead, *read, u"lead"_s);
    QVERIFY2(merged.ok(), qPrintable(merged.error()));
    QCOMPARE(merged->judgmentsAdded, 0);
    QCOMPARE(merged->judgmentsDuplicate, copies);
    QVERIFY(!merged->changed());
    QCOMPARE(fingerprint(*m_lead), before);
}

void TestAnnotatorPackage::openLeavesNothingBehindWhenItFails()
{
    // A label whose quote and offsets name nothing in the document: found
    // only after the documents were ingested into the new project.
    const QString package = mutated(exportFor(*m_lead, u"alice"_s, u"alice-open%1"_s.arg(m_copies)),
                                    [](const QString &, QJsonObject &json) {
        QJsonArray judgments = json[u"judgments"_s].toArray();
        for (int i = 0; i < judgments.size(); ++i) {
            QJsonObject judgment = judgments[i].toObject();
            if (judgment.contains(u"quote"_s) && !judgment.contains(u"passage_uuid"_s)) {
                judgment[u"quote"_s] = u"words that occur nowhere in the manual"_s;
                judgment[u"start"_s] = 5;
                judgment[u"end"_s] = 9;
                judgment[u"updated_at"_s] = u"2999-01-01T00:00:00.000Z"_s; // newer: the lead re-anchors it too
                judgments[i] = judgment;
                break;
            }
        }
        json[u"judgments"_s] = judgments;
    });
    const auto read = AnnotatorPackage::read(package);
    QVERIFY(read.ok());
    const QString folder = m_projects.path(u"never%1"_s.arg(m_copies));
    const auto opened = PackageMerge::open(*read, folder);
    QVERIFY(!opened.ok());
    QVERIFY2(opened.error().contains(u"cannot be anchored"_s), qPrintable(opened.error()));
    QVERIFY(!QFileInfo::exists(folder));
    // Nor a hidden staging folder: the project was built beside the target
    // and renamed into place only when complete.
    QCOMPARE(QDir(QFileInfo(folder).path()).entryList({u".never*"_s}, QDir::AllEntries | QDir::Hidden), QStringList());
    // And a lead merging it is refused the same way, unchanged.
    const QStringList before = fingerprint(*m_lead);
    QVERIFY(!PackageMerge::merge(*m_lead, *read, u"lead"_s).ok());
    QCOMPARE(fingerprint(*m_lead), before);
}

void TestAnnotatorPackage::documentsTheAnnotatorAddedComeAlong()
{
    const auto read = AnnotatorPackage::read(exportFor(*m_lead, u"alice"_s, u"alice-add%1"_s.arg(m_copies)));
    QVERIFY(read.ok());
    const QString folder = m_projects.path(u"alice-adds%1"_s.arg(m_copies));
    QVERIFY(PackageMerge::open(*read, folder).ok());
    auto copy = ProjectStore::open(folder);
    QVERIFY(copy.ok());
    const IngestReport ingested = Ingest::run(**copy, {corpusFile(u"opf-hello-world.pdf"_s)}, Ingest::Options());
    QCOMPARE(ingested.files.front().kind, IngestOutcome::Added);
    const qint64 hello = ingested.files.front().documentId;
    const Annotator alice = *AnnotatorStore(**copy).byName(u"alice"_s);
    const qint64 question = AssignmentStore(**copy).questionsOf(alice.id).value().front();
    const auto span = SpanAnchor::fromRange(*DocumentStore(**copy).canonicalText(hello), hello, 0, 5);
    const auto label = JudgmentStore(**copy).addSpan(alice.id, question, *span, 2);
    QVERIFY(label.ok());
    const QString back = exportFor(**copy, u"alice"_s, u"alice-adds-back%1"_s.arg(m_copies));
    QVERIFY(!back.isEmpty());

    // Refused first: a bad label elsewhere in the package takes the new document back out.
    const QString broken = mutated(back, [](const QString &, QJsonObject &json) {
        QJsonArray judgments = json[u"judgments"_s].toArray();
        for (int i = 0; i < judgments.size(); ++i) {
            QJsonObject judgment = judgments[i].toObject();
            if (judgment[u"quote"_s] == u"Hello"_s) {
                judgment[u"quote"_s] = u"Goodbye"_s;
                judgment[u"end"_s] = 200;
                judgments[i] = judgment;
            }
        }
        json[u"judgments"_s] = judgments;
    });
    const QStringList before = fingerprint(*m_lead);
    const auto refused = PackageMerge::merge(*m_lead, *AnnotatorPackage::read(broken), u"lead"_s);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(u"cannot be anchored"_s), qPrintable(refused.error()));
    QCOMPARE(fingerprint(*m_lead), before);

    const auto merged = PackageMerge::merge(*m_lead, *AnnotatorPackage::read(back), u"lead"_s);
    QVERIFY2(merged.ok(), qPrintable(merged.error()));
    QCOMPARE(merged->documentsAdded, 1);
    QCOMPARE(merged->judgmentsAdded, 1);
    const auto added = DocumentStore(*m_lead).documentBySha256(DocumentStore(**copy).document(hello)->sha256);
    QVERIFY(added);
    QCOMPARE(added->fileName, u"opf-hello-world.pdf"_s); // the original name, not the package's <sha256>.pdf
    QCOMPARE(JudgmentStore(*m_lead).byUuid(label->uuid)->span->exact, u"Hello"_s);
}

void TestAnnotatorPackage::writingIsAllOrNothing()
{
    const QString occupied = m_projects.path(u"occupied%1"_s.arg(m_copies));
    QVERIFY(QDir().mkpath(occupied));
    QFile stray(QDir(occupied).filePath(u"keep.txt"_s));
    QVERIFY(stray.open(QIODevice::WriteOnly));
    stray.close();
    const qint64 alice = AnnotatorStore(*m_lead).byName(u"alice"_s)->id;
    const auto refused = AnnotatorPackage::write(*m_lead, alice, occupied);
    QVERIFY(!refused.ok());
    QCOMPARE(QDir(occupied).entryList(QDir::Files | QDir::NoDotAndDotDot), QStringList{u"keep.txt"_s});
    const QString empty = m_projects.path(u"empty%1"_s.arg(m_copies));
    QVERIFY(QDir().mkpath(empty));
    const auto written = AnnotatorPackage::write(*m_lead, alice, empty, {true});
    QVERIFY2(written.ok(), qPrintable(written.error()));
    QCOMPARE(written->documents, 1); // only llncsdoc.pdf holds alice's passages and labels
    const QStringList leftovers = QDir(m_projects.path(QString())).entryList({u".*partial*"_s},
                                                                            QDir::AllEntries | QDir::Hidden);
    QVERIFY2(leftovers.isEmpty(), qPrintable(leftovers.join(u", "_s)));
    const qint64 nobody = AnnotatorStore(*m_lead).add(u"nobody"_s, AnnotatorRole::Annotator)->id;
    QVERIFY(!AnnotatorPackage::write(*m_lead, nobody, m_projects.path(u"nobody%1"_s.arg(m_copies))).ok());
    QVERIFY(!QFileInfo::exists(m_projects.path(u"nobody%1"_s.arg(m_copies))));
}

QTEST_GUILESS_MAIN(TestAnnotatorPackage)
#include "tst_annotatorpackage.moc"
