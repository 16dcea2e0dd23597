#include "annotatorpackage.h"

#include "annotatorstore.h"
#include "assignmentstore.h"
#include "documentstore.h"
#include "jsonrow.h"
#include "judgmentexport.h"
#include "judgmentstore.h"
#include "outputtarget.h"
#include "passagestore.h"
#include "projectstore.h"
#include "questionimport.h"
#include "questionstore.h"
#include "regularfile.h"
#include "rubricstore.h"
#include "sqlhelpers.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QUuid>

namespace touchstone {

namespace {

QString fileSha256(const QString &path)
{
    const Result<QByteArray> bytes = RegularFile::read(path, RegularFile::kMaxPdfBytes);
    if (!bytes)
        return QString();
    return QString::fromLatin1(QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256).toHex());
}

Result<std::vector<qint64>> issuedQuestions(const ProjectStore &store, qint64 annotatorId)
{
    Result<std::vector<qint64>> assigned = AssignmentStore(store).questionsOf(annotatorId);
    if (!assigned)
        return assigned;
    std::vector<qint64> ids = std::move(*assigned);
    for (const Judgment &judgment : JudgmentStore(store).forAnnotator(annotatorId))
        ids.push_back(judgment.questionId);
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}

QJsonObject passageJson(const Passage &passage, const QString &documentSha256)
{
    return QJsonObject{{QStringLiteral("uuid"), passage.uuid},
                       {QStringLiteral("document_sha256"), documentSha256},
                       {QStringLiteral("start"), passage.span.start},
                       {QStringLiteral("end"), passage.span.end},
                       {QStringLiteral("page"), passage.span.page + 1},
                       {QStringLiteral("quote"), passage.span.exact},
                       {QStringLiteral("prefix"), passage.span.prefix},
                       {QStringLiteral("suffix"), passage.span.suffix},
                       {QStringLiteral("source"), passage.source}};
}

// The questions with their candidate passages; notes the documents they name.
QJsonArray questionsJson(const ProjectStore &store, const std::vector<qint64> &ids,
                         const QHash<qint64, DocumentRecord> &documents, QSet<qint64> *referenced)
{
    const QuestionStore questions(store);
    const PassageStore passages(store);
    QJsonArray array;
    for (qint64 id : ids) {
        const auto question = questions.byId(id);
        if (!question)
            continue;
        QJsonObject object = QuestionImport::toJson(*question);
        object.insert(QStringLiteral("uuid"), question->uuid);
        QJsonArray queue;
        for (const Passage &passage : passages.forQuestion(id)) {
            queue.append(passageJson(passage, documents.value(passage.span.documentId).sha256));
            referenced->insert(passage.span.documentId);
        }
        object.insert(QStringLiteral("passages"), queue);
        array.append(object);
    }
    return array;
}

QJsonArray rubricsJson(const ProjectStore &store, const Rubric &current, const QJsonArray &judgments)
{
    QSet<QString> wanted{current.sha256};
    for (const QJsonValue &judgment : judgments)
        wanted.insert(judgment.toObject().value(QStringLiteral("rubric_sha256")).toString());
    QJsonArray array;
    for (const Rubric &rubric : RubricStore(store).versions()) {
        if (wanted.contains(rubric.sha256))
            array.append(QJsonObject{{QStringLiteral("version"), rubric.version},
                                     {QStringLiteral("sha256"), rubric.sha256},
                                     {QStringLiteral("content"), rubric.content}});
    }
    return array;
}

// Copies the documents into `folder`/documents, checking every copy's bytes.
Result<QJsonArray> copyDocuments(const ProjectStore &store, const std::vector<DocumentRecord> &documents,
                                 const QString &folder)
{
    QJsonArray array;
    for (const DocumentRecord &document : documents) {
        const QString relative = QStringLiteral("documents/") + document.sha256 + QStringLiteral(".pdf");
        const QString target = QDir(folder).filePath(relative);
        if (!QFile::copy(store.documentPath(document.sha256), target))
            return Result<QJsonArray>::failure(AnnotatorPackage::tr("cannot copy %1 (%2) into the package")
                                                   .arg(document.fileName, store.documentPath(document.sha256)));
        if (fileSha256(target) != document.sha256)
            return Result<QJsonArray>::failure(AnnotatorPackage::tr("the project's copy of %1 does not match its "
                                                                    "sha256 %2; the project's documents folder is "
                                                                    "damaged")
                                                   .arg(document.fileName, document.sha256));
        array.append(QJsonObject{{QStringLiteral("sha256"), document.sha256},
                                 {QStringLiteral("file_name"), document.fileName},
                                 {QStringLiteral("pages"), document.pageCount},
                                 {QStringLiteral("path"), relative}});
    }
    return array;
}

Status checkOutFolder(const QString &out)
{
    if (const Status safe = OutputTarget::checkFolder(out); !safe)
        return safe;
    const QFileInfo info(out);
    if (!info.exists())
        return Status::success();
    if (!info.isDir() || !QDir(out).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden))
        return Status::failure(AnnotatorPackage::tr("%1 already exists; choose a new or empty folder").arg(out));
    return Status::success();
}

Result<QJsonObject> packageJson(const ProjectStore &store, const Annotator &annotator, const QString &folder,
                                const AnnotatorPackage::Options &options, AnnotatorPackage::Written *written)
{
    using R = Result<QJsonObject>;
    const Result<std::vector<qint64>> issued = issuedQuestions(store, annotator.id);
    if (!issued)
        return R::failure(issued.error());
    const std::vector<qint64> &ids = *issued;
    if (ids.empty())
        return R::failure(AnnotatorPackage::tr("%1 has no questions assigned; assign some first").arg(annotator.name));
    const Result<Rubric> rubric = RubricStore(store).current();
    if (!rubric)
        return R::failure(rubric.error());
    QHash<qint64, DocumentRecord> byId;
    for (DocumentRecord &document : DocumentStore(store).documents())
        byId.insert(document.id, document);
    QSet<qint64> referenced;
    const QJsonArray questions = questionsJson(store, ids, byId, &referenced);
    QJsonArray judgments;
    for (const Judgment &judgment : JudgmentStore(store).forAnnotator(annotator.id)) {
        if (judgment.span)
            referenced.insert(judgment.span->documentId);
    }
    for (QJsonObject &object : JudgmentExport::objects(store, {annotator.id, true}))
        judgments.append(object);
    std::vector<DocumentRecord> documents;
    for (const DocumentRecord &document : DocumentStore(store).documents()) {
        if (!options.referencedDocumentsOnly || referenced.contains(document.id))
            documents.push_back(document);
    }
    const Result<QJsonArray> copied = copyDocuments(store, documents, folder);
    if (!copied)
        return R::failure(copied.error());
    written->questions = int(questions.size());
    written->documents = int(documents.size());
    written->judgments = int(judgments.size());
    return QJsonObject{
        {QStringLiteral("format"), AnnotatorPackage::formatName()},
        {QStringLiteral("format_version"), AnnotatorPackage::kFormatVersion},
        {QStringLiteral("project_id"), store.projectId()},
        {QStringLiteral("origin_project_id"), AnnotatorPackage::originOf(store)},
        {QStringLiteral("exported_at"), sql::now()},
        {QStringLiteral("tool"), QStringLiteral("Touchstone " TOUCHSTONE_VERSION)},
        {QStringLiteral("annotator"), QJsonObject{{QStringLiteral("uuid"), annotator.uuid},
                                                  {QStringLiteral("name"), annotator.name},
                                                  {QStringLiteral("role"), annotatorRoleKey(annotator.role)}}},
        {QStringLiteral("rubric_sha256"), rubric->sha256},
        {QStringLiteral("rubrics"), rubricsJson(store, *rubric, judgments)},
        {QStringLiteral("questions"), questions},
        {QStringLiteral("documents"), *copied},
        {QStringLiteral("judgments"), judgments}};
}

} // namespace

Result<std::vector<qint64>> AnnotatorPackage::issuedQuestionIds(const ProjectStore &store, qint64 annotatorId)
{
    return issuedQuestions(store, annotatorId);
}

QString AnnotatorPackage::originOf(const ProjectStore &store)
{
    QSqlQuery query(store.database());
    query.exec(QStringLiteral("SELECT value FROM project_info WHERE key = 'origin_project_id'"));
    if (query.next() && !query.value(0).toString().isEmpty())
        return query.value(0).toString();
    return store.projectId();
}

bool AnnotatorPackage::setOrigin(const ProjectStore &store, const QString &originProjectId)
{
    QSqlQuery query(store.database());
    return sql::exec(query, QStringLiteral("INSERT INTO project_info (key, value) VALUES ('origin_project_id', ?) "
                                           "ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
                     {originProjectId});
}

Result<AnnotatorPackage::Written> AnnotatorPackage::write(const ProjectStore &store, qint64 annotatorId,
                                                          const QString &outFolder, const Options &options)
{
    using R = Result<Written>;
    const auto annotator = AnnotatorStore(store).byId(annotatorId);
    if (!annotator)
        return R::failure(tr("there is no annotator %1").arg(annotatorId));
    const QString out = QFileInfo(outFolder).absoluteFilePath();
    if (const Status free = checkOutFolder(out); !free)
        return R::failure(free.error());
    const QFileInfo outInfo(out);
    const QString temp = QDir(outInfo.absolutePath()).filePath(QStringLiteral(".%1.partial-%2")
                                                                   .arg(outInfo.fileName(), sql::newUuid()));
    if (!QDir().mkpath(QDir(temp).filePath(QStringLiteral("documents"))))
        return R::failure(tr("cannot create %1").arg(temp));
    Written written;
    const Result<QJsonObject> json = packageJson(store, *annotator, temp, options, &written);
    QFile file(QDir(temp).filePath(QStringLiteral("package.json")));
    const QByteArray bytes = json ? QJsonDocument(*json).toJson(QJsonDocument::Indented) : QByteArray();
    const bool saved = json && file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
    file.close();
    if (saved && QFileInfo(out).exists())
        QDir().rmdir(out); // empty, checked above
    if (!saved || !QDir().rename(temp, out)) {
        QDir(temp).removeRecursively();
        return R::failure(json ? tr("cannot write the package to %1").arg(out) : json.error());
    }
    written.folder = out;
    return written;
}

namespace {

// Reads package.json into a Package, one section at a time. Every failure
// is one line naming the package file and the offending entry.
class Reader
{
public:
    Reader(QString root, Package &package)
        : m_root(std::move(root))
        , m_package(package)
    {
    }

    bool header(const QJsonObject &json);
    bool rubrics(const QJsonObject &json);
    bool documents(const QJsonObject &json);
    bool questions(const QJsonObject &json);
    bool judgments(const QJsonObject &json);

    // A path of the package made absolute, or empty with error() set.
    QString inside(const QString &relative, const QString &what);

    QString error() const { return m_error; }

private:
    bool fail(const QString &where, const QString &reason)
    {
        m_error = QStringLiteral("%1: %2").arg(where, reason);
        return false;
    }
    bool passages(const QJsonArray &array, const QString &where, PackageQuestion *question);

    QString m_root;
    Package &m_package;
    QString m_error;
    QSet<QString> m_documents;
    QHash<QString, QString> m_questionIds; // uuid -> external id
};

QString Reader::inside(const QString &relative, const QString &what)
{
    const bool absolute = QDir::isAbsolutePath(relative) || relative.startsWith(QLatin1Char('/'))
        || relative.startsWith(QLatin1Char('\\')) || (relative.size() > 1 && relative.at(1) == QLatin1Char(':'));
    const QStringList parts = relative.split(QRegularExpression(QStringLiteral("[/\\\\]")));
    if (relative.isEmpty() || absolute || parts.contains(QStringLiteral(".."))) {
        fail(what, AnnotatorPackage::tr("the path “%1” leaves the package folder").arg(relative));
        return QString();
    }
    const QFileInfo info(QDir(m_root).filePath(relative));
    if (!info.exists()) {
        fail(what, AnnotatorPackage::tr("“%1” is missing from the package").arg(relative));
        return QString();
    }
    const QString canonical = info.canonicalFilePath();
    if (!canonical.startsWith(m_root + QLatin1Char('/'))) {
        fail(what, AnnotatorPackage::tr("“%1” is a link that leaves the package folder").arg(relative));
        return QString();
    }
    if (!info.isFile()) {
        fail(what, AnnotatorPackage::tr("“%1” is not a file").arg(relative));
        return QString();
    }
    return canonical;
}

bool Reader::header(const QJsonObject &json)
{
    JsonRow row(json);
    QString format;
    if (!row.text(QStringLiteral("format"), &format, false) || format != AnnotatorPackage::formatName())
        return fail(QStringLiteral("package.json"), AnnotatorPackage::tr("not a Touchstone annotator package"));
    if (!row.integer(QStringLiteral("format_version"), &m_package.formatVersion, true))
        return fail(QStringLiteral("package.json"), row.error());
    if (m_package.formatVersion != AnnotatorPackage::kFormatVersion)
        return fail(QStringLiteral("package.json"),
                    AnnotatorPackage::tr("format version %1 is unknown to this Touchstone (it reads version %2)")
                        .arg(argText(m_package.formatVersion), argText(AnnotatorPackage::kFormatVersion)));
    QJsonObject annotatorJson = json.value(QStringLiteral("annotator")).toObject();
    JsonRow annotator(annotatorJson);
    QString role;
    if (!row.text(QStringLiteral("project_id"), &m_package.projectId, true)
        || !row.text(QStringLiteral("origin_project_id"), &m_package.originProjectId, true)
        || !row.text(QStringLiteral("rubric_sha256"), &m_package.rubricSha256, true))
        return fail(QStringLiteral("package.json"), row.error());
    if (!annotator.text(QStringLiteral("uuid"), &m_package.annotator.uuid, true)
        || !annotator.text(QStringLiteral("name"), &m_package.annotator.name, true)
        || !annotator.text(QStringLiteral("role"), &role, true))
        return fail(QStringLiteral("annotator"), annotator.error());
    if (QUuid::fromString(m_package.annotator.uuid).isNull() || m_package.annotator.name.trimmed().isEmpty()
        || !annotatorRoleFromKey(role, &m_package.annotator.role))
        return fail(QStringLiteral("annotator"), AnnotatorPackage::tr("needs a uuid, a name and a known role"));
    m_package.annotator.uuid = QUuid::fromString(m_package.annotator.uuid).toString(QUuid::WithoutBraces);
    return true;
}

bool Reader::rubrics(const QJsonObject &json)
{
    const QJsonArray array = json.value(QStringLiteral("rubrics")).toArray();
    bool current = false;
    for (int i = 0; i < array.size(); ++i) {
        const QString where = QStringLiteral("rubrics[%1]").arg(i);
        JsonRow row(array.at(i).toObject());
        Rubric rubric;
        if (!row.integer(QStringLiteral("version"), &rubric.version, true)
            || !row.text(QStringLiteral("sha256"), &rubric.sha256, true))
            return fail(where, row.error());
        if (!array.at(i).toObject().value(QStringLiteral("content")).isObject())
            return fail(where, AnnotatorPackage::tr("“content” must be an object"));
        rubric.content = array.at(i).toObject().value(QStringLiteral("content")).toObject();
        if (Rubric::digest(rubric.content) != rubric.sha256)
            return fail(where, AnnotatorPackage::tr("the content does not match its sha256 %1").arg(rubric.sha256));
        current = current || rubric.sha256 == m_package.rubricSha256;
        m_package.rubrics.push_back(rubric);
    }
    if (!current)
        return fail(QStringLiteral("rubrics"),
                    AnnotatorPackage::tr("the current rubric %1 is not in the package").arg(m_package.rubricSha256));
    return true;
}

bool Reader::documents(const QJsonObject &json)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{64}$"));
    const QJsonArray array = json.value(QStringLiteral("documents")).toArray();
    for (int i = 0; i < array.size(); ++i) {
        const QString where = QStringLiteral("documents[%1]").arg(i);
        JsonRow row(array.at(i).toObject());
        PackageDocument document;
        QString relative;
        if (!row.text(QStringLiteral("sha256"), &document.sha256, true)
            || !row.text(QStringLiteral("file_name"), &document.fileName, true)
            || !row.integer(QStringLiteral("pages"), &document.pages, true)
            || !row.text(QStringLiteral("path"), &relative, true))
            return fail(where, row.error());
        if (!hex.match(document.sha256).hasMatch())
            return fail(where, AnnotatorPackage::tr("“%1” is not a sha256").arg(document.sha256));
        document.path = inside(relative, where);
        if (document.path.isEmpty())
            return false;
        if (fileSha256(document.path) != document.sha256)
            return fail(where, AnnotatorPackage::tr("the bytes of “%1” do not match its sha256 %2")
                                   .arg(relative, document.sha256));
        m_documents.insert(document.sha256);
        m_package.documents.push_back(document);
    }
    return true;
}

bool Reader::passages(const QJsonArray &array, const QString &where, PackageQuestion *question)
{
    for (int i = 0; i < array.size(); ++i) {
        const QString at = QStringLiteral("%1.passages[%2]").arg(argText(where), argText(i));
        JsonRow row(array.at(i).toObject());
        PackagePassage passage;
        int page = 0;
        if (!row.text(QStringLiteral("uuid"), &passage.uuid, true)
            || !row.text(QStringLiteral("document_sha256"), &passage.documentSha256, true)
            || !row.integer(QStringLiteral("start"), &passage.start, true)
            || !row.integer(QStringLiteral("end"), &passage.end, true)
            || !row.integer(QStringLiteral("page"), &page, false)
            || !row.text(QStringLiteral("quote"), &passage.quote, false)
            || !row.text(QStringLiteral("prefix"), &passage.prefix, false)
            || !row.text(QStringLiteral("suffix"), &passage.suffix, false)
            || !row.text(QStringLiteral("source"), &passage.source, false))
            return fail(at, row.error());
        if (row.has(QStringLiteral("page")))
            passage.page = page;
        if (QUuid::fromString(passage.uuid).isNull())
            return fail(at, AnnotatorPackage::tr("“%1” is not a UUID").arg(passage.uuid));
        passage.uuid = QUuid::fromString(passage.uuid).toString(QUuid::WithoutBraces);
        if (!m_documents.contains(passage.documentSha256))
            return fail(at, AnnotatorPackage::tr("document %1 is not in the package").arg(passage.documentSha256));
        question->passages.push_back(passage);
    }
    return true;
}

bool Reader::questions(const QJsonObject &json)
{
    const QJsonArray array = json.value(QStringLiteral("questions")).toArray();
    for (int i = 0; i < array.size(); ++i) {
        const QString where = QStringLiteral("questions[%1]").arg(i);
        const QJsonObject object = array.at(i).toObject();
        Result<Question> question = QuestionImport::parseQuestion(object);
        if (!question)
            return fail(where, question.error());
        JsonRow row(object);
        if (!row.text(QStringLiteral("uuid"), &question->uuid, true))
            return fail(where, row.error());
        if (QUuid::fromString(question->uuid).isNull())
            return fail(where, AnnotatorPackage::tr("“%1” is not a UUID").arg(question->uuid));
        question->uuid = QUuid::fromString(question->uuid).toString(QUuid::WithoutBraces);
        if (m_questionIds.contains(question->uuid))
            return fail(where, AnnotatorPackage::tr("question %1 appears twice").arg(question->uuid));
        PackageQuestion entry{*question, {}};
        if (!passages(object.value(QStringLiteral("passages")).toArray(), where, &entry))
            return false;
        m_questionIds.insert(question->uuid, question->externalId);
        m_package.questions.push_back(std::move(entry));
    }
    return true;
}

bool Reader::judgments(const QJsonObject &json)
{
    const QJsonArray array = json.value(QStringLiteral("judgments")).toArray();
    QSet<QString> seen;
    for (int i = 0; i < array.size(); ++i) {
        const QString where = QStringLiteral("judgments[%1]").arg(i);
        const Result<JudgmentRecord> record = JudgmentCodec::fromJson(array.at(i).toObject());
        if (!record)
            return fail(where, record.error());
        if (record->uuid.isEmpty() || record->questionUuid.isEmpty())
            return fail(where, AnnotatorPackage::tr("a packaged label needs “uuid” and “question_uuid”"));
        if (seen.contains(record->uuid))
            return fail(where, AnnotatorPackage::tr("label %1 appears twice").arg(record->uuid));
        seen.insert(record->uuid);
        if (record->annotator != m_package.annotator.name.trimmed())
            return fail(where, AnnotatorPackage::tr("label %1 is by “%2”, not by the package's annotator “%3”")
                                   .arg(record->uuid, record->annotator, m_package.annotator.name));
        if (m_questionIds.value(record->questionUuid) != record->questionId)
            return fail(where, AnnotatorPackage::tr("label %1 names question %2 (%3), which the package does not hold")
                                   .arg(record->uuid, record->questionId, record->questionUuid));
        if (!record->unanswerable && !m_documents.contains(record->documentSha256))
            return fail(where, AnnotatorPackage::tr("document %1 is not in the package").arg(record->documentSha256));
        m_package.judgments.push_back(*record);
    }
    return true;
}

} // namespace

Result<Package> AnnotatorPackage::read(const QString &folder)
{
    using R = Result<Package>;
    const QFileInfo info(folder);
    if (!info.isDir())
        return R::failure(tr("%1: not a package folder").arg(folder));
    Package package;
    package.folder = info.canonicalFilePath();
    Reader reader(package.folder, package);
    const QString jsonPath = reader.inside(QStringLiteral("package.json"), QStringLiteral("package.json"));
    if (jsonPath.isEmpty())
        return R::failure(QStringLiteral("%1: %2").arg(folder, reader.error()));
    const Result<QByteArray> bytes = RegularFile::read(jsonPath, RegularFile::kMaxImportBytes);
    if (!bytes)
        return R::failure(tr("%1: cannot read package.json (%2)").arg(folder, bytes.error()));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(*bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return R::failure(tr("%1: package.json is malformed JSON: %2 at byte %3")
                              .arg(argText(folder), argText(error.errorString()), argText(error.offset + 1)));
    if (!document.isObject())
        return R::failure(tr("%1: package.json is malformed: expected a JSON object").arg(folder));
    const QJsonObject json = document.object();
    if (!reader.header(json))
        return R::failure(QStringLiteral("%1: %2").arg(folder, reader.error()));
    for (const QString &key : {QStringLiteral("rubrics"), QStringLiteral("questions"), QStringLiteral("documents"),
                               QStringLiteral("judgments")}) {
        if (!json.value(key).isArray())
            return R::failure(tr("%1: package.json is malformed: “%2” must be an array").arg(folder, key));
    }
    if (!reader.rubrics(json) || !reader.documents(json) || !reader.questions(json)
        || !reader.judgments(json))
        return R::failure(QStringLiteral("%1: %2").arg(folder, reader.error()));
    return package;
}

} // namespace touchstone
