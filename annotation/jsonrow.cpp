#include "jsonrow.h"

#include <cmath>
#include <limits>

namespace touchstone {

bool JsonRow::has(const QString &key) const
{
    const QJsonValue value = m_object.value(key);
    return !value.isUndefined() && !value.isNull();
}

bool JsonRow::missing(const QString &key, bool required)
{
    if (required)
        m_error = tr("missing required key “%1”").arg(key);
    return !required;
}

bool JsonRow::wrongType(const QString &key, const QString &expected)
{
    m_error = tr("“%1” must be %2").arg(key, expected);
    return false;
}

bool JsonRow::text(const QString &key, QString *out, bool required)
{
    if (!has(key))
        return missing(key, required);
    const QJsonValue value = m_object.value(key);
    if (!value.isString())
        return wrongType(key, tr("a string"));
    *out = value.toString();
    return true;
}

bool JsonRow::boolean(const QString &key, bool *out, bool required)
{
    if (!has(key))
        return missing(key, required);
    const QJsonValue value = m_object.value(key);
    if (!value.isBool())
        return wrongType(key, tr("true or false"));
    *out = value.toBool();
    return true;
}

bool JsonRow::integer(const QString &key, int *out, bool required)
{
    if (!has(key))
        return missing(key, required);
    const QJsonValue value = m_object.value(key);
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || std::trunc(number) != number || number < std::numeric_limits<int>::min()
        || number > std::numeric_limits<int>::max())
        return wrongType(key, tr("an integer"));
    *out = int(number);
    return true;
}

QStringList JsonRow::unknownKeys(const QSet<QString> &known) const
{
    QStringList unknown;
    for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it) {
        if (!known.contains(it.key()))
            unknown << it.key();
    }
    return unknown;
}

} // namespace touchstone
