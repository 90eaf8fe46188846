#!/usr/bin/env bash
# compare-optimal.sh: optimal mode side by side with vcube and nissy, one
# thread each, alternating per position, on the 50 uniformly random cubes of
# random50.facelets (`cubecli random -n 50 -seed 33`; random50.scrambles:
# the same cubes as scrambles, for the other solvers, which a test checks). Prints each position's times (seconds) and our node
# count, each solver's ratio to ours, their geometric mean and the worst case.
#
#   cmd/cubecli/bench/compare-optimal.sh [-n N] [-from K] [-size 2GB] [-tables DIR]
#       (N cubes from the K-th: by default all 50 from the first)
#       [-vcube PATH/vc-optimal] [-vcube-coord 112]
#       [-nissy PATH/nissy-core] [-nissy-table h48h3]
#
# vcube and nissy are optional: build them from their public sources
# (voltara/vcube, sebastianotronto/nissy-core) and give their paths. vcube
# and nissy run with hugepages.so preloaded (built here with cc), so that
# they too are measured on transparent huge pages, as cubecli's tables are. Tables must
# be built beforehand (cubecli tables -optimal -size SIZE; vcube and nissy
# build theirs at first use, which this script does before timing).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$here/../../.."
n=50 from=1 size=2GB tables="" vcube="" coord=112 nissy="" ntable=h48h3
while [ $# -gt 0 ]; do
	case "$1" in
	-n) n=$2; shift 2 ;;
	-from) from=$2; shift 2 ;;
	-size) size=$2; shift 2 ;;
	-tables) tables=$2; shift 2 ;;
	-vcube) vcube=$2; shift 2 ;;
	-vcube-coord) coord=$2; shift 2 ;;
	-nissy) nissy=$(cd "$2" && pwd); shift 2 ;;
	-nissy-table) ntable=$2; shift 2 ;;
	*) echo "unknown argument $1" >&2; exit 2 ;;
	esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && go build -o "$work/cubecli" ./cmd/cubecli)
targs=()
[ -n "$tables" ] && targs=(-tables "$tables")
if [ -n "$vcube$nissy" ]; then
	cc -O2 -shared -fPIC -o "$work/hugepages.so" "$here/hugepages.c" -ldl
fi
if [ -n "$vcube" ]; then
	LD_PRELOAD="$work/hugepages.so" "$vcube" --coord="$coord" --no-input >/dev/null
fi
printf '%-3s %10s %14s' '#' "ours-$size" nodes
[ -n "$vcube" ] && printf ' %10s %6s' "vcube$coord" ratio
[ -n "$nissy" ] && printf ' %10s %6s' "$ntable" ratio
echo
sumv=0 sumn=0 worstv=0 worstn=0 countv=0 countn=0
for i in $(seq "$from" $((from + n - 1))); do
	f=$(sed -n "${i}p" "$here/random50.facelets")
	s=$(sed -n "${i}p" "$here/random50.scrambles")
	echo "$f" >"$work/one.facelets"
	# The search's own time, the table's load apart: bench -v's per-cube line.
	read -r ours nodes < <("$work/cubecli" bench -mode optimal -table "$size" -workers 1 -v "${targs[@]}" -file "$work/one.facelets" 2>/dev/null |
		awk '$1 == 1 { t = ""; n = 0
			for (k = 1; k <= NF; k++) { if (t == "" && $k ~ /ms$/) { sub(/ms/, "", $k); t = $k / 1000 } if ($k ~ /^nodes,?$/) n = $(k - 1) }
			print t, n; exit }')
	printf '%-3s %10.2f %14s' "$i" "$ours" "$nodes"
	if [ -n "$vcube" ]; then
		# vcube's output: sequence number, time to solve, length, solution.
		v=$(echo "$s" | LD_PRELOAD="$work/hugepages.so" "$vcube" --coord="$coord" --workers=1 2>/dev/null | awk '{ print $2; exit }')
		r=$(echo "$ours / $v" | bc -l)
		printf ' %10.2f %6.2f' "$v" "$r"
		sumv=$(echo "$sumv + l($r)" | bc -l); countv=$((countv + 1))
		worstv=$(echo "if ($r > $worstv) $r else $worstv" | bc -l)
	fi
	if [ -n "$nissy" ]; then
		echo "$s" >"$work/one.txt"
		v=$(cd "$nissy" && THREADS=1 LD_PRELOAD="$work/hugepages.so" ./build.sh tool solve_file "$ntable" "$work/one.txt" 1 0 2>/dev/null |
			tail -n 1 | sed 's/Total time: //; s/s$//')
		r=$(echo "$ours / $v" | bc -l)
		printf ' %10.2f %6.2f' "$v" "$r"
		sumn=$(echo "$sumn + l($r)" | bc -l); countn=$((countn + 1))
		worstn=$(echo "if ($r > $worstn) $r else $worstn" | bc -l)
	fi
	echo
done
[ "$countv" -gt 0 ] && printf 'vcube%s: ours/vcube geometric mean %.2f, worst %.2f\n' "$coord" "$(echo "e($sumv / $countv)" | bc -l)" "$worstv"
[ "$countn" -gt 0 ] && printf '%s: ours/nissy geometric mean %.2f, worst %.2f\n' "$ntable" "$(echo "e($sumn / $countn)" | bc -l)" "$worstn"
exit 0
