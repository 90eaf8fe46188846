package tables

import (
	"fmt"
	"slices"

	"cubesolver/solver/cube"
)

// The big pruning table of Kociemba's huge optimal solver (seed sections 10
// and 12): for every cube, up to the 16 symmetries that keep the UD axis,
// the number of moves to the subgroup where the edges are oriented, the
// corners twisted 0 and the four UD-slice edges home in order
// (UDSliceSorted 0). Rows are the 788 sym-classes of UDSliceSorted, columns
// flip x twist: 3,529,433,088 entries, depth mod 3 in two bits each.

// Sizes of the big table.
const (
	NHugeClass = 788            // sym-classes of UDSliceSorted
	hugeWidth  = NFlip * NTwist // entries per class, a multiple of 32
	NHuge      = NHugeClass * hugeWidth
	hugeWords  = NHuge / 32 // two bits an entry, 32 to a word
)

// Huge is the big pruning table and the small tables that index it. Get
// and Index are safe for concurrent use.
type Huge struct {
	t *Tables
	// words holds the entries, two bits each, 32 to a little-endian word:
	// the depth mod 3, or 3 for an empty entry while the table is built.
	words []uint64
	// slice[sorted] is what a raw UDSliceSorted value contributes to an
	// index: its class's first entry, the symmetry to the class's
	// representative and the flip mask of that conjugation.
	slice []hugeSlice
	// flipConj[flip*16+s] is the flip of S(s)*c*S(s)^-1 for a cube c with
	// that flip and the UD-slice edges in the slice; flipMask[places*16+s]
	// is what the UD-slice edges being elsewhere changes in it (xor).
	flipConj, flipMask []uint16
	classOf            []uint16 // raw UDSliceSorted -> class
	symOf              []uint8  // raw UDSliceSorted -> symmetry to the representative
	rep                []uint16 // class -> representative (smallest raw value)
	stab               []uint16 // class -> self-symmetries of the representative
	// dist[d] counts the entries at depth d, as measured by the build.
	dist []uint32
	// unmap releases words' memory if it was mapped; nil otherwise.
	unmap func()
}

type hugeSlice struct {
	base uint32 // class * hugeWidth, < 2^32
	mask uint16
	sym  uint8
}

// Index returns the table index of a cube with raw coordinates x: the cube
// is conjugated to its UDSliceSorted class's representative, and flip and
// twist with it.
//
// The index goes past 2³¹, so it needs a 64-bit int; on a 32-bit system
// LoadHuge and OpenHuge refuse with ErrNeeds64Bit and no Huge exists.
func (h *Huge) Index(x RawCoord) int {
	s := h.slice[x.Sorted]
	f := h.flipConj[int(x.Flip)<<4|int(s.sym)] ^ s.mask
	return int(s.base) + int(f)*NTwist + int(h.t.twistConj[int(x.Twist)<<4|int(s.sym)])
}

// Get returns entry i's depth mod 3.
func (h *Huge) Get(i int) uint8 {
	return uint8(h.words[i>>5]>>(2*(i&31))) & 3
}

// Depth returns the exact number of moves that bring a cube with raw
// coordinates x to the table's goal, by walking down the mod-3 values.
func (h *Huge) Depth(x RawCoord) int {
	d := 0
	for i := h.Index(x); i != 0; i = h.Index(x) {
		lower := (h.Get(i) + 2) % 3
		for m := 0; m < nMoves; m++ {
			if y := h.t.RawMove(x, m); h.Get(h.Index(y)) == lower {
				x = y
				break
			}
		}
		d++
		if d > 30 {
			panic("tables: big table is inconsistent")
		}
	}
	return d
}

// Bytes is the size of the table's entries in memory.
func (h *Huge) Bytes() int { return 8 * len(h.words) }

// newHuge makes the small tables of the big table (under a second) with
// empty entries, or with words if it is given.
func newHuge(t *Tables, words []uint64) *Huge {
	h := &Huge{t: t, words: words}
	setSorted := func(c *cubeT, x int) { SetSliceSorted(c, UDSliceEdges, x) }
	getSorted := func(c *cubeT) int { return SliceSorted(c, UDSliceEdges) }
	sc := newSymClasses(NSliceSorted, NHugeClass, setSorted, getSorted)
	h.classOf, h.symOf, h.stab = sc.class, sc.sym, sc.stab
	h.rep = make([]uint16, len(sc.rep))
	for i, r := range sc.rep {
		h.rep[i] = uint16(r)
	}
	if len(h.rep) != NHugeClass {
		panic(fmt.Sprintf("tables: UDSliceSorted has %d classes, want %d", len(h.rep), NHugeClass))
	}
	h.flipConj = make([]uint16, NFlip*NSym)
	for f := 0; f < NFlip; f++ {
		c := cube.Solved()
		SetFlip(&c, f)
		for s := 0; s < NSym; s++ {
			d := conjugate(c, s)
			h.flipConj[f*NSym+s] = uint16(Flip(&d))
		}
	}
	h.flipMask = make([]uint16, NSlice*NSym)
	for p := 0; p < NSlice; p++ {
		c := cube.Solved()
		SetSliceSorted(&c, UDSliceEdges, 24*p)
		for s := 0; s < NSym; s++ {
			d := conjugate(c, s)
			h.flipMask[p*NSym+s] = uint16(Flip(&d))
		}
	}
	h.slice = make([]hugeSlice, NSliceSorted)
	for x := range h.slice {
		s := int(h.symOf[x])
		h.slice[x] = hugeSlice{base: uint32(int(h.classOf[x]) * hugeWidth), sym: uint8(s),
			mask: h.flipMask[(x/24)*NSym+s]}
	}
	return h
}

// Distribution returns how many entries the build found at each depth
// (a copy; index d for depth d).
func (h *Huge) Distribution() []uint32 { return slices.Clone(h.dist) }
