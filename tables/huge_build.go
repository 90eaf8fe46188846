package tables

import (
	"context"
	"math/bits"
	"sync/atomic"
)

// The big table is built breadth-first in place, in its packed form: an
// entry is 3 while empty and the depth mod 3 once filled. A pass fills the
// entries at depth d+1, on all cores, each goroutine writing only the rows
// (classes) it owns; a row is 139,968 whole words, so rows share no word.
//
// Early passes go forward: a row gathers the entries a move away from the
// entries at depth d in the rows that lead into it. An entry holding d mod 3
// is at depth d or d-3; expanding the few at d-3 again only reaches filled
// entries, so the passes need no frontier list. The neighbours of one row
// by one move all lie in a single other row (1.1 MB), and the new entries
// are marked in a bitmap of the row (0.56 MB), so the work stays in the
// core's cache. Once fewer entries are empty than twice those at depth d,
// passes go backward: each empty entry looks for a neighbour at depth d.

// hugeRow is one class's row being worked on by one goroutine.
type hugeRow struct {
	mark []uint64 // a bit per entry of the row: found at depth d+1
	fcol []uint16 // flip -> neighbour's flip (by one move and conjugation)
	tcol []uint16 // twist -> neighbour's twist
	open []uint32 // backward: entries of the row still empty
}

// hugeEdge is a move into a row: the move takes the representative of
// class from to the row's class, conjugated by sym with that flip mask.
type hugeEdge struct {
	from int32
	move uint8
	sym  uint8
	mask uint16
}

// neighbour returns where move m takes class cls's representative: the
// class, the symmetry that brings it to that class's representative and
// the flip mask of that conjugation.
func (h *Huge) neighbour(cls, m int) (int, int, uint16) {
	x := int(h.t.sortedMove[int(h.rep[cls])*nMoves+m])
	s := h.slice[x]
	return int(s.base) / hugeWidth, int(s.sym), s.mask
}

// columns fills fcol and tcol with where move m followed by conjugation by
// sym (with mask) takes each flip and twist.
func (h *Huge) columns(fcol, tcol []uint16, m, sym int, mask uint16) {
	t := h.t
	for f := range fcol {
		fcol[f] = h.flipConj[int(t.flipMove[f*nMoves+m])<<4|sym] ^ mask
	}
	for x := range tcol {
		tcol[x] = t.twistConj[int(t.twistMove[x*nMoves+m])<<4|sym]
	}
}

// build fills the table. p may be nil.
func (h *Huge) build(ctx context.Context, p *progress) error {
	for i := range h.words {
		h.words[i] = ^uint64(0)
	}
	h.words[0] &^= 3 // the goal, depth 0
	h.dist = make([]uint32, maxDepth)
	h.dist[0] = 1
	in := make([][]hugeEdge, NHugeClass)
	for cls := 0; cls < NHugeClass; cls++ {
		for m := 0; m < nMoves; m++ {
			to, sym, mask := h.neighbour(cls, m)
			in[to] = append(in[to], hugeEdge{from: int32(cls), move: uint8(m), sym: uint8(sym), mask: mask})
		}
	}
	cur := make([]bool, NHugeClass) // rows with entries at depth d
	cur[0] = true
	filled, count := int64(1), int64(1)
	for d := 0; filled < NHuge; d++ {
		p.stage(hugeStage, d+1)
		backward := NHuge-filled < 2*count
		next := make([]bool, NHugeClass)
		n, err := parallelRange(ctx, NHugeClass, p, func(lo, hi int) int64 {
			w := newHugeRow()
			var n int64
			for cls := lo; cls < hi; cls++ {
				var got int64
				if backward {
					got = h.backward(w, cls, d)
				} else {
					got = h.forward(w, cls, d, in[cls], cur)
				}
				next[cls] = got > 0
				n += got
			}
			return n
		})
		if err != nil {
			return err
		}
		if n == 0 {
			break
		}
		h.dist[d+1] = uint32(n)
		filled, count, cur = filled+n, n, next
	}
	return nil
}

// hugeStage names the build in progress reports.
const hugeStage = "big pruning table"

func newHugeRow() *hugeRow {
	return &hugeRow{mark: make([]uint64, hugeWidth/64),
		fcol: make([]uint16, NFlip), tcol: make([]uint16, NTwist)}
}

// Word patterns: an entry's value v in every two-bit field.
const (
	lowBits = 0x5555555555555555 // 1 in every field
)

// equalFields returns a word with the low bit of every field of x that
// equals v set.
func equalFields(x uint64, v int) uint64 {
	x ^= lowBits * uint64(v) // matching fields are now 0
	return ^(x | x>>1) & lowBits
}

// forward marks the row's entries a move away from an entry at depth d in
// the rows leading into it, fills the empty ones with d+1 and returns how
// many.
func (h *Huge) forward(w *hugeRow, cls, d int, in []hugeEdge, cur []bool) int64 {
	any := false
	v := d % 3
	for _, e := range in {
		if !cur[e.from] {
			continue
		}
		any = true
		h.columns(w.fcol, w.tcol, int(e.move), int(e.sym), e.mask)
		src := h.words[int(e.from)*(hugeWidth/32):][:hugeWidth/32]
		scatterHuge(src, v, w.mark, w.fcol, w.tcol)
	}
	if !any {
		return 0
	}
	h.closeSym(w, cls)
	return h.merge(w, cls, d+1)
}

// scatterHuge marks, for every entry of src equal to v, the entry the
// columns take it to.
func scatterHuge(src []uint64, v int, mark []uint64, fcol, tcol []uint16) {
	for k := range src {
		eq := equalFields(atomic.LoadUint64(&src[k]), v)
		for eq != 0 {
			i := 32*k + bits.TrailingZeros64(eq)>>1
			eq &= eq - 1
			to := int(fcol[i/NTwist])*NTwist + int(tcol[i%NTwist])
			mark[to>>6] |= 1 << (to & 63)
		}
	}
}

// closeSym marks the entries equal to a marked one by a self-symmetry of
// the row's class: they stand for the same cube up to symmetry, and a
// forward pass reaches only one of them.
func (h *Huge) closeSym(w *hugeRow, cls int) {
	stab := int(h.stab[cls])
	if stab == 1 {
		return
	}
	places := int(h.rep[cls]) / 24
	for k, word := range w.mark {
		for word != 0 {
			i := 64*k + bits.TrailingZeros64(word)
			word &= word - 1
			f, x := i/NTwist, i%NTwist
			for s := 1; s < NSym; s++ {
				if stab>>s&1 == 0 {
					continue
				}
				f2 := h.flipConj[f<<4|s] ^ h.flipMask[places<<4|s]
				to := int(f2)*NTwist + int(h.t.twistConj[x<<4|s])
				w.mark[to>>6] |= 1 << (to & 63)
			}
		}
	}
}

// merge fills with depth d the marked entries of the row that are empty,
// clears the marks and returns how many it filled.
func (h *Huge) merge(w *hugeRow, cls, d int) int64 {
	row := h.words[cls*(hugeWidth/32):][:hugeWidth/32]
	var n int64
	v := uint64(d % 3)
	for k := range w.mark {
		m := w.mark[k]
		if m == 0 {
			continue
		}
		w.mark[k] = 0
		for half := 0; half < 2; half++ {
			i := 2*k + half
			x := atomic.LoadUint64(&row[i])
			set := spread(uint32(m>>(32*half))) & equalFields(x, 3)
			if set == 0 {
				continue
			}
			// Each set field goes from 3 to v.
			atomic.StoreUint64(&row[i], x&^(set*3)|set*v)
			n += int64(bits.OnesCount64(set))
		}
	}
	return n
}

// spread puts bit i of x at bit 2i.
func spread(x uint32) uint64 {
	v := uint64(x)
	v = (v | v<<16) & 0x0000FFFF0000FFFF
	v = (v | v<<8) & 0x00FF00FF00FF00FF
	v = (v | v<<4) & 0x0F0F0F0F0F0F0F0F
	v = (v | v<<2) & 0x3333333333333333
	v = (v | v<<1) & 0x5555555555555555
	return v
}

// backward fills with d+1 the row's empty entries that have a neighbour
// at depth d and returns how many. An empty entry is at depth d+1 or more,
// so a neighbour holding d mod 3 is at depth d (never d-3 or d+3); entries
// being filled with d+1 in this pass hold another value. Each move is
// tried on all the entries still open, and those it settles drop out.
func (h *Huge) backward(w *hugeRow, cls, d int) int64 {
	row := h.words[cls*(hugeWidth/32):][:hugeWidth/32]
	open := w.open[:0]
	for k := range row {
		eq := equalFields(atomic.LoadUint64(&row[k]), 3)
		for eq != 0 {
			open = append(open, uint32(32*k+bits.TrailingZeros64(eq)>>1))
			eq &= eq - 1
		}
	}
	if len(open) == 0 {
		w.open = open
		return 0
	}
	v := uint64(d % 3)
	for m := 0; m < nMoves && len(open) > 0; m++ {
		to, sym, mask := h.neighbour(cls, m)
		h.columns(w.fcol, w.tcol, m, sym, mask)
		open = settleHuge(open, h.words[to*(hugeWidth/32):][:hugeWidth/32], v, w.mark, w.fcol, w.tcol)
	}
	w.open = open
	return h.merge(w, cls, d+1)
}

// settleHuge marks the entries of open whose neighbour (by the columns, in
// row nb) holds v and returns the others. It has no branch on the value
// read, so that mispredictions do not throw away the reads in flight.
func settleHuge(open []uint32, nb []uint64, v uint64, mark []uint64, fcol, tcol []uint16) []uint32 {
	j := 0
	for _, i := range open {
		to := int(fcol[i/NTwist])*NTwist + int(tcol[i%NTwist])
		x := atomic.LoadUint64(&nb[to>>5]) >> (2 * (to & 31)) & 3
		hit := b2u64(x == v)
		mark[i>>6] |= hit << (i & 63)
		open[j] = i
		j += int(1 - hit)
	}
	return open[:j]
}

func b2u64(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
