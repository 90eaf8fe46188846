package tables

import (
	"context"
	"math/bits"
)

// NearDepth is the largest phase-1 depth Near holds.
const NearDepth = 6

// Near holds the phase-1 pruning entries within NearDepth moves of phase 2's
// subgroup: 74,743 of the 141 million (seed section 10's distribution),
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
	// same-depth moves<<46, 0 if empty.
	slots []uint64
	depth []uint8 // per slot
	shift uint    // 32 - log2(len(slots))
}

const (
	nearKeyBits  = 28 // NPrune1 < 1<<28
	nearMoveMask = 1<<N - 1
)

// Near returns the near table, working it out on first use (some 30 ms on
// two cores) from the move and symmetry tables.
func (t *Tables) Near() *Near {
	t.nearOnce.Do(func() { t.near = t.buildNear() })
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
func (n *Near) Depth(slot int) int { return int(n.depth[slot]) }

// Moves returns, as bit masks over the 18 moves, the moves that take the
// class representative of the entry in slot one move closer to the
// subgroup, and those that keep its depth. A cube S^-1*R*S of the class
// (R the representative) makes move m as R makes SymMove[S*18+m].
func (n *Near) Moves(slot int) (closer, same uint32) {
	k := n.slots[slot]
	return uint32(k>>nearKeyBits) & nearMoveMask, uint32(k>>(nearKeyBits+N)) & nearMoveMask
}

func (n *Near) hash(index int) int {
	return int(uint32(index) * 0x9E3779B1 >> n.shift)
}

// Bytes returns the memory the near table takes.
func (n *Near) Bytes() int { return 8*len(n.classes) + 9*len(n.slots) }

// Len returns the number of entries held.
func (n *Near) Len() int {
	c := 0
	for _, k := range n.slots {
		if k != 0 {
			c++
		}
	}
	return c
}

// buildNear finds the near entries breadth first from the subgroup's entry,
// following the representatives of the classes as the phase-1 table's own
// build does, entries equal by a self-symmetry of their class included;
// then the moves of each.
func (t *Tables) buildNear() *Near {
	entries := 0
	for d := 0; d <= NearDepth && d < len(t.Prune1Dist); d++ {
		entries += int(t.Prune1Dist[d])
	}
	size := 1 << bits.Len(uint(max(entries, 1<<16)*7/4)) // at most 4/7 full
	n := &Near{
		classes: make([]uint64, (NFlipSliceClass+63)/64),
		slots:   make([]uint64, size),
		depth:   make([]uint8, size),
		shift:   uint(32 - bits.TrailingZeros(uint(size))),
	}
	n.insert(0, 0)
	frontier := []int{0}
	all := []int{0}
	for d := 1; d <= NearDepth; d++ {
		var next []int
		for _, i := range frontier {
			for m := 0; m < N; m++ {
				class, twist := t.nearMove(i, m)
				for s, st := 0, int(t.flipSliceStab[class]); st != 0; s, st = s+1, st>>1 {
					if j := class*NTwist + int(t.TwistConj[twist*NSym+s]); st&1 != 0 && n.insert(j, d) {
						next = append(next, j)
					}
				}
			}
		}
		frontier = next
		all = append(all, next...)
	}
	// Each entry's moves, on all cores, then into the slots: the moves
	// are worked out with Find, so the slots may not change meanwhile.
	moves := make([]uint64, len(all))
	parallelRange(context.Background(), len(all), nil, func(lo, hi int) int64 {
		for j := lo; j < hi; j++ {
			i := all[j]
			d := n.Depth(n.Find(i/NTwist, i))
			var closer, same uint64
			for m := 0; m < N; m++ {
				class, twist := t.nearMove(i, m)
				if s2 := n.Find(class, class*NTwist+twist); s2 >= 0 {
					switch n.Depth(s2) {
					case d - 1:
						closer |= 1 << m
					case d:
						same |= 1 << m
					}
				}
			}
			moves[j] = closer<<nearKeyBits | same<<(nearKeyBits+N)
		}
		return 0
	})
	for j, i := range all {
		n.slots[n.Find(i/NTwist, i)] |= moves[j]
	}
	return n
}

// insert adds entry i at depth d unless it is there; it reports whether
// it was added.
func (n *Near) insert(i, d int) bool {
	if n.Find(i/NTwist, i) >= 0 {
		return false
	}
	class := i / NTwist
	n.classes[class>>6] |= 1 << (class & 63)
	j := n.hash(i)
	for n.slots[j] != 0 {
		j = (j + 1) & (len(n.slots) - 1)
	}
	n.slots[j], n.depth[j] = uint64(i+1), uint8(d)
	return true
}

// nearMove returns the class and twist (in the class's frame) of the
// phase-1 entry that move m takes entry i to.
func (t *Tables) nearMove(i, m int) (class, twist int) {
	c, s := t.FlipSliceMove(i/NTwist, 0, m)
	return c, int(t.TwistConj[int(t.TwistMove[i%NTwist*N+m])*NSym+s])
}
