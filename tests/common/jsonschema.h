#pragma once

// A compact JSON Schema (draft 2020-12) validator for the keywords our
// export schemas use: type, enum, const, required, properties,
// additionalProperties, items, minItems, maxItems, minLength, pattern,
// minimum, maximum, anyOf and $ref to "#/$defs/<name>". Any other keyword
// is reported as unsupported, so a schema can never rely on a check that
// silently does not happen. Annotations ($schema, $id, title, description,
// $comment, $defs) are ignored.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace touchstone::testing {

class JsonSchema
{
public:
    explicit JsonSchema(QJsonObject root = {}) : m_root(std::move(root)) {}

    static JsonSchema fromFile(const QString &path, QString *error = nullptr)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            if (error)
                *error = path + QStringLiteral(": cannot read");
            return JsonSchema();
        }
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
        if (error && parseError.error != QJsonParseError::NoError)
            *error = path + QStringLiteral(": ") + parseError.errorString();
        return JsonSchema(document.object());
    }

    bool isNull() const { return m_root.isEmpty(); }

    // Keywords anywhere in the schema that this validator does not check.
    QStringList unsupportedKeywords() const
    {
        QStringList found;
        walk(m_root, QStringLiteral("#"), found);
        return found;
    }

    // Every violation, "path: what"; empty when `value` is valid.
    QStringList validate(const QJsonValue &value) const
    {
        QStringList errors;
        check(m_root, value, QStringLiteral("$"), errors);
        return errors;
    }

private:
    static bool hasType(const QJsonValue &value, const QString &type)
    {
        if (type == QLatin1String("null"))
            return value.isNull();
        if (type == QLatin1String("boolean"))
            return value.isBool();
        if (type == QLatin1String("string"))
            return value.isString();
        if (type == QLatin1String("object"))
            return value.isObject();
        if (type == QLatin1String("array"))
            return value.isArray();
        if (type == QLatin1String("number"))
            return value.isDouble();
        if (type == QLatin1String("integer"))
            return value.isDouble() && std::trunc(value.toDouble()) == value.toDouble();
        return false;
    }

    QJsonObject resolve(const QString &reference, QStringList &errors, const QString &path) const
    {
        const QString prefix = QStringLiteral("#/$defs/");
        const QJsonObject defs = m_root.value(QStringLiteral("$defs")).toObject();
        if (!reference.startsWith(prefix) || !defs.contains(reference.mid(prefix.size()))) {
            errors << path + QStringLiteral(": unresolvable $ref ") + reference;
            return {};
        }
        return defs.value(reference.mid(prefix.size())).toObject();
    }

    void checkType(const QJsonValue &types, const QJsonValue &value, const QString &path, QStringList &errors) const
    {
        QStringList allowed;
        if (types.isArray()) {
            for (const QJsonValue &type : types.toArray())
                allowed << type.toString();
        } else {
            allowed << types.toString();
        }
        for (const QString &type : allowed) {
            if (hasType(value, type))
                return;
        }
        errors << path + QStringLiteral(": expected ") + allowed.join(QLatin1Char('|'));
    }

    void checkObject(const QJsonObject &schema, const QJsonObject &object, const QString &path, QStringList &errors) const
    {
        for (const QJsonValue &key : schema.value(QStringLiteral("required")).toArray()) {
            if (!object.contains(key.toString()))
                errors << path + QStringLiteral(": missing required key ") + key.toString();
        }
        const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
        const QJsonValue additional = schema.value(QStringLiteral("additionalProperties"));
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            const QString child = path + QLatin1Char('.') + it.key();
            if (properties.contains(it.key()))
                check(properties.value(it.key()).toObject(), it.value(), child, errors);
            else if (additional.isBool() && !additional.toBool())
                errors << path + QStringLiteral(": key not allowed: ") + it.key();
            else if (additional.isObject())
                check(additional.toObject(), it.value(), child, errors);
        }
    }

    void checkArray(const QJsonObject &schema, const QJsonArray &array, const QString &path, QStringList &errors) const
    {
        if (schema.contains(QStringLiteral("minItems")) && array.size() < schema.value(QStringLiteral("minItems")).toInt())
            errors << path + QStringLiteral(": too few items");
        if (schema.contains(QStringLiteral("maxItems")) && array.size() > schema.value(QStringLiteral("maxItems")).toInt())
            errors << path + QStringLiteral(": too many items");
        if (schema.contains(QStringLiteral("items"))) {
            for (int i = 0; i < array.size(); ++i)
                check(schema.value(QStringLiteral("items")).toObject(), array.at(i),
                      path + QStringLiteral("[%1]").arg(i), errors);
        }
    }

    void checkScalar(const QJsonObject &schema, const QJsonValue &value, const QString &path, QStringList &errors) const
    {
        if (value.isString()) {
            const QString text = value.toString();
            if (schema.contains(QStringLiteral("minLength"))
                && text.toUcs4().size() < schema.value(QStringLiteral("minLength")).toInt())
                errors << path + QStringLiteral(": string too short");
            if (schema.contains(QStringLiteral("pattern"))) {
                const QRegularExpression pattern(schema.value(QStringLiteral("pattern")).toString());
                if (!pattern.isValid() || !pattern.match(text).hasMatch())
                    errors << path + QStringLiteral(": does not match ") + pattern.pattern();
            }
        }
        if (value.isDouble()) {
            if (schema.contains(QStringLiteral("minimum"))
                && value.toDouble() < schema.value(QStringLiteral("minimum")).toDouble())
                errors << path + QStringLiteral(": below minimum");
            if (schema.contains(QStringLiteral("maximum"))
                && value.toDouble() > schema.value(QStringLiteral("maximum")).toDouble())
                errors << path + QStringLiteral(": above maximum");
        }
    }

    void check(const QJsonObject &schema, const QJsonValue &value, const QString &path, QStringList &errors) const
    {
        for (const QString &keyword : schema.keys()) {
            if (!knownKeywords().contains(keyword))
                errors << path + QStringLiteral(": unsupported schema keyword ") + keyword;
        }
        if (schema.contains(QStringLiteral("$ref")))
            check(resolve(schema.value(QStringLiteral("$ref")).toString(), errors, path), value, path, errors);
        if (schema.contains(QStringLiteral("anyOf"))) {
            bool any = false;
            for (const QJsonValue &option : schema.value(QStringLiteral("anyOf")).toArray()) {
                QStringList optionErrors;
                check(option.toObject(), value, path, optionErrors);
                any = any || optionErrors.isEmpty();
            }
            if (!any)
                errors << path + QStringLiteral(": matches none of anyOf");
        }
        if (schema.contains(QStringLiteral("type")))
            checkType(schema.value(QStringLiteral("type")), value, path, errors);
        if (schema.contains(QStringLiteral("const")) && schema.value(QStringLiteral("const")) != value)
            errors << path + QStringLiteral(": not the constant required");
        if (schema.contains(QStringLiteral("enum")) && !schema.value(QStringLiteral("enum")).toArray().contains(value))
            errors << path + QStringLiteral(": not one of the allowed values");
        if (value.isObject())
            checkObject(schema, value.toObject(), path, errors);
        if (value.isArray())
            checkArray(schema, value.toArray(), path, errors);
        checkScalar(schema, value, path, errors);
    }

    static const QStringList &knownKeywords()
    {
        static const QStringList known{
            QStringLiteral("$schema"), QStringLiteral("$id"), QStringLiteral("title"), QStringLiteral("description"),
            QStringLiteral("$comment"), QStringLiteral("$defs"), QStringLiteral("$ref"), QStringLiteral("type"),
            QStringLiteral("enum"), QStringLiteral("const"), QStringLiteral("required"), QStringLiteral("properties"),
            QStringLiteral("additionalProperties"), QStringLiteral("items"), QStringLiteral("minItems"),
            QStringLiteral("maxItems"), QStringLiteral("minLength"), QStringLiteral("pattern"), QStringLiteral("minimum"),
            QStringLiteral("maximum"), QStringLiteral("anyOf")};
        return known;
    }

    static void walk(const QJsonObject &schema, const QString &path, QStringList &found)
    {
        for (const QString &keyword : schema.keys()) {
            if (!knownKeywords().contains(keyword))
                found << path + QLatin1Char('/') + keyword;
        }
        for (const QString &container : {QStringLiteral("properties"), QStringLiteral("$defs")}) {
            const QJsonObject children = schema.value(container).toObject();
            for (auto it = children.constBegin(); it != children.constEnd(); ++it)
                walk(it.value().toObject(), path + QLatin1Char('/') + container + QLatin1Char('/') + it.key(), found);
        }
        for (const QString &single : {QStringLiteral("items"), QStringLiteral("additionalProperties")}) {
            if (schema.value(single).isObject())
                walk(schema.value(single).toObject(), path + QLatin1Char('/') + single, found);
        }
        const QJsonArray options = schema.value(QStringLiteral("anyOf")).toArray();
        for (int i = 0; i < options.size(); ++i)
            walk(options.at(i).toObject(), path + QStringLiteral("/anyOf/%1").arg(i), found);
    }

    QJsonObject m_root;
};

} // namespace touchstone::testing
