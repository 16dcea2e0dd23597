// IsoTime writes what QDateTime::toString(Qt::ISODateWithMs) writes, for
// instants across the whole range Qt writes (years 1–9999) and outside it.

#include "annotation/isotime.h"

#include <QDateTime>
#include <QTest>
#include <QTimeZone>

#include <random>

using namespace touchstone;

class TestIsoTime : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameTextAsQDateTime();
};

void TestIsoTime::sameTextAsQDateTime()
{
    std::vector<qint64> instants = {0, -1, 1, 999, 1000, 86399999, 86400000, 951782400000, 951868799999,
                                    4107542400000, 253402300799999, 253402300800000, -62135596800000,
                                    -62135596800001, -62135683200000, 1717156800123, -2208988800000};
    std::mt19937_64 random(20240531);
    std::uniform_int_distribution<qint64> anywhere(-62135596800000 - 86400000LL * 800, 253402300800000 + 86400000LL * 800);
    for (int i = 0; i < 20000; ++i)
        instants.push_back(anywhere(random));
    for (const qint64 ms : instants) {
        const QDateTime zone = QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc());
        QCOMPARE(IsoTime::utcZone(ms), zone.toString(Qt::ISODateWithMs));
        QCOMPARE(IsoTime::utc(ms), zone.toUTC().toString(Qt::ISODateWithMs));
    }
}

QTEST_GUILESS_MAIN(TestIsoTime)
#include "tst_isotime.moc"
