#!/usr/bin/env bash
# install-test.sh checks the Linux archive as a user meets it (make
# test-install runs it): unpacked in an empty home, "make install" puts the
# programs, the menu entry and the icon in ~/.local; the menu entry, started
# the way a desktop starts it (gio launch), opens the window on an Xvfb of
# this script's own; "make uninstall" then leaves the home as it was.
#
# Usage: assets/dist/install-test.sh dist/cubesolver-VERSION-linux-amd64.tar.xz
set -euo pipefail

archive=$(realpath "${1:?usage: install-test.sh ARCHIVE.tar.xz}")
appid=io.github.cubesolver
fail() { echo "install-test: FAIL: $*" >&2; exit 1; }

work=$(mktemp -d)
xvfb_pid=
app_pids=()
cleanup() {
	for p in "${app_pids[@]}"; do kill "$p" 2>/dev/null || true; done
	[ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT

home=$work/home
mkdir -p "$home" "$work/unpacked"
tar -xJf "$archive" -C "$work/unpacked" --strip-components=1
# A user's environment, as far as the test needs one: nothing of the
# machine's own home, cache or settings.
export HOME=$home
unset XDG_CACHE_HOME XDG_CONFIG_HOME XDG_DATA_HOME CUBESOLVER_TABLES
export XDG_DATA_DIRS=$home/.local/share:/usr/local/share:/usr/share
before=$(cd "$home" && find . | sort)

echo "== make install"
make -C "$work/unpacked" install
for f in .local/bin/cubesolver .local/bin/cubecli \
	.local/share/applications/$appid.desktop \
	.local/share/icons/hicolor/256x256/apps/$appid.png; do
	[ -f "$home/$f" ] || fail "make install did not install ~/$f"
done
desktop=$home/.local/share/applications/$appid.desktop
grep -qx "Exec=$home/.local/bin/cubesolver" "$desktop" || fail "the menu entry does not start ~/.local/bin/cubesolver: $(grep Exec "$desktop")"
grep -qx "Icon=$appid" "$desktop" || fail "the menu entry lacks Icon=$appid"
desktop-file-validate "$desktop" || fail "the menu entry is not valid"
"$home/.local/bin/cubecli" version
"$home/.local/bin/cubecli" solve UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB

echo "== the menu entry, started by gio launch"
# Xvfb picks a free display and writes its number to fd 3.
mkfifo "$work/displayfd"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/displayfd" >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
read -r -t 30 display <"$work/displayfd" || fail "Xvfb did not start: $(cat "$work/xvfb.log")"
export DISPLAY=:$display
gio launch "$desktop" >"$work/app.log" 2>&1 || fail "gio launch failed: $(cat "$work/app.log")"
# The window appears once the program is up; give a slow machine time.
if ! window=$(timeout 120 xdotool search --sync --name '^Cube Solver$'); then
	fail "no Cube Solver window within 120 s; the program said: $(cat "$work/app.log")"
fi
echo "window $window: $(xdotool getwindowname "$window")"
mapfile -t app_pids < <(pgrep -f "^$home/.local/bin/cubesolver" || true)
[ ${#app_pids[@]} -gt 0 ] || fail "no cubesolver process from ~/.local/bin"
# Let it build its tables and write its settings, as a first start does,
# then close it as the window manager would.
for _ in $(seq 1 120); do
	[ -e "$home/.cache/cubesolver" ] && break
	sleep 1
done
# SCREENSHOT=FILE.png keeps a picture of the screen (ImageMagick's import).
if [ -n "${SCREENSHOT:-}" ]; then
	sleep 3
	import -window root "$SCREENSHOT" || echo "install-test: no screenshot (is ImageMagick installed?)" >&2
fi
kill -TERM "${app_pids[@]}"
for _ in $(seq 1 30); do
	alive=0
	for p in "${app_pids[@]}"; do kill -0 "$p" 2>/dev/null && alive=1; done
	[ $alive = 0 ] && break
	sleep 1
done
[ $alive = 0 ] || fail "cubesolver did not quit on SIGTERM"
app_pids=()
ls -A "$home/.cache" "$home/.config" 2>/dev/null || true

echo "== make uninstall"
make -C "$work/unpacked" uninstall
# The XDG base folders (~/.cache, ~/.config) are the system's, not ours:
# they may stay, empty.
after=$(cd "$home" && find . | grep -vx '\./\.cache\|\./\.config' | sort)
if [ "$before" != "$after" ]; then
	diff <(echo "$before") <(echo "$after") >&2 || true
	fail "make uninstall left files behind"
fi
echo "install-test: ok"
