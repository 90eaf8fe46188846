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
