#include "goldfreezer.h"

#include "canonicaljson.h"
#include "documentstore.h"
#include "goldmanifest.h"
#include "goldsource.h"
#include "goldsplit.h"
#include "goldversiondiff.h"
#include "projectagreement.h"
#include "projectstore.h"
#include "questionstore.h"
#include "sqlitebulkinsert.h"
#include "sqlhelpers.h"
#include "storedtexts.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cstdint>
#include <map>

namespace touchstone {

namespace {

QString elide(const QString &text, int length = 60)
{
    const QString simple = text.simplified();
    return simple.size() <= length ? simple : simple.left(length - 1) + QChar(0x2026);
}

QString splitLabel(Split split)
{
    return split == Split::Unassigned ? GoldFreezer::tr("no split yet") : splitKey(split);
}

// Whether gold spans still read their quotes in the stored canonical texts
// (each read once per document, without its geometry).
class StoredTextCheck
{
public:
    explicit StoredTextCheck(const ProjectStore &store) : m_documents(store) {}

    // Empty when the span's stored range still reads its quote; else why not.
    QString problem(const GoldSpan &span)
    {
        const qint64 id = span.documentId;
        if (!m_texts.count(id)) {
            auto text = m_documents.text(id);
            if (text)
                m_texts.emplace(id, std::move(*text));
            else
                m_errors.insert(id, text.error());
        }
        if (m_errors.contains(id))
            return m_errors.value(id);
        const CanonicalText &text = m_texts.at(id);
        const QString stored = text.slice(span.start, span.end);
        if (span.start < 0 || span.end > text.size())
            return GoldFreezer::tr("its range %1–%2 lies outside the document's %3 code points")
                .arg(argText(span.start), argText(span.end), argText(text.size()));
        if (stored != span.exact)
            return GoldFreezer::tr("the stored text there reads “%1”").arg(elide(stored));
        return QString();
    }

private:
    StoredTexts m_documents;
    std::map<qint64, CanonicalText> m_texts;
    QHash<qint64, QString> m_errors;
};

Status checkOptions(const FreezeOptions &options)
{
    if (!GoldFreezer::isValidVersionName(options.version))
        return Status::failure(GoldFreezer::tr("“%1” is not a version name: use letters, digits, '.', '_' and '-'")
                                   .arg(options.version));
    if (options.gain != QLatin1String("exponential") && options.gain != QLatin1String("linear"))
        return Status::failure(GoldFreezer::tr("gain “%1” is neither exponential nor linear").arg(options.gain));
    if (!(options.testFraction >= 0.0 && options.testFraction <= 1.0))
        return Status::failure(GoldFreezer::tr("the test fraction must lie between 0 and 1"));
    if (options.seed < 0 || options.seed >= (qint64(1) << 53))
        return Status::failure(GoldFreezer::tr("the seed must lie between 0 and 2^53 − 1"));
    return Status::success();
}

// A question two annotators labeled whose gold still holds one annotator's
// labels: a passage only one of them graded, undecided.
QStringList singleVoteBlockers(const Question &question, const QuestionGold &gold, const FreezeOptions &options)
{
    const QString id = question.externalId;
    if (!options.allowSingleAnnotatorDev)
        return {GoldFreezer::tr("question %1: units with one annotator's label only and no decision (a passage "
                                "graded once): %2; decide them, or let them into the dev split only "
                                "(--allow-single-annotator-dev)")
                    .arg(argText(id), argText(gold.singleVoteUnits))};
    if (question.split == Split::Test)
        return {GoldFreezer::tr("question %1 is in the test split but has units with one annotator's label only: "
                                "%2; test questions need two annotators and adjudication")
                    .arg(argText(id), argText(gold.singleVoteUnits))};
    return {};
}

QStringList labelBlockers(const Question &question, const QuestionGold &gold, const FreezeOptions &options)
{
    const QString id = question.externalId;
    switch (gold.state) {
    case GoldLabelState::Unlabeled:
        return {GoldFreezer::tr("question %1: no labels (no judgment and no adjudication)").arg(id)};
    case GoldLabelState::Open:
        if (!gold.decided)
            return {GoldFreezer::tr("question %1 (%2): not adjudicated (%3 annotators labeled it)")
                        .arg(argText(id), argText(splitLabel(question.split)), argText(gold.annotatorCount))};
        return {GoldFreezer::tr("question %1 (%2): units not adjudicated yet: %3")
                    .arg(argText(id), argText(splitLabel(question.split)), argText(gold.openUnits))};
    case GoldLabelState::SingleAnnotator:
        if (gold.annotatorCount >= 2)
            return singleVoteBlockers(question, gold, options);
        if (!options.allowSingleAnnotatorDev)
            return {GoldFreezer::tr("question %1: labeled by one annotator only; such labels may enter the dev "
                                    "split only, and only when the lead allows it (--allow-single-annotator-dev)")
                        .arg(id)};
        if (question.split == Split::Test)
            return {GoldFreezer::tr("question %1 is in the test split but labeled by one annotator only; test "
                                    "questions need two annotators and adjudication")
                        .arg(id)};
        return {};
    case GoldLabelState::Adjudicated:
        return {};
    }
    return {};
}

QStringList blockersOf(const Question &question, const QuestionGold &gold, const FreezeOptions &options,
                       StoredTextCheck &texts)
{
    const QString id = question.externalId;
    QStringList blockers;
    static const QRegularExpression whiteSpace(QStringLiteral("\\s"));
    if (id.contains(whiteSpace))
        blockers << GoldFreezer::tr("question %1: its id contains white space, which TREC files cannot carry")
                        .arg(elide(id));
    blockers << labelBlockers(question, gold, options);
    for (const GoldSpan &span : gold.spans) {
        const QString problem = texts.problem(span);
        if (!problem.isEmpty())
            blockers << GoldFreezer::tr("question %1: span “%2” (document %3, page %4, code points %5–%6) does not "
                                        "resolve: %7")
                            .arg(argText(id), argText(elide(span.exact)), argText(span.documentSha256.left(12)), argText(span.page + 1), argText(span.start), argText(span.end), argText(problem));
    }
    if (gold.state == GoldLabelState::Open || gold.state == GoldLabelState::Unlabeled)
        return blockers;
    const auto relevant = std::find_if(gold.spans.begin(), gold.spans.end(),
                                       [](const GoldSpan &span) { return span.grade >= 2; });
    const bool answerable = question.answerable && !gold.unanswerable;
    if (answerable && relevant == gold.spans.end())
        blockers << GoldFreezer::tr("question %1 is answerable but has no relevant span (grade 2 or 3)").arg(id);
    if (!answerable && relevant != gold.spans.end())
        blockers << GoldFreezer::tr("question %1 is unanswerable but has a relevant span: “%2” (grade %3)")
                        .arg(argText(id), argText(elide(relevant->exact)), argText(relevant->grade));
    return blockers;
}

GoldQuestion goldQuestion(const Question &question, const QuestionGold &gold, Split split)
{
    GoldQuestion record;
    record.uuid = question.uuid;
    record.externalId = question.externalId;
    record.text = question.text;
    record.stratum = question.stratum;
    record.split = split;
    record.answerable = question.answerable && !gold.unanswerable;
    record.referenceAnswer = question.referenceAnswer;
    record.nuggets = question.nuggets;
    record.source = question.source;
    record.date = question.date;
    record.spans = gold.spans;
    std::sort(record.spans.begin(), record.spans.end(), [](const GoldSpan &a, const GoldSpan &b) {
        return std::tie(a.documentSha256, a.start, a.end, a.grade) < std::tie(b.documentSha256, b.start, b.end, b.grade);
    });
    record.labeledBy = gold.labeledBy;
    record.adjudicatedBy = gold.adjudicatedBy;
    return record;
}

// One line of provenance.jsonl, written canonically without a QJsonObject.
QByteArray provenanceLine(const GoldQuestion &record, const QuestionGold &gold)
{
    const auto names = [](const QStringList &list) {
        std::vector<QByteArray> items;
        for (const QString &name : list)
            items.push_back(CanonicalJson::string(name));
        return CanonicalJson::array(items);
    };
    const bool single = gold.state == GoldLabelState::SingleAnnotator;
    return CanonicalJson::Object()
        .string(QLatin1String("id"), record.externalId)
        .string(QLatin1String("uuid"), record.uuid)
        .string(QLatin1String("label_source"), single ? QStringLiteral("single_annotator") : QStringLiteral("adjudicated"))
        .raw(QLatin1String("labeled_by"), names(gold.labeledBy))
        .raw(QLatin1String("adjudicated_by"), names(gold.adjudicatedBy))
        .raw(QLatin1String("decisions"), CanonicalJson::array(gold.decisions))
        .raw(QLatin1String("judgments"), CanonicalJson::array(gold.judgments))
        .write();
}

std::vector<GoldManifest::RubricRef> rubricsUsed(QSqlDatabase database)
{
    std::vector<GoldManifest::RubricRef> rubrics;
    QSqlQuery query(database);
    query.setForwardOnly(true);
    // Per rubric (a handful) a search that stops at the first row using it,
    // not a list of the rubric ids of every judgment.
    query.exec(QStringLiteral("SELECT r.version, r.sha256 FROM rubrics r WHERE EXISTS (SELECT 1 FROM judgments j "
                              "WHERE j.rubric_id = r.id) OR EXISTS (SELECT 1 FROM adjudications a WHERE "
                              "a.rubric_id = r.id AND a.superseded_at IS NULL) ORDER BY r.version"));
    while (query.next())
        rubrics.push_back({query.value(0).toInt(), query.value(1).toString()});
    return rubrics;
}

// Everything the freeze writes, prepared before the first write.
struct Prepared
{
    std::vector<GoldQuestion> records; // in id order
    std::vector<QByteArray> recordLines;
    std::vector<QByteArray> provenanceLines;
    std::vector<std::pair<qint64, Split>> newSplits; // question id, split
    GoldManifest manifest;
    QByteArray content; // records.jsonl
};

Status writeVersion(const ProjectStore &store, const Prepared &prepared, const FreezeOptions &options,
                    qint64 parentId, qint64 *versionId)
{
    QSqlDatabase database = store.database();
    QSqlQuery query(database);
    QSqlQuery assign(database);
    if (!prepared.newSplits.empty()
        && !assign.prepare(QStringLiteral("UPDATE questions SET split = ?, updated_at = ? WHERE id = ? AND split IS NULL")))
        return Status::failure(sql::errorText(assign.lastError()));
    for (const auto &[questionId, split] : prepared.newSplits) {
        assign.bindValue(0, splitKey(split));
        assign.bindValue(1, sql::now());
        assign.bindValue(2, questionId);
        if (!assign.exec())
            return Status::failure(sql::errorText(assign.lastError()));
    }
    if (!query.exec(QStringLiteral("SELECT coalesce(max(id), 0) + 1 FROM golden_versions")) || !query.next())
        return Status::failure(sql::errorText(query.lastError()));
    *versionId = query.value(0).toLongLong();
    // Records first, then the version row: once it exists the triggers
    // refuse every further record.
    // The lines are UTF-8 already: stored through SQLite's C API as they
    // are (a QString would be converted twice, some 100 MB for 10,000
    // questions).
    SqliteBulkInsert insert(database, QStringLiteral("golden_records"),
                            {QStringLiteral("version_id"), QStringLiteral("question_uuid"), QStringLiteral("external_id"),
                             QStringLiteral("record"), QStringLiteral("provenance")});
    for (size_t i = 0; i < prepared.records.size(); ++i) {
        insert.bind(*versionId);
        insert.bind(prepared.records[i].uuid);
        insert.bind(prepared.records[i].externalId);
        insert.bindUtf8(prepared.recordLines[i]);
        insert.bindUtf8(prepared.provenanceLines[i]);
        if (!insert.endRow())
            return Status::failure(insert.error());
    }
    const GoldManifest &manifest = prepared.manifest;
    if (!sql::exec(query, QStringLiteral("INSERT INTO golden_versions (id, uuid, version, parent_id, built_at, built_by, "
                                         "seed, allow_single_annotator_dev, corpus_digest, content_sha256, manifest) "
                                         "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                   {*versionId, manifest.versionUuid, manifest.version, parentId ? QVariant(parentId) : QVariant(),
                    manifest.builtAt, sql::text(manifest.builtBy), options.seed, options.allowSingleAnnotatorDev,
                    manifest.corpusDigest, manifest.contentSha256,
                    QString::fromUtf8(CanonicalJson::write(manifest.frozenJson(prepared.records)))}))
        return Status::failure(sql::errorText(query.lastError()));
    store.audit(options.actor, QStringLiteral("golden.freeze"), QStringLiteral("golden_version"), manifest.version,
                GoldFreezer::tr("%1 questions").arg(prepared.records.size()));
    return Status::success();
}

} // namespace

GoldFreezer::GoldFreezer(const ProjectStore &store)
    : m_store(store)
{
}

bool GoldFreezer::isValidVersionName(const QString &version)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9._-]{1,100}$"));
    return pattern.match(version).hasMatch() && version != QLatin1String(".") && version != QLatin1String("..");
}

namespace {

struct Labeled
{
    const Question *question = nullptr;
    const QuestionGold *gold = nullptr;
};

GoldManifest manifestBase(const ProjectStore &store, const FreezeOptions &options, const QString &parent)
{
    GoldManifest manifest;
    manifest.version = options.version;
    manifest.versionUuid = sql::newUuid();
    manifest.parent = parent;
    const QDateTime builtAt = (options.builtAt.isValid() ? options.builtAt : QDateTime::currentDateTimeUtc()).toUTC();
    manifest.builtAt = builtAt.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss'Z'"));
    manifest.builtBy = options.actor;
    manifest.seed = options.seed;
    manifest.testFraction = options.testFraction;
    manifest.allowSingleAnnotatorDev = options.allowSingleAnnotatorDev;
    manifest.gain = options.gain;
    const DocumentStore documents(store);
    manifest.corpusDigest = documents.corpusDigest();
    for (const DocumentRecord &document : documents.documents())
        manifest.documents.push_back({document.sha256, document.textSha256, document.pageCount, document.fileName});
    manifest.rubrics = rubricsUsed(store.database());
    return manifest;
}

// The manifest's agreement: the project dashboard's numbers (every question
// of the project is in the version), with the freeze's seed and resamples.
AgreementDashboard agreementOf(const ProjectLabels &labels, const FreezeOptions &options)
{
    AgreementOptions agreement;
    agreement.resamples = options.bootstrapResamples;
    agreement.seed = std::uint64_t(options.seed);
    return ProjectAgreement(labels).compute({}, agreement);
}

Result<Prepared> prepare(const ProjectStore &store, const GoldSource &source, const std::vector<Labeled> &labeled,
                         const FreezeOptions &options, const QString &parent)
{
    Prepared prepared;
    prepared.manifest = manifestBase(store, options, parent);
    std::vector<GoldSplit::Item> items;
    for (const Labeled &entry : labeled)
        items.push_back({entry.question->uuid, entry.question->stratum, entry.question->split,
                         entry.gold->state == GoldLabelState::SingleAnnotator});
    const std::vector<Split> splits = GoldSplit::assign(items, quint64(options.seed), options.testFraction);
    QSet<QString> annotators;
    QSet<QString> adjudicators;
    QByteArray content;
    for (size_t i = 0; i < labeled.size(); ++i) {
        const Question &question = *labeled[i].question;
        const QuestionGold &gold = *labeled[i].gold;
        if (question.split == Split::Unassigned)
            prepared.newSplits.emplace_back(question.id, splits[i]);
        if (gold.state == GoldLabelState::SingleAnnotator)
            ++prepared.manifest.singleAnnotatorDevQuestions;
        annotators.unite(QSet<QString>(gold.labeledBy.begin(), gold.labeledBy.end()));
        adjudicators.unite(QSet<QString>(gold.adjudicatedBy.begin(), gold.adjudicatedBy.end()));
        prepared.records.push_back(goldQuestion(question, gold, splits[i]));
        prepared.recordLines.push_back(prepared.records.back().recordLine());
        prepared.provenanceLines.push_back(provenanceLine(prepared.records.back(), gold));
        content += prepared.recordLines.back() + '\n';
    }
    GoldManifest &manifest = prepared.manifest;
    manifest.annotators = QStringList(annotators.begin(), annotators.end());
    manifest.adjudicators = QStringList(adjudicators.begin(), adjudicators.end());
    std::sort(manifest.annotators.begin(), manifest.annotators.end());
    std::sort(manifest.adjudicators.begin(), manifest.adjudicators.end());
    manifest.contentSha256 = CanonicalJson::sha256(content);
    manifest.agreement = agreementOf(source.labels(), options);
    // The standing overlap: questions with two or more raters, the same
    // questions the agreement's bootstrap resamples.
    manifest.overlapFraction = double(manifest.agreement.questions) / double(labeled.size());
    if (!parent.isEmpty()) {
        // The version records what changed since its parent (DESIGN.md).
        const auto previous = GoldVersionStore(store).goldSet(parent);
        if (!previous)
            return Result<Prepared>::failure(previous.error());
        GoldSet current;
        current.version = options.version;
        current.questions = prepared.records;
        manifest.changesFromParent = GoldVersionDiff::compute(*previous, current).summaryJson();
    }
    return prepared;
}

} // namespace

Result<FreezeReport> GoldFreezer::freeze(const FreezeOptions &options) const
{
    using R = Result<FreezeReport>;
    if (const Status valid = checkOptions(options); !valid)
        return R::failure(valid.error());
    if (m_store.isReadOnly())
        return R::failure(tr("the project is open read-only: cannot freeze"));
    Transaction transaction(m_store.database());
    if (!transaction.isActive())
        return R::failure(transaction.error());
    const GoldVersionStore versions(m_store);
    if (versions.byName(options.version))
        return R::failure(GoldVersionStore::frozenMessage(options.version));
    std::vector<Question> questions = QuestionStore(m_store).all();
    if (questions.empty())
        return R::failure(tr("the project has no questions to freeze"));
    std::sort(questions.begin(), questions.end(),
              [](const Question &a, const Question &b) { return GoldVersionStore::idLess(a.externalId, b.externalId); });
    GoldSource source(m_store, options.actor);
    if (const Status loaded = source.load(); !loaded)
        return R::failure(loaded.error());

    FreezeReport report;
    StoredTextCheck texts(m_store);
    std::vector<Labeled> labeled;
    const QuestionGold unlabeled;
    const auto check = [&] {
        QHash<qint64, const QuestionGold *> goldById;
        for (const QuestionGold &gold : source.questions())
            goldById.insert(gold.questionId, &gold);
        labeled.clear();
        report.blockers.clear();
        for (const Question &question : questions) {
            const QuestionGold *gold = goldById.value(question.id, &unlabeled);
            report.blockers << blockersOf(question, *gold, options, texts);
            labeled.push_back({&question, gold});
        }
    };
    // First on the gold as the full agreements will make it, nothing
    // written; then, going ahead, on the gold as stored once they are.
    check();
    if (!report.blockers.isEmpty())
        return report;
    const Result<bool> accepted = source.acceptFullAgreements();
    if (!accepted)
        return R::failure(accepted.error());
    if (*accepted) {
        check();
        if (!report.blockers.isEmpty())
            return report;
    }
    if (const Status tokenized = source.tokenize(); !tokenized)
        return R::failure(tokenized.error());
    if (const Status read = source.readProvenance(); !read)
        return R::failure(read.error());

    const auto parent = versions.newest();
    auto prepared = prepare(m_store, source, labeled, options, parent ? parent->version : QString());
    if (!prepared)
        return R::failure(prepared.error());
    qint64 versionId = 0;
    if (const Status written = writeVersion(m_store, *prepared, options, parent ? parent->id : 0, &versionId); !written)
        return R::failure(GoldVersionStore::isFrozenRefusal(written.error()) ? GoldVersionStore::frozenMessage(options.version)
                                                                             : written.error());
    if (!transaction.commit())
        return R::failure(transaction.error());
    report.newlyAssignedSplits = int(prepared->newSplits.size());
    report.version = versions.byName(options.version);
    return report;
}

} // namespace touchstone
