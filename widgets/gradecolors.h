#pragma once

#include <QColor>

namespace touchstone {

// The colours of grades 0–3 on the page and in lists, and a set of
// distinct colours for telling annotators apart side by side.
QColor gradeColor(int grade);
QColor annotatorColor(int index);

} // namespace touchstone
