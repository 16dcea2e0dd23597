#include "gradecolors.h"

#include <array>

namespace touchstone {

QColor gradeColor(int grade)
{
    // Colour-blind-safe (Okabe–Ito): grey, yellow, sky blue, bluish green.
    switch (grade) {
    case 0: return QColor(0x99, 0x99, 0x99);
    case 1: return QColor(0xF0, 0xE4, 0x42);
    case 2: return QColor(0x56, 0xB4, 0xE9);
    case 3: return QColor(0x00, 0x9E, 0x73);
    }
    return QColor(0xCC, 0x79, 0xA7); // unanswerable, no grade
}

QColor annotatorColor(int index)
{
    static const std::array<QColor, 6> colors{QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x72, 0xB2),
                                              QColor(0xD5, 0x5E, 0x00), QColor(0xCC, 0x79, 0xA7),
                                              QColor(0x00, 0x9E, 0x73), QColor(0x56, 0xB4, 0xE9)};
    return colors[size_t(index) % colors.size()];
}

} // namespace touchstone
