package optimal

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/tables/coord"
)

// testNear builds the near set of depth d from a breadth-first search to
// depth bfs.
func testNear(t *testing.T, c *symCoords, d, bfs int) *nearSet {
	t.Helper()
	s := &nearSet{depth: d, slots: make([]uint16, nearSlots(d))}
	if err := c.buildNearSet(context.Background(), nil, s, bfs); err != nil {
		t.Fatal(err)
	}
	return s
}

// The near set gives each cube within its depth its breadth-first
// distance, under every key a lookup may use, and the cubes one move
// beyond it depth+1; it never gives more than the distance. Its key
// counts at each depth are the ones the slots are sized for.
func TestNearSetIsBreadthFirst(t *testing.T) {
	c := testSymCoords(t)
	const depth = 6
	levels, err := c.fullBFS(context.Background(), nil, depth+1)
	if err != nil {
		t.Fatal(err)
	}
	// Breadth first all the way, and its last depth one move on from the
	// one before, as the tables' depth 9 is built.
	for _, bfs := range []int{depth, depth - 1} {
		t.Run(fmt.Sprintf("bfs%d", bfs), func(t *testing.T) { checkNearSet(t, c, levels, testNear(t, c, depth, bfs)) })
	}
	// Two moves on would leave cubes out.
	if err := c.buildNearSet(context.Background(), nil, &nearSet{depth: depth, slots: make([]uint16, nearSlots(depth))}, depth-2); err == nil {
		t.Error("a near set two moves beyond its breadth-first search was built")
	}
}

// checkNearSet checks the near set s against the breadth-first levels of
// the full coordinate, one deeper than s.
func checkNearSet(t *testing.T, c *symCoords, levels [][]uint64, s *nearSet) {
	depth := s.depth
	keys := newKeySet(1 << 16)
	wrong, lookups := 0, 0
	for d, level := range levels {
		for _, k := range level {
			cls, e, f := splitKey(k)
			variants := []uint64{k}
			for sym := 1; sym < coord.NSym48; sym++ {
				if c.cornerStab[cls]>>sym&1 != 0 {
					e2, f2 := c.conjEdges(e, f, sym)
					variants = append(variants, fullKey(cls, e2, f2))
				}
			}
			for _, v := range variants {
				if d <= depth {
					keys.add(v)
				}
				lookups++
				got, want := s.bound(v), min(d, depth+1)
				if got > want {
					t.Fatalf("key %d (distance %d): %d", v, d, got)
				}
				if got != want {
					wrong++ // a shared fingerprint: weaker, never more
				}
			}
		}
		if d <= depth && keys.n != nearKeys[d] {
			t.Errorf("%d keys within %d moves, nearKeys says %d", keys.n, d, nearKeys[d])
		}
	}
	if wrong > lookups/1000 {
		t.Errorf("%d keys read below their distance, of %d", wrong, lookups)
	}
	filled := 0
	for _, v := range s.slots {
		if v != nearEmpty {
			filled++
		}
	}
	if filled > keys.n || filled < keys.n-keys.n/1000 {
		t.Errorf("%d slots filled for %d keys", filled, keys.n)
	}
	dist := (&Table{near: *s}).NearDistribution()
	for d := 1; d <= depth; d++ {
		if n := nearKeys[d] - nearKeys[d-1]; int(dist[d]) > n || int(dist[d]) < n-n/100 {
			t.Errorf("%d slots at distance %d for %d keys", dist[d], d, n)
		}
	}
	t.Logf("slots at each distance: %v; %d of %d lookups read below their distance", dist, wrong, lookups)
}

// Read through Table.Key as the search reads it, from real cubes, the
// set never gives more than a scramble's length, and gives the far
// cubes' depth+1.
func TestNearSetBoundsScrambles(t *testing.T) {
	c := testSymCoords(t)
	const depth = 5
	o := &Table{c: c, size: Size{Flip: 1, Base: 6, Near: depth}, near: *testNear(t, c, depth, depth)}
	r := rand.New(rand.NewPCG(5, 6))
	far := 0
	for i := 0; i < 20000; i++ {
		n := i % 12
		x := cube.Solved()
		for j := 0; j < n; j++ {
			x = x.Apply([]cube.Move{cube.Move(r.IntN(cube.NumMoves))})
		}
		y := CoordOf(&x)
		corner, _ := o.Locate(y)
		got := o.near.bound(o.Key(y, corner))
		if got > n {
			t.Fatalf("%s, %d moves from solved: bound %d", x.Facelets(), n, got)
		}
		if got == depth+1 {
			far++
		}
	}
	if far == 0 {
		t.Error("no cube read as beyond the set")
	}
}

// A near set whose slots hold a distance beyond its depth (a file that
// passed its checksum but disagrees with itself) is counted as it is,
// not a panic in cubecli tables -stats.
func TestNearDistributionOfBadSlots(t *testing.T) {
	o := &Table{near: nearSet{depth: 2, slots: []uint16{nearEmpty, 1<<nearDistBits | 1, 2<<nearDistBits | 2, 3<<nearDistBits | 15}}}
	got := o.NearDistribution()
	if len(got) != 16 || got[1] != 1 || got[2] != 1 || got[15] != 1 {
		t.Errorf("distribution %v, want one slot at 1, 2 and 15", got)
	}
	o.near.slots = o.near.slots[:2]
	if got := o.NearDistribution(); len(got) != 3 || got[1] != 1 {
		t.Errorf("distribution %v, want [0 1 0]", got)
	}
}
