// The grade colours as the page draws them (translucent over white paper)
// stay apart from each other, from the live selection and from find hits,
// for normal vision and for the three dichromacies, simulated with the
// published matrices of Machado, Oliveira and Fernandes (2009, severity
// 1.0) in linear RGB and compared as CIELAB distances (ΔE*ab, D65).

#include "widgets/gradecolors.h"

#include <QApplication>
#include <QPalette>
#include <QTest>

#include <array>
#include <cmath>
#include <vector>

using namespace touchstone;

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

const Matrix kNormal{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
const Matrix kProtanopia{{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
const Matrix kDeuteranopia{{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
const Matrix kTritanopia{{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};

double linear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// `color` at `alpha` over white, as sRGB in [0, 1].
std::array<double, 3> overPaper(const QColor &color, int alpha)
{
    const double a = alpha / 255.0;
    return {color.redF() * a + (1 - a), color.greenF() * a + (1 - a), color.blueF() * a + (1 - a)};
}

std::array<double, 3> lab(const std::array<double, 3> &srgb, const Matrix &vision)
{
    std::array<double, 3> rgb{};
    for (int i = 0; i < 3; ++i) {
        double sum = 0;
        for (int j = 0; j < 3; ++j)
            sum += vision[size_t(i)][size_t(j)] * linear(srgb[size_t(j)]);
        rgb[size_t(i)] = std::clamp(sum, 0.0, 1.0);
    }
    const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
    const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

} // namespace

class TestGradeColors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gradesStayApartForEveryVision_data();
    void gradesStayApartForEveryVision();
};

void TestGradeColors::gradesStayApartForEveryVision_data()
{
    QTest::addColumn<int>("vision");
    QTest::newRow("normal") << 0;
    QTest::newRow("protanopia") << 1;
    QTest::newRow("deuteranopia") << 2;
    QTest::newRow("tritanopia") << 3;
}

void TestGradeColors::gradesStayApartForEveryVision()
{
    QFETCH(int, vision);
    const Matrix &matrix = std::array<const Matrix *, 4>{&kNormal, &kProtanopia, &kDeuteranopia, &kTritanopia}[size_t(vision)][0];
    struct Swatch
    {
        QString name;
        std::array<double, 3> srgb;
    };
    std::vector<Swatch> swatches;
    for (int grade = 0; grade <= 3; ++grade)
        swatches.push_back({QStringLiteral("grade %1").arg(grade), overPaper(gradeColor(grade), kHighlightAlpha)});
    const int gradeCount = int(swatches.size());
    swatches.push_back({QStringLiteral("selection"), overPaper(QApplication::palette().color(QPalette::Highlight), kSelectionAlpha)});
    for (bool current : {false, true}) {
        const QColor hit = findHitColor(current);
        swatches.push_back({current ? QStringLiteral("current find hit") : QStringLiteral("find hit"), overPaper(hit, hit.alpha())});
    }
    // About ten units of ΔE*ab tell two flat areas apart at a glance; the
    // first grade colours (yellow, sky blue) came to 4.2 and 6.9 against a
    // find hit and the selection.
    constexpr double kApart = 9.0;
    QStringList close;
    for (int a = 0; a < int(swatches.size()); ++a) {
        for (int b = a + 1; b < int(swatches.size()); ++b) {
            if (a >= gradeCount && b >= gradeCount && swatches[size_t(a)].name.contains(QLatin1String("find"))
                && swatches[size_t(b)].name.contains(QLatin1String("find")))
                continue; // the two find hits only need to differ from the rest
            const auto p = lab(swatches[size_t(a)].srgb, matrix);
            const auto q = lab(swatches[size_t(b)].srgb, matrix);
            const double distance = std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
            if (distance < kApart)
                close << QStringLiteral("%1 / %2: ΔE %3").arg(swatches[size_t(a)].name, swatches[size_t(b)].name).arg(distance, 0, 'f', 1);
        }
    }
    QVERIFY2(close.isEmpty(), qPrintable(close.join(QStringLiteral("; "))));
}

QTEST_MAIN(TestGradeColors)
#include "tst_gradecolors.moc"
