package tables

// Phase1Depth returns the exact number of moves that bring a cube with these
// raw coordinates into phase 2's subgroup, by walking down the mod-3 table
// (from any entry some move lowers the depth by one) until the near table
// knows the depth.
func (t *Tables) Phase1Depth(flip, slice, twist int) int {
	near := t.Near()
	for d := 0; d <= 30; d++ {
		cs := t.FlipSliceClassSym[slice<<11|flip]
		class := int(cs >> 4)
		i := class*NTwist + int(t.TwistConj[twist*NSym+int(cs&15)])
		if slot := near.Find(class, i); slot >= 0 {
			return d + near.Depth(slot)
		}
		// Read all neighbours at once: the reads miss the cache, and the
		// processor overlaps independent ones.
		var f, s, tw [N]int
		var v [N]uint8
		for m := 0; m < N; m++ {
			f[m], s[m], tw[m] = int(t.FlipMove[flip*N+m]), int(t.SliceMove[slice*N+m]), int(t.TwistMove[twist*N+m])
		}
		for m := 0; m < N; m++ {
			v[m] = t.Prune1.Get(t.Prune1Index(f[m], s[m], tw[m]))
		}
		lower := (t.Prune1.Get(i) + 2) % 3
		m := 0
		for m < N-1 && v[m] != lower {
			m++
		}
		flip, slice, twist = f[m], s[m], tw[m]
	}
	panic("tables: phase-1 table is inconsistent")
}

// Phase2Depth returns the phase-2 pruning depth of a phase-2 cube with raw
// corner and U/D-edge permutations (a lower bound on the phase-2 moves).
func (t *Tables) Phase2Depth(corners, udEdges int) int {
	return int(t.Prune2.Get(t.Prune2Index(corners, udEdges)))
}
