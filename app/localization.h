#pragma once

#include <QString>

class QCoreApplication;

namespace touchstone {

// The language asked for by $TOUCHSTONE_LANG, or empty for the system locale.
QString languageFromEnvironment();

// Loads the embedded catalogue for `language` ("de", "ja"; empty: the system
// locale) and Qt's own strings. Returns false when no catalogue matches, which
// leaves the English source strings in place.
bool installTranslator(QCoreApplication &app, const QString &language);

} // namespace touchstone
