package editor

import (
	"testing"

	"cubesolver/app/internal/puzzle"
)

// Facelet strings, run together or written in groups or rows, read as
// such under Moves on either puzzle, one slip and all; what cubers type
// or paste as moves does not, "i" for inverse too ("Ri Ui Fi" was refused
// as a facelet string), nor blank text. The cases of every kind are
// cube.LooksLikeStickers's, which this asks: these check the window's
// side of it.
func TestLooksLikeFacelets(t *testing.T) {
	for _, c := range []struct {
		s        string
		facelets bool
	}{
		{"UUUU RRRR FFXF DDDD LLLL BBBB", true},
		{"UU UU RR RR FF FF DD DD LL LL BB B2", true},
		{"UUU\nUUU\nUUU\nRRR", true},
		{"R U R' U'", false},
		{"Ri Ui Fi", false},
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
