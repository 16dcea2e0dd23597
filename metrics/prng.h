#pragma once

#include <QtGlobal>

#include <array>
#include <cstdint>

namespace touchstone {

// The seeded pseudo-random generators behind every resampling statistic
// (bootstrap, randomization test). Both are the published reference
// algorithms of Blackman & Vigna, so a result can be reproduced from its seed
// on any platform and in any language; std::default_random_engine and
// std::uniform_int_distribution are implementation-defined and are never used.
//
//   SplitMix64     Steele, Lea & Flood, "Fast splittable pseudorandom number
//                  generators", OOPSLA 2014; https://prng.di.unimi.it/splitmix64.c
//                  Used only to expand a seed into generator state.
//   xoshiro256**   Blackman & Vigna, "Scrambled linear pseudorandom number
//                  generators", ACM TOMS 2021; https://prng.di.unimi.it/xoshiro256starstar.c
//                  The workhorse: period 2^256 - 1, passes BigCrush.

// One SplitMix64 step: advances `state` by the golden gamma and returns the
// mixed output (seed 0 yields 0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, ...).
quint64 splitMix64Next(quint64 &state);

// The SplitMix64 output function alone: a bijection of 64-bit words.
quint64 splitMix64Mix(quint64 value);

// xoshiro256** 1.0. Stateful value type; copy it to fork a sequence.
class Prng
{
public:
    // State filled with four successive SplitMix64 outputs from `seed`, as the
    // authors recommend. Any seed, including 0, gives a valid non-zero state.
    explicit Prng(quint64 seed);

    // An independent generator for stream `stream` of `seed`: the SplitMix64
    // seed is splitMix64Mix(seed) ^ splitMix64Mix(stream ^ 0x5851f42d4c957f2d).
    // Resampling code gives every replicate its own stream, so the replicate
    // values do not depend on how replicates are split among threads.
    static Prng forStream(quint64 seed, quint64 stream);

    // Generator with an explicit state (for known-answer tests).
    // The all-zero state is invalid and replaced by Prng(0)'s state.
    static Prng fromState(const std::array<quint64, 4> &state);

    // The next 64-bit output.
    quint64 next()
    {
        const quint64 result = rotl(m_s[1] * 5, 7) * 9;
        const quint64 t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    // Uniform integer in [0, bound) for 1 <= bound <= 2^32 - 1, unbiased:
    // Lemire's multiply-and-reject method ("Fast random integer generation in
    // an interval", ACM TOMS 2019) on one 32-bit half of an output at a time
    // (the high half first, then the low half of the same output).
    quint32 bounded(quint32 bound)
    {
        for (;;) {
            const quint64 product = quint64(nextHalf()) * bound;
            const auto low = quint32(product);
            if (low >= bound || low >= quint32(-bound) % bound)
                return quint32(product >> 32);
        }
    }

    // Uniform double in [0, 1) with 53 random bits: (next() >> 11) * 2^-53.
    double uniform() { return double(next() >> 11) * 0x1.0p-53; }

    const std::array<quint64, 4> &state() const { return m_s; }

private:
    Prng() = default;
    static quint64 rotl(quint64 x, int k) { return (x << k) | (x >> (64 - k)); }
    quint32 nextHalf()
    {
        if (m_halfReady) {
            m_halfReady = false;
            return quint32(m_half);
        }
        m_half = next();
        m_halfReady = true;
        return quint32(m_half >> 32);
    }

    std::array<quint64, 4> m_s{};
    quint64 m_half = 0;
    bool m_halfReady = false;
};

} // namespace touchstone
