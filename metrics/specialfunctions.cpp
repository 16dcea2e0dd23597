#include "specialfunctions.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace touchstone {
namespace {

constexpr double kTiny = 1e-300;
constexpr double kFractionEpsilon = 1e-16;
constexpr int kMaxFractionTerms = 200000;
constexpr double kSqrt2 = 1.41421356237309504880;
constexpr double kSqrt2Pi = 2.50662827463100050242;

// Continued fraction for I_x(a, b) (Numerical Recipes 3rd ed. §6.4, eq. 6.4.5),
// evaluated with the modified Lentz algorithm. Converges rapidly for
// x < (a + 1) / (a + b + 2); the caller swaps arguments otherwise.
double betaContinuedFraction(double a, double b, double x)
{
    const double qab = a + b;
    const double qap = a + 1.0;
    const double qam = a - 1.0;
    double c = 1.0;
    double d = 1.0 - qab * x / qap;
    if (std::fabs(d) < kTiny)
        d = kTiny;
    d = 1.0 / d;
    double h = d;
    for (int m = 1; m <= kMaxFractionTerms; ++m) {
        const double m2 = 2.0 * m;
        // Even step: d_{2m} = m (b - m) x / ((a + 2m - 1)(a + 2m)).
        double aa = m * (b - m) * x / ((qam + m2) * (a + m2));
        d = 1.0 + aa * d;
        if (std::fabs(d) < kTiny)
            d = kTiny;
        c = 1.0 + aa / c;
        if (std::fabs(c) < kTiny)
            c = kTiny;
        d = 1.0 / d;
        h *= d * c;
        // Odd step: d_{2m+1} = -(a + m)(a + b + m) x / ((a + 2m)(a + 2m + 1)).
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
        d = 1.0 + aa * d;
        if (std::fabs(d) < kTiny)
            d = kTiny;
        c = 1.0 + aa / c;
        if (std::fabs(c) < kTiny)
            c = kTiny;
        d = 1.0 / d;
        const double step = d * c;
        h *= step;
        if (std::fabs(step - 1.0) < kFractionEpsilon)
            break;
    }
    return h;
}

// δ(x) = ln Γ(x) - [(x - 1/2) ln x - x + ln(2π)/2], Stirling's series to
// the B_12 term; for x >= 15 the first omitted term is below 4e-18.
double stirlingCorrection(double x)
{
    const double r = 1.0 / x;
    const double r2 = r * r;
    return r
           * (1.0 / 12.0
              + r2 * (-1.0 / 360.0
                      + r2 * (1.0 / 1260.0
                              + r2 * (-1.0 / 1680.0 + r2 * (1.0 / 1188.0 + r2 * (-691.0 / 360360.0))))));
}

// ln B(a, b). std::lgamma alone loses absolute accuracy ~ eps ln Γ(a + b)
// when a or b is large (the paired t-test has a = df/2, b = 1/2), so large
// arguments go through Stirling's series, in which the big terms cancel
// analytically (the approach of TOMS 708's betaln).
double logBeta(double a, double b)
{
    constexpr double kStirlingFrom = 15.0;
    constexpr double kHalfLog2Pi = 0.91893853320467274178;
    if (a > b)
        std::swap(a, b);
    if (b < kStirlingFrom)
        return std::lgamma(a) + std::lgamma(b) - std::lgamma(a + b);
    if (a < kStirlingFrom) {
        // ln Γ(a + b) - ln Γ(b), with the (b - 1/2) ln b terms cancelled.
        const double ratio = (b - 0.5) * std::log1p(a / b) + a * (std::log(a + b) - 1.0)
                             + stirlingCorrection(a + b) - stirlingCorrection(b);
        return std::lgamma(a) - ratio;
    }
    return -(a - 0.5) * std::log1p(b / a) - b * std::log1p(a / b) - 0.5 * std::log(b) + kHalfLog2Pi
           + stirlingCorrection(a) + stirlingCorrection(b) - stirlingCorrection(a + b);
}

// {I_x(a, b), 1 - I_x(a, b)}, each computed without cancellation where it is
// small. `y` must equal 1 - x; callers that can form it exactly pass it so the
// far tail keeps its relative accuracy.
std::pair<double, double> incompleteBetaPair(double a, double b, double x, double y)
{
    if (x <= 0.0)
        return {0.0, 1.0};
    if (y <= 0.0)
        return {1.0, 0.0};
    // ln x of an x near 1 is taken as log1p(-y): with a large, a ln x would
    // otherwise amplify the rounding of x itself (df/(df + t^2) at df = 9999).
    const double logX = x > 0.5 ? std::log1p(-y) : std::log(x);
    const double logY = y > 0.5 ? std::log1p(-x) : std::log(y);
    const double logFront = a * logX + b * logY - logBeta(a, b);
    const double front = std::exp(logFront);
    if (x < (a + 1.0) / (a + b + 2.0)) {
        const double value = front * betaContinuedFraction(a, b, x) / a;
        return {value, 1.0 - value};
    }
    const double complement = front * betaContinuedFraction(b, a, y) / b;
    return {1.0 - complement, complement};
}

bool validShape(double v)
{
    return std::isfinite(v) && v > 0.0;
}

// Two-sided tail P(|T| >= |t|) for Student's t.
double studentTwoSidedTail(double t, double df)
{
    const double t2 = t * t;
    if (!std::isfinite(t2))
        return 0.0;
    const double denominator = df + t2;
    return incompleteBetaPair(0.5 * df, 0.5, df / denominator, t2 / denominator).first;
}

double studentTDensity(double t, double df)
{
    // 1 / (sqrt(df) B(df/2, 1/2)) (1 + t^2/df)^(-(df+1)/2)
    const double logDensity = -0.5 * std::log(df) - logBeta(0.5 * df, 0.5)
                              - 0.5 * (df + 1.0) * std::log1p(t * t / df);
    return std::exp(logDensity);
}

} // namespace

std::optional<double> regularizedIncompleteBeta(double a, double b, double x)
{
    if (!validShape(a) || !validShape(b) || !(x >= 0.0 && x <= 1.0))
        return std::nullopt;
    return std::clamp(incompleteBetaPair(a, b, x, 1.0 - x).first, 0.0, 1.0);
}

double normalCdf(double x)
{
    return 0.5 * std::erfc(-x / kSqrt2);
}

double normalSf(double x)
{
    return 0.5 * std::erfc(x / kSqrt2);
}

std::optional<double> normalQuantile(double p)
{
    if (!(p >= 0.0 && p <= 1.0))
        return std::nullopt;
    if (p == 0.0)
        return -std::numeric_limits<double>::infinity();
    if (p == 1.0)
        return std::numeric_limits<double>::infinity();
    if (p == 0.5)
        return 0.0;
    // Work in the lower tail; 1 - p is exact for p >= 0.5 (Sterbenz).
    const double q = p < 0.5 ? p : 1.0 - p;
    const double t = std::sqrt(-2.0 * std::log(q));
    // Abramowitz & Stegun 26.2.23, |error| < 4.5e-4.
    double z = -(t - (2.515517 + t * (0.802853 + t * 0.010328))
                         / (1.0 + t * (1.432788 + t * (0.189269 + t * 0.001308))));
    for (int i = 0; i < 8; ++i) {
        // Halley step on Φ(z) - q.
        const double error = normalCdf(z) - q;
        const double u = error * kSqrt2Pi * std::exp(0.5 * z * z);
        const double step = u / (1.0 + 0.5 * z * u);
        z -= step;
        if (std::fabs(step) <= 1e-15 * std::fabs(z))
            break;
    }
    return p < 0.5 ? z : -z;
}

std::optional<double> studentTCdf(double t, double df)
{
    if (!validShape(df) || std::isnan(t))
        return std::nullopt;
    const double half = 0.5 * studentTwoSidedTail(t, df);
    return t < 0.0 ? half : 1.0 - half;
}

std::optional<double> studentTSf(double t, double df)
{
    if (!validShape(df) || std::isnan(t))
        return std::nullopt;
    const double half = 0.5 * studentTwoSidedTail(t, df);
    return t > 0.0 ? half : 1.0 - half;
}

std::optional<double> studentTTwoSided(double t, double df)
{
    if (!validShape(df) || std::isnan(t))
        return std::nullopt;
    return studentTwoSidedTail(t, df);
}

std::optional<double> studentTQuantile(double p, double df)
{
    if (!validShape(df) || !(p > 0.0 && p < 1.0))
        return std::nullopt;
    if (p == 0.5)
        return 0.0;
    const double q = p < 0.5 ? p : 1.0 - p; // upper-tail probability to reach
    auto upperTail = [df](double t) { return 0.5 * studentTwoSidedTail(t, df); };
    // Start at the normal quantile: t's heavier tails put the root to its
    // right, and Newton on this convex decreasing tail approaches from the left.
    double t = -*normalQuantile(q);
    double low = 0.0;
    double high = std::max(t, 1.0);
    for (int i = 0; i < 2000 && upperTail(high) > q; ++i)
        high *= 2.0;
    t = std::clamp(t, low, high);
    for (int i = 0; i < 300; ++i) {
        const double tail = upperTail(t);
        if (tail == q)
            break;
        if (tail > q)
            low = t;
        else
            high = t;
        double next = t + (tail - q) / studentTDensity(t, df);
        if (!(next > low && next < high))
            next = 0.5 * (low + high);
        const double step = next - t;
        t = next;
        if (std::fabs(step) <= 1e-15 * t || high - low <= 1e-15 * high)
            break;
    }
    return p < 0.5 ? -t : t;
}

std::optional<double> noncentralTCdf(double t, double df, double delta)
{
    if (!validShape(df) || std::isnan(t) || !std::isfinite(delta))
        return std::nullopt;
    constexpr double errorMax = 1e-14;
    constexpr int maxTerms = 5000;
    constexpr double sqrtTwoOverPi = 0.79788456080286535588;

    const bool negative = t < 0.0;
    const double del = negative ? -delta : delta;
    double result = 0.0;
    const double t2 = t * t;
    if (t2 > 0.0) {
        if (!std::isfinite(t2))
            return negative ? 0.0 : 1.0;
        // Guenther's twin series (AS 243): x = t^2 / (t^2 + df).
        const double x = t2 / (t2 + df);
        const double oneMinusX = df / (t2 + df);
        const double lambda = del * del;
        double p = 0.5 * std::exp(-0.5 * lambda);
        double q = sqrtTwoOverPi * p * del;
        double s = 0.5 - p;
        double a = 0.5;
        const double b = 0.5 * df;
        const double rxb = std::pow(oneMinusX, b);
        const double logBetaHalf = logBeta(a, b);
        double xOdd = incompleteBetaPair(a, b, x, oneMinusX).first;
        double gOdd = 2.0 * rxb * std::exp(a * std::log(x) - logBetaHalf);
        double xEven = 1.0 - rxb;
        double gEven = b * x * rxb;
        result = p * xOdd + q * xEven;
        for (int n = 1; n <= maxTerms; ++n) {
            a += 1.0;
            xOdd -= gOdd;
            xEven -= gEven;
            gOdd *= x * (a + b - 1.0) / a;
            gEven *= x * (a + b - 0.5) / (a + 0.5);
            p *= lambda / (2.0 * n);
            q *= lambda / (2.0 * n + 1.0);
            s -= p;
            result += p * xOdd + q * xEven;
            if (2.0 * s * (xOdd - gOdd) <= errorMax)
                break;
        }
    }
    result += normalSf(del);
    if (negative)
        result = 1.0 - result;
    return std::clamp(result, 0.0, 1.0);
}

} // namespace touchstone
