#include "localization.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace touchstone {

QString languageFromEnvironment()
{
    return qEnvironmentVariable("TOUCHSTONE_LANG");
}

bool installTranslator(QCoreApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    auto *ours = new QTranslator(&app);
    const bool loaded = ours->load(locale, QStringLiteral("touchstone"), QStringLiteral("_"),
                                   QStringLiteral(":/i18n"));
    // A language without a catalogue (or the C locale of a bare system)
    // shows the English sources, and their plurals come from the English
    // catalogue: "%n unit(s)" must read "1 unit", "2 units".
    if (loaded || ours->load(QStringLiteral(":/i18n/touchstone_en")))
        QCoreApplication::installTranslator(ours);
    else
        delete ours;

    auto *qts = new QTranslator(&app);
    if (qts->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                  QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qts);
    else
        delete qts;
    return loaded;
}

} // namespace touchstone
