package tables

// Phase1Depth returns the exact number of moves that bring a cube with these
// raw coordinates into phase 2's subgroup (see Phase1Depths).
func (t *Tables) Phase1Depth(flip, slice, twist int) int {
	class, sym := t.FlipSliceClassSym(slice<<11 | flip)
	c := []Phase1Coord{{Class: class, Sym: sym, Twist: twist}}
	var d [1]int
	t.Phase1Depths(c, d[:])
	return d[0]
}

// Phase1Coord is a cube's phase-1 coordinate: FlipUDSlice as a
// sym-coordinate (class, symmetry) and the twist.
type Phase1Coord struct{ Class, Sym, Twist int }

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
	pf := Prefetch{addrs: make([]uintptr, 0, len(c)*N)}
	var v [N]uint8
	kids := make([][N]Phase1Coord, len(c))
	for steps := 0; len(active) > 0; steps++ {
		if steps > 30 {
			panic("tables: phase-1 table is inconsistent")
		}
		still := active[:0]
		for _, i := range active {
			x := c[i]
			idx := x.Class*NTwist + int(t.TwistConj[x.Twist*NSym+x.Sym])
			if slot := near.Find(x.Class, idx); slot >= 0 {
				depths[i] += near.Depth(slot)
				continue
			}
			t.FlipSliceRow(&pf, x.Class)
			still = append(still, i)
		}
		active = still
		pf.Do()
		for _, i := range active {
			x := c[i]
			for m := 0; m < N; m++ {
				cl, sy := t.FlipSliceMove(x.Class, x.Sym, m)
				k := Phase1Coord{Class: cl, Sym: sy, Twist: int(t.TwistMove[x.Twist*N+m])}
				kids[i][m] = k
				t.Prune1Entry(&pf, k.Class*NTwist+int(t.TwistConj[k.Twist*NSym+k.Sym]))
			}
		}
		pf.Do()
		for _, i := range active {
			x := c[i]
			lower := (t.Prune1.Get(x.Class*NTwist+int(t.TwistConj[x.Twist*NSym+x.Sym])) + 2) % 3
			for m, k := range kids[i] {
				v[m] = t.Prune1.Get(k.Class*NTwist + int(t.TwistConj[k.Twist*NSym+k.Sym]))
			}
			m := 0
			for m < N && v[m] != lower {
				m++
			}
			if m == N {
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
