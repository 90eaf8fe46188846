package pocket

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"cubesolver/solver/cube"
)

func TestStickersAreTheCornersOf3x3(t *testing.T) {
	for i := range NumFacelets {
		j := Of3x3(i)
		if From3x3(j) != i {
			t.Fatalf("sticker %s: 3x3 index %d maps back to %d", FaceletName(i), j, From3x3(j))
		}
		if cube.FaceletName(j)[0] != FaceletName(i)[0] {
			t.Fatalf("sticker %s is on face %s of the 3x3", FaceletName(i), cube.FaceletName(j))
		}
	}
	for _, j := range []int{1, 3, 4, 5, 7, 13, 40} {
		if From3x3(j) != -1 {
			t.Errorf("3x3 sticker %s is no corner sticker, got %d", cube.FaceletName(j), From3x3(j))
		}
	}
	// U1 U2 / U3 U4 read as the 3x3's U1 U3 / U7 U9.
	if got := []int{Of3x3(0), Of3x3(1), Of3x3(2), Of3x3(3)}; got[0] != 0 || got[1] != 2 || got[2] != 6 || got[3] != 8 {
		t.Errorf("U stickers at %v of the 3x3, want 0 2 6 8", got)
	}
}

func TestSolved(t *testing.T) {
	f := SolvedFacelets()
	if f.String() != "UUUURRRRFFFFDDDDLLLLBBBB" {
		t.Fatalf("solved facelets %s", f)
	}
	c, err := f.Cube()
	if err != nil || c != Solved() || Solved().Facelets() != f {
		t.Fatalf("solved cube: %v, %v", c, err)
	}
}

// Every face turn moves the stickers as the 3x3's corners move.
func TestMovesAgreeWithStickers(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	for range 200 {
		c := RandomHeld(r)
		for m := range cube.Move(cube.NumMoves) {
			alg, err := ParseAlg(m.String())
			if err != nil {
				t.Fatal(err)
			}
			if got, want := c.Facelets().Apply(alg), c.Move(m).Facelets(); got != want {
				t.Fatalf("%v on %s: stickers %s, pieces give %s", m, c.Facelets(), got, want)
			}
		}
		if back, err := c.Facelets().Pieces(); err != nil || back != c {
			t.Fatalf("%s reads back as %v (%v)", c.Facelets(), back, err)
		}
	}
}

func TestRotations(t *testing.T) {
	rs := Rotations()
	if rs[0] != Solved() {
		t.Fatal("the first rotation is not the identity")
	}
	seen := map[Facelets]bool{}
	for _, r := range rs {
		f := r.Facelets()
		for face := range 6 {
			for k := 1; k < 4; k++ {
				if f[4*face+k] != f[4*face] {
					t.Fatalf("rotation %s does not leave every face one colour", f)
				}
			}
		}
		if seen[f] {
			t.Fatalf("rotation %s twice", f)
		}
		seen[f] = true
		if !r.IsSolved() || r.Upright() != Solved() {
			t.Fatalf("rotation %s is not solved", f)
		}
	}
	// x y z as notation turn the whole cube as the rotations do.
	for _, s := range []string{"x", "y", "z", "x2 y'", "Rw L'"} {
		alg, err := ParseAlg(s)
		if err != nil {
			t.Fatal(err)
		}
		f := SolvedFacelets().Apply(alg)
		c, err := f.Cube()
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if !c.IsSolved() {
			t.Errorf("%s leaves %s, not a solved cube", s, f)
		}
	}
}

func TestWideAndSliceTurns(t *testing.T) {
	for wide, face := range map[string]string{"Rw": "R", "r2": "R2", "Uw'": "U'", "l": "L", "Fw2'": "F2"} {
		a, err := ParseAlg(wide)
		if err != nil {
			t.Fatalf("%s: %v", wide, err)
		}
		b, _ := ParseAlg(face)
		if SolvedFacelets().Apply(a) != SolvedFacelets().Apply(b) || a.String() != b.String() {
			t.Errorf("%s is %s on a 2x2x2, not %s", wide, a, face)
		}
	}
	// Refused at the slice's token, as the 3x3x3's unknown moves are:
	// the position it is written at, not its place among the turns a
	// group repeats.
	for s, col := range map[string]int{"M": 1, "R E": 3, "S2'": 1, "(R U)3 M": 8, "[R, U] M'": 8} {
		_, err := ParseAlg(s)
		var se *cube.SyntaxError
		if !errors.As(err, &se) || !strings.Contains(err.Error(), "middle layer") || se.Col != col ||
			!strings.Contains(err.Error(), fmt.Sprintf("at position %d:", col)) {
			t.Errorf("%q: %v, want a middle-layer error at position %d", s, err, col)
		}
	}
	if _, err := ParseAlg("R Q"); err == nil {
		t.Error("R Q parsed")
	}
}

func TestUprightAndEqual(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 2))
	for range 500 {
		c := Random(r)
		for _, rot := range Rotations() {
			held := c.Mul(rot)
			if held.Upright() != c || !Equal(held, c) {
				t.Fatalf("%v turned by %v: upright %v", c, rot, held.Upright())
			}
		}
		if d := Random(r); d != c && Equal(c, d) {
			t.Fatalf("%v and %v are equal", c, d)
		}
	}
}

// Relative(from, from*T*rot) is T's inverse, for any way of holding from,
// any turns T of U, R and F and any rotation.
func TestRelative(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	for range 2000 {
		from := RandomHeld(r)
		moves := make([]cube.Move, r.IntN(15))
		for k := range moves {
			moves[k] = cube.Move(r.IntN(9))
		}
		turns := Solved().Apply(moves)
		to := from.Mul(turns).Mul(Rotations()[r.IntN(24)])
		x, err := Relative(from, to)
		if err != nil {
			t.Fatal(err)
		}
		if x != turns.Inverse() {
			t.Fatalf("Relative(%v, %v) = %v, want %v", from, to, x, turns.Inverse())
		}
		if x.CP[cube.DBL] != cube.DBL || x.CO[cube.DBL] != 0 {
			t.Fatalf("relative cube %v does not have DBL home", x)
		}
	}
	if a := Solved(); a.Anchored() != a {
		t.Error("the solved cube anchored is not solved")
	}
}

func TestRelativeTwisted(t *testing.T) {
	twisted := Solved()
	twisted.CO[cube.URF] = 1
	x, err := Relative(twisted, twisted.Move(cube.NewMove(cube.U, 1)))
	if err != nil || x != Solved().Move(cube.NewMove(cube.U, 3)) {
		t.Errorf("twisted to twisted, U: %v %v", x, err)
	}
	_, err = Relative(twisted, Solved())
	var ce *cube.Error
	if !errors.As(err, &ce) || ce.Kind != cube.ErrTwist || !strings.Contains(err.Error(), "cannot be reached") {
		t.Errorf("twisted to solved: %v", err)
	}
	bad := Solved()
	bad.CP[0] = 1
	if _, err := Relative(bad, Solved()); err == nil {
		t.Error("a cube with a corner twice is relative to solved")
	}
}

func TestRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	for range 1000 {
		c := Random(r)
		if !c.Verify() || c.CP[cube.DBL] != cube.DBL || c.CO[cube.DBL] != 0 {
			t.Fatalf("random cube %v", c)
		}
		if h := RandomHeld(r); !h.Verify() {
			t.Fatalf("random held cube %v", h)
		}
	}
}
