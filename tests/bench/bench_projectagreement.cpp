// bench_projectagreement: the live agreement dashboard on a generated
// project of 100,000 judgments from 5 annotators (issue "Adjudication with
// live agreement"). Reports
//   (i)   loading the judgments from SQLite into ProjectLabels (and
//         tokenizing the highlighted documents, once),
//   (ii)  recomputing every number without bootstrap: from scratch out of
//         the in-memory labels, from the kept per-question tallies, and the
//         live path after one save (re-read one question, re-tally it,
//         recompute) — target ≤ 16 ms,
//   (iii) the same with a 200-resample bootstrap over questions,
//   (iv)  `touchstone agreement PROJECT` as the command runs it: a fresh
//         ProjectLabels loaded as the command loads it (no quotes, no label
//         uuids, tokens of the highlighted documents), every question
//         tallied, and the dashboard with the default 200-resample
//         bootstrap, each step timed,
// plus the adjudication queue and GoldLabels::forAll for scale.
//
// Data (seeded, xoshiro256**): 20 synthetic documents (3 pages of words
// each); questions in the 7 built-in strata, a third in the test split;
// each question has 2–5 of the 5 annotators as raters (40/30/20/10 %), 10
// candidate passages with a latent grade (40/25/20/15 %) that each rater
// grades (95 %) with noise (70 % exact, 20 % one off, 10 % random), and 1–2
// answer ranges in one document that each rater highlights (85 %) with
// jittered edges and grades, plus a stray highlight now and then; 3 % of
// the questions are unanswerable for some raters. Labels are spread over
// 30 days. Everything is inserted through SQL in one transaction.
//
// Usage: bench_projectagreement [--runs N] [--keep DIR] [--judgments N]

#include "annotation/adjudicationqueue.h"
#include "annotation/adjudicationstore.h"
#include "annotation/agreementunits.h"
#include "annotation/documentstore.h"
#include "annotation/goldlabels.h"
#include "annotation/projectagreement.h"
#include "annotation/projectlabels.h"
#include "annotation/projectstore.h"
#include "annotation/sqlhelpers.h"
#include "annotation/transaction.h"
#include "annotation/wordtokens.h"
#include "metrics/prng.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

int kJudgments = 100000;  // --judgments N for a larger project
constexpr int kAnnotators = 5;
constexpr int kDocuments = 20;
constexpr int kPassagesPerQuestion = 10;
constexpr double kTargetMs = 16.0;
constexpr std::uint64_t kSeed = 20240531;

struct Timing
{
    double medianMs = 0;
    double minMs = 0;
    double maxMs = 0;
};

Timing timeRuns(int runs, const std::function<void()> &work)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        work();
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms.front(), ms.back()};
}

class Generator
{
public:
    explicit Generator(const ProjectStore &store)
        : m_store(store)
        , m_random(kSeed)
    {
    }

    bool run();
    int judgments() const { return m_judgments; }
    int questions() const { return m_questions; }
    std::vector<qint64> questionIds;

private:
    int draw(std::initializer_list<int> percents);
    bool addDocuments();
    bool addPeople();
    bool addQuestion(int index);
    qint64 insertSpan(qint64 document, int start, int end);
    bool insertJudgment(int annotator, qint64 question, const char *kind, qint64 spanId, qint64 passageId, int grade,
                        qint64 timeMs);
    int noisy(int latent);

    const ProjectStore &m_store;
    Prng m_random;
    std::vector<qint64> m_documents;
    std::vector<WordTokens> m_tokens;
    std::vector<CanonicalText> m_texts;
    std::vector<qint64> m_annotators;
    int m_judgments = 0;
    int m_questions = 0;
    int m_spanSerial = 0;
};

int Generator::draw(std::initializer_list<int> percents)
{
    int r = int(m_random.bounded(quint32(100)));
    int value = 0;
    for (const int p : percents) {
        if (r < p)
            return value;
        r -= p;
        ++value;
    }
    return value - 1;
}

int Generator::noisy(int latent)
{
    const int noise = int(m_random.bounded(quint32(100)));
    if (noise < 70)
        return latent;
    if (noise < 90)
        return std::clamp(latent + (m_random.bounded(quint32(2)) ? 1 : -1), 0, 3);
    return int(m_random.bounded(quint32(4)));
}

bool Generator::addDocuments()
{
    static const char *words[] = {"retrieval", "passage", "golden", "annotator", "agreement", "the", "of", "and",
                                  "vacation", "policy", "days", "carry", "over", "employee", "benefits", "salary",
                                  "report", "section", "table", "figure", "number", "42", "2024", "index", "query"};
    const DocumentStore documents(m_store);
    for (int d = 0; d < kDocuments; ++d) {
        std::vector<PageText> pages(3);
        QString all;
        for (PageText &page : pages) {
            QString text;
            for (int w = 0; w < 600; ++w) {
                text += QString::fromLatin1(words[m_random.bounded(quint32(25))]);
                text += (w % 12 == 11) ? u'\n' : (w % 37 == 36 ? u'.' : u' ');
            }
            const QList<uint> ucs4 = text.toUcs4();
            page.text.assign(ucs4.begin(), ucs4.end());
            page.sizePoints = QSizeF(612, 792);
            all += text;
        }
        DocumentRecord record;
        record.sha256 = QString::fromLatin1(QCryptographicHash::hash(all.toUtf8() + QByteArray::number(d),
                                                                     QCryptographicHash::Sha256).toHex());
        record.fileName = u"synthetic-%1.pdf"_s.arg(d + 1);
        record.pageCount = 3;
        record.bytes = all.size();
        record.textSha256 = record.sha256;
        const Result<qint64> id = documents.insert(record, pages);
        if (!id) {
            std::fprintf(stderr, "bench_projectagreement: %s\n", qPrintable(id.error()));
            return false;
        }
        m_documents.push_back(*id);
        m_texts.push_back(*documents.canonicalText(*id));
        m_tokens.push_back(WordTokens::of(m_texts.back().text()));
    }
    return true;
}

bool Generator::addPeople()
{
    QSqlQuery insert(m_store.database());
    for (int a = 0; a <= kAnnotators; ++a) {
        if (!sql::exec(insert, u"INSERT INTO annotators (uuid, name, role, created_at) VALUES (?, ?, ?, ?)"_s,
                       {sql::newUuid(), a < kAnnotators ? u"annotator%1"_s.arg(a + 1) : u"lead"_s,
                        a < kAnnotators ? u"annotator"_s : u"lead"_s, sql::now()}))
            return false;
        if (a < kAnnotators)
            m_annotators.push_back(insert.lastInsertId().toLongLong());
    }
    return true;
}

qint64 Generator::insertSpan(qint64 document, int start, int end)
{
    const size_t d = size_t(std::find(m_documents.begin(), m_documents.end(), document) - m_documents.begin());
    QSqlQuery insert(m_store.database());
    if (!sql::exec(insert, u"INSERT INTO spans (uuid, document_id, start_offset, end_offset, page, exact) VALUES (?, ?, ?, ?, ?, ?)"_s,
                   {u"s-%1"_s.arg(++m_spanSerial), document, start, end, m_texts[d].pageOf(start), m_texts[d].slice(start, end)}))
        return 0;
    return insert.lastInsertId().toLongLong();
}

bool Generator::insertJudgment(int annotator, qint64 question, const char *kind, qint64 spanId, qint64 passageId,
                               int grade, qint64 timeMs)
{
    if (m_judgments >= kJudgments)
        return true;
    const QString time = QDateTime::fromMSecsSinceEpoch(timeMs, Qt::UTC).toString(Qt::ISODateWithMs);
    QSqlQuery insert(m_store.database());
    if (!sql::exec(insert, u"INSERT INTO judgments (uuid, annotator_id, question_id, kind, span_id, passage_id, grade, "
                           "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s,
                   {sql::newUuid(), m_annotators[size_t(annotator)], question, QString::fromLatin1(kind),
                    spanId ? QVariant(spanId) : QVariant(), passageId ? QVariant(passageId) : QVariant(),
                    grade >= 0 ? QVariant(grade) : QVariant(), time, time})) {
        std::fprintf(stderr, "bench_projectagreement: %s\n", qPrintable(insert.lastError().text()));
        return false;
    }
    ++m_judgments;
    return true;
}

bool Generator::addQuestion(int index)
{
    static const char *strata[] = {"lexical", "paraphrase", "multi_hop", "long_tail", "tabular", "negative", "temporal"};
    QSqlQuery insert(m_store.database());
    if (!sql::exec(insert, u"INSERT INTO questions (uuid, external_id, text, stratum, split, created_at, updated_at) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?)"_s,
                   {sql::newUuid(), u"q%1"_s.arg(index + 1), u"Question %1?"_s.arg(index + 1),
                    QString::fromLatin1(strata[index % 7]), index % 3 == 0 ? u"test"_s : u"dev"_s, sql::now(), sql::now()}))
        return false;
    const qint64 question = insert.lastInsertId().toLongLong();
    questionIds.push_back(question);
    ++m_questions;
    int order[kAnnotators] = {0, 1, 2, 3, 4};
    for (int i = kAnnotators - 1; i > 0; --i)
        std::swap(order[i], order[m_random.bounded(quint32(std::uint64_t(i) + 1))]);
    const int raters = 2 + draw({40, 30, 20, 10});
    const qint64 day = 86400000;
    const qint64 base = QDateTime(QDate(2026, 1, 1), QTime(8, 0), Qt::UTC).toMSecsSinceEpoch()
        + (qint64(index) * 30 * day) / 3000;
    const auto when = [&] { return base + qint64(m_random.bounded(quint32(6 * 3600000))); };
    for (int p = 0; p < kPassagesPerQuestion; ++p) {
        const size_t d = size_t(m_random.bounded(quint32(kDocuments)));
        const int first = int(m_random.bounded(quint32(m_tokens[d].count() - 40)));
        const qint64 span = insertSpan(m_documents[d], m_tokens[d].starts[size_t(first)],
                                       m_tokens[d].ends[size_t(first + 20 + int(m_random.bounded(quint32(15))))]);
        if (!sql::exec(insert, u"INSERT INTO passages (uuid, question_id, span_id, source, position) VALUES (?, ?, ?, 'pool', ?)"_s,
                       {sql::newUuid(), question, span, p}))
            return false;
        const qint64 passage = insert.lastInsertId().toLongLong();
        const int latent = draw({40, 25, 20, 15});
        for (int r = 0; r < raters; ++r)
            if (m_random.bounded(quint32(100)) < 95 && !insertJudgment(order[r], question, "passage", span, passage, noisy(latent), when()))
                return false;
    }
    const size_t d = size_t(m_random.bounded(quint32(kDocuments)));
    const bool unanswerable = m_random.bounded(quint32(100)) < 3;
    const int answers = 1 + int(m_random.bounded(quint32(2)));
    for (int r = 0; r < raters; ++r) {
        if (unanswerable && m_random.bounded(quint32(2)) == 0) {
            if (!insertJudgment(order[r], question, "unanswerable", 0, 0, -1, when()))
                return false;
            continue;
        }
        for (int a = 0; a < answers + (m_random.bounded(quint32(10)) == 0 ? 1 : 0); ++a) {
            if (m_random.bounded(quint32(100)) >= 85)
                continue;
            const int first = std::clamp(100 + 300 * a + int(m_random.bounded(quint32(5))) - 2, 0, m_tokens[d].count() - 40);
            const int last = first + 5 + int(m_random.bounded(quint32(20)));
            const qint64 span = insertSpan(m_documents[d], m_tokens[d].starts[size_t(first)], m_tokens[d].ends[size_t(last)]);
            if (!insertJudgment(order[r], question, "span", span, 0, noisy(a == 0 ? 3 : 2), when()))
                return false;
        }
    }
    return true;
}

bool Generator::run()
{
    if (!addDocuments() || !addPeople())
        return false;
    Transaction transaction(m_store.database());
    for (int q = 0; m_judgments < kJudgments; ++q)
        if (!addQuestion(q))
            return false;
    return transaction.commit();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    int runs = 21;
    if (const qsizetype i = arguments.indexOf(u"--runs"_s); i >= 0 && i + 1 < arguments.size())
        runs = std::max(5, arguments.at(i + 1).toInt());
    if (const qsizetype i = arguments.indexOf(u"--judgments"_s); i >= 0 && i + 1 < arguments.size())
        kJudgments = std::max(1000, arguments.at(i + 1).toInt());
    QTemporaryDir temporary;
    QString folder = temporary.filePath(u"project"_s);
    if (const qsizetype i = arguments.indexOf(u"--keep"_s); i >= 0 && i + 1 < arguments.size())
        folder = arguments.at(i + 1);
    auto created = ProjectStore::create(folder);
    if (!created) {
        std::fprintf(stderr, "bench_projectagreement: %s\n", qPrintable(created.error()));
        return 1;
    }
    const ProjectStore &store = **created;
    Generator generator(store);
    const auto setupStart = std::chrono::steady_clock::now();
    if (!generator.run())
        return 1;
    std::printf("data: %d judgments from %d annotators, %d questions, %d documents (seed %llu); setup %.1f s\n",
                generator.judgments(), kAnnotators, generator.questions(), kDocuments, (unsigned long long)kSeed,
                std::chrono::duration<double>(std::chrono::steady_clock::now() - setupStart).count());

    ProjectLabels labels;
    const Timing cold = timeRuns(1, [&] { (void)labels.load(store); });
    const Timing reload = timeRuns(5, [&] {
        ProjectLabels again;
        again.setTokenizing(false);
        (void)again.load(store);
    });
    const Timing lean = timeRuns(5, [&] {
        ProjectLabels again;
        again.setTokenizing(false);
        again.setLoadingTexts(false);
        (void)again.load(store);
    });
    std::printf("(i)   load from SQLite into ProjectLabels: %.1f ms the first time (with ICU tokens of the %d "
                "highlighted documents); labels alone: median %.1f ms (min %.1f, max %.1f); labels without their "
                "quotes (what the dashboard needs): median %.1f ms (min %.1f, max %.1f)\n",
                cold.medianMs, kDocuments, reload.medianMs, reload.minMs, reload.maxMs, lean.medianMs, lean.minMs,
                lean.maxMs);

    ProjectAgreement agreement(labels);
    AgreementOptions plain;
    plain.resamples = 0;
    double sink = 0;
    const Timing scratch = timeRuns(std::max(5, runs / 3), [&] {
        agreement.rebuild();
        sink += agreement.compute({}, plain).find(u"alpha_ordinal"_s)->computed.value_or(0);
    });
    const Timing units = timeRuns(std::max(5, runs / 3), [&] {
        for (int q = 0; q < int(labels.questions().size()); ++q)
            sink += double(AgreementUnits::of(labels, q).items.size());
    });
    const Timing kept = timeRuns(runs, [&] { sink += agreement.compute({}, plain).find(u"kappa_binary"_s)->computed.value_or(0); });
    Prng pick(7);
    const Timing save = timeRuns(runs, [&] {
        const qint64 question = generator.questionIds[size_t(pick.bounded(quint32(generator.questionIds.size())))];
        (void)labels.reloadQuestion(store, question);
        agreement.updateQuestion(question);
        sink += agreement.compute({}, plain).find(u"kappa_quadratic"_s)->computed.value_or(0);
    });
    const AgreementDashboard dashboard = agreement.compute({}, plain);
    std::printf("      dashboard: %d questions, %lld items (%lld pooled passages, %lld highlight groups, %lld marked by "
                "one rater), %lld tokens, %lld highlights, %zu pairs, %zu strata\n",
                dashboard.questions, dashboard.items, dashboard.passageUnits, dashboard.highlightItems,
                dashboard.singleMarkedItems, dashboard.tokens, dashboard.highlights, dashboard.pairs.size(),
                dashboard.strata.size());
    std::printf("(ii)  every number (%lld overall, per stratum, %lld per pair), no bootstrap:\n"
                "      from the in-memory labels (re-tally all questions): median %.2f ms (min %.2f, max %.2f), "
                "of which building the units: median %.2f ms\n"
                "      from the kept per-question tallies: median %.2f ms (min %.2f, max %.2f)\n"
                "      live path after one save (re-read the question from SQLite, re-tally it, recompute): "
                "median %.2f ms (min %.2f, max %.2f) over %d saves — target %.0f ms: %s\n",
                (long long)ProjectAgreement::overallKeys().size(), (long long)ProjectAgreement::pairKeys().size(),
                scratch.medianMs, scratch.minMs, scratch.maxMs, units.medianMs, kept.medianMs, kept.minMs, kept.maxMs, save.medianMs,
                save.minMs, save.maxMs, runs, kTargetMs, save.medianMs <= kTargetMs ? "MET" : "MISSED");
    AgreementOptions bootstrap;
    bootstrap.resamples = 200;
    const Timing withBootstrap = timeRuns(3, [&] {
        sink += agreement.compute({}, bootstrap).find(u"kappa_binary"_s)->interval->lower.value_or(0);
    });
    std::printf("(iii) the same with a 200-resample bootstrap over questions (overall, pairs and each stratum): "
                "median %.1f ms (min %.1f, max %.1f)\n",
                withBootstrap.medianMs, withBootstrap.minMs, withBootstrap.maxMs);

    struct CommandSteps
    {
        double loadMs = 0;
        double tallyMs = 0;
        double computeMs = 0;
    };
    std::vector<CommandSteps> steps;
    const Timing command = timeRuns(5, [&] {
        CommandSteps step;
        auto mark = std::chrono::steady_clock::now();
        const auto lap = [&mark] {
            const auto now = std::chrono::steady_clock::now();
            const double ms = std::chrono::duration<double, std::milli>(now - mark).count();
            mark = now;
            return ms;
        };
        ProjectLabels fresh;
        fresh.setLoadingTexts(false);
        fresh.setLoadingUuids(false);
        (void)fresh.load(store);
        step.loadMs = lap();
        ProjectAgreement computed(fresh);
        computed.rebuild();
        step.tallyMs = lap();
        sink += computed.compute({}, AgreementOptions()).find(u"kappa_binary"_s)->computed.value_or(0);
        step.computeMs = lap();
        steps.push_back(step);
    });
    const auto medianOf = [&steps](double CommandSteps::*field) {
        std::vector<double> values;
        for (const CommandSteps &step : steps)
            values.push_back(step.*field);
        std::sort(values.begin(), values.end());
        return values[values.size() / 2];
    };
    std::printf("(iv)  the agreement command's path (load without quotes and uuids, with tokens; tally every question; "
                "dashboard with 200 resamples): median %.1f ms (min %.1f, max %.1f); steps (medians): load %.1f ms, "
                "tally %.1f ms, dashboard %.1f ms\n",
                command.medianMs, command.minMs, command.maxMs, medianOf(&CommandSteps::loadMs),
                medianOf(&CommandSteps::tallyMs), medianOf(&CommandSteps::computeMs));

    ProjectLabels plainLabels;
    plainLabels.setTokenizing(false);
    (void)plainLabels.load(store);
    size_t open = 0;
    const Timing queue = timeRuns(5, [&] { open = AdjudicationQueue::open(plainLabels, AdjudicationStore(store).decisionIndex()).size(); });
    std::printf("adjudication queue (all units, disagreements ordered): median %.1f ms, %zu open units\n", queue.medianMs, open);
    const Timing gold = timeRuns(1, [&] { sink += double(GoldLabels::forAll(store)->size()); });
    std::printf("GoldLabels::forAll: %.1f ms\n", gold.medianMs);
    std::printf("(checksum %.6f)\n", sink);
    return 0;
}
