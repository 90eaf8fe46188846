package tables

import "unsafe"

// Prefetch gathers the table entries a search will read soon and asks the
// processor for all of them at once (Do). A search that works on several
// nodes together can so have all their reads in flight while it does
// other work, where reading them one by one waits for each in turn.
type Prefetch struct {
	addrs []uintptr
}

// Do starts loading everything gathered and forgets it.
func (p *Prefetch) Do() {
	if len(p.addrs) > 0 {
		prefetchAddrs(&p.addrs[0], len(p.addrs))
		p.addrs = p.addrs[:0]
	}
}

func (p *Prefetch) add(ptr unsafe.Pointer) { p.addrs = append(p.addrs, uintptr(ptr)) }

// row asks for the move-table row of coordinate x in table (N entries a
// row). Rows are not aligned to cache lines, so both ends are asked for:
// an end left out is read later at the full wait for memory, which on
// this machine cost the phase-1 search a fifth of its time.
func row(p *Prefetch, table []uint16, x int) {
	p.add(unsafe.Pointer(&table[x*N]))
	p.add(unsafe.Pointer(&table[x*N+N-1]))
}

// FlipSliceRow asks for the row of FlipSliceMove of class.
func (t *Tables) FlipSliceRow(p *Prefetch, class int) {
	p.add(unsafe.Pointer(&t.FlipSliceMoves[class*flipSliceRowBytes]))
	p.add(unsafe.Pointer(&t.FlipSliceMoves[class*flipSliceRowBytes+flipSliceRowBytes-1]))
}

// CornerRow asks for the move-table row of corner permutation corners.
func (t *Tables) CornerRow(p *Prefetch, corners int) { row(p, t.CornerMove, corners) }

// Prune1Entry asks for entry i of the phase-1 pruning table.
func (t *Tables) Prune1Entry(p *Prefetch, i int) { p.add(unsafe.Pointer(&t.Prune1[i/5])) }

// CornerSliceEntry asks for the corner x slice depth of a phase-2 cube.
func (t *Tables) CornerSliceEntry(p *Prefetch, corners, sorted int) {
	p.add(unsafe.Pointer(&t.CornerSlice[corners*NSlicePerm+sorted]))
}

// Prune2IndexEntry asks for what Prune2Index reads beyond the cache.
func (t *Tables) Prune2IndexEntry(p *Prefetch, corners, udEdges int) {
	p.add(unsafe.Pointer(&t.UDEdgeConj[udEdges*NSym+int(t.CornerSym[corners])]))
}

// Prune2Entry asks for entry i of the phase-2 pruning table: both ends of
// the three bytes that Excess.Get reads, which can straddle two cache
// lines.
func (t *Tables) Prune2Entry(p *Prefetch, i int) {
	p.add(unsafe.Pointer(&t.Prune2[i>>3*3]))
	p.add(unsafe.Pointer(&t.Prune2[i>>3*3+2]))
}

// Prefetch asks for the near table's slot of entry index, for a search
// that knows the entry is there.
func (n *Near) Prefetch(p *Prefetch, index int) {
	p.add(unsafe.Pointer(&n.slots[n.hash(index)]))
}

// Prefetch starts loading the big table's entries idx into the cache and
// returns at once, so that a search that interleaves several nodes can
// have the reads of all of them in flight together.
func (h *Huge) Prefetch(idx []int) {
	var addrs [32]uintptr
	for len(idx) > 0 {
		n := min(len(idx), len(addrs))
		for i, x := range idx[:n] {
			addrs[i] = uintptr(unsafe.Pointer(&h.words[x>>5])) // 32 entries a word
		}
		prefetchAddrs(&addrs[0], n)
		idx = idx[n:]
	}
}
