#!/usr/bin/env bash
# compare-standard.sh: standard mode (at most 20 moves) side by side with
# rob-twophase, on the same uniformly random cubes (`cubecli random -n N
# -seed S`), at one and at two threads. Prints, for each side and thread
# count, the mean, median and 90th percentile of the time a cube, and our
# search's nodes (the same from run to run with one worker).
#
#   cmd/cubecli/bench/compare-standard.sh -rob PATH/twophase [-n 1000] [-seed 1]
#       [-threads "1 2"] [-parts 4] [-max 20] [-tables DIR]
#
# rob-twophase (efrantar/rob-twophase, built with its makefile) keeps its
# tables in the folder it is started in: the script starts it in its own
# folder, so run it there once beforehand to build them. It runs with
# hugepages.so preloaded (built here with cc), so that its tables are on
# transparent huge pages, as cubecli's are.
#
# Both sides time the solve alone, the tables' load and reading the cube
# apart: ours as cubecli bench -v reports each cube (from the search's
# start to its result), rob-twophase as it prints each (its solve call;
# its threads are started before the cube is read). The cubes go in -parts
# parts, each solved by one side and then the other, which goes first in
# turn, so that a change in the machine's load falls on both. Every
# solution is checked: ours by bench, rob-twophase's with cubecli verify
# after the timing.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$here/../../.."
n=1000 seed=1 threads="1 2" parts=4 maxlen=20 tables="" rob=""
while [ $# -gt 0 ]; do
	case "$1" in
	-n) n=$2; shift 2 ;;
	-seed) seed=$2; shift 2 ;;
	-threads) threads=$2; shift 2 ;;
	-parts) parts=$2; shift 2 ;;
	-max) maxlen=$2; shift 2 ;;
	-tables) tables=$2; shift 2 ;;
	-rob) rob=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
	*) echo "unknown argument $1" >&2; exit 2 ;;
	esac
done
if [ -z "$rob" ] || [ ! -x "$rob" ]; then
	echo "give -rob PATH/twophase: rob-twophase built from efrantar/rob-twophase" >&2
	exit 2
fi
work=$(mktemp -d)
robpid=""
trap '[ -n "$robpid" ] && kill "$robpid" 2>/dev/null; rm -rf "$work"' EXIT
(cd "$root" && go build -o "$work/cubecli" ./cmd/cubecli)
cc -O2 -shared -fPIC -o "$work/hugepages.so" "$here/hugepages.c" -ldl
targs=()
[ -n "$tables" ] && targs=(-tables "$tables")
"$work/cubecli" random -n "$n" -seed "$seed" >"$work/cubes"
size=$(((n + parts - 1) / parts))
split -l "$size" -d -a 3 "$work/cubes" "$work/part."

# ours PART THREADS: our times (ms) and nodes, a line per cube.
ours() {
	"$work/cubecli" bench -file "$1" -workers "$2" -max "$maxlen" -v "${targs[@]}" >"$work/out" || {
		cat "$work/out" >&2
		exit 1
	}
	awk '$1 ~ /^[0-9]+$/ { t = ""; for (k = 1; k <= NF; k++) if (t == "" && $k ~ /ms$/) { t = $k; sub(/ms/, "", t) }
		print t, $(NF - 1) }' "$work/out"
}

# rob PART THREADS: rob-twophase's times (ms), a line per cube; its
# solutions go to rob.sols. It waits for the next command at the end of
# its input (its threads are waiting too), so it is stopped once it has
# answered every cube.
rob() {
	local want
	want=$(wc -l <"$1")
	sed 's/^/solve /' "$1" >"$work/in"
	: >"$work/robout"
	(cd "$(dirname "$rob")" && exec env LD_PRELOAD="$work/hugepages.so" "$rob" -l "$maxlen" -m 600000 -t "$2" <"$work/in" >"$work/robout") &
	robpid=$!
	while [ "$(grep -c ')$' "$work/robout")" -lt "$want" ]; do
		if ! kill -0 "$robpid" 2>/dev/null; then
			echo "rob-twophase stopped early:" >&2
			cat "$work/robout" >&2
			exit 1
		fi
		sleep 0.05
	done
	kill "$robpid" 2>/dev/null || true
	wait "$robpid" 2>/dev/null || true
	robpid=""
	grep 'ms$' "$work/robout" | sed 's/ms$//'
	grep ')$' "$work/robout" | sed 's/ *([0-9]*)$//' >>"$work/rob.sols"
}

# stats FILE: mean, median, p90 of the first column.
stats() {
	sort -g "$1" | awk '{ t[NR] = $1; s += $1 }
		END { printf "%8.3f %8.3f %8.3f", s / NR, t[int((NR + 1) / 2)], t[int(NR * 0.9 + 0.5)] }'
}

echo "load before: $(uptime | sed 's/.*load average: //')"
printf '%-8s %-14s %8s %8s %8s %12s\n' threads solver 'mean ms' median p90 'nodes/cube'
for t in $threads; do
	: >"$work/ours.$t"
	: >"$work/rob.$t"
	: >"$work/rob.sols"
	k=0
	for part in "$work"/part.*; do
		if [ $((k % 2)) -eq 0 ]; then
			ours "$part" "$t" >>"$work/ours.$t"
			rob "$part" "$t" >>"$work/rob.$t"
		else
			rob "$part" "$t" >>"$work/rob.$t"
			ours "$part" "$t" >>"$work/ours.$t"
		fi
		k=$((k + 1))
	done
	nodes=$(awk '{ s += $2 } END { printf "%.0f", s / NR }' "$work/ours.$t")
	printf '%-8s %-14s %s %12s\n' "$t" cubecli "$(stats "$work/ours.$t")" "$nodes"
	printf '%-8s %-14s %s\n' "$t" rob-twophase "$(stats "$work/rob.$t")"
	# rob-twophase's answers, checked: as many as cubes, none too long,
	# each solving its cube.
	if [ "$(wc -l <"$work/rob.$t")" -ne "$n" ]; then
		echo "rob-twophase answered $(wc -l <"$work/rob.$t") of $n cubes" >&2
		exit 1
	fi
	paste -d ' ' "$work/cubes" "$work/rob.sols" | while read -r f sol; do
		moves=$(echo "$sol" | wc -w)
		if [ "$moves" -gt "$maxlen" ] || ! "$work/cubecli" verify "$f" $sol >/dev/null; then
			echo "rob-twophase's $sol ($moves moves) does not solve $f within $maxlen moves" >&2
			exit 1
		fi
	done
done
echo "load after: $(uptime | sed 's/.*load average: //')"
