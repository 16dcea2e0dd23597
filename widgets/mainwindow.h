#pragma once

#include <QMainWindow>

namespace touchstone {

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace touchstone
