#pragma once

#include "annotation/goldversiondiff.h"

#include <QDialog>
#include <QHash>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace touchstone {

class ProjectSession;

// What changed between two frozen versions: questions added, removed and
// changed (which record fields), and per changed question the spans added,
// removed and regraded — as a tree, and as text to copy. The diff is
// computed off the UI thread whenever V1 or V2 changes.
class VersionDiffDialog : public QDialog
{
    Q_OBJECT

public:
    // `from` → `to`; `from` empty: the parent of `to` (or `to` itself for a first version).
    VersionDiffDialog(ProjectSession &session, const QString &from, const QString &to, QWidget *parent = nullptr);
    ~VersionDiffDialog() override;

    void compare(const QString &from, const QString &to);
    bool isComputing() const { return m_computing; }
    const GoldVersionDiff &diff() const { return m_diff; }
    QString text() const { return m_diff.toText(); }

    QComboBox *fromBox() const { return m_from; }
    QComboBox *toBox() const { return m_to; }
    QTreeWidget *tree() const { return m_tree; }
    QPushButton *copyButton() const { return m_copy; }

Q_SIGNALS:
    void computed();

private:
    void recompute();
    void showDiff(const Result<GoldVersionDiff> &diff);
    void addQuestions(const QString &title, const QStringList &ids, const QString &kind);
    void addChanged();
    QTreeWidgetItem *spanItem(QTreeWidgetItem *parent, const QString &kind, const GoldVersionDiff::SpanChange &change,
                              bool regraded);
    QString documentName(const QString &sha256);

    ProjectSession &m_session;
    QComboBox *m_from = nullptr;
    QComboBox *m_to = nullptr;
    QLabel *m_summary = nullptr;
    QTreeWidget *m_tree = nullptr;
    QPushButton *m_copy = nullptr;
    GoldVersionDiff m_diff;
    QHash<QString, QString> m_documentNames; // sha256 → file name
    bool m_computing = false;
    bool m_pending = false;
};

} // namespace touchstone
