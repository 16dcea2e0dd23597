#include "agreementtargets.h"

#include "projectstore.h"
#include "sqlhelpers.h"
#include "transaction.h"

#include <QSqlQuery>

#include <cmath>

namespace touchstone {

namespace {

const QString kBinaryKey = QStringLiteral("agreement.target.kappa_binary");
const QString kGradedKey = QStringLiteral("agreement.target.kappa_graded");

bool inRange(double value)
{
    return std::isfinite(value) && value >= -1.0 && value <= 1.0;
}

double stored(const ProjectStore &store, const QString &key, double fallback)
{
    QSqlQuery query(store.database());
    if (!sql::exec(query, QStringLiteral("SELECT value FROM settings WHERE key = ?"), {key}) || !query.next())
        return fallback;
    bool ok = false;
    const double value = query.value(0).toString().toDouble(&ok);
    return ok && inRange(value) ? value : fallback;
}

bool store(const ProjectStore &project, const QString &key, double value)
{
    QSqlQuery query(project.database());
    return sql::exec(query, QStringLiteral("INSERT INTO settings (key, value) VALUES (?, ?) "
                                           "ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
                     {key, QString::number(value, 'g', 17)});
}

} // namespace

AgreementTargets AgreementTargets::read(const ProjectStore &store)
{
    AgreementTargets targets;
    targets.kappaBinary = stored(store, kBinaryKey, kDefaultBinary);
    targets.kappaGraded = stored(store, kGradedKey, kDefaultGraded);
    return targets;
}

Status AgreementTargets::write(const ProjectStore &project, const AgreementTargets &targets, const QString &actor)
{
    if (!inRange(targets.kappaBinary) || !inRange(targets.kappaGraded))
        return Status::failure(tr("an agreement target is a κ between -1 and 1"));
    Transaction transaction(project.database());
    if (!transaction.isActive())
        return Status::failure(transaction.error());
    if (!store(project, kBinaryKey, targets.kappaBinary) || !store(project, kGradedKey, targets.kappaGraded))
        return Status::failure(tr("cannot store the agreement targets"));
    project.audit(actor, QStringLiteral("agreement.targets"), QStringLiteral("settings"), QString(),
                  QStringLiteral("kappa_binary %1, kappa_graded %2")
                      .arg(targets.kappaBinary, 0, 'g', 17)
                      .arg(targets.kappaGraded, 0, 'g', 17));
    if (!transaction.commit())
        return Status::failure(transaction.error());
    return Status::success();
}

} // namespace touchstone
