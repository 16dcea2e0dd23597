#pragma once

// Projects for the golden-set tests and benchmark: real corpus PDFs ingested
// into a fresh project, questions, annotators and judgments through the
// stores, and the lead's decisions through AdjudicationStore's verbs (or an
// adjudications import for the generated sets) — the path a lead takes.
// Full agreements are left to the freeze, which accepts them
// (AdjudicationStore::syncAutomatic) before it reads the gold.

#include "common/shareddata.h"

#include "annotation/adjudicationfile.h"
#include "annotation/adjudicationstore.h"
#include "annotation/annotatorstore.h"
#include "annotation/documentstore.h"
#include "annotation/ingest.h"
#include "annotation/judgmentstore.h"
#include "annotation/projectstore.h"
#include "annotation/questionstore.h"
#include "annotation/quotematcher.h"
#include "annotation/rubricstore.h"
#include "annotation/sqlhelpers.h"
#include "annotation/transaction.h"
#include "annotation/wordtokens.h"

#include "metrics/prng.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>

namespace touchstone::testing {

inline QStringList goldCorpus()
{
    return {corpusFile(QStringLiteral("pypdf-minimal-document.pdf")), corpusFile(QStringLiteral("llncsdoc.pdf")),
            corpusFile(QStringLiteral("acmart-sample-sigconf.pdf"))};
}

// Fixture setup must not fail; when it does, the test cannot mean anything.
[[noreturn]] inline void fixtureFailure(const QString &what)
{
    std::fprintf(stderr, "gold fixture: %s\n", qPrintable(what));
    std::abort();
}

class GoldFixture
{
public:
    std::unique_ptr<ProjectStore> store;
    QHash<QString, qint64> documentIds; // file name → id
    QHash<QString, QString> sha256;      // file name → sha256
    qint64 ann1 = 0;
    qint64 ann2 = 0;
    qint64 ann3 = 0;
    qint64 lead = 0;
    qint64 rubricId = 0;

    static std::unique_ptr<GoldFixture> create(const QString &folder, const QStringList &pdfs = goldCorpus())
    {
        auto fixture = std::make_unique<GoldFixture>();
        auto created = ProjectStore::create(folder);
        if (!created)
            fixtureFailure(created.error());
        fixture->store = std::move(*created);
        const IngestReport report = Ingest::run(*fixture->store, pdfs, Ingest::Options{});
        for (const IngestOutcome &outcome : report.files) {
            if (outcome.kind != IngestOutcome::Added)
                fixtureFailure(outcome.path + QStringLiteral(": ") + outcome.message);
            const QString name = QFileInfo(outcome.path).fileName();
            fixture->documentIds.insert(name, outcome.documentId);
            fixture->sha256.insert(name, outcome.sha256);
        }
        const AnnotatorStore annotators(*fixture->store);
        fixture->ann1 = annotators.add(QStringLiteral("ann1"), AnnotatorRole::Annotator)->id;
        fixture->ann2 = annotators.add(QStringLiteral("ann2"), AnnotatorRole::Annotator)->id;
        fixture->ann3 = annotators.add(QStringLiteral("ann3"), AnnotatorRole::Annotator)->id;
        fixture->lead = annotators.add(QStringLiteral("lead"), AnnotatorRole::Lead)->id;
        fixture->rubricId = RubricStore(*fixture->store).current()->id;
        return fixture;
    }

    qint64 addQuestion(const QString &id, const QString &stratum, bool answerable = true, Split split = Split::Unassigned)
    {
        Question question;
        question.externalId = id;
        question.text = QStringLiteral("Question %1?").arg(id);
        question.stratum = stratum;
        question.answerable = answerable;
        question.split = split;
        question.referenceAnswer = QStringLiteral("Answer to %1").arg(id);
        question.nuggets = {{QStringLiteral("nugget of %1").arg(id), true}};
        auto added = QuestionStore(*store).add(question);
        if (!added)
            fixtureFailure(added.error());
        return added->id;
    }

    SpanAnchor anchor(const QString &file, const QString &quote, int occurrence = 0) const
    {
        const qint64 documentId = documentIds.value(file);
        auto text = DocumentStore(*store).canonicalText(documentId);
        if (!text)
            fixtureFailure(text.error());
        const QuoteMatcher matcher(*text);
        const std::vector<QuoteMatch> matches = matcher.findAll(quote);
        if (int(matches.size()) <= occurrence)
            fixtureFailure(QStringLiteral("quote not found in %1: %2").arg(file, quote));
        auto span = SpanAnchor::fromRange(*text, documentId, matches[size_t(occurrence)].start,
                                          matches[size_t(occurrence)].end);
        if (!span)
            fixtureFailure(span.error());
        return *span;
    }

    // A span judgment; returns its span id.
    qint64 label(qint64 annotator, qint64 question, const SpanAnchor &span, int grade) const
    {
        auto judgment = JudgmentStore(*store).addSpan(annotator, question, span, grade, {}, rubricId);
        if (!judgment)
            fixtureFailure(judgment.error());
        return judgment->spanId;
    }

    void unanswerable(qint64 annotator, qint64 question) const
    {
        if (auto judgment = JudgmentStore(*store).markUnanswerable(annotator, question, {}, rubricId); !judgment)
            fixtureFailure(judgment.error());
    }

    // The key of the unit of `question` that holds `span`: the passage with
    // exactly its range, else the group of highlights overlapping it.
    QString unitKey(qint64 question, const SpanAnchor &span) const
    {
        ProjectLabels labels;
        labels.setTokenizing(false);
        if (const Status loaded = labels.loadQuestion(*store, question); !loaded)
            fixtureFailure(loaded.error());
        const std::vector<AdjudicationUnit> units = AdjudicationQueue::unitsOf(labels, labels.questionIndex(question));
        for (const AdjudicationUnit &unit : units) {
            if (unit.kind == AdjudicationUnitKind::Passage && unit.documentId == span.documentId
                && unit.start == span.start && unit.end == span.end)
                return unit.key;
        }
        for (const AdjudicationUnit &unit : units) {
            if (unit.kind == AdjudicationUnitKind::SpanGroup && unit.documentId == span.documentId
                && unit.start < span.end && span.start < unit.end)
                return unit.key;
        }
        fixtureFailure(QStringLiteral("question %1 has no unit at %2–%3").arg(question).arg(span.start).arg(span.end));
    }

    DecisionRequest request(qint64 question, const QString &key,
                            const QString &reason = QStringLiteral("annotator_error")) const
    {
        DecisionRequest request;
        request.questionId = question;
        request.unitKey = key;
        request.leadId = lead;
        request.reason = {reason, QStringLiteral("decided in a test")};
        return request;
    }

    static void check(const Result<std::vector<Decision>> &decided)
    {
        if (!decided)
            fixtureFailure(decided.error());
    }

    // The lead grades the unit holding `span` (a passage, or a group whose
    // highlights share their edges); again: a regrade, superseding.
    void decideGrade(qint64 question, const SpanAnchor &span, int grade,
                     const QString &reason = QStringLiteral("annotator_error")) const
    {
        check(AdjudicationStore(*store, QStringLiteral("lead")).setGrade(request(question, unitKey(question, span), reason), grade));
    }

    // The lead takes one annotator's label of the unit holding `span` as gold.
    void acceptAnnotator(qint64 question, const SpanAnchor &span, qint64 annotator,
                         const QString &reason = QStringLiteral("annotator_error")) const
    {
        check(AdjudicationStore(*store, QStringLiteral("lead"))
                  .acceptAnnotator(request(question, unitKey(question, span), reason), annotator));
    }

    // Full agreements accepted now (the freeze does it too).
    void acceptFullAgreements() const
    {
        if (const Result<int> synced = AdjudicationStore(*store, QStringLiteral("lead")).syncAutomatic(); !synced)
            fixtureFailure(synced.error());
    }

    // Damage, not a decision: the stored quote of the question's current
    // gold spans no longer matches the stored text (as after a corpus
    // change the freeze must catch).
    void corruptGoldQuotes(qint64 question, const QString &exact) const
    {
        QSqlQuery query(store->database());
        if (!sql::exec(query, QStringLiteral("UPDATE spans SET exact = ? WHERE id IN (SELECT span_id FROM adjudications "
                                             "WHERE question_id = ? AND superseded_at IS NULL)"),
                       {exact, question})
            || query.numRowsAffected() == 0)
            fixtureFailure(QStringLiteral("no gold span to damage: ") + query.lastError().text());
    }

    // Two annotators highlight `quote` (grades 3 and 2); the lead settles on `grade`.
    qint64 adjudicatedQuestion(const QString &id, const QString &stratum, const QString &file, const QString &quote,
                               int grade = 3)
    {
        const qint64 question = addQuestion(id, stratum);
        const SpanAnchor span = anchor(file, quote);
        label(ann1, question, span, 3);
        label(ann2, question, span, 2);
        decideGrade(question, span, grade);
        return question;
    }

    // Both annotators say "no answer in the corpus": a full agreement, which
    // the freeze accepts.
    qint64 adjudicatedUnanswerable(const QString &id)
    {
        const qint64 question = addQuestion(id, QStringLiteral("negative"), false);
        unanswerable(ann1, question);
        unanswerable(ann2, question);
        return question;
    }

    // A small project that freezes: eight questions over three documents.
    void addStandardQuestions()
    {
        const QString llncs = QStringLiteral("llncsdoc.pdf");
        const QString acm = QStringLiteral("acmart-sample-sigconf.pdf");
        const QString lorem = QStringLiteral("pypdf-minimal-document.pdf");
        adjudicatedQuestion(QStringLiteral("q01"), QStringLiteral("lexical"), llncs,
                            QStringLiteral("Copy llncs.cls to a directory that is searched by LATEX"));
        adjudicatedQuestion(QStringLiteral("q02"), QStringLiteral("lexical"), llncs,
                            QStringLiteral("to 122 mm horizontally by 193 mm vertically"));
        adjudicatedQuestion(QStringLiteral("q03"), QStringLiteral("paraphrase"), acm,
                            QStringLiteral("Seattle Mariners at Spring Training, 2010"), 2);
        adjudicatedQuestion(QStringLiteral("q04"), QStringLiteral("paraphrase"), llncs,
                            QStringLiteral("The llncs class is an extension of the standard LATEX article class"));
        adjudicatedQuestion(QStringLiteral("q05"), QStringLiteral("multi_hop"), lorem,
                            QStringLiteral("Stet clita kasd gubergren"));
        adjudicatedQuestion(QStringLiteral("q06"), QStringLiteral("multi_hop"), acm,
                            QStringLiteral("datasets, neural networks, gaze detection, text tagging"));
        adjudicatedUnanswerable(QStringLiteral("q07"));
        adjudicatedUnanswerable(QStringLiteral("q08"));
    }
};

// A generated set for the kill test and the benchmark: `count` questions,
// each highlighted by two annotators in one of the documents (random runs
// of words; the second annotator sometimes one word longer, sometimes a
// grade lower); where they differ the lead settles on the first annotator's
// span with grade 3 (an adjudications import), where they agree the freeze
// accepts the agreement; every tenth question is unanswerable by design and
// by both annotators. The judgments are written with SQL in one
// transaction, as a judgment import would be.
inline void generateGoldSet(GoldFixture &fixture, int count, std::uint64_t seed = 7)
{
    struct Document
    {
        qint64 id;
        QString sha;
        CanonicalText text;
        WordTokens tokens;
    };
    std::vector<Document> documents;
    for (auto it = fixture.documentIds.constBegin(); it != fixture.documentIds.constEnd(); ++it) {
        auto text = DocumentStore(*fixture.store).canonicalText(it.value());
        if (!text)
            fixtureFailure(text.error());
        documents.push_back({it.value(), fixture.sha256.value(it.key()), *text, WordTokens::of(text->text())});
    }
    std::sort(documents.begin(), documents.end(), [](const Document &a, const Document &b) { return a.id < b.id; });
    const QStringList strata{QStringLiteral("lexical"), QStringLiteral("paraphrase"), QStringLiteral("multi_hop"),
                             QStringLiteral("long_tail"), QStringLiteral("tabular"), QStringLiteral("temporal")};
    Prng random(seed);
    QSqlDatabase database = fixture.store->database();
    Transaction transaction(database);
    QSqlQuery question(database);
    question.prepare(QStringLiteral("INSERT INTO questions (uuid, external_id, text, stratum, answerable, "
                                    "reference_answer, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    QSqlQuery span(database);
    span.prepare(QStringLiteral("INSERT INTO spans (uuid, document_id, start_offset, end_offset, page, exact, prefix, "
                                "suffix) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    QSqlQuery judgment(database);
    judgment.prepare(QStringLiteral("INSERT INTO judgments (uuid, annotator_id, question_id, kind, span_id, grade, "
                                    "rubric_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    QByteArray decisions; // adjudications JSONL
    const QString now = sql::now();
    auto exec = [](QSqlQuery &query, const QVariantList &values) {
        for (const QVariant &value : values)
            query.addBindValue(value);
        if (!query.exec())
            fixtureFailure(query.lastError().text());
        return query.lastInsertId().toLongLong();
    };
    auto addSpan = [&](const Document &document, int firstToken, int lastToken) {
        auto anchor = SpanAnchor::fromRange(document.text, document.id, document.tokens.starts[size_t(firstToken)],
                                            document.tokens.ends[size_t(lastToken)]);
        if (!anchor)
            fixtureFailure(anchor.error());
        return std::make_pair(exec(span, {sql::newUuid(), anchor->documentId, anchor->start, anchor->end, anchor->page,
                                          anchor->exact, sql::text(anchor->prefix), sql::text(anchor->suffix)}),
                              *anchor);
    };
    for (int i = 0; i < count; ++i) {
        const bool negative = i % 10 == 9;
        const QString stratum = negative ? QStringLiteral("negative") : strata[i % strata.size()];
        const qint64 questionId = exec(question, {sql::newUuid(), QStringLiteral("g%1").arg(i, 5, 10, QLatin1Char('0')),
                                                  QStringLiteral("Generated question %1?").arg(i), stratum, !negative,
                                                  QStringLiteral("answer %1").arg(i), now, now});
        if (negative) {
            for (const qint64 annotator : {fixture.ann1, fixture.ann2})
                exec(judgment, {sql::newUuid(), annotator, questionId, QStringLiteral("unanswerable"), QVariant(),
                                QVariant(), fixture.rubricId, now, now});
            continue;
        }
        const Document &document = documents[size_t(random.bounded(quint32(documents.size())))];
        const int length = 3 + int(random.bounded(quint32(10)));
        const int first = int(random.bounded(quint32(document.tokens.count() - length - 1)));
        const auto [firstSpan, firstAnchor] = addSpan(document, first, first + length);
        const bool longer = random.bounded(quint32(4)) == 0;
        const qint64 secondSpan = addSpan(document, first, first + length + (longer ? 1 : 0)).first;
        exec(judgment, {sql::newUuid(), fixture.ann1, questionId, QStringLiteral("span"), firstSpan, 3,
                        fixture.rubricId, now, now});
        const int secondGrade = random.bounded(quint32(3)) == 0 ? 2 : 3;
        exec(judgment, {sql::newUuid(), fixture.ann2, questionId, QStringLiteral("span"), secondSpan, secondGrade,
                        fixture.rubricId, now, now});
        if (!longer && secondGrade == 3)
            continue; // a full agreement
        const QJsonObject line{{QStringLiteral("lead"), QStringLiteral("lead")},
                               {QStringLiteral("question_id"), QStringLiteral("g%1").arg(i, 5, 10, QLatin1Char('0'))},
                               {QStringLiteral("document_sha256"), document.sha},
                               {QStringLiteral("start"), firstAnchor.start},
                               {QStringLiteral("end"), firstAnchor.end},
                               {QStringLiteral("grade"), 3},
                               {QStringLiteral("reason"), longer ? QStringLiteral("span_boundary")
                                                                 : QStringLiteral("annotator_error")}};
        decisions += QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
    }
    if (!transaction.commit())
        fixtureFailure(transaction.error());
    const auto imported = AdjudicationFile::importBytes(*fixture.store, decisions, QStringLiteral("generated.jsonl"),
                                                        QStringLiteral("lead"));
    if (!imported)
        fixtureFailure(imported.error());
}

} // namespace touchstone::testing
