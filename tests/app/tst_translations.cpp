// The German and Japanese catalogues: every message of translations/*.ts is
// translated and keeps what the code fills in or the toolkit reads (%1…%99,
// %n, the accelerator, the HTML tags), with the plural forms its language
// needs; and the executable, whose resources hold the compiled catalogues,
// starts in each language and draws a translated main window.

#include "common/shareddata.h"

#include <algorithm>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace touchstone::testing;

namespace {

struct Message
{
    QString context;
    QString source;
    bool numerus = false;
    bool unfinished = false;
    QString translationType;
    QStringList forms; // one entry without numerus, one per plural form with it
};

struct Catalogue
{
    QString language;
    QList<Message> messages;
    QString error;
};

Message readMessage(QXmlStreamReader &xml, const QString &context)
{
    Message message;
    message.context = context;
    message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
    while (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            message.translationType = xml.attributes().value(QLatin1String("type")).toString();
            if (message.numerus) {
                while (xml.readNextStartElement()) {
                    if (xml.name() == QLatin1String("numerusform"))
                        message.forms << xml.readElementText();
                    else
                        xml.skipCurrentElement();
                }
            } else {
                message.forms << xml.readElementText();
            }
        } else {
            xml.skipCurrentElement();
        }
    }
    return message;
}

Catalogue readCatalogue(const QString &path)
{
    Catalogue catalogue;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        catalogue.error = path + QStringLiteral(": cannot read");
        return catalogue;
    }
    QXmlStreamReader xml(&file);
    if (!xml.readNextStartElement() || xml.name() != QLatin1String("TS")) {
        catalogue.error = path + QStringLiteral(": not a Qt Linguist file");
        return catalogue;
    }
    catalogue.language = xml.attributes().value(QLatin1String("language")).toString();
    while (xml.readNextStartElement()) {
        if (xml.name() != QLatin1String("context")) {
            xml.skipCurrentElement();
            continue;
        }
        QString context;
        while (xml.readNextStartElement()) {
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("message"))
                catalogue.messages << readMessage(xml, context);
            else
                xml.skipCurrentElement();
        }
    }
    if (xml.hasError())
        catalogue.error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return catalogue;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%(?:L?[1-9][0-9]?|n)"));
    QSet<QString> found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured());
    QStringList sorted(found.begin(), found.end());
    sorted.sort();
    return sorted;
}

// A single "&" marks the accelerator; "&&" is a literal ampersand.
int accelerators(const QString &text)
{
    int count = 0;
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&'))
            ++i;
        else if (!text.at(i + 1).isSpace())
            ++count;
    }
    return count;
}

QStringList htmlTags(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("</?[a-zA-Z][a-zA-Z0-9]*[^<>]*>"));
    QStringList tags;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        tags << it.next().captured();
    tags.sort();
    return tags;
}

// What is wrong with one form of a translation, or nothing.
QStringList formProblems(const Message &message, const QString &form)
{
    QStringList problems;
    if (form.trimmed().isEmpty())
        problems << QStringLiteral("empty translation");
    if (placeholders(form) != placeholders(message.source))
        problems << QStringLiteral("placeholders %1 instead of %2")
                        .arg(placeholders(form).join(QLatin1Char(' ')), placeholders(message.source).join(QLatin1Char(' ')));
    const int wanted = accelerators(message.source) > 0 ? 1 : 0;
    if (accelerators(form) != wanted)
        problems << QStringLiteral("%1 accelerator(s) instead of %2").arg(accelerators(form)).arg(wanted);
    if (htmlTags(form) != htmlTags(message.source))
        problems << QStringLiteral("HTML tags differ from the source's");
    return problems;
}

// Plural forms per language as Qt Linguist counts them (qtbase's numerus rules).
int pluralForms(const QString &language)
{
    const QString code = language.section(QLatin1Char('_'), 0, 0);
    if (code == QLatin1String("de") || code == QLatin1String("en"))
        return 2;
    if (code == QLatin1String("ja") || code == QLatin1String("zh") || code == QLatin1String("ko"))
        return 1;
    return -1;
}

QString translationsDir()
{
    return sourcePath(QStringLiteral("translations"));
}

struct Screenshot
{
    int exitCode = -1;
    QByteArray err;
    QImage image;
};

// Starts the GUI on the offscreen platform with its own home, so the sample
// project is seeded there and no settings of the user are read or written.
Screenshot takeScreenshot(const QString &home, const QString &language, const QString &file)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
    environment.remove(QStringLiteral("TOUCHSTONE_LANG"));
    process.setProcessEnvironment(environment);
    process.start(touchstoneExecutable(),
                  {QStringLiteral("--lang"), language, QStringLiteral("--screenshot"), file});
    Screenshot shot;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return shot;
    }
    shot.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    shot.err = process.readAllStandardError();
    if (QFile::exists(file))
        shot.image = QImage(file, "PNG");
    return shot;
}

// The top rows of the window: the menu bar, whose texts are fixed.
QImage menuBarStrip(const QImage &image)
{
    return image.copy(0, 0, image.width(), std::min(image.height(), 20)).convertToFormat(QImage::Format_RGB32);
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyMessageIsTranslated_data();
    void everyMessageIsTranslated();
    void screenshotsInEachLanguage();
    void englishPluralsOnABareSystem();
    void commandLineSpeaksTheLanguage();
};

void TestTranslations::everyMessageIsTranslated_data()
{
    QTest::addColumn<QString>("path");
    const QStringList files = QDir(translationsDir()).entryList({QStringLiteral("*.ts")}, QDir::Files, QDir::Name);
    QVERIFY2(files.contains(QStringLiteral("touchstone_de.ts")) && files.contains(QStringLiteral("touchstone_ja.ts")),
             qPrintable(files.join(QLatin1Char(' '))));
    for (const QString &name : files)
        QTest::newRow(qPrintable(name)) << QDir(translationsDir()).filePath(name);
}

void TestTranslations::everyMessageIsTranslated()
{
    QFETCH(QString, path);
    const Catalogue catalogue = readCatalogue(path);
    QVERIFY2(catalogue.error.isEmpty(), qPrintable(catalogue.error));
    QVERIFY2(!catalogue.messages.isEmpty(), "the catalogue holds no message: run the touchstone_lupdate target");
    const int forms = pluralForms(catalogue.language);
    QVERIFY2(forms > 0, qPrintable(QStringLiteral("add the plural form count of language %1").arg(catalogue.language)));

    QStringList problems;
    for (const Message &message : catalogue.messages) {
        QStringList found;
        if (!message.translationType.isEmpty())
            found << QStringLiteral("translation type=\"%1\"").arg(message.translationType);
        if (message.numerus && message.forms.size() != forms)
            found << QStringLiteral("%1 plural form(s) instead of %2").arg(message.forms.size()).arg(forms);
        if (!message.numerus && message.forms.size() != 1)
            found << QStringLiteral("no translation");
        for (const QString &form : message.forms)
            found << formProblems(message, form);
        if (!found.isEmpty())
            problems << QStringLiteral("%1 “%2”: %3").arg(message.context, message.source, found.join(QStringLiteral("; ")));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 message(s) of %2:\n").arg(problems.size()).arg(path)
                                            + problems.mid(0, 30).join(QLatin1Char('\n'))));
}

void TestTranslations::screenshotsInEachLanguage()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QImage english;
    for (const char *language : {"en", "de", "ja"}) {
        const QString file = home.filePath(QStringLiteral("main-%1.png").arg(QLatin1String(language)));
        const Screenshot shot = takeScreenshot(home.path(), QLatin1String(language), file);
        QVERIFY2(shot.exitCode == 0, qPrintable(QStringLiteral("--lang %1: exit code %2\n%3")
                                                    .arg(QLatin1String(language)).arg(shot.exitCode)
                                                    .arg(QString::fromUtf8(shot.err))));
        QVERIFY2(QFile::exists(file), language);
        QVERIFY2(!shot.image.isNull() && shot.image.width() > 200 && shot.image.height() > 100, language);
        if (english.isNull()) {
            english = shot.image;
            continue;
        }
        // The menu bar reads "File Edit Go View Help" in English: with the
        // catalogue loaded, the same pixels must show other words.
        QVERIFY2(menuBarStrip(shot.image) != menuBarStrip(english),
                 qPrintable(QStringLiteral("--lang %1 draws the English menu bar").arg(QLatin1String(language))));
    }
}

// The C locale of a minimal system has no catalogue of its own: the sources'
// "%n page(s)" still comes out in English singular and plural.
void TestTranslations::englishPluralsOnABareSystem()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    environment.remove(QStringLiteral("LANGUAGE"));
    environment.remove(QStringLiteral("TOUCHSTONE_LANG"));
    const auto run = [&](const QStringList &arguments) {
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(touchstoneExecutable(), arguments);
        process.waitForFinished(120000);
        return QString::fromUtf8(process.readAllStandardError());
    };
    const QString project = home.filePath(QStringLiteral("project"));
    run({QStringLiteral("init"), project});
    const QString err = run({QStringLiteral("ingest"), project, corpusFile(QStringLiteral("ocrmypdf-c02-22-scan.pdf"))});
    QVERIFY2(err.contains(QLatin1String("1 page without usable text")), qPrintable(err));
    QVERIFY2(!err.contains(QLatin1String("(s)")), qPrintable(err));
}

// The commands' messages were looked up under a context of their own
// ("GoldCommands") while the catalogues hold them under "touchstone", the
// context lupdate gives a tr() in the namespace: no command was ever
// translated, and their English plurals read "problem(s)".
void TestTranslations::commandLineSpeaksTheLanguage()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const auto run = [&](const QString &language, const QStringList &arguments) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("TOUCHSTONE_LANG"), language);
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(touchstoneExecutable(), arguments);
        process.waitForFinished(120000);
        return QString::fromUtf8(process.readAllStandardError());
    };
    const QStringList freeze{QStringLiteral("freeze"), home.filePath(QStringLiteral("p")), QStringLiteral("v1"),
                             QStringLiteral("--seed"), QStringLiteral("x")};
    QCOMPARE(run(QStringLiteral("de"), freeze).trimmed(), QStringLiteral("touchstone: freeze: --seed nimmt eine ganze Zahl"));
    QVERIFY(run(QStringLiteral("ja"), freeze).contains(QChar(0x6574))); // 整数
    QCOMPARE(run(QStringLiteral("en"), freeze).trimmed(), QStringLiteral("touchstone: freeze: --seed takes a whole number"));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
