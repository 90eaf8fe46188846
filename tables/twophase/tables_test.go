package twophase

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/tables"
	"cubesolver/tables/coord"
	"cubesolver/tables/tablestest"
)

var (
	sharedOnce sync.Once
	shared     *Tables
	sharedErr  error
)

// loadShared builds or loads the tables once per test run, in the cache
// folder all packages' tests share.
func loadShared(t *testing.T) *Tables {
	t.Helper()
	sharedOnce.Do(func() {
		var info tables.Info
		shared, info, sharedErr = Load(context.Background(), tables.Options{Dir: tablestest.Dir()})
		t.Logf("tables: loaded=%v in %v (%s)", info.Loaded, info.Duration, info.Path)
	})
	if sharedErr != nil {
		t.Fatal(sharedErr)
	}
	return shared
}

// The published depth distributions of the two pruning tables.
var (
	want1 = []uint32{1, 1, 5, 44, 487, 5841, 68364, 776568, 7950748, 52098876, 76236234, 3771112, 129}
	want2 = []uint32{1, 3, 10, 52, 285, 1318, 5671, 26502, 115467, 470846, 1853056, 6535823, 18349792, 32843350, 34118883, 15974563, 1290346, 19777, 15}
)

// The counts the cache file holds are the published ones (the tables
// themselves are recounted in TestPrune1Recount and TestPrune2Depth).
func TestPublishedDistributions(t *testing.T) {
	tb := loadShared(t)
	if got := trimZeros(tb.prune1Dist); !slices.Equal(got, want1) {
		t.Errorf("phase 1 distribution %v, want %v", got, want1)
	}
	if got := trimZeros(tb.prune2Dist); !slices.Equal(got, want2) {
		t.Errorf("phase 2 distribution %v, want %v", got, want2)
	}
	if len(tb.flipSliceRep) != NFlipSliceClass || len(tb.cornerRep) != NCornerClass {
		t.Errorf("%d FlipUDSlice classes, %d corner classes", len(tb.flipSliceRep), len(tb.cornerRep))
	}
}

// The phase-1 table rebuilt with its exact depths, every entry counted:
// the published distribution, and the cached table's entries agree with it
// (depth mod 3).
func TestPrune1Recount(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("rebuilds the phase-1 table")
	}
	tb := loadShared(t)
	exact, err := tb.buildPrune1(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	count := make([]uint32, maxDepth)
	for i := 0; i < nPrune1; i++ {
		d := int(exact.Get(i))
		count[d]++
		if i%997 == 0 && int(tb.prune1.Get(i)) != d%3 {
			t.Fatalf("entry %d: the cached table says %d, the depth is %d", i, tb.prune1.Get(i), d)
		}
	}
	if got := trimZeros(count); !slices.Equal(got, want1) {
		t.Errorf("phase 1 entries counted %v, want %v", got, want1)
	}
	// The band marks exactly the bytes whose five depths are all in it,
	// and gives those depths.
	inBand := 0
	for j := 0; j < mod3Size(nPrune1); j++ {
		want := true
		for i := 5 * j; i < min(5*j+5, nPrune1); i++ {
			if d := exact.Get(i); d < bandLow || d > bandLow+2 {
				want = false
			}
		}
		if got := tb.band[j/64]>>(j%64)&1 == 1; got != want {
			t.Fatalf("byte %d: in the band %v, want %v", j, got, want)
		}
		if want {
			inBand++
			i := 5*j + j%5
			if d, ok := tb.bandDepth(i); !ok || d != int(exact.Get(i)) {
				t.Fatalf("entry %d: band depth %d, %v, want %d", i, d, ok, exact.Get(i))
			}
		}
	}
	t.Logf("%d of %d bytes in the band", inBand, mod3Size(nPrune1))
}

func trimZeros(d []uint32) []uint32 {
	for len(d) > 0 && d[len(d)-1] == 0 {
		d = d[:len(d)-1]
	}
	return d
}

func TestMoveTablesAgreeWithCubies(t *testing.T) {
	tb := loadShared(t)
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 2000; i++ {
		c := cube.Random(r)
		m := cube.Move(r.IntN(nMoves))
		d := c.Move(m)
		check := func(name string, table []uint16, before, after int) {
			if got := int(table[before*nMoves+int(m)]); got != after {
				t.Fatalf("%s move table: %d after %v gives %d, cubies say %d", name, before, m, got, after)
			}
		}
		check("twist", tb.twistMove, coord.Twist(&c), coord.Twist(&d))
		check("flip", tb.flipMove, coord.Flip(&c), coord.Flip(&d))
		check("slice sorted", tb.sortedMove, coord.SliceSorted(&c, coord.UDSliceEdges), coord.SliceSorted(&d, coord.UDSliceEdges))
		check("slice", tb.sliceMove, coord.SliceSorted(&c, coord.UDSliceEdges)/24, coord.SliceSorted(&d, coord.UDSliceEdges)/24)
		check("corners", tb.cornerMove, coord.CornerPerm(&c), coord.CornerPerm(&d))
	}
	// The U/D-edge table on phase-2 cubes and phase-2 moves.
	for i := 0; i < 2000; i++ {
		c := cube.Solved()
		for k := 0; k < 30; k++ {
			c = c.Move(phase2Moves[r.IntN(len(phase2Moves))])
		}
		k := r.IntN(NPhase2Moves)
		d := c.Move(phase2Moves[k])
		if got := int(tb.udEdgeMove[coord.UDEdges(&c)*NPhase2Moves+k]); got != coord.UDEdges(&d) {
			t.Fatalf("U/D-edge move table disagrees")
		}
	}
}

func TestSymCoordinatesReachRepresentative(t *testing.T) {
	tb := loadShared(t)
	r := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 2000; i++ {
		c := cube.Random(r)
		fs := coord.SliceSorted(&c, coord.UDSliceEdges)/24<<11 | coord.Flip(&c)
		class, sym := tb.flipSliceClass(fs)
		d := conjugate(c, sym)
		if got := coord.SliceSorted(&d, coord.UDSliceEdges)/24<<11 | coord.Flip(&d); uint32(got) != tb.flipSliceRep[class] {
			t.Fatalf("FlipUDSlice %d: conjugate is %d, representative %d", fs, got, tb.flipSliceRep[class])
		}
		if got := int(tb.twistConj[coord.Twist(&c)*NSym+sym]); got != coord.Twist(&d) {
			t.Fatalf("twist conjugation table disagrees")
		}
		cp := coord.CornerPerm(&c)
		e := conjugate(c, int(tb.cornerSym[cp]))
		if got := coord.CornerPerm(&e); uint16(got) != tb.cornerRep[tb.cornerClass[cp]] {
			t.Fatalf("corner permutation %d: conjugate is %d, representative %d", cp, got, tb.cornerRep[tb.cornerClass[cp]])
		}
	}
}

func TestPruningBoundsScrambles(t *testing.T) {
	tb := loadShared(t)
	r := rand.New(rand.NewPCG(9, 10))
	for i := 0; i < 500; i++ {
		n := r.IntN(12)
		c := cube.Solved()
		for k := 0; k < n; k++ {
			c = c.Move(cube.Move(r.IntN(nMoves)))
		}
		if d := tb.Phase1Depth(coord.Flip(&c), coord.SliceSorted(&c, coord.UDSliceEdges)/24, coord.Twist(&c)); d > n {
			t.Fatalf("phase-1 depth %d after %d moves", d, n)
		}
		p := cube.Solved()
		for k := 0; k < n; k++ {
			p = p.Move(phase2Moves[r.IntN(len(phase2Moves))])
		}
		if d := tb.Phase2Depth(coord.CornerPerm(&p), coord.UDEdges(&p)); d > n {
			t.Fatalf("phase-2 depth %d after %d moves", d, n)
		}
	}
	// One move from phase 2's subgroup that leaves it is at depth 1.
	c := cube.Solved().Move(3) // R
	if d := tb.Phase1Depth(coord.Flip(&c), coord.SliceSorted(&c, coord.UDSliceEdges)/24, coord.Twist(&c)); d != 1 {
		t.Fatalf("R has phase-1 depth %d", d)
	}
}

func TestFlipSliceMoveFollowsRawCoordinates(t *testing.T) {
	tb := loadShared(t)
	r := rand.New(rand.NewPCG(21, 22))
	for i := 0; i < 5000; i++ {
		c := cube.Random(r)
		m := r.IntN(nMoves)
		fs := coord.SliceSorted(&c, coord.UDSliceEdges)/24<<11 | coord.Flip(&c)
		cls, sym := tb.flipSliceClass(fs)
		cls, sym = tb.moveFlipSlice(cls, sym, m)
		d := c.Move(cube.Move(m))
		fs2 := coord.SliceSorted(&d, coord.UDSliceEdges)/24<<11 | coord.Flip(&d)
		if want, _ := tb.flipSliceClass(fs2); cls != want {
			t.Fatalf("class %d after move, raw coordinates say %d", cls, want)
		}
		// The symmetry may differ for a self-symmetric class, but it must
		// still take the cube to the representative.
		e := conjugate(d, sym)
		if got := coord.SliceSorted(&e, coord.UDSliceEdges)/24<<11 | coord.Flip(&e); uint32(got) != tb.flipSliceRep[cls] {
			t.Fatalf("symmetry %d takes the moved cube to %d, not representative %d", sym, got, tb.flipSliceRep[cls])
		}
		idx := cls*coord.NTwist + int(tb.twistConj[coord.Twist(&d)*NSym+sym])
		if tb.prune1.Get(idx) != tb.prune1.Get(tb.prune1Index(coord.Flip(&d), coord.SliceSorted(&d, coord.UDSliceEdges)/24, coord.Twist(&d))) {
			t.Fatal("sym-coordinate and raw pruning entries differ")
		}
	}
	// Class 0 is phase 2's subgroup alone.
	for fs := 1; fs < coord.NFlipSlice; fs++ {
		if class, _ := tb.flipSliceClass(fs); class == 0 {
			t.Fatalf("raw FlipUDSlice %d is in class 0", fs)
		}
	}
}

// TestCornerDepthIsCornersAlone checks the corners' phase-2 depth, derived
// from the corner x slice table, against a search of the corners alone.
func TestCornerDepthIsCornersAlone(t *testing.T) {
	tb := loadShared(t)
	want := make([]int, coord.NCornerPerm)
	for i := range want {
		want[i] = -1
	}
	want[0] = 0
	frontier := []int{0}
	for d := 1; len(frontier) > 0; d++ {
		var next []int
		for _, cp := range frontier {
			for _, m := range phase2Moves {
				if c2 := int(tb.cornerMove[cp*nMoves+int(m)]); want[c2] < 0 {
					want[c2] = d
					next = append(next, c2)
				}
			}
		}
		frontier = next
	}
	if len(tb.cornerDepth) != coord.NCornerPerm {
		t.Fatalf("%d corner depths, want %d", len(tb.cornerDepth), coord.NCornerPerm)
	}
	for cp, d := range want {
		if int(tb.cornerDepth[cp]) != d {
			t.Fatalf("corner permutation %d: depth %d, want %d", cp, tb.cornerDepth[cp], d)
		}
	}
}
