package coord

import "cubesolver/solver/cube"

// The optimal search's tables are indexed by coordinates that every one of
// the 48 symmetries of the cube respects, so that one lookup bounds the
// cube along all three axes at once (nissy's H48 coordinate, after
// Sebastiano Tronto's description). Their goal is the set of cubes whose
// corners lie in their own tetrad and are oriented, and whose edges lie in
// their own slice:
//
//   - CornerTetrad: the twist (2187) and the places of the four corners of
//     tetrad A, {URF, ULB, DLF, DRB} (70): 153,090 values, 3393 classes
//     under the 48 symmetries.
//   - EdgeSlices: the places of the four E-slice edges (495) and of the
//     four M-slice edges among the other eight (70): 34,650 values.
//   - the flip (2048), of which a table keeps the first h bits.
//
// The symmetries map tetrads onto tetrads and slices onto slices, so a
// symmetry turns each of these into a function of itself alone (the flip
// with the edge slices, see flipMask48).

// Sizes of the symmetric coordinates.
const (
	NTetrad       = 70               // places of the four tetrad-A corners
	NCornerTetrad = NTwist * NTetrad // twist x tetrad places
	NEdgeSlices   = NSlice * NTetrad // E-slice places x M-slice places among the rest
	NSym48        = cube.NumSyms     // every symmetry, mirror images included
)

// tetradA marks the corners of tetrad A. A quarter turn takes every corner
// of its face to the other tetrad; a half turn keeps them in theirs.
var tetradA = [8]bool{cube.URF: true, cube.ULB: true, cube.DLF: true, cube.DRB: true}

// sliceOf names the slice of each edge: 0 for E (FR FL BL BR), 1 for M
// (UF UB DF DB), 2 for S (UR UL DR DL).
var sliceOf = [12]int8{cube.UR: 2, cube.UF: 1, cube.UL: 2, cube.UB: 1, cube.DR: 2, cube.DF: 1,
	cube.DL: 2, cube.DB: 1, cube.FR: 0, cube.FL: 0, cube.BL: 0, cube.BR: 0}

// subsets4of8 numbers the 4-element subsets of 8 places, given as bit
// masks, from 0 to 69, so that the subset zero (the solved cube's) is 0.
type subsets4of8 struct {
	rank   [256]int8
	unrank [NTetrad]uint8
}

func newSubsets4of8(zero int) *subsets4of8 {
	s := &subsets4of8{}
	n := 0
	for i := 0; i < 256; i++ {
		mask := (zero + i) & 255
		s.rank[mask] = -1
		if popcount8(mask) == 4 {
			s.rank[mask], s.unrank[n] = int8(n), uint8(mask)
			n++
		}
	}
	return s
}

// tetradSubsets numbers the places of tetrad A's corners (solved: URF,
// ULB, DLF, DRB); mSubsets the places of the M-slice edges among the eight
// places outside the E slice (solved: UF, UB, DF, DB).
var (
	tetradSubsets = newSubsets4of8(1<<cube.URF | 1<<cube.ULB | 1<<cube.DLF | 1<<cube.DRB)
	mSubsets      = newSubsets4of8(1<<cube.UF | 1<<cube.UB | 1<<cube.DF | 1<<cube.DB)
)

func popcount8(x int) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// TetradPlaces encodes which places hold the corners of tetrad A (0..69).
func TetradPlaces(c *cube.Cubie) int {
	mask := 0
	for p, piece := range c.CP {
		if tetradA[piece] {
			mask |= 1 << p
		}
	}
	return int(tetradSubsets.rank[mask])
}

// SetTetradPlaces puts the corners of tetrad A at the places x says and
// those of tetrad B at the others, each tetrad in increasing order.
func SetTetradPlaces(c *cube.Cubie, x int) {
	mask := tetradSubsets.unrank[x]
	var a, b int8 = -1, -1
	for p := range c.CP {
		if mask>>p&1 != 0 {
			a = nextCorner(a, true)
			c.CP[p] = a
		} else {
			b = nextCorner(b, false)
			c.CP[p] = b
		}
	}
}

// nextCorner returns the first corner after after of tetrad A (inA) or B.
func nextCorner(after int8, inA bool) int8 {
	for x := after + 1; ; x++ {
		if tetradA[x] == inA {
			return x
		}
	}
}

// CornerTetrad is the corners' symmetric coordinate: twist*70 + tetrad
// places.
func CornerTetrad(c *cube.Cubie) int { return Twist(c)*NTetrad + TetradPlaces(c) }

// SetCornerTetrad sets the corners to coordinate x.
func SetCornerTetrad(c *cube.Cubie, x int) {
	SetTetradPlaces(c, x%NTetrad)
	SetTwist(c, x/NTetrad)
}

// EdgeSlices encodes which places hold the edges of each slice: the places
// of the E-slice edges (as SliceSorted's, 0..494) times 70, plus the places
// of the M-slice edges among the eight others.
func EdgeSlices(c *cube.Cubie) int {
	e := SliceSorted(c, UDSliceEdges) / 24
	mask, k := 0, 0
	for _, piece := range c.EP {
		switch sliceOf[piece] {
		case 0:
			continue
		case 1:
			mask |= 1 << k
		}
		k++
	}
	return e*NTetrad + int(mSubsets.rank[mask])
}

// SetEdgeSlices places the edges as x says: each slice's edges in
// increasing order.
func SetEdgeSlices(c *cube.Cubie, x int) {
	SetSliceSorted(c, UDSliceEdges, 24*(x/NTetrad))
	mask := mSubsets.unrank[x%NTetrad]
	m, s := []int8{cube.UF, cube.UB, cube.DF, cube.DB}, []int8{cube.UR, cube.UL, cube.DR, cube.DL}
	k := 0
	for p, piece := range c.EP {
		if sliceOf[piece] == 0 {
			continue
		}
		if mask>>k&1 != 0 {
			c.EP[p], m = m[0], m[1:]
		} else {
			c.EP[p], s = s[0], s[1:]
		}
		k++
	}
}

// For computing these coordinates from pieces at speed (the optimal
// search's Pieces.Coord):

// TetradA reports whether corner c is one of tetrad A's.
func TetradA(c int) bool { return tetradA[c] }

// SliceOf returns the slice of edge e: 0 for E, 1 for M, 2 for S.
func SliceOf(e int) int8 { return sliceOf[e] }

// TetradRank returns TetradPlaces of the cube whose tetrad-A corners are
// in the places of mask (a bit per corner place).
func TetradRank(mask uint32) int { return int(tetradSubsets.rank[mask]) }

// MSliceRank returns the number of the places (mask, a bit for each of
// the eight places not in the E slice, in order) of the M-slice edges
// among them, as EdgeSlices counts them.
func MSliceRank(mask uint32) int { return int(mSubsets.rank[mask]) }
