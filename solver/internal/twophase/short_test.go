package twophase

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// scrambleNoRepeat turns the solved cube by n random moves, never one face
// twice in a row.
func scrambleNoRepeat(r *rand.Rand, n int) cube.Cubie {
	c, last := cube.Solved(), cube.Face(6)
	for k := 0; k < n; k++ {
		m := cube.Move(r.IntN(cube.NumMoves))
		for m.Face() == last {
			m = cube.Move(r.IntN(cube.NumMoves))
		}
		c, last = c.Move(m), m.Face()
	}
	return c
}

// A cube a few moves from solved gets a solution no longer than those
// moves, proven shortest: by default for every cube up to shortDepth moves
// from solved and these up to shortCheapDepth (most up to 12), and with
// ShortSearch for every cube up to that many moves. The time limit is one
// no machine reaches; the searches are bounded by their node budget.
func TestShortCubesAnsweredShortly(t *testing.T) {
	tb := testTables(t)
	r := rand.New(rand.NewPCG(11, 12))
	// The cube the issue was about: 8 moves, answered with 18.
	alg, err := cube.ParseAlg("R U R' U' F2 D L2 B")
	if err != nil {
		t.Fatal(err)
	}
	cubes := []cube.Cubie{cube.Solved().Apply(alg.Moves())}
	lengths := []int{8}
	for i := 0; i < 120; i++ {
		n := 1 + i%12
		cubes, lengths = append(cubes, scrambleNoRepeat(r, n)), append(lengths, n)
	}
	for i, c := range cubes {
		n := lengths[i]
		for _, short := range []int{0, 12} {
			if short == 0 && n > shortCheapDepth {
				continue
			}
			res, err := solve(context.Background(), tb, c, search.Options{Timeout: time.Hour, ShortSearch: short})
			if err != nil {
				t.Fatal(err)
			}
			if !c.Apply(res.Best.Moves).IsSolved() {
				t.Fatalf("%s does not solve the cube", res.Best)
			}
			if res.Best.Len() > n {
				t.Errorf("a %d-move scramble (ShortSearch %d) got %s", n, short, res.Best)
			}
			if !res.Proven {
				t.Errorf("a %d-move scramble (ShortSearch %d) got %s, not proven shortest", n, short, res.Best)
			}
		}
	}
}

// The short search gives up when told to stop, and then says that it did
// not search in full, so that nothing is taken as proven.
func TestShortSearchStops(t *testing.T) {
	tb := testTables(t)
	c := cube.Random(rand.New(rand.NewPCG(13, 14)))
	depths := phase1Depths(tb, c)
	_, found, complete, _ := shortest(tb, c, depths[0], shortMaxDepth, func() bool { return true })
	if found || complete {
		t.Errorf("stopped at once: found %v, complete %v", found, complete)
	}
	_, found, complete, _ = shortest(tb, c, depths[0], shortMaxDepth, func() bool { return false })
	if found || !complete {
		t.Errorf("a random cube within 12 moves, or not searched in full: found %v, complete %v", found, complete)
	}
}

// BenchmarkShortest proves of random cubes that none has a solution of 12
// moves or fewer: the cost that a random cube pays for the search.
func BenchmarkShortest(b *testing.B) {
	tb := testTables(b)
	cubes := randomCubes(21, 22, 64)
	depths := make([][3]int, len(cubes))
	for i, c := range cubes {
		depths[i] = phase1Depths(tb, c)[0]
	}
	never := func() bool { return false }
	nodes := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(cubes)
		_, found, complete, n := shortest(tb, cubes[k], depths[k], shortMaxDepth, never)
		if found || !complete {
			b.Fatalf("cube %d: found %v, complete %v", k, found, complete)
		}
		nodes += n
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// By default, without ShortSearch, most cubes of 9 to 12 random moves get a
// solution no longer than their scramble too: those up to shortCheapDepth
// that the search before finds within its budget, those whose two-phase
// answer is at most shortFirstAfter long, and those whose phase-1
// distances hint that they are near solved (shortSumAfter). On these 240
// (one worker, so the same every run) 198 do, 190 without the first rule,
// and the second alone, at 16 moves, gave 160.
func TestShortCubesByDefault(t *testing.T) {
	tb := testTables(t)
	r := rand.New(rand.NewPCG(15, 16))
	short := 0
	const n = 240
	for i := 0; i < n; i++ {
		moves := 9 + i%4
		c := scrambleNoRepeat(r, moves)
		res, err := solve(context.Background(), tb, c, search.Options{Timeout: time.Hour, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if !c.Apply(res.Best.Moves).IsSolved() {
			t.Fatalf("%s does not solve the cube", res.Best)
		}
		if res.Best.Len() <= moves {
			short++
		}
	}
	t.Logf("%d of %d scrambles of 9-12 moves answered no longer", short, n)
	if short < 198 {
		t.Errorf("%d of %d scrambles of 9-12 moves answered no longer than the scramble, want 198", short, n)
	}
}

// lowerBound never says more moves than a cube needs: every cube within
// four moves of solved, found breadth first with its exact distance, and
// its inverse; and 2,000 scrambles of 8 to 12 moves, which their scramble
// solves. On the scrambles it says more than the largest distance (the
// last move's rule) for some cubes, and equals the scramble's length for
// some.
func TestLowerBoundNeverAboveDistance(t *testing.T) {
	tb := testTables(t)
	dist := map[cube.Cubie]int{cube.Solved(): 0}
	layer := []cube.Cubie{cube.Solved()}
	for d := 1; d <= 4; d++ {
		var next []cube.Cubie
		for _, c := range layer {
			for m := cube.Move(0); m < cube.NumMoves; m++ {
				x := c.Move(m)
				if _, seen := dist[x]; !seen {
					dist[x] = d
					next = append(next, x)
				}
			}
		}
		layer = next
	}
	type known struct {
		c cube.Cubie
		d int // at most this many moves solve c
	}
	var cubes []known
	for c, d := range dist {
		cubes = append(cubes, known{c, d})
	}
	r := rand.New(rand.NewPCG(19, 20))
	for i := 0; i < 2000; i++ {
		n := 8 + i%5
		cubes = append(cubes, known{scrambleNoRepeat(r, n), n})
	}
	raised, reached := 0, 0
	for _, k := range cubes {
		for _, row := range phase1Depths(tb, k.c) {
			lb := lowerBound(row)
			if lb > k.d {
				t.Fatalf("%v: distances %v, lower bound %d, but %d moves solve it", k.c, row, lb, k.d)
			}
			if k.d >= 8 && lb > max(row[0], row[1], row[2]) {
				raised++
			}
			if k.d >= 8 && lb == k.d {
				reached++
			}
		}
	}
	if raised == 0 || reached == 0 {
		t.Errorf("of 2,000 scrambles and inverses, %d raised above the largest distance, %d at the scramble's length: want some of each", raised, reached)
	}
}

// The short search runs on the inverse when its bounds are higher, and
// its solution, turned back, solves the cube.
func TestShortSearchOnTheInverse(t *testing.T) {
	tb := testTables(t)
	r := rand.New(rand.NewPCG(17, 18))
	inverse := 0
	for i := 0; i < 60; i++ {
		n := 7 + i%4
		c := scrambleNoRepeat(r, n)
		if shortSide(phase1Depths(tb, c)).invert {
			inverse++
		}
		res, err := solve(context.Background(), tb, c, search.Options{Timeout: time.Hour, ShortSearch: 12})
		if err != nil {
			t.Fatal(err)
		}
		if !c.Apply(res.Best.Moves).IsSolved() || res.Best.Len() > n || !res.Proven {
			t.Fatalf("a %d-move scramble got %s (proven %v): not a shortest solution", n, res.Best, res.Proven)
		}
	}
	if inverse == 0 {
		t.Error("no cube searched on its inverse")
	}
}
