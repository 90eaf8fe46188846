package tables

// Phase1Depth returns the exact number of moves that bring a cube with these
// raw coordinates into phase 2's subgroup, by walking down the mod-3 table:
// from any entry some move lowers the depth by one until 0.
func (t *Tables) Phase1Depth(flip, slice, twist int) int {
	d := 0
	for t.Prune1Index(flip, slice, twist) != 0 {
		v := t.Prune1.Get(t.Prune1Index(flip, slice, twist))
		lower := (v + 2) % 3
		for m := 0; m < N; m++ {
			f, s, tw := int(t.FlipMove[flip*N+m]), int(t.SliceMove[slice*N+m]), int(t.TwistMove[twist*N+m])
			if t.Prune1.Get(t.Prune1Index(f, s, tw)) == lower {
				flip, slice, twist = f, s, tw
				break
			}
		}
		d++
		if d > 30 {
			panic("tables: phase-1 table is inconsistent")
		}
	}
	return d
}

// Phase2Depth returns the phase-2 pruning depth of a phase-2 cube with raw
// corner and U/D-edge permutations (a lower bound on the phase-2 moves).
func (t *Tables) Phase2Depth(corners, udEdges int) int {
	return int(t.Prune2.Get(t.Prune2Index(corners, udEdges)))
}
