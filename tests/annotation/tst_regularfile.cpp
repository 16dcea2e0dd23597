// RegularFile on the files that once hung or exhausted memory: a FIFO with
// no writer, /dev/zero behind a link, a folder, a file over the bound.

#include "annotation/regularfile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QResource>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace touchstone;

class TestRegularFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsARegularFile();
    void refusesAFifoWithoutBlocking();
    void refusesADeviceBehindALink();
    void refusesAFolder();
    void refusesAFileOverTheBound();
    void namesAMissingFile();
    void readsAQtResource();

private:
    QTemporaryDir m_dir;
};

void TestRegularFile::readsARegularFile()
{
    const QString path = m_dir.filePath(QStringLiteral("a.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write("hello\n") == 6);
    file.close();
    const Result<QByteArray> read = RegularFile::read(path, 6);
    QVERIFY2(read, qPrintable(read.error()));
    QCOMPARE(*read, QByteArray("hello\n"));
}

void TestRegularFile::refusesAFifoWithoutBlocking()
{
    const QString path = m_dir.filePath(QStringLiteral("fifo.pdf"));
    QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    QElapsedTimer timer;
    timer.start();
    const Result<QByteArray> read = RegularFile::read(path, RegularFile::kMaxPdfBytes);
    QVERIFY(!read);
    QCOMPARE(read.error(), QStringLiteral("not a regular file (a FIFO); only regular files are read"));
    QVERIFY(timer.elapsed() < 5000);
}

void TestRegularFile::refusesADeviceBehindALink()
{
    const QString link = m_dir.filePath(QStringLiteral("zero.pdf"));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), link));
    const Result<QByteArray> read = RegularFile::read(link, RegularFile::kMaxPdfBytes);
    QVERIFY(!read);
    QCOMPARE(read.error(), QStringLiteral("not a regular file (a device); only regular files are read"));
}

void TestRegularFile::refusesAFolder()
{
    const Result<QByteArray> read = RegularFile::read(m_dir.path(), RegularFile::kMaxPdfBytes);
    QVERIFY(!read);
    QVERIFY2(read.error().contains(QStringLiteral("a folder")), qPrintable(read.error()));
}

void TestRegularFile::refusesAFileOverTheBound()
{
    const QString path = m_dir.filePath(QStringLiteral("big.bin"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(3 * 1024 * 1024));
    file.close();
    const Result<QByteArray> read = RegularFile::read(path, 2 * 1024 * 1024);
    QVERIFY(!read);
    QCOMPARE(read.error(), QStringLiteral("too large (3.0 MB; at most 2.0 MB)"));
}

void TestRegularFile::namesAMissingFile()
{
    const Result<QByteArray> read = RegularFile::read(m_dir.filePath(QStringLiteral("none")), 10);
    QVERIFY(!read);
    QCOMPARE(read.error(), QStringLiteral("No such file or directory"));
}

// The sample project's PDFs are compiled into the executable: a resource
// has no descriptor and is read through QFile. The resource here is made by
// Qt's own rcc and registered as the executable's are.
void TestRegularFile::readsAQtResource()
{
    const QString content = m_dir.filePath(QStringLiteral("inside.txt"));
    QFile file(content);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write("from a resource\n") == 16);
    file.close();
    const QString qrc = m_dir.filePath(QStringLiteral("test.qrc"));
    QFile list(qrc);
    QVERIFY(list.open(QIODevice::WriteOnly));
    list.write("<RCC><qresource prefix=\"/regularfile\"><file>inside.txt</file></qresource></RCC>\n");
    list.close();
    const QString rcc = QLibraryInfo::path(QLibraryInfo::LibraryExecutablesPath) + QStringLiteral("/rcc");
    const QString binary = m_dir.filePath(QStringLiteral("test.rcc"));
    QCOMPARE(QProcess::execute(rcc, {QStringLiteral("--binary"), qrc, QStringLiteral("-o"), binary}), 0);
    QVERIFY(QResource::registerResource(binary));
    const Result<QByteArray> read = RegularFile::read(QStringLiteral(":/regularfile/inside.txt"), 100);
    QVERIFY2(read, qPrintable(read.error()));
    QCOMPARE(*read, QByteArray("from a resource\n"));
    QVERIFY(!RegularFile::read(QStringLiteral(":/regularfile/inside.txt"), 10));
}

QTEST_GUILESS_MAIN(TestRegularFile)
#include "tst_regularfile.moc"
