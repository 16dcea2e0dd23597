#pragma once

#include "annotation/goldversionstore.h"

#include <QCoreApplication>
#include <QString>

namespace touchstone {

// The details of a frozen version as the Versions panel shows them: the
// manifest summarized (dataset_version, parent, corpus digest, rubric,
// agreement figures with intervals, strata and split counts) as HTML.
struct VersionDetails
{
    Q_DECLARE_TR_FUNCTIONS(VersionDetails)

public:
    static QString html(const GoldVersionInfo &version);
};

} // namespace touchstone
