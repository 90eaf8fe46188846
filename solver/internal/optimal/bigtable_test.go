package optimal

import (
	"context"
	"math/rand/v2"
	"testing"

	"cubesolver/solver/internal/searchtest"
	"cubesolver/solver/search"
	"cubesolver/tables"
	"cubesolver/tables/tablestest"
)

// The optimal search with the big table, as the window and cubecli use it:
// every cube up to 3 moves from solved and a sample up to 6 get solutions
// of exactly their breadth-first distance, and scrambles up to 12 moves
// none longer. The table comes from the tests' shared cache folder, built
// there (a minute on two cores) by the first test that needs it. Not under
// -short or the race detector.
func TestOptimalBigTableOracle(t *testing.T) {
	if testing.Short() || searchtest.RaceEnabled {
		t.Skip("needs the 0.9 GB big table")
	}
	s := testSolver(t)
	h, _, err := tables.LoadHuge(context.Background(), s.t, tables.Options{Dir: tablestest.Dir()})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	small := newBall(3)
	cubes := small.cubes[1:]
	r := rand.New(rand.NewPCG(31, 32))
	for i := 0; i < 300; i++ {
		if c, _ := scramble(r, 4+i%3); !c.IsSolved() {
			cubes = append(cubes, c)
		}
	}
	withoutUpperBound(func() {
		for _, c := range cubes {
			want := distance(c, small, small)
			res := optimalSolve(t, s.withBig(h), c, search.Options{})
			if res.Best.Len() != want {
				t.Fatalf("%s: %s with the big table, but it is %d moves from solved", c.Facelets(), res.Best, want)
			}
		}
		for i := 0; i < 20; i++ {
			n := 8 + i%5
			c, _ := scramble(r, n)
			res := optimalSolve(t, s.withBig(h), c, search.Options{})
			if res.Best.Len() > n {
				t.Fatalf("%s: %s with the big table, longer than its %d-move scramble", c.Facelets(), res.Best, n)
			}
		}
	})
}
