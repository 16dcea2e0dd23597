#pragma once

#include <QByteArray>
#include <QFileDevice>
#include <QString>

namespace touchstone {

// Writing a file's bytes with a reason that says what happened. When a disk
// fills, write(2) first writes what fits and then fails with ENOSPC; QFile
// reports the short write without an error ("Unknown error"). This keeps
// the errno of the failing write, so the message says "No space left on
// device" (or "Read-only file system", "File too large", ...).
namespace FileWrite {

// Writes all of `bytes` to the open `file` (unbuffered is best: the error
// then belongs to this write). False with `reason` when not all were written.
bool writeAll(QFileDevice &file, const QByteArray &bytes, QString *reason);

// `file`'s error text, or the reason of the last failed write(2) when
// QFile has none.
QString reasonOf(const QFileDevice &file);

// Writes `bytes` to `path` in one step (QSaveFile: a temporary file renamed
// into place). Whatever is at `path` and is not a regular file — a link, a
// FIFO — is removed first and never followed: QSaveFile writes through a
// link to its target, and a link to /dev/zero in a project's documents/
// would have it replace /dev/zero. False with `reason` on failure.
bool saveReplacing(const QString &path, const QByteArray &bytes, QString *reason);

} // namespace FileWrite

} // namespace touchstone
