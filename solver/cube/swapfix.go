package cube

import (
	"slices"
	"strings"
)

// Piece is a corner or an edge as messages name it: its kind ("corner",
// "edge"), the name of its position ("URF") and its stickers. A centre is
// a piece of one sticker.
type Piece struct {
	Kind, Name string
	Stickers   []int
}

// SwapPuzzle is what SwapFix needs to know of a puzzle: this cube, or the
// pocket cube (package pocket), which both check for the same slip.
type SwapPuzzle struct {
	// PieceOf returns the piece sticker i is on.
	PieceOf func(i int) Piece
	// Name names sticker i, as FaceletName does.
	Name func(i int) string
	// Real reports whether the stickers g make a real cube, without
	// looking for a swap itself, and how many of its pieces are in their
	// places and twists.
	Real func(g []Face) (homes int, ok bool)
}

// SwapFix looks for the slip of two stickers painted each with the other's
// colour, on two pieces of which at least one is impossible (e names it):
// if swapping one sticker of e's with one other sticker makes a real cube,
// it names both pieces in e, outlines them, says the fix and returns the
// stickers fixed; nil if no such swap is found. The other piece may be a
// real one (a duplicate), which e did not name: two edges with a sticker
// swapped leave one edge impossible and the other a copy of a third. Such a
// copy makes two fixes possible (either copy may be the wrong one): as for
// a parity swap, the fix is then one of the choices, the one that leaves
// more pieces in their places, and the message names the others.
//
// in is the stickers as given; rel is the same stickers as the pieces are
// read off them (on this cube, each names the face whose centre has its
// colour; the pocket cube, which has no centres, reads in itself).
func SwapFix(in, rel []Face, e *Error, p SwapPuzzle) []Face {
	type swap struct {
		a, b  int
		g     []Face
		homes int
	}
	var found []swap
	for _, s := range e.Stickers {
		for t := range in {
			if in[t] == in[s] || !realAfterSwap(rel, s, t, p.PieceOf) {
				continue // cheap: the two pieces swapped are no real pieces
			}
			g := slices.Clone(in)
			g[s], g[t] = g[t], g[s]
			homes, ok := p.Real(g)
			if !ok || slices.ContainsFunc(found, func(w swap) bool { return slices.Equal(w.g, g) }) {
				continue
			}
			found = append(found, swap{s, t, g, homes})
		}
	}
	if len(found) == 0 {
		return nil
	}
	slices.SortStableFunc(found, func(x, y swap) int { return y.homes - x.homes })
	best := found[0]
	pa, pb := p.PieceOf(best.a), p.PieceOf(best.b)
	for _, stickers := range [][]int{pa.Stickers, pb.Stickers} {
		for _, i := range stickers {
			if !slices.Contains(e.Stickers, i) {
				e.Stickers = append(e.Stickers, i)
			}
		}
	}
	e.Msg += "; " + p.Name(best.a) + " and " + p.Name(best.b) + " look swapped, on the " +
		pa.Kind + " at " + pa.Name + " and the " + pb.Kind + " at " + pb.Name
	e.Fix = "the colours of " + p.Name(best.a) + " and " + p.Name(best.b) + " will be swapped back"
	if len(found) > 1 {
		var others []string
		for _, w := range found[1:] {
			others = append(others, p.Name(w.a)+" and "+p.Name(w.b))
		}
		e.Fix += ", one choice of " + itoa(len(found)) + ": right only if they are the two painted wrong (else " +
			strings.Join(others, ", or ") + ")"
	}
	return best.g
}

// realAfterSwap reports whether the pieces of stickers s and t, read off
// rel, are real pieces (in some place and twist) with their colours
// swapped. A centre never is: it is not swapped.
func realAfterSwap(rel []Face, s, t int, pieceOf func(int) Piece) bool {
	at := func(i int) Face {
		switch i {
		case s:
			return rel[t]
		case t:
			return rel[s]
		}
		return rel[i]
	}
	for _, i := range []int{s, t} {
		var real bool
		switch p := pieceOf(i).Stickers; len(p) {
		case 3:
			_, _, real = IdentifyCorner(at(p[0]), at(p[1]), at(p[2]))
		case 2:
			for _, want := range edgeColor {
				real = real || at(p[0]) == want[0] && at(p[1]) == want[1] || at(p[0]) == want[1] && at(p[1]) == want[0]
			}
		}
		if !real {
			return false
		}
	}
	return true
}
