package tables

import (
	"context"
	"sync"

	"cubesolver/solver/cube"
	"golang.org/x/sync/errgroup"
)

type cubeT = cube.Cubie

// Tables is everything the searches look up. Move tables are indexed
// [coordinate*18 + move] (UDEdgeMove: [coordinate*10 + k] for the move
// Phase2Moves[k]), conjugation tables [coordinate*16 + symmetry].
type Tables struct {
	TwistMove       []uint16 // twist
	FlipMove        []uint16 // flip
	SliceMove       []uint16 // UD-slice places, 0..494
	SliceSortedMove []uint16 // UD-slice sorted; values < 24 are phase 2's slice order
	RLSliceMove     []uint16 // RL-slice sorted
	FBSliceMove     []uint16 // FB-slice sorted
	CornerMove      []uint16 // corner permutation
	UDEdgeMove      []uint16 // phase-2 U/D-edge permutation: [x*10 + k] after Phase2Moves[k]

	TwistConj  []uint16 // twist of S(s)*c*S(s)^-1
	UDEdgeConj []uint16 // U/D-edge permutation of S(s)*c*S(s)^-1

	// FlipSliceClassSym maps a raw FlipUDSlice (2048*slice+flip) to
	// class<<4 | the symmetry to the class representative: one read where a
	// search needs both.
	FlipSliceClassSym []uint32
	FlipSliceRep      []uint32 // class -> representative raw FlipUDSlice
	// FlipSliceMoveClass and FlipSliceMoveSym [class*18+m] are the
	// sym-coordinate of the class representative after move m: a search
	// that follows FlipUDSlice as (class, symmetry) reads one row per node
	// instead of one raw entry per move (see FlipSliceMove).
	FlipSliceMoveClass []uint16
	FlipSliceMoveSym   []uint8
	flipSliceStab      []uint16 // class -> self-symmetries of the representative

	CornerClass []uint16 // corner permutation -> class
	CornerSym   []uint8
	CornerRep   []uint16
	cornerStab  []uint16

	Edge8       []uint16 // RL-slice sorted*24 + FB-slice order -> U/D-edge permutation
	CornerSlice []uint8  // exact phase-2 depth of corner permutation*24 + slice order
	Prune1      Mod3     // phase-1 pruning: depth mod 3
	Prune2      Nibbles  // phase-2 pruning: exact depth

	// Prune1Dist[d] and Prune2Dist[d] count the pruning entries at depth d,
	// as measured when the tables were built.
	Prune1Dist, Prune2Dist []uint32

	nearOnce sync.Once // builds near on first use (see Near)
	near     *Near
}

// maxDepth bounds the depths of every pruning table.
const maxDepth = 32

// buildSmall makes the move, conjugation and symmetry-class tables, a
// fraction of a second of work, on all cores.
func buildSmall(ctx context.Context) (*Tables, error) {
	t := &Tables{}
	g, _ := errgroup.WithContext(ctx)
	setTwist, getTwist := func(c *cubeT, x int) { SetTwist(c, x) }, func(c *cubeT) int { return Twist(c) }
	setFlip, getFlip := func(c *cubeT, x int) { SetFlip(c, x) }, func(c *cubeT) int { return Flip(c) }
	setCP, getCP := func(c *cubeT, x int) { SetCornerPerm(c, x) }, func(c *cubeT) int { return CornerPerm(c) }
	setUD, getUD := func(c *cubeT, x int) { SetUDEdges(c, x) }, func(c *cubeT) int { return UDEdges(c) }
	setFS := func(c *cubeT, x int) { SetSliceSorted(c, UDSliceEdges, 24*(x>>11)); SetFlip(c, x&2047) }
	getFS := func(c *cubeT) int { return SliceSorted(c, UDSliceEdges)/24<<11 | Flip(c) }

	g.Go(func() error { t.TwistMove = moveTable(NTwist, setTwist, getTwist, allMoves); return nil })
	g.Go(func() error { t.FlipMove = moveTable(NFlip, setFlip, getFlip, allMoves); return nil })
	g.Go(func() error {
		set, get := sliceSortedSetter(UDSliceEdges)
		t.SliceSortedMove = moveTable(NSliceSorted, set, get, allMoves)
		t.SliceMove = make([]uint16, NSlice*N)
		for x := 0; x < NSlice; x++ {
			for m := 0; m < N; m++ {
				t.SliceMove[x*N+m] = t.SliceSortedMove[24*x*N+m] / 24
			}
		}
		return nil
	})
	g.Go(func() error {
		set, get := sliceSortedSetter(RLSliceEdges)
		t.RLSliceMove = moveTable(NSliceSorted, set, get, allMoves)
		set, get = sliceSortedSetter(FBSliceEdges)
		t.FBSliceMove = moveTable(NSliceSorted, set, get, allMoves)
		return nil
	})
	g.Go(func() error { t.CornerMove = moveTable(NCornerPerm, setCP, getCP, allMoves); return nil })
	g.Go(func() error { t.UDEdgeMove = moveTable(NUDEdges, setUD, getUD, Phase2Moves[:]); return nil })
	g.Go(func() error { t.TwistConj = conjTable(NTwist, setTwist, getTwist); return nil })
	g.Go(func() error { t.UDEdgeConj = conjTable(NUDEdges, setUD, getUD); return nil })
	g.Go(func() error {
		sc := newSymClasses(NFlipSlice, NFlipSliceClass, setFS, getFS)
		t.FlipSliceRep, t.flipSliceStab = sc.rep, sc.stab
		t.FlipSliceClassSym = make([]uint32, NFlipSlice)
		for i, c := range sc.class {
			t.FlipSliceClassSym[i] = uint32(c)<<4 | uint32(sc.sym[i])
		}
		t.buildFlipSliceMove()
		return nil
	})
	g.Go(func() error {
		sc := newSymClasses(NCornerPerm, NCornerClass, setCP, getCP)
		t.CornerClass, t.CornerSym, t.cornerStab = sc.class, sc.sym, sc.stab
		t.CornerRep = make([]uint16, len(sc.rep))
		for i, r := range sc.rep {
			t.CornerRep[i] = uint16(r)
		}
		return nil
	})
	g.Go(func() error { t.Edge8 = buildEdge8(); return nil })
	if err := g.Wait(); err != nil {
		return nil, err
	}
	t.CornerSlice = t.buildCornerSliceDepth()
	return t, ctx.Err()
}

// FlipSliceClass returns the class of raw FlipUDSlice coordinate fs.
func (t *Tables) FlipSliceClass(fs int) int { return int(t.FlipSliceClassSym[fs] >> 4) }

// FlipSliceSym returns the symmetry s with S(s)*c*S(s)^-1 in the class
// representative, for a cube c with raw FlipUDSlice coordinate fs.
func (t *Tables) FlipSliceSym(fs int) int { return int(t.FlipSliceClassSym[fs] & 15) }

// buildFlipSliceMove fills FlipSliceMoveClass and FlipSliceMoveSym by
// turning each class representative; FlipSliceClassSym must be ready.
func (t *Tables) buildFlipSliceMove() {
	t.FlipSliceMoveClass = make([]uint16, NFlipSliceClass*N)
	t.FlipSliceMoveSym = make([]uint8, NFlipSliceClass*N)
	for cls, rep := range t.FlipSliceRep {
		c := cube.Solved
		SetSliceSorted(&c, UDSliceEdges, 24*int(rep>>11))
		SetFlip(&c, int(rep&2047))
		for m := 0; m < N; m++ {
			d := c.MulEdges(cube.MoveCube[m])
			fs := SliceSorted(&d, UDSliceEdges)/24<<11 | Flip(&d)
			t.FlipSliceMoveClass[cls*N+m] = uint16(t.FlipSliceClass(fs))
			t.FlipSliceMoveSym[cls*N+m] = uint8(t.FlipSliceSym(fs))
		}
	}
}

// FlipSliceMove moves a FlipUDSlice sym-coordinate (class, sym) by move m.
// A cube c with this coordinate is S^-1*R*S (R the representative, S the
// symmetry), so c*m = S^-1*(R*m')*S with m' = S*m*S^-1, and R*m' =
// S2^-1*R2*S2 from the table gives c*m = (S2*S)^-1*R2*(S2*S).
func (t *Tables) FlipSliceMove(class, sym, m int) (int, int) {
	i := class*N + int(SymMove[sym*N+m])
	return int(t.FlipSliceMoveClass[i]), int(SymMul[int(t.FlipSliceMoveSym[i])*NSym+sym])
}
