package optimal

import "cubesolver/solver/cube"

// A cube with symmetries has solutions in symmetric families: if S^-1*c*S
// equals c, then conjugating every move of a solution by S gives another
// one of the same length. So of the first moves that the cube's
// symmetries map onto each other, only one needs to be searched. The
// superflip, symmetric under all 48, starts with U or U2 only: a ninth of
// the search.

// firstMoves returns a bit set of the first moves to search for cube c:
// the smallest move of each family its symmetries make.
func firstMoves(c cube.Cubie) uint32 {
	var syms []cube.Sym
	for s := cube.Sym(1); s < cube.NumSyms; s++ {
		if c.Conjugate(s) == c {
			syms = append(syms, s)
		}
	}
	var set uint32
	for m := cube.Move(0); m < cube.NumMoves; m++ {
		least := true
		for _, s := range syms {
			if cube.ConjugateMove(m, s) < m {
				least = false
				break
			}
		}
		if least {
			set |= 1 << m
		}
	}
	return set
}
