#pragma once

#include <QString>

#include <vector>

namespace touchstone {

enum class Split { Unassigned, Dev, Test };

QString splitKey(Split split); // "", "dev", "test"
bool splitFromKey(const QString &key, Split *split);

struct Nugget
{
    QString text;
    bool vital = false; // vital or okay (§10.9)
};

// A question of the golden set. `externalId` is the id of the import file
// and of exports; `uuid` keys merges between copies of a project.
struct Question
{
    qint64 id = 0;
    QString uuid;
    QString externalId;
    QString text;
    QString stratum;
    Split split = Split::Unassigned;
    bool answerable = true; // false: "no answer in the corpus" is the label
    QString referenceAnswer;
    std::vector<Nugget> nuggets;
    QString source; // provenance
    QString date;
};

// The strata DESIGN.md names; projects may add their own.
const std::vector<QString> &builtinStrata();

} // namespace touchstone
