#include "packagemerge.h"

#include "annotatorstore.h"
#include "assignmentstore.h"
#include "documentstore.h"
#include "filewrite.h"
#include "judgmentstore.h"
#include "outputtarget.h"
#include "passagestore.h"
#include "pdfdocument.h"
#include "projectstore.h"
#include "questionstore.h"
#include "regularfile.h"
#include "rubricstore.h"
#include "sqlhelpers.h"
#include "spanresolver.h"
#include "textextraction.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSqlQuery>
#include <QThread>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace touchstone {

namespace {

enum class Action { Insert, Overwrite, Unchanged, KeepNewer, Duplicate };

class Merger
{
public:
    Merger(const ProjectStore &store, const Package &package, const QString &actor, bool opening)
        : m_store(store)
        , m_package(package)
        , m_actor(actor)
        , m_opening(opening)
        , m_returned(!opening && AnnotatorPackage::originOf(store) == store.projectId())
        , m_resolver(store)
    {
        m_report.annotator = package.annotator.name;
    }

    // Read-only checks, and the text of the documents the project lacks;
    // false with error() when the package is refused.
    bool plan();
    // Everything, inside the caller's transaction.
    bool apply();
    // The document copies apply() wrote, after its transaction rolled back.
    void removeCopiedFiles();

    const QString &error() const { return m_error; }
    PackageMerge::Report &report() { return m_report; }

private:
    bool refuse(const QString &reason)
    {
        m_error = QStringLiteral("%1: %2").arg(m_package.folder, reason);
        return false;
    }
    bool planAnnotator();
    bool planQuestions();
    bool planPassage(const PackagePassage &passage, const Question &question);
    bool planJudgments();
    bool planReturned();
    QString contentKey(const JudgmentRecord &record) const;
    bool prepareDocuments();
    bool storeDocument(const PackageDocument &document);
    bool applyQuestions();
    bool applyJudgments();
    Result<SpanAnchor> anchor(const QString &sha256, const SpanResolver::Request &request);
    qint64 rubricId(const QString &sha256);

    const ProjectStore &m_store;
    const Package &m_package;
    QString m_actor;
    bool m_opening;
    // Merging into the lead's own project: the package came back from an
    // annotator and may carry only that annotator's labels, on what it was
    // issued with (a lead's package for an annotator may bring more).
    bool m_returned;
    SpanResolver m_resolver;
    PackageMerge::Report m_report;
    QString m_error;
    qint64 m_annotatorId = 0;
    QHash<QString, qint64> m_questionIds; // uuid -> id in the project
    QSet<QString> m_newQuestions;
    QSet<QString> m_newPassages;
    std::vector<Action> m_actions; // per package judgment
    std::vector<const PackageDocument *> m_newDocuments;
    QStringList m_copiedFiles;
};

bool Merger::planAnnotator()
{
    const AnnotatorStore annotators(m_store);
    const Annotator &incoming = m_package.annotator;
    if (const auto existing = annotators.byUuid(incoming.uuid)) {
        if (existing->name != incoming.name.trimmed())
            return refuse(PackageMerge::tr("annotator %1 is “%2” in the package but “%3” in the project")
                              .arg(incoming.uuid, incoming.name, existing->name));
        if (m_returned && existing->role != incoming.role)
            return refuse(PackageMerge::tr("“%1” is %2 in the project but %3 in the package; a package cannot change a role")
                              .arg(existing->name, annotatorRoleKey(existing->role), annotatorRoleKey(incoming.role)));
        m_annotatorId = existing->id;
        return true;
    }
    if (m_returned)
        return refuse(PackageMerge::tr("annotator “%1” (uuid %2) was never issued a package by this project")
                          .arg(incoming.name, incoming.uuid));
    if (const auto sameName = annotators.byName(incoming.name.trimmed()))
        return refuse(PackageMerge::tr("the project has another annotator named “%1” (uuid %2, not %3)")
                          .arg(sameName->name, sameName->uuid, incoming.uuid));
    return true;
}

bool Merger::planPassage(const PackagePassage &passage, const Question &question)
{
    const auto existing = PassageStore(m_store).byUuid(passage.uuid);
    if (!existing) {
        if (m_returned)
            return refuse(PackageMerge::tr("passage %1 was not issued with this package; only a lead adds passages")
                              .arg(passage.uuid));
        m_newPassages.insert(passage.uuid);
        return true;
    }
    const auto document = DocumentStore(m_store).document(existing->span.documentId);
    if (existing->questionId != question.id || !document || document->sha256 != passage.documentSha256
        || existing->span.start != passage.start || existing->span.end != passage.end)
        return refuse(PackageMerge::tr("passage %1 is another question's or another place in the project")
                          .arg(passage.uuid));
    return true;
}

bool Merger::planQuestions()
{
    const QuestionStore questions(m_store);
    for (const PackageQuestion &entry : m_package.questions) {
        const Question &incoming = entry.question;
        if (const auto existing = questions.byUuid(incoming.uuid)) {
            if (existing->externalId != incoming.externalId || existing->text != incoming.text)
                return refuse(PackageMerge::tr("question %1 is “%2: %3” in the package but “%4: %5” in the project")
                                  .arg(incoming.uuid, incoming.externalId, incoming.text.left(60),
                                       existing->externalId, existing->text.left(60)));
            m_questionIds.insert(incoming.uuid, existing->id);
            for (const PackagePassage &passage : entry.passages) {
                if (!planPassage(passage, *existing))
                    return false;
            }
            continue;
        }
        if (m_returned)
            return refuse(PackageMerge::tr("question “%1” (uuid %2) was not issued with this package")
                              .arg(incoming.externalId, incoming.uuid));
        if (const auto sameId = questions.byExternalId(incoming.externalId))
            return refuse(PackageMerge::tr("the project's question “%1” has uuid %2, the package's %3")
                              .arg(incoming.externalId, sameId->uuid, incoming.uuid));
        m_newQuestions.insert(incoming.uuid);
        for (const PackagePassage &passage : entry.passages)
            m_newPassages.insert(passage.uuid);
    }
    return true;
}

bool Merger::planJudgments()
{
    const JudgmentStore judgments(m_store);
    const AnnotatorStore annotators(m_store);
    const QuestionStore questions(m_store);
    // The same label under another uuid is the same label.
    QSet<QString> known;
    if (m_annotatorId != 0) {
        const DocumentStore documents(m_store);
        QHash<qint64, QString> shaOf;
        for (const DocumentRecord &document : documents.documents())
            shaOf.insert(document.id, document.sha256);
        QHash<qint64, QString> questionUuid;
        QHash<qint64, QString> passageUuid;
        for (const Passage &passage : PassageStore(m_store).all())
            passageUuid.insert(passage.id, passage.uuid);
        for (const Judgment &judgment : judgments.forAnnotator(m_annotatorId)) {
            if (!questionUuid.contains(judgment.questionId))
                questionUuid.insert(judgment.questionId, questions.byId(judgment.questionId).value_or(Question{}).uuid);
            JudgmentRecord stored;
            stored.questionUuid = questionUuid.value(judgment.questionId);
            stored.unanswerable = judgment.kind == JudgmentKind::Unanswerable;
            if (judgment.span) {
                stored.documentSha256 = shaOf.value(judgment.span->documentId);
                stored.start = judgment.span->start;
                stored.end = judgment.span->end;
            }
            stored.grade = judgment.grade;
            stored.passageUuid = passageUuid.value(judgment.passageId);
            known.insert(contentKey(stored));
        }
    }
    for (const JudgmentRecord &record : m_package.judgments) {
        if (m_returned && !record.annotator.isEmpty() && record.annotator != m_package.annotator.name)
            return refuse(PackageMerge::tr("label %1 is “%2”'s, not the package annotator “%3”'s")
                              .arg(record.uuid, record.annotator, m_package.annotator.name));
        const auto existing = judgments.byUuid(record.uuid);
        if (!existing) {
            const QString key = contentKey(record);
            const bool duplicate = !key.isEmpty() && known.contains(key);
            if (!key.isEmpty())
                known.insert(key);
            m_actions.push_back(duplicate ? Action::Duplicate : Action::Insert);
            continue;
        }
        const auto annotator = annotators.byId(existing->annotatorId);
        const auto question = questions.byId(existing->questionId);
        const bool sameKind = (existing->kind == JudgmentKind::Unanswerable) == record.unanswerable
            && (existing->kind == JudgmentKind::Passage) == !record.passageUuid.isEmpty();
        if (!annotator || annotator->uuid != m_package.annotator.uuid || !question
            || question->uuid != record.questionUuid || !sameKind)
            return refuse(PackageMerge::tr("label %1 belongs to another annotator, question or kind in the project")
                              .arg(record.uuid));
        if (record.updatedAt > existing->updatedAt)
            m_actions.push_back(Action::Overwrite);
        else if (record.updatedAt < existing->updatedAt)
            m_actions.push_back(Action::KeepNewer);
        else
            m_actions.push_back(Action::Unchanged);
    }
    return true;
}

// "question|kind|document|start|end|grade|passage", or "" when the record
// gives no offsets to compare (a quote alone is anchored later).
QString Merger::contentKey(const JudgmentRecord &record) const
{
    if (!record.unanswerable && (!record.start || !record.end))
        return QString();
    return QStringList{record.questionUuid, record.unanswerable ? QStringLiteral("u") : QStringLiteral("s"),
                       record.documentSha256, QString::number(record.start.value_or(-1)),
                       QString::number(record.end.value_or(-1)), QString::number(record.grade), record.passageUuid}
        .join(QLatin1Char('|'));
}

// A returned package names nothing the project did not issue with it: its
// labels are on the questions issued to its annotator, under the project's
// rubrics.
bool Merger::planReturned()
{
    const Result<std::vector<qint64>> issuedIds = AnnotatorPackage::issuedQuestionIds(m_store, m_annotatorId);
    if (!issuedIds)
        return refuse(issuedIds.error());
    const std::vector<qint64> &issued = *issuedIds;
    for (auto it = m_questionIds.constBegin(); it != m_questionIds.constEnd(); ++it) {
        if (!std::binary_search(issued.begin(), issued.end(), it.value()))
            return refuse(PackageMerge::tr("question %1 was not issued to “%2”").arg(it.key(), m_package.annotator.name));
    }
    for (const JudgmentRecord &record : m_package.judgments) {
        if (!m_questionIds.contains(record.questionUuid))
            return refuse(PackageMerge::tr("label %1 is on question %2, which the package does not carry")
                              .arg(record.uuid, record.questionUuid));
        if (!record.passageUuid.isEmpty() && !PassageStore(m_store).byUuid(record.passageUuid))
            return refuse(PackageMerge::tr("label %1 grades passage %2, which was not issued with this package; only a "
                                           "lead adds passages").arg(record.uuid, record.passageUuid));
    }
    const RubricStore rubrics(m_store);
    for (const Rubric &rubric : m_package.rubrics) {
        if (!rubrics.bySha256(rubric.sha256))
            return refuse(PackageMerge::tr("rubric %1 (version %2) is not one of the project's; a returned package "
                                           "cannot change the rubric").arg(argText(rubric.sha256.left(12)), argText(rubric.version)));
    }
    // Documents may be new: an annotator may add a PDF the question needs
    // (its labels are still on the questions issued).
    return true;
}

bool Merger::plan()
{
    if (!m_opening && m_package.originProjectId != AnnotatorPackage::originOf(m_store))
        return refuse(PackageMerge::tr("the package belongs to project %1, not to this one (%2)")
                          .arg(m_package.originProjectId, AnnotatorPackage::originOf(m_store)));
    return planAnnotator() && planQuestions() && (!m_returned || planReturned()) && planJudgments()
        && prepareDocuments();
}

bool Merger::prepareDocuments()
{
    const DocumentStore documents(m_store);
    for (const PackageDocument &document : m_package.documents) {
        if (!documents.documentBySha256(document.sha256))
            m_newDocuments.push_back(&document);
    }
    return true;
}

// Stores a document the project lacks as Ingest would, but inside the
// merge's transaction, so that it goes with everything else when the merge
// fails. One document in memory at a time.
bool Merger::storeDocument(const PackageDocument &document)
{
    const Result<QByteArray> read = RegularFile::read(document.path, RegularFile::kMaxPdfBytes);
    if (!read)
        return refuse(PackageMerge::tr("cannot read %1 from the package (%2)").arg(document.fileName, read.error()));
    const QByteArray &bytes = *read;
    if (QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()) != document.sha256)
        return refuse(PackageMerge::tr("the bytes of %1 changed while the package was read").arg(document.fileName));
    QString name = QFileInfo(document.fileName).fileName();
    if (name.isEmpty() || name.startsWith(QLatin1Char('.')))
        name = document.sha256 + QStringLiteral(".pdf");
    PdfOpenResult opened = PdfDocument::openData(bytes, name);
    if (!opened.ok())
        return refuse(opened.message);
    const PdfDocument &pdf = *opened.document;
    const std::vector<PageText> pages = TextExtraction::extractAll(pdf, std::max(1, QThread::idealThreadCount()));
    const CanonicalText text(pages);
    DocumentRecord record;
    record.sha256 = document.sha256;
    record.fileName = name;
    record.title = pdf.title();
    record.pageCount = pdf.pageCount();
    record.bytes = bytes.size();
    record.encrypted = pdf.wasEncrypted();
    record.copyAllowed = pdf.okToCopy();
    record.textSha256 = DocumentStore::textDigest(text);
    record.codePoints = text.size();
    record.loadWarnings = pdf.loadWarnings();
    const QString target = m_store.documentPath(document.sha256);
    if (const QFileInfo existing(target); existing.isSymLink() || !existing.isFile()) {
        QString reason;
        if (!FileWrite::saveReplacing(target, bytes, &reason))
            return refuse(PackageMerge::tr("cannot write %1 (%2)").arg(target, reason));
        m_copiedFiles << target;
    }
    const Result<qint64> inserted = DocumentStore(m_store).insert(record, pages);
    if (!inserted)
        return refuse(inserted.error());
    ++m_report.documentsAdded;
    return true;
}

void Merger::removeCopiedFiles()
{
    for (const QString &file : std::as_const(m_copiedFiles))
        QFile::remove(file);
    m_copiedFiles.clear();
}

Result<SpanAnchor> Merger::anchor(const QString &sha256, const SpanResolver::Request &request)
{
    const auto document = DocumentStore(m_store).documentBySha256(sha256);
    if (!document)
        return Result<SpanAnchor>::failure(PackageMerge::tr("document %1 is not in the project").arg(sha256));
    const Result<SpanResolver::Anchored> anchored = m_resolver.anchor(*document, request);
    if (!anchored)
        return Result<SpanAnchor>::failure(anchored.error());
    if (!anchored->warning.isEmpty())
        m_report.warnings << anchored->warning;
    return anchored->span;
}

qint64 Merger::rubricId(const QString &sha256)
{
    if (sha256.isEmpty())
        return 0;
    if (const auto rubric = RubricStore(m_store).bySha256(sha256))
        return rubric->id;
    m_report.warnings << PackageMerge::tr("rubric %1 is neither in the package nor in the project; its labels are "
                                          "stored without a rubric version")
                             .arg(sha256);
    return 0;
}

bool Merger::applyQuestions()
{
    const QuestionStore questions(m_store, m_actor);
    const PassageStore passages(m_store, m_actor);
    const AssignmentStore assignments(m_store, m_actor);
    for (const PackageQuestion &entry : m_package.questions) {
        if (m_newQuestions.contains(entry.question.uuid)) {
            const Result<Question> added = questions.add(entry.question);
            if (!added)
                return refuse(added.error());
            m_questionIds.insert(entry.question.uuid, added->id);
            ++m_report.questionsAdded;
            // New here: the package's annotator is the one who labels it.
            if (const Status assigned = assignments.assign(added->id, m_annotatorId); !assigned)
                return refuse(assigned.error());
        }
        const qint64 questionId = m_questionIds.value(entry.question.uuid);
        for (const PackagePassage &passage : entry.passages) {
            if (!m_newPassages.contains(passage.uuid))
                continue;
            const Result<SpanAnchor> span = anchor(passage.documentSha256, {passage.quote, passage.prefix,
                                                   passage.suffix, passage.start, passage.end, passage.page});
            if (!span)
                return refuse(PackageMerge::tr("passage %1: %2").arg(passage.uuid, span.error()));
            const Result<Passage> added = passages.addImported(questionId, *span, passage.source, passage.uuid);
            if (!added)
                return refuse(added.error());
            ++m_report.passagesAdded;
        }
    }
    return true;
}

bool Merger::applyJudgments()
{
    const JudgmentStore judgments(m_store, m_actor);
    for (size_t i = 0; i < m_package.judgments.size(); ++i) {
        const JudgmentRecord &record = m_package.judgments[i];
        const Action action = m_actions[i];
        if (action == Action::Duplicate) {
            ++m_report.judgmentsDuplicate;
            continue;
        }
        if (action == Action::Unchanged || action == Action::KeepNewer) {
            ++(action == Action::Unchanged ? m_report.judgmentsUnchanged : m_report.judgmentsKeptNewer);
            continue;
        }
        Judgment judgment;
        judgment.uuid = record.uuid;
        judgment.annotatorId = m_annotatorId;
        judgment.questionId = m_questionIds.value(record.questionUuid);
        judgment.note = record.note;
        judgment.createdAt = record.time.isValid() ? record.time : QDateTime::currentDateTimeUtc();
        judgment.updatedAt = record.updatedAt.isValid() ? record.updatedAt : judgment.createdAt;
        judgment.rubricId = rubricId(record.rubricSha256);
        judgment.kind = record.unanswerable ? JudgmentKind::Unanswerable : JudgmentKind::Span;
        if (!record.unanswerable) {
            judgment.grade = record.grade;
            const Result<SpanAnchor> span = anchor(record.documentSha256, {record.quote, record.prefix, record.suffix,
                                                                           record.start, record.end, record.page});
            if (!span)
                return refuse(PackageMerge::tr("label %1: %2").arg(record.uuid, span.error()));
            judgment.span = *span;
        }
        if (!record.passageUuid.isEmpty()) {
            judgment.kind = JudgmentKind::Passage;
            auto passage = PassageStore(m_store).byUuid(record.passageUuid);
            if (!passage) {
                const Result<Passage> added = PassageStore(m_store, m_actor)
                    .addImported(judgment.questionId, *judgment.span,
                                 record.passageSource.isEmpty() ? QStringLiteral("import") : record.passageSource,
                                 record.passageUuid);
                if (!added)
                    return refuse(PackageMerge::tr("label %1: %2").arg(record.uuid, added.error()));
                passage = *added;
                ++m_report.passagesAdded;
            }
            judgment.passageId = passage->id;
        }
        Status stored = Status::success();
        if (action == Action::Insert) {
            const Result<Judgment> inserted = judgments.insertImported(judgment);
            if (!inserted)
                stored = Status::failure(inserted.error());
        } else {
            stored = judgments.overwrite(judgment);
        }
        if (!stored)
            return refuse(PackageMerge::tr("label %1: %2").arg(record.uuid, stored.error()));
        ++(action == Action::Insert ? m_report.judgmentsAdded : m_report.judgmentsUpdated);
    }
    return true;
}

bool Merger::apply()
{
    if (m_opening && !AnnotatorPackage::setOrigin(m_store, m_package.originProjectId))
        return refuse(PackageMerge::tr("cannot record the project's origin"));
    if (m_annotatorId == 0) {
        const Result<Annotator> added = AnnotatorStore(m_store, m_actor)
                                            .add(m_package.annotator.name, m_package.annotator.role,
                                                 m_package.annotator.uuid);
        if (!added)
            return refuse(added.error());
        m_annotatorId = added->id;
        m_report.annotatorAdded = true;
    }
    std::vector<Rubric> rubrics = m_package.rubrics;
    std::sort(rubrics.begin(), rubrics.end(), [](const Rubric &a, const Rubric &b) { return a.version < b.version; });
    const RubricStore rubricStore(m_store, m_actor);
    for (const Rubric &rubric : rubrics) {
        if (rubricStore.bySha256(rubric.sha256))
            continue;
        const Result<Rubric> saved = rubricStore.save(rubric.content);
        if (!saved)
            return refuse(saved.error());
        ++m_report.rubricsAdded;
    }
    for (const PackageDocument *document : m_newDocuments) {
        if (!storeDocument(*document))
            return false;
    }
    return applyQuestions() && applyJudgments();
}

Result<PackageMerge::Report> run(const ProjectStore &store, const Package &package, const QString &actor,
                                 bool opening)
{
    using R = Result<PackageMerge::Report>;
    Merger merger(store, package, actor, opening);
    if (!merger.plan())
        return R::failure(merger.error());
    Transaction transaction(store.database());
    if (!transaction.isActive())
        return R::failure(transaction.error());
    const bool applied = merger.apply();
    if (applied && merger.report().changed())
        store.audit(actor, QStringLiteral("package.import"), QStringLiteral("annotator"), package.annotator.uuid,
                    QStringLiteral("%1 added, %2 updated")
                        .arg(argText(merger.report().judgmentsAdded), argText(merger.report().judgmentsUpdated)));
    if (!applied || !transaction.commit()) {
        const QString error = applied ? transaction.error() : merger.error();
        transaction.rollback();
        merger.removeCopiedFiles();
        return R::failure(error);
    }
    return merger.report();
}

} // namespace

Result<PackageMerge::Report> PackageMerge::merge(const ProjectStore &store, const Package &package,
                                                 const QString &actor)
{
    return run(store, package, actor, false);
}

Result<PackageMerge::Report> PackageMerge::open(const Package &package, const QString &folder)
{
    using R = Result<Report>;
    const QString absolute = QFileInfo(folder).absoluteFilePath();
    if (const Status safe = OutputTarget::checkFolder(absolute); !safe)
        return R::failure(safe.error());
    // Built in a hidden sibling and renamed into place: a killed open leaves
    // no half-made project under the name, and a retry is not refused.
    const QFileInfo target(absolute);
    if (!QDir().mkpath(target.path()))
        return R::failure(tr("%1: cannot create the folder").arg(target.path()));
    const QString staging = QDir(target.path()).filePath(QStringLiteral(".%1.partial-%2-%3")
                                                             .arg(target.fileName(),
                                                                  QString::number(QCoreApplication::applicationPid()),
                                                                  sql::newUuid().left(8)));
    Result<std::unique_ptr<ProjectStore>> created = ProjectStore::create(staging);
    if (!created)
        return R::failure(created.error());
    std::unique_ptr<ProjectStore> store = std::move(*created);
    Result<Report> report = run(*store, package, package.annotator.name, true);
    store.reset(); // closes the database and lets go of the lock before the rename
    if (report && target.exists() && !QDir().rmdir(absolute))
        report = R::failure(tr("%1: cannot replace the empty folder").arg(absolute));
    if (report && ::rename(QFile::encodeName(staging).constData(), QFile::encodeName(absolute).constData()) != 0)
        report = R::failure(tr("%1: cannot move the new project into place: %2")
                                .arg(absolute, QString::fromLocal8Bit(std::strerror(errno))));
    if (!report)
        QDir(staging).removeRecursively();
    return report;
}

} // namespace touchstone
