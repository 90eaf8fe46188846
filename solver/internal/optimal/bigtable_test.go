package optimal

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"cubesolver/solver/internal/searchtest"
	"cubesolver/solver/search"
	"cubesolver/tables"
	otables "cubesolver/tables/optimal"
	"cubesolver/tables/tablestest"
)

// The optimal search with each kind of table, as the window and cubecli
// use them: every cube up to 3 moves from solved and a sample up to 6 get
// solutions of exactly their breadth-first distance, and scrambles up to
// 12 moves none longer. In CI: h0, and small, the least size offered
// (built in the tests' cache folder by the first run there, in about 40 s
// on two cores); with CUBESOLVER_LONG=1 also every size built in the
// default cache folder ('cubecli tables -optimal -size ...').
func TestOptimalTablesOracle(t *testing.T) {
	if testing.Short() || searchtest.RaceEnabled {
		t.Skip("builds a table of 259 MB")
	}
	s := testSolver(t)
	sizes := []struct {
		size otables.Size
		dir  string
	}{
		{otables.H0, tablestest.Dir()},
		{smallSize(t), tablestest.Dir()},
	}
	if os.Getenv("CUBESOLVER_LONG") != "" {
		for _, size := range otables.Sizes() {
			sizes = append(sizes, struct {
				size otables.Size
				dir  string
			}{size, ""})
		}
	}
	small := newBall(3)
	for _, sz := range sizes {
		t.Run(fmt.Sprint(sz.size), func(t *testing.T) {
			var o *otables.Table
			var err error
			if sz.dir == "" {
				o, _, err = otables.Open(context.Background(), "", s.t, sz.size)
				if err != nil {
					t.Skipf("not built: %v", err)
				}
			} else {
				o, _, err = otables.Load(context.Background(), s.t, sz.size, tables.Options{Dir: sz.dir})
				if err != nil {
					t.Fatal(err)
				}
			}
			if o != s.o {
				defer o.Close()
			}
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
					res := optimalSolve(t, s.withTable(o), c, search.Options{})
					if res.Best.Len() != want {
						t.Fatalf("%s: %s, but it is %d moves from solved", c.Facelets(), res.Best, want)
					}
				}
				for i := 0; i < 20; i++ {
					n := 8 + i%5
					c, _ := scramble(r, n)
					res := optimalSolve(t, s.withTable(o), c, search.Options{})
					if res.Best.Len() > n {
						t.Fatalf("%s: %s, longer than its %d-move scramble", c.Facelets(), res.Best, n)
					}
				}
			})
		})
	}
}
