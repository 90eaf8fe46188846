package tables

import "math/bits"

// NearDepth is the largest phase-1 depth Near holds.
const NearDepth = 5

// Near holds the phase-1 pruning entries within NearDepth moves of phase 2's
// subgroup: 6,379 of the 141 million (seed section 10's distribution), each
// with its exact depth and the moves that lead one move closer or keep the
// depth, in under 400 KB that stay in the processor's cache.
//
// A phase-1 search spends half its nodes within a few moves of its end,
// where it may only take moves that bring it closer (or, with a move to
// spare, keep the depth). Near hands it those moves directly, where the
// mod-3 table would need every child worked out and read from memory.
type Near struct {
	classes []uint64 // bit per FlipUDSlice class: some entry of its row is near
	keys    []uint32 // open addressing: (index+1)<<3 | depth, 0 if empty
	moves   []uint64 // per slot: closer moves | same-depth moves<<32
	shift   uint     // 32 - log2(len(keys))
}

// Near returns the near table, working it out on first use (a few
// milliseconds) from the move and symmetry tables.
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
	key := uint32(index+1) << 3
	for i := n.hash(index); ; i = (i + 1) & (len(n.keys) - 1) {
		switch k := n.keys[i]; {
		case k == 0:
			return -1
		case k&^7 == key:
			return i
		}
	}
}

// Depth returns the depth of the entry in slot.
func (n *Near) Depth(slot int) int { return int(n.keys[slot] & 7) }

// Moves returns, as bit masks over the 18 moves, the moves that take the
// class representative of the entry in slot one move closer to the
// subgroup, and those that keep its depth. A cube S^-1*R*S of the class
// (R the representative) makes move m as R makes SymMove[S*18+m].
func (n *Near) Moves(slot int) (closer, same uint32) {
	m := n.moves[slot]
	return uint32(m), uint32(m >> 32)
}

func (n *Near) hash(index int) int {
	return int(uint32(index) * 0x9E3779B1 >> n.shift)
}

// Len returns the number of entries held.
func (n *Near) Len() int {
	c := 0
	for _, k := range n.keys {
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
	depth := map[int]int{0: 0}
	frontier := []int{0}
	for d := 1; d <= NearDepth; d++ {
		var next []int
		for _, i := range frontier {
			for m := 0; m < N; m++ {
				class, twist := t.nearMove(i, m)
				for s, st := 0, int(t.flipSliceStab[class]); st != 0; s, st = s+1, st>>1 {
					if st&1 == 0 {
						continue
					}
					j := class*NTwist + int(t.TwistConj[twist*NSym+s])
					if _, seen := depth[j]; !seen {
						depth[j] = d
						next = append(next, j)
					}
				}
			}
		}
		frontier = next
	}

	size := 1 << bits.Len(uint(4*len(depth))) // a quarter full at most: short probes
	n := &Near{
		classes: make([]uint64, (NFlipSliceClass+63)/64),
		keys:    make([]uint32, size),
		moves:   make([]uint64, size),
		shift:   uint(32 - bits.TrailingZeros(uint(size))),
	}
	for i, d := range depth {
		class := i / NTwist
		n.classes[class>>6] |= 1 << (class & 63)
		j := n.hash(i)
		for n.keys[j] != 0 {
			j = (j + 1) & (size - 1)
		}
		n.keys[j] = uint32(i+1)<<3 | uint32(d)
	}
	for i, d := range depth {
		var closer, same uint64
		for m := 0; m < N; m++ {
			class, twist := t.nearMove(i, m)
			d2, ok := depth[class*NTwist+twist]
			switch {
			case ok && d2 == d-1:
				closer |= 1 << m
			case ok && d2 == d:
				same |= 1 << m
			}
		}
		n.moves[n.Find(i/NTwist, i)] = closer | same<<32
	}
	return n
}

// nearMove returns the class and twist (in the class's frame) of the
// phase-1 entry that move m takes entry i to.
func (t *Tables) nearMove(i, m int) (class, twist int) {
	c, s := t.FlipSliceMove(i/NTwist, 0, m)
	return c, int(t.TwistConj[int(t.TwistMove[i%NTwist*N+m])*NSym+s])
}
