#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

namespace touchstone {

// Typed access to one object of an import file. A getter returns false and
// sets error() when the key is missing but required, or present with the
// wrong type; a null value counts as missing. Reasons are one line without
// file or line, which the importer adds.
class JsonRow
{
    Q_DECLARE_TR_FUNCTIONS(JsonRow)

public:
    explicit JsonRow(QJsonObject object)
        : m_object(std::move(object))
    {
    }

    const QJsonObject &object() const { return m_object; }
    bool has(const QString &key) const;

    bool text(const QString &key, QString *out, bool required);
    bool boolean(const QString &key, bool *out, bool required);
    // An integral JSON number that fits an int.
    bool integer(const QString &key, int *out, bool required);

    // The keys of the object not in `known`, in the object's (sorted) order.
    QStringList unknownKeys(const QSet<QString> &known) const;

    const QString &error() const { return m_error; }

private:
    bool missing(const QString &key, bool required);
    bool wrongType(const QString &key, const QString &expected);

    QJsonObject m_object;
    QString m_error;
};

} // namespace touchstone
