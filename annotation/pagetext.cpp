#include "pagetext.h"

#include <QtEndian>

#include <algorithm>
#include <cmath>

namespace touchstone {

namespace {

constexpr int kBytesPerCodePoint = 9;

quint16 toFraction(float value)
{
    const float clamped = std::clamp(value, 0.0f, 1.0f);
    return quint16(std::lround(clamped * 65535.0f));
}

float fromFraction(quint16 value)
{
    return float(value) / 65535.0f;
}

} // namespace

QByteArray PageText::packGeometry() const
{
    QByteArray blob(qsizetype(text.size()) * kBytesPerCodePoint, Qt::Uninitialized);
    uchar *out = reinterpret_cast<uchar *>(blob.data());
    for (size_t i = 0; i < text.size(); ++i) {
        const CharBox box = i < boxes.size() ? boxes[i] : CharBox{};
        qToLittleEndian(toFraction(box.left), out);
        qToLittleEndian(toFraction(box.top), out + 2);
        qToLittleEndian(toFraction(box.right), out + 4);
        qToLittleEndian(toFraction(box.bottom), out + 6);
        out[8] = i < flags.size() ? flags[i] : 0;
        out += kBytesPerCodePoint;
    }
    return blob;
}

bool PageText::unpackGeometry(const QByteArray &blob, int codePoints)
{
    if (codePoints < 0 || blob.size() != qsizetype(codePoints) * kBytesPerCodePoint)
        return false;
    boxes.resize(size_t(codePoints));
    flags.resize(size_t(codePoints));
    const uchar *in = reinterpret_cast<const uchar *>(blob.constData());
    for (int i = 0; i < codePoints; ++i) {
        boxes[size_t(i)] = CharBox{fromFraction(qFromLittleEndian<quint16>(in)),
                                   fromFraction(qFromLittleEndian<quint16>(in + 2)),
                                   fromFraction(qFromLittleEndian<quint16>(in + 4)),
                                   fromFraction(qFromLittleEndian<quint16>(in + 6))};
        flags[size_t(i)] = in[8];
        in += kBytesPerCodePoint;
    }
    return true;
}

QString PageText::toQString() const
{
    return QString::fromUcs4(text.data(), qsizetype(text.size()));
}

const char *textLayerStatusKey(TextLayerStatus status)
{
    switch (status) {
    case TextLayerStatus::Usable: return "usable";
    case TextLayerStatus::NoText: return "no_text";
    case TextLayerStatus::Garbled: return "garbled";
    case TextLayerStatus::Unreadable: return "unreadable";
    case TextLayerStatus::Damaged: return "damaged";
    }
    return "usable";
}

} // namespace touchstone
