#pragma once

#include <QByteArray>
#include <QChar>
#include <QLatin1String>
#include <QString>
#include <QStringView>

#include <type_traits>

namespace touchstone {

// One value as the text QString::arg gives it, so that every placeholder of a
// message is filled by one multi-argument call, .arg(argText(a), argText(b)).
// A chain .arg(a).arg(b) fills the lowest placeholder left after `a` went in,
// so a file named "x%1y.jsonl" or an annotator called "%1" took the next
// argument in its own text ("x1y.jsonl:…: %3").
inline QString argText(const QString &text) { return text; }
inline QString argText(QStringView text) { return text.toString(); }
inline QString argText(QLatin1String text) { return QString(text); }
inline QString argText(const char *text) { return QString::fromUtf8(text); }
inline QString argText(const QByteArray &text) { return QString::fromUtf8(text); }
inline QString argText(QChar c) { return QString(c); }
inline QString argText(QLatin1Char c) { return QString(QChar(c)); }
inline QString argText(char c) { return QString(QLatin1Char(c)); }
// QString::arg(double) with its defaults: format 'g', precision 6.
inline QString argText(double value) { return QString::number(value); }
template <typename Integer, std::enable_if_t<std::is_integral_v<Integer> && !std::is_same_v<Integer, char>, int> = 0>
inline QString argText(Integer value)
{
    return QString::number(value);
}

} // namespace touchstone
