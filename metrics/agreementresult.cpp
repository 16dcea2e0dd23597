#include "agreementresult.h"

using namespace Qt::StringLiterals;

namespace touchstone {

QString exclusionReasonKey(ExclusionReason reason)
{
    switch (reason) {
    case ExclusionReason::NoRatings:
        return u"no_ratings"_s;
    case ExclusionReason::SingleRating:
        return u"single_rating"_s;
    case ExclusionReason::MissingPartner:
        return u"missing_partner"_s;
    case ExclusionReason::RaterCountDiffers:
        return u"rater_count_differs"_s;
    case ExclusionReason::DuplicateSpan:
        return u"duplicate_span"_s;
    }
    return u"unknown"_s;
}

} // namespace touchstone
