#pragma once

// Runs the reports under other locales and reads their SVG as XML, for the
// tests that machine text (SVG coordinates, JSON, CSV) stays C-locale while
// text for people follows the user's locale.
//
// Both sides of a locale are covered: Qt's QLocale::system() reads LANG /
// LC_ALL / LC_NUMERIC itself, and printf-style formatting follows
// setlocale(), which QCoreApplication calls from the same variables. A
// locale that is not installed silently falls back to C for setlocale(), so
// localeProblem() proves that the child's environment really formats with
// the locale's decimal sign (coreutils printf follows setlocale()).

#include "common/cliprocess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <QXmlStreamReader>

namespace touchstone::testing {

// The environment of a child in a locale: the test's LC_ALL (ctest sets
// C.UTF-8) removed so that `vars` decide.
inline QProcessEnvironment localeEnvironment(const QMap<QString, QString> &vars)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"LC_ALL", "LANG", "LANGUAGE", "LC_NUMERIC", "LC_MESSAGES", "TOUCHSTONE_LANG"})
        environment.remove(QLatin1String(name));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (auto it = vars.constBegin(); it != vars.constEnd(); ++it)
        environment.insert(it.key(), it.value());
    return environment;
}

inline CliRun runInLocale(const QStringList &arguments, const QString &workingDirectory,
                          const QMap<QString, QString> &vars)
{
    QProcess process;
    process.setProcessEnvironment(localeEnvironment(vars));
    process.setWorkingDirectory(workingDirectory);
    process.start(touchstoneExecutable(), arguments);
    CliRun run;
    run.finished = process.waitForFinished(120000);
    if (!run.finished)
        process.kill();
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

// Empty when a child with `vars` formats 0.5 as `expected` through
// setlocale() (printf "%.1f"); else what is wrong, so that a machine
// without the locale fails the test instead of testing C twice. The
// locales come from .ci/setup.sh (package locales, locale-gen).
inline QString localeProblem(const QMap<QString, QString> &vars, const QString &expected)
{
    QProcess printf;
    printf.setProcessEnvironment(localeEnvironment(vars));
    printf.start(QStringLiteral("printf"), {QStringLiteral("%.1f"), QStringLiteral("0.5")});
    if (!printf.waitForFinished(10000))
        return QStringLiteral("printf did not run");
    const QString printed = QString::fromUtf8(printf.readAllStandardOutput());
    if (printed == expected)
        return QString();
    QProcess list;
    list.start(QStringLiteral("locale"), {QStringLiteral("-a")});
    list.waitForFinished(10000);
    return QStringLiteral("the locale of %1 is not active (printf gave \"%2\", not \"%3\"; locale -a: %4); run .ci/setup.sh")
        .arg(QStringList(vars.keys()).join(QLatin1Char('+')), printed, expected,
             QString::fromUtf8(list.readAllStandardOutput()).simplified());
}

struct SvgAttribute
{
    QString element;
    QString name;
    QString value;
};

// Every attribute of every element of every inline <svg> of `html`, in
// document order, read by an XML parser (an SVG that is not well-formed
// XML is an error, as it is to a browser's SVG parser).
inline QList<SvgAttribute> svgAttributes(const QByteArray &html, QString *error)
{
    QList<SvgAttribute> attributes;
    qsizetype from = 0;
    for (;;) {
        const qsizetype start = html.indexOf("<svg", from);
        if (start < 0)
            break;
        const qsizetype end = html.indexOf("</svg>", start);
        if (end < 0) {
            *error = QStringLiteral("an <svg> without </svg>");
            return {};
        }
        QXmlStreamReader xml(html.mid(start, end + 6 - start));
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement) {
                for (const QXmlStreamAttribute &attribute : xml.attributes())
                    attributes.append({xml.name().toString(), attribute.name().toString(), attribute.value().toString()});
            }
        }
        if (xml.hasError()) {
            *error = QStringLiteral("SVG at byte %1: %2").arg(start).arg(xml.errorString());
            return {};
        }
        from = end;
    }
    return attributes;
}

// The numbers of the attributes that hold only numbers (coordinates,
// sizes, path data, transforms), each checked against the SVG grammar's
// number form: "71.0", never "71,0". `problems` gets what does not parse.
inline QList<double> svgNumbers(const QList<SvgAttribute> &attributes, QStringList *problems)
{
    static const QStringList single{
        QStringLiteral("x"),  QStringLiteral("y"),      QStringLiteral("x1"),     QStringLiteral("y1"),
        QStringLiteral("x2"), QStringLiteral("y2"),     QStringLiteral("width"),  QStringLiteral("height"),
        QStringLiteral("r"),  QStringLiteral("cx"),     QStringLiteral("cy"),     QStringLiteral("dy"),
        QStringLiteral("dx"), QStringLiteral("fill-opacity"), QStringLiteral("stroke-width")};
    static const QString number = QStringLiteral(R"(-?\d+(?:\.\d+)?)");
    static const QRegularExpression singleForm(QStringLiteral("^%1$").arg(number));
    static const QRegularExpression viewBoxForm(QStringLiteral("^%1 %1 %1 %1$").arg(number));
    static const QRegularExpression pathForm(QStringLiteral(R"(^M%1,%1(?: L%1,%1)*$)").arg(number));
    static const QRegularExpression transformForm(
        QStringLiteral(R"(^(?:translate\(%1,%1\)|rotate\(%1\))(?: (?:translate\(%1,%1\)|rotate\(%1\)))*$)").arg(number));
    static const QRegularExpression numbers(number);
    QList<double> values;
    for (const SvgAttribute &attribute : attributes) {
        const QRegularExpression *form = nullptr;
        if (single.contains(attribute.name))
            form = &singleForm;
        else if (attribute.name == QLatin1String("viewBox"))
            form = &viewBoxForm;
        else if (attribute.name == QLatin1String("d"))
            form = &pathForm;
        else if (attribute.name == QLatin1String("transform"))
            form = &transformForm;
        if (!form)
            continue;
        if (!form->match(attribute.value).hasMatch()) {
            *problems << QStringLiteral("<%1 %2=\"%3\">").arg(attribute.element, attribute.name, attribute.value);
            continue;
        }
        for (auto it = numbers.globalMatch(attribute.value); it.hasNext();) {
            bool ok = false;
            values << it.next().captured().toDouble(&ok); // QString::toDouble is C-locale
            if (!ok)
                *problems << attribute.value;
        }
    }
    return values;
}

// `json` without its "warnings" (text for people, in the user's locale):
// what must be the same bytes in every locale.
inline QJsonValue withoutWarnings(const QJsonValue &json)
{
    if (json.isArray()) {
        QJsonArray array;
        for (const QJsonValue &item : json.toArray())
            array.append(withoutWarnings(item));
        return array;
    }
    if (!json.isObject())
        return json;
    QJsonObject object;
    const QJsonObject in = json.toObject();
    for (auto it = in.constBegin(); it != in.constEnd(); ++it) {
        if (it.key() != QLatin1String("warnings"))
            object.insert(it.key(), withoutWarnings(it.value()));
    }
    return object;
}

} // namespace touchstone::testing
