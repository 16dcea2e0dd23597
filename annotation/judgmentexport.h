#pragma once

#include "metrics/result.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <vector>

namespace touchstone {

class ProjectStore;

// Writes judgments in the interchange format (JudgmentCodec), one object
// per line with sorted keys, ordered by question id, annotator name, then
// document, start, end and uuid, so that the same project exports the
// same bytes. Re-importing the file into a project with the same documents
// and questions reproduces the labels, uuids and times included.
class JudgmentExport
{
    Q_DECLARE_TR_FUNCTIONS(JudgmentExport)

public:
    struct Options
    {
        qint64 annotatorId = 0;     // 0: everyone's
        bool withQuestionUuid = false; // packages key questions by uuid
    };

    static std::vector<QJsonObject> objects(const ProjectStore &store, const Options &options);
    static std::vector<QJsonObject> objects(const ProjectStore &store) { return objects(store, Options()); }
    static QByteArray toJsonl(const std::vector<QJsonObject> &objects);
    // Writes the file atomically; returns the number of labels written.
    static Result<int> write(const ProjectStore &store, const QString &path);
};

} // namespace touchstone
