package optimal

import (
	"context"
	"sync/atomic"
	"unsafe"

	"cubesolver/solver/cube"

	"cubesolver/solver/search"
	"cubesolver/tables"
	"cubesolver/tables/coord"
	"cubesolver/tables/internal/bfs"
	"cubesolver/tables/internal/cache"
)

// The finer optimal tables keep the first h bits of the flip as well
// (h = 1..10): entry (class, edge slices, h bits) bounds every cube with
// those coordinates, so it holds the least distance among them, which the
// full coordinate (h = 11, 2048 times h0's size, too large to store)
// gives. They are filled as nissy's are: a breadth-first search over the
// full coordinate to depth fineStart, then from each cube at that depth
// every sequence of moves up to the table's base + 2, marking each cube
// met with the least depth seen. Entries hold two bits: 0 for a distance
// of at most base (the search then reads the near set), 1 and 2 for base+1 and
// base+2, 3 for base+3 or more.

// fineStart is the depth of the breadth-first search's last level: some
// six million cubes, the most a hash set holds easily.
const fineStart = 8

// key returns the full symmetric coordinate of a cube whose corners are
// class cls's representative, with edge slices e and flip f.
func fullKey(cls, e, f int) uint64 {
	return (uint64(cls)*coord.NEdgeSlices+uint64(e))<<11 | uint64(f)
}

// splitKey undoes fullKey.
func splitKey(k uint64) (cls, e, f int) {
	f = int(k & 2047)
	x := int(k >> 11)
	return x / coord.NEdgeSlices, x % coord.NEdgeSlices, f
}

// canonical returns the least key among the cube's equals by the class's
// self-symmetries: one key for one cube up to symmetry.
func (c *symCoords) canonical(cls, e, f int) uint64 {
	k := fullKey(cls, e, f)
	for s, st := 1, c.cornerStab[cls]>>1; st != 0; s, st = s+1, st>>1 {
		if st&1 != 0 {
			e2, f2 := c.conjEdges(e, f, s)
			k = min(k, fullKey(cls, e2, f2))
		}
	}
	return k
}

// step returns the coordinates after move m of the cube (cls, e, f), seen
// from its class's representative, and the symmetry s that took it there:
// a move k after m is the move cube.ConjugateMove(k, s) in the new view.
func (c *symCoords) step(cls, e, f, m int) (cls2, e2, f2, s int) {
	cls2, s, _ = c.classSym(c.cornerMove(int(c.cornerRep[cls]), m))
	e2, f2 = c.conjEdges(int(c.edgeSlicesMove[e*coord.NMoves+m]), int(c.flipMove[f*coord.NMoves+m]), s)
	return cls2, e2, f2, s
}

// fullBFS returns the cubes up to depth last, by their canonical keys:
// levels[d] holds those at depth d.
func (c *symCoords) fullBFS(ctx context.Context, p *cache.Reporter, last int) ([][]uint64, error) {
	seen := newKeySet(1 << 20)
	seen.add(0)
	levels := [][]uint64{{0}}
	for d := 1; d <= last; d++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		p.Part(float64(d) / float64(last))
		var next []uint64
		for _, k := range levels[d-1] {
			cls, e, f := splitKey(k)
			for m := 0; m < coord.NMoves; m++ {
				cls2, e2, f2, _ := c.step(cls, e, f, m)
				if k2 := c.canonical(cls2, e2, f2); seen.add(k2) {
					next = append(next, k2)
				}
			}
		}
		levels = append(levels, next)
	}
	return levels, nil
}

// fineTable is a finer table being filled: two bits an entry, 32 to a
// word, updated by several goroutines with compare-and-swap.
type fineTable struct {
	h     int // bits of the flip kept
	base  int
	start int // the breadth-first search's last level (fineStart; less in tests)
	words []uint64
}

// lower sets entry i to v if v is below what it holds.
func (t *fineTable) lower(i uint64, v uint64) {
	w := &t.words[i>>5]
	sh := 2 * (i & 31)
	for {
		old := atomic.LoadUint64(w)
		if old>>sh&3 <= v {
			return
		}
		if atomic.CompareAndSwapUint64(w, old, old&^(3<<sh)|v<<sh) {
			return
		}
	}
}

// mark records that the cube (cls, e, f) is at most depth moves from the
// goal, in its entry and in those of its equals by the class's
// self-symmetries.
func (c *symCoords) mark(t *fineTable, cls, e, f, depth int) {
	v := uint64(min(max(depth-t.base, 0), 3))
	shift := uint(11 - t.h)
	t.lower(fullKey(cls, e, f)>>shift, v)
	for s, st := 1, c.cornerStab[cls]>>1; st != 0; s, st = s+1, st>>1 {
		if st&1 != 0 {
			e2, f2 := c.conjEdges(e, f, s)
			t.lower(fullKey(cls, e2, f2)>>shift, v)
		}
	}
}

// buildFine fills the table t (its h, base and words set), on all cores.
func (c *symCoords) buildFine(ctx context.Context, p *cache.Reporter, t *fineTable) error {
	base := t.base
	for i := range t.words {
		t.words[i] = ^uint64(0) // 3: base+3 or more
	}
	p.Stage(search.StageOptimalFine, 1)
	levels, err := c.fullBFS(ctx, p, t.start)
	if err != nil {
		return err
	}
	for d, level := range levels {
		if d <= base+2 {
			for _, k := range level {
				cls, e, f := splitKey(k)
				c.mark(t, cls, e, f, d)
			}
		}
	}
	p.Stage(search.StageOptimalFine, 2)
	more := base + 2 - t.start
	if more <= 0 {
		return nil
	}
	start := levels[t.start]
	_, err = bfs.ParallelRange(ctx, len(start), p, func(lo, hi int) int64 {
		for _, k := range start[lo:hi] {
			cls, e, f := splitKey(k)
			c.fineDFS(t, cls, e, f, t.start, more, -1, 0)
		}
		return int64(hi - lo)
	})
	return err
}

// fineDFS marks every cube up to more moves beyond (cls, e, f), which is
// at most depth moves from the goal. Each step conjugates the cube to its
// class's representative, so the moves are in a different view at each
// level: toStart turns a move of this cube's view into the start cube's
// (cube.ConjugateMove(m, toStart)), where prev, the move made last (-1:
// none), and the canonical order of the sequence walked are kept. (In
// each cube's own view, U then D after one first move and D then U after
// another could both be ruled out.)
//
// The children's entries are asked for all at once before any is marked:
// nearly every one misses the cache, and so their waits overlap.
func (c *symCoords) fineDFS(t *fineTable, cls, e, f, depth, more int, prev cube.Move, toStart cube.Sym) {
	var kids [coord.NMoves]fineKid
	var addrs [coord.NMoves]uintptr
	n := 0
	nb := c.neighbours[cls*coord.NMoves:]
	erow, frow := c.edgeSlicesMove[e*coord.NMoves:], c.flipMove[f*coord.NMoves:]
	shift := uint(11 - t.h)
	for m := cube.Move(0); m < coord.NMoves; m++ {
		inStart := cube.ConjugateMove(m, toStart)
		if prev >= 0 && !cube.CanFollow(prev, inStart) {
			continue
		}
		v := nb[m]
		k := &kids[n]
		k.cls, k.s, k.move = int(v&(1<<cornerTetradBits-1)), int(v>>cornerTetradBits), inStart
		k.e, k.f = int(erow[m]), int(frow[m])
		addrs[n] = uintptr(unsafe.Pointer(&c.edgeConj[k.e*coord.NSym48+k.s]))
		n++
	}
	tables.PrefetchAddrs(addrs[:n])
	for i := range n {
		k := &kids[i]
		k.e, k.f = c.conjEdges(k.e, k.f, k.s)
		addrs[i] = uintptr(unsafe.Pointer(&t.words[fullKey(k.cls, k.e, k.f)>>shift>>5]))
	}
	tables.PrefetchAddrs(addrs[:n])
	for i := range n {
		c.mark(t, kids[i].cls, kids[i].e, kids[i].f, depth+1)
	}
	if more > 1 {
		for i := range n {
			k := &kids[i]
			c.fineDFS(t, k.cls, k.e, k.f, depth+1, more-1, k.move, cube.Sym(k.s).Inverse().Mul(toStart))
		}
	}
}

// fineKid is a child in fineDFS: its coordinates, the symmetry that took
// it to its class's representative, and its move in the start's view.
type fineKid struct {
	cls, e, f, s int
	move         cube.Move
}
