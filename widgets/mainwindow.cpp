#include "mainwindow.h"

namespace touchstone {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Touchstone"));
    resize(1280, 800);
}

} // namespace touchstone
