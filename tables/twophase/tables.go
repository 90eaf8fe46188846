package twophase

import (
	"context"
	"encoding/binary"
	"sync"

	"golang.org/x/sync/errgroup"

	"cubesolver/solver/cube"
	"cubesolver/tables/coord"
	"cubesolver/tables/internal/bfs"
)

type cubeT = cube.Cubie

// Tables is everything the searches look up. Move tables are indexed
// [coordinate*18 + move] (UDEdgeMove: [coordinate*10 + k] for the move
// phase2Moves[k]), conjugation tables [coordinate*16 + symmetry].
type Tables struct {
	twistMove  []uint16 // twist
	flipMove   []uint16 // flip
	sliceMove  []uint16 // UD-slice places, 0..494
	sortedMove []uint16 // UD-slice sorted; values < 24 are phase 2's slice order
	cornerMove []uint16 // corner permutation
	udEdgeMove []uint16 // phase-2 U/D-edge permutation: [x*10 + k] after phase2Moves[k]

	twistConj  []uint16 // twist of S(s)*c*S(s)^-1
	udEdgeConj []uint16 // U/D-edge permutation of S(s)*c*S(s)^-1

	// flipSliceClassSym maps a raw FlipUDSlice (2048*slice+flip) to
	// class | the symmetry to the class representative<<16, packed in 20
	// bits each (see flipSliceClass).
	flipSliceClassSym []uint8
	flipSliceRep      []uint32 // class -> representative raw FlipUDSlice
	// FlipSliceMoves holds, for each class, the sym-coordinate of the
	// class representative after each move: a search that follows
	// FlipUDSlice as (class, symmetry) reads one row per node instead of
	// one raw entry per move (see moveFlipSlice).
	flipSliceMoves []uint8
	flipSliceStab  []uint16 // class -> self-symmetries of the representative

	cornerClass []uint16 // corner permutation -> class
	cornerSym   []uint8
	cornerRep   []uint16
	cornerStab  []uint16

	cornerSlice []uint8  // exact phase-2 depth of corner permutation*24 + slice order
	cornerDepth []uint8  // exact phase-2 depth of the corner permutation alone (from CornerSlice)
	udEdgeDepth []uint8  // exact phase-2 depth of the U/D-edge permutation alone
	halfBefore  []uint16 // corner permutation after a half turn made before (see HalfBefore)
	prune1      mod3     // phase-1 pruning: depth mod 3
	band        band     // phase-1 pruning: the bytes of prune1 whose depths are known outright
	prune2      excess   // phase-2 pruning: depth above a bound (see excess)

	// The words of the near table's rim, outer rim and far rim (see
	// Near.Rim).
	rim, outerRim, farRim []uint64

	// prune1Dist[d] and prune2Dist[d] count the pruning entries at depth d,
	// as measured when the tables were built.
	prune1Dist, prune2Dist []uint32

	nearOnce sync.Once // builds near on first use (see Near)
	near     *Near
}

// maxDepth bounds the depths of every pruning table.
const maxDepth = bfs.MaxDepth

// buildSmall makes the move, conjugation and symmetry-class tables, a
// fraction of a second of work, on all cores.
func buildSmall(ctx context.Context) (*Tables, error) {
	t := &Tables{}
	g, _ := errgroup.WithContext(ctx)
	setTwist, getTwist := func(c *cubeT, x int) { coord.SetTwist(c, x) }, func(c *cubeT) int { return coord.Twist(c) }
	setFlip, getFlip := func(c *cubeT, x int) { coord.SetFlip(c, x) }, func(c *cubeT) int { return coord.Flip(c) }
	setCP, getCP := func(c *cubeT, x int) { coord.SetCornerPerm(c, x) }, func(c *cubeT) int { return coord.CornerPerm(c) }
	setUD, getUD := func(c *cubeT, x int) { coord.SetUDEdges(c, x) }, func(c *cubeT) int { return coord.UDEdges(c) }
	setFS := func(c *cubeT, x int) {
		coord.SetSliceSorted(c, coord.UDSliceEdges, 24*(x>>11))
		coord.SetFlip(c, x&2047)
	}
	getFS := func(c *cubeT) int { return coord.SliceSorted(c, coord.UDSliceEdges)/24<<11 | coord.Flip(c) }

	g.Go(func() error { t.twistMove = coord.MoveTable(coord.NTwist, setTwist, getTwist, allMoves); return nil })
	g.Go(func() error { t.flipMove = coord.MoveTable(coord.NFlip, setFlip, getFlip, allMoves); return nil })
	g.Go(func() error {
		set, get := sliceSortedSetter(coord.UDSliceEdges)
		t.sortedMove = coord.MoveTable(coord.NSliceSorted, set, get, allMoves)
		t.sliceMove = make([]uint16, coord.NSlice*nMoves)
		for x := 0; x < coord.NSlice; x++ {
			for m := 0; m < nMoves; m++ {
				t.sliceMove[x*nMoves+m] = t.sortedMove[24*x*nMoves+m] / 24
			}
		}
		return nil
	})
	g.Go(func() error { t.cornerMove = coord.MoveTable(coord.NCornerPerm, setCP, getCP, allMoves); return nil })
	g.Go(func() error { t.udEdgeMove = coord.MoveTable(coord.NUDEdges, setUD, getUD, phase2Moves[:]); return nil })
	g.Go(func() error { t.twistConj = conjTable(coord.NTwist, setTwist, getTwist); return nil })
	g.Go(func() error { t.udEdgeConj = conjTable(coord.NUDEdges, setUD, getUD); return nil })
	g.Go(func() error {
		sc := newSymClasses(coord.NFlipSlice, NFlipSliceClass, setFS, getFS)
		t.flipSliceRep, t.flipSliceStab = sc.rep, sc.stab
		t.flipSliceClassSym = make([]uint8, flipSliceClassSymBytes)
		for i, c := range sc.class {
			putBits20(t.flipSliceClassSym, i, uint64(c)|uint64(sc.sym[i])<<16)
		}
		t.buildFlipSliceMove()
		return nil
	})
	g.Go(func() error {
		sc := newSymClasses(coord.NCornerPerm, NCornerClass, setCP, getCP)
		t.cornerClass, t.cornerSym, t.cornerStab = sc.class, sc.sym, sc.stab
		t.cornerRep = make([]uint16, len(sc.rep))
		for i, r := range sc.rep {
			t.cornerRep[i] = uint16(r)
		}
		return nil
	})
	if err := g.Wait(); err != nil {
		return nil, err
	}
	t.cornerSlice = t.buildCornerSliceDepth()
	t.derive()
	return t, ctx.Err()
}

// flipSliceClass returns the class of raw FlipUDSlice coordinate fs and
// the symmetry s with S(s)*c*S(s)^-1 the class representative, for a cube
// c with that coordinate.
func (t *Tables) flipSliceClass(fs int) (class, sym int) {
	v := bits20(t.flipSliceClassSym, fs)
	return int(v & 0xffff), int(v >> 16)
}

// A sym-coordinate (class < 1<<16, symmetry < 16) fits in 20 bits; tables
// of them are packed so, entry i in the 20 bits from bit 20*i, with room
// after the last for reading 8 bytes.
const flipSliceClassSymBytes = (coord.NFlipSlice*20+7)/8 + 8

// bits20 returns the 20 bits from bit 20*i of b.
func bits20(b []uint8, i int) uint64 {
	at := 20 * i
	return binary.LittleEndian.Uint64(b[at>>3:]) >> (at & 7) & (1<<20 - 1)
}

// putBits20 sets the 20 bits from bit 20*i of b, which must be zero, to v.
func putBits20(b []uint8, i int, v uint64) {
	at := 20 * i
	binary.LittleEndian.PutUint64(b[at>>3:], binary.LittleEndian.Uint64(b[at>>3:])|v<<(at&7))
}

// buildFlipSliceMove fills FlipSliceMoves by turning each class
// representative; flipSliceClassSym must be ready.
func (t *Tables) buildFlipSliceMove() {
	t.flipSliceMoves = make([]uint8, flipSliceMovesBytes)
	for cls, rep := range t.flipSliceRep {
		c := cube.Solved()
		coord.SetSliceSorted(&c, coord.UDSliceEdges, 24*int(rep>>11))
		coord.SetFlip(&c, int(rep&2047))
		row := t.flipSliceMoves[cls*flipSliceRowBytes:]
		for m := 0; m < nMoves; m++ {
			d := c.MulEdges(cube.Move(m).Cubie())
			fs := coord.SliceSorted(&d, coord.UDSliceEdges)/24<<11 | coord.Flip(&d)
			putBits20(row, m, bits20(t.flipSliceClassSym, fs))
		}
	}
}

// FlipSliceMoves packs a class's row of moveFlipSlice into 45 bytes: move
// m's class | symmetry<<16 in 20 bits (bits20). A search reads a row at
// every node; the row so spans one or two cache lines, where a row of
// 16-bit classes and one of 8-bit symmetries spanned two to four, and
// takes less memory.
const (
	flipSliceRowBytes   = nMoves * 20 / 8
	flipSliceMovesBytes = NFlipSliceClass*flipSliceRowBytes + 8
)

// moveFlipSlice moves a FlipUDSlice sym-coordinate (class, sym) by move m.
// A cube c with this coordinate is S^-1*R*S (R the representative, S the
// symmetry), so c*m = S^-1*(R*m')*S with m' = S*m*S^-1, and R*m' =
// S2^-1*R2*S2 from the table gives c*m = (S2*S)^-1*R2*(S2*S).
func (t *Tables) moveFlipSlice(class, sym, m int) (int, int) {
	v := bits20(t.flipSliceMoves[class*flipSliceRowBytes:], int(symMove[sym*nMoves+m]))
	return int(v & 0xffff), int(symMul[int(v>>16)*NSym+sym])
}

// TwistMoves returns the twist's move table, [twist*18 + m], for the
// optimal tables' coordinates, which share it.
func (t *Tables) TwistMoves() []uint16 { return t.twistMove }

// FlipMoves returns the flip's move table, [flip*18 + m].
func (t *Tables) FlipMoves() []uint16 { return t.flipMove }
