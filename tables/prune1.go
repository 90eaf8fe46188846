package tables

import (
	"context"
	"math/bits"
	"sync/atomic"

	"cubesolver/solver/search"
	"cubesolver/tables/internal/cache"
)

// Phase-1 pruning: FlipUDSlice class x twist, 2187*64430 entries.
const NPrune1 = NTwist * NFlipSliceClass

// Prune1Index returns the phase-1 pruning index of a cube with raw flip,
// UD-slice (0..494) and twist coordinates.
func (t *Tables) Prune1Index(flip, slice, twist int) int {
	class, sym := t.FlipSliceClassSym(slice<<11 | flip)
	return t.phase1Index(class, sym, twist)
}

// buildPrune1 fills the phase-1 depths (Kociemba, "The Two-Phase-Algorithm":
// FlipUDSlice reduced by 16 symmetries, times the twist).
func (t *Tables) buildPrune1(ctx context.Context, p *cache.Reporter) (*depthArray, error) {
	spec := &pruneSpec{
		stage:   search.StagePrune1,
		classes: NFlipSliceClass,
		width:   NTwist,
		move:    transpose(t.twistMove, nMoves, allMoves),
		conj:    transpose(t.twistConj, NSym, allSyms),
		stab:    func(cls int) uint64 { return uint64(t.flipSliceStab[cls]) },
		neighbours: func(cls int, nb []neighbour) {
			rep := int(t.flipSliceRep[cls])
			flip, slice := rep&2047, rep>>11
			for m := range nb {
				fs := int(t.sliceMove[slice*nMoves+m])<<11 | int(t.flipMove[flip*nMoves+m])
				class, sym := t.FlipSliceClassSym(fs)
				nb[m] = neighbour{class: class, sym: uint8(sym)}
			}
		},
	}
	return spec.build(ctx, p)
}

// A pruning table of either phase is a row per sym-class of one coordinate
// (FlipUDSlice, corner permutation) and a column per value of a raw one
// (twist, U/D edges): index class*width + raw. pruneSpec says what the
// breadth-first search over such a table needs.
type pruneSpec struct {
	stage   search.Stage
	classes int                  // rows
	width   int                  // entries per row
	move    []column             // move[k][x]: raw coordinate x after the k-th move
	conj    []column             // conj[s][x]: x conjugated by symmetry s
	stab    func(cls int) uint64 // the class's self-symmetries (bit 0, identity, always set)
	// neighbours sets nb[k] to where the k-th move takes the class's
	// representative: a class and the symmetry that brings the moved
	// cube to that class's representative.
	neighbours func(cls int, nb []neighbour)
}

type neighbour struct {
	class int
	sym   uint8
}

// column is one column of a move or conjugation table. Raw coordinates are
// below 1<<16, so indexing a column with one needs no bounds check.
type column = *[1 << 16]uint16

// transpose turns a table indexed [x*stride + c] into a column for each c
// in cols, so that the work for one row and one move reads a small slice.
func transpose[C ~int8 | ~int](t []uint16, stride int, cols []C) []column {
	out := make([]column, len(cols))
	for k, c := range cols {
		out[k] = new([1 << 16]uint16)
		for x := 0; x < len(t)/stride; x++ {
			out[k][x] = t[x*stride+int(c)]
		}
	}
	return out
}

// allSyms lists the symmetries 0..NSym-1.
var allSyms = func() (s []int) {
	for i := 0; i < NSym; i++ {
		s = append(s, i)
	}
	return
}()

// build fills the depths breadth-first, one pass per depth, each on all
// cores. A pass either expands forward from the entries at depth d or, once
// few entries are left empty, looks backward from each empty entry for a
// neighbour at depth d. Either way each goroutine writes only the rows it
// owns, first marking the new entries in a scratch row and then storing
// them a word at a time: the inner loops have no atomic read-modify-write
// and no data-dependent branch, which is what kept the memory reads from
// overlapping.
func (s *pruneSpec) build(ctx context.Context, p *cache.Reporter) (*depthArray, error) {
	b := s.newBFS()
	for d := uint8(0); b.filled < b.total; d++ {
		p.Stage(s.stage, int(d)+1)
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
	*pruneSpec
	a             *depthArray
	in            [][]edge      // class -> the moves into it
	cur, nxt      []atomic.Bool // rows with entries at depth d, d+1
	full          []bool        // rows known to have no empty entry left
	filled, total int64         // entries
	count         int64         // entries at depth d
}

func (s *pruneSpec) newBFS() *bfs {
	total := int64(s.classes * s.width)
	b := &bfs{pruneSpec: s, a: newDepthArray(int(total)), in: s.inEdges(),
		cur: make([]atomic.Bool, s.classes), nxt: make([]atomic.Bool, s.classes),
		full: make([]bool, s.classes), filled: 1, total: total, count: 1}
	b.a.fill(0, 0)
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
	n, err := parallelRange(ctx, b.classes, p, func(lo, hi int) int64 {
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
// d (count) and of empty ones. Forward costs a write per entry at depth d
// and move; backward a read per empty entry and move until one is at depth
// d. Measured, the backward pass wins once the empty entries are fewer than
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
func (s *pruneSpec) inEdges() [][]edge {
	nb := make([]neighbour, len(s.move))
	in := make([][]edge, s.classes)
	for cls := 0; cls < s.classes; cls++ {
		s.neighbours(cls, nb)
		for k, n := range nb {
			in[n.class] = append(in[n.class], edge{from: int32(cls), k: uint8(k), sym: n.sym})
		}
	}
	return in
}

// frontier lists, for each row marked in rows, the positions at depth d.
func (s *pruneSpec) frontier(ctx context.Context, a *depthArray, rows []atomic.Bool, d uint8) ([][]uint16, error) {
	src := make([][]uint16, s.classes)
	_, err := parallelRange(ctx, s.classes, nil, func(lo, hi int) int64 {
		row := make([]byte, s.width)
		var list []uint16
		start := make([]int, 0, hi-lo+1)
		for cls := lo; cls < hi; cls++ {
			start = append(start, len(list))
			if rows[cls].Load() {
				a.load(cls*s.width, row)
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
	*pruneSpec
	a     *depthArray
	row   []byte          // a copy of the row being worked on
	mark  *[1 << 16]uint8 // 1 at the row's entries found at the next depth
	list  []uint16        // positions in the row
	nb    []neighbour
	order []int // of the moves
}

func (s *pruneSpec) newWorker(a *depthArray) *worker {
	return &worker{pruneSpec: s, a: a,
		row: make([]byte, s.width), mark: new([1 << 16]uint8),
		list: make([]uint16, 0, s.width), nb: make([]neighbour, len(s.move))}
}

// forward fills with d+1 the empty entries of the row that are a move away
// from an entry at depth d (listed in src by row) and returns how many. It
// goes edge by edge, so each inner loop reads one move column and one
// conjugation column and writes the marks, all in the core's cache.
func (w *worker) forward(cls int, d uint8, in []edge, src [][]uint16) int64 {
	any := false
	for _, e := range in {
		if from := src[e.from]; len(from) > 0 {
			scatter(from, w.mark, w.move[e.k], w.conj[e.sym])
			any = true
		}
	}
	if !any {
		return 0
	}
	w.closeSym(cls)
	return w.a.merge(cls*w.width, w.mark[:w.width], d+1)
}

// scatter marks where the move and the conjugation take each entry of from.
func scatter(from []uint16, mark *[1 << 16]uint8, mv, cj column) {
	for _, x := range from {
		mark[cj[mv[x]]] = 1
	}
}

// backward fills with d+1 the empty entries of the row that have a
// neighbour at depth d and returns how many; it sets full if none is left
// empty. Each move is tried on all the entries still open, and the ones it
// settles drop out of the list.
//
// done has a bit for every entry filled before the pass. Depths of
// neighbours differ by at most one, so a filled neighbour of an empty entry
// (depth above d) has depth d: reading that bit, from 1/8 of the memory,
// is all a probe needs.
func (w *worker) backward(cls int, d uint8, done []uint64, rowFill []int32, full *bool) int64 {
	base := cls * w.width
	w.a.load(base, w.row)
	open := appendEqual(w.list[:0], w.row, empty)
	if len(open) == 0 {
		*full = true
		return 0
	}
	w.neighbours(cls, w.nb)
	empties := int64(len(open))
	for _, k := range w.byFill(rowFill) {
		nb := w.nb[k]
		open = settle(open, w.mark, w.move[k], w.conj[nb.sym], done, nb.class*w.width)
		if len(open) == 0 {
			break
		}
	}
	w.closeSym(cls)
	n := w.a.merge(base, w.mark[:w.width], d+1)
	*full = n == empties
	return n
}

// byFill orders the moves by how full the rows they lead to are, fullest
// first: a probe into a fuller row is likelier to settle the entry, and
// then the later moves have fewer entries to try.
func (w *worker) byFill(rowFill []int32) []int {
	order := w.order[:0]
	for k, nb := range w.nb {
		f := rowFill[nb.class]
		i := len(order)
		order = append(order, k)
		for ; i > 0 && rowFill[w.nb[order[i-1]].class] < f; i-- {
			order[i] = order[i-1]
		}
		order[i] = k
	}
	return order
}

// rowCounts counts the bits of done in each row.
func (s *pruneSpec) rowCounts(done []uint64) []int32 {
	c := make([]int32, s.classes)
	for cls := range c {
		lo, hi := cls*s.width, (cls+1)*s.width
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

// settle marks the entries of open whose neighbour by the move and the
// conjugation, in the row at nbase, is set in done, and returns the others.
// It has no branch on the bit read: that branch would be mispredicted half
// the time, each time throwing away the reads in flight.
func settle(open []uint16, mark *[1 << 16]uint8, mv, cj column, done []uint64, nbase int) []uint16 {
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
	stab := w.stab(cls)
	if stab == 1 {
		return
	}
	w.list = appendEqual(w.list[:0], w.mark[:w.width], 1)
	for _, x := range w.list {
		for s, st := 1, stab>>1; st != 0; s, st = s+1, st>>1 {
			if st&1 != 0 {
				w.mark[w.conj[s][x]] = 1
			}
		}
	}
}
