package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
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
	if _, err := parseAlg(moves); err != nil {
		return nil, err
	}
	return pocket.ParseAlg(moves)
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
		if _, err := pocketCube(s, false); err != nil {
			return err.Error(), exitNo
		}
		return "ok", exitOK
	})
}

func runPocketVerify(e *env, fs *flag.FlagSet) int {
	alg, err := parsePocketAlg(strings.Join(fs.Args()[1:], " "))
	if err != nil {
		return e.errorf(exitUsage, "%v", err)
	}
	return e.eachCube(fs.Arg(0), func(s string) (string, int) {
		if _, err := pocketCube(s, false); err != nil {
			return "invalid cube: " + err.Error(), exitNo
		}
		f, _ := pocket.Parse(s)
		after := f.Apply(alg)
		c, err := after.Cube()
		if err != nil {
			return "the moves made an impossible cube: " + err.Error(), exitUsage
		}
		if c.IsSolved() {
			return "solved", exitOK
		}
		u, wrong := c.Upright(), 0
		for i := range u.CP {
			if int(u.CP[i]) != i || u.CO[i] != 0 {
				wrong++
			}
		}
		return fmt.Sprintf("not solved: %s out of place or turned; after the moves the cube is %s",
			count(wrong, "corner"), after), exitNo
	})
}

func runPocketRandom(e *env, n int, r *rand.Rand) int {
	for range n {
		if _, err := fmt.Fprintln(e.stdout, pocket.Random(r).Facelets()); err != nil {
			return e.errorf(exitUsage, "%v", err)
		}
	}
	return exitOK
}

// loadPocket loads the pocket cube's table, saying on standard error if it
// was built or the cache could not be used.
func (e *env) loadPocket(dir string) (*solver.Pocket, error) {
	pr := newProgressPrinter(e.stderr)
	p, err := solver.LoadPocket(e.ctx, dir, pr.report)
	pr.finish()
	if err != nil {
		return nil, err
	}
	e.reportFaults("the pocket cube's table", p.TablesInfo())
	return p, nil
}

// pocketTarget reads -to for the pocket cube: a pattern's name or a facelet
// string.
func pocketTarget(s string) (pocket.Cube, error) {
	if p, ok := pocket.PatternNamed(s); ok {
		return p.Cube(), nil
	}
	c, err := pocketCube(s, true)
	if err != nil {
		return c, fmt.Errorf("-to %q is neither a pattern of the 2x2x2 (%s) nor a real cube's facelet string: %w", s, pocket.PatternNames(), err)
	}
	return c, nil
}

func runPocketSolve(e *env, fs *flag.FlagSet, dir, to string, m solver.Metric) int {
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
	return e.eachCube(fs.Arg(0), func(s string) (string, int) {
		if isScramble(s, pocket.NumFacelets) {
			// Solved optimally, the answer is no longer than the scramble.
			alg, err := pocket.ParseAlg(s)
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
		return strings.TrimSuffix(res.Best.String(), ")") + "*)", exitOK
	})
}

func runPocketTables(e *env, dir string, stats bool) int {
	start := time.Now()
	p, err := e.loadPocket(dir)
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

// runPocketBench solves n random pocket cubes (each held a random way), or
// those of file, and verifies every answer.
func runPocketBench(e *env, file string, n int, seed uint64, m solver.Metric, dir string, verbose bool) int {
	var cubes []pocket.Cube
	if file != "" {
		var err error
		// A named pipe nobody writes blocks its opening: interruptible.
		cubes, err = interruptible(e.ctx, func() ([]pocket.Cube, error) { return pocketBenchCubes(file) })
		if e.ctx.Err() != nil {
			return exitInterrupted // run says so
		}
		if err != nil {
			return e.errorf(exitUsage, "%v", err)
		}
	} else {
		if n <= 0 {
			return e.errorf(exitUsage, "-n %d: want at least one cube", n)
		}
		r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
		cubes = make([]pocket.Cube, n)
		for i := range cubes {
			cubes[i] = pocket.RandomHeld(r)
		}
	}
	start := time.Now()
	p, err := e.loadPocket(dir)
	if err != nil {
		return e.errorf(exitUsage, "%v", err)
	}
	load := time.Since(start)
	var solving time.Duration
	lengths := make([]int, 0, len(cubes))
	failed := 0
	for i, c := range cubes {
		if e.ctx.Err() != nil {
			break
		}
		t0 := time.Now()
		res, err := p.Solve(c, pocket.Solved(), m)
		solving += time.Since(t0)
		if err != nil || !c.Apply(res.Best.Moves).IsSolved() {
			failed++
			fmt.Fprintf(e.stdout, "cube %d %s: FAILED: %v\n", i+1, c.Facelets(), err)
			continue
		}
		length := res.Best.Len()
		if m == solver.QTM {
			length = res.Best.QTM()
		}
		lengths = append(lengths, length)
		if verbose {
			fmt.Fprintf(e.stdout, "%d %s %s\n", i+1, c.Facelets(), res.Best)
		}
	}
	if len(lengths) > 0 {
		sum, longest := 0, 0
		for _, l := range lengths {
			sum += l
			longest = max(longest, l)
		}
		fmt.Fprintf(e.stdout, "pocket cube, %s: %d cubes solved optimally and verified, mean %.2fµs a cube; length mean %.2f, max %d\n",
			m, len(lengths), float64(solving.Nanoseconds())/1e3/float64(len(cubes)), float64(sum)/float64(len(lengths)), longest)
	}
	info := p.TablesInfo()
	fmt.Fprintf(e.stdout, "table: %s in %.0fms\n", map[bool]string{true: "loaded", false: "built"}[info.Loaded], ms(load))
	if failed > 0 {
		fmt.Fprintf(e.stdout, "%d cubes FAILED\n", failed)
		return exitNo
	}
	return exitOK
}

// pocketBenchCubes reads pocket cubes, one facelet string a line.
func pocketBenchCubes(file string) ([]pocket.Cube, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var cubes []pocket.Cube
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if line == 1 {
			text = trimBOM(text)
		}
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		c, err := pocketCube(text, false)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", file, line, err)
		}
		cubes = append(cubes, c)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(cubes) == 0 {
		return nil, fmt.Errorf("%s: no cubes", file)
	}
	return cubes, nil
}
