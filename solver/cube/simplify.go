package cube

// HTM returns the length of moves in the half-turn metric, where every face
// turn counts one. It is len(moves), named to read beside QTM.
func HTM(moves []Move) int { return len(moves) }

// Simplify returns moves with turns of the same face merged, also across a
// turn of the opposite face, which commutes with them: "U U2" becomes "U'",
// "R R'" vanishes and "U D U" becomes "U2 D". Merging repeats until nothing
// more merges, and of two turns of opposite faces the U, R or F turn is
// listed first. The result does the same as moves; moves is not changed.
func Simplify(moves []Move) []Move {
	// out is kept simplified as it grows, so each new turn need only be
	// merged into its tail: the last turn, or the one before it when the
	// last turns the opposite face. A cancelled turn exposes a tail that was
	// already simplified, so one pass reaches the fixed point.
	out := make([]Move, 0, len(moves))
	for _, m := range moves {
		n := len(out)
		at := -1
		switch {
		case n >= 1 && out[n-1].Face() == m.Face():
			at = n - 1
		case n >= 2 && out[n-1].Face() == m.Face().Opposite() && out[n-2].Face() == m.Face():
			at = n - 2
		}
		if at < 0 {
			out = append(out, m)
			continue
		}
		if q := (out[at].Quarters() + m.Quarters()) % 4; q != 0 {
			out[at] = NewMove(m.Face(), q)
		} else {
			out = append(out[:at], out[at+1:]...)
		}
	}
	for i := 1; i < len(out); i++ {
		if a, b := out[i-1].Face(), out[i].Face(); b == a.Opposite() && a > b {
			out[i-1], out[i] = out[i], out[i-1]
		}
	}
	return out
}
