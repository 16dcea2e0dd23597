#pragma once

#include "judgment.h"
#include "sqlitebulkinsert.h"

#include <QCoreApplication>
#include <QString>

namespace touchstone {

class ProjectStore;

// Writes many span and unanswerable labels, each with its span row,
// through statements prepared once (SqliteBulkInsert), inside the caller's
// transaction. JudgmentStore::insertImported writes the same rows one
// savepoint, three prepared statements and an audit row per label, which is
// what made an import of a million labels take twenty minutes. The caller
// audits the whole batch as the one action it is (JudgmentImport writes
// one "judgments.import" row naming the file and the count).
class JudgmentRowWriter
{
    Q_DECLARE_TR_FUNCTIONS(JudgmentRowWriter)

public:
    explicit JudgmentRowWriter(const ProjectStore &store);

    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    // Stores `judgment` (kind Span with its span, or Unanswerable) and sets
    // its id, span id and, when it had none, a new uuid. Its createdAt and
    // updatedAt must be set. False with error() on failure.
    bool write(Judgment &judgment);

private:
    bool fail(const SqliteBulkInsert &statement);

    SqliteBulkInsert m_spans;
    SqliteBulkInsert m_judgments;
    QString m_error;
};

} // namespace touchstone
