package optimal

import (
	"fmt"
	"unsafe"

	"cubesolver/solver/cube"
	"cubesolver/solver/search"
	"cubesolver/tables"
	"cubesolver/tables/coord"
	"cubesolver/tables/internal/cache"
)

// Size is one size of the optimal search's table: it keeps Flip
// bits of the flip (see optimal_fine.go), with entries relative to Base,
// and the near set of depth Near (optimal_near.go) for the entries that
// say "at most Base". (h0 alone has neither.)
type Size struct {
	Name string // as the user picks it: one of search.SizeNames, or search.SizeLeast
	Flip int    // bits of the flip kept, 1..10
	Base int    // entries are 0 (at most Base), Base+1, Base+2, 3 (Base+3 or more)
	Near int    // the near set's depth: Base-1 .. maxNearSetDepth
	// Measured is how it performs, as measured (measured.go).
	Measured search.Measured
}

// The sizes offered, smallest first. The bases follow nissy's
// measurements: a larger base makes the finer entries tell more but the
// build walk every sequence one move longer (about 13 times the work).
// The near set of depth 9 (298 MB) goes with the sizes of 2 GB and more;
// the smaller ones take depth 8 (24 MB).
var sizes = []Size{
	{Name: search.SizeSmall, Flip: 3, Base: 8, Near: 8, Measured: measured[search.SizeSmall]},
	{Name: search.Size1GB, Flip: 5, Base: 9, Near: 8, Measured: measured[search.Size1GB]},
	{Name: search.Size2GB, Flip: 6, Base: 9, Near: 9, Measured: measured[search.Size2GB]},
	{Name: search.Size4GB, Flip: 7, Base: 9, Near: 9, Measured: measured[search.Size4GB]},
	{Name: search.Size8GB, Flip: 8, Base: 9, Near: 9, Measured: measured[search.Size8GB]},
}

// H0 is the least table: h0 alone (59 MB), built in seconds, which
// the optimal search uses while no other is there.
var H0 = Size{Name: search.SizeLeast, Measured: measured[search.SizeLeast]}

// Sizes returns the sizes of the optimal table, smallest first.
func Sizes() []Size { return append([]Size(nil), sizes...) }

// SizeNamed returns the size of that name.
func SizeNamed(name string) (Size, bool) {
	for _, s := range append(sizes, H0) {
		if s.Name == name {
			return s, true
		}
	}
	return Size{}, false
}

// entries is the number of the finer table's entries (none for h0 alone).
func (s Size) entries() uint64 {
	if s.Flip == 0 {
		return 0
	}
	return uint64(nH0) << s.Flip
}

// h0Bytes is the size of h0's entries, which only h0 alone keeps: the
// near set stands in for them beside a finer table.
func (s Size) h0Bytes() int {
	if s.Flip > 0 {
		return 0
	}
	return (nH0 + 1) / 2
}

// Bytes is the size of the table in memory and, give or take a header, on
// disk.
func (s Size) Bytes() int64 {
	return int64(s.h0Bytes()) + int64((s.entries()+31)/32*8) + nearBytes(s.Near)
}

// check reports a size that cannot be built: too many flip bits, a base
// below 1, or a near set that does not cover what its finer entries leave
// open (or is none at all).
func (s Size) check() error {
	switch {
	case s.Flip < 0 || s.Flip > 10:
		return fmt.Errorf("optimal table %s: %d bits of the flip, want 0 to 10", s.Name, s.Flip)
	case s.Flip == 0:
		return nil // h0 alone
	case s.Base < 1:
		return fmt.Errorf("optimal table %s: base %d, want 1 or more", s.Name, s.Base)
	case s.Near < max(1, s.Base-1) || s.Near > maxNearSetDepth:
		return fmt.Errorf("optimal table %s: near set of depth %d, want %d to %d", s.Name, s.Near, max(1, s.Base-1), maxNearSetDepth)
	}
	return nil
}

// String names the size with its bytes, in the unit of the names from a
// gigabyte on, as the window writes them: "small (259 MB)", "1GB (0.96 GB)".
func (s Size) String() string {
	switch gb := float64(s.Bytes()) / 1e9; {
	case gb < 0.9:
		return fmt.Sprintf("%s (%.0f MB)", s.Name, gb*1e3)
	case gb < 1:
		return fmt.Sprintf("%s (%.2f GB)", s.Name, gb)
	default:
		return fmt.Sprintf("%s (%.1f GB)", s.Name, gb)
	}
}

// fileName is the table's cache file's name.
func (s Size) fileName() string {
	return fmt.Sprintf("optimal-h%db%d-v%d.bin", s.Flip, s.Base, cache.OptimalVersion)
}

// Table is the optimal search's pruning table: a lower bound on the
// moves that solve a cube, from its symmetric coordinates, for all three
// axes at once. Its methods are safe for concurrent use.
type Table struct {
	c    *symCoords
	size Size
	h0   []byte   // h0's entries, four bits each (h0 alone)
	fine []uint64 // the finer table's entries, two bits each, 32 to a word
	near nearSet  // beside the finer table
	// h0Dist[d] counts h0's entries at depth d; fineDist[v] the finer
	// table's entries holding v.
	h0Dist   []uint32
	fineDist []uint64
	unmap    []func() // release the entries' memory
}

// Size is the table's size.
func (o *Table) Size() Size { return o.size }

// Close releases the table's memory; o must not be used afterwards.
func (o *Table) Close() {
	for _, u := range o.unmap {
		u()
	}
	o.unmap, o.h0, o.fine, o.near.slots = nil, nil, nil, nil
}

// Coord is a cube as the optimal search follows it: its twist and
// tetrad places (the corner coordinate), edge slices and flip.
type Coord struct {
	Twist  uint16
	Tetrad uint8
	Edges  uint16
	Flip   uint16
}

// CoordOf returns c's coordinates.
func CoordOf(c *cube.Cubie) Coord {
	return Coord{Twist: uint16(coord.Twist(c)), Tetrad: uint8(coord.TetradPlaces(c)), Edges: uint16(coord.EdgeSlices(c)), Flip: uint16(coord.Flip(c))}
}

// Move returns x's coordinates after move m.
func (o *Table) Move(x Coord, m int) Coord {
	c := o.c
	return Coord{Twist: c.twistMove[int(x.Twist)*coord.NMoves+m], Tetrad: c.tetradMove[int(x.Tetrad)*coord.NMoves+m],
		Edges: c.edgeSlicesMove[int(x.Edges)*coord.NMoves+m], Flip: c.flipMove[int(x.Flip)*coord.NMoves+m]}
}

// Locate returns x's corner class entry: the corners' own distance to the
// goal, a bound read from a 0.6 MB table, and what Key needs.
func (o *Table) Locate(x Coord) (corner uint32, cornerDist int) {
	v := o.c.cornerClass[int(x.Twist)*coord.NTetrad+int(x.Tetrad)]
	return v, int(v >> (cornerTetradBits + symBits))
}

// PrefetchKey asks for what Key reads beyond the cache.
func (o *Table) PrefetchKey(p *tables.Prefetch, x Coord, corner uint32) {
	s := int(corner >> cornerTetradBits & (1<<symBits - 1))
	p.Add(unsafe.Pointer(&o.c.edgeConj[int(x.Edges)*coord.NSym48+s]))
}

// Key returns x's key in the table (its full symmetric coordinate,
// from which Bound finds its entries), from its corner class entry
// (Locate).
func (o *Table) Key(x Coord, corner uint32) uint64 {
	cls, s := int(corner&(1<<cornerTetradBits-1)), int(corner>>cornerTetradBits&(1<<symBits-1))
	e, f := o.c.conjEdges(int(x.Edges), int(x.Flip), s)
	return fullKey(cls, e, f)
}

// PrefetchEntry asks for key k's entry in the finer table, or in h0
// alone.
func (o *Table) PrefetchEntry(p *tables.Prefetch, k uint64) {
	if o.fine != nil {
		i := k >> (11 - o.size.Flip)
		p.Add(unsafe.Pointer(&o.fine[i>>5]))
	} else {
		p.Add(unsafe.Pointer(&o.h0[k>>12]))
	}
}

// Reading a bound. A cube's lower bound is one question, Bound; for a
// search that asks it of many cubes at once, it is read in dependent
// steps, each with the prefetch of what the next reads, so that the reads
// of many cubes overlap (see the optimal search's lanes):
//
//	corner, d := o.Locate(x)       // d: the corners' own bound, from the cache
//	o.PrefetchKey(p, x, corner)
//	k := o.Key(x, corner)
//	o.PrefetchEntry(p, k)
//	b, final := o.Entry(k)         // the bound, or a floor Refine may raise
//	if !final && o.Refines(togo) { // else the floor decides as well
//		o.PrefetchRefine(p, k)
//		b = o.Refine(k)
//	}
//	b = o.WithEdges(x, b, togo)    // the edges' own table, where it may tell more
//
// togo is the moves the caller has left: a cube whose bound is togo or
// more is ruled out, and the steps read no more than can tell that.

// Bound returns cube c's lower bound: the largest of its own entry's, its
// corners' and its edges'.
func (o *Table) Bound(c *cube.Cubie) int {
	x := CoordOf(c)
	corner, d := o.Locate(x)
	k := o.Key(x, corner)
	b, final := o.Entry(k)
	if !final {
		b = o.Refine(k)
	}
	return max(d, b, o.edgeBound(x))
}

// Entry returns key k's bound from its entry, and false where the entry
// gives only a floor, which Refine may raise (one more read).
func (o *Table) Entry(k uint64) (bound int, final bool) {
	if o.fine == nil {
		return 0, false
	}
	i := k >> (11 - o.size.Flip)
	v := int(o.fine[i>>5] >> (2 * (i & 31)) & 3)
	return o.size.Base + v, v != 0
}

// Refines reports whether Refine can rule out a cube with togo moves left
// where Entry gave only a floor: whether its read is worth making.
func (o *Table) Refines(togo int) bool { return togo <= o.refineMax() }

// refineMax is the largest bound Refine gives: the near set's depth+1, or
// any when the table is h0 alone.
func (o *Table) refineMax() int {
	if o.fine == nil {
		return 15
	}
	return o.near.depth + 1
}

// Refine returns key k's bound where Entry gave only a floor. (The finer
// table's entry said "at most Base": the near set's distance, or its
// depth+1 for a cube farther; with h0 alone, h0's distance.)
func (o *Table) Refine(k uint64) int {
	if o.fine == nil {
		return h0Depth(o.h0, int(k>>11))
	}
	return o.near.bound(k)
}

// PrefetchRefine asks for what Refine reads for key k.
func (o *Table) PrefetchRefine(p *tables.Prefetch, k uint64) {
	if o.fine == nil {
		p.Add(unsafe.Pointer(&o.h0[k>>12]))
	} else {
		o.near.prefetch(p, k)
	}
}

// WithEdges raises b, a bound for coordinates x, to the edges' own
// distance where that may rule the cube out with togo moves left: only
// where b is at most what a refined entry gives (the finer table's own
// values are mostly above that, and the edges' above 9 are 0.5% of
// them), and where togo is above b and within the edges' values.
func (o *Table) WithEdges(x Coord, b, togo int) int {
	if b < togo && togo <= MaxEdgeDepth && b <= o.refineMax() {
		return max(b, o.edgeBound(x))
	}
	return b
}

// Distributions return how many entries of h0 the build found at each
// depth, and how many of the finer table hold 0 (at most Base), 1, 2 and
// 3 (copies).
func (o *Table) Distributions() (h0 []uint32, fine []uint64) {
	return append([]uint32(nil), o.h0Dist...), append([]uint64(nil), o.fineDist...)
}
