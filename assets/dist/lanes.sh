#!/usr/bin/env bash
# lanes.sh runs make test's lanes side by side: the shell command FIRST,
# shown as it goes, and each other lane's COMMAND with its output in
# LOGDIR/NAME.log, shown in order as the lanes before it have ended. It
# fails (status 1) if any lane did.
#
# Each lane runs in a process group of its own, so that TERM, INT, HUP or
# QUIT sent to this script stops every lane and all it started, and the
# script exits 128 + the signal's number. (A KILL, or a stop such as
# Ctrl-Z, reaches make and this script only: the lanes run on.) make passes a TERM on to the script (it
# is the recipe's command, exec'd); a Ctrl-C reaches make and the script.
# An INT or HUP sent to make alone is not passed on by GNU make, which waits
# for the lanes: send it to this script.
#
# Usage: assets/dist/lanes.sh LOGDIR FIRST [NAME=COMMAND...]
set -u
logs=$1
shift
mkdir -p "$logs"

pids=()
stop() { # stop SIGNAL NUMBER
	trap '' TERM INT HUP QUIT
	echo "make test: SIG$1: stopping the lanes" >&2
	for pid in "${pids[@]}"; do
		kill -TERM -- "-$pid" 2>/dev/null
	done
	wait 2>/dev/null
	exit $((128 + $2))
}
trap 'stop TERM 15' TERM
trap 'stop INT 2' INT
trap 'stop HUP 1' HUP
trap 'stop QUIT 3' QUIT

# Started as jobs with job control on, each lane is the leader of a process
# group; the script waits with the wait builtin, which a signal interrupts
# (a command in the foreground would hold the trap back until it ended).
set -m
bash -c "$1" </dev/null &
pids+=($!)
names=()
for lane in "${@:2}"; do
	names+=("${lane%%=*}")
	bash -c "${lane#*=}" </dev/null >"$logs/${lane%%=*}.log" 2>&1 &
	pids+=($!)
done
set +m

failed=0
wait "${pids[0]}" || failed=1
for i in "${!names[@]}"; do
	wait "${pids[i + 1]}" || failed=1
	echo "== the ${names[i]} lane ($logs/${names[i]}.log)"
	cat "$logs/${names[i]}.log"
done
if [ "$failed" != 0 ]; then
	echo "make test: FAILED (see the lanes above)"
	exit 1
fi
