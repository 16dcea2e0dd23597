#include "gradecolors.h"

#include <array>

namespace touchstone {

QColor gradeColor(int grade)
{
    // Darker with each grade, from Paul Tol's colour-blind-safe sets: light
    // grey, red, wine, indigo. Okabe–Ito's sky blue (the old grade 2) looked
    // like the live selection, and its yellow like a find hit.
    switch (grade) {
    case 0: return QColor(0xBB, 0xBB, 0xBB);
    case 1: return QColor(0xEE, 0x66, 0x77);
    case 2: return QColor(0x88, 0x22, 0x55);
    case 3: return QColor(0x33, 0x22, 0x88);
    }
    return QColor(0xCC, 0x79, 0xA7); // unanswerable, no grade
}

QColor findHitColor(bool current)
{
    return current ? QColor(255, 120, 0, 150) : QColor(255, 225, 0, 110);
}

QColor annotatorColor(int index)
{
    static const std::array<QColor, 6> colors{QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x72, 0xB2),
                                              QColor(0xD5, 0x5E, 0x00), QColor(0xCC, 0x79, 0xA7),
                                              QColor(0x00, 0x9E, 0x73), QColor(0x56, 0xB4, 0xE9)};
    return colors[size_t(index) % colors.size()];
}

} // namespace touchstone
