package solver

import (
	"context"
	"testing"
)

// Every premove search, in every direction, finds solutions of the cube
// itself: the premove goes at the end (at the start for an inverse
// direction), merged with phase 2's last move where it can be.
func TestPremoveSearchesSolveTheCube(t *testing.T) {
	s := testSolver(t)
	for i, c := range randomCubes(21, 22, 4) {
		dirs := distinctDirections(c)
		searches := s.premoveSearches(newRun(c, Options{}.withDefaults()), c, dirs)
		if len(searches) != len(dirs)*len(premoves) {
			t.Fatalf("%d premove searches for %d directions", len(searches), len(dirs))
		}
		for _, tp := range searches {
			r := newRun(c, Options{}.withDefaults())
			tp.run = r
			for n := tp.depth1; r.sol == nil && n <= tp.depth1+2; n++ {
				tp.searchDepth(n)
			}
			sol := r.sol
			if sol == nil {
				t.Fatalf("cube %d, %+v, premove %v: no solution", i, tp.dir, tp.pre)
			}
			// run.found checks this too, by panicking.
			if !c.Apply(sol.Moves).IsSolved() {
				t.Fatalf("cube %d, %+v, premove %v: %v does not solve it", i, tp.dir, tp.pre, sol)
			}
			if sol.Premoves != 1 || sol.Len() > sol.Phase1+sol.Phase2+1 {
				t.Fatalf("cube %d, %+v, premove %v: %v is %d + %d + %d moves", i, tp.dir, tp.pre, sol, sol.Phase1, sol.Phase2, sol.Premoves)
			}
			checkCanonical(t, sol.Moves)
		}
	}
}

// Solving to 19 moves, which some cubes reach with a premove search first,
// gives verified solutions within the target. One worker makes it
// repeatable: four of these twenty reach it so.
func TestSolveTo19(t *testing.T) {
	s := testSolver(t)
	n := 20
	if testing.Short() {
		n = 5
	}
	withPremoves := 0
	for _, c := range randomCubes(23, 24, n) {
		res, err := s.Solve(context.Background(), c, Options{MaxLength: 19, Workers: 1})
		if err != nil || res.Stop != TargetReached || res.Best.Len() > 19 || !c.Apply(res.Best.Moves).IsSolved() {
			t.Fatalf("cube %v: %v, %v, %v", c.Facelets(), res.Best, res.Stop, err)
		}
		checkCanonical(t, res.Best.Moves)
		if res.Best.Premoves > 0 {
			withPremoves++
		}
	}
	if withPremoves == 0 {
		t.Errorf("none of %d solutions came from a premove search", n)
	}
}
