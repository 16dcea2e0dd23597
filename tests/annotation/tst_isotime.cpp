// IsoTime writes what QDateTime::toString(Qt::ISODateWithMs) writes, for
// instants across the whole range Qt writes (years 1–9999) and outside it,
// and reads timestamps to the millisecond SQLite's julianday() gives.

#include "annotation/isotime.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QTimeZone>

#include <random>

using namespace touchstone;

class TestIsoTime : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameTextAsQDateTime();
    void readsWhatSqliteReads();
    void refusesWhatItCannotRead();
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

void TestIsoTime::readsWhatSqliteReads()
{
    QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("julianday"));
    database.setDatabaseName(QStringLiteral(":memory:"));
    QVERIFY(database.open());
    QSqlQuery query(database);
    QVERIFY(query.prepare(QStringLiteral("SELECT CAST(round((julianday(?) - 2440587.5) * 86400000.0) AS INTEGER)")));
    const QStringList zones = {QString(), QStringLiteral("Z"), QStringLiteral("+00:00"), QStringLiteral("+05:30"),
                               QStringLiteral("-08:00"), QStringLiteral(" Z"), QStringLiteral("+14:00")};
    std::mt19937_64 random(20261206);
    // Years 1000–9999 (SQLite reads four-digit years only).
    std::uniform_int_distribution<qint64> anywhere(-30610224000000, 253402300799999);
    QStringList texts = {QStringLiteral("2026-11-01T00:00:00.000Z"), QStringLiteral("2024-02-29T23:59:59.999Z"),
                         QStringLiteral("2026-11-01"), QStringLiteral("2026-11-01 12:34"),
                         QStringLiteral("2026-11-01T12:34:56"), QStringLiteral("2026-11-01T12:34:56.5"),
                         QStringLiteral("2026-11-01T12:34:56.25+01:00")};
    for (int i = 0; i < 5000; ++i) {
        const QDateTime time = QDateTime::fromMSecsSinceEpoch(anywhere(random), QTimeZone::utc());
        static const char *const shapes[] = {"yyyy-MM-ddTHH:mm:ss.zzz", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-ddTHH:mm",
                                             "yyyy-MM-dd"};
        const QString shape = QString::fromLatin1(shapes[random() % 4]);
        texts << time.toString(shape) + (shape == u"yyyy-MM-dd" ? QString() : zones[int(random() % zones.size())]);
    }
    for (const QString &text : texts) {
        query.addBindValue(text);
        QVERIFY2(query.exec() && query.next(), qPrintable(query.lastError().text()));
        const std::optional<qint64> ms = IsoTime::parseMs(text.toUtf8());
        QVERIFY2(ms.has_value(), qPrintable(text));
        QCOMPARE(*ms, query.value(0).toLongLong());
    }
}

void TestIsoTime::refusesWhatItCannotRead()
{
    for (const char *text : {"", "2026", "2026-11", "2026-13-01", "2026-11-01T", "2026-11-01T12", "2026-11-01T12:3",
                             "2026-11-01T12:34:5", "2026-11-01T12:34:56.", "2026-11-01T12:34:56Zx",
                             "2026-11-01T12:34:56+0100", "now", "2461000.5", "26-11-01"})
        QVERIFY2(!IsoTime::parseMs(QByteArrayView(text)).has_value(), text);
}

QTEST_GUILESS_MAIN(TestIsoTime)
#include "tst_isotime.moc"
