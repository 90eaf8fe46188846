#!/usr/bin/env bash
# apt-install.sh installs those of the Debian packages named that are
# missing (the Makefile's apt_install calls it). On a system without apt it
# says what is needed and carries on, status 0: what follows fails if
# something is missing.
#
# Usage: assets/dist/apt-install.sh "what a user of another system needs" PACKAGE...
#
# One install runs at a time: make test installs what its later steps need
# in the background while the first steps run, and a step that needs those
# packages waits here until that install is over, then finds them there.
set -u
hint=$1
shift
if ! command -v dpkg >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
	echo "make: this is not a Debian/Ubuntu system, so nothing is installed." >&2
	echo "  $hint" >&2
	echo "  Continuing: what follows fails if something is missing." >&2
	exit 0
fi
missing() {
	local p
	for p in "$@"; do
		dpkg -s "$p" 2>/dev/null | grep -q '^Status: install ok installed' || printf ' %s' "$p"
	done
}
if [ -z "$(missing "$@")" ]; then
	echo "make: $*: installed"
	exit 0
fi
# The lock is this script, opened for reading: anyone who can run it can
# take it, root or not.
exec 9<"${BASH_SOURCE[0]}"
if command -v flock >/dev/null 2>&1; then
	flock 9
fi
todo=$(missing "$@")
if [ -z "$todo" ]; then
	echo "make: $*: installed"
	exit 0
fi
sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo
echo "make: installing$todo"
# shellcheck disable=SC2086 # one word a package
$sudo apt-get update && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y $todo
