#pragma once

#include <vector>

namespace touchstone {

// Agreement weights between categories, on their POSITIONS i, j = 0 … q−1 in
// the declared category list (not on the category values, and not only on
// the categories that happen to be used):
//   Unweighted  w_ij = [i = j]
//   Linear      w_ij = 1 − |i − j| / (q − 1)
//   Quadratic   w_ij = 1 − (i − j)² / (q − 1)²
//   Ordinal     w_ij = 1 − M_ij / max M, M_ij = d(d + 1)/2 with d = |i − j|
//               (Gwet 2014, Handbook of Inter-Rater Reliability, 4th ed., ch. 3;
//               the "ordinal weights" of Gwet's irrCAC package)
// For Cohen's κ the disagreement weights d_ij = 1 − w_ij are used; the scale
// cancels, so linear and quadratic κ are the usual |i − j| and (i − j)² forms.
// For consecutive integer grades (0–3) the positions and the values agree,
// so these are also the weights of irrCAC's linear.weights/quadratic.weights.
enum class Weighting { Unweighted, Linear, Quadratic, Ordinal };

// Row-major q × q matrix of agreement weights w_ij (q = 1 gives {1}).
std::vector<double> agreementWeights(Weighting weighting, int q);

// Row-major q × q matrix of unscaled disagreement weights: [i ≠ j], |i − j|,
// (i − j)², d(d + 1)/2. Integers, so sums over integer counts are exact;
// w_ij = 1 − D_ij / max D.
std::vector<double> disagreementWeights(Weighting weighting, int q);

} // namespace touchstone
