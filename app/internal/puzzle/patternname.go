package puzzle

import (
	"strings"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// PatternName is the name of puzzle p's pattern (the Set target menu's)
// whose stickers f are, without what its name says in brackets
// ("Diagonal swap"), or "" if f is none of them: the note under Solve
// names a target left set, so that it is not missed.
func PatternName(p Puzzle, f cube.Facelets) string {
	name := ""
	if p == Cube2 {
		for _, x := range pocket.Patterns() {
			if FromPocket(x.Cube().Facelets()) == f {
				name = x.Name
			}
		}
	} else {
		for _, x := range cube.Patterns() {
			if x.Cubie().Facelets() == f {
				name = x.Name
			}
		}
	}
	name, _, _ = strings.Cut(name, " (")
	return name
}
