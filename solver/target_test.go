package solver

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/searchtest"
)

// A standard search to a target reaches it exactly, from cubes of every
// kind: random pairs, and a cube with a twisted corner and a flipped edge
// going to a target that has them too.
func TestStandardToTarget(t *testing.T) {
	s := testSolver(t)
	r := rand.New(rand.NewPCG(40, 41))
	n := 50
	if testing.Short() {
		n = 10
	}
	for range n {
		from, to := cube.Random(r), cube.Random(r)
		res, err := s.Solve(context.Background(), from, Options{To: &to, Timeout: time.Hour})
		if err != nil || from.Apply(res.Best.Moves) != to || res.Best.Len() > 20 {
			t.Fatalf("%v: %v", res.Best, err)
		}
	}
	broken := cube.Solved()
	broken.CO[cube.URF], broken.EO[cube.UF] = 1, 1
	to := broken.Apply([]cube.Move{3, 0, 5, 2})
	res, err := s.Solve(context.Background(), broken, Options{To: &to, Timeout: time.Hour})
	if err != nil || broken.Apply(res.Best.Moves) != to || res.Best.Len() > 4 {
		t.Fatalf("twisted and flipped: %v %v", res.Best, err)
	}
}

// A target that cannot be reached gets an error that says why.
func TestUnreachableTarget(t *testing.T) {
	s := testSolver(t)
	twisted := cube.Solved()
	twisted.CO[cube.DRB] = 2
	flipped := cube.Solved()
	flipped.EO[cube.BR] = 1
	swapped := cube.Solved()
	swapped.EP[cube.UR], swapped.EP[cube.UF] = cube.UF, cube.UR
	for _, c := range []struct {
		name     string
		from, to cube.Cubie
		kind     cube.ErrorKind
	}{
		{"twist", cube.Solved(), twisted, cube.ErrTwist},
		{"flip", flipped, cube.Solved(), cube.ErrFlip},
		{"parity", swapped, cube.Random(rand.New(rand.NewPCG(1, 2))), cube.ErrParity},
	} {
		for _, mode := range []Mode{Standard, Optimal} {
			_, err := s.Solve(context.Background(), c.from, Options{Mode: mode, To: &c.to})
			var ce *cube.Error
			if !errors.As(err, &ce) || ce.Kind != c.kind {
				t.Errorf("%s, %v: %v", c.name, mode, err)
			}
		}
	}
}

// An optimal search to a target finds a shortest way: on cubes a few
// moves apart, as short as a breadth-first search of its own finds.
func TestOptimalToTarget(t *testing.T) {
	s := testSolver(t)
	r := rand.New(rand.NewPCG(42, 43))
	n := 8
	if testing.Short() || searchtest.RaceEnabled {
		n = 3
	}
	for k := range n {
		from := cube.Random(r)
		to := from
		for range 1 + k%4 {
			to = to.Move(cube.Move(r.IntN(cube.NumMoves)))
		}
		res, err := s.Solve(context.Background(), from, Options{Mode: Optimal, To: &to, Timeout: time.Hour})
		if err != nil || !res.Proven || from.Apply(res.Best.Moves) != to {
			t.Fatalf("%v %v", res.Best, err)
		}
		if want := distance3x3(from, to, 4); res.Best.Len() != want {
			t.Fatalf("optimal to target: %v, breadth-first %d", res.Best, want)
		}
	}
}

// distance3x3 returns the fewest face turns from from to to, searching
// every sequence of up to max turns.
func distance3x3(from, to cube.Cubie, max int) int {
	seen := map[cube.Cubie]bool{from: true}
	level := []cube.Cubie{from}
	for d := 0; d <= max; d++ {
		var next []cube.Cubie
		for _, c := range level {
			if c == to {
				return d
			}
			for m := range cube.Move(cube.NumMoves) {
				if n := c.Move(m); !seen[n] {
					seen[n] = true
					next = append(next, n)
				}
			}
		}
		level = next
	}
	return -1
}
