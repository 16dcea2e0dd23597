#pragma once

#include "atomicfolder.h"
#include "goldversionstore.h"
#include "metrics/result.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace touchstone {

class ProjectStore;

// The export of a frozen version. Every file is derived from what the
// version stored at freeze time (records, provenance, manifest), never
// from the live tables, and written the same way every time (canonical
// JSON, records in id order, LF line ends, UTF-8), so two exports of one
// version are byte-identical:
// - records.jsonl     one GoldQuestion::toRecord() object per line;
// - qrels.txt         TREC qrels, document level: "qid 0 docno grade", docno
//                     the document's sha256, grade the highest grade of the
//                     question's gold spans in it; grade-0 documents are
//                     listed (judged non-relevant counts for bpref and
//                     judged@k); questions without spans have no line;
// - qrels-spans.jsonl one gold span per line: qid, document_sha256, page
//                     (1-based), start, end (code points), grade;
// - annotations.jsonld a W3C Web Annotation AnnotationCollection, one
//                     Annotation per gold span (TextQuoteSelector,
//                     TextPositionSelector, FragmentSelector "page=N" after
//                     RFC 3778);
// - provenance.jsonl  per question: who labeled, who adjudicated, every
//                     current decision with its reason and votes, the
//                     annotators' own judgments;
// - manifest.json     the frozen manifest plus the sha256 and size of every
//                     other file and the exporting tool's version.
class GoldExporter
{
    Q_DECLARE_TR_FUNCTIONS(GoldExporter)

public:
    // The files in writing order (manifest.json last).
    static Result<AtomicFolder::Files> build(const GoldVersionInfo &version, const std::vector<GoldVersionRecord> &records);
    static Result<AtomicFolder::Files> build(const ProjectStore &store, const QString &version);

    // Builds and publishes the export into `folder` (AtomicFolder).
    static Status write(const ProjectStore &store, const QString &version, const QString &folder, bool replace);

    // The W3C Web Annotation source IRI of a document.
    static QString documentIri(const QString &sha256);
};

} // namespace touchstone
