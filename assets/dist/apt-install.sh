#!/usr/bin/env bash
# apt-install.sh installs those of the Debian packages named that are
# missing (the Makefile's apt_install calls it). On a system without apt it
# says what is needed and carries on, status 0: what follows fails if
# something is missing.
#
# Usage: assets/dist/apt-install.sh "what a user of another system needs" PACKAGE...
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
