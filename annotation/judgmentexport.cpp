#include "judgmentexport.h"

#include "annotatorstore.h"
#include "documentstore.h"
#include "judgmentcodec.h"
#include "judgmentstore.h"
#include "outputtarget.h"
#include "passagestore.h"
#include "projectstore.h"
#include "questionstore.h"
#include "rubricstore.h"

#include <QHash>
#include <QJsonDocument>
#include <QSaveFile>

#include <tuple>

namespace touchstone {

namespace {

struct Lookups
{
    QHash<qint64, Annotator> annotators;
    QHash<qint64, Question> questions;
    QHash<qint64, QString> documents;
    QHash<qint64, QString> rubrics;
    QHash<qint64, Passage> passages;

    explicit Lookups(const ProjectStore &store)
    {
        for (Annotator &annotator : AnnotatorStore(store).all())
            annotators.insert(annotator.id, annotator);
        for (Question &question : QuestionStore(store).all())
            questions.insert(question.id, question);
        for (const DocumentRecord &document : DocumentStore(store).documents())
            documents.insert(document.id, document.sha256);
        for (const Rubric &rubric : RubricStore(store).versions())
            rubrics.insert(rubric.id, rubric.sha256);
        for (Passage &passage : PassageStore(store).all())
            passages.insert(passage.id, passage);
    }
};

} // namespace

std::vector<QJsonObject> JudgmentExport::objects(const ProjectStore &store, const Options &options)
{
    const Lookups lookups(store);
    const JudgmentStore judgments(store);
    const std::vector<Judgment> all =
        options.annotatorId == 0 ? judgments.all() : judgments.forAnnotator(options.annotatorId);
    using Key = std::tuple<QString, QString, QString, int, int, QString>;
    std::vector<std::pair<Key, QJsonObject>> keyed;
    keyed.reserve(all.size());
    for (const Judgment &judgment : all) {
        JudgmentCodec::Names names;
        const Question question = lookups.questions.value(judgment.questionId);
        names.annotator = lookups.annotators.value(judgment.annotatorId).name;
        names.questionId = question.externalId;
        if (options.withQuestionUuid)
            names.questionUuid = question.uuid;
        if (judgment.span)
            names.documentSha256 = lookups.documents.value(judgment.span->documentId);
        names.rubricSha256 = lookups.rubrics.value(judgment.rubricId);
        if (judgment.kind == JudgmentKind::Passage) {
            const Passage passage = lookups.passages.value(judgment.passageId);
            names.passageUuid = passage.uuid;
            names.passageSource = passage.source;
        }
        const int start = judgment.span ? judgment.span->start : -1;
        const int end = judgment.span ? judgment.span->end : -1;
        keyed.push_back({Key{names.questionId, names.annotator, names.documentSha256, start, end, judgment.uuid},
                         JudgmentCodec::toJson(judgment, names)});
    }
    std::sort(keyed.begin(), keyed.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<QJsonObject> objects;
    objects.reserve(keyed.size());
    for (auto &entry : keyed)
        objects.push_back(std::move(entry.second));
    return objects;
}

QByteArray JudgmentExport::toJsonl(const std::vector<QJsonObject> &objects)
{
    QByteArray bytes;
    for (const QJsonObject &object : objects)
        bytes += QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
    return bytes;
}

Result<int> JudgmentExport::write(const ProjectStore &store, const QString &path)
{
    if (const Status safe = OutputTarget::checkFile(path); !safe)
        return Result<int>::failure(safe.error());
    const std::vector<QJsonObject> all = objects(store);
    QSaveFile file(path);
    const QByteArray bytes = toJsonl(all);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return Result<int>::failure(tr("%1: cannot write the file (%2)").arg(path, file.errorString()));
    return int(all.size());
}

} // namespace touchstone
