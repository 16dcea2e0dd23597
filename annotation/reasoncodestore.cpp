#include "reasoncodestore.h"

#include "projectstore.h"
#include "sqlhelpers.h"
#include "transaction.h"

#include <QRegularExpression>
#include <QStringList>

namespace touchstone {

ReasonCodeStore::ReasonCodeStore(const ProjectStore &store, QString actor)
    : m_store(store)
    , m_actor(std::move(actor))
{
}

std::vector<ReasonCode> ReasonCodeStore::all(bool includeRetired) const
{
    std::vector<ReasonCode> codes;
    QSqlQuery query(m_store.database());
    query.exec(QStringLiteral("SELECT code, label, position, builtin, retired FROM reason_codes ORDER BY position, code"));
    while (query.next()) {
        ReasonCode code{query.value(0).toString(), query.value(1).toString(), query.value(2).toInt(),
                        query.value(3).toBool(), query.value(4).toBool()};
        if (includeRetired || !code.retired)
            codes.push_back(code);
    }
    return codes;
}

std::optional<ReasonCode> ReasonCodeStore::byCode(const QString &code) const
{
    for (const ReasonCode &candidate : all())
        if (candidate.code == code)
            return candidate;
    return std::nullopt;
}

namespace {

QString normalizedSpelling(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[\\s\\-._]+"));
    return text.trimmed().toLower().replace(separators, QStringLiteral("_"));
}

} // namespace

std::optional<ReasonCode> ReasonCodeStore::byHumanSpelling(const QString &spelling) const
{
    const std::vector<ReasonCode> codes = all();
    for (const ReasonCode &candidate : codes)
        if (candidate.code == spelling)
            return candidate;
    const QString wanted = normalizedSpelling(spelling);
    if (wanted.isEmpty())
        return std::nullopt;
    for (const ReasonCode &candidate : codes)
        if (normalizedSpelling(candidate.code) == wanted || normalizedSpelling(candidate.label) == wanted)
            return candidate;
    return std::nullopt;
}

QString ReasonCodeStore::usableCodes() const
{
    QStringList codes;
    for (const ReasonCode &code : all(false))
        if (code.code != QLatin1String(kFullAgreement))
            codes << code.code;
    return codes.join(QStringLiteral(", "));
}

Result<ReasonCode> ReasonCodeStore::add(const QString &code, const QString &label) const
{
    static const QRegularExpression valid(QStringLiteral("^[a-z0-9_]+$"));
    if (!valid.match(code).hasMatch())
        return Result<ReasonCode>::failure(tr("reason code “%1” must be lower-case letters, digits and _").arg(code));
    if (label.trimmed().isEmpty())
        return Result<ReasonCode>::failure(tr("reason code “%1” needs a label").arg(code));
    if (byCode(code))
        return Result<ReasonCode>::failure(tr("reason code “%1” already exists").arg(code));
    Transaction transaction(m_store.database());
    if (!transaction.isActive())
        return Result<ReasonCode>::failure(transaction.error());
    QSqlQuery insert(m_store.database());
    if (!sql::exec(insert,
                   QStringLiteral("INSERT INTO reason_codes (code, label, position, builtin, retired) "
                                  "VALUES (?, ?, (SELECT coalesce(max(position), 0) + 1 FROM reason_codes), 0, 0)"),
                   {code, label.trimmed()}))
        return Result<ReasonCode>::failure(sql::errorText(insert.lastError()));
    m_store.audit(m_actor, QStringLiteral("reason_code.add"), QStringLiteral("reason_code"), code, label.trimmed());
    if (!transaction.commit())
        return Result<ReasonCode>::failure(transaction.error());
    return *byCode(code);
}

Status ReasonCodeStore::update(const QString &code, const QString &column, const QVariant &value,
                               const QString &action) const
{
    if (!byCode(code))
        return Status::failure(tr("there is no reason code “%1”").arg(code));
    Transaction transaction(m_store.database());
    if (!transaction.isActive())
        return Status::failure(transaction.error());
    QSqlQuery update(m_store.database());
    if (!sql::exec(update, QStringLiteral("UPDATE reason_codes SET %1 = ? WHERE code = ?").arg(column), {value, code}))
        return Status::failure(sql::errorText(update.lastError()));
    m_store.audit(m_actor, action, QStringLiteral("reason_code"), code, value.toString());
    if (!transaction.commit())
        return Status::failure(transaction.error());
    return Status::success();
}

Status ReasonCodeStore::rename(const QString &code, const QString &label) const
{
    if (label.trimmed().isEmpty())
        return Status::failure(tr("reason code “%1” needs a label").arg(code));
    return update(code, QStringLiteral("label"), label.trimmed(), QStringLiteral("reason_code.rename"));
}

Status ReasonCodeStore::setRetired(const QString &code, bool retired) const
{
    if (code == QLatin1String(kFullAgreement) && retired)
        return Status::failure(tr("“full_agreement” is used by automatic acceptance and cannot be retired"));
    return update(code, QStringLiteral("retired"), retired ? 1 : 0,
                  retired ? QStringLiteral("reason_code.retire") : QStringLiteral("reason_code.restore"));
}

Status ReasonCodeStore::checkUsable(const QString &code, const QString &text) const
{
    if (code.trimmed().isEmpty())
        return Status::failure(tr("a decision needs a reason"));
    const std::optional<ReasonCode> found = byCode(code);
    if (!found)
        return Status::failure(tr("unknown reason code “%1” (valid: %2)").arg(code, usableCodes()));
    if (found->retired)
        return Status::failure(tr("reason code “%1” is retired").arg(code));
    if (code == QLatin1String(kFullAgreement))
        return Status::failure(tr("“full_agreement” is given only by automatic acceptance"));
    if (code == QLatin1String(kOther) && text.trimmed().isEmpty())
        return Status::failure(tr("reason “other” needs a free text saying what it is"));
    return Status::success();
}

} // namespace touchstone
