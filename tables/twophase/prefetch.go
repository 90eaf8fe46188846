package twophase

import (
	"unsafe"

	"cubesolver/tables"
	"cubesolver/tables/coord"
)

// row asks for the move-table row of coordinate x in table (nMoves entries a
// row). Rows are not aligned to cache lines, so both ends are asked for:
// an end left out is read later at the full wait for memory, which on
// this machine cost the phase-1 search a fifth of its time.
func row(p *tables.Prefetch, table []uint16, x int) {
	p.Add(unsafe.Pointer(&table[x*nMoves]))
	p.Add(unsafe.Pointer(&table[x*nMoves+nMoves-1]))
}

// PrefetchFlipSliceRow asks for the row of moveFlipSlice of class.
func (t *Tables) PrefetchFlipSliceRow(p *tables.Prefetch, class int) {
	p.Add(unsafe.Pointer(&t.flipSliceMoves[class*flipSliceRowBytes]))
	p.Add(unsafe.Pointer(&t.flipSliceMoves[class*flipSliceRowBytes+flipSliceRowBytes-1]))
}

// PrefetchCornerRow asks for the move-table row of corner permutation
// corners.
func (t *Tables) PrefetchCornerRow(p *tables.Prefetch, corners int) { row(p, t.cornerMove, corners) }

// PrefetchPrune1 asks for entry i of the phase-1 pruning table.
func (t *Tables) PrefetchPrune1(p *tables.Prefetch, i int) { p.Add(unsafe.Pointer(&t.prune1[i/5])) }

// PrefetchCornerSlice asks for the corner x slice depth of a phase-2 cube.
func (t *Tables) PrefetchCornerSlice(p *tables.Prefetch, corners, sorted int) {
	p.Add(unsafe.Pointer(&t.cornerSlice[corners*coord.NSlicePerm+sorted]))
}

// PrefetchPrune2Index asks for what Prune2Index reads beyond the cache.
func (t *Tables) PrefetchPrune2Index(p *tables.Prefetch, corners, udEdges int) {
	p.Add(unsafe.Pointer(&t.udEdgeConj[udEdges*NSym+int(t.cornerSym[corners])]))
}

// PrefetchPrune2 asks for entry i of the phase-2 pruning table: both ends
// of the three bytes that excess.Get reads, which can straddle two cache
// lines.
func (t *Tables) PrefetchPrune2(p *tables.Prefetch, i int) {
	p.Add(unsafe.Pointer(&t.prune2[i>>3*3]))
	p.Add(unsafe.Pointer(&t.prune2[i>>3*3+2]))
}

// Prefetch asks for the near table's slot of entry index, for a search
// that knows the entry is there.
func (n *Near) Prefetch(p *tables.Prefetch, index int) {
	p.Add(unsafe.Pointer(&n.slots[n.hash(index)]))
}

// PrefetchRawIndex asks for what RawIndex reads beyond the cache: the
// class of x's FlipUDSlice, eight bytes that can straddle two cache lines.
func (t *Tables) PrefetchRawIndex(p *tables.Prefetch, x RawCoord) {
	at := 20 * (int(x.Sorted)/24<<11 | int(x.Flip)) >> 3
	p.Add(unsafe.Pointer(&t.flipSliceClassSym[at]))
	p.Add(unsafe.Pointer(&t.flipSliceClassSym[at+7]))
}
