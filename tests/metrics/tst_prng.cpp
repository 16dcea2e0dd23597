#include "metrics/prng.h"

#include <QTest>

#include <set>
#include <vector>

using namespace touchstone;

class TestPrng : public QObject
{
    Q_OBJECT

private slots:
    // Published outputs of the reference C code (prng.di.unimi.it/splitmix64.c, seed 0).
    void splitMix64KnownAnswers()
    {
        quint64 state = 0;
        QCOMPARE(splitMix64Next(state), 0xe220a8397b1dcdafULL);
        QCOMPARE(splitMix64Next(state), 0x6e789e6aa1b965f4ULL);
        QCOMPARE(splitMix64Next(state), 0x06c45d188009454fULL);
        QCOMPARE(splitMix64Next(state), 0xf88bb8a8724c81ecULL);
    }

    // xoshiro256starstar.c from state {1, 2, 3, 4}.
    void xoshiroKnownAnswers()
    {
        Prng rng = Prng::fromState({1, 2, 3, 4});
        const quint64 expected[] = {11520ULL,
                                    0ULL,
                                    1509978240ULL,
                                    1215971899390074240ULL,
                                    1216172134540287360ULL,
                                    607988272756665600ULL,
                                    16172922978634559625ULL,
                                    8476171486693032832ULL,
                                    10595114339597558777ULL,
                                    2904607092377533576ULL};
        for (quint64 value : expected)
            QCOMPARE(rng.next(), value);
    }

    // Seeding is four SplitMix64 outputs, as the authors recommend.
    void seedingUsesSplitMix64()
    {
        const Prng rng(0);
        const std::array<quint64, 4> expected{0xe220a8397b1dcdafULL, 0x6e789e6aa1b965f4ULL,
                                              0x06c45d188009454fULL, 0xf88bb8a8724c81ecULL};
        QVERIFY(rng.state() == expected);
        QVERIFY(Prng::fromState({0, 0, 0, 0}).state() == expected);
    }

    void sameSeedSameSequence()
    {
        Prng x(42), y(42), z(43);
        bool differs = false;
        for (int i = 0; i < 100; ++i) {
            const quint64 value = x.next();
            QCOMPARE(y.next(), value);
            differs = differs || z.next() != value;
        }
        QVERIFY(differs);
    }

    void streamsAreDistinct()
    {
        std::set<quint64> firsts;
        for (quint64 seed = 0; seed < 4; ++seed) {
            for (quint64 stream = 0; stream < 256; ++stream)
                firsts.insert(Prng::forStream(seed, stream).next());
        }
        QCOMPARE(firsts.size(), std::size_t(4 * 256));
        QCOMPARE(Prng::forStream(7, 3).next(), Prng::forStream(7, 3).next());
    }

    // Every value of a small range appears about equally often (chi-square,
    // 9 degrees of freedom, far below the 0.1 % critical value 27.9).
    void boundedIsUniform()
    {
        Prng rng(2024);
        const quint32 bound = 10;
        const int draws = 200000;
        std::vector<int> counts(bound, 0);
        for (int i = 0; i < draws; ++i) {
            const quint32 value = rng.bounded(bound);
            QVERIFY(value < bound);
            ++counts[value];
        }
        double chiSquare = 0.0;
        const double expected = double(draws) / bound;
        for (int c : counts)
            chiSquare += (c - expected) * (c - expected) / expected;
        QVERIFY2(chiSquare < 27.9, qPrintable(QString::number(chiSquare)));
    }

    // A bound just above 2^31 rejects almost half the raw draws; results stay in range.
    void boundedLargeBound()
    {
        Prng rng(5);
        const quint32 bound = (1U << 31) + 1;
        quint64 sum = 0;
        for (int i = 0; i < 10000; ++i) {
            const quint32 value = rng.bounded(bound);
            QVERIFY(value < bound);
            sum += value;
        }
        const double mean = double(sum) / 10000;
        QVERIFY(mean > 0.45 * bound && mean < 0.55 * bound);
        QCOMPARE(Prng(1).bounded(1), quint32(0));
    }

    void uniformInUnitInterval()
    {
        Prng rng(9);
        double sum = 0.0;
        for (int i = 0; i < 100000; ++i) {
            const double u = rng.uniform();
            QVERIFY(u >= 0.0 && u < 1.0);
            sum += u;
        }
        QVERIFY(std::fabs(sum / 100000 - 0.5) < 0.005);
    }
};

QTEST_GUILESS_MAIN(TestPrng)
#include "tst_prng.moc"
