package bfs

import (
	"context"
	"math/bits"
	"sync/atomic"

	"cubesolver/solver/search"
	"cubesolver/tables/internal/cache"
)

// A pruning table of either phase is a row per sym-class of one coordinate
// (FlipUDSlice, corner permutation) and a Column per value of a raw one
// (twist, U/D edges): index class*width + raw. Spec says what the
// breadth-first search over such a table needs.
type Spec struct {
	Stage   search.Stage
	Classes int                  // rows
	Width   int                  // entries per row
	Move    []Column             // Move[k][x]: raw coordinate x after the k-th move
	Conj    []Column             // Conj[s][x]: x conjugated by symmetry s
	Stab    func(cls int) uint64 // the class's self-symmetries (bit 0, identity, always set)
	// Neighbours sets nb[k] to where the k-th move takes the class's
	// representative: a class and the symmetry that brings the moved
	// cube to that class's representative.
	Neighbours func(cls int, nb []Neighbour)
}

// Neighbour is where a move takes a class's representative.
type Neighbour struct {
	Class int
	Sym   uint8
}

// Column is one Column of a move or conjugation table. Raw coordinates are
// below 1<<16, so indexing a Column with one needs no bounds check.
type Column = *[1 << 16]uint16

// Transpose turns a table indexed [x*stride + c] into a Column for each c
// in cols, so that the work for one row and one move reads a small slice.
func Transpose[C ~int8 | ~int](t []uint16, stride int, cols []C) []Column {
	out := make([]Column, len(cols))
	for k, c := range cols {
		out[k] = new([1 << 16]uint16)
		for x := 0; x < len(t)/stride; x++ {
			out[k][x] = t[x*stride+int(c)]
		}
	}
	return out
}

// build fills the depths breadth-first, one pass per depth, each on all
// cores. A pass either expands forward from the entries at depth d or, once
// few entries are left Empty, looks backward from each Empty entry for a
// Neighbour at depth d. Either way each goroutine writes only the rows it
// owns, first marking the new entries in a scratch row and then storing
// them a word at a time: the inner loops have no atomic read-modify-write
// and no data-dependent branch, which is what kept the memory reads from
// overlapping.
func (s *Spec) Build(ctx context.Context, p *cache.Reporter) (*Depths, error) {
	b := s.newBFS()
	for d := uint8(0); b.filled < b.total; d++ {
		p.Stage(s.Stage, int(d)+1)
		n, err := b.pass(ctx, p, d)
		if err != nil {
			return nil, err
		}
		if n == 0 {
			break
		}
	}
	return b.a, nil
}

// bfs is the state of a breadth-first build between passes.
type bfs struct {
	*Spec
	a             *Depths
	in            [][]edge      // class -> the moves into it
	cur, nxt      []atomic.Bool // rows with entries at depth d, d+1
	full          []bool        // rows known to have no Empty entry left
	filled, total int64         // entries
	count         int64         // entries at depth d
}

func (s *Spec) newBFS() *bfs {
	total := int64(s.Classes * s.Width)
	b := &bfs{Spec: s, a: NewDepths(int(total)), in: s.inEdges(),
		cur: make([]atomic.Bool, s.Classes), nxt: make([]atomic.Bool, s.Classes),
		full: make([]bool, s.Classes), filled: 1, total: total, count: 1}
	b.a.Fill(0, 0)
	b.a.dist[0] = 1
	b.cur[0].Store(true)
	return b
}

// pass fills the entries at depth d+1 and returns how many there are.
func (b *bfs) pass(ctx context.Context, p *cache.Reporter, d uint8) (int64, error) {
	var row func(w *worker, cls int) int64
	if useBackward(b.count, b.total-b.filled) {
		done, err := b.a.filled(ctx)
		if err != nil {
			return 0, err
		}
		rowFill := b.rowCounts(done)
		row = func(w *worker, cls int) int64 {
			if b.full[cls] {
				return 0
			}
			return w.backward(cls, d, done, rowFill, &b.full[cls])
		}
	} else {
		src, err := b.frontier(ctx, b.a, b.cur, d)
		if err != nil {
			return 0, err
		}
		row = func(w *worker, cls int) int64 { return w.forward(cls, d, b.in[cls], src) }
	}
	n, err := ParallelRange(ctx, b.Classes, p, func(lo, hi int) int64 {
		w := b.newWorker(b.a)
		var n int64
		for cls := lo; cls < hi; cls++ {
			if got := row(w, cls); got > 0 {
				b.nxt[cls].Store(true)
				n += got
			}
		}
		return n
	})
	if err != nil {
		return 0, err
	}
	b.a.dist[d+1] = uint32(n)
	b.filled, b.count = b.filled+n, n
	b.cur, b.nxt = b.nxt, b.cur
	for i := range b.nxt {
		b.nxt[i].Store(false)
	}
	return n, nil
}

// useBackward chooses the cheaper pass from the number of entries at depth
// d (count) and of Empty ones. Forward costs a write per entry at depth d
// and move; backward a read per Empty entry and move until one is at depth
// d. Measured, the backward pass wins once the Empty entries are fewer than
// twice the entries at depth d.
var useBackward = func(count, empties int64) bool { return empties < 2*count }

// edge is a move into a row: the k-th move takes the representative of
// class from into the row's class, and symmetry sym brings it to the row's
// representative.
type edge struct {
	from int32
	k    uint8
	sym  uint8
}

// inEdges lists for each class the moves that lead into it, so that a
// forward pass can be run by the owners of the rows it writes.
func (s *Spec) inEdges() [][]edge {
	nb := make([]Neighbour, len(s.Move))
	in := make([][]edge, s.Classes)
	for cls := 0; cls < s.Classes; cls++ {
		s.Neighbours(cls, nb)
		for k, n := range nb {
			in[n.Class] = append(in[n.Class], edge{from: int32(cls), k: uint8(k), sym: n.Sym})
		}
	}
	return in
}

// frontier lists, for each row marked in rows, the positions at depth d.
func (s *Spec) frontier(ctx context.Context, a *Depths, rows []atomic.Bool, d uint8) ([][]uint16, error) {
	src := make([][]uint16, s.Classes)
	_, err := ParallelRange(ctx, s.Classes, nil, func(lo, hi int) int64 {
		row := make([]byte, s.Width)
		var list []uint16
		start := make([]int, 0, hi-lo+1)
		for cls := lo; cls < hi; cls++ {
			start = append(start, len(list))
			if rows[cls].Load() {
				a.Load(cls*s.Width, row)
				list = appendEqual(list, row, d)
			}
		}
		start = append(start, len(list))
		for cls := lo; cls < hi; cls++ {
			if i, j := start[cls-lo], start[cls-lo+1]; i < j {
				src[cls] = list[i:j:j]
			}
		}
		return 0
	})
	return src, err
}

// worker is one goroutine's scratch space for a pass.
type worker struct {
	*Spec
	a     *Depths
	row   []byte          // a copy of the row being worked on
	mark  *[1 << 16]uint8 // 1 at the row's entries found at the next depth
	list  []uint16        // positions in the row
	nb    []Neighbour
	order []int // of the moves
}

func (s *Spec) newWorker(a *Depths) *worker {
	return &worker{Spec: s, a: a,
		row: make([]byte, s.Width), mark: new([1 << 16]uint8),
		list: make([]uint16, 0, s.Width), nb: make([]Neighbour, len(s.Move))}
}

// forward fills with d+1 the Empty entries of the row that are a move away
// from an entry at depth d (listed in src by row) and returns how many. It
// goes edge by edge, so each inner loop reads one move Column and one
// conjugation Column and writes the marks, all in the core's cache.
func (w *worker) forward(cls int, d uint8, in []edge, src [][]uint16) int64 {
	any := false
	for _, e := range in {
		if from := src[e.from]; len(from) > 0 {
			scatter(from, w.mark, w.Move[e.k], w.Conj[e.sym])
			any = true
		}
	}
	if !any {
		return 0
	}
	w.closeSym(cls)
	return w.a.merge(cls*w.Width, w.mark[:w.Width], d+1)
}

// scatter marks where the move and the conjugation take each entry of from.
func scatter(from []uint16, mark *[1 << 16]uint8, mv, cj Column) {
	for _, x := range from {
		mark[cj[mv[x]]] = 1
	}
}

// backward fills with d+1 the Empty entries of the row that have a
// Neighbour at depth d and returns how many; it sets full if none is left
// Empty. Each move is tried on all the entries still open, and the ones it
// settles drop out of the list.
//
// done has a bit for every entry filled before the pass. Depths of
// neighbours differ by at most one, so a filled Neighbour of an Empty entry
// (depth above d) has depth d: reading that bit, from 1/8 of the memory,
// is all a probe needs.
func (w *worker) backward(cls int, d uint8, done []uint64, rowFill []int32, full *bool) int64 {
	base := cls * w.Width
	w.a.Load(base, w.row)
	open := appendEqual(w.list[:0], w.row, Empty)
	if len(open) == 0 {
		*full = true
		return 0
	}
	w.Neighbours(cls, w.nb)
	empties := int64(len(open))
	for _, k := range w.byFill(rowFill) {
		nb := w.nb[k]
		open = settle(open, w.mark, w.Move[k], w.Conj[nb.Sym], done, nb.Class*w.Width)
		if len(open) == 0 {
			break
		}
	}
	w.closeSym(cls)
	n := w.a.merge(base, w.mark[:w.Width], d+1)
	*full = n == empties
	return n
}

// byFill orders the moves by how full the rows they lead to are, fullest
// first: a probe into a fuller row is likelier to settle the entry, and
// then the later moves have fewer entries to try.
func (w *worker) byFill(rowFill []int32) []int {
	order := w.order[:0]
	for k, nb := range w.nb {
		f := rowFill[nb.Class]
		i := len(order)
		order = append(order, k)
		for ; i > 0 && rowFill[w.nb[order[i-1]].Class] < f; i-- {
			order[i] = order[i-1]
		}
		order[i] = k
	}
	return order
}

// rowCounts counts the bits of done in each row.
func (s *Spec) rowCounts(done []uint64) []int32 {
	c := make([]int32, s.Classes)
	for cls := range c {
		lo, hi := cls*s.Width, (cls+1)*s.Width
		n := 0
		for i := lo; i < hi; {
			wd := done[i>>6] >> (i & 63)
			take := min(64-i&63, hi-i)
			if take < 64 {
				wd &= 1<<take - 1
			}
			n += bits.OnesCount64(wd)
			i += take
		}
		c[cls] = int32(n)
	}
	return c
}

// settle marks the entries of open whose Neighbour by the move and the
// conjugation, in the row at nbase, is set in done, and returns the others.
// It has no branch on the bit read: that branch would be mispredicted half
// the time, each time throwing away the reads in flight.
func settle(open []uint16, mark *[1 << 16]uint8, mv, cj Column, done []uint64, nbase int) []uint16 {
	j := 0
	for _, x := range open {
		i := nbase + int(cj[mv[x]])
		hit := uint8(done[i>>6]>>(i&63)) & 1
		mark[x] = hit
		open[j] = x
		j += int(1 - hit)
	}
	return open[:j]
}

// closeSym marks the entries that equal a marked one by a self-symmetry of
// the row's class: they stand for the same cube up to symmetry, and the
// search reaches only one of them.
func (w *worker) closeSym(cls int) {
	stab := w.Stab(cls)
	if stab == 1 {
		return
	}
	w.list = appendEqual(w.list[:0], w.mark[:w.Width], 1)
	for _, x := range w.list {
		for s, st := 1, stab>>1; st != 0; s, st = s+1, st>>1 {
			if st&1 != 0 {
				w.mark[w.Conj[s][x]] = 1
			}
		}
	}
}
