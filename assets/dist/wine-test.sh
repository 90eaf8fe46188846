#!/usr/bin/env bash
# wine-test.sh runs the windows/amd64 test binaries of everything below
# app (make test-windows runs it): each package's tests are compiled for
# Windows and run under Wine in the package's folder, as go test would.
# The Wine prefix is the script's own (bin/wine), so a user's Wine setup is
# never touched.
#
# Usage: assets/dist/wine-test.sh [go test flags, e.g. -test.short -test.v]
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
GO=${GO:-go}
# cubecli's first: its tests take longest, and two packages' tests run
# side by side (see below).
pkgs=(./cmd/cubecli ./assets ./solver/... ./tables/... ./render)
flags=("$@")
[ ${#flags[@]} -gt 0 ] || flags=(-test.timeout=25m)
# Reading photos is arithmetic on pixels, the same on every system: under
# Wine these run their short set (each behaviour once, on fewer photos;
# make test-go runs them all). Their whole set took five minutes under Wine
# on a busy CI machine.
pure=(cubesolver/solver/scan cubesolver/solver/scan/photo)
# Tests that are arithmetic only skip under Wine as well: they call
# nothing of the system's but memory, compute the same on every system
# (windows/amd64 is the same instructions as linux/amd64), and make test-go
# runs them natively. They are what colours and pixels are read as
# (synthetic cubes and photos, crops, the real scans' colours, statistics
# over many readings), whole tables rebuilt in memory to check their
# entries, and breadth-first searches checking the answers. They took most
# of Wine's time (TestPocketRealColours alone over two minutes on a busy
# machine, 14 times its native time). What touches the system stays: files,
# pipes and folders opened, text and picture files read and decoded, names
# read, caches saved, damaged and rebuilt, tables built and saved by
# cubecli (TestOpenFile, TestReadRGB*, TestLoad*,
# TestSidewaysPhotosReadTheCube, the cache tests; cubecli's scan tests read
# real scans and photos by name). -test.skip, not -test.run: a new test
# runs here by default.
declare -A arithmetic=(
	[cubesolver/solver/scan]='^(TestSyntheticCubes|TestPocketSyntheticCubes|TestPocketRealColours|TestRealScans|TestPieceRulesDecide|TestResolveSwapped|TestResolveTurned|TestResolveAllTurned|TestCentresAlike|TestConfidence|TestDarkerFacesAreNotReadSure|TestPocketDarkerFacesAreNotReadSure|TestDarkIsNoFaceTwice|TestFaceTwice|TestPocketFaceTwice)$'
	[cubesolver/solver/scan/photo]='^(TestSyntheticPhotos|TestSyntheticCorners|TestSyntheticPocketPhotos|TestColourPhotosAreNotColourless|TestBlackAndWhiteIsRefused|TestCheckOpposite|TestFindCornerSameEveryTime|TestManySquares|TestNotACube|TestTooCompressed|TestCutOffSaysWhere|TestBeamHolesNearEdgeAreNoFace|TestCroppedRealPhotos|TestCroppedRealPhotosFindOnlyTheFace|TestTrackerPhotos|TestDrawingsInThePicture|TestSolvedCorners|TestRealCornerPair|TestFaceStraightOnIsNoCorner|TestWrongPuzzlePhoto|TestTooSmallSaysNearer)$'
	[cubesolver/tables/optimal]='^(TestFineWalkMatchesBreadthFirst|TestFineWithoutFlipIsH0|TestEdgeTableIsRawBFS|TestH0Distribution)$'
	[cubesolver/tables/twophase]='^(TestPrune1Recount|TestPrune2Depth|TestRim|TestOuterRim|TestFarRim)$'
	[cubesolver/solver]='^TestPocketOptimalByBreadthFirst$'
	[cubesolver/solver/cube]='^TestFixOneSticker$'
)

export WINEPREFIX=$root/bin/wine WINEDEBUG=-all WINEARCH=win64
# No Wine windows, no prompts to install Mono or Gecko.
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe="
bins=$root/bin/windows-tests
mkdir -p "$bins"

if [ ! -f "$WINEPREFIX/system.reg" ]; then
	echo "== a Wine prefix in bin/wine"
	wineboot --init >/dev/null 2>&1 || true
	wineserver --wait || true
fi
dll=$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll
if [ ! -f "$dll" ] || [ ! -s "$dll" ] || ! grep -q ProcessPrng "$dll"; then
	x86_64-w64-mingw32-gcc -O2 -shared -o "$dll" assets/dist/wine/bcryptprimitives.c \
		assets/dist/wine/bcryptprimitives.def -ladvapi32
fi

# Each package's tests are compiled in turn and run under Wine, two at a
# time (a test process keeps about one core busy, and cubecli's took half
# the time), each into a log of its own, shown in order at the end.
failed=()
order=()
start=$SECONDS
while read -r import name dir; do
	base=${import//\//_}
	exe=$bins/$base.test.exe
	# See wine/deleteat_fallback.go.in: a file added to the test build only.
	sed "s/^package PACKAGE$/package $name/" assets/dist/wine/deleteat_fallback.go.in >"$bins/$base.fallback.go.txt"
	printf '{"Replace": {"%s": "%s"}}\n' "$dir/zz_wine_deleteat_windows_test.go" "$bins/$base.fallback.go.txt" >"$bins/$base.overlay.json"
	rm -f "$exe" "$bins/$base.log" "$bins/$base.failed"
	GOOS=windows GOARCH=amd64 CGO_ENABLED=0 "$GO" test -c -o "$exe" \
		-overlay "$bins/$base.overlay.json" -ldflags=-checklinkname=0 "$import"
	order+=("$import")
	[ -f "$exe" ] || { echo "--- $import: no tests" >"$bins/$base.log"; continue; }
	run=("${flags[@]}")
	[[ " ${pure[*]} " == *" $import "* ]] && run+=(-test.short)
	[ -n "${arithmetic[$import]:-}" ] && run+=("-test.skip=${arithmetic[$import]}")
	while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n || true; done
	(
		t=$SECONDS
		if (cd "$dir" && wine "$exe" "${run[@]}"); then
			echo "ok   $import (windows/amd64 under $(wine --version 2>/dev/null)) $((SECONDS - t))s"
		else
			echo "FAIL $import $((SECONDS - t))s"
			touch "$bins/$base.failed"
		fi
	) </dev/null >"$bins/$base.log" 2>&1 &
done < <("$GO" list -f '{{.ImportPath}} {{.Name}} {{.Dir}}' "${pkgs[@]}")
wait
for import in "${order[@]}"; do
	base=${import//\//_}
	cat "$bins/$base.log"
	[ ! -e "$bins/$base.failed" ] || failed+=("$import")
done
wineserver --kill 2>/dev/null || true

echo "wine-test: $((SECONDS - start))s"
if [ ${#failed[@]} -gt 0 ]; then
	echo "wine-test: FAIL: ${failed[*]}" >&2
	exit 1
fi
echo "wine-test: ok"
