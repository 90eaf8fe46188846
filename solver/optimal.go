package solver

import "cubesolver/solver/cube"

// optimal is the optimal-mode search. Until it lands, it runs the standard
// search and keeps improving until the time limit.
func (s *Solver) optimal(r *run, c cube.Cubie, opts Options) {
	r.keep = true
	s.twoPhase(r, c, opts)
}
