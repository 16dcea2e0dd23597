#include "metrics/statisticalpower.h"

#include "statsfixture.h"

#include <QTest>

#include <cmath>

using namespace touchstone;
using namespace touchstone::testing;

class TestStatisticalPower : public QObject
{
    Q_OBJECT

private:
    QJsonObject m_fixture;

    static PowerOptions options(const QJsonObject &row, PowerModel model)
    {
        PowerOptions o;
        o.alpha = row.value(QStringLiteral("alpha")).toDouble();
        o.power = row.value(QStringLiteral("power")).toDouble();
        o.model = model;
        return o;
    }

private slots:
    void initTestCase()
    {
        m_fixture = loadStatsFixture(QStringLiteral("power.json"));
        QVERIFY(!m_fixture.isEmpty());
    }

    // The table printed in §3.3:
    // sigma_d=0.15: n=60 -> MDE 0.054 | n=250 -> MDE 0.027 | n for MDE=0.03 -> 197
    // sigma_d=0.25: n=60 -> MDE 0.090 | n=250 -> MDE 0.044 | n for MDE=0.03 -> 546
    // sigma_d=0.40: n=60 -> MDE 0.145 | n=250 -> MDE 0.071 | n for MDE=0.03 -> 1396
    void workedTableOfSection3_3()
    {
        struct Row { double sigma; double mde60; double mde250; qint64 n; };
        const Row rows[] = {{0.15, 0.054, 0.027, 197}, {0.25, 0.090, 0.044, 546}, {0.40, 0.145, 0.071, 1396}};
        for (const Row &row : rows) {
            const double mde60 = *minimumDetectableEffect(60, row.sigma);
            const double mde250 = *minimumDetectableEffect(250, row.sigma);
            // Printed with three decimals ("%.3f").
            QCOMPARE(QString::number(mde60, 'f', 3), QString::number(row.mde60, 'f', 3));
            QCOMPARE(QString::number(mde250, 'f', 3), QString::number(row.mde250, 'f', 3));
            QCOMPARE(*queriesForEffect(0.03, row.sigma), row.n);
        }
    }

    // The §3.3 formula with scipy's normal quantiles.
    void normalApproximationMatchesReference()
    {
        for (const QJsonValue &v : m_fixture.value(QStringLiteral("normal_mde")).toArray()) {
            const QJsonObject r = v.toObject();
            const auto mde = minimumDetectableEffect(r.value(QStringLiteral("n")).toInt(),
                                                     r.value(QStringLiteral("sigma")).toDouble(),
                                                     options(r, PowerModel::NormalApproximation));
            QVERIFY(mde);
            QVERIFY(near(*mde, r.value(QStringLiteral("mde")).toDouble(), 1e-14));
        }
        for (const QJsonValue &v : m_fixture.value(QStringLiteral("normal_n")).toArray()) {
            const QJsonObject r = v.toObject();
            const auto n = queriesForEffect(r.value(QStringLiteral("effect")).toDouble(),
                                            r.value(QStringLiteral("sigma")).toDouble(),
                                            options(r, PowerModel::NormalApproximation));
            QVERIFY(n);
            QCOMPARE(*n, qint64(r.value(QStringLiteral("n")).toInt()));
        }
    }

    // statsmodels TTestPower().solve_power and R power.t.test(type = "paired").
    void studentTMatchesStatsmodels()
    {
        for (const QJsonValue &v : m_fixture.value(QStringLiteral("t_mde")).toArray()) {
            const QJsonObject r = v.toObject();
            const int n = r.value(QStringLiteral("n")).toInt();
            const auto mde = minimumDetectableEffect(n, r.value(QStringLiteral("sigma")).toDouble(),
                                                     options(r, PowerModel::StudentT));
            QVERIFY(mde);
            // R power.t.test (tol = 1e-13) is the sharp reference. statsmodels'
            // solve_power stops early: its MDE reaches power 0.8000004 at n = 10
            // and 0.79997 at n = 2000 by direct quadrature, ours 0.8 to 1e-13
            // (see the fixture's source note), so it is checked at 1e-4.
            const double expected = r.value(QStringLiteral("r_mde")).toDouble();
            QVERIFY2(near(*mde, expected, 1e-9),
                     qPrintable(QStringLiteral("n=%1: %2 vs R %3")
                                    .arg(n)
                                    .arg(*mde, 0, 'g', 17)
                                    .arg(expected, 0, 'g', 17)));
            QVERIFY(near(*mde, r.value(QStringLiteral("mde")).toDouble(), 1e-4));
        }
        for (const QJsonValue &v : m_fixture.value(QStringLiteral("t_n")).toArray()) {
            const QJsonObject r = v.toObject();
            const auto n = queriesForEffect(r.value(QStringLiteral("effect")).toDouble(),
                                            r.value(QStringLiteral("sigma")).toDouble(),
                                            options(r, PowerModel::StudentT));
            QVERIFY(n);
            QCOMPARE(*n, qint64(r.value(QStringLiteral("n")).toInt()));
        }
    }

    void powerMatchesStatsmodels()
    {
        for (const QString &key : {QStringLiteral("t_power"), QStringLiteral("normal_power")}) {
            const PowerModel model = key.startsWith(QLatin1Char('t')) ? PowerModel::StudentT
                                                                      : PowerModel::NormalApproximation;
            for (const QJsonValue &v : m_fixture.value(key).toArray()) {
                const QJsonObject r = v.toObject();
                PowerOptions o;
                o.alpha = r.value(QStringLiteral("alpha")).toDouble();
                o.model = model;
                const auto power = pairedPower(r.value(QStringLiteral("effect")).toDouble(),
                                               r.value(QStringLiteral("n")).toInt(),
                                               r.value(QStringLiteral("sigma")).toDouble(), o);
                QVERIFY(power);
                // statsmodels' power inherits scipy t.isf's ~1e-10 error; the
                // t model is also checked against direct quadrature in mpmath.
                const double expected = r.value(QStringLiteral("power")).toDouble();
                if (model == PowerModel::StudentT)
                    QVERIFY(near(*power, r.value(QStringLiteral("quadrature")).toDouble(), 0, 1e-12));
                QVERIFY2(near(*power, expected, 0, 1e-9),
                         qPrintable(QStringLiteral("%1 n=%2: %3 vs %4")
                                        .arg(key)
                                        .arg(r.value(QStringLiteral("n")).toInt())
                                        .arg(*power, 0, 'g', 17)
                                        .arg(expected, 0, 'g', 17)));
            }
        }
    }

    // The detectable effect at n is the effect that needs n queries.
    void mdeAndQueriesAreInverse()
    {
        for (PowerModel model : {PowerModel::NormalApproximation, PowerModel::StudentT}) {
            PowerOptions o;
            o.model = model;
            for (qint64 n : {8, 60, 500}) {
                const double mde = *minimumDetectableEffect(n, 0.2, o);
                QCOMPARE(*queriesForEffect(mde * (1 + 1e-9), 0.2, o), n);
                // The normal formula neglects the far tail (Φ(-4.76) ≈ 1e-6).
                const double slack = model == PowerModel::StudentT ? 1e-12 : 2e-6;
                QVERIFY(near(*pairedPower(mde, n, 0.2, o), 0.8, 0, slack));
            }
        }
        PowerOptions t;
        t.model = PowerModel::StudentT;
        QVERIFY(*minimumDetectableEffect(60, 0.15, t) > *minimumDetectableEffect(60, 0.15));
    }

    void invalidAndDegenerate()
    {
        QCOMPARE(*minimumDetectableEffect(10, 0.0), 0.0);
        QCOMPARE(*queriesForEffect(0.05, 0.0), qint64(1));
        PowerOptions t;
        t.model = PowerModel::StudentT;
        QCOMPARE(*queriesForEffect(0.05, 0.0, t), qint64(2));
        QVERIFY(!minimumDetectableEffect(1, 0.2, t));
        QVERIFY(!minimumDetectableEffect(0, 0.2));
        QVERIFY(!minimumDetectableEffect(10, -0.2));
        QVERIFY(!queriesForEffect(0.0, 0.2));
        QVERIFY(!queriesForEffect(1e-9, 10.0)); // more than 2^40 queries
        PowerOptions bad;
        bad.alpha = 1.5;
        QVERIFY(!minimumDetectableEffect(10, 0.2, bad));
        bad = {};
        bad.power = 0.0;
        QVERIFY(!queriesForEffect(0.1, 0.2, bad));
        QCOMPARE(*pairedPower(0.0, 10, 0.0), 0.05);
    }
};

QTEST_GUILESS_MAIN(TestStatisticalPower)
#include "tst_statisticalpower.moc"
