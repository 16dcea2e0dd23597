#pragma once

#include "metrics/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace touchstone {

// Reading a file a user names, or one a project stores: only a regular
// file, at most `maxBytes` long. The check is made on the opened descriptor,
// not the name, so a link to /dev/zero or a FIFO (or one swapped in after a
// check by name) is refused rather than read forever; the open itself does
// not block, so a FIFO without a writer cannot hang it. The error is the
// reason alone ("not a regular file (a FIFO)"), for the caller to place
// after the file's name.
class RegularFile
{
    Q_DECLARE_TR_FUNCTIONS(RegularFile)

public:
    // The largest PDF read (the README says so).
    static constexpr qint64 kMaxPdfBytes = qint64(1) << 30;
    // The largest text file imported (questions, judgments, runs, verdicts...).
    static constexpr qint64 kMaxImportBytes = qint64(1) << 30;

    static Result<QByteArray> read(const QString &path, qint64 maxBytes);
    // The same checks, for a caller that reads as it goes: the opened
    // descriptor (the caller closes it). Not for Qt resources.
    static Result<int> openDescriptor(const QString &path, qint64 maxBytes);
};

} // namespace touchstone
