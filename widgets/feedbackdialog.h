#pragma once

#include <QDialog>

namespace touchstone {

class AgreementService;
class ProjectSession;

// An annotator's own labels against the adjudicated gold, unit by unit,
// and their agreement with gold and with the others over time. Annotators
// see only themselves here.
class FeedbackDialog : public QDialog
{
    Q_OBJECT

public:
    FeedbackDialog(ProjectSession &session, AgreementService &service, qint64 annotatorId, QWidget *parent = nullptr);
};

} // namespace touchstone
