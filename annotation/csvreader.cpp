#include "csvreader.h"

namespace touchstone {

namespace {

class Parser
{
public:
    explicit Parser(const QString &text)
        : m_text(text)
    {
    }

    CsvReader::Outcome run();

private:
    bool fail(int line, const QString &reason)
    {
        m_outcome.errorLine = line;
        m_outcome.error = reason;
        return false;
    }
    bool quoted(int &i);
    void endField();
    void endRecord();

    const QString &m_text;
    CsvReader::Outcome m_outcome;
    CsvReader::Record m_record;
    QString m_field;
    int m_line = 1;
    bool m_fieldQuoted = false; // the current field was a quoted one
    bool m_recordTouched = false; // anything but a line break seen in the record
};

void Parser::endField()
{
    m_record.fields << m_field;
    m_field.clear();
    m_fieldQuoted = false;
}

void Parser::endRecord()
{
    endField();
    if (m_recordTouched)
        m_outcome.records.push_back(std::move(m_record));
    m_record = {};
    m_recordTouched = false;
}

// A quoted field from the opening quote at `i`; leaves `i` on its closing quote.
bool Parser::quoted(int &i)
{
    const int openedOn = m_line;
    for (++i; i < m_text.size(); ++i) {
        const QChar c = m_text.at(i);
        if (c == QLatin1Char('"')) {
            if (i + 1 < m_text.size() && m_text.at(i + 1) == QLatin1Char('"')) {
                m_field += c;
                ++i;
                continue;
            }
            m_fieldQuoted = true;
            return true;
        }
        if (c == QLatin1Char('\r') && i + 1 < m_text.size() && m_text.at(i + 1) == QLatin1Char('\n'))
            continue; // CRLF inside a field is kept as LF
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
            ++m_line;
            m_field += QLatin1Char('\n');
            continue;
        }
        m_field += c;
    }
    return fail(openedOn, CsvReader::tr("a quoted field opened here is never closed"));
}

CsvReader::Outcome Parser::run()
{
    int start = m_text.startsWith(QChar(0xFEFF)) ? 1 : 0;
    m_record.line = m_line;
    for (int i = start; i < m_text.size(); ++i) {
        const QChar c = m_text.at(i);
        if (c == QLatin1Char('\r') || c == QLatin1Char('\n')) {
            if (c == QLatin1Char('\r') && i + 1 < m_text.size() && m_text.at(i + 1) == QLatin1Char('\n'))
                ++i;
            endRecord();
            m_record.line = ++m_line;
            continue;
        }
        m_recordTouched = true;
        if (c == QLatin1Char(',')) {
            endField();
        } else if (m_fieldQuoted) {
            fail(m_line, CsvReader::tr("text after the closing quote of a field"));
            return m_outcome;
        } else if (c == QLatin1Char('"')) {
            if (!m_field.isEmpty()) {
                fail(m_line, CsvReader::tr("a quote inside an unquoted field (quote the field and double the quote)"));
                return m_outcome;
            }
            if (!quoted(i))
                return m_outcome;
        } else {
            m_field += c;
        }
    }
    if (m_recordTouched)
        endRecord();
    return m_outcome;
}

} // namespace

CsvReader::Outcome CsvReader::parse(const QString &text)
{
    return Parser(text).run();
}

} // namespace touchstone
