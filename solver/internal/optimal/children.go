package optimal

import (
	"cubesolver/solver/cube"
	otables "cubesolver/tables/optimal"
)

// child is a node one move further down.
type child struct {
	m  cube.Move
	nd node
}

// expansion is the making of a node's children: those reached by a move
// allowed after the move before whose bounds, the cube's and its
// inverse's, are below the moves left. It is the one place children are
// made. The bounds come from the table in dependent rounds of reads (see
// lanes.go); each round asks for what the next reads, so a worker's lanes
// run their expansions a round at a time, while the plain walk (children)
// runs one to its end.
type expansion struct {
	nd    node
	togo  int // moves left at nd
	round int
	kids  [cube.NumMoves]child
	k     int // children so far
	// Each round asks for what the next reads: the cubes' corners
	// (begin), their entries (round 1), what refines their bounds and the
	// inverses' corners (2), the inverses' entries (3) and what refines
	// theirs (4); round 5 reads the inverses' refined bounds.
	corner [cube.NumMoves]uint32
	key    [cube.NumMoves]uint64        // the cubes' keys (Optimal.Key)
	ikey   [cube.NumMoves]uint64        // the inverses' keys
	xi     [cube.NumMoves]otables.Coord // the inverses' coordinates
	look   [cube.NumMoves]bool          // the inverse's bound is to be read
	// The bounds still to be refined, where the entry gave only a floor:
	// the cube's and the inverse's (see otables.Table.Entry).
	refineFwd, refineInv [cube.NumMoves]bool
}

// begin starts expanding nd, with togo moves left (more than one) after
// a turn of face prev (6: none): its children's coordinates and corner
// classes (a small table, in the cache), the children the corners alone
// rule out dropped, and the edges' reads asked for.
func (e *expansion) begin(w *worker, nd *node, prev, togo int) {
	e.nd, e.togo, e.round = *nd, togo, 1
	o, pf := w.o, &w.pf
	e.k = 0
	for _, m := range movesAfter[prev] {
		if halfTurn(m) && int(nd.bk) >= togo {
			continue // leaves the inverse's bound as it is: too far
		}
		w.tried++
		x := o.Move(nd.x, int(m))
		c, d := o.Locate(x)
		if d >= togo {
			continue
		}
		e.kids[e.k] = child{m: m, nd: node{x: x}}
		e.corner[e.k] = c
		o.PrefetchKey(pf, x, c)
		e.k++
	}
	pf.Do()
}

// step carries the expansion one round on. It returns true once the
// children are made (kids[:k]), false when it has asked for the reads of
// another round.
func (e *expansion) step(w *worker) bool {
	o, pf, togo := w.o, &w.pf, e.togo
	switch e.round {
	case 1: // the cubes' entries
		for i := 0; i < e.k; i++ {
			e.key[i] = o.Key(e.kids[i].nd.x, e.corner[i])
			o.PrefetchEntry(pf, e.key[i])
		}
		pf.Do()
		e.round = 2
		return false
	case 2: // the cubes' bounds or what refines them; the inverses' corners
		j := 0
		for i := 0; i < e.k; i++ {
			b, ok := o.Entry(e.key[i])
			if !ok {
				b = 0 // a floor only: the refined bound, in round 4
			}
			refine := !ok && o.Refines(togo) // the refined bound may rule it out
			if refine {
				o.PrefetchRefine(pf, e.key[i])
			} else if b = o.WithEdges(e.kids[i].nd.x, b, togo); b >= togo {
				continue
			}
			k := &e.kids[j]
			*k = e.kids[i]
			e.key[j], e.refineFwd[j] = e.key[i], refine
			k.nd.fwd = int8(b)
			k.nd.inv = e.nd.inv.PreMove(k.m.Inverse())
			k.nd.bk = e.nd.bk
			e.look[j] = !halfTurn(k.m)
			if e.look[j] {
				e.xi[j] = k.nd.inv.Coord()
				c, d := o.Locate(e.xi[j])
				if d >= togo {
					continue
				}
				e.corner[j] = c
				o.PrefetchKey(pf, e.xi[j], c)
			}
			j++
		}
		e.k = j
		pf.Do()
		e.round = 3
		return false
	case 3: // the inverses' entries
		for i := 0; i < e.k; i++ {
			if e.look[i] {
				e.ikey[i] = o.Key(e.xi[i], e.corner[i])
				o.PrefetchEntry(pf, e.ikey[i])
			}
		}
		pf.Do()
		e.round = 4
		return false
	case 4: // the cubes' refined bounds; the inverses' bounds or what refines them
		j, waits := 0, false
		for i := 0; i < e.k; i++ {
			k := e.kids[i]
			if e.refineFwd[i] {
				b := o.WithEdges(k.nd.x, o.Refine(e.key[i]), togo)
				if b >= togo {
					continue
				}
				k.nd.fwd = int8(b)
			}
			// An inverse's bound is read whatever the moves left: its
			// half turns' children inherit it.
			e.refineInv[j] = false
			if e.look[i] {
				if b, ok := o.Entry(e.ikey[i]); ok {
					k.nd.bk = int8(o.WithEdges(e.xi[i], b, togo))
				} else {
					e.refineInv[j], waits = true, true
					o.PrefetchRefine(pf, e.ikey[i])
				}
			}
			if !e.refineInv[j] && int(k.nd.bk) >= togo {
				continue
			}
			e.kids[j], e.ikey[j], e.xi[j] = k, e.ikey[i], e.xi[i]
			j++
		}
		e.k = j
		if waits {
			pf.Do()
			e.round = 5
			return false
		}
	case 5: // the inverses' refined bounds
		j := 0
		for i := 0; i < e.k; i++ {
			k := &e.kids[i]
			if e.refineInv[i] {
				k.nd.bk = int8(o.WithEdges(e.xi[i], o.Refine(e.ikey[i]), togo))
				if int(k.nd.bk) >= togo {
					continue
				}
			}
			e.kids[j] = *k
			j++
		}
		e.k = j
	}
	return true
}

// children makes the children of nd, with togo moves left after a turn
// of face prev (6: none), all rounds at once: for the subtrees handed out
// and for shallow depths. It returns them in x.kids[:n].
func (w *worker) children(nd *node, prev, togo int, x *expansion) int {
	if togo == 1 {
		return w.solvingMoves(nd, movesAfter[prev], &x.kids)
	}
	x.begin(w, nd, prev, togo)
	for !x.step(w) {
	}
	return x.k
}

// solvingMoves writes into kids the moves that may solve the cube at nd:
// those whose coordinates are the solved cube's. (A few other cubes share
// them; the search checks a solution on the cube before it keeps it.)
func (w *worker) solvingMoves(nd *node, moves []cube.Move, kids *[cube.NumMoves]child) int {
	k := 0
	w.tried += int64(len(moves))
	for _, m := range moves {
		if x := w.o.Move(nd.x, int(m)); x == solvedCoord {
			kids[k] = child{m: m, nd: node{x: x}}
			k++
		}
	}
	return k
}
