#pragma once

// Projects for the labeling tests: real corpus PDFs ingested once per test
// executable into a template project, then copied for each test, so that
// every test starts from the same documents without paying for ingest.

#include "common/shareddata.h"

#include "annotation/documentstore.h"
#include "annotation/ingest.h"
#include "annotation/projectstore.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUuid>

#include <memory>

namespace touchstone::testing {

// The documents the labeling tests use: prose on one page with repeated
// phrases, a seven-page manual with ligatures and hyphenation, and a page
// whose text layer is garbled (control codes, unusable for spans).
inline QStringList labelCorpus()
{
    return {corpusFile(QStringLiteral("pypdf-minimal-document.pdf")), corpusFile(QStringLiteral("llncsdoc.pdf")),
            corpusFile(QStringLiteral("ocrmypdf-type3-font-nomapping.pdf"))};
}

inline const char *kMinimalSha = "f723638db6e763cf4ccadad38a3d38a02d9ecab95dab1f0bbf00e801991b5f92";
inline const char *kLlncsSha = "ae2f8d45f42a39bc8674ead7cc3d6e7da3f241cf67dfbb78f0217520e4ffa0ac";
inline const char *kGarbledSha = "91245f5634cde1663b2c08efc0e209d5202d661af1effbd1692a1dbf458a7de5";

inline bool copyFolder(const QString &from, const QString &to)
{
    QDir source(from);
    if (!QDir().mkpath(to))
        return false;
    for (const QFileInfo &entry : source.entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)) {
        const QString target = QDir(to).filePath(entry.fileName());
        if (entry.fileName() == QLatin1String("project.lock"))
            continue;
        if (entry.isDir() ? !copyFolder(entry.filePath(), target) : !QFile::copy(entry.filePath(), target))
            return false;
    }
    return true;
}

class LabelProjects
{
public:
    // Ingests `pdfs` into the template; false (with `error`) when that fails.
    bool prepare(const QStringList &pdfs, QString *error)
    {
        m_template = m_dir.filePath(QStringLiteral("template"));
        auto store = ProjectStore::create(m_template);
        if (!store) {
            *error = store.error();
            return false;
        }
        const IngestReport report = Ingest::run(**store, pdfs, Ingest::Options());
        for (const IngestOutcome &outcome : report.files) {
            if (outcome.kind != IngestOutcome::Added) {
                *error = outcome.message;
                return false;
            }
        }
        return true; // the store closes here, folding the WAL into the database
    }

    // A copy of the template, opened. `newIdentity` gives the copy its own
    // project id (another project holding the same documents).
    std::unique_ptr<ProjectStore> copy(const QString &name, bool newIdentity = false)
    {
        const QString folder = m_dir.filePath(name);
        if (!copyFolder(m_template, folder))
            return nullptr;
        if (newIdentity) {
            auto store = ProjectStore::open(folder);
            if (!store)
                return nullptr;
            QSqlQuery update((*store)->database());
            update.prepare(QStringLiteral("UPDATE project_info SET value = ? WHERE key = 'project_id'"));
            update.addBindValue(QUuid::createUuid().toString(QUuid::WithoutBraces));
            if (!update.exec())
                return nullptr;
        }
        auto store = ProjectStore::open(folder);
        return store ? std::move(*store) : nullptr;
    }

    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString templateFolder() const { return m_template; }

private:
    QTemporaryDir m_dir;
    QString m_template;
};

inline qint64 documentId(const ProjectStore &store, const char *sha256)
{
    const auto document = DocumentStore(store).documentBySha256(QString::fromLatin1(sha256));
    return document ? document->id : 0;
}

inline int rowCount(const ProjectStore &store, const QString &table)
{
    QSqlQuery query(store.database());
    query.exec(QStringLiteral("SELECT count(*) FROM ") + table);
    return query.next() ? query.value(0).toInt() : -1;
}

} // namespace touchstone::testing
