#pragma once

#include <QColor>

namespace touchstone {

// The colours of grades 0–3 on the page and in lists, and a set of
// distinct colours for telling annotators apart side by side.
//
// A grade's highlight is drawn at kHighlightAlpha over the page, beside the
// live selection (the palette's highlight at kSelectionAlpha) and find hits
// (findHitColor): tst_gradecolors checks that all of them stay apart, as
// drawn, for normal vision and under simulated protanopia, deuteranopia and
// tritanopia.
QColor gradeColor(int grade);
QColor annotatorColor(int index);

constexpr int kHighlightAlpha = 120;
constexpr int kSelectionAlpha = 100;
QColor findHitColor(bool current);

} // namespace touchstone
