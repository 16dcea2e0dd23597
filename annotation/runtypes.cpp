// Key conversions of the run value types (runtypes.h).

#include "runtypes.h"

namespace touchstone {

namespace {

template <typename E>
bool fromKey(const QString &key, E *value, QString (*toKey)(E), std::initializer_list<E> candidates)
{
    for (E candidate : candidates) {
        if (key == toKey(candidate)) {
            *value = candidate;
            return true;
        }
    }
    return false;
}

} // namespace

QString runFormatKey(RunFormat format)
{
    return format == RunFormat::Trec ? QStringLiteral("trec") : QStringLiteral("jsonl");
}

QString runLevelKey(RunLevel level)
{
    return level == RunLevel::Document ? QStringLiteral("document") : QStringLiteral("passage");
}

QString runStageKey(RunStage stage)
{
    return stage == RunStage::Final ? QStringLiteral("final") : QStringLiteral("prererank");
}

bool runFormatFromKey(const QString &key, RunFormat *format)
{
    return fromKey(key, format, &runFormatKey, {RunFormat::Trec, RunFormat::Jsonl});
}

bool runLevelFromKey(const QString &key, RunLevel *level)
{
    return fromKey(key, level, &runLevelKey, {RunLevel::Document, RunLevel::Passage});
}

bool runStageFromKey(const QString &key, RunStage *stage)
{
    return fromKey(key, stage, &runStageKey, {RunStage::Final, RunStage::Prererank});
}

} // namespace touchstone
