#include "percentagreement.h"

#include "gwetac.h"

namespace touchstone {

AgreementResult PercentAgreement::compute(const RatingsMatrix &matrix, Weighting weighting, Detail detail)
{
    AgreementResult result;
    // The pass that computes Gwet's p_a is exactly this measure; p_e comes
    // along for free and is dropped.
    result.value = GwetAC::components(matrix, weighting, &result, detail).pa;
    return result;
}

} // namespace touchstone
