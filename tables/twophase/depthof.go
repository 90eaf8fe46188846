package twophase

import "cubesolver/tables"

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
// reads at once: nearly all of them miss the cache.
func (t *Tables) Phase1Depths(c []Phase1Coord, depths []int) {
	near := t.Near()
	c = append([]Phase1Coord(nil), c...)
	active := make([]int, 0, len(c))
	for i := range c {
		active = append(active, i)
		depths[i] = 0
	}
	pf := tables.NewPrefetch(len(c) * nMoves)
	var v [nMoves]uint8
	kids := make([][nMoves]Phase1Coord, len(c))
	for steps := 0; len(active) > 0; steps++ {
		if steps > 30 {
			panic("tables: phase-1 table is inconsistent")
		}
		still := active[:0]
		for _, i := range active {
			x := c[i]
			if slot := near.Find(int(x.Class), t.Phase1Index(x)); slot >= 0 {
				depths[i] += near.Depth(slot)
				continue
			}
			t.PrefetchFlipSliceRow(pf, int(x.Class))
			still = append(still, i)
		}
		active = still
		pf.Do()
		for _, i := range active {
			x := c[i]
			for m := 0; m < nMoves; m++ {
				k := t.Phase1Move(x, m)
				kids[i][m] = k
				t.PrefetchPrune1(pf, t.Phase1Index(k))
			}
		}
		pf.Do()
		for _, i := range active {
			x := c[i]
			lower := (t.Prune1(t.Phase1Index(x)) + 2) % 3
			for m, k := range kids[i] {
				v[m] = t.Prune1(t.Phase1Index(k))
			}
			m := 0
			for m < nMoves && v[m] != lower {
				m++
			}
			if m == nMoves {
				panic("tables: phase-1 table is inconsistent: no move lowers the depth")
			}
			c[i] = kids[i][m]
			depths[i]++
		}
	}
}

// Phase2Depth returns the phase-2 pruning depth of a phase-2 cube with raw
// corner and U/D-edge permutations (a lower bound on the phase-2 moves).
func (t *Tables) Phase2Depth(corners, udEdges int) int {
	return t.Prune2Depth(t.Prune2Index(corners, udEdges), corners, udEdges)
}
