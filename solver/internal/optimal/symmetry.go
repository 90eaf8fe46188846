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
	syms := selfSyms(c)
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

// selfSyms returns the symmetries other than the identity that leave c as
// it is.
func selfSyms(c cube.Cubie) []cube.Sym {
	var syms []cube.Sym
	for s := cube.Sym(1); s < cube.NumSyms; s++ {
		if c.Conjugate(s) == c {
			syms = append(syms, s)
		}
	}
	return syms
}

// distinctTasks keeps, of tasks whose cubes (c after each task's path)
// the symmetries syms of c map onto each other, the first: their subtrees
// hold the same solutions up to symmetry. (Two paths to one cube are one
// task too.) The superflip's 3,240 subtrees three moves deep come down
// to 396 by its first moves alone, and to 75 so; four moves deep (as
// tasks are, see prefixLen) 43,254 come down to 934.
func distinctTasks(c cube.Cubie, syms []cube.Sym, tasks []task) []task {
	if len(syms) == 0 {
		return tasks
	}
	seen := make(map[cube.Cubie]bool, len(tasks))
	out := tasks[:0]
	for _, t := range tasks {
		x := c.Apply(t.path[:t.n])
		key := x
		for _, s := range syms {
			if y := x.Conjugate(s); less(y, key) {
				key = y
			}
		}
		if !seen[key] {
			seen[key] = true
			out = append(out, t)
		}
	}
	return out
}

// less orders cubes by their pieces, an order for picking one of a family.
func less(a, b cube.Cubie) bool {
	for i := range a.CP {
		if a.CP[i] != b.CP[i] {
			return a.CP[i] < b.CP[i]
		}
		if a.CO[i] != b.CO[i] {
			return a.CO[i] < b.CO[i]
		}
	}
	for i := range a.EP {
		if a.EP[i] != b.EP[i] {
			return a.EP[i] < b.EP[i]
		}
		if a.EO[i] != b.EO[i] {
			return a.EO[i] < b.EO[i]
		}
	}
	return false
}
