package puzzle

import (
	"slices"
	"strings"
	"testing"

	"cubesolver/solver/cube"
)

// One sticker painted the wrong colour is named, with the counts of the
// puzzle's colours and the fix.
func TestValidateOneWrongSticker(t *testing.T) {
	for _, c := range []struct {
		p    Puzzle
		i    int // the sticker painted red, in the editor's numbering
		text string
	}{
		{Cube3, 0, "Red is on 10 stickers and white on 8, and only one sticker can be wrong: U1 must be white. Auto-fix paints it."},
		{Cube2, 0, "Red is on 5 stickers and white on 3, and only one sticker can be wrong: U1 must be white. Auto-fix paints it."},
	} {
		f := c.p.Solved()
		f[c.i] = cube.R
		v := Validate(c.p, f)
		if v.OK || v.Text != c.text || len(v.Stickers) != 1 || v.Stickers[0] != c.i || v.Fixed == nil || *v.Fixed != c.p.Solved() {
			t.Errorf("%v: %q, stickers %v, fixed %v", c.p, v.Text, v.Stickers, v.Fixed != nil)
		}
	}
}

// Too many stickers of a colour, with some still blank, states the rule
// as a rule: "must be on", not "is on", which read as a claim about the
// cube in front of the user.
func TestValidateTooManyOfAColour(t *testing.T) {
	for _, c := range []struct {
		p    Puzzle
		text string
	}{
		{Cube3, "Too many stickers of one colour: red is on 10 stickers; every colour must be on 9 stickers."},
		{Cube2, "Too many stickers of one colour: red is on 5 stickers; every colour must be on 4 stickers."},
	} {
		f := c.p.Solved()
		f[0], f[2] = cube.R, cube.Blank // U1 and U3: stickers of both puzzles
		if v := Validate(c.p, f); v.OK || v.Text != c.text {
			t.Errorf("%v: %q, want %q", c.p, v.Text, c.text)
		}
	}
}

// Two stickers swapped between two edges name both edges, outline them and
// offer Auto-fix, as two swapped between two corners do: only the edge
// left impossible was named, with no fix. The pocket cube's corners do the
// same, in its own stickers' names: they had no fix either.
func TestValidateTwoStickersSwapped(t *testing.T) {
	for _, c := range []struct {
		p        Puzzle
		a, b     int // in the editor's numbering
		text     string
		stickers []int
	}{
		{Cube3, 7, 10, "R2 and U8 look swapped, on the edge at UR and the edge at UF", []int{5, 10, 7, 19}},
		{Cube3, 8, 11, "U9 and R3 look swapped, on the corner at URF and the corner at UBR", []int{8, 9, 20, 2, 45, 11}},
		{Cube2, 8, 11, "U4 and R2 look swapped, on the corner at URF and the corner at UBR", []int{8, 9, 20, 2, 45, 11}},
	} {
		f := c.p.Solved()
		f[c.a], f[c.b] = f[c.b], f[c.a]
		v := Validate(c.p, f)
		if v.OK || !strings.Contains(v.Text, c.text) || !sameStickers(v.Stickers, c.stickers) || v.Fixed == nil || *v.Fixed != c.p.Solved() {
			t.Errorf("%v: %d, %d swapped: %q, stickers %v, fixed %v", c.p, c.a, c.b, v.Text, v.Stickers, v.Fixed != nil)
		}
	}
}

func sameStickers(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range b {
		if !slices.Contains(a, x) {
			return false
		}
	}
	return true
}
