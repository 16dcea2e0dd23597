#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace touchstone {

// How much bookkeeping an agreement measure does next to its number.
// ValueOnly is the fast path for the live dashboard: the value, n and the
// counts of used and excluded units, but no per-unit lists. WithUnits also
// fills AgreementResult::used and ::excluded, so that a view can show which
// units a number stands on and why the others were left out.
enum class Detail { ValueOnly, WithUnits };

// Why a unit (an item, a position, a span) did not enter a measure.
enum class ExclusionReason {
    NoRatings,          // nobody rated the unit
    SingleRating,       // one value only: not pairable (α, Fleiss, Gwet's p_a)
    MissingPartner,     // a two-annotator measure and one of the two did not rate it
    RaterCountDiffers,  // Fleiss' κ needs the same number of raters on every item
    DuplicateSpan,      // a second span with the same start and end (counted once)
};

// Stable English key of a reason ("single_rating", ...), for JSON and logs.
QString exclusionReasonKey(ExclusionReason reason);

struct Exclusion
{
    int unit = -1;  // unit index in the input (RatingsMatrix row, span index, ...)
    ExclusionReason reason = ExclusionReason::NoRatings;

    friend bool operator==(const Exclusion &a, const Exclusion &b)
    {
        return a.unit == b.unit && a.reason == b.reason;
    }
};

// The value of an agreement measure and what it stands on.
//
// `value` is empty when the measure is undefined (0/0: no data, or a single
// category among the values, i.e. chance agreement is 1); undefined is never
// reported as 0, 1 or NaN.
// `n` is the number of units that entered the measure; `values` the number of
// ratings that entered it (pairable values for α and Gwet, 2·n for κ).
// `excludedCount` counts units left out; with Detail::WithUnits, `used` lists
// the unit indices that entered and `excluded` every left-out unit with its
// reason, both in increasing unit order.
struct AgreementResult
{
    std::optional<double> value;
    int n = 0;
    double values = 0;
    int excludedCount = 0;
    std::vector<int> used;
    std::vector<Exclusion> excluded;
};

} // namespace touchstone
