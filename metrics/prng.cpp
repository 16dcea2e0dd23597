#include "prng.h"

namespace touchstone {

quint64 splitMix64Next(quint64 &state)
{
    state += 0x9e3779b97f4a7c15ULL;
    return splitMix64Mix(state);
}

quint64 splitMix64Mix(quint64 value)
{
    quint64 z = value;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

Prng::Prng(quint64 seed)
{
    quint64 state = seed;
    for (quint64 &word : m_s)
        word = splitMix64Next(state);
}

Prng Prng::forStream(quint64 seed, quint64 stream)
{
    // Mixing both words before combining keeps nearby (seed, stream) pairs,
    // such as (0, 1) and (1, 0), far apart in SplitMix64's state space.
    return Prng(splitMix64Mix(seed) ^ splitMix64Mix(stream ^ 0x5851f42d4c957f2dULL));
}

Prng Prng::fromState(const std::array<quint64, 4> &state)
{
    if (state[0] == 0 && state[1] == 0 && state[2] == 0 && state[3] == 0)
        return Prng(0);
    Prng generator;
    generator.m_s = state;
    return generator;
}

} // namespace touchstone
