package twophase

import (
	"context"
	"math/bits"

	"cubesolver/tables"
	"cubesolver/tables/coord"
	"cubesolver/tables/internal/bfs"
)

// NearDepth is the largest phase-1 depth Near holds, NearStepDepth the
// largest whose entries have their steps listed (Steps).
const (
	NearDepth     = 6
	NearStepDepth = 5
)

// The slots have room for either an entry's number or its moves, and the
// entries without a number are at NearDepth: NearStepDepth must be
// NearDepth-1 (the constant below does not compile otherwise).
const _ = uint(NearDepth-NearStepDepth-1) + uint(NearStepDepth+1-NearDepth)

// Near holds the phase-1 pruning entries within NearDepth moves of phase 2's
// subgroup: 74,743 of the 141 million (the distribution Kociemba publishes on his "The Two-Phase-Algorithm" page),
// each with its exact depth and the moves that lead one move closer or
// keep the depth, in 1.2 MB.
//
// A phase-1 search spends most of its nodes within a few moves of its
// end, where it may only take moves that bring it closer (or, with a move
// to spare, keep the depth). Near hands it those moves with one read,
// where the mod-3 table needs every child worked out and read from memory.
type Near struct {
	classes []uint64 // bit per FlipUDSlice class: some entry of its row is near
	// slots is an open-addressing hash table: index+1 | closer moves<<28 |
	// same-depth moves<<46 for entries deeper than NearStepDepth, index+1
	// | the entry's number<<28 for the others (marked in numbered), which
	// are numbered 0, 1, ... for depth, first and steps. 0 if empty.
	slots    []uint64
	numbered []uint64 // bit per slot
	depth    []uint8  // entry number -> depth
	first    []uint32 // entry number -> its first step; first[id+1] is past its last
	steps    []NearStep
	shift    uint // 32 - log2(len(slots))
	rim      *CloserFilter
	outerRim *CloserFilter
	farRim   *CloserFilter
}

// Rim returns the closer moves of the entries one move beyond the near
// table (see rimWords).
func (n *Near) Rim() *CloserFilter { return n.rim }

// OuterRim returns the closer moves of the entries one move beyond the rim
// (see outerRimWords).
func (n *Near) OuterRim() *CloserFilter { return n.outerRim }

// FarRim returns the closer moves of the entries one move beyond the outer
// rim (see farRimWords).
func (n *Near) FarRim() *CloserFilter { return n.farRim }

// A NearStep is a move that takes the representative R of a near entry
// (within NearStepDepth) one move closer to the subgroup, or keeps its
// depth: R*Move = S2^-1*R2*S2, with R2 the representative of entry To and
// S2 the symmetry Sym.
type NearStep uint32

// Move returns the representative's move.
func (s NearStep) Move() int { return int(s & 31) }

// Sym returns S2.
func (s NearStep) Sym() int { return int(s >> 5 & 15) }

// Closer reports whether the move brings the entry closer (else it keeps
// the depth).
func (s NearStep) Closer() bool { return s>>9&1 != 0 }

// To returns the number of the entry the move leads to.
func (s NearStep) To() int { return int(s >> 10) }

const (
	nearKeyBits  = 28 // nPrune1 < 1<<28
	nearMoveMask = 1<<nMoves - 1
)

// Near returns the near table, working it out on first use (40-80 ms on
// two cores) from the move, symmetry and phase-1 tables.
func (t *Tables) Near() *Near {
	t.nearOnce.Do(func() {
		t.near = t.buildNear()
		t.near.rim = &CloserFilter{words: t.rim}
		t.near.outerRim = &CloserFilter{words: t.outerRim}
		t.near.farRim = &CloserFilter{words: t.farRim}
	})
	return t.near
}

// Find returns the slot of entry index (in row class) of the phase-1
// table, or -1 if the entry is deeper than NearDepth.
func (n *Near) Find(class, index int) int {
	if n.classes[class>>6]&(1<<(class&63)) == 0 {
		return -1
	}
	key := uint64(index + 1)
	for i := n.hash(index); ; i = (i + 1) & (len(n.slots) - 1) {
		switch k := n.slots[i]; {
		case k == 0:
			return -1
		case k&(1<<nearKeyBits-1) == key:
			return i
		}
	}
}

// Depth returns the depth of the entry in slot.
func (n *Near) Depth(slot int) int {
	if id := n.ID(slot); id >= 0 {
		return int(n.depth[id])
	}
	return NearDepth
}

// ID returns the number of the entry in slot, or -1 if it is deeper than
// NearStepDepth.
func (n *Near) ID(slot int) int {
	if n.numbered[slot>>6]&(1<<(slot&63)) == 0 {
		return -1
	}
	return int(n.slots[slot] >> nearKeyBits)
}

// Steps returns the steps of entry id: what a search that must get closer
// to the subgroup, or may keep its depth, needs of it. The steps closer
// come first.
func (n *Near) Steps(id int) []NearStep { return n.steps[n.first[id]:n.first[id+1]] }

// Moves returns, as bit masks over the 18 moves, the moves that take the
// class representative of the entry in slot one move closer to the
// subgroup, and those that keep its depth. A cube S^-1*R*S of the class
// (R the representative) makes move m as R makes symMove[S*18+m].
func (n *Near) Moves(slot int) (closer, same uint32) {
	if id := n.ID(slot); id >= 0 {
		for _, st := range n.Steps(id) {
			if st.Closer() {
				closer |= 1 << st.Move()
			} else {
				same |= 1 << st.Move()
			}
		}
		return closer, same
	}
	k := n.slots[slot]
	return uint32(k>>nearKeyBits) & nearMoveMask, uint32(k>>(nearKeyBits+nMoves)) & nearMoveMask
}

func (n *Near) hash(index int) int {
	return int(uint32(index) * 0x9E3779B1 >> n.shift)
}

// Bytes returns the memory the near table takes.
func (n *Near) Bytes() int {
	return 8*(len(n.classes)+len(n.slots)+len(n.numbered)) + len(n.depth) + 4*(len(n.first)+len(n.steps))
}

// buildNear finds the near entries breadth first from the subgroup's entry,
// following the representatives of the classes as the phase-1 table's own
// build does, entries equal by a self-symmetry of their class included;
// then the moves of each.
func (t *Tables) buildNear() *Near {
	entries := 0
	for d := 0; d <= NearDepth && d < len(t.prune1Dist); d++ {
		entries += int(t.prune1Dist[d])
	}
	size := 1 << bits.Len(uint(max(entries, 1<<16)*7/4)) // at most 4/7 full
	n := &Near{
		classes:  make([]uint64, (NFlipSliceClass+63)/64),
		slots:    make([]uint64, size),
		numbered: make([]uint64, size/64),
		shift:    uint(32 - bits.TrailingZeros(uint(size))),
	}
	b := &nearBuild{n: n, depth: make([]uint8, size)}
	b.insert(0, 0)
	frontier := []int{0}
	all := []int{0}
	for d := 1; d <= NearDepth; d++ {
		var next []int
		for _, i := range frontier {
			for m := 0; m < nMoves; m++ {
				class, _, twist := t.nearMove(i, m)
				for s, st := 0, int(t.flipSliceStab[class]); st != 0; s, st = s+1, st>>1 {
					if j := t.phase1Index(class, s, twist); st&1 != 0 && b.insert(j, d) {
						next = append(next, j)
					}
				}
			}
		}
		frontier = next
		all = append(all, next...)
	}
	// Each entry's moves, on all cores, then into the slots. A move
	// changes the depth by at most one, which the mod-3 table tells; its
	// entries are asked for four entries' worth at a time.
	moves := make([]uint64, len(all))
	bfs.ParallelRange(context.Background(), len(all), nil, func(lo, hi int) int64 {
		var pf tables.Prefetch
		const group = 4
		var kids [group][nMoves]int
		for j0 := lo; j0 < hi; j0 += group {
			for j := j0; j < min(j0+group, hi); j++ {
				for m := range nMoves {
					class, _, twist := t.nearMove(all[j], m)
					kids[j-j0][m] = class*coord.NTwist + twist
					t.PrefetchPrune1(&pf, kids[j-j0][m])
				}
			}
			pf.Do()
			for j := j0; j < min(j0+group, hi); j++ {
				d := b.depthOf(all[j])
				var closer, same uint64
				for m, k := range kids[j-j0] {
					switch next(d, t.prune1.Get(k)) {
					case d - 1:
						closer |= 1 << m
					case d:
						same |= 1 << m
					}
				}
				moves[j] = closer<<nearKeyBits | same<<(nearKeyBits+nMoves)
			}
		}
		return 0
	})
	// The entries within NearStepDepth, which come first in all, are
	// numbered and have their steps listed instead.
	k := 0
	for k < len(all) && b.depthOf(all[k]) <= NearStepDepth {
		k++
	}
	b.id = make([]int32, size)
	for id, i := range all[:k] {
		b.id[n.Find(i/coord.NTwist, i)] = int32(id)
	}
	n.depth = make([]uint8, k)
	n.first = make([]uint32, k+1)
	for id, i := range all[:k] {
		n.depth[id] = uint8(b.depthOf(i))
		n.first[id] = uint32(len(n.steps))
		for m := 0; m < nMoves; m++ {
			if moves[id]>>(nearKeyBits+m)&1 != 0 {
				n.steps = append(n.steps, b.step(t, i, m, true))
			}
		}
		for m := 0; m < nMoves; m++ {
			if moves[id]>>(nearKeyBits+nMoves+m)&1 != 0 {
				n.steps = append(n.steps, b.step(t, i, m, false))
			}
		}
	}
	n.first[k] = uint32(len(n.steps))
	for j, i := range all {
		slot := n.Find(i/coord.NTwist, i)
		if j < k {
			n.slots[slot] |= uint64(j) << nearKeyBits
			n.numbered[slot>>6] |= 1 << (slot & 63)
		} else {
			n.slots[slot] |= moves[j]
		}
	}
	return n
}

// nearBuild is the near table being built, with every entry's depth.
type nearBuild struct {
	n     *Near
	depth []uint8 // per slot
	id    []int32 // per slot: the entry's number, once numbered
}

// insert adds entry i at depth d unless it is there; it reports whether
// it was added.
func (b *nearBuild) insert(i, d int) bool {
	n := b.n
	if n.Find(i/coord.NTwist, i) >= 0 {
		return false
	}
	class := i / coord.NTwist
	n.classes[class>>6] |= 1 << (class & 63)
	j := n.hash(i)
	for n.slots[j] != 0 {
		j = (j + 1) & (len(n.slots) - 1)
	}
	n.slots[j], b.depth[j] = uint64(i+1), uint8(d)
	return true
}

// depthOf returns the depth of entry i, NearDepth+1 if it is not near.
func (b *nearBuild) depthOf(i int) int {
	if slot := b.n.Find(i/coord.NTwist, i); slot >= 0 {
		return int(b.depth[slot])
	}
	return NearDepth + 1
}

// step returns move m of entry i as a NearStep; the entries numbered are
// those of all[:len(b.n.depth)], and only those can be reached.
func (b *nearBuild) step(t *Tables, i, m int, closer bool) NearStep {
	class, sym, twist := t.nearMove(i, m)
	j := class*coord.NTwist + twist
	id := int(b.id[b.n.Find(class, j)])
	st := NearStep(m | sym<<5 | id<<10)
	if closer {
		st |= 1 << 9
	}
	return st
}

// nearMove returns the class, the symmetry S2 (see NearStep) and the twist
// (in the class's frame) of the phase-1 entry that move m takes entry i to.
func (t *Tables) nearMove(i, m int) (class, sym, twist int) {
	c, s := t.moveFlipSlice(i/coord.NTwist, 0, m)
	return c, s, int(t.twistConj[int(t.twistMove[i%coord.NTwist*nMoves+m])*NSym+s])
}
