#pragma once

#include <QString>

namespace touchstone {

// The value types of eval runs. Their keys are stored in the database and
// written to reports and JSON, so they are never translated.

enum class RunFormat { Trec, Jsonl };
// Document: every retrieved item is a whole document (TREC files, or JSONL
// lines without offsets or text). Passage: every item is a range of a
// document's canonical text.
enum class RunLevel { Document, Passage };
// Final: the ranked list the system returns. Prererank: the candidates
// before the reranker (methodology §9.2, rerank movement).
enum class RunStage { Final, Prererank };

QString runFormatKey(RunFormat format);   // "trec", "jsonl"
QString runLevelKey(RunLevel level);      // "document", "passage"
QString runStageKey(RunStage stage);      // "final", "prererank"
bool runFormatFromKey(const QString &key, RunFormat *format);
bool runLevelFromKey(const QString &key, RunLevel *level);
bool runStageFromKey(const QString &key, RunStage *stage);

} // namespace touchstone
