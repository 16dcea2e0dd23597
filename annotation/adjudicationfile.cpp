#include "adjudicationfile.h"

#include "adjudicationstore.h"
#include "annotatorstore.h"
#include "documentstore.h"
#include "projectstore.h"
#include "questionstore.h"
#include "quotematcher.h"
#include "reasoncodestore.h"
#include "regularfile.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>
#include <memory>

namespace touchstone {

namespace {

struct LoadedQuestion
{
    ProjectLabels labels;
    std::vector<AdjudicationUnit> units;
    int index = -1;
};

struct DocumentText
{
    qint64 id = 0;
    CanonicalText text;
    std::unique_ptr<QuoteMatcher> matcher;
};

struct Pending
{
    enum class Type { Spans, PassageGrade, NoSpan, Answerability };
    int line = 0;
    Type type = Type::Spans;
    DecisionRequest request;
    const LoadedQuestion *question = nullptr;
    const AdjudicationUnit *unit = nullptr;
    std::vector<GoldSpanEdit> edits;
    std::vector<int> editLines; // the file line of each edit
    int grade = -1;
    bool unanswerable = false;
};

struct Context
{
    const ProjectStore &store;
    QString actor;
    std::map<qint64, std::unique_ptr<LoadedQuestion>> questions;
    std::map<qint64, std::unique_ptr<DocumentText>> documents;
    std::map<QString, Pending> pending;  // DecisionIndex::entry → decision
    std::vector<QString> order;
    QStringList warnings;
};

QString tr(const char *text)
{
    return AdjudicationFile::tr(text);
}

Result<const LoadedQuestion *> question(Context &context, qint64 id)
{
    auto &slot = context.questions[id];
    if (!slot) {
        auto loaded = std::make_unique<LoadedQuestion>();
        loaded->labels.setTokenizing(false);
        if (const Status status = loaded->labels.loadQuestion(context.store, id); !status)
            return Result<const LoadedQuestion *>::failure(status.error());
        loaded->index = loaded->labels.questionIndex(id);
        loaded->units = AdjudicationQueue::unitsOf(loaded->labels, loaded->index);
        slot = std::move(loaded);
    }
    return static_cast<const LoadedQuestion *>(slot.get());
}

Result<const DocumentText *> document(Context &context, const QString &sha256)
{
    const std::optional<DocumentRecord> record = DocumentStore(context.store).documentBySha256(sha256);
    if (!record)
        return Result<const DocumentText *>::failure(tr("no document with sha256 %1 in the project").arg(sha256));
    auto &slot = context.documents[record->id];
    if (!slot) {
        Result<CanonicalText> text = DocumentStore(context.store).canonicalText(record->id);
        if (!text)
            return Result<const DocumentText *>::failure(text.error());
        slot = std::make_unique<DocumentText>();
        slot->id = record->id;
        slot->text = std::move(*text);
        slot->matcher = std::make_unique<QuoteMatcher>(slot->text);
    }
    return static_cast<const DocumentText *>(slot.get());
}

bool overlapsUnit(const LoadedQuestion &question, qint64 documentId, int start, int end)
{
    for (const AdjudicationUnit &unit : question.units)
        if (unit.kind != AdjudicationUnitKind::Answerability && unit.documentId == documentId && unit.start < end
            && start < unit.end)
            return true;
    return false;
}

// The range of a line: start/end, or the one occurrence of the quote where
// the question has labels (the page as a hint).
Result<std::pair<int, int>> range(const QJsonObject &line, const LoadedQuestion &question, const DocumentText &text)
{
    using R = Result<std::pair<int, int>>;
    if (line.contains(QStringLiteral("start")) || line.contains(QStringLiteral("end"))) {
        const QJsonValue start = line.value(QStringLiteral("start"));
        const QJsonValue end = line.value(QStringLiteral("end"));
        if (!start.isDouble() || !end.isDouble() || start.toDouble() != double(start.toInt())
            || end.toDouble() != double(end.toInt()))
            return R::failure(tr("“start” and “end” must both be whole numbers"));
        if (start.toInt() < 0 || end.toInt() > text.text.size() || start.toInt() >= end.toInt())
            return R::failure(tr("range %1–%2 is not inside the document (%3 code points)")
                                  .arg(argText(start.toInt()), argText(end.toInt()), argText(text.text.size())));
        return std::make_pair(start.toInt(), end.toInt());
    }
    const QJsonValue quote = line.value(QStringLiteral("quote"));
    if (!quote.isString() || quote.toString().trimmed().isEmpty())
        return R::failure(tr("a decision on a document needs “quote” or “start” and “end”"));
    const std::vector<QuoteMatch> found = text.matcher->findAll(quote.toString());
    if (found.empty())
        return R::failure(tr("quote not found in the document: “%1”").arg(quote.toString().left(60)));
    std::vector<QuoteMatch> labeled;
    for (const QuoteMatch &match : found)
        if (overlapsUnit(question, text.id, match.start, match.end))
            labeled.push_back(match);
    const int page = line.value(QStringLiteral("page")).toInt(0) - 1;
    if (labeled.size() > 1 && page >= 0) {
        std::vector<QuoteMatch> onPage;
        for (const QuoteMatch &match : labeled)
            if (match.page == page)
                onPage.push_back(match);
        if (!onPage.empty())
            labeled = onPage;
    }
    if (labeled.empty())
        return R::failure(tr("nobody labeled this question where the quote occurs"));
    if (labeled.size() > 1)
        return R::failure(tr("the quote occurs %1 times where the question has labels; give “start” and “end”")
                              .arg(labeled.size()));
    return std::make_pair(labeled.front().start, labeled.front().end);
}

Result<const AdjudicationUnit *> unitAt(const QJsonObject &line, const LoadedQuestion &question, qint64 documentId,
                                        int start, int end)
{
    using R = Result<const AdjudicationUnit *>;
    if (line.contains(QStringLiteral("unit"))) {
        const QString key = line.value(QStringLiteral("unit")).toString();
        const AdjudicationUnit *unit = AdjudicationStore::findUnit(question.units, key);
        if (!unit || unit->documentId != documentId)
            return R::failure(tr("the question has no unit “%1” in this document: nobody labeled it").arg(key));
        return unit;
    }
    std::vector<const AdjudicationUnit *> groups;
    for (const AdjudicationUnit &unit : question.units) {
        if (unit.documentId != documentId)
            continue;
        if (unit.kind == AdjudicationUnitKind::Passage && unit.start == start && unit.end == end)
            return &unit;
        if (unit.kind == AdjudicationUnitKind::SpanGroup && unit.start < end && start < unit.end)
            groups.push_back(&unit);
    }
    if (groups.empty())
        return R::failure(tr("nobody labeled this question at %1–%2 of the document").arg(argText(start), argText(end)));
    if (groups.size() > 1)
        return R::failure(tr("the range overlaps %1 groups of highlights; name one with “unit”").arg(groups.size()));
    return groups.front();
}

Status readCommon(Context &context, const QJsonObject &line, DecisionRequest &request, const LoadedQuestion **loaded)
{
    for (const char *key : {"lead", "question_id", "reason"}) {
        if (!line.value(QLatin1String(key)).isString() || line.value(QLatin1String(key)).toString().trimmed().isEmpty())
            return Status::failure(tr("“%1” is missing or not a text").arg(QLatin1String(key)));
    }
    const std::optional<Annotator> lead = AnnotatorStore(context.store).byName(line.value(QStringLiteral("lead")).toString());
    if (!lead || lead->role != AnnotatorRole::Lead)
        return Status::failure(tr("“%1” is not a lead of the project").arg(line.value(QStringLiteral("lead")).toString()));
    const QString externalId = line.value(QStringLiteral("question_id")).toString();
    const std::optional<Question> found = QuestionStore(context.store).byExternalId(externalId);
    if (!found)
        return Status::failure(tr("no question “%1”").arg(externalId));
    const QString reason = line.value(QStringLiteral("reason")).toString();
    const qsizetype colon = reason.indexOf(QLatin1Char(':'));
    request.reason = {(colon < 0 ? reason : reason.left(colon)).trimmed(), colon < 0 ? QString() : reason.mid(colon + 1).trimmed()};
    // People write codes as they read them ("rubric unclear"): the file
    // stores the code itself.
    const ReasonCodeStore reasons(context.store);
    if (const std::optional<ReasonCode> meant = reasons.byHumanSpelling(request.reason.code))
        request.reason.code = meant->code;
    if (const Status usable = reasons.checkUsable(request.reason.code, request.reason.text); !usable)
        return usable;
    if (line.contains(QStringLiteral("time"))) {
        request.decidedAt = QDateTime::fromString(line.value(QStringLiteral("time")).toString(), Qt::ISODateWithMs);
        if (!request.decidedAt.isValid())
            return Status::failure(tr("“time” is not an ISO 8601 time"));
    }
    if (line.contains(QStringLiteral("note")) && !line.value(QStringLiteral("note")).isString())
        return Status::failure(tr("“note” is not a text"));
    request.note = line.value(QStringLiteral("note")).toString();
    request.questionId = found->id;
    request.leadId = lead->id;
    const Result<const LoadedQuestion *> question = touchstone::question(context, found->id);
    if (!question)
        return Status::failure(question.error());
    if ((*question)->labels.raters((*question)->index).empty())
        return Status::failure(tr("nobody labeled question “%1”").arg(externalId));
    *loaded = *question;
    return Status::success();
}

Status readDocumentLine(Context &context, const QJsonObject &line, Pending &decision)
{
    const QJsonValue sha256 = line.value(QStringLiteral("document_sha256"));
    if (!sha256.isString())
        return Status::failure(tr("“document_sha256” is missing (or give “unanswerable”)"));
    const Result<const DocumentText *> text = document(context, sha256.toString());
    if (!text)
        return Status::failure(text.error());
    const Result<std::pair<int, int>> where = range(line, *decision.question, **text);
    if (!where)
        return Status::failure(where.error());
    const Result<const AdjudicationUnit *> unit = unitAt(line, *decision.question, (*text)->id, where->first, where->second);
    if (!unit)
        return Status::failure(unit.error());
    decision.unit = *unit;
    decision.request.unitKey = (*unit)->key;
    if (line.value(QStringLiteral("no_span")).toBool()) {
        decision.type = Pending::Type::NoSpan;
        return Status::success();
    }
    const QJsonValue grade = line.value(QStringLiteral("grade"));
    if (!grade.isDouble() || grade.toDouble() != double(grade.toInt()) || grade.toInt() < 0 || grade.toInt() > 3)
        return Status::failure(tr("“grade” must be 0, 1, 2 or 3"));
    decision.grade = grade.toInt();
    decision.type = (*unit)->kind == AdjudicationUnitKind::Passage ? Pending::Type::PassageGrade : Pending::Type::Spans;
    decision.edits.push_back({where->first, where->second, decision.grade});
    decision.editLines.push_back(decision.line);
    return Status::success();
}

Status merge(Context &context, Pending decision)
{
    const QString entry = DecisionIndex::entry(decision.request.questionId, decision.request.unitKey);
    const auto it = context.pending.find(entry);
    if (it == context.pending.end()) {
        context.order.push_back(entry);
        context.pending.emplace(entry, std::move(decision));
        return Status::success();
    }
    Pending &earlier = it->second;
    const bool sameDecision = earlier.type == Pending::Type::Spans && decision.type == Pending::Type::Spans
        && earlier.request.leadId == decision.request.leadId && earlier.request.reason.code == decision.request.reason.code
        && earlier.request.reason.text == decision.request.reason.text
        && earlier.request.decidedAt == decision.request.decidedAt;
    if (!sameDecision)
        return Status::failure(tr("unit “%1” is already decided on line %2").arg(argText(decision.request.unitKey), argText(earlier.line)));
    // One decision may place several gold spans, but one span only once:
    // two grades for it would be two current decisions.
    for (const GoldSpanEdit &edit : decision.edits) {
        for (size_t i = 0; i < earlier.edits.size(); ++i) {
            if (earlier.edits[i].start == edit.start && earlier.edits[i].end == edit.end)
                return Status::failure(tr("the span %1–%2 of unit “%3” is already decided on line %4")
                                           .arg(QString::number(edit.start), QString::number(edit.end),
                                                decision.request.unitKey, QString::number(earlier.editLines[i])));
        }
    }
    earlier.edits.insert(earlier.edits.end(), decision.edits.begin(), decision.edits.end());
    earlier.editLines.insert(earlier.editLines.end(), decision.editLines.begin(), decision.editLines.end());
    return Status::success();
}

Status readLine(Context &context, const QJsonObject &line, int number, const QString &path)
{
    static const QStringList known = {QStringLiteral("lead"), QStringLiteral("question_id"), QStringLiteral("document_sha256"),
                                      QStringLiteral("quote"), QStringLiteral("start"), QStringLiteral("end"),
                                      QStringLiteral("page"), QStringLiteral("grade"), QStringLiteral("reason"),
                                      QStringLiteral("note"), QStringLiteral("time"), QStringLiteral("unit"),
                                      QStringLiteral("unanswerable"), QStringLiteral("no_span")};
    for (const QString &key : line.keys())
        if (!known.contains(key))
            context.warnings << QStringLiteral("%1:%2: ").arg(argText(path), argText(number)) + tr("unknown key “%1” ignored").arg(key);
    Pending decision;
    decision.line = number;
    if (const Status common = readCommon(context, line, decision.request, &decision.question); !common)
        return common;
    if (line.contains(QStringLiteral("unanswerable"))) {
        if (!line.value(QStringLiteral("unanswerable")).isBool())
            return Status::failure(tr("“unanswerable” must be true or false"));
        decision.type = Pending::Type::Answerability;
        decision.unanswerable = line.value(QStringLiteral("unanswerable")).toBool();
        decision.request.unitKey = QStringLiteral("answerability");
    } else if (const Status located = readDocumentLine(context, line, decision); !located) {
        return located;
    }
    return merge(context, std::move(decision));
}

Result<AdjudicationStore::Plan> planOf(const AdjudicationStore &store, const Pending &decision)
{
    const ProjectLabels &labels = decision.question->labels;
    switch (decision.type) {
    case Pending::Type::Answerability:
        return store.planAnswerability(decision.request, labels, decision.unanswerable);
    case Pending::Type::NoSpan:
        return store.planNoSpan(decision.request, labels, *decision.unit);
    case Pending::Type::PassageGrade:
        return store.planPassageGrade(decision.request, labels, *decision.unit, decision.grade);
    case Pending::Type::Spans:
        return store.planSpans(decision.request, labels, *decision.unit, decision.edits);
    }
    return Result<AdjudicationStore::Plan>::failure(QString());
}

} // namespace

Result<AdjudicationFile::ImportSummary> AdjudicationFile::import(const ProjectStore &store, const QString &path,
                                                                 const QString &actor)
{
    const Result<QByteArray> bytes = RegularFile::read(path, RegularFile::kMaxImportBytes);
    if (!bytes)
        return Result<ImportSummary>::failure(tr("%1: cannot read: %2").arg(path, bytes.error()));
    return importBytes(store, *bytes, path, actor);
}

Result<AdjudicationFile::ImportSummary> AdjudicationFile::importBytes(const ProjectStore &store, const QByteArray &bytes,
                                                                      const QString &path, const QString &actor)
{
    using R = Result<ImportSummary>;
    Context context{store, actor, {}, {}, {}, {}, {}};
    const QList<QByteArray> lines = bytes.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArray text = lines.at(i).trimmed();
        if (text.isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(text, &error);
        if (!document.isObject())
            return R::failure(QStringLiteral("%1:%2: ").arg(argText(path), argText(i + 1))
                              + (error.error != QJsonParseError::NoError ? error.errorString() : tr("not a JSON object")));
        if (const Status read = readLine(context, document.object(), i + 1, path); !read)
            return R::failure(QStringLiteral("%1:%2: ").arg(argText(path), argText(i + 1)) + read.error());
    }
    const AdjudicationStore adjudications(store, actor);
    std::vector<AdjudicationStore::Plan> plans;
    for (const QString &entry : context.order) {
        const Pending &decision = context.pending.at(entry);
        const Result<AdjudicationStore::Plan> plan = planOf(adjudications, decision);
        if (!plan)
            return R::failure(QStringLiteral("%1:%2: ").arg(argText(path), argText(decision.line)) + plan.error());
        plans.push_back(*plan);
    }
    QSqlDatabase database = store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return R::failure(transaction.error());
    ImportSummary summary;
    summary.warnings = context.warnings;
    std::map<qint64, std::vector<Decision>> current; // per question, read once
    for (const AdjudicationStore::Plan &plan : plans) {
        auto found = current.find(plan.questionId);
        if (found == current.end())
            found = current.emplace(plan.questionId, adjudications.current(plan.questionId)).first;
        std::vector<Decision> unit;
        for (const Decision &decision : found->second) {
            if (decision.unitKey == plan.unitKey)
                unit.push_back(decision);
        }
        if (AdjudicationStore::sameDecision(plan, unit)) {
            ++summary.alreadyPresent;
            continue;
        }
        if (const Status written = adjudications.write(database, plan); !written)
            return R::failure(path + QStringLiteral(": ") + written.error());
        ++(unit.empty() && plan.orphans.isEmpty() ? summary.added : summary.updated);
        ++summary.decisions;
        summary.rows += int(std::max<size_t>(plan.rows.size(), 1));
    }
    if (!transaction.commit())
        return R::failure(transaction.error());
    return summary;
}

Result<QByteArray> AdjudicationFile::exportLines(const ProjectStore &store)
{
    ProjectLabels labels;
    labels.setTokenizing(false);
    if (const Status loaded = labels.load(store); !loaded)
        return Result<QByteArray>::failure(loaded.error());
    std::vector<Decision> decisions = AdjudicationStore(store).current();
    decisions.erase(std::remove_if(decisions.begin(), decisions.end(), [](const Decision &d) { return d.automatic; }),
                    decisions.end());
    const auto externalId = [&](qint64 id) {
        const LabelQuestion *question = labels.question(id);
        return question ? question->externalId : QString::number(id);
    };
    std::stable_sort(decisions.begin(), decisions.end(), [&](const Decision &a, const Decision &b) {
        if (const int byId = AdjudicationQueue::compareIds(externalId(a.questionId), externalId(b.questionId)); byId != 0)
            return byId < 0;
        return a.unitKey != b.unitKey ? a.unitKey < b.unitKey : a.id < b.id;
    });
    std::map<qint64, std::vector<AdjudicationUnit>> units;
    QByteArray out;
    for (const Decision &decision : decisions) {
        const int leadIndex = labels.annotatorIndex(decision.leadId);
        QJsonObject line{{QStringLiteral("lead"), leadIndex < 0 ? QString() : labels.annotators()[size_t(leadIndex)].name},
                         {QStringLiteral("question_id"), externalId(decision.questionId)},
                         {QStringLiteral("reason"), decision.reasonText.isEmpty()
                                                        ? decision.reasonCode
                                                        : decision.reasonCode + QStringLiteral(": ") + decision.reasonText},
                         {QStringLiteral("time"), decision.decidedAt.toUTC().toString(Qt::ISODateWithMs)},
                         {QStringLiteral("unit"), decision.unitKey}};
        if (!decision.note.isEmpty())
            line.insert(QStringLiteral("note"), decision.note);
        if (decision.kind == Decision::Kind::Unanswerable || decision.kind == Decision::Kind::Answerable) {
            line.insert(QStringLiteral("unanswerable"), decision.kind == Decision::Kind::Unanswerable);
        } else if (decision.kind == Decision::Kind::Span && decision.span) {
            const LabelDocument *document = labels.document(decision.span->documentId);
            line.insert(QStringLiteral("document_sha256"), document ? document->sha256 : QString());
            line.insert(QStringLiteral("start"), decision.span->start);
            line.insert(QStringLiteral("end"), decision.span->end);
            line.insert(QStringLiteral("page"), decision.span->page + 1);
            line.insert(QStringLiteral("quote"), decision.span->exact);
            line.insert(QStringLiteral("grade"), decision.grade);
        } else {
            auto &questionUnits = units[decision.questionId];
            if (questionUnits.empty())
                questionUnits = AdjudicationQueue::unitsOf(labels, labels.questionIndex(decision.questionId));
            const AdjudicationUnit *unit = AdjudicationStore::findUnit(questionUnits, decision.unitKey);
            line.insert(QStringLiteral("no_span"), true);
            if (unit) {
                line.insert(QStringLiteral("document_sha256"), unit->documentSha256);
                line.insert(QStringLiteral("start"), unit->start);
                line.insert(QStringLiteral("end"), unit->end);
            }
        }
        out += QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
    }
    return out;
}

} // namespace touchstone
