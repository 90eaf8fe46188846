package editor

import (
	"testing"

	"cubesolver/app/internal/puzzle"
)

// Facelet strings, run together or written in groups or rows, read as
// such under Moves on either puzzle, one slip and all; what cubers type
// or paste as moves does not, "i" for inverse and wide turns too: "Ri Ui
// Fi" was refused as a facelet string, as any two words of two letters
// were.
func TestLooksLikeFacelets(t *testing.T) {
	for _, c := range []struct {
		s        string
		facelets bool
	}{
		{"UUUU RRRR FFFF DDDD LLLL BBBB", true},
		{"UUUU RRRR FFXF DDDD LLLL BBBB", true},
		{"UU UU RR RR FF FF DD DD LL LL BB B2", true},
		{"UUU\nUUU\nUUU\nRRR", true},
		{"wwww rrrr gggg yyyy oooo bbbb", true},
		{"UUUU RRRR FFFF DDDD LLLL BBBB B", true},
		{"..UU RRRR", true},
		{"UUUURRRRFFFFDDDDLLLLBBBX", true},
		{"R U R' U'", false},
		{"R U R U R U R U", false},
		{"Rw U Rw' U'", false},
		{"Rw Uw Fw", false},
		{"x y2 R U", false},
		{"(R U R' U') x2", false},
		{"M2 E S'", false},
		{"Ri Ui", false},
		{"Ri Ui Fi", false},
		{"R Ui Ri", false},
		{"RU RU", false},
		{"Rw Uw", false},
		{"", false},
		{"  ", false},
	} {
		for _, p := range []puzzle.Puzzle{puzzle.Cube3, puzzle.Cube2} {
			if got := looksLikeFacelets(c.s, p); got != c.facelets {
				t.Errorf("looksLikeFacelets(%q) on the %s = %v", c.s, puzzle.Labels[p], got)
			}
		}
	}
}
