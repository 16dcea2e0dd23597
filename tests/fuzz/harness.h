#pragma once

// The libFuzzer side of a harness: TOUCHSTONE_FUZZ_HARNESS(function) defines
// LLVMFuzzerInitialize (the Qt application, the fixtures, quiet Qt
// messages) and LLVMFuzzerTestOneInput, which aborts — a finding libFuzzer
// saves as crash-<sha1> — when the entry point reports a broken contract.

#include "fuzz/fuzzsupport.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace touchstone::fuzz {

inline void quietMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtFatalMsg) {
        std::fprintf(stderr, "qFatal: %s\n", qPrintable(message));
        std::abort();
    }
}

inline int runOne(Outcome (*entry)(const QByteArray &), const uint8_t *data, size_t size)
{
    const Outcome outcome = entry(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    static const bool verbose = qEnvironmentVariableIsSet("TOUCHSTONE_FUZZ_VERBOSE");
    if (verbose)
        std::fprintf(stderr, "outcome: %s\n", outcome.ok ? "ok" : qPrintable(outcome.error));
    if (!outcome.violation.isEmpty()) {
        std::fprintf(stderr, "contract broken: %s\n", qPrintable(outcome.violation));
        std::abort();
    }
    return 0;
}

} // namespace touchstone::fuzz

#define TOUCHSTONE_FUZZ_HARNESS(entry)                                                                  \
    extern "C" int LLVMFuzzerInitialize(int *, char ***)                                                \
    {                                                                                                   \
        touchstone::fuzz::ensureApplication();                                                          \
        if (!qEnvironmentVariableIsSet("TOUCHSTONE_FUZZ_VERBOSE"))                                      \
            qInstallMessageHandler(&touchstone::fuzz::quietMessages);                                   \
        entry(QByteArray()); /* builds the fixtures before the first input */                          \
        return 0;                                                                                       \
    }                                                                                                   \
    extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)                             \
    {                                                                                                   \
        return touchstone::fuzz::runOne(&entry, data, size);                                            \
    }
