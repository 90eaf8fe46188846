package twophase

import "slices"

// Bytes returns the memory the tables' contents take: the sum of the sizes
// of all their slices, and of the near table (which it builds if it is not
// yet).
func (t *Tables) Bytes() int {
	n := t.Near().Bytes() + len(t.cornerDepth) + len(t.udEdgeDepth) + 2*len(t.halfBefore)
	for _, s := range t.sections() {
		n += len(s.Bytes())
	}
	return n
}

// Distributions return how many entries of the phase-1 and phase-2
// pruning tables the build found at each depth (copies; index d for
// depth d).
func (t *Tables) Distributions() (phase1, phase2 []uint32) {
	return slices.Clone(t.prune1Dist), slices.Clone(t.prune2Dist)
}
