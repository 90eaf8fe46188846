package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"time"

	"cubesolver/solver"
	"cubesolver/solver/cube"
)

var benchCmd = &command{
	name:    "bench",
	summary: "solve many cubes and report times and lengths",
	help: `
Bench solves -n random cubes (seeded by -seed, so runs are comparable) or the
facelet strings in -file (- for standard input), verifies every solution, and prints one summary
line for the time to the target length and one for the time to the first
solution: count, mean, median, 95th percentile and max in milliseconds, mean
and max length; then the search nodes, in all and a cube (which do not
depend on the machine's load, and with -workers 1 are the same from run to
run); and the table load time. -v prints a line per cube. A cube not
solved to -max moves within -timeout, as any other cube not solved as
asked, is printed as FAILED and left out of the times to the target (its
first solution, if it had one, still counts), and the status is 3.

With -scramble-len A-B the cubes are scrambles of A to B random moves (no
face turned twice in a row), as many of each length, and each must get a
solution no longer than its scramble: a cube a few moves from solved should
get a short answer. Each is given as its stickers, or with -as-moves as its
scramble's moves, as 'cubecli solve MOVES' takes it (a shortest solution
looked for up to the scramble's length, else the scramble undone).

With -mode optimal the first line is the time to the proven optimum, and a
third line gives the search nodes and nodes per second, and the moves tried
(every child generated, before its table entries are read: what nissy
counts as its nodes) per second, in all and a core; a cube not proven
within -timeout counts as failed. -table picks the optimal table (by default
the largest built by cubecli tables -optimal -size SIZE, else h0).

With -puzzle 2x2 it solves -n random pocket cubes (each held a random way),
those of -file or the scrambles of -scramble-len (as stickers or moves, the
same to it), optimally in -metric (htm or qtm), whatever -mode; verifies every
answer, and its length against -max and the scramble's; and prints the mean
time a cube and the lengths, and how long the table took to load or build.
-table, -short and -workers, which shape the 3x3x3's searches, are refused
other than at their defaults.`,
	run: runBench,
}

func runBench(e *env, args []string) int {
	fs := e.flagSet()
	mode := fs.String("mode", solver.Standard.String(), "search mode: "+solver.Standard.String()+" or "+solver.Optimal.String())
	tableName := fs.String("table", "auto", "optimal mode: the optimal table to search with: a size ("+sizeNames()+"), or auto for the largest built")
	maxLen := fs.Int("max", 20, "target length")
	n := fs.Int("n", 100, "number of random cubes")
	seed := fs.Uint64("seed", 1, "random seed")
	file := fs.String("file", "", "read facelet strings from this file (one a line; - for standard input) instead of random cubes")
	scrambleLen := fs.String("scramble-len", "", "solve scrambles of `A-B` random moves instead of random cubes; each solution must be no longer than its scramble")
	asMoves := fs.Bool("as-moves", false, "with -scramble-len: give each cube as its scramble's moves, as 'cubecli solve MOVES' takes it, rather than as its stickers")
	timeout := durationFlag(fs, "timeout", 10*time.Second, "time limit per cube, a `duration` such as 10s or 1h (optimal mode: 1h)")
	dir := fs.String("tables", "", "table cache folder")
	verbose := fs.Bool("v", false, "print a line per cube")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile of the solving to this file")
	workers := fs.Int("workers", 0, "goroutines per solve (0: one per core; 1 makes a standard search repeatable)")
	short := fs.Int("short", 0, "standard mode: look outright for a shortest solution of up to this many `moves` (at most 12) before the two-phase search, whatever the cube (the window does, with 12)")
	metricName := fs.String("metric", "htm", "-puzzle 2x2: count moves in htm or qtm")
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
	if fs.NArg() != 0 {
		return e.usageError(fs, "unexpected arguments")
	}
	switch {
	case *maxLen < 1 || *maxLen > 30:
		return e.usageError(fs, "-max %d is out of range 1..30", *maxLen)
	case *workers < 0:
		return e.usageError(fs, "-workers %d: want 0 (one per core) or more", *workers)
	case *timeout <= 0:
		return e.usageError(fs, "-timeout %s: want a positive time, e.g. 10s or 1h", *timeout)
	case *short < 0 || *short > solver.MaxShortSearch:
		return e.usageError(fs, "-short %d is out of range 0..%d", *short, solver.MaxShortSearch)
	case *asMoves && *scrambleLen == "":
		return e.usageError(fs, "-as-moves is for -scramble-len")
	case *scrambleLen != "" && *file != "":
		return e.usageError(fs, "give -file or -scramble-len, not both")
	}
	if *file != "" {
		// The file's cubes are all solved, in order: -n and -seed, which
		// choose random cubes, would be ignored.
		if f := givenFlag(fs, "n", "seed"); f != nil {
			return e.usageError(fs, "-%s chooses random cubes; with -file every cube of the file is solved", f.Name)
		}
	}
	lo, hi := 0, 0 // -scramble-len
	if *scrambleLen != "" {
		if lo, hi, ok = parseRange(*scrambleLen); !ok {
			return e.usageError(fs, "-scramble-len %q: want A-B with 1 <= A <= B <= 40, e.g. 1-12", *scrambleLen)
		}
		// The lengths take turns: fewer cubes than lengths would leave
		// the longest out without a word.
		if lengths := hi - lo + 1; *n < lengths {
			return e.usageError(fs, "-n %d is fewer than the %d lengths of -scramble-len %s: give -n %d or more, a scramble of each length", *n, lengths, *scrambleLen, lengths)
		}
	}
	if *pz == puzzle2x2 {
		if code, bad := e.not3x3Flags(fs, "table", "short", "workers"); bad {
			return code
		}
		return e.runPocketBench(pocketBench{file: *file, n: *n, seed: *seed, scrambleLo: lo, scrambleHi: hi,
			metric: metric, maxLen: *maxLen, dir: *dir, cpuprofile: *cpuprofile, verbose: *verbose})
	}
	if metric != solver.HTM {
		return e.usageError(fs, "-metric %s: the 3x3x3 is solved in htm; qtm is for -puzzle 2x2", *metricName)
	}
	if code, bad := e.otherModeFlags(fs, m); bad {
		return code
	}
	var cubes []cube.Cubie
	var scrambles [][]cube.Move // the scramble of each cube, if they are scrambles
	if lo > 0 {
		cubes, scrambles, err = scrambleCubes(*n, *seed, lo, hi)
	} else {
		// A named pipe nobody writes blocks its opening: interruptible.
		cubes, err = interruptible(e.ctx, func() ([]cube.Cubie, error) { return benchCubes(*file, e.stdin, *n, *seed) })
	}
	if e.ctx.Err() != nil {
		return exitInterrupted // run says so
	}
	if err != nil {
		return e.errorf(exitUsage, "%v", err)
	}
	s, err := e.loadSolver(*dir)
	if err != nil {
		return e.errorf(exitUsage, "%v", err)
	}
	info := s.TablesInfo()
	stopProfile, err := startCPUProfile(*cpuprofile)
	if err != nil {
		return e.errorf(exitUsage, "%v", err)
	}
	defer stopProfile()
	*timeout = timeoutFor(fs, *timeout, m)
	tableUsed := ""
	if m == solver.Optimal {
		if tableUsed, err = e.chooseOptimalTable(s, *dir, *tableName); err != nil {
			return e.errorf(exitUsage, "%v", err)
		}
	}
	var nodes, tried int64
	var searchTime time.Duration
	var total, first []time.Duration
	var lengths, firstLengths []int
	failed, failedMax := 0, 0 // failedMax: not solved to -max moves
	for i, c := range cubes {
		var firstAt time.Duration
		firstLen := -1
		if e.ctx.Err() != nil {
			break // interrupted: the summary of the cubes solved so far
		}
		if e.outputLost() {
			break // a line could not be written (-v, or a cube failed): nor will the rest
		}
		opts := solver.Options{Mode: m, MaxLength: *maxLen, Timeout: *timeout, Workers: *workers, ShortSearch: *short,
			OnEvent: func(ev solver.Event) {
				if ev.Kind == solver.Improved && firstLen < 0 {
					firstAt, firstLen = ev.Elapsed, ev.Solution.Len()
				}
			}}
		if *asMoves {
			opts.Scramble = scrambles[i]
		}
		res, err := s.Solve(e.ctx, c, opts)
		if e.ctx.Err() != nil {
			break // interrupted in this cube's search: not counted
		}
		// The first solution counts whether or not the search went on
		// to the target.
		if err == nil && firstLen >= 0 {
			first = append(first, firstAt)
			firstLengths = append(firstLengths, firstLen)
		}
		tooLong := scrambles != nil && res.Best.Len() > len(scrambles[i])
		// A cube is solved so when its solution is of -max moves at
		// most, as for solve (status 3 otherwise); in optimal mode, which
		// ignores -max, when its proven optimum is.
		overMax := err == nil && (m == solver.Standard || res.Proven) && res.Best.Len() > *maxLen
		if err != nil || !c.Apply(res.Best.Moves).IsSolved() || m == solver.Optimal && !res.Proven || tooLong || overMax {
			failed++
			if overMax {
				failedMax++
			}
			why := fmt.Sprintf("not proven optimal (stopped: %s)", res.Stop)
			switch {
			case err != nil:
				why = err.Error()
			case !c.Apply(res.Best.Moves).IsSolved():
				why = "the solution does not solve the cube"
			case tooLong:
				why = fmt.Sprintf("%d moves, longer than its %d-move scramble", res.Best.Len(), len(scrambles[i]))
			case overMax && res.Proven:
				why = fmt.Sprintf("%d moves, and there is none of at most %d", res.Best.Len(), *maxLen)
			case overMax:
				why = fmt.Sprintf("%d moves, none of at most %d found (stopped: %s)", res.Best.Len(), *maxLen, res.Stop)
			}
			fmt.Fprintf(e.stdout, "cube %d %s: FAILED: %s\n", i+1, c.Facelets(), why)
			continue
		}
		nodes += res.Nodes
		tried += res.Tried
		searchTime += res.Elapsed
		total = append(total, res.Elapsed)
		lengths = append(lengths, res.Best.Len())
		if *verbose {
			fmt.Fprintf(e.stdout, "%d %s %s %.3fms %s", i+1, c.Facelets(), formatResult(res, m), ms(res.Elapsed), res.Stop)
			if m == solver.Optimal {
				secs := res.Elapsed.Seconds()
				fmt.Fprintf(e.stdout, ", %d nodes, %.1fM nodes/s, %.1fM moves tried/s", res.Nodes, float64(res.Nodes)/secs/1e6, float64(res.Tried)/secs/1e6)
			} else {
				fmt.Fprintf(e.stdout, ", %d nodes", res.Nodes)
			}
			fmt.Fprintln(e.stdout)
		}
	}
	if m == solver.Optimal {
		fmt.Fprintf(e.stdout, "proven optimal: %s\n", summary(total, lengths))
	} else if scrambles != nil {
		fmt.Fprintf(e.stdout, "to <= %d moves and to their scrambles' lengths: %s\n", *maxLen, summary(total, lengths))
	} else {
		fmt.Fprintf(e.stdout, "to <= %d moves: %s\n", *maxLen, summary(total, lengths))
	}
	fmt.Fprintf(e.stdout, "first solution: %s\n", summary(first, firstLengths))
	if m == solver.Optimal && searchTime > 0 {
		// Per core: the processors the searches' goroutines ran on.
		cores := *workers
		if cores == 0 {
			cores = runtime.GOMAXPROCS(0)
		}
		secs := searchTime.Seconds()
		fmt.Fprintf(e.stdout, "search: %d nodes, %.1fM nodes/s; %d moves tried, %.1fM/s, %.1fM/s a core (optimal table %s)\n",
			nodes, float64(nodes)/secs/1e6, tried, float64(tried)/secs/1e6, float64(tried)/secs/1e6/float64(min(cores, runtime.GOMAXPROCS(0))), tableUsed)
	} else if len(total) > 0 {
		// Nodes do not depend on the machine's load, so they tell whether
		// a change of the search did more or less work; with -workers 1
		// they are the same from run to run.
		fmt.Fprintf(e.stdout, "search: %d nodes, %.0f a cube\n", nodes, float64(nodes)/float64(len(total)))
	}
	fmt.Fprintf(e.stdout, "tables: %s in %.0fms\n", map[bool]string{true: "loaded", false: "built"}[info.Loaded], ms(info.Duration))
	if failed > 0 {
		if failedMax > 0 {
			fmt.Fprintf(e.stdout, "%s FAILED (%d not solved to <= %d moves)\n", count(failed, "cube"), failedMax, *maxLen)
		} else {
			fmt.Fprintf(e.stdout, "%s FAILED\n", count(failed, "cube"))
		}
		return exitShort // not solved as asked
	}
	return exitOK
}

// startCPUProfile writes a CPU profile to file ("": none) until stop is
// called.
func startCPUProfile(file string) (stop func(), err error) {
	if file == "" {
		return func() {}, nil
	}
	f, err := os.Create(file)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

// parseRange reads "A-B" (or "A") with 1 <= A <= B <= 40.
func parseRange(s string) (lo, hi int, ok bool) {
	a, b, found := strings.Cut(s, "-")
	if !found {
		b = a
	}
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := strconv.Atoi(strings.TrimSpace(b))
	return lo, hi, err1 == nil && err2 == nil && 1 <= lo && lo <= hi && hi <= 40
}

// scrambleCubes returns n scrambles of lo to hi random moves, as many of
// each length (cycling through them), never turning a face twice in a
// row: the cubes and their moves.
func scrambleCubes(n int, seed uint64, lo, hi int) ([]cube.Cubie, [][]cube.Move, error) {
	if n <= 0 {
		return nil, nil, fmt.Errorf("-n %d: want at least one cube", n)
	}
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	cubes, scrambles := make([]cube.Cubie, n), make([][]cube.Move, n)
	for i := range cubes {
		length := lo + i%(hi-lo+1)
		c, last := cube.Solved(), cube.Face(6)
		for k := 0; k < length; k++ {
			m := cube.Move(r.IntN(cube.NumMoves))
			for m.Face() == last {
				m = cube.Move(r.IntN(cube.NumMoves))
			}
			c, last = c.Move(m), m.Face()
			scrambles[i] = append(scrambles[i], m)
		}
		cubes[i] = c
	}
	return cubes, scrambles, nil
}

// benchCubes returns the cubes to solve: from file ("-": stdin), or n
// random ones.
func benchCubes(file string, stdin io.Reader, n int, seed uint64) ([]cube.Cubie, error) {
	if file == "" {
		if n <= 0 {
			return nil, fmt.Errorf("-n %d: want at least one cube", n)
		}
		r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
		cubes := make([]cube.Cubie, n)
		for i := range cubes {
			cubes[i] = cube.Random(r)
		}
		return cubes, nil
	}
	return readBenchFile(file, stdin, func(text string) (cube.Cubie, error) {
		fl, err := cube.ParseFacelets(text)
		if err != nil {
			return cube.Cubie{}, err
		}
		return fl.ToCubie()
	})
}

// readBenchFile reads bench's -file ("-": stdin), a cube a line as parse
// reads it; blank lines (and a byte-order mark) are skipped, and an error
// names the file and the line.
func readBenchFile[C any](file string, stdin io.Reader, parse func(text string) (C, error)) ([]C, error) {
	f, err := openBenchFile(file, stdin)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	file = benchFileName(file)
	var cubes []C
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, maxLine+1) // a line of maxLine bytes and its '\n'
	line := 1
	for ; sc.Scan(); line++ {
		text := sc.Text()
		if line == 1 {
			text = trimBOM(text)
		}
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		c, err := parse(text)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", file, line, err)
		}
		cubes = append(cubes, c)
	}
	if err := benchFileError(file, line, sc, len(cubes)); err != nil {
		return nil, err
	}
	return cubes, nil
}

// openBenchFile opens bench's -file: "-" is standard input, as wherever
// cubecli takes cubes.
func openBenchFile(file string, stdin io.Reader) (io.ReadCloser, error) {
	if file == "-" {
		return io.NopCloser(stdin), nil
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	// Said here, in the same words on every system: reading a folder
	// fails with "is a directory" on Linux, "Invalid function." on Windows.
	if st, err := f.Stat(); err == nil && st.IsDir() {
		f.Close()
		return nil, fmt.Errorf("%s is a directory, not a file of facelet strings", file)
	}
	return f, nil
}

// benchFileName is -file as messages name it.
func benchFileName(file string) string {
	if file == "-" {
		return "standard input"
	}
	return file
}

// benchFileError is what went wrong reading bench's -file, after sc has
// read cubes from it and stopped at line: a read error (a folder, a line
// too long, named by its number as a bad cube's is) before "no cubes",
// which it would otherwise look like, each naming the file.
func benchFileError(file string, line int, sc *bufio.Scanner, cubes int) error {
	switch err := sc.Err(); {
	case errors.Is(err, bufio.ErrTooLong):
		return fmt.Errorf("%s:%d: the line is longer than the %d KiB cubecli reads as one cube", file, line, maxLine>>10)
	case err != nil:
		return err // the file's own error, which names it
	case cubes == 0:
		return fmt.Errorf("%s: no cubes", file)
	}
	return nil
}

func ms(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }

// summary formats count, mean/median/p95/max time and mean/max length.
func summary(times []time.Duration, lengths []int) string {
	if len(times) == 0 {
		return "no cubes solved"
	}
	sorted := slices.Clone(times)
	slices.Sort(sorted)
	var sum time.Duration
	for _, d := range times {
		sum += d
	}
	lsum := 0
	for _, l := range lengths {
		lsum += l
	}
	p := func(q float64) time.Duration { return sorted[min(len(sorted)-1, int(q*float64(len(sorted))))] }
	return fmt.Sprintf("%s, mean %.3fms, median %.3fms, p95 %.3fms, max %.3fms; length mean %.2f, max %d",
		count(len(times), "cube"), ms(sum/time.Duration(len(times))), ms(p(0.5)), ms(p(0.95)), ms(sorted[len(sorted)-1]),
		float64(lsum)/float64(len(lengths)), slices.Max(lengths))
}
