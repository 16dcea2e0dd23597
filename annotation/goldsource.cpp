#include "goldsource.h"

#include "adjudicationstore.h"
#include "canonicaljson.h"
#include "goldlabels.h"
#include "isotime.h"
#include "projectstore.h"
#include "sqlhelpers.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <map>
#include <tuple>

namespace touchstone {

namespace {

QString annotatorName(const ProjectLabels &labels, qint64 id)
{
    const int index = labels.annotatorIndex(id);
    return index < 0 ? QString() : labels.annotators()[size_t(index)].name;
}

QString documentSha(const ProjectLabels &labels, qint64 documentId)
{
    const LabelDocument *document = labels.document(documentId);
    return document ? document->sha256 : QString();
}

// The provenance objects are written canonically straight away
// (CanonicalJson::Object): a freeze writes one per decision and judgment.
QByteArray spanJson(const QString &sha256, int start, int end, int page, const QString &exact)
{
    return CanonicalJson::Object()
        .string(QLatin1String("document_sha256"), sha256)
        .number(QLatin1String("start"), start)
        .number(QLatin1String("end"), end)
        .number(QLatin1String("page"), page + 1)
        .string(QLatin1String("exact"), exact)
        .write();
}

// The votes of provenance.jsonl in their one shape, {unit, kind, votes: [...]}
// (AdjudicationUnit::votesJson): a decision stored without its snapshot
// (an empty object) keeps its unit and kind and shows no vote, so readers
// and the schema meet one type, not an object here and {} there.
QJsonObject votesSnapshot(const Decision &decision)
{
    QJsonObject votes = decision.votes;
    if (!votes.value(QStringLiteral("unit")).isString())
        votes.insert(QStringLiteral("unit"), decision.unitKey);
    if (!votes.value(QStringLiteral("kind")).isString()) {
        const QString unit = votes.value(QStringLiteral("unit")).toString();
        const QString kind = unit.section(QLatin1Char('/'), 0, 0);
        votes.insert(QStringLiteral("kind"), kind);
    }
    if (!votes.value(QStringLiteral("votes")).isArray())
        votes.insert(QStringLiteral("votes"), QJsonArray());
    return votes;
}

QByteArray decisionJson(const ProjectLabels &labels, const Decision &decision)
{
    const QString lead = decision.leadId ? annotatorName(labels, decision.leadId) : QString();
    CanonicalJson::Object object;
    object.string(QLatin1String("unit"), decision.unitKey).string(QLatin1String("decision"), Decision::kindKey(decision.kind));
    if (decision.grade >= 0)
        object.number(QLatin1String("grade"), decision.grade);
    else
        object.null(QLatin1String("grade"));
    if (decision.span)
        object.raw(QLatin1String("span"), spanJson(documentSha(labels, decision.span->documentId), decision.span->start,
                                                   decision.span->end, decision.span->page, decision.span->exact));
    else
        object.null(QLatin1String("span"));
    if (lead.isEmpty())
        object.null(QLatin1String("lead"));
    else
        object.string(QLatin1String("lead"), lead);
    return object.string(QLatin1String("reason_code"), decision.reasonCode)
        .string(QLatin1String("reason_text"), decision.reasonText)
        .string(QLatin1String("note"), decision.note)
        .boolean(QLatin1String("automatic"), decision.automatic)
        .string(QLatin1String("decided_at"),
                decision.decidedAt.isValid() ? IsoTime::utc(decision.decidedAt.toMSecsSinceEpoch()) : QString())
        .value(QLatin1String("votes"), votesSnapshot(decision))
        .write();
}

QString labelKindKey(LabelKind kind)
{
    switch (kind) {
    case LabelKind::Span: return QStringLiteral("span");
    case LabelKind::Passage: return QStringLiteral("passage");
    case LabelKind::Unanswerable: return QStringLiteral("unanswerable");
    }
    return QString();
}

QByteArray judgmentJson(const ProjectLabels &labels, const LabelRecord &label, const QHash<qint64, QString> &notes)
{
    const QString annotator = labels.annotators()[size_t(label.annotator)].name;
    CanonicalJson::Object object;
    object.string(QLatin1String("annotator"), annotator).string(QLatin1String("kind"), labelKindKey(label.kind));
    if (label.grade >= 0)
        object.number(QLatin1String("grade"), label.grade);
    else
        object.null(QLatin1String("grade"));
    if (label.spanId != 0)
        object.raw(QLatin1String("span"),
                   spanJson(documentSha(labels, label.documentId), label.start, label.end, label.page, label.exact));
    else
        object.null(QLatin1String("span"));
    return object.string(QLatin1String("note"), notes.value(label.id))
        .string(QLatin1String("time"), IsoTime::utcZone(label.updatedMs))  // Qt's text of a QTimeZone::utc() time
        .write();
}

// One gold span per (document, start, end), with the highest grade; `at`
// finds the first of each among `spans`.
using SpanPlace = std::tuple<qint64, int, int>;

void addSpan(std::vector<GoldSpan> &spans, std::map<SpanPlace, size_t> &at, const GoldSpan &span)
{
    const auto [it, inserted] = at.try_emplace(SpanPlace{span.documentId, span.start, span.end}, spans.size());
    if (!inserted) {
        GoldSpan &existing = spans[it->second];
        existing.grade = std::max(existing.grade, span.grade);
        return;
    }
    spans.push_back(span);
}

GoldLabelState stateOf(const QuestionGold &gold, bool decided)
{
    if (gold.annotatorCount == 0)
        return decided ? GoldLabelState::SingleAnnotator : GoldLabelState::Unlabeled;
    if (gold.annotatorCount == 1)
        return GoldLabelState::SingleAnnotator;
    if (gold.openUnits > 0)
        return GoldLabelState::Open;
    return gold.singleVoteUnits > 0 ? GoldLabelState::SingleAnnotator : GoldLabelState::Adjudicated;
}

QuestionGold questionGold(const GoldQuestionLabels &from)
{
    QuestionGold gold;
    gold.questionId = from.questionId;
    gold.annotatorCount = from.annotatorCount;
    gold.openUnits = from.openUnits;
    QSet<QString> singleUnits;
    for (const GoldLabelSpan &single : from.singleVoteSpans)
        singleUnits.insert(single.unitKey);
    gold.singleVoteUnits = int(singleUnits.size()) + (from.singleVoteUnanswerable ? 1 : 0);
    gold.decided = !from.decisions.empty();
    gold.state = stateOf(gold, gold.decided);
    gold.unanswerable = from.unanswerable;
    std::map<SpanPlace, size_t> at;
    for (const GoldLabelSpan &decided : from.spans)
        addSpan(gold.spans, at, decided.span);
    if (gold.state == GoldLabelState::SingleAnnotator) {
        for (const GoldLabelSpan &single : from.singleVoteSpans)
            addSpan(gold.spans, at, single.span);
        gold.unanswerable = gold.unanswerable || from.singleVoteUnanswerable;
    }
    std::sort(gold.spans.begin(), gold.spans.end(), [](const GoldSpan &a, const GoldSpan &b) {
        return std::tie(a.documentSha256, a.start, a.end) < std::tie(b.documentSha256, b.start, b.end);
    });
    gold.labeledBy = from.labeledBy;
    gold.adjudicatedBy = from.adjudicatedBy;
    std::sort(gold.labeledBy.begin(), gold.labeledBy.end());
    std::sort(gold.adjudicatedBy.begin(), gold.adjudicatedBy.end());
    return gold;
}

// Notes are provenance only: ProjectLabels does not carry them.
Result<QHash<qint64, QString>> judgmentNotes(const ProjectStore &store)
{
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT id, note FROM judgments WHERE note IS NOT NULL AND note <> ''")))
        return Result<QHash<qint64, QString>>::failure(sql::errorText(query.lastError()));
    QHash<qint64, QString> notes;
    while (query.next())
        notes.insert(query.value(0).toLongLong(), query.value(1).toString());
    return notes;
}

} // namespace

GoldSource::GoldSource(const ProjectStore &store, QString actor)
    : m_store(store)
    , m_actor(std::move(actor))
{
}

Status GoldSource::load()
{
    m_questions.clear();
    m_decisions.clear();
    // One load serves the acceptances, the gold and the agreement: accepting
    // full agreements writes decisions, never labels.
    m_labels.setTokenizing(false);
    if (const Status loaded = m_labels.load(m_store); !loaded)
        return loaded;
    Result<AdjudicationStore::AutomaticSync> planned = AdjudicationStore(m_store, m_actor).planAutomaticSync(m_labels);
    if (!planned)
        return Status::failure(tr("cannot accept the full agreements: %1").arg(planned.error()));
    m_sync = std::move(*planned);
    readGold(m_sync.after(m_labels));
    return Status::success();
}

void GoldSource::readGold(std::vector<Decision> decisions)
{
    std::vector<GoldQuestionLabels> golds = GoldLabels::of(m_labels, std::move(decisions));
    m_questions.clear();
    m_decisions.clear();
    m_questions.reserve(golds.size());
    m_decisions.reserve(golds.size());
    for (GoldQuestionLabels &gold : golds) {
        m_questions.push_back(questionGold(gold));
        m_decisions.push_back(std::move(gold.decisions));
    }
}

Result<bool> GoldSource::acceptFullAgreements()
{
    // Nothing to accept or withdraw: the gold read is the stored one
    // already (after() keeps the current rows as they are).
    const bool unchanged = m_sync.plans.empty() && m_sync.withdrawals.empty();
    const AdjudicationStore adjudication(m_store, m_actor);
    if (!unchanged) {
        if (const Result<int> synced = adjudication.applyAutomaticSync(m_sync); !synced)
            return Result<bool>::failure(tr("cannot accept the full agreements: %1").arg(synced.error()));
    }
    m_sync = {};
    if (!unchanged)
        readGold(adjudication.current());
    return !unchanged;
}

Status GoldSource::tokenize()
{
    return m_labels.tokenize(m_store);
}

Status GoldSource::readProvenance()
{
    const auto notes = judgmentNotes(m_store);
    if (!notes)
        return Status::failure(notes.error());
    for (size_t i = 0; i < m_questions.size(); ++i) {
        QuestionGold &gold = m_questions[i];
        gold.decisions.clear();
        gold.judgments.clear();
        for (const Decision &decision : m_decisions[i])
            gold.decisions.push_back(decisionJson(m_labels, decision));
        if (const LabelQuestion *question = m_labels.question(gold.questionId)) {
            gold.judgments.reserve(question->labels.size());
            for (const LabelRecord &label : question->labels)
                gold.judgments.push_back(judgmentJson(m_labels, label, *notes));
        }
    }
    return Status::success();
}

} // namespace touchstone
