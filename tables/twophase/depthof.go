package twophase

import (
	"unsafe"

	"cubesolver/tables"
)

// Phase1Depth returns the exact number of moves that bring a cube with these
// raw coordinates into phase 2's subgroup (see Phase1Depths).
func (t *Tables) Phase1Depth(flip, slice, twist int) int {
	class, sym := t.flipSliceClass(slice<<11 | flip)
	c := []Phase1Coord{{Class: int32(class), Sym: int32(sym), Twist: int32(twist)}}
	var d [1]int
	t.Phase1Depths(c, d[:])
	return d[0]
}

// Phase1Depths sets depths[i] to the exact number of moves that bring cube
// c[i] into phase 2's subgroup. It walks down the mod-3 table from each
// (from any entry some move lowers the depth by one) until the near table
// knows the depth. The walks go in step, and each step asks for all their
// reads at once: nearly all of them miss the cache. Every solve walks
// from its six directions' cubes, so the walks keep their state on the
// stack, depthBatch at a time, and work out each child's index once.
func (t *Tables) Phase1Depths(c []Phase1Coord, depths []int) {
	for len(c) > depthBatch {
		t.phase1Depths(c[:depthBatch], depths[:depthBatch])
		c, depths = c[depthBatch:], depths[depthBatch:]
	}
	t.phase1Depths(c, depths)
}

// depthBatch is how many walks phase1Depths takes at once: a solve's six
// directions, or their 24 premove cubes, in one.
const depthBatch = 24

// phase1Depths is Phase1Depths for at most depthBatch cubes.
func (t *Tables) phase1Depths(c []Phase1Coord, depths []int) {
	near := t.Near()
	var at [depthBatch]Phase1Coord
	var active [depthBatch]int8
	var kids [depthBatch][nMoves]Phase1Coord
	var index [depthBatch][nMoves]int32
	var addrs [depthBatch * 2 * nMoves]uintptr
	n := copy(at[:], c)
	for i := range n {
		active[i] = int8(i)
		depths[i] = 0
	}
	for steps := 0; n > 0; steps++ {
		if steps > 30 {
			panic("tables: phase-1 table is inconsistent")
		}
		// Those in the band or the near table are done; the others ask
		// for their rows of the FlipUDSlice move table. The band's words
		// and the entries are asked for together first.
		var at1 [depthBatch]int
		k := 0
		for _, i := range active[:n] {
			ix := t.Phase1Index(at[i])
			at1[i] = ix
			addrs[k] = uintptr(unsafe.Pointer(&t.band[uint(ix)/5/64]))
			addrs[k+1] = uintptr(unsafe.Pointer(&t.prune1[uint(ix)/5]))
			k += 2
		}
		tables.PrefetchAddrs(addrs[:k])
		still := 0
		k = 0
		for _, i := range active[:n] {
			x := at[i]
			if d, ok := t.bandDepth(at1[i]); ok {
				depths[i] += d
				continue
			}
			if slot := near.Find(int(x.Class), at1[i]); slot >= 0 {
				depths[i] += near.Depth(slot)
				continue
			}
			row := x.Class * flipSliceRowBytes
			addrs[k] = uintptr(unsafe.Pointer(&t.flipSliceMoves[row]))
			addrs[k+1] = uintptr(unsafe.Pointer(&t.flipSliceMoves[row+flipSliceRowBytes-1]))
			k += 2
			active[still] = i
			still++
		}
		n = still
		tables.PrefetchAddrs(addrs[:k])
		// The children, half the moves at a time: the first move that
		// lowers the depth is more often than not among the first half,
		// and then the other half is not worked out.
		var lower [depthBatch]uint8
		var stepped [depthBatch]bool
		for _, i := range active[:n] {
			lower[i] = (t.Prune1(at1[i]) + 2) % 3
			stepped[i] = false
		}
		for lo := 0; lo < nMoves; lo += nMoves / 2 {
			hi := lo + nMoves/2
			k = 0
			for _, i := range active[:n] {
				if stepped[i] {
					continue
				}
				x := at[i]
				for m := lo; m < hi; m++ {
					y := t.Phase1Move(x, m)
					ix := t.Phase1Index(y)
					kids[i][m], index[i][m] = y, int32(ix)
					addrs[k] = uintptr(unsafe.Pointer(&t.prune1[ix/5]))
					k++
				}
			}
			tables.PrefetchAddrs(addrs[:k])
			for _, i := range active[:n] {
				if stepped[i] {
					continue
				}
				for m := lo; m < hi; m++ {
					if t.Prune1(int(index[i][m])) == lower[i] {
						at[i], stepped[i] = kids[i][m], true
						depths[i]++
						break
					}
				}
			}
		}
		for _, i := range active[:n] {
			if !stepped[i] {
				panic("tables: phase-1 table is inconsistent: no move lowers the depth")
			}
		}
	}
}

// Phase2Depth returns the phase-2 pruning depth of a phase-2 cube with raw
// corner and U/D-edge permutations (a lower bound on the phase-2 moves).
func (t *Tables) Phase2Depth(corners, udEdges int) int {
	return t.Prune2Depth(t.Prune2Index(corners, udEdges), corners, udEdges)
}
