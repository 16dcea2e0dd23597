#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace touchstone {

// A reader for comma-separated values as RFC 4180 defines them: fields
// separated by commas, records by CRLF or LF; a field in double quotes may
// hold commas, line breaks and doubled quotes (""). Line breaks inside a
// quoted field are kept as '\n'. A byte order mark at the start is
// dropped; empty lines are skipped. Stricter than spreadsheet programs on
// purpose: a quote inside an unquoted field, text after a closing quote or
// a quote that is never closed is an error with its line, not a guess.
class CsvReader
{
    Q_DECLARE_TR_FUNCTIONS(CsvReader)

public:
    struct Record
    {
        int line = 0; // 1-based line where the record starts
        QStringList fields;
    };

    struct Outcome
    {
        std::vector<Record> records;
        int errorLine = 0; // when error is set
        QString error;     // one line, without file or line

        bool ok() const { return error.isEmpty(); }
    };

    static Outcome parse(const QString &text);
};

} // namespace touchstone
