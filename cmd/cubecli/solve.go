package main

import (
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"time"

	"cubesolver/solver"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

var solveCmd = &command{
	name:    "solve",
	args:    "FACELETS|MOVES|-",
	summary: "solve cubes: one line 'MOVES (Nf)' per cube",
	help: `
Solve finds a solution for each cube with Kociemba's two-phase algorithm
(standard mode) and prints it as "MOVES (Nf)", N being the length in the
half-turn metric; a cube already solved is "(0f)", and standard error
says "already solved (0 moves)". It stops at the first solution of at most -max moves, or
returns the best found when -timeout passes. Every solution is verified on
the cube before it is printed. With '-' it solves one cube a line from
standard input; a line that is no real cube gets "invalid cube:" and what
is wrong with it. The tables are loaded from the cache folder, or built there
on first use.

A cube may also be given as the scramble that makes it from solved, in
MOVES (e.g. "R U R' U'", or unquoted where the shell allows, R U F2; what has a prime, a digit or a bracket, or is
words of one or two letters, is read as moves, unless it is about as many
letters as stickers, of this puzzle or the other, in rows of two sticker
letters, "UU FF ..." (a move of two letters is a wide turn, Rw, or has i
for inverse, Ri), or with a stray character: a mistyped facelet string; a
line of '-' too). Its
solution is then never longer than the scramble: the standard search looks
outright for a shortest solution of up to as many moves as the scramble
has (up to 12), and where it finds nothing shorter than the scramble in
the time, the scramble undone is the answer.

A solution longer than -max (none shorter found in the time, or in
optimal mode none shorter at all) is printed all the same, with a note on
standard error and exit status 3; so is "no solution found in" the time,
when -timeout passes before any is found.

With -mode optimal it finds a shortest solution and proves it so, printing
"MOVES (Nf*)"; the star marks a proven optimum, and is missing when
-timeout (here 1 hour unless given) passed first: the best solution found
is printed, with exit status 3. Interrupted (Ctrl-C), it prints the best
solution found so far, unmarked, and exits with status 130. It searches
with the optimal table -table: by default the largest that 'cubecli tables
-optimal -size SIZE' has built in the cache folder, else the least one, h0
(built in seconds), several times slower.

With -to TARGET it finds moves that take each cube to TARGET instead of to
solved: a facelet string, the MOVES of a scramble that makes it from solved
(read as a cube to solve is), or a pattern (` + cube.PatternNames() + `).
A target written held another way than the cube (its centres elsewhere) is
the same cube turned in the hand: the moves are named as the cube is held.
The standard mode finds a short way, the optimal mode a proven shortest one.
A cube with a piece turned in place (a twisted corner, a flipped edge) or
two pieces swapped can be taken to a target that has them too; a target
that cannot be reached from the cube gets "cannot be reached" and why.` +
		pocketFaceletsHelp + `
Every pocket cube answer is optimal and proven at once ("MOVES (Nf*)"),
counted in -metric: htm (half turns count one) or qtm (quarter turns;
"MOVES (Nq*)"), whatever -mode; one longer than -max is printed with a note
and exit status 3, and -table and -short, which shape the 3x3x3's searches,
are refused other than at their defaults. Its TARGET patterns: ` + pocket.PatternNames() + `.`,
	run: runSolve,
}

func runSolve(e *env, args []string) int {
	fs := e.flagSet()
	maxLen := fs.Int("max", 20, "target length: stop at the first solution of at most this many moves")
	timeout := durationFlag(fs, "timeout", 10*time.Second, "time limit per cube, a `duration` such as 10s or 1h (optimal mode: 1h); the best solution found by then is printed")
	dir := fs.String("tables", "", "table cache folder (default $CUBESOLVER_TABLES or the user cache folder)")
	mode := fs.String("mode", solver.Standard.String(), "search mode: "+solver.Standard.String()+" or "+solver.Optimal.String())
	tableName := fs.String("table", "auto", "optimal mode: the optimal table to search with: a size ("+sizeNames()+"), or auto for the largest built")
	verbose := fs.Bool("v", false, "print progress and each better solution to standard error")
	short := fs.Int("short", 0, "standard mode: look outright for a shortest solution of up to this many `moves` (at most 12) first, whatever the cube (the window does, with 12)")
	to := fs.String("to", "", "solve to this `TARGET` cube (a facelet string, a scramble's moves or a pattern's name) instead of to solved")
	metricName := fs.String("metric", "htm", "-puzzle 2x2: count moves in htm (half turns are one move) or qtm (quarter turns)")
	pz := puzzleFlag(fs)
	if code, done := e.parse(fs, args); done {
		return code
	}
	// Every flag is checked alike for both puzzles.
	metric, ok := solver.ParseMetric(*metricName)
	if !ok {
		return e.usageError(fs, "unknown -metric %q (htm or qtm)", *metricName)
	}
	m, err := solver.ParseMode(*mode)
	if err != nil {
		return e.usageError(fs, "-mode: %v", err)
	}
	arg, err := cubeArgument(fs.Args())
	if err != nil {
		return e.usageError(fs, "%v", err)
	}
	if *maxLen < 1 || *maxLen > 30 {
		return e.usageError(fs, "-max %d is out of range 1..30", *maxLen)
	}
	if *timeout <= 0 {
		return e.usageError(fs, "-timeout %s: want a positive time, e.g. 10s or 1h", *timeout)
	}
	if *short < 0 || *short > solver.MaxShortSearch {
		return e.usageError(fs, "-short %d is out of range 0..%d", *short, solver.MaxShortSearch)
	}
	if *pz == puzzle2x2 {
		if code, bad := e.not3x3Flags(fs, "table", "short"); bad {
			return code
		}
		return runPocketSolve(e, fs, arg, *dir, *to, metric, *maxLen)
	}
	if metric != solver.HTM {
		return e.usageError(fs, "-metric %s: the 3x3x3 is solved in htm; qtm is for -puzzle 2x2", *metricName)
	}
	if code, bad := e.otherModeFlags(fs, m); bad {
		return code
	}
	var to3 *cube.Facelets // -to's stickers, as written
	if *to != "" {
		f, err := targetCube(*to)
		if err != nil {
			return e.usageError(fs, "%v", err)
		}
		to3 = &f
	}
	// read reads a cube to solve, and its target; or says why it cannot
	// be solved, with the status.
	read := func(text string) (c cube.Cubie, target *cube.Cubie, scramble []cube.Move, why string, code int) {
		f, scramble, notation, err := readCube(text, arg != "-")
		if notation {
			return c, nil, nil, err.Error(), exitUsage
		}
		if err != nil {
			return c, nil, nil, err.Error(), exitNo
		}
		if to3 != nil {
			c, err = f.Pieces() // twisted alike may reach the target
		} else {
			c, err = f.ToCubie()
		}
		if err != nil {
			return c, nil, nil, "invalid cube: " + err.Error(), exitNo // as verify says it
		}
		if to3 != nil {
			t, err := heldAs(*to3, f)
			if err != nil {
				return c, nil, nil, err.Error(), exitUsage // not reached: both were read
			}
			target = &t
		}
		return c, target, scramble, "", exitOK
	}
	// A cube given as the argument is read before the tables are loaded
	// (seconds) or built (a minute): a typo is said at once.
	if arg != "-" {
		if _, _, _, why, code := read(arg); why != "" {
			return e.eachCube(arg, func(string) (string, int) { return why, code })
		}
	}
	s, err := e.loadSolver(*dir)
	if err != nil {
		return e.errorf(exitUsage, "%v", err)
	}
	*timeout = timeoutFor(fs, *timeout, m)
	if m == solver.Optimal {
		if _, err := e.chooseOptimalTable(s, *dir, *tableName); err != nil {
			return e.errorf(exitUsage, "%v", err)
		}
	}
	return e.eachCube(arg, func(text string) (string, int) {
		c, target, scramble, why, code := read(text)
		if why != "" {
			return why, code
		}
		opts := solver.Options{Mode: m, MaxLength: *maxLen, Timeout: *timeout, ShortSearch: *short, To: target}
		if *verbose {
			opts.OnEvent = func(ev solver.Event) { printEvent(e, ev, m) }
		}
		if target == nil { // the scramble undone solves only to solved
			opts.Scramble = scramble
		}
		res, err := s.Solve(e.ctx, c, opts)
		if res.Undone && *verbose {
			e.progressf("%8s    none shorter than the scramble found: the scramble undone, %s\n", "", res.Best)
		}
		var cubeErr *cube.Error
		switch {
		case err != nil && e.ctx.Err() != nil:
			return "", exitInterrupted // nothing found before the interrupt; run says it was
		case errors.Is(err, solver.ErrNoSolution) && res.Stop != solver.Cancelled:
			return e.noSolution(*timeout), exitShort
		case errors.As(err, &cubeErr) || errors.Is(err, solver.ErrInvalidCube):
			return err.Error(), exitNo // the target cannot be reached
		case err != nil:
			return err.Error(), exitUsage // a table that could not be read
		}
		switch {
		case res.Stop == solver.Cancelled:
			// Interrupted: the best found, not marked optimal; run says
			// it was interrupted.
		case m == solver.Optimal && !res.Proven:
			e.notef("%s not proven optimal in %s", res.Best, *timeout)
			return formatResult(res, m), exitShort
		case m == solver.Optimal && res.Best.Len() > *maxLen:
			// The optimal search ignores -max; the answer is held to it
			// as the standard one and the pocket cube's are.
			e.notef("there is no solution of at most %s; the shortest has %d", count(*maxLen, "move"), res.Best.Len())
			return formatResult(res, m), exitShort
		case m == solver.Standard && res.Best.Len() > *maxLen && res.Proven:
			// The search proved it shortest: no time would find one.
			e.notef("there is no solution of at most %s; the shortest has %d", count(*maxLen, "move"), res.Best.Len())
			return formatResult(res, m), exitShort
		case m == solver.Standard && res.Best.Len() > *maxLen:
			e.notef("no solution of at most %s found in %s; the shortest found has %d (a longer -timeout, or -mode optimal, may find one)", count(*maxLen, "move"), *timeout, res.Best.Len())
			return formatResult(res, m), exitShort
		}
		e.noteNoMoves(res.Best.Len(), target != nil)
		return formatResult(res, m), exitOK
	})
}

// bestSoFar says the length of the best solution so far (-1: none).
func bestSoFar(n int) string {
	if n < 0 {
		return "no solution yet"
	}
	return fmt.Sprintf("best %d", n)
}

// noteNoMoves says on standard error, for a single cube given as the
// argument, that a cube answered with no moves ("(0f)" on standard output,
// unchanged for scripts that read "MOVES (Nf)") is already solved, or
// already at the target: a bare "(0f)" did not say so to a person.
// Cubes read with '-' are answered a line each and left without the note.
func (e *env) noteNoMoves(n int, toTarget bool) {
	if n != 0 || e.line > 0 || e.cmd.name != "solve" {
		return
	}
	if toTarget {
		e.notef("already at the target (0 moves)")
	} else {
		e.notef("already solved (0 moves)")
	}
}

// printEvent writes a search event of a search in mode m as one line of
// standard error.
func printEvent(e *env, ev solver.Event, m solver.Mode) {
	ms := float64(ev.Elapsed.Microseconds()) / 1000
	best := bestSoFar(ev.BestLength)
	switch ev.Kind {
	case solver.Progress:
		if ev.Bounding > 0 {
			e.progressf("%8.1fms  depth %d done; trying the standard search for %d moves first, %d nodes, %s\n",
				ms, ev.Depth, ev.Bounding, ev.Nodes, best)
			return
		}
		if ev.Depth > 0 {
			eta := ""
			if ev.DepthETA > 0 {
				eta = fmt.Sprintf(", about %s left", roundDuration(ev.DepthETA))
			}
			// Rounded down: 100% only once the depth is done.
			e.progressf("%8.1fms  depth %d, %d%% searched%s, %d nodes, %.1fM nodes/s, %s\n",
				ms, ev.Depth, int(math.Floor(100*ev.DepthDone+1e-9)), eta, ev.Nodes, ev.NodesPerSecond/1e6, best)
			return
		}
		if m == solver.Optimal {
			// Before its depths, optimal mode runs the standard search
			// for a first solution, whose phases it does not count.
			e.progressf("%8.1fms  the standard search first, %d nodes, %s\n", ms, ev.Nodes, best)
			return
		}
		e.progressf("%8.1fms  phase 1 depth %d, phase 2 depth %d, %d phase-1 solutions tried, %d nodes, %s\n",
			ms, ev.Phase1Depth, ev.Phase2Depth, ev.Phase1Solutions, ev.Nodes, best)
	case solver.Improved:
		sol := ev.Solution
		if sol.Phase1+sol.Phase2 == 0 { // the optimal search's own
			e.progressf("%8.1fms  found %s\n", ms, sol)
			return
		}
		pre := ""
		if sol.Premoves > 0 {
			pre = fmt.Sprintf(", premoves: %d", sol.Premoves)
		}
		e.progressf("%8.1fms  found %s  [phase 1: %d, phase 2: %d%s, axis %s%s]\n",
			ms, sol, sol.Phase1, sol.Phase2, pre, [3]string{"UD", "RL", "FB"}[sol.Axis], map[bool]string{true: ", inverse"}[sol.Invert])
	case solver.Finished:
		e.progressf("%8.1fms  done: %s, %d nodes\n", ms, ev.Stop, ev.Nodes)
		for d, t := range ev.DepthTimes {
			if t > 0 {
				e.progressf("          depth %d took %s\n", d, roundDuration(t))
			}
		}
	}
}

// progressf writes a line of -v's progress to standard error, with the
// line of standard input it is about, as notef does, when reading '-':
// "line 2:     0.2ms  found ...".
func (e *env) progressf(format string, a ...any) {
	if e.line > 0 {
		format = "line %d: " + format
		a = append([]any{e.line}, a...)
	}
	fmt.Fprintf(e.stderr, format, a...)
}

// targetCube reads -to for the 3x3x3: a pattern's name, the moves of a
// scramble that makes it from solved (read as the cube to solve is), or a
// facelet string, whose pieces must be real (a piece turned in place is
// allowed: whether the cube can reach it is for the solver to say). It
// returns the target's stickers as written: a target held another way than
// the cube is turned to be held alike (heldAs), cube by cube.
func targetCube(s string) (cube.Facelets, error) {
	if p, ok := cube.PatternNamed(s); ok {
		return p.Cubie().Facelets(), nil
	}
	if _, ok := pocket.PatternNamed(s); ok {
		return cube.Facelets{}, fmt.Errorf("-to %q is a pattern of the 2x2x2 (give -puzzle 2x2), not of the 3x3x3 (%s)", s, cube.PatternNames())
	}
	if namesFile(s) {
		return cube.Facelets{}, fmt.Errorf("-to %q names a file: -to takes a facelet string, a scramble's moves or a pattern's name (%s), not a file", s, cube.PatternNames())
	}
	if !cube.LooksLikeStickers(s, cube.NumFacelets) {
		alg, err := parseAlg(s)
		if err != nil {
			return cube.Facelets{}, fmt.Errorf("-to %q: invalid scramble: %w", s, err)
		}
		return alg.ApplyUpright(cube.SolvedFacelets()), nil
	}
	f, err := cube.ParseFacelets(s)
	if err == nil {
		_, err = f.Pieces()
	}
	if err != nil {
		return f, fmt.Errorf("-to %q is neither a pattern (%s) nor a real cube's facelet string: %w", s, cube.PatternNames(), err)
	}
	return f, nil
}

// namesFile reports whether s, no cube, is a file's name: a file that is
// there, or a name that reads as a path.
func namesFile(s string) bool {
	_, err := os.Stat(s)
	return err == nil || looksLikePath(s)
}

// heldAs reads the target's pieces with the target turned in the hand to
// be held as the cube f is: a real cube alike held another way (another
// face up) is the same cube, reached by no moves, as the window turns both
// upright. Reading each relative to its own centres would rename the
// target's colours instead.
func heldAs(target, f cube.Facelets) (cube.Cubie, error) {
	t, err := target.HeldAs(f)
	if err != nil {
		return cube.Cubie{}, err
	}
	return t.Pieces()
}

// noSolution is solve's line for a cube it found no solution for in
// timeout: on '-' its line's, as a line that is no cube says so (eachCube
// leaves a status-3 line, an answer, as it is).
func (e *env) noSolution(timeout time.Duration) string {
	msg := fmt.Sprintf("no solution found in %s", timeout)
	if e.line > 0 {
		msg = fmt.Sprintf("line %d: %s", e.line, msg)
	}
	return msg
}

// cubeArgument is the cube solve is given: one argument, or a scramble
// typed unquoted (cubecli solve R U F), or stickers typed face by face,
// the arguments taken together; '-' only alone, and a whole cube too.
func cubeArgument(args []string) (string, error) {
	switch {
	case len(args) == 0:
		return "", errors.New("want FACELETS, MOVES or '-'")
	case len(args) > 1 && slices.Contains(args, "-"):
		return "", errors.New("'-' must be the only argument")
	case strings.TrimSpace(strings.Join(args, "")) == "":
		return "", errors.New("no cube given: the argument is empty; want FACELETS, MOVES or '-'")
	}
	if len(args) > 1 {
		for _, a := range args {
			_, err3 := cube.ParseFacelets(a)
			_, err2 := pocket.Parse(a)
			if err3 == nil || err2 == nil {
				return "", fmt.Errorf("%q is a whole cube, among other arguments: solve takes one cube; give several a line each on standard input, with '-'", a)
			}
		}
	}
	return typedMoves(args)
}
