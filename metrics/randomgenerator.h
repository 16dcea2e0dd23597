#pragma once

#include <cstdint>

namespace touchstone {

// xoshiro256** 1.0 (Blackman, D., Vigna, S. (2021). Scrambled linear
// pseudorandom number generators. ACM Trans. Math. Softw. 47(4)), its state
// filled from a 64-bit seed by splitmix64 as its authors recommend.
// Fixed and documented, so a seed gives the same sequence with every
// compiler and standard library (std::default_random_engine and the std::
// distributions do not).
class RandomGenerator
{
public:
    explicit RandomGenerator(std::uint64_t seed);

    // A generator in a given raw state (not all zero), for checking the
    // transcription against the published output of the reference code.
    static RandomGenerator fromState(std::uint64_t s0, std::uint64_t s1, std::uint64_t s2, std::uint64_t s3);

    // Next 64 random bits.
    std::uint64_t next();

    // Uniform integer in [0, bound), bound ≥ 1, without modulo bias
    // (rejection of the lowest 2^64 mod bound values).
    std::uint64_t below(std::uint64_t bound);

    // splitmix64 step (Steele, Lea, Flood 2014): advances `state` and returns
    // the next output. Public so tests can check it against published values.
    static std::uint64_t splitMix64(std::uint64_t &state);

private:
    std::uint64_t m_state[4];
};

} // namespace touchstone
