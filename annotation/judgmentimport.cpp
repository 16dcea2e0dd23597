#include "judgmentimport.h"

#include "annotatorstore.h"
#include "documentstore.h"
#include "bulkwritecache.h"
#include "importfile.h"
#include "isotime.h"
#include "judgmentcodec.h"
#include "judgmentstore.h"
#include "jsonlreader.h"
#include "judgmentrowwriter.h"
#include "passagestore.h"
#include "projectstore.h"
#include "sqlhelpers.h"
#include "sqliterows.h"
#include "questionstore.h"
#include "rubricstore.h"
#include "spanresolver.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QThread>
#include <QWaitCondition>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <deque>
#include <memory>
#include <vector>

namespace touchstone {

namespace {

// One line as the reading thread hands it over: parsed, and its span
// anchored in the document's text (the two costs that do not touch the
// tables being written).
struct ReadLine
{
    int line = 0;
    JudgmentRecord record;
    QString readerWarning;
    QString fatal;         // the file cannot be read on from here: report and stop
    bool documentMissing = false;
    bool anchoredOk = false;
    SpanResolver::Anchored anchored;
    QString anchorError;   // the document is not in the project, or the quote does not anchor
};

using LineBatch = std::vector<ReadLine>;

// Batches from the reading thread to the writing one, in file order, at
// most `capacity` in flight so memory stays bounded.
class LineQueue
{
public:
    explicit LineQueue(int capacity)
        : m_capacity(capacity)
    {
    }

    // False when the consumer gave up (the batch is dropped).
    bool push(LineBatch batch)
    {
        QMutexLocker locker(&m_mutex);
        while (int(m_batches.size()) >= m_capacity && !m_cancelled)
            m_notFull.wait(&m_mutex);
        if (m_cancelled)
            return false;
        m_batches.push_back(std::move(batch));
        m_notEmpty.wakeOne();
        return true;
    }

    void finish()
    {
        QMutexLocker locker(&m_mutex);
        m_finished = true;
        m_notEmpty.wakeOne();
    }

    // False at the end of the file.
    bool pop(LineBatch *batch)
    {
        QMutexLocker locker(&m_mutex);
        while (m_batches.empty() && !m_finished)
            m_notEmpty.wait(&m_mutex);
        if (m_batches.empty())
            return false;
        *batch = std::move(m_batches.front());
        m_batches.pop_front();
        m_notFull.wakeOne();
        return true;
    }

    void cancel()
    {
        QMutexLocker locker(&m_mutex);
        m_cancelled = true;
        m_notFull.wakeAll();
    }

private:
    QMutex m_mutex;
    QWaitCondition m_notEmpty;
    QWaitCondition m_notFull;
    std::deque<LineBatch> m_batches;
    int m_capacity;
    bool m_finished = false;
    bool m_cancelled = false;
};

// The reading thread: JSON, the codec, and anchoring, on its own database
// connection (the texts it reads are not what the import writes).
void readLines(const ProjectStore &store, const QString &path, JsonlReader &reader, LineQueue &queue,
               QStringList *ignoredKeys)
{
    constexpr int kBatch = 256;
    const QSet<QString> known = JudgmentCodec::knownKeys();
    QSet<QString> ignored;
    DocumentStore documents(store);
    SpanResolver resolver(store);
    QHash<QString, std::optional<DocumentRecord>> bySha;
    LineBatch batch;
    batch.reserve(kBatch);
    bool stop = false;
    JsonlReader::Line line;
    while (!stop && reader.next(&line)) {
        for (auto it = line.object.constBegin(); it != line.object.constEnd(); ++it) {
            if (!known.contains(it.key()) && !ignored.contains(it.key())) {
                ignored.insert(it.key());
                *ignoredKeys << it.key();
            }
        }
        ReadLine item;
        item.line = line.line;
        item.readerWarning = line.warning;
        Result<JudgmentRecord> record = JudgmentCodec::fromJson(line.object);
        if (!record) {
            item.fatal = ImportFile::located(path, line.line, record.error());
            stop = true;
        } else {
            item.record = std::move(*record);
            const JudgmentRecord &r = item.record;
            if (!r.unanswerable) {
                auto found = bySha.find(r.documentSha256);
                if (found == bySha.end())
                    found = bySha.insert(r.documentSha256, documents.documentBySha256(r.documentSha256));
                if (!found->has_value()) {
                    item.documentMissing = true;
                    item.anchorError = JudgmentImport::tr("document %1 is not in the project").arg(r.documentSha256);
                } else {
                    Result<SpanResolver::Anchored> anchored =
                        resolver.anchor(**found, {r.quote, r.prefix, r.suffix, r.start, r.end, r.page});
                    item.anchoredOk = anchored.ok();
                    if (anchored)
                        item.anchored = std::move(*anchored);
                    else
                        item.anchorError = anchored.error();
                }
            }
        }
        batch.push_back(std::move(item));
        if (int(batch.size()) >= kBatch) {
            if (!queue.push(std::move(batch)))
                stop = true;
            batch = LineBatch();
            batch.reserve(kBatch);
        }
    }
    if (!stop && !reader.error().isEmpty()) {
        ReadLine item;
        item.fatal = reader.error();
        batch.push_back(std::move(item));
    }
    if (!batch.empty())
        queue.push(std::move(batch));
    queue.finish();
    store.releaseThreadConnection();
}

// Resolves each line against the project and stores it, inside the
// import's transaction.
class Importer
{
public:
    Importer(const ProjectStore &store, const QString &path, const QString &actor, JudgmentImport::Report &report)
        : m_store(store)
        , m_path(path)
        , m_actor(actor)
        , m_report(report)
        , m_annotators(store, actor)
        , m_judgments(store, actor)
        , m_passages(store, actor)
        , m_writer(store)
        , m_uuidOwner(store.database())
        // The labels of one annotator on one question, read once when a
        // line first names the pair and kept up to date as the file writes:
        // a million lines looked up their label with a statement each.
        , m_pairLabels(store.database(),
                       QStringLiteral("SELECT j.id, coalesce(j.grade, -1), j.rubric_id, CASE j.kind WHEN 'span' THEN 0 "
                                      "WHEN 'passage' THEN 1 ELSE 2 END, j.passage_id, s.document_id, s.start_offset, "
                                      "s.end_offset FROM judgments j LEFT JOIN spans s ON s.id = j.span_id WHERE "
                                      "j.annotator_id = ? AND j.question_id = ? ORDER BY j.id"))
        , m_labelText(store.database(), QStringLiteral("SELECT uuid, note FROM judgments WHERE id = ?"))
        , m_regrade(store.database())
        , m_auditGrade(store.database())
    {
        m_uuidOwner.setForwardOnly(true);
        m_uuidOwner.prepare(QStringLiteral("SELECT annotator_id, question_id, id FROM judgments WHERE uuid = ?"));
        m_regrade.prepare(QStringLiteral("UPDATE judgments SET grade = ?, note = ?, rubric_id = ?, updated_at = ? "
                                         "WHERE id = ?"));
        m_auditGrade.prepare(QStringLiteral("INSERT INTO audit (at, actor, action, entity, entity_id, detail) "
                                            "VALUES (?, ?, 'judgment.grade', 'judgment', ?, ?)"));
        for (const SqliteRows *lookup : {&m_pairLabels, &m_labelText}) {
            if (!lookup->error().isEmpty() && m_setupError.isEmpty())
                m_setupError = lookup->error();
        }
        QSqlQuery any(store.database());
        m_projectHasLabels = !any.exec(QStringLiteral("SELECT 1 FROM judgments LIMIT 1")) || any.next();
    }

    QString setupError() const { return m_setupError.isEmpty() ? m_writer.error() : m_setupError; }

    // Plans and stores one line. False on failure with `error` set; a line
    // whose label is present already (by uuid, or the same label) returns
    // true and counts as already present; one that regrades a present
    // label counts as updated.
    bool importLine(const ReadLine &read, QString *error);

private:
    bool checkUuid(int line, const JudgmentRecord &record, qint64 questionId, qint64 annotatorId, bool *skip,
                   QString *error);
    // The stored label `judgment` is (annotator, question and place, not
    // grade), if any: `*present` the id of one that holds the same grade
    // (0: none), `*existing` the first to regrade (id 0 without one).
    struct Stored
    {
        qint64 id = 0;
        int grade = -1;
        QString uuid;
        QString note;
        qint64 rubricId = 0;
    };
    bool findSame(const Judgment &judgment, qint64 *present, Stored *existing, QString *error);
    // A label of the project or of this file, as findSame compares it.
    struct KnownLabel
    {
        qint64 id = 0;
        qint64 rubricId = 0;
        qint64 place = 0;  // the passage of a passage grade, the document of a span
        int start = 0;
        int end = 0;
        JudgmentKind kind = JudgmentKind::Span;
        int grade = -1;
        bool sameLabel(const Judgment &judgment) const;
    };
    using AnnotatorQuestion = std::pair<qint64, qint64>;
    Result<std::vector<KnownLabel> *> knownLabels(const AnnotatorQuestion &pair);
    bool readStoredText(Stored *existing, QString *error);
    // `judgment` as label `id` now holds it, for the lines after.
    void remember(const Judgment &judgment, qint64 id, qint64 rubricId);
    // Labels an earlier line of this file added, regraded or found present:
    // one bit per label id, so a re-import of a million lines holds 125 kB.
    bool touched(qint64 id) const { return id >= 0 && id < qint64(m_touched.size()) && m_touched[size_t(id)]; }
    void touch(qint64 id);
    bool regrade(int line, const Judgment &judgment, Stored existing, QString *error);
    bool planSpan(const ReadLine &read, Judgment &judgment, QString *newPassageUuid, QString *error);
    void planRubric(int line, const JudgmentRecord &record, Judgment &judgment);
    qint64 questionId(const QString &externalId);
    Result<qint64> annotatorId(const QString &name);
    bool store(Judgment &judgment, const QString &newPassageUuid, const QString &passageSource, QString *error);

    const ProjectStore &m_store;
    QString m_path;
    QString m_actor;
    JudgmentImport::Report &m_report;
    AnnotatorStore m_annotators;
    JudgmentStore m_judgments;
    PassageStore m_passages;
    JudgmentRowWriter m_writer;
    QSqlQuery m_uuidOwner;
    SqliteRows m_pairLabels;
    SqliteRows m_labelText;
    QHash<AnnotatorQuestion, std::vector<KnownLabel>> m_known;
    QSqlQuery m_regrade;
    QSqlQuery m_auditGrade;
    QString m_setupError;
    bool m_projectHasLabels = true;
    QHash<QString, qint64> m_questionIds;
    bool m_questionIdsRead = false;
    QString m_questionIdsError;
    QHash<QString, qint64> m_annotatorIds;
    QHash<QString, qint64> m_rubricIds;    // 0: not in the project
    QHash<QString, qint64> m_passageIds;   // created by this file
    QHash<QString, int> m_uuidLines;
    std::vector<bool> m_touched;
};

void Importer::touch(qint64 id)
{
    if (id < 0)
        return;
    if (id >= qint64(m_touched.size()))
        m_touched.resize(size_t(id) + 1 + m_touched.size() / 2);
    m_touched[size_t(id)] = true;
}

// Every question's id read at once: a file names most of a project's
// questions, and one lookup per question cost a statement each.
qint64 Importer::questionId(const QString &externalId)
{
    if (!m_questionIdsRead) {
        SqliteRows rows(m_store.database(), QStringLiteral("SELECT external_id, id FROM questions"));
        while (rows.next())
            m_questionIds.insert(rows.text(0), rows.integer(1));
        m_questionIdsRead = true;
        m_questionIdsError = rows.error();
    }
    return m_questionIds.value(externalId, 0);
}

Result<qint64> Importer::annotatorId(const QString &name)
{
    if (const auto it = m_annotatorIds.constFind(name); it != m_annotatorIds.constEnd())
        return *it;
    qint64 id = 0;
    if (const auto annotator = m_annotators.byName(name)) {
        id = annotator->id;
    } else {
        const Result<Annotator> added = m_annotators.add(name, AnnotatorRole::Annotator);
        if (!added)
            return Result<qint64>::failure(added.error());
        m_report.annotatorsCreated << added->name;
        id = added->id;
    }
    m_annotatorIds.insert(name, id);
    return id;
}

bool Importer::checkUuid(int line, const JudgmentRecord &record, qint64 questionId, qint64 annotatorId, bool *skip,
                         QString *error)
{
    *skip = false;
    if (record.uuid.isEmpty())
        return true;
    if (const auto it = m_uuidLines.constFind(record.uuid); it != m_uuidLines.constEnd()) {
        *error = JudgmentImport::tr("uuid %1 appears twice (first on line %2)").arg(argText(record.uuid), argText(*it));
        return false;
    }
    m_uuidLines.insert(record.uuid, line);
    // The rows this file wrote are in m_uuidLines: only a project that held
    // labels before the import can hold the uuid already.
    if (!m_projectHasLabels)
        return true;
    m_uuidOwner.addBindValue(record.uuid);
    if (!m_uuidOwner.exec()) {
        *error = sql::errorText(m_uuidOwner.lastError());
        return false;
    }
    if (!m_uuidOwner.next())
        return true;
    const bool sameOwner = m_uuidOwner.value(0).toLongLong() == annotatorId
                           && m_uuidOwner.value(1).toLongLong() == questionId;
    // A later line without the uuid may name the same label by its place.
    touch(m_uuidOwner.value(2).toLongLong());
    m_uuidOwner.finish();
    if (!sameOwner) {
        *error = JudgmentImport::tr("uuid %1 belongs to another annotator's or question's label in the project")
                     .arg(record.uuid);
        return false;
    }
    *skip = true;
    return true;
}

bool Importer::KnownLabel::sameLabel(const Judgment &judgment) const
{
    if (kind != judgment.kind)
        return false;
    switch (kind) {
    case JudgmentKind::Unanswerable:
        return true;
    case JudgmentKind::Passage:
        return place == judgment.passageId;
    case JudgmentKind::Span:
        return place == judgment.span->documentId && start == judgment.span->start && end == judgment.span->end;
    }
    return false;
}

Result<std::vector<Importer::KnownLabel> *> Importer::knownLabels(const AnnotatorQuestion &pair)
{
    using R = Result<std::vector<KnownLabel> *>;
    if (const auto it = m_known.find(pair); it != m_known.end())
        return R(&*it);
    std::vector<KnownLabel> labels;
    // The rows this file writes join the list as they are written: only a
    // project that held labels before the import has any to read.
    if (m_projectHasLabels) {
        m_pairLabels.rerun({pair.first, pair.second});
        while (m_pairLabels.next()) {
            KnownLabel label;
            label.id = m_pairLabels.integer(0);
            label.rubricId = m_pairLabels.integer(2);
            label.kind = JudgmentKind(m_pairLabels.number(3));
            label.grade = label.kind == JudgmentKind::Unanswerable ? -1 : m_pairLabels.number(1);
            label.place = label.kind == JudgmentKind::Passage ? m_pairLabels.integer(4) : m_pairLabels.integer(5);
            label.start = m_pairLabels.number(6);
            label.end = m_pairLabels.number(7);
            labels.push_back(label);
        }
        if (!m_pairLabels.error().isEmpty())
            return R::failure(m_pairLabels.error());
    }
    return R(&*m_known.insert(pair, std::move(labels)));
}

bool Importer::findSame(const Judgment &judgment, qint64 *present, Stored *existing, QString *error)
{
    static_assert(int(JudgmentKind::Span) == 0 && int(JudgmentKind::Passage) == 1
                  && int(JudgmentKind::Unanswerable) == 2);
    *present = 0;
    *existing = Stored();
    const Result<std::vector<KnownLabel> *> labels = knownLabels({judgment.annotatorId, judgment.questionId});
    if (!labels) {
        *error = labels.error();
        return false;
    }
    for (const KnownLabel &label : **labels) {
        if (!label.sameLabel(judgment))
            continue;
        if (label.grade == judgment.grade && *present == 0)
            *present = label.id;
        if (existing->id == 0)
            *existing = {label.id, label.grade, {}, {}, label.rubricId};
    }
    return true;
}

void Importer::remember(const Judgment &judgment, qint64 id, qint64 rubricId)
{
    std::vector<KnownLabel> &labels = m_known[{judgment.annotatorId, judgment.questionId}];
    KnownLabel label;
    label.id = id;
    label.rubricId = rubricId;
    label.kind = judgment.kind;
    label.grade = judgment.kind == JudgmentKind::Unanswerable ? -1 : judgment.grade;
    if (judgment.kind == JudgmentKind::Passage) {
        label.place = judgment.passageId;
    } else if (judgment.kind == JudgmentKind::Span) {
        label.place = judgment.span->documentId;
        label.start = judgment.span->start;
        label.end = judgment.span->end;
    }
    const auto known = std::find_if(labels.begin(), labels.end(), [id](const KnownLabel &k) { return k.id == id; });
    if (known != labels.end())
        *known = label;
    else
        labels.push_back(label);
}

// The uuid and note of the label findSame found, wanted only to regrade it.
bool Importer::readStoredText(Stored *existing, QString *error)
{
    m_labelText.rerun({existing->id});
    if (m_labelText.next()) {
        existing->uuid = m_labelText.text(0);
        existing->note = m_labelText.text(1);
    }
    while (m_labelText.next()) {
    }
    if (!m_labelText.error().isEmpty()) {
        *error = m_labelText.error();
        return false;
    }
    return true;
}

bool Importer::regrade(int line, const Judgment &judgment, Stored existing, QString *error)
{
    if (!readStoredText(&existing, error))
        return false;
    // A line without a note or a known rubric keeps the stored one.
    const QString note = judgment.note.isEmpty() ? existing.note : judgment.note;
    const qint64 rubric = judgment.rubricId > 0 ? judgment.rubricId : existing.rubricId;
    m_regrade.bindValue(0, judgment.grade);
    m_regrade.bindValue(1, note.isNull() ? QString::fromLatin1("") : note);
    m_regrade.bindValue(2, rubric > 0 ? QVariant(rubric) : QVariant());
    m_regrade.bindValue(3, IsoTime::utc(judgment.updatedAt.toMSecsSinceEpoch()));
    m_regrade.bindValue(4, existing.id);
    if (!m_regrade.exec()) {
        *error = JudgmentImport::tr("cannot regrade the label: %1").arg(sql::errorText(m_regrade.lastError()));
        return false;
    }
    // JudgmentStore::setGrade's audit row, naming the file and line.
    m_auditGrade.bindValue(0, sql::now());
    m_auditGrade.bindValue(1, m_actor.isNull() ? QString::fromLatin1("") : m_actor);
    m_auditGrade.bindValue(2, existing.uuid);
    m_auditGrade.bindValue(3, QStringLiteral("%1 -> %2 (import %3:%4)")
                                  .arg(argText(existing.grade), argText(judgment.grade),
                                       argText(QFileInfo(m_path).fileName()), argText(line)));
    if (!m_auditGrade.exec()) {
        *error = sql::errorText(m_auditGrade.lastError());
        return false;
    }
    return true;
}

bool Importer::planSpan(const ReadLine &read, Judgment &judgment, QString *newPassageUuid, QString *error)
{
    const JudgmentRecord &record = read.record;
    if (read.documentMissing) {
        *error = read.anchorError;
        return false;
    }
    if (!record.passageUuid.isEmpty()) {
        qint64 passageId = m_passageIds.value(record.passageUuid);
        if (passageId == 0) {
            if (const auto passage = m_passages.byUuid(record.passageUuid)) {
                if (passage->questionId != judgment.questionId) {
                    *error = JudgmentImport::tr("passage %1 belongs to another question").arg(record.passageUuid);
                    return false;
                }
                passageId = passage->id;
            }
        }
        if (passageId != 0) {
            judgment.kind = JudgmentKind::Passage;
            judgment.passageId = passageId;
            return true;
        }
    }
    if (!read.anchoredOk) {
        *error = read.anchorError;
        return false;
    }
    judgment.span = read.anchored.span;
    if (read.anchored.reanchored)
        ++m_report.reanchored;
    if (!read.anchored.warning.isEmpty())
        m_report.warnings << ImportFile::located(m_path, read.line, read.anchored.warning);
    if (!record.passageUuid.isEmpty()) {
        judgment.kind = JudgmentKind::Passage;
        *newPassageUuid = record.passageUuid;
    }
    return true;
}

void Importer::planRubric(int line, const JudgmentRecord &record, Judgment &judgment)
{
    if (record.rubricSha256.isEmpty())
        return; // made under no recorded rubric: say nothing we do not know
    auto it = m_rubricIds.constFind(record.rubricSha256);
    if (it == m_rubricIds.constEnd()) {
        const auto rubric = RubricStore(m_store).bySha256(record.rubricSha256);
        it = m_rubricIds.insert(record.rubricSha256, rubric ? rubric->id : 0);
        if (!rubric) {
            m_report.warnings << ImportFile::located(
                m_path, line, JudgmentImport::tr("rubric %1 is not in this project; its labels are stored without a "
                                                 "rubric version")
                                  .arg(record.rubricSha256));
        }
    }
    judgment.rubricId = *it;
}

bool Importer::store(Judgment &judgment, const QString &newPassageUuid, const QString &passageSource,
                     QString *error)
{
    if (judgment.kind != JudgmentKind::Passage) {
        if (!m_writer.write(judgment)) {
            *error = m_writer.error();
            return false;
        }
        return true;
    }
    // Passage mode's grades are few; they go through the store, which
    // checks the passage belongs to the question.
    if (!newPassageUuid.isEmpty()) {
        const Result<Passage> passage = m_passages.addImported(
            judgment.questionId, *judgment.span, passageSource.isEmpty() ? QStringLiteral("import") : passageSource,
            newPassageUuid);
        if (!passage) {
            *error = passage.error();
            return false;
        }
        m_passageIds.insert(newPassageUuid, passage->id);
        judgment.passageId = passage->id;
        ++m_report.passagesCreated;
    }
    const Result<Judgment> stored = m_judgments.insertImported(judgment);
    if (!stored) {
        *error = stored.error();
        return false;
    }
    judgment.id = stored->id;
    return true;
}

bool Importer::importLine(const ReadLine &read, QString *error)
{
    const int line = read.line;
    const JudgmentRecord &record = read.record;
    const qint64 question = questionId(record.questionId);
    if (!m_questionIdsError.isEmpty()) {
        *error = JudgmentImport::tr("cannot read the questions: %1").arg(m_questionIdsError);
        return false;
    }
    if (question == 0) {
        *error = JudgmentImport::tr("question “%1” is not in the project").arg(record.questionId);
        return false;
    }
    const Result<qint64> annotator = annotatorId(record.annotator);
    if (!annotator) {
        *error = annotator.error();
        return false;
    }
    bool skip = false;
    if (!checkUuid(line, record, question, *annotator, &skip, error))
        return false;
    if (skip) {
        ++m_report.skipped;
        ++m_report.alreadyPresent;
        return true;
    }
    Judgment judgment;
    judgment.uuid = record.uuid;
    judgment.annotatorId = *annotator;
    judgment.questionId = question;
    judgment.note = record.note;
    judgment.createdAt = record.time.isValid() ? record.time : QDateTime::currentDateTimeUtc();
    judgment.updatedAt = record.updatedAt.isValid() ? record.updatedAt : judgment.createdAt;
    QString newPassageUuid;
    if (record.unanswerable) {
        judgment.kind = JudgmentKind::Unanswerable;
    } else {
        judgment.kind = JudgmentKind::Span;
        judgment.grade = record.grade;
        if (!planSpan(read, judgment, &newPassageUuid, error))
            return false;
    }
    planRubric(line, record, judgment);
    // A passage this line creates holds no label yet.
    if (newPassageUuid.isEmpty()) {
        qint64 present = 0;
        Stored existing;
        if (!findSame(judgment, &present, &existing, error))
            return false;
        if (present != 0) {
            touch(present);
            ++m_report.alreadyPresent;
            return true;
        }
        // A file that grades one label twice keeps its first grade: the
        // last would regrade it on every import of the file, back and forth.
        if (existing.id != 0 && touched(existing.id)) {
            m_report.warnings << ImportFile::located(
                m_path, line, JudgmentImport::tr("an earlier line of the file gives this label grade %1; that grade "
                                                 "is kept and this line is ignored")
                                  .arg(existing.grade));
            ++m_report.conflicting;
            return true;
        }
        if (existing.id != 0) {
            touch(existing.id);
            // The regrade is made now, unless the file says when.
            if (!record.updatedAt.isValid())
                judgment.updatedAt = QDateTime::currentDateTimeUtc();
            if (!regrade(line, judgment, existing, error))
                return false;
            remember(judgment, existing.id, judgment.rubricId > 0 ? judgment.rubricId : existing.rubricId);
            ++m_report.updated;
            ++m_report.imported;
            return true;
        }
    }
    if (!store(judgment, newPassageUuid, record.passageSource, error))
        return false;
    remember(judgment, judgment.id, judgment.rubricId);
    touch(judgment.id);
    ++m_report.added;
    ++m_report.imported;
    return true;
}

} // namespace

Result<JudgmentImport::Report> JudgmentImport::run(const ProjectStore &store, const QString &path,
                                                   const QString &actor)
{
    using R = Result<Report>;
    JsonlReader reader(path);
    if (!reader.open())
        return R::failure(reader.error());
    Report report;
    report.path = path;
    const BulkWriteCache cache(store.database());
    Transaction transaction(store.database());
    if (!transaction.isActive())
        return R::failure(ImportFile::located(path, 0, transaction.error()));
    Importer importer(store, path, actor, report);
    if (!importer.setupError().isEmpty())
        return R::failure(ImportFile::located(path, 0, importer.setupError()));

    // Two stages on two threads: reading, parsing and anchoring a line
    // costs about what storing it does, so the writer here stores line n
    // while the reader anchors the lines after it.
    LineQueue queue(16);
    QStringList ignoredKeys;
    std::unique_ptr<QThread> reading(
        QThread::create([&] { readLines(store, path, reader, queue, &ignoredKeys); }));
    reading->start();
    const auto stopReading = [&] {
        queue.cancel();
        reading->wait();
    };
    LineBatch batch;
    QString failure;
    while (failure.isEmpty() && queue.pop(&batch)) {
        for (const ReadLine &read : batch) {
            if (!read.fatal.isEmpty()) {
                failure = read.fatal;
                break;
            }
            ++report.lines;
            if (!read.readerWarning.isEmpty())
                report.warnings << read.readerWarning;
            QString error;
            if (!importer.importLine(read, &error)) {
                failure = ImportFile::located(path, read.line, error);
                break;
            }
        }
    }
    stopReading();
    if (!failure.isEmpty())
        return R::failure(failure);
    report.ignoredKeys = ignoredKeys;
    if (!report.ignoredKeys.isEmpty())
        report.warnings.prepend(ImportFile::located(path, 0, tr("ignoring unknown key(s): %1")
                                                                 .arg(report.ignoredKeys.join(QStringLiteral(", ")))));
    if (report.imported > 0)
        store.audit(actor, QStringLiteral("judgments.import"), QStringLiteral("file"), QFileInfo(path).fileName(),
                    QStringLiteral("%1 labels added, %2 updated, %3 already present")
                        .arg(argText(report.added), argText(report.updated), argText(report.alreadyPresent)));
    if (!transaction.commit())
        return R::failure(ImportFile::located(path, 0, transaction.error()));
    return report;
}

} // namespace touchstone
