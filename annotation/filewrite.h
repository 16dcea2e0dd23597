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

} // namespace FileWrite

} // namespace touchstone
