#!/usr/bin/env bash
# lanes-test.sh checks lanes.sh (make test's lanes) with lanes that only
# sleep: a TERM sent to make alone, or a TERM, INT, HUP or QUIT sent to
# lanes.sh alone, stops every lane and what it started within a minute
# (seconds on a quiet machine), and make fails; and the status of lanes that
# end is theirs. make check and make test run it.
set -u
# The make tests checked below are jobs (set -m), so that they are not
# started with INT ignored, as a command put in the background without job
# control is; and they start with INT, HUP, TERM and QUIT at their defaults
# (env --default-signal), since a signal ignored when a shell starts cannot
# be trapped there: a CI run started under nohup, or in the background by a
# script, has HUP or INT ignored all the way down.
reset=(env --default-signal=INT,HUP,TERM,QUIT)
"${reset[@]}" true 2>/dev/null || reset=()
lanes=$(cd "$(dirname "$0")" && pwd)/lanes.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Stopped itself (Ctrl-C in make check, make test's lanes stopped), it
# stops the make test it runs, which is in a session of its own, named in
# $tmp/pid.
trap 'pkill -KILL -s "$(cat "$tmp/pid" 2>/dev/null)" 2>/dev/null; exit 1' INT TERM HUP QUIT
cat >"$tmp/Makefile" <<EOF
SHELL := /bin/bash
test:
	@exec $lanes lanes 'sleep 150; echo' 'b=(sleep 151; echo) && echo' 'c=sleep 152'
EOF
failed=0
fail() {
	echo "lanes-test.sh: $*" >&2
	failed=1
}

# left SESSION: what is left running of the session.
left() { ps -o pid=,args= -s "$1"; }

# stop SIGNAL WHOM: make test in a session of its own, SIGNAL sent to make
# (WHOM make) or to lanes.sh (WHOM lanes) once the three lanes sleep.
stop() {
	rm -f "$tmp/pid"
	local make=""
	set -m
	setsid -w "${reset[@]}" bash -c 'echo $$ >"$1/pid"; exec make -s -C "$1" test' - "$tmp" >"$tmp/out" 2>&1 &
	local job=$! who n
	set +m
	# A minute for the lanes to start and to stop: seconds on a quiet
	# machine, and a busy one must not fail the check.
	for ((n = 0; n < 600; n++)); do
		[ -s "$tmp/pid" ] && make=$(<"$tmp/pid") && [ "$(ps -o comm= -s "$make" | grep -cx sleep)" = 3 ] && break
		sleep 0.1
	done
	if [ "$n" = 600 ]; then
		fail "$1 to $2: the lanes did not start: $(left "$make"; cat "$tmp/out")"
	else
		who=$make
		[ "$2" = lanes ] && who=$(pgrep -P "$make")
		kill -"$1" "$who"
		for ((n = 0; n < 600; n++)); do
			[ -z "$(left "$make")" ] && break
			sleep 0.1
		done
		[ "$n" = 600 ] && fail "$1 to $2: left running a minute later: $(left "$make")"
	fi
	[ -n "$make" ] && pkill -KILL -s "$make"
	wait "$job" && fail "$1 to $2: make test did not fail"
	rm -f "$tmp/pid"
}
stop TERM make
stop TERM lanes
if [ ${#reset[@]} -gt 0 ]; then
	stop INT lanes
	stop HUP lanes
	stop QUIT lanes
else
	echo "lanes-test.sh: env has no --default-signal: INT, HUP and QUIT not checked" >&2
fi

"$lanes" "$tmp/lanes" true 'b=true' >/dev/null || fail "lanes that succeeded failed"
"$lanes" "$tmp/lanes" true 'b=false' 'c=true' >/dev/null && fail "a lane failed, and lanes.sh did not"
[ "$failed" = 0 ] && echo "lanes-test.sh: ok"
exit "$failed"
