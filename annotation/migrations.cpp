#include "migrations.h"
#include "sqlhelpers.h"

#include "transaction.h"
#include "metrics/argtext.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

namespace touchstone {

namespace {

std::vector<Migrations::Migration> buildMigrations()
{
    std::vector<Migrations::Migration> migrations;
    migrations.push_back({1, "documents and their canonical text", {
        QStringLiteral("CREATE TABLE project_info ("
                       " key TEXT PRIMARY KEY,"
                       " value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE documents ("
                       " id INTEGER PRIMARY KEY,"
                       " sha256 TEXT NOT NULL UNIQUE CHECK (length(sha256) = 64),"
                       " file_name TEXT NOT NULL,"
                       " user_id TEXT UNIQUE,"
                       " title TEXT NOT NULL DEFAULT '',"
                       " page_count INTEGER NOT NULL CHECK (page_count > 0),"
                       " bytes INTEGER NOT NULL,"
                       " encrypted INTEGER NOT NULL DEFAULT 0,"
                       " copy_allowed INTEGER NOT NULL DEFAULT 1,"
                       " text_sha256 TEXT NOT NULL,"
                       " code_points INTEGER NOT NULL,"
                       " load_warnings TEXT NOT NULL DEFAULT '',"
                       " added_at TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE pages ("
                       " document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,"
                       " page_index INTEGER NOT NULL,"
                       " width_pt REAL NOT NULL,"
                       " height_pt REAL NOT NULL,"
                       " rotation INTEGER NOT NULL,"
                       " text_status TEXT NOT NULL,"
                       " status_detail TEXT NOT NULL DEFAULT '',"
                       " start_offset INTEGER NOT NULL,"
                       " code_points INTEGER NOT NULL,"
                       " text TEXT NOT NULL,"
                       " geometry BLOB NOT NULL,"
                       " PRIMARY KEY (document_id, page_index))"),
        QStringLiteral("CREATE TABLE audit ("
                       " id INTEGER PRIMARY KEY,"
                       " at TEXT NOT NULL,"
                       " actor TEXT NOT NULL DEFAULT '',"
                       " action TEXT NOT NULL,"
                       " entity TEXT NOT NULL DEFAULT '',"
                       " entity_id TEXT NOT NULL DEFAULT '',"
                       " detail TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE INDEX audit_entity ON audit (entity, entity_id)"),
    }});
    migrations.push_back({2, "questions, annotators, rubric, spans and judgments", {
        QStringLiteral("CREATE TABLE annotators ("
                       " id INTEGER PRIMARY KEY,"
                       " uuid TEXT NOT NULL UNIQUE,"
                       " name TEXT NOT NULL UNIQUE,"
                       " role TEXT NOT NULL CHECK (role IN ('annotator', 'lead', 'engineer')),"
                       " created_at TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE strata ("
                       " name TEXT PRIMARY KEY,"
                       " builtin INTEGER NOT NULL DEFAULT 0,"
                       " description TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("INSERT INTO strata (name, builtin) VALUES ('lexical', 1), ('paraphrase', 1), "
                       "('multi_hop', 1), ('long_tail', 1), ('tabular', 1), ('negative', 1), ('temporal', 1)"),
        QStringLiteral("CREATE TABLE questions ("
                       " id INTEGER PRIMARY KEY,"
                       " uuid TEXT NOT NULL UNIQUE,"
                       " external_id TEXT NOT NULL UNIQUE,"
                       " text TEXT NOT NULL,"
                       " stratum TEXT NOT NULL REFERENCES strata(name) ON UPDATE CASCADE,"
                       " split TEXT CHECK (split IN ('dev', 'test')),"
                       " answerable INTEGER NOT NULL DEFAULT 1,"
                       " reference_answer TEXT NOT NULL DEFAULT '',"
                       " source TEXT NOT NULL DEFAULT '',"
                       " date TEXT NOT NULL DEFAULT '',"
                       " created_at TEXT NOT NULL,"
                       " updated_at TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE nuggets ("
                       " id INTEGER PRIMARY KEY,"
                       " question_id INTEGER NOT NULL REFERENCES questions(id) ON DELETE CASCADE,"
                       " position INTEGER NOT NULL,"
                       " text TEXT NOT NULL,"
                       " vital INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE INDEX nuggets_question ON nuggets (question_id, position)"),
        QStringLiteral("CREATE TABLE rubrics ("
                       " id INTEGER PRIMARY KEY,"
                       " version INTEGER NOT NULL UNIQUE,"
                       " sha256 TEXT NOT NULL UNIQUE,"
                       " content TEXT NOT NULL,"
                       " created_at TEXT NOT NULL,"
                       " created_by TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE TABLE spans ("
                       " id INTEGER PRIMARY KEY,"
                       " uuid TEXT NOT NULL UNIQUE,"
                       " document_id INTEGER NOT NULL REFERENCES documents(id),"
                       " start_offset INTEGER NOT NULL,"
                       " end_offset INTEGER NOT NULL CHECK (end_offset > start_offset),"
                       " page INTEGER NOT NULL,"
                       " exact TEXT NOT NULL,"
                       " prefix TEXT NOT NULL DEFAULT '',"
                       " suffix TEXT NOT NULL DEFAULT '',"
                       " form_content INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE INDEX spans_document ON spans (document_id, start_offset)"),
        QStringLiteral("CREATE TABLE passages ("
                       " id INTEGER PRIMARY KEY,"
                       " uuid TEXT NOT NULL UNIQUE,"
                       " question_id INTEGER NOT NULL REFERENCES questions(id) ON DELETE CASCADE,"
                       " span_id INTEGER NOT NULL REFERENCES spans(id),"
                       " source TEXT NOT NULL DEFAULT '',"
                       " position INTEGER NOT NULL,"
                       " UNIQUE (question_id, span_id))"),
        QStringLiteral("CREATE INDEX passages_question ON passages (question_id, position)"),
        QStringLiteral("CREATE TABLE judgments ("
                       " id INTEGER PRIMARY KEY,"
                       " uuid TEXT NOT NULL UNIQUE,"
                       " annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
                       " question_id INTEGER NOT NULL REFERENCES questions(id),"
                       " kind TEXT NOT NULL CHECK (kind IN ('span', 'passage', 'unanswerable')),"
                       " span_id INTEGER REFERENCES spans(id),"
                       " passage_id INTEGER REFERENCES passages(id),"
                       " grade INTEGER CHECK (grade BETWEEN 0 AND 3),"
                       " note TEXT NOT NULL DEFAULT '',"
                       " rubric_id INTEGER REFERENCES rubrics(id),"
                       " created_at TEXT NOT NULL,"
                       " updated_at TEXT NOT NULL,"
                       " CHECK ((kind = 'unanswerable') = (span_id IS NULL)),"
                       " CHECK ((kind = 'unanswerable') = (grade IS NULL)),"
                       " CHECK ((kind = 'passage') = (passage_id IS NOT NULL)))"),
        QStringLiteral("CREATE INDEX judgments_question ON judgments (question_id, annotator_id)"),
        QStringLiteral("CREATE INDEX judgments_annotator ON judgments (annotator_id, question_id)"),
        QStringLiteral("CREATE UNIQUE INDEX judgments_one_passage_grade ON judgments (annotator_id, passage_id) "
                       "WHERE passage_id IS NOT NULL"),
        QStringLiteral("CREATE UNIQUE INDEX judgments_one_unanswerable ON judgments (annotator_id, question_id) "
                       "WHERE kind = 'unanswerable'"),
        QStringLiteral("CREATE TABLE assignments ("
                       " question_id INTEGER NOT NULL REFERENCES questions(id) ON DELETE CASCADE,"
                       " annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
                       " assigned_by TEXT NOT NULL DEFAULT '',"
                       " assigned_at TEXT NOT NULL,"
                       " PRIMARY KEY (question_id, annotator_id))"),
        QStringLiteral("CREATE TABLE settings ("
                       " key TEXT PRIMARY KEY,"
                       " value TEXT NOT NULL)"),
    }});
    migrations.push_back({3, "adjudication", {
        QStringLiteral("CREATE TABLE reason_codes ("
                       " code TEXT PRIMARY KEY,"
                       " label TEXT NOT NULL,"
                       " position INTEGER NOT NULL,"
                       " builtin INTEGER NOT NULL DEFAULT 0,"
                       " retired INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("INSERT INTO reason_codes (code, label, position, builtin) VALUES "
                       "('rubric_unclear', 'Rubric unclear', 1, 1), ('annotator_error', 'Annotator error', 2, 1), "
                       "('ambiguous_question', 'Ambiguous question', 3, 1), ('span_boundary', 'Span boundary', 4, 1), "
                       "('other', 'Other', 5, 1), ('full_agreement', 'Full agreement (accepted automatically)', 6, 1)"),
        QStringLiteral("CREATE TABLE adjudications ("
                       " id INTEGER PRIMARY KEY,"
                       " uuid TEXT NOT NULL UNIQUE,"
                       " question_id INTEGER NOT NULL REFERENCES questions(id),"
                       " unit_key TEXT NOT NULL,"
                       " decision TEXT NOT NULL CHECK (decision IN ('span', 'no_span', 'unanswerable', 'answerable')),"
                       " span_id INTEGER REFERENCES spans(id),"
                       " grade INTEGER CHECK (grade BETWEEN 0 AND 3),"
                       " lead_id INTEGER REFERENCES annotators(id),"
                       " reason_code TEXT NOT NULL REFERENCES reason_codes(code),"
                       " reason_text TEXT NOT NULL DEFAULT '',"
                       " note TEXT NOT NULL DEFAULT '',"
                       " rubric_id INTEGER REFERENCES rubrics(id),"
                       " votes TEXT NOT NULL,"
                       " automatic INTEGER NOT NULL DEFAULT 0,"
                       " decided_at TEXT NOT NULL,"
                       " superseded_at TEXT,"
                       " CHECK ((decision = 'span') = (span_id IS NOT NULL)),"
                       " CHECK ((decision = 'span') = (grade IS NOT NULL)))"),
        QStringLiteral("CREATE INDEX adjudications_unit ON adjudications (question_id, unit_key, superseded_at)"),
        QStringLiteral("CREATE TABLE tiebreaks ("
                       " id INTEGER PRIMARY KEY,"
                       " question_id INTEGER NOT NULL REFERENCES questions(id),"
                       " unit_key TEXT NOT NULL,"
                       " annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
                       " requested_by TEXT NOT NULL DEFAULT '',"
                       " requested_at TEXT NOT NULL,"
                       " UNIQUE (question_id, unit_key, annotator_id))"),
        QStringLiteral("CREATE INDEX tiebreaks_annotator ON tiebreaks (annotator_id)"),
    }});
    migrations.push_back({4, "golden-set versions", {
        QStringLiteral("CREATE TABLE golden_versions ("
                       " id INTEGER PRIMARY KEY,"
                       " uuid TEXT NOT NULL UNIQUE,"
                       " version TEXT NOT NULL UNIQUE,"
                       " parent_id INTEGER REFERENCES golden_versions(id),"
                       " built_at TEXT NOT NULL,"
                       " built_by TEXT NOT NULL DEFAULT '',"
                       " seed INTEGER NOT NULL,"
                       " allow_single_annotator_dev INTEGER NOT NULL DEFAULT 0,"
                       " corpus_digest TEXT NOT NULL,"
                       " content_sha256 TEXT NOT NULL,"
                       " manifest TEXT NOT NULL)"),
        // Records are written before their version row (deferred key), so
        // once the version row exists nothing can be added to it.
        QStringLiteral("CREATE TABLE golden_records ("
                       " version_id INTEGER NOT NULL REFERENCES golden_versions(id) DEFERRABLE INITIALLY DEFERRED,"
                       " question_uuid TEXT NOT NULL,"
                       " external_id TEXT NOT NULL,"
                       " record TEXT NOT NULL,"
                       " provenance TEXT NOT NULL,"
                       " PRIMARY KEY (version_id, question_uuid))"),
        QStringLiteral("CREATE TRIGGER golden_versions_frozen_update BEFORE UPDATE ON golden_versions "
                       "BEGIN SELECT RAISE(ABORT, 'a frozen golden-set version cannot be changed'); END"),
        QStringLiteral("CREATE TRIGGER golden_versions_frozen_delete BEFORE DELETE ON golden_versions "
                       "BEGIN SELECT RAISE(ABORT, 'a frozen golden-set version cannot be deleted'); END"),
        QStringLiteral("CREATE TRIGGER golden_records_frozen_update BEFORE UPDATE ON golden_records "
                       "BEGIN SELECT RAISE(ABORT, 'a frozen golden-set version cannot be changed'); END"),
        QStringLiteral("CREATE TRIGGER golden_records_frozen_delete BEFORE DELETE ON golden_records "
                       "BEGIN SELECT RAISE(ABORT, 'a frozen golden-set version cannot be changed'); END"),
        QStringLiteral("CREATE TRIGGER golden_records_frozen_insert BEFORE INSERT ON golden_records "
                       "WHEN EXISTS (SELECT 1 FROM golden_versions WHERE id = NEW.version_id) "
                       "BEGIN SELECT RAISE(ABORT, 'a frozen golden-set version cannot be changed'); END"),
    }});
    migrations.push_back({5, "eval runs, judge verdicts and reports", {
        // A run answers the questions of one frozen version. run_questions
        // holds every question of that version (with or without retrieved
        // items), so items and per-question results key on a small integer.
        // run_items.document_id has no foreign key: the importer resolves
        // every document through DocumentStore, documents are never deleted,
        // and the check would cost a tenth of a million-item import.
        QStringLiteral("CREATE TABLE runs ("
                       " id INTEGER PRIMARY KEY,"
                       " uuid TEXT NOT NULL UNIQUE,"
                       " name TEXT NOT NULL UNIQUE,"
                       " version_id INTEGER NOT NULL REFERENCES golden_versions(id),"
                       " format TEXT NOT NULL CHECK (format IN ('trec', 'jsonl')),"
                       " level TEXT NOT NULL CHECK (level IN ('document', 'passage')),"
                       " source_file TEXT NOT NULL DEFAULT '',"
                       " file_sha256 TEXT NOT NULL,"
                       " tag TEXT NOT NULL DEFAULT '',"
                       " config TEXT NOT NULL DEFAULT '',"
                       " config_sha256 TEXT NOT NULL DEFAULT '',"
                       " has_prererank INTEGER NOT NULL DEFAULT 0,"
                       " item_count INTEGER NOT NULL DEFAULT 0,"
                       " imported_at TEXT NOT NULL,"
                       " imported_by TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE TABLE run_questions ("
                       " id INTEGER PRIMARY KEY,"
                       " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
                       " question_uuid TEXT NOT NULL,"
                       " external_id TEXT NOT NULL,"
                       " stratum TEXT NOT NULL,"
                       " answerable INTEGER NOT NULL,"
                       " item_count INTEGER NOT NULL DEFAULT 0,"
                       " UNIQUE (run_id, question_uuid))"),
        QStringLiteral("CREATE INDEX run_questions_external ON run_questions (run_id, external_id)"),
        QStringLiteral("CREATE TABLE run_items ("
                       " run_question_id INTEGER NOT NULL REFERENCES run_questions(id) ON DELETE CASCADE,"
                       " stage TEXT NOT NULL CHECK (stage IN ('final', 'prererank')),"
                       " rank INTEGER NOT NULL CHECK (rank > 0),"
                       " document_id INTEGER NOT NULL,"
                       " start_offset INTEGER,"
                       " end_offset INTEGER,"
                       " score REAL,"
                       " text TEXT NOT NULL DEFAULT '',"
                       " CHECK ((start_offset IS NULL) = (end_offset IS NULL)),"
                       " CHECK (end_offset IS NULL OR end_offset > start_offset),"
                       " PRIMARY KEY (run_question_id, stage, rank)) WITHOUT ROWID"),
        // One evaluation per run and settings (gain, relevance level,
        // cutoffs); re-evaluating replaces it. The instrument columns of
        // methodology §14.4 live here once instead of on every value row;
        // the eval_results view below gives them back per row.
        QStringLiteral("CREATE TABLE evaluations ("
                       " id INTEGER PRIMARY KEY,"
                       " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
                       " settings TEXT NOT NULL,"
                       " dataset_version TEXT NOT NULL,"
                       " corpus_digest TEXT NOT NULL,"
                       " config_sha256 TEXT NOT NULL,"
                       " metric_version TEXT NOT NULL,"
                       " hit_rule TEXT NOT NULL,"
                       " judged_rule TEXT NOT NULL,"
                       " gain TEXT NOT NULL,"
                       " relevance_level INTEGER NOT NULL,"
                       " pool_sha256 TEXT NOT NULL,"
                       " summary TEXT NOT NULL,"
                       " computed_at TEXT NOT NULL,"
                       " UNIQUE (run_id, settings))"),
        // No foreign key on run_question_id: deleting a run deletes its
        // evaluations first, and a key without an index would make that
        // delete scan every value row.
        QStringLiteral("CREATE TABLE eval_values ("
                       " evaluation_id INTEGER NOT NULL REFERENCES evaluations(id) ON DELETE CASCADE,"
                       " run_question_id INTEGER NOT NULL,"
                       " metric TEXT NOT NULL,"
                       " trial INTEGER NOT NULL DEFAULT 0,"
                       " value REAL,"
                       " judged_fraction REAL,"
                       " PRIMARY KEY (evaluation_id, run_question_id, metric, trial)) WITHOUT ROWID"),
        // One row per run x question x metric x trial with its instrument,
        // the shape of methodology §14.4 (value NULL where undefined).
        QStringLiteral("CREATE VIEW eval_results AS SELECT e.run_id, r.name AS run_name, e.id AS evaluation_id,"
                       " q.question_uuid, q.external_id AS question_id, q.stratum, v.metric, v.trial, v.value,"
                       " v.judged_fraction, e.dataset_version, e.corpus_digest, e.config_sha256, e.metric_version,"
                       " e.hit_rule, e.judged_rule, e.gain, e.relevance_level, e.pool_sha256, e.computed_at"
                       " FROM eval_values v JOIN evaluations e ON e.id = v.evaluation_id"
                       " JOIN run_questions q ON q.id = v.run_question_id JOIN runs r ON r.id = e.run_id"),
        // A judge is its model and its rubric (methodology §11.6): both
        // are part of every verdict's key.
        QStringLiteral("CREATE TABLE judge_verdicts ("
                       " id INTEGER PRIMARY KEY,"
                       " batch_uuid TEXT NOT NULL,"
                       " question_uuid TEXT NOT NULL,"
                       " answer_id TEXT NOT NULL,"
                       " verdict TEXT NOT NULL CHECK (verdict IN ('pass', 'fail', 'unknown', 'refusal')),"
                       " probability REAL CHECK (probability IS NULL OR (probability >= 0 AND probability <= 1)),"
                       " judge_model TEXT NOT NULL,"
                       " rubric_sha256 TEXT NOT NULL,"
                       " justification TEXT NOT NULL DEFAULT '',"
                       " source_file TEXT NOT NULL DEFAULT '',"
                       " source_line INTEGER NOT NULL DEFAULT 0,"
                       " imported_at TEXT NOT NULL,"
                       " UNIQUE (judge_model, rubric_sha256, question_uuid, answer_id))"),
        QStringLiteral("CREATE TABLE human_verdicts ("
                       " question_uuid TEXT NOT NULL,"
                       " answer_id TEXT NOT NULL,"
                       " verdict TEXT NOT NULL CHECK (verdict IN ('pass', 'fail')),"
                       " source TEXT NOT NULL DEFAULT '',"
                       " source_line INTEGER NOT NULL DEFAULT 0,"
                       " imported_at TEXT NOT NULL,"
                       " PRIMARY KEY (question_uuid, answer_id))"),
        QStringLiteral("CREATE TABLE reports ("
                       " id INTEGER PRIMARY KEY,"
                       " uuid TEXT NOT NULL UNIQUE,"
                       " kind TEXT NOT NULL CHECK (kind IN ('retrieval', 'judge', 'compare')),"
                       " title TEXT NOT NULL,"
                       " created_at TEXT NOT NULL,"
                       " run_ids TEXT NOT NULL DEFAULT '',"
                       " json TEXT NOT NULL,"
                       " csv TEXT NOT NULL,"
                       " html TEXT NOT NULL)"),
    }});
    migrations.push_back({6, "run browser sort index", {
        // The run browser's sort by a metric: a page reads its rows in value
        // order from here instead of sorting every question of the run (a
        // second per page on a million questions; RunStore::questions).
        QStringLiteral("CREATE INDEX eval_values_sort ON eval_values (evaluation_id, metric, trial, value)"),
    }});
    migrations.push_back({7, "one current decision per unit", {
        // A unit holds the rows of one current decision: one row without a
        // span (no span, answerable, unanswerable), or gold spans that differ
        // in place. Two rows for the same span (a file deciding it twice)
        // left the freeze to keep one of two grades silently.
        QStringLiteral("CREATE UNIQUE INDEX adjudications_one_current_without_span ON adjudications "
                       "(question_id, unit_key) WHERE superseded_at IS NULL AND span_id IS NULL"),
        QStringLiteral("CREATE TRIGGER adjudications_one_current_decision BEFORE INSERT ON adjudications "
                       "WHEN NEW.superseded_at IS NULL AND EXISTS (SELECT 1 FROM adjudications a "
                       "LEFT JOIN spans s ON s.id = a.span_id LEFT JOIN spans n ON n.id = NEW.span_id "
                       "WHERE a.question_id = NEW.question_id AND a.unit_key = NEW.unit_key AND a.superseded_at IS NULL "
                       "AND (a.span_id IS NULL OR NEW.span_id IS NULL OR (s.document_id = n.document_id "
                       "AND s.start_offset = n.start_offset AND s.end_offset = n.end_offset))) "
                       "BEGIN SELECT RAISE(ABORT, 'a unit holds one current decision'); END"),
    }});
    migrations.push_back({8, "indexes for a million labels", {
        // The question list counts one annotator's labels per question and
        // kind: with the kind in the index the count reads no table row (at
        // a million labels, 0.8 s of opening the window before; 0.06 s).
        QStringLiteral("DROP INDEX judgments_annotator"),
        QStringLiteral("CREATE INDEX judgments_annotator ON judgments (annotator_id, question_id, kind)"),
        // With foreign keys on, deleting a span looks for rows that refer to
        // it: without these, a scan of every label, passage and decision.
        QStringLiteral("CREATE INDEX judgments_span ON judgments (span_id)"),
        QStringLiteral("CREATE INDEX passages_span ON passages (span_id)"),
        QStringLiteral("CREATE INDEX adjudications_span ON adjudications (span_id)"),
    }});
    return migrations;
}

bool execAll(QSqlDatabase &database, const QStringList &statements, QString *error)
{
    for (const QString &statement : statements) {
        QSqlQuery query(database);
        if (!query.exec(statement)) {
            *error = sql::errorText(query.lastError());
            return false;
        }
    }
    return true;
}

} // namespace

const std::vector<Migrations::Migration> &Migrations::all()
{
    static const std::vector<Migration> migrations = buildMigrations();
    return migrations;
}

int Migrations::latestVersion()
{
    return all().back().version;
}

int Migrations::currentVersion(const QSqlDatabase &database, QString *error)
{
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"))) {
        if (error)
            *error = sql::errorText(query.lastError());
        return -1;
    }
    query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'"));
    if (!query.next()) {
        query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table'"));
        if (query.next() && query.value(0).toInt() > 0) {
            if (error)
                *error = tr("the database holds tables but no Touchstone schema");
            return -1;
        }
        return 0;
    }
    if (!query.exec(QStringLiteral("SELECT coalesce(max(version), 0) FROM schema_migrations")) || !query.next()) {
        if (error)
            *error = sql::errorText(query.lastError());
        return -1;
    }
    return query.value(0).toInt();
}

Status Migrations::apply(QSqlDatabase database)
{
    QString error;
    const int current = currentVersion(database, &error);
    if (current < 0)
        return Status::failure(error);
    if (current > latestVersion())
        return Status::failure(tr("the project was written by a newer Touchstone (schema %1; this one knows %2)")
                                   .arg(argText(current), argText(latestVersion())));
    if (current == 0) {
        QSqlQuery create(database);
        if (!create.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS schema_migrations ("
                                        " version INTEGER PRIMARY KEY,"
                                        " name TEXT NOT NULL,"
                                        " applied_at TEXT NOT NULL)")))
            return Status::failure(sql::errorText(create.lastError()));
    }
    for (const Migration &migration : all()) {
        if (migration.version <= current)
            continue;
        Transaction transaction(database);
        if (!transaction.isActive())
            return Status::failure(transaction.error());
        if (!execAll(database, migration.statements, &error))
            return Status::failure(tr("migration %1 (%2) failed: %3")
                                       .arg(argText(migration.version), argText(QString::fromUtf8(migration.name)), argText(error)));
        QSqlQuery record(database);
        record.prepare(QStringLiteral("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)"));
        record.addBindValue(migration.version);
        record.addBindValue(QString::fromUtf8(migration.name));
        record.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
        if (!record.exec() || !transaction.commit())
            return Status::failure(tr("migration %1 could not be recorded: %2")
                                       .arg(argText(migration.version), argText(sql::errorText(record.lastError()) + transaction.error())));
    }
    return Status::success();
}

} // namespace touchstone
