#!/usr/bin/env bash
# package.sh builds the release artifacts into dist/ (make package runs it):
#
#   dist/cubesolver-VERSION-linux-amd64.tar.xz    the window, cubecli, the
#       menu entry and icon, and a Makefile that installs them (README.txt)
#   dist/cubesolver-VERSION-windows-amd64/        cubesolver.exe, cubecli.exe
#   dist/cubesolver-VERSION-windows-amd64.zip     the same folder, zipped
#
# The window is built by Fyne's packaging tool (fyne package, pinned in
# go.mod's tool block) from FyneApp.toml: release mode, the icon and the
# menu entry; for Windows with the icon and version in the .exe, cross-
# compiled with mingw-w64. cubecli needs no cgo; its Windows icon and
# version come from winres.go beside this script.
#
# Usage: assets/dist/package.sh [linux] [windows] [darwin]
# (default: linux and windows; darwin runs on a Mac only)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
GO=${GO:-go}
dist=${DIST:-$root/dist}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(linux windows)

# The identity, from FyneApp.toml (TestFyneAppTOML keeps it equal to
# package assets).
field() { sed -n "s/^ *$1 = \"\{0,1\}\([^\"]*\)\"\{0,1\} *$/\1/p" FyneApp.toml | head -1; }
version=$(field Version)
appid=$(field ID)
[ -n "$version" ] && [ -n "$appid" ] || { echo "package.sh: FyneApp.toml lacks Version or ID" >&2; exit 1; }

work=$(mktemp -d)
# fyne package writes its files (metadata code, FyneApp.toml, the archive)
# in the folder it builds: a copy of the window's, in _package (a folder
# the go command's ./... leaves out), so that make test's other lanes,
# vetting and testing cmd/cubesolver meanwhile, never see them.
src=_package/cubesolver
syso=cmd/cubecli/winres_windows_amd64.syso
cleanup() {
	rm -rf "$work" _package "$syso"
}
trap cleanup EXIT

# The tool itself is built for this machine, before CC points at mingw.
mkdir -p bin "$dist"
"$GO" build -o bin/fyne fyne.io/tools/cmd/fyne

# fyne_package OS [env...]: fyne package in the window's folder. It reads
# FyneApp.toml from there; ours sits at the top of the repository, with the
# icon's path relative to that. A fresh copy each time, because fyne
# package counts the build number up in the copy it used.
fyne_package() {
	local os=$1
	shift
	rm -rf "$src" && mkdir -p "$(dirname "$src")" && cp -R cmd/cubesolver "$src"
	sed 's|^\( *Icon = "\)|\1../../|' FyneApp.toml >"$src/FyneApp.toml"
	(cd "$src" && env "$@" "$root/bin/fyne" package -os "$os" --release)
}

linux() {
	local name=cubesolver-$version-linux-amd64
	local stage=$work/$name
	echo "== $name.tar.xz"
	fyne_package linux
	mkdir -p "$work/fyne" "$stage"
	tar -xJf "$src/Cube Solver.tar.xz" -C "$work/fyne"
	local usr=$work/fyne/cubesolver/usr/local
	cp "$usr/bin/cubesolver" "$stage/cubesolver"
	cp "$usr/share/applications/$appid.desktop" "$stage/"
	cp "$usr/share/pixmaps/$appid.png" "$stage/"
	CGO_ENABLED=0 "$GO" build -trimpath -ldflags "-s -w" -o "$stage/cubecli" ./cmd/cubecli
	cp assets/dist/install.mk "$stage/Makefile"
	cp assets/dist/README-linux.txt "$stage/README.txt"
	tar -C "$work" -cJf "$dist/$name.tar.xz" "$name"
	ls -l "$dist/$name.tar.xz"
}

windows() {
	local name=cubesolver-$version-windows-amd64
	local out=$dist/$name
	echo "== $name"
	if ! command -v x86_64-w64-mingw32-gcc >/dev/null; then
		echo "package.sh: the Windows build needs mingw-w64 (Debian: gcc-mingw-w64-x86-64); make package installs it" >&2
		exit 1
	fi
	rm -rf "$out" && mkdir -p "$out"
	fyne_package windows CC=x86_64-w64-mingw32-gcc CGO_ENABLED=1 GOARCH=amd64
	mv "$src/Cube Solver.exe" "$out/cubesolver.exe"
	"$GO" run assets/dist/winres.go -o "$syso" -name cubecli.exe -description "Cube Solver in a terminal"
	GOOS=windows GOARCH=amd64 CGO_ENABLED=0 "$GO" build -trimpath -ldflags "-s -w" -o "$out/cubecli.exe" ./cmd/cubecli
	rm -f "$syso"
	sed 's/$/\r/' assets/dist/README-windows.txt > "$out/README.txt"
	rm -f "$out.zip"
	(cd "$dist" && zip -qr "$name.zip" "$name")
	ls -l "$out" "$out.zip"
}

# On a Mac only (the build needs Apple's SDK): Cube Solver.app, zipped, and
# cubecli for the same processor.
darwin() {
	local name=cubesolver-$version-macos-$("$GO" env GOARCH)
	echo "== $name.zip"
	if [ "$(uname -s)" != Darwin ]; then
		echo "package.sh: the macOS build needs a Mac with Xcode's command-line tools" >&2
		exit 1
	fi
	rm -rf "${dist:?}/$name" && mkdir -p "$dist/$name"
	fyne_package darwin
	mv "$src/Cube Solver.app" "$dist/$name/"
	CGO_ENABLED=0 "$GO" build -trimpath -ldflags "-s -w" -o "$dist/$name/cubecli" ./cmd/cubecli
	rm -f "$dist/$name.zip"
	(cd "$dist" && zip -qry "$name.zip" "$name")
	ls -l "$dist/$name.zip"
}

for t in "${targets[@]}"; do
	case $t in
	linux | windows | darwin) "$t" ;;
	*) echo "package.sh: unknown target $t (linux, windows or darwin)" >&2; exit 2 ;;
	esac
done
