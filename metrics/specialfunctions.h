#pragma once

#include <optional>

namespace touchstone {

// Distribution functions behind the paired t-test, its confidence interval
// and the power calculation. Written here because no library on our
// dependency list (C++17 standard library, Qt Core) offers them; tests check
// every function against SciPy / R values (tests/metrics/data/stats/).
//
// Arguments outside a function's domain (negative shape, probability outside
// [0, 1], ...) give std::nullopt.

// Regularized incomplete beta function I_x(a, b) = B(x; a, b) / B(a, b),
// for a > 0, b > 0, 0 <= x <= 1. Evaluated by the continued fraction of
// Numerical Recipes (3rd ed., §6.4) with the modified Lentz algorithm
// (Thompson & Barnett 1986), on I_x(a, b) directly when x < (a + 1)/(a + b + 2)
// and on 1 - I_{1-x}(b, a) otherwise, where the fraction converges fast.
// ln B(a, b) goes through Stirling's series for large arguments so that the
// big terms cancel analytically. Relative accuracy (checked against mpmath):
// ~1e-14 for a, b <= 50, ~1e-12 for a, b up to 5000.
std::optional<double> regularizedIncompleteBeta(double a, double b, double x);

// Standard normal distribution: cumulative Φ(x), survival 1 - Φ(x) (both via
// std::erfc, accurate in the tails) and quantile Φ^-1(p) for 0 < p < 1
// (Abramowitz & Stegun 26.2.23 start, then Newton steps on std::erfc; full
// double accuracy). Φ^-1(0) = -inf and Φ^-1(1) = +inf.
double normalCdf(double x);
double normalSf(double x);
std::optional<double> normalQuantile(double p);

// Student's t distribution with `df` > 0 degrees of freedom:
// cdf P(T <= t), survival P(T > t), and two-sided tail P(|T| >= |t|)
// = I_{df/(df+t^2)}(df/2, 1/2); the tails are computed without cancellation.
std::optional<double> studentTCdf(double t, double df);
std::optional<double> studentTSf(double t, double df);
std::optional<double> studentTTwoSided(double t, double df);

// Quantile of Student's t: the t with P(T <= t) = p, for 0 < p < 1
// (safeguarded Newton iteration on studentTCdf; relative accuracy ~1e-15 for
// small df, ~2e-13 at df ~ 1e4, against R's qt).
std::optional<double> studentTQuantile(double p, double df);

// Cumulative distribution P(T' <= t) of the noncentral t distribution with
// `df` degrees of freedom and noncentrality `delta`, by Lenth's algorithm
// AS 243 (Applied Statistics 38, 1989, pp. 185-189): a Poisson-weighted
// series of incomplete beta functions, truncated when the error bound falls
// below 1e-14. Intended for |delta| up to ~37 (the power calculations here
// use delta near 3); accuracy ~1e-12 absolute.
std::optional<double> noncentralTCdf(double t, double df, double delta);

} // namespace touchstone
