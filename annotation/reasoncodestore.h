#pragma once

#include "metrics/result.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// A reason an adjudication can give. Builtins: rubric_unclear,
// annotator_error, ambiguous_question, span_boundary, other, and
// full_agreement (automatic acceptances only).
struct ReasonCode
{
    QString code;   // stable key, [a-z0-9_]+, what files and the database store
    QString label;  // what people see; renaming changes only this
    int position = 0;
    bool builtin = false;
    bool retired = false;  // kept for old decisions, offered for no new one
};

// The editable list of reason codes. Every change is one transaction with
// an audit row. Codes are never deleted (decisions refer to them).
class ReasonCodeStore
{
    Q_DECLARE_TR_FUNCTIONS(ReasonCodeStore)

public:
    static constexpr const char *kFullAgreement = "full_agreement";
    static constexpr const char *kOther = "other";

    ReasonCodeStore(const ProjectStore &store, QString actor = {});

    std::vector<ReasonCode> all(bool includeRetired = true) const;
    std::optional<ReasonCode> byCode(const QString &code) const;
    // The code a person means by `spelling`: the code itself, or the code or
    // label written as people write it ("rubric unclear", "Rubric-Unclear"
    // → rubric_unclear): case, spaces, hyphens and dots do not matter.
    std::optional<ReasonCode> byHumanSpelling(const QString &spelling) const;
    // "rubric_unclear, annotator_error, …": the codes a lead may give now.
    QString usableCodes() const;

    Result<ReasonCode> add(const QString &code, const QString &label) const;
    Status rename(const QString &code, const QString &label) const;
    // Retires (or brings back) a code. full_agreement cannot be retired.
    Status setRetired(const QString &code, bool retired) const;

    // Whether a lead may give `code` with `text` now: the code exists and is
    // not retired, it is not full_agreement (reserved for automatic
    // acceptance), and "other" carries a free text.
    Status checkUsable(const QString &code, const QString &text) const;

private:
    Status update(const QString &code, const QString &column, const QVariant &value, const QString &action) const;

    const ProjectStore &m_store;
    QString m_actor;
};

} // namespace touchstone
