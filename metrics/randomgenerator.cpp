#include "randomgenerator.h"

namespace touchstone {

namespace {

constexpr std::uint64_t rotateLeft(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

} // namespace

std::uint64_t RandomGenerator::splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

RandomGenerator::RandomGenerator(std::uint64_t seed)
{
    std::uint64_t state = seed;
    for (std::uint64_t &word : m_state)
        word = splitMix64(state);
}

RandomGenerator RandomGenerator::fromState(std::uint64_t s0, std::uint64_t s1, std::uint64_t s2, std::uint64_t s3)
{
    RandomGenerator generator(0);
    generator.m_state[0] = s0;
    generator.m_state[1] = s1;
    generator.m_state[2] = s2;
    generator.m_state[3] = s3;
    return generator;
}

std::uint64_t RandomGenerator::next()
{
    const std::uint64_t result = rotateLeft(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotateLeft(m_state[3], 45);
    return result;
}

std::uint64_t RandomGenerator::below(std::uint64_t bound)
{
    const std::uint64_t threshold = (0 - bound) % bound;  // 2^64 mod bound
    for (;;) {
        const std::uint64_t r = next();
        if (r >= threshold)
            return r % bound;
    }
}

} // namespace touchstone
