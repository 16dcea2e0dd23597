#pragma once

#include "metrics/result.h"
#include "question.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <vector>

namespace touchstone {

class ProjectStore;

// Imports the questions of a golden set from CSV or JSONL (DESIGN.md,
// "Interchange formats"). Keys or columns: id (a string, or in JSONL an
// integer, kept as its decimal text), question, stratum (required; a
// stratum the project does not know is added as user-defined, with a
// warning), split ("dev" | "test"), answerable (boolean; defaults to false
// in the "negative" stratum and true elsewhere), reference_answer, nuggets,
// source, date (ISO 8601: YYYY, YYYY-MM, YYYY-MM-DD or a date and time).
//
// JSONL: one object per line, nuggets as [{"text": "...", "vital": true}].
// CSV: a header row naming the columns (any order, case-insensitive), RFC
// 4180 quoting; answerable as true/false (or 1/0, yes/no); nuggets as the
// same JSON array in one cell; an empty cell is an absent value.
//
// Every row is checked before anything is stored; the first bad row gives
// "FILE:LINE: reason" and nothing of the file is imported. Unknown keys or
// columns are ignored with one warning naming them.
class QuestionImport
{
    Q_DECLARE_TR_FUNCTIONS(QuestionImport)

public:
    enum class Format { Auto, Csv, Jsonl };

    struct Row
    {
        int line = 0;
        Question question;
    };

    struct Parsed
    {
        Format format = Format::Csv;
        std::vector<Row> rows;
        QStringList ignoredKeys;
        QStringList warnings; // one line each, file named
    };

    struct Report
    {
        QString path;
        Format format = Format::Csv;
        std::vector<Question> questions; // as stored, with ids and uuids
        QStringList newStrata;           // user-defined strata the file introduced
        QStringList ignoredKeys;
        QStringList warnings;
    };

    // Reads and checks the file without touching a project.
    static Result<Parsed> read(const QString &path, Format format = Format::Auto);
    // Reads, checks against the project (ids already present) and stores
    // every question in one transaction.
    static Result<Report> run(const ProjectStore &store, const QString &path, const QString &actor,
                              Format format = Format::Auto);

    static QString formatKey(Format format); // "csv", "jsonl"

    // What one question may hold (the README's "Limits"): a question is a
    // sentence or a paragraph, and every view has to lay it out.
    static constexpr qsizetype kMaxIdLength = 256;          // id, stratum, source, date
    static constexpr qsizetype kMaxQuestionLength = 10000;  // question
    static constexpr qsizetype kMaxAnswerLength = 100000;   // reference answer, each nugget
    static constexpr qsizetype kMaxNuggets = 1000;
    static Status checkLimits(const Question &question);

    // One question object of the interchange format (also the form
    // annotator packages use); the reason on failure has no file or line.
    // Fields beyond the limits are refused.
    static Result<Question> parseQuestion(const QJsonObject &object);
    // The inverse: the interchange object of a question (no uuid).
    static QJsonObject toJson(const Question &question);

private:
    static Result<Parsed> readJsonl(const QString &path);
    static Result<Parsed> readCsv(const QString &path, const QString &text);
};

} // namespace touchstone
