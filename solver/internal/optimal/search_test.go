package optimal

import (
	"context"
	"math/rand/v2"
	"os"
	"sync"
	"testing"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
	"cubesolver/solver/search"
	otables "cubesolver/tables/optimal"
)

// optimalSolve solves c in optimal mode and fails unless the result is a
// proven, verified solution in canonical form.
func optimalSolve(t *testing.T, s *tester, c cube.Cubie, opts search.Options) search.Result {
	t.Helper()
	opts.Mode = search.Optimal
	if opts.Timeout == 0 {
		opts.Timeout = time.Minute
	}
	res, err := s.Solve(context.Background(), c, opts)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Apply(res.Best.Moves).IsSolved() {
		t.Fatalf("%s does not solve the cube", res.Best)
	}
	if !res.Proven || res.Stop != search.Exhausted {
		t.Fatalf("%s: proven %v, stop %v", res.Best, res.Proven, res.Stop)
	}
	checkCanonical(t, res.Best.Moves)
	return res
}

// withoutUpperBound runs f with the optimal search alone: no standard
// search first, whose short-cube pre-search would otherwise solve every
// cube near solved.
func withoutUpperBound(f func()) {
	useUpperBound = false
	defer func() { useUpperBound = true }()
	f()
}

// ball is every cube within depth moves of solved, by breadth-first
// search: the independent check of the optimal search.
type ball struct {
	depth map[cube.Cubie]int8
	cubes []cube.Cubie // in order of depth
}

func newBall(depth int) *ball {
	b := &ball{depth: map[cube.Cubie]int8{cube.Solved(): 0}, cubes: []cube.Cubie{cube.Solved()}}
	level := b.cubes
	for d := 1; d <= depth; d++ {
		var next []cube.Cubie
		for _, c := range level {
			for m := cube.Move(0); m < cube.NumMoves; m++ {
				x := c.Move(m)
				if _, ok := b.depth[x]; !ok {
					b.depth[x] = int8(d)
					next = append(next, x)
				}
			}
		}
		b.cubes = append(b.cubes, next...)
		level = next
	}
	return b
}

// distance returns the exact distance of c from solved if it is at most
// the two balls' depths added, else -1 (meet in the middle: a shortest
// solution's first moves make a cube y of the small ball, and c*y is in
// the big one).
func distance(c cube.Cubie, small, big *ball) int {
	best := -1
	for _, y := range small.cubes {
		if d, ok := big.depth[c.Mul(y)]; ok {
			if n := int(small.depth[y]) + int(d); best < 0 || n < best {
				best = n
			}
		}
	}
	return best
}

// scramble returns the cube after n random moves.
func scramble(r *rand.Rand, n int) (cube.Cubie, []cube.Move) {
	c := cube.Solved()
	var moves []cube.Move
	for k := 0; k < n; k++ {
		m := cube.Move(r.IntN(cube.NumMoves))
		moves = append(moves, m)
		c = c.Move(m)
	}
	return c, moves
}

// Every cube up to 6 moves from solved gets a solution of exactly its
// distance: all cubes up to depth 3 and a random sample of depths 4 to 6,
// their distances found by breadth-first search.
func TestOptimalFindsExactDepth(t *testing.T) {
	s := testSolver(t)
	small := newBall(3)
	r := rand.New(rand.NewPCG(5, 6))
	cubes := small.cubes[1:] // Solve answers the solved cube itself
	for i := 0; i < 600; i++ {
		if c, _ := scramble(r, 4+i%3); !c.IsSolved() {
			cubes = append(cubes, c)
		}
	}
	withoutUpperBound(func() {
		for _, c := range cubes {
			want := distance(c, small, small)
			res := optimalSolve(t, s, c, search.Options{})
			if res.Best.Len() != want {
				t.Fatalf("%s: %s, but it is %d moves from solved", c.Facelets(), res.Best, want)
			}
		}
	})
}

// Scrambles of 8 to 12 moves never get a longer solution, and the length
// agrees with a breadth-first check where that is feasible (up to 8 moves,
// 9 without -short).
func TestOptimalScrambles(t *testing.T) {
	s := testSolver(t)
	small, big, exact := newBall(4), newBall(4), 8
	if !testing.Short() {
		big, exact = newBall(5), 9
	}
	checked := 0
	r := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 40; i++ {
		n := 8 + i%5
		c, moves := scramble(r, n)
		opts := search.Options{}
		if i%2 == 1 {
			opts.Workers = 1
		}
		var res search.Result
		if i%4 < 2 {
			res = optimalSolve(t, s, c, opts)
		} else {
			withoutUpperBound(func() { res = optimalSolve(t, s, c, opts) })
		}
		if res.Best.Len() > n {
			t.Fatalf("%s: %s is longer than the scramble", cube.FormatMoves(moves), res.Best)
		}
		d := distance(c, small, big)
		switch {
		case d >= 0 && d != res.Best.Len():
			t.Fatalf("%s: %s, but breadth-first search says %d", cube.FormatMoves(moves), res.Best, d)
		case d < 0 && res.Best.Len() <= exact:
			t.Fatalf("%s: %s, but breadth-first search found nothing that short", cube.FormatMoves(moves), res.Best)
		case d >= 0:
			checked++
		}
	}
	t.Logf("%d of 40 lengths checked by breadth-first search", checked)
}

// Cancelling stops the search with the best solution so far, not proven;
// so does the time limit. (How soon is not asserted: a loaded machine is
// slow, and a hang fails the test by its timeout. The time limit is a
// nanosecond, passed before the search starts however fast the machine.)
func TestOptimalCancel(t *testing.T) {
	s := testSolver(t)
	c := cube.Random(rand.New(rand.NewPCG(9, 10)))
	ctx, cancel := context.WithCancel(context.Background())
	var once sync.Once
	res, err := s.Solve(ctx, c, search.Options{Mode: search.Optimal, Timeout: time.Hour, OnEvent: func(e search.Event) {
		if e.Kind == search.Improved {
			once.Do(cancel) // a solution is there: stop
		}
	}})
	if err != nil || res.Stop != search.Cancelled || res.Proven || !c.Apply(res.Best.Moves).IsSolved() {
		t.Fatalf("%v, stop %v, proven %v, err %v", res.Best, res.Stop, res.Proven, err)
	}
	res, err = s.Solve(context.Background(), c, search.Options{Mode: search.Optimal, Timeout: time.Nanosecond})
	if res.Stop != search.TimeLimit || res.Proven || err != nil && err != search.ErrNoSolution {
		t.Fatalf("%v, stop %v, proven %v, err %v", res.Best, res.Stop, res.Proven, err)
	}
}

// The events say the depth, the nodes, the time per finished depth and,
// at the end, that the solution is proven.
func TestOptimalEvents(t *testing.T) {
	s := testSolver(t)
	c, _ := scramble(rand.New(rand.NewPCG(11, 12)), 13)
	var last search.Event
	var res search.Result
	improved := 0
	withoutUpperBound(func() {
		res = optimalSolve(t, s, c, search.Options{ProgressInterval: time.Millisecond, OnEvent: func(e search.Event) {
			if e.Kind == search.Improved {
				improved++
			}
			last = e
		}})
	})
	if last.Kind != search.Finished || !last.Proven || last.Solution == nil || improved != 1 {
		t.Fatalf("last event %+v, %d improvements", last, improved)
	}
	n := last.Solution.Len()
	if last.Depth != n || len(last.DepthTimes) != n+1 || last.Nodes == 0 {
		t.Fatalf("depth %d, times %v, nodes %d for a %d-move solution", last.Depth, last.DepthTimes, last.Nodes, n)
	}
	// Every node expanded tried a move at least, and each move tried
	// is a child: of 18 moves a node tries 15 at most (not the face
	// just turned).
	if res.Tried < res.Nodes || res.Tried > 15*res.Nodes {
		t.Fatalf("%d moves tried from %d nodes", res.Tried, res.Nodes)
	}
	// Each depth's time is measured (a short one may read 0 where the
	// clock is coarse, as on Windows) and they add up to no more than the
	// whole search.
	var sum time.Duration
	for _, d := range last.DepthTimes {
		if d < 0 {
			t.Fatalf("depth times %v", last.DepthTimes)
		}
		sum += d
	}
	if sum > last.Elapsed {
		t.Fatalf("depth times %v add up to %v, more than the %v elapsed", last.DepthTimes, sum, last.Elapsed)
	}
}

// The superflip needs 20 moves: proven with each size of the optimal
// table built in the default cache folder ('cubecli tables -optimal -size
// SIZE'). It runs only with CUBESOLVER_LONG=1, for minutes: it measures
// the proof's time of each size (tables/optimal/measured.go keeps them).
func TestOptimalSuperflip(t *testing.T) {
	if testing.Short() || os.Getenv("CUBESOLVER_LONG") == "" {
		t.Skip("minutes of search: set CUBESOLVER_LONG=1")
	}
	s := testSolver(t)
	f, _ := cube.ParseFacelets("UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB")
	c, _ := f.ToCubie()
	for _, size := range otables.Sizes() {
		t.Run(size.Name, func(t *testing.T) {
			o, _, err := otables.Open(context.Background(), "", s.t, size)
			if err != nil {
				t.Skipf("not built: %v", err)
			}
			defer o.Close()
			res := optimalSolve(t, s.withTable(o), c, search.Options{Timeout: time.Hour})
			t.Logf("superflip with %s: %s in %v, %d nodes", size, res.Best, res.Elapsed, res.Nodes)
			// The standard search finds 20 moves at once: the test is the proof.
			if res.Best.Len() != 20 || !res.Proven {
				t.Fatalf("superflip: %s, proven %v (stopped: %v)", res.Best, res.Proven, res.Stop)
			}
		})
	}
}

// The superflip's corners and edge slices are home, so only the edges'
// own table bounds it: 11 moves, for the cube and for its inverse.
func TestSuperflipBoundIsTheEdges(t *testing.T) {
	s := testSolver(t)
	f, _ := cube.ParseFacelets("UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB")
	c, _ := f.ToCubie()
	if nd := root(s.o, c); nd.fwd != otables.MaxEdgeDepth || nd.bk != otables.MaxEdgeDepth {
		t.Errorf("superflip's bounds: %d, inverse %d; want %d", nd.fwd, nd.bk, otables.MaxEdgeDepth)
	}
}

// The superflip's subtrees, four moves deep, come down to 934 of 43,254
// by its 48 symmetries: enough to share out and to tell a depth's progress
// by, where three moves deep left 75.
func TestSuperflipTasks(t *testing.T) {
	s := testSolver(t)
	f, _ := cube.ParseFacelets("UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB")
	c, _ := f.ToCubie()
	w := &worker{o: s.o, run: run.New(c, search.Options{})}
	for _, tc := range []struct{ prefix, all, distinct int }{{3, 3240, 75}, {prefixLen, 43254, 934}} {
		all := subtrees(w, root(s.o, c), 1<<cube.NumMoves-1, 20, tc.prefix)
		distinct := distinctTasks(c, selfSyms(c), subtrees(w, root(s.o, c), firstMoves(c), 20, tc.prefix))
		if len(all) != tc.all || len(distinct) != tc.distinct {
			t.Errorf("%d moves deep: %d subtrees, %d distinct; want %d, %d", tc.prefix, len(all), len(distinct), tc.all, tc.distinct)
		}
	}
}

// A symmetric cube is searched from one first move of each symmetric
// family only, and still gets its shortest solution.
func TestOptimalSymmetricCube(t *testing.T) {
	s := testSolver(t)
	for _, text := range []string{"U2 D2 F2 B2 L2 R2", "U D' R L' F B' U D'", "F B' U2 F' B R2 D2"} {
		moves, err := cube.ParseMoves(text)
		if err != nil {
			t.Fatal(err)
		}
		c := cube.Solved().Apply(moves)
		if bits := firstMoves(c); bits == 1<<cube.NumMoves-1 {
			t.Errorf("%s: no symmetry found", text)
		}
		withoutUpperBound(func() {
			if res := optimalSolve(t, s, c, search.Options{}); res.Best.Len() != len(moves) {
				t.Errorf("%s: %s", text, res.Best)
			}
		})
	}
	if got := firstMoves(cube.Solved().Apply(mustMoves(t, "U R"))); got != 1<<cube.NumMoves-1 {
		t.Errorf("an asymmetric cube starts with %018b", got)
	}
}

func mustMoves(t *testing.T, s string) []cube.Move {
	m, err := cube.ParseMoves(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The share of a depth searched grows within each depth, stays within 0
// and 1, and a depth searched in full counts all its parts.
func TestOptimalDepthProgress(t *testing.T) {
	s := testSolver(t)
	c, _ := scramble(rand.New(rand.NewPCG(11, 12)), 13)
	done := map[int]float64{}
	withoutUpperBound(func() {
		optimalSolve(t, s, c, search.Options{ProgressInterval: time.Millisecond, OnEvent: func(e search.Event) {
			if e.Kind != search.Progress || e.Depth == 0 {
				return
			}
			if e.DepthDone < 0 || e.DepthDone > 1 || e.DepthETA < 0 {
				t.Errorf("depth %d: %v done, %v left", e.Depth, e.DepthDone, e.DepthETA)
			}
			if e.DepthDone < done[e.Depth] {
				t.Errorf("depth %d: done went back from %v to %v", e.Depth, done[e.Depth], e.DepthDone)
			}
			done[e.Depth] = e.DepthDone
		}})
	})
	if len(done) == 0 {
		t.Log("no progress event came during a depth: the search was too quick to show one")
	}

	// A depth below the solution's, searched in full.
	res := optimalSolve(t, s, c, search.Options{})
	n := res.Best.Len() - 1
	r := run.New(c, search.Options{Mode: search.Optimal})
	root := root(s.o, c)
	r.BeginDepth(n)
	if (&engine{t: s.t, o: s.o}).searchDepth(r, root, firstMoves(c), n, 2) {
		t.Fatalf("a solution of %d moves, below the optimum", n)
	}
	if got := r.DepthWork(); got != run.DepthParts {
		t.Errorf("a depth searched in full counted %d of %d parts", got, uint64(run.DepthParts))
	}
}

// A search for a solution shorter than a known one goes on from where an
// earlier search stopped: asked for one shorter than the optimum it finds
// none and stops exhausted, having shown that none exists; begun at the
// optimum's depth (FromDepth) it searches no depth below it and finds the
// optimum, proven.
func TestOptimalShorterThanFromDepth(t *testing.T) {
	s := testSolver(t)
	r := rand.New(rand.NewPCG(41, 42))
	withoutUpperBound(func() {
		for i := 0; i < 6; i++ {
			c, _ := scramble(r, 8+i%2)
			if c.IsSolved() {
				continue
			}
			n := optimalSolve(t, s, c, search.Options{}).Best.Len()

			res, err := s.Solve(context.Background(), c, search.Options{Mode: search.Optimal, Timeout: time.Minute, ShorterThan: n})
			if err != search.ErrNoSolution || res.Stop != search.Exhausted || res.Proven {
				t.Fatalf("%s, shorter than its optimum %d: %s, %v, stop %v, proven %v", c.Facelets(), n, res.Best, err, res.Stop, res.Proven)
			}

			var depths []int
			res = optimalSolve(t, s, c, search.Options{ShorterThan: n + 1, FromDepth: n, OnEvent: func(e search.Event) {
				if e.Depth > 0 {
					depths = append(depths, e.Depth)
				}
			}})
			if res.Best.Len() != n {
				t.Fatalf("%s from depth %d: %s", c.Facelets(), n, res.Best)
			}
			for _, d := range depths {
				if d < n {
					t.Fatalf("%s from depth %d searched depth %d", c.Facelets(), n, d)
				}
			}
			// Begun past the optimum, it does not find it: the depths
			// below FromDepth are not searched (the events above may all
			// come after the last depth).
			res, err = s.Solve(context.Background(), c, search.Options{Mode: search.Optimal, Timeout: time.Minute, ShorterThan: n + 1, FromDepth: n + 1})
			if err != search.ErrNoSolution || res.Stop != search.Exhausted {
				t.Fatalf("%s from depth %d, shorter than %d: %s, %v", c.Facelets(), n+1, n+1, res.Best, err)
			}
		}
	})
}

// The standard search the optimal mode starts with counts in the nodes
// reported: a cube it proved at once was reported solved in 0 nodes, and
// while a later bound search ran (up to a minute) the progress shown
// stood still.
func TestOptimalCountsTheBoundSearch(t *testing.T) {
	s := testSolver(t)
	r := rand.New(rand.NewPCG(5, 6))
	provenBefore := 0
	for _, n := range []int{5, 7, 8, 9, 10} {
		c, _ := scramble(r, n)
		res := optimalSolve(t, s, c, search.Options{})
		if res.Tried > 0 {
			continue // the optimal search ran too
		}
		provenBefore++
		if !res.Proven || res.Nodes == 0 {
			t.Errorf("%s: proven %v in %d nodes by the standard search", res.Best, res.Proven, res.Nodes)
		}
	}
	if provenBefore == 0 {
		t.Fatal("no cube was proven by the standard search alone")
	}
}
