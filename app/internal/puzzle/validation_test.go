package puzzle

import (
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
