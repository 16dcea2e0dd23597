#pragma once

#include "metrics/result.h"

#include <vector>

namespace touchstone {

// Per-query scores of two systems on the same queries, in the same order:
// `a` is the baseline, `b` the candidate. Every paired statistic works on the
// differences d_i = b_i - a_i, so a positive delta means the candidate scores
// higher (methodology §13.1: pair everything).

// d_i = b_i - a_i. Fails, naming the reason, when the vectors differ in
// length, are empty, hold a non-finite score, or exceed 2^31 - 1 queries.
Result<std::vector<double>> pairedDifferences(const std::vector<double> &a,
                                              const std::vector<double> &b);

// Wins, losses and ties of the candidate (methodology §13.2: report them
// next to the delta). A query is a tie when |d_i| <= tolerance, a win when
// d_i > tolerance and a loss when d_i < -tolerance; tolerance 0 counts only
// exact equality as a tie.
struct WinsLossesTies
{
    int wins = 0;
    int losses = 0;
    int ties = 0;
};

WinsLossesTies countWinsLossesTies(const std::vector<double> &differences, double tolerance = 0.0);

} // namespace touchstone
