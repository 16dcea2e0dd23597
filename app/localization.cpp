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
    if (loaded)
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
