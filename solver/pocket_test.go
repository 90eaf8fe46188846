package solver

import (
	"context"
	"errors"
	"math/rand/v2"
	"sync"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/solver/internal/searchtest"
	"cubesolver/tables/tablestest"
)

var (
	pocketOnce   sync.Once
	pocketSolver *Pocket
	pocketErr    error
)

func testPocket(t testing.TB) *Pocket {
	t.Helper()
	pocketOnce.Do(func() { pocketSolver, pocketErr = LoadPocket(context.Background(), tablestest.Dir(), nil) })
	if pocketErr != nil {
		t.Fatal(pocketErr)
	}
	return pocketSolver
}

// 10,000 random pairs, each cube held a random way: every answer takes the
// cube to its target, is as long as the table says, and as long as the
// way back.
func TestPocketToTarget(t *testing.T) {
	p := testPocket(t)
	r := rand.New(rand.NewPCG(30, 31))
	for _, m := range []Metric{HTM, QTM} {
		for range 10_000 {
			from, to := pocket.RandomHeld(r), pocket.RandomHeld(r)
			res, err := p.Solve(from, to, m)
			if err != nil {
				t.Fatal(err)
			}
			moves := res.Best.Moves
			if !pocket.Equal(from.Apply(moves), to) || !res.Proven || res.Best.Metric != m {
				t.Fatalf("%v to %v in %v: %v does not reach it", from, to, m, res.Best)
			}
			length := len(moves)
			if m == QTM {
				length = cube.QTM(moves)
			}
			if d, back := p.Distance(from, to, m), p.Distance(to, from, m); length != d || back != d {
				t.Fatalf("%v to %v in %v: %d moves, the table says %d there and %d back", from, to, m, length, d, back)
			}
		}
	}
}

// On pairs a few moves apart, a breadth-first search of its own (all 18
// face turns, or the 12 quarter turns, cubes compared however held) finds
// no shorter way than the answer.
func TestPocketOptimalByBreadthFirst(t *testing.T) {
	p := testPocket(t)
	r := rand.New(rand.NewPCG(32, 33))
	quarters := []cube.Move{}
	for m := range cube.Move(cube.NumMoves) {
		if m.Quarters() != 2 {
			quarters = append(quarters, m)
		}
	}
	all := make([]cube.Move, cube.NumMoves)
	for m := range all {
		all[m] = cube.Move(m)
	}
	n := 60
	if testing.Short() || searchtest.RaceEnabled {
		n = 10
	}
	for k := range n {
		m, turns, depth := HTM, all, 1+k%6
		if k%2 == 1 {
			m, turns = QTM, quarters
		}
		from := pocket.RandomHeld(r)
		to := from
		for range depth {
			to = to.Move(cube.Move(r.IntN(cube.NumMoves)))
		}
		to = to.Mul(pocket.Rotations()[r.IntN(24)])
		res, err := p.Solve(from, to, m)
		if err != nil {
			t.Fatal(err)
		}
		want := breadthFirst(from, to, turns)
		got := len(res.Best.Moves)
		if m == QTM {
			got = cube.QTM(res.Best.Moves)
		}
		if got != want {
			t.Fatalf("%v to %v in %v: answer %v, breadth-first %d", from, to, m, res.Best, want)
		}
	}
}

// breadthFirst returns the fewest of turns that take from to to, each
// cube compared however it is held.
func breadthFirst(from, to pocket.Cube, turns []cube.Move) int {
	goal := to.Upright()
	seen := map[pocket.Cube]bool{from.Upright(): true}
	level := []pocket.Cube{from}
	for d := 0; ; d++ {
		var next []pocket.Cube
		for _, c := range level {
			if c.Upright() == goal {
				return d
			}
			for _, m := range turns {
				n := c.Move(m)
				if u := n.Upright(); !seen[u] {
					seen[u] = true
					next = append(next, n)
				}
			}
		}
		level = next
	}
}

// A cube with a twisted corner reaches a target twisted alike, and no
// other.
func TestPocketTwistedCubes(t *testing.T) {
	p := testPocket(t)
	twisted := pocket.Solved()
	twisted.CO[cube.URF] = 2
	to := twisted.Apply([]cube.Move{0, 3, 6})
	res, err := p.Solve(twisted, to, HTM)
	if err != nil || len(res.Best.Moves) != 3 || twisted.Apply(res.Best.Moves).Upright() != to.Upright() {
		t.Errorf("twisted to twisted: %v %v", res.Best, err)
	}
	_, err = p.Solve(twisted, pocket.Solved(), HTM)
	var ce *cube.Error
	if !errors.As(err, &ce) || ce.Kind != cube.ErrTwist {
		t.Errorf("twisted to solved: %v", err)
	}
	if p.Distance(twisted, pocket.Solved(), QTM) != -1 {
		t.Error("a distance to an unreachable target")
	}
}

func TestPocketSolved(t *testing.T) {
	p := testPocket(t)
	for _, r := range pocket.Rotations() {
		res, err := p.Solve(r, pocket.Solved(), QTM)
		if err != nil || len(res.Best.Moves) != 0 || res.Best.String() != "(0q)" {
			t.Fatalf("%v: %v %v", r, res.Best, err)
		}
	}
}
