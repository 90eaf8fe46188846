package optimal

import (
	"context"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"cubesolver/solver/internal/run"
	"cubesolver/solver/internal/searchtest"
	"cubesolver/solver/search"
	"cubesolver/tables"
	otables "cubesolver/tables/optimal"
	"cubesolver/tables/tablestest"
)

// The lanes count what the plain recursive search counts: a depth searched
// in full (no solution in it) on one worker, split into subtrees and
// interleaved, expands the same nodes and tries the same moves as the
// recursive search of the whole tree. So no place that makes children is
// left uncounted (the moves tried are compared with nissy's nodes). With
// h0 and, as the oracle test, small, whose near set the lanes read in
// rounds of their own.
func TestLanesCountAsTheSearch(t *testing.T) {
	s := testSolver(t)
	tabs := []*otables.Table{s.o}
	if !testing.Short() && !searchtest.RaceEnabled {
		o, _, err := otables.Load(context.Background(), s.t, smallSize(t), tables.Options{Dir: tablestest.Dir()})
		if err != nil {
			t.Fatal(err)
		}
		defer o.Close()
		tabs = append(tabs, o)
	}
	r := rand.New(rand.NewPCG(41, 42))
	compared := 0
	for _, o := range tabs {
		for i := 0; i < 4; i++ {
			c, _ := scramble(r, 20)
			if len(selfSyms(c)) > 0 {
				continue // its subtrees are folded by symmetry
			}
			nd := root(o, c)
			// Every depth below the cube's shortest solution.
			for n := max(2*prefixLen, nd.bound()); n <= 13; n++ {
				lanes := run.New(c, search.Options{})
				e := &engine{o: o}
				if e.searchDepth(lanes, nd, firstMoves(c), n, 1) {
					break // a solution: the search stopped early
				}
				plain := run.New(c, search.Options{})
				w := &worker{o: o, run: plain, done: new(atomic.Bool)}
				w.search(&nd, 0, n)
				w.flush()
				a, b := lanes.Result(), plain.Result()
				if b.Nodes > 500 {
					compared++ // a real search, not one the root's bound ends
				}
				if a.Nodes != b.Nodes || a.Tried != b.Tried || a.Nodes == 0 {
					t.Errorf("%s, depth %d: the lanes count %d nodes, %d moves tried; the search %d, %d",
						c.Facelets(), n, a.Nodes, a.Tried, b.Nodes, b.Tried)
				}
			}
		}
	}
	if compared < 2*len(tabs) {
		t.Errorf("%d depths searched in earnest", compared)
	}
	t.Logf("%d depths searched in earnest", compared)
}
