#pragma once

namespace touchstone {

// Runs the desktop application: `touchstone [PROJECT]` or
// `touchstone --screenshot FILE [PROJECT]`.
int runGuiApplication(int argc, char **argv);

} // namespace touchstone
