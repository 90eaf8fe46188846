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

// A solved cube held another way and painted on the net, whose centres
// stay white up, green in front: held red in front, a quarter turn, it is
// no real cube, and the message says what happened (it blamed two edges
// swapped, and Auto-fix swapped them); held yellow up, a half turn, it is
// a real cube, and the message asks. A scrambled cube says nothing of it.
func TestHeldTurnedSolvedCube(t *testing.T) {
	paint := func(around string) cube.Facelets {
		f := cube.SolvedFacelets()
		for x := 0; x < 6; x++ {
			for i := 0; i < 9; i++ {
				if i != 4 {
					f[x*9+i] = cube.Face(strings.IndexByte("URFDLB", around[x]))
				}
			}
		}
		return f
	}
	redFront := Validate(Cube3, paint("UBRDFL"))
	if redFront.OK || !strings.HasPrefix(redFront.Text, "These are the stickers of a solved cube held white up, red in front, but the net is always white up, green in front") ||
		redFront.Fixed == nil || *redFront.Fixed != cube.SolvedFacelets() {
		t.Errorf("held red in front: %+v", redFront)
	}
	yellowUp := Validate(Cube3, paint("DLFURB"))
	if !yellowUp.OK || !strings.Contains(yellowUp.Text, "a solved cube held yellow up, green in front?") {
		t.Errorf("held yellow up: ok %v, %q", yellowUp.OK, yellowUp.Text)
	}
	scrambled, err := cube.SolvedFacelets().ToCubie()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []cube.Move{0, 4, 7, 11} {
		scrambled = scrambled.Move(m)
	}
	if v := Validate(Cube3, scrambled.Facelets()); !v.OK || v.Text != "Valid cube" {
		t.Errorf("a scrambled cube: %q", v.Text)
	}
}

// A scrambled cube painted held a quarter turn from the net's way (red in
// front) has a parity problem no swap of two pieces explains: the message
// says it may have been held another way.
func TestHeldTurnedScrambledCube(t *testing.T) {
	c, err := cube.SolvedFacelets().ToCubie()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []cube.Move{0, 4, 7, 11, 13, 2, 16, 9} {
		c = c.Move(m)
	}
	y, err := cube.ParseAlg("y")
	if err != nil {
		t.Fatal(err)
	}
	painted := c.Facelets().Turned(y[0])
	for x := 0; x < 6; x++ {
		painted[x*9+4] = cube.Face(x) // the net's centres stay
	}
	v := Validate(Cube3, painted)
	if v.OK || !strings.Contains(v.Text, "different parities") ||
		!strings.HasSuffix(v.Text, "Or the cube was held another way than the net's white up, green in front: hold it so and paint it again.") {
		t.Errorf("%q", v.Text)
	}
}
