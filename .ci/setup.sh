#!/usr/bin/env bash
# The two set-up commands of the README, for a fresh Debian bookworm machine:
#   .ci/setup.sh run    install what is missing, build, start Touchstone on the sample project
#   .ci/setup.sh test   install what is missing, build, run every test headless
# Must run as root (or with sudo available) when packages are missing.
set -euo pipefail

mode="${1:-}"
case "$mode" in
    run|test|build) ;;
    *) echo "usage: $0 run|test|build" >&2; exit 2 ;;
esac

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${TOUCHSTONE_BUILD_DIR:-$repo/build}"

packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev libxkbcommon-dev libgl-dev
    libqt6sql6-sqlite qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n
    libpoppler-qt6-dev libpoppler-private-dev poppler-data poppler-utils libicu-dev libsqlite3-dev
    fonts-dejavu-core fonts-urw-base35 fonts-noto-cjk
    xvfb xauth python3 python3-sklearn python3-nltk
    locales
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if ((${#missing[@]})); then
    echo "Installing ${#missing[@]} Debian packages: ${missing[*]}"
    as_root=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null; then
            as_root=(sudo)
        else
            echo "error: packages are missing and this is not root; run as root: $0 $mode" >&2
            exit 2
        fi
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${as_root[@]}" apt-get update
    "${as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends "${missing[@]}"
fi

# The reports are tested under these locales (decimal comma, CJK): a machine
# without them would test the C locale twice and pass for nothing.
wanted_locales=(de_DE.UTF-8 ja_JP.UTF-8)
missing_locales=()
for wanted in "${wanted_locales[@]}"; do
    # locale -a spells them de_DE.utf8
    if ! locale -a 2>/dev/null | grep -qix "${wanted%.UTF-8}.utf8"; then
        missing_locales+=("$wanted")
    fi
done
if ((${#missing_locales[@]})); then
    echo "Generating locales: ${missing_locales[*]}"
    as_root=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null; then
            as_root=(sudo)
        else
            echo "error: locales ${missing_locales[*]} are missing and this is not root; run as root: $0 $mode" >&2
            exit 2
        fi
    fi
    for wanted in "${missing_locales[@]}"; do
        # Uncomment the line if it is there, else add it: running twice changes nothing.
        if grep -qE "^#? *${wanted//./\\.} UTF-8" /etc/locale.gen; then
            "${as_root[@]}" sed -i -E "s/^# *(${wanted//./\\.} UTF-8)/\\1/" /etc/locale.gen
        else
            echo "$wanted UTF-8" | "${as_root[@]}" tee -a /etc/locale.gen >/dev/null
        fi
    done
    "${as_root[@]}" locale-gen
fi

cmake -S "$repo" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build" --parallel

case "$mode" in
    build)
        ;;
    test)
        export XDG_RUNTIME_DIR="$build/xdg-runtime"
        export QT_QPA_PLATFORM=offscreen
        ctest --test-dir "$build" --output-on-failure --parallel 2 --timeout 1200
        ;;
    run)
        if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
            shot="$repo/touchstone-screenshot.png"
            echo "No display here; took a screenshot instead: QT_QPA_PLATFORM=offscreen $build/bin/touchstone --screenshot $shot"
            QT_QPA_PLATFORM=offscreen "$build/bin/touchstone" --screenshot "$shot" 2>/dev/null
            exit 0
        fi
        exec "$build/bin/touchstone"
        ;;
esac
