package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"cubesolver/solver"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// The pocket cube (-puzzle 2x2) on every command that takes a cube: its
// facelet strings are 24 letters, U1..U4 R1..R4 F1..F4 D1..D4 L1..L4
// B1..B4, each letter naming a colour by its face on the solved cube held
// white up, green in front, and a cube may be held any way.

const pocketFaceletsHelp = `

With -puzzle 2x2 the cube is a pocket cube (2x2x2): FACELETS is 24 letters,
U1..U4 R1..R4 F1..F4 D1..D4 L1..L4 B1..B4, each face read row by row; a
letter names a colour by its face on the solved cube held white up, green in
front (U white, R red, F green, D yellow, L orange, B blue; W Y G O work too),
and the cube may be held any way.`

// parsePocketAlg parses MOVES for the pocket cube, showing where a bad
// token is.
func parsePocketAlg(moves string) (cube.Alg, error) {
	alg, err := pocket.ParseAlg(moves)
	if err != nil {
		return nil, withCaret(moves, err)
	}
	return alg, nil
}

// pocketCube reads a pocket cube's facelet string and checks it is real;
// with pieces only (a target to reach, or a cube to take to one) a corner
// twisted in place is allowed.
func pocketCube(s string, piecesOnly bool) (pocket.Cube, error) {
	f, err := pocket.Parse(s)
	if err != nil {
		return pocket.Cube{}, err
	}
	if piecesOnly {
		return f.Pieces()
	}
	return f.Cube()
}

func runPocketFacelets(e *env, fs *flag.FlagSet) int {
	alg, err := parsePocketAlg(strings.Join(fs.Args(), " "))
	if err != nil {
		return e.errorf(exitUsage, "%v", err)
	}
	fmt.Fprintln(e.stdout, pocket.SolvedFacelets().Apply(alg))
	return exitOK
}

func runPocketCheck(e *env, arg string) int {
	return e.eachCube(arg, func(s string) (string, int) {
		if movesNotStickers(s, puzzle2x2) {
			return movesGiven(s), exitUsage
		}
		_, err := pocketCube(s, false)
		if err == nil {
			return "ok", exitOK
		}
		// As for the 3x3x3 (checkFacelets): a mend of the stickers where
		// AutoFix has none.
		if f, perr := pocket.Parse(s); perr == nil && !strings.Contains(err.Error(), "fix:") {
			if fix, ok := stickerMend(f, pocket.FillBlanks, pocket.FixOneSticker, pocket.FaceletName); ok {
				return fmt.Sprintf("%v; fix: %s", err, fix), exitNo
			}
		}
		return err.Error(), exitNo
	})
}

func runPocketVerify(e *env, fs *flag.FlagSet, to string) int {
	target := pocket.Solved()
	if to != "" {
		var err error
		if target, err = pocketTarget(to); err != nil {
			return e.usageError(fs, "%v", err)
		}
	}
	alg, err := parsePocketAlg(strings.Join(fs.Args()[1:], " "))
	if err != nil {
		return e.errorf(exitUsage, "%v", err)
	}
	return e.eachCube(fs.Arg(0), func(s string) (string, int) {
		// To a target, a twisted corner may reach one alike, as solve
		// -to takes them.
		if _, err := pocketCube(s, to != ""); err != nil {
			return "invalid cube: " + err.Error(), exitNo
		}
		f, _ := pocket.Parse(s)
		after := f.Apply(alg)
		c, err := pocketCube(after.String(), to != "")
		if err != nil {
			return "the moves made an impossible cube: " + err.Error(), exitUsage
		}
		u, t, wrong := c.Upright(), target.Upright(), 0
		for i := range u.CP {
			if u.CP[i] != t.CP[i] || u.CO[i] != t.CO[i] {
				wrong++
			}
		}
		switch {
		case wrong == 0 && to != "":
			return "at the target", exitOK
		case wrong == 0:
			return "solved", exitOK
		case to != "":
			verb := "differ"
			if wrong == 1 {
				verb = "differs"
			}
			return fmt.Sprintf("not at the target: %s %s from the target's, each held white up, green in front; after the moves the cube is %s",
				count(wrong, "corner"), verb, after), exitNo
		}
		return fmt.Sprintf("not solved: %s out of place or turned; after the moves the cube is %s",
			count(wrong, "corner"), after), exitNo
	})
}

func runPocketRandom(e *env, n int, r *rand.Rand) int {
	for range n {
		if _, err := fmt.Fprintln(e.stdout, pocket.Random(r).Facelets()); err != nil {
			return exitUsage // and run says why
		}
	}
	return exitOK
}

// loadPocket loads the pocket cube's table, saying on standard error if it
// was built or the cache could not be used.
func (e *env) loadPocket(dir string) (*solver.Pocket, error) {
	return e.openPocket(dir, false)
}

// openPocket is loadPocket, with rebuild building the table anew.
func (e *env) openPocket(dir string, rebuild bool) (*solver.Pocket, error) {
	pr := newProgressPrinter(e.stderr)
	p, err := solver.OpenPocket(e.ctx, solver.TableOptions{Dir: dir, Rebuild: rebuild, Progress: pr.report, Unsaved: e.unsaved})
	pr.finish()
	if err != nil {
		return nil, err
	}
	e.reportFaults("the pocket cube's table", p.TablesInfo())
	return p, nil
}

// pocketTarget reads -to for the pocket cube: a pattern's name, the moves
// of a scramble that makes it from solved, or a facelet string.
func pocketTarget(s string) (pocket.Cube, error) {
	if p, ok := pocket.PatternNamed(s); ok {
		return p.Cube(), nil
	}
	if _, ok := cube.PatternNamed(s); ok {
		return pocket.Cube{}, fmt.Errorf("-to %q is a pattern of the 3x3x3, not of the 2x2x2 (%s)", s, pocket.PatternNames())
	}
	if namesFile(s) {
		return pocket.Cube{}, fmt.Errorf("-to %q names a file: -to takes a facelet string, a scramble's moves or a pattern's name (%s), not a file", s, pocket.PatternNames())
	}
	if !cube.LooksLikeStickers(s, pocket.NumFacelets) {
		alg, err := parsePocketAlg(s)
		if err != nil {
			return pocket.Cube{}, fmt.Errorf("-to %q: invalid scramble: %w", s, err)
		}
		return pocket.SolvedFacelets().Apply(alg).Cube()
	}
	c, err := pocketCube(s, true)
	if err != nil {
		return c, fmt.Errorf("-to %q is neither a pattern of the 2x2x2 (%s) nor a real cube's facelet string: %w", s, pocket.PatternNames(), err)
	}
	return c, nil
}

// not3x3Flags refuses the flags named that were given with -puzzle 2x2,
// other than their defaults, being for the 3x3x3's searches only: bad is
// true, with the status.
func (e *env) not3x3Flags(fs *flag.FlagSet, names ...string) (code int, bad bool) {
	f := changedFlag(fs, names...)
	if f == nil {
		return exitOK, false
	}
	return e.usageError(fs, "-%s %s is for the 3x3x3's searches; with -puzzle 2x2 every answer is looked up, optimal; leave -%s at %s",
		f.Name, f.Value, f.Name, f.DefValue), true
}

// pocketAnswer writes a pocket cube's answer, proven shortest, as solve
// and bench print it: "MOVES (Nf*)", or "(Nq*)" in QTM.
func pocketAnswer(best solver.Solution) string {
	return strings.TrimSuffix(best.String(), ")") + "*)"
}

// pocketLength is the length of a pocket cube's solution in metric m.
func pocketLength(moves []cube.Move, m solver.Metric) int {
	if m == solver.QTM {
		return cube.QTM(moves)
	}
	return len(moves)
}

func runPocketSolve(e *env, fs *flag.FlagSet, arg, dir, to string, m solver.Metric, maxLen int) int {
	target := pocket.Solved()
	if to != "" {
		var err error
		if target, err = pocketTarget(to); err != nil {
			return e.usageError(fs, "%v", err)
		}
	}
	p, err := e.loadPocket(dir)
	if err != nil {
		return e.errorf(exitUsage, "%v", err)
	}
	return e.eachCube(arg, func(s string) (string, int) {
		if !cube.LooksLikeStickers(s, pocket.NumFacelets) {
			// Solved optimally, the answer is no longer than the scramble.
			// A caret under the bad move, as the 3x3x3's, for a cube
			// given alone: a line of standard input gets a line back.
			alg, err := pocket.ParseAlg(s)
			if err != nil && arg != "-" {
				err = withCaret(s, err)
			}
			if err != nil {
				return "invalid scramble: " + err.Error(), exitUsage // bad notation
			}
			s = pocket.SolvedFacelets().Apply(alg).String()
		}
		c, err := pocketCube(s, to != "")
		if err != nil {
			return "invalid cube: " + err.Error(), exitNo
		}
		res, err := p.Solve(c, target, m)
		if err != nil {
			return err.Error(), exitNo
		}
		out := pocketAnswer(res.Best)
		if n := pocketLength(res.Best.Moves, m); n > maxLen {
			// As the 3x3x3's proven answer says it.
			unit := map[solver.Metric]string{solver.HTM: "moves", solver.QTM: "quarter turns"}[m]
			e.notef("there is no solution of at most %d %s; the shortest has %d", maxLen, unit, n)
			return out, exitShort
		}
		e.noteNoMoves(len(res.Best.Moves), to != "")
		return out, exitOK
	})
}

func runPocketTables(e *env, dir string, stats, rebuild bool) int {
	start := time.Now()
	p, err := e.openPocket(dir, rebuild)
	if err != nil {
		return e.errorf(exitUsage, "the pocket cube's table: %v", err)
	}
	info := p.TablesInfo()
	if info.Loaded {
		fmt.Fprintf(e.stdout, "loaded the pocket cube's table from %s in %s\n", info.Path, roundDuration(time.Since(start)))
	} else if info.SaveError == nil {
		fmt.Fprintf(e.stdout, "built the pocket cube's table in %s, saved to %s\n", roundDuration(time.Since(start)), info.Path)
	} else {
		fmt.Fprintf(e.stdout, "built the pocket cube's table in %s, could not save it to %s: %v\n", roundDuration(time.Since(start)), info.Path, info.SaveError)
	}
	if stats {
		for _, m := range []solver.Metric{solver.HTM, solver.QTM} {
			fmt.Fprintf(e.stdout, "pocket cube distances (%s):\n", m)
			for d, n := range p.Distribution(m) {
				fmt.Fprintf(e.stdout, "%d %d\n", d, n)
			}
		}
	}
	if info.SaveError != nil {
		return exitUsage
	}
	return exitOK
}

// pocketBench is what bench -puzzle 2x2 is asked to do.
type pocketBench struct {
	file                   string // the cubes' file, else random cubes or scrambles
	n                      int
	seed                   uint64
	scrambleLo, scrambleHi int // -scramble-len, or 0
	metric                 solver.Metric
	maxLen                 int
	dir, cpuprofile        string
	verbose                bool
}

// runPocketBench solves n random pocket cubes (each held a random way),
// those of file or scrambles, and verifies every answer: that it solves
// the cube, in at most maxLen moves and no more than the scramble's.
func (e *env) runPocketBench(b pocketBench) int {
	var cubes []pocket.Cube
	var scrambles [][]cube.Move // the scramble of each cube, if they are scrambles
	switch {
	case b.file != "":
		// A named pipe nobody writes blocks its opening: interruptible.
		var err error
		cubes, err = interruptible(e.ctx, func() ([]pocket.Cube, error) { return pocketBenchCubes(b.file, e.stdin) })
		if e.ctx.Err() != nil {
			return exitInterrupted // run says so
		}
		if err != nil {
			return e.errorf(exitUsage, "%v", err)
		}
	case b.scrambleLo > 0:
		var err error
		if _, scrambles, err = scrambleCubes(b.n, b.seed, b.scrambleLo, b.scrambleHi); err != nil {
			return e.errorf(exitUsage, "%v", err)
		}
		for _, sc := range scrambles {
			cubes = append(cubes, pocket.Solved().Apply(sc))
		}
	default:
		if b.n <= 0 {
			return e.errorf(exitUsage, "-n %d: want at least one cube", b.n)
		}
		r := rand.New(rand.NewPCG(b.seed, b.seed^0x9e3779b97f4a7c15))
		cubes = make([]pocket.Cube, b.n)
		for i := range cubes {
			cubes[i] = pocket.RandomHeld(r)
		}
	}
	start := time.Now()
	p, err := e.loadPocket(b.dir)
	if err != nil {
		return e.errorf(exitUsage, "%v", err)
	}
	load := time.Since(start)
	stopProfile, err := startCPUProfile(b.cpuprofile)
	if err != nil {
		return e.errorf(exitUsage, "%v", err)
	}
	defer stopProfile()
	var solving time.Duration
	lengths := make([]int, 0, len(cubes))
	wrong, long := 0, 0 // not solved; solved in too many moves
	for i, c := range cubes {
		if e.ctx.Err() != nil || e.outputLost() {
			break // interrupted, or a line could not be written (-v, a cube failed)
		}
		t0 := time.Now()
		res, err := p.Solve(c, pocket.Solved(), b.metric)
		solving += time.Since(t0)
		if err != nil || !c.Apply(res.Best.Moves).IsSolved() {
			wrong++
			fmt.Fprintf(e.stdout, "cube %d %s: FAILED: %v\n", i+1, c.Facelets(), err)
			continue
		}
		length := pocketLength(res.Best.Moves, b.metric)
		why := ""
		switch {
		case scrambles != nil && length > pocketLength(scrambles[i], b.metric):
			why = fmt.Sprintf("%s, longer than its scramble %s", pocketAnswer(res.Best), cube.FormatMoves(scrambles[i]))
		case length > b.maxLen:
			why = fmt.Sprintf("%s, and there is none of at most %d", pocketAnswer(res.Best), b.maxLen)
		}
		if why != "" {
			long++
			fmt.Fprintf(e.stdout, "cube %d %s: FAILED: %s\n", i+1, c.Facelets(), why)
			continue
		}
		lengths = append(lengths, length)
		if b.verbose {
			fmt.Fprintf(e.stdout, "%d %s %s\n", i+1, c.Facelets(), pocketAnswer(res.Best))
		}
	}
	if len(lengths) > 0 {
		sum, longest := 0, 0
		for _, l := range lengths {
			sum += l
			longest = max(longest, l)
		}
		fmt.Fprintf(e.stdout, "pocket cube, %s: %s solved optimally and verified, mean %.2fµs a cube; length mean %.2f, max %d\n",
			b.metric, count(len(lengths), "cube"), float64(solving.Nanoseconds())/1e3/float64(len(cubes)), float64(sum)/float64(len(lengths)), longest)
	}
	info := p.TablesInfo()
	fmt.Fprintf(e.stdout, "table: %s in %.0fms\n", map[bool]string{true: "loaded", false: "built"}[info.Loaded], ms(load))
	if wrong+long > 0 {
		fmt.Fprintf(e.stdout, "%s FAILED\n", count(wrong+long, "cube"))
	}
	switch {
	case wrong > 0:
		return exitNo
	case long > 0:
		return exitShort // not solved as asked
	}
	return exitOK
}

// pocketBenchCubes reads pocket cubes, one facelet string a line, from
// file ("-": stdin).
func pocketBenchCubes(file string, stdin io.Reader) ([]pocket.Cube, error) {
	return readBenchFile(file, stdin, func(text string) (pocket.Cube, error) { return pocketCube(text, false) })
}
