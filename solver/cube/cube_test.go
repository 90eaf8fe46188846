package cube

import (
	"math/rand/v2"
	"testing"
)

func TestMoveOrderFour(t *testing.T) {
	for m := Move(0); m < NumMoves; m++ {
		c := Solved()
		for k := 0; k < 4; k++ {
			if k > 0 && c == Solved() && m.Quarters() != 2 {
				t.Errorf("%v has order %d", m, k)
			}
			c = c.Move(m)
		}
		if c != Solved() {
			t.Errorf("%v^4 is not solved", m)
		}
		if !m.Cubie().Verify() {
			t.Errorf("%v is not a valid cube", m)
		}
	}
}

// Hand-checked sticker strings of single turns from solved.
func TestMoveFacelets(t *testing.T) {
	want := map[Move]string{
		NewMove(U, 1): "UUUUUUUUUBBBRRRRRRRRRFFFFFFDDDDDDDDDFFFLLLLLLLLLBBBBBB",
		NewMove(R, 1): "UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB",
		NewMove(F, 1): "UUUUUULLLURRURRURRFFFFFFFFFRRRDDDDDDLLDLLDLLDBBBBBBBBB",
		NewMove(D, 1): "UUUUUUUUURRRRRRFFFFFFFFFLLLDDDDDDDDDLLLLLLBBBBBBBBBRRR",
		NewMove(L, 1): "BUUBUUBUURRRRRRRRRUFFUFFUFFFDDFDDFDDLLLLLLLLLBBDBBDBBD",
		NewMove(B, 1): "RRRUUUUUURRDRRDRRDFFFFFFFFFDDDDDDLLLULLULLULLBBBBBBBBB",
	}
	for m, w := range want {
		if got := SolvedFacelets().Move(m).String(); got != w {
			t.Errorf("%v: got %s want %s", m, got, w)
		}
		if got := m.Cubie().Facelets().String(); got != w {
			t.Errorf("%v cubie: got %s want %s", m, got, w)
		}
	}
}

func TestSuperflip(t *testing.T) {
	seq := "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"
	_ = seq
	ms := []Move{0, 4, 6, 15, 3, 16, 3, 1, 12, 16, 3, 2, 11, 4, 6, 5, 12, 16, 1, 7}
	if got := Solved().Apply(ms).Facelets().String(); got != "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB" {
		t.Errorf("superflip: %s", got)
	}
}

func TestSymmetries(t *testing.T) {
	seen := map[Cubie]bool{}
	for s := Sym(0); s < NumSyms; s++ {
		seen[s.Cubie()] = true
		if s.Cubie().Mul(s.Inverse().Cubie()) != Solved() {
			t.Errorf("sym %d inverse wrong", s)
		}
		// Conjugating a face turn by a symmetry gives a face turn.
		for m := Move(0); m < NumMoves; m++ {
			c := m.Cubie().Conjugate(s)
			found := false
			for k := Move(0); k < NumMoves; k++ {
				if k.Cubie() == c {
					found = true
				}
			}
			if !found {
				t.Errorf("sym %d conjugate of %v is no face turn", s, m)
			}
		}
	}
	if len(seen) != NumSyms {
		t.Errorf("%d distinct symmetries", len(seen))
	}
	for s := Sym(0); s < NumSymsUD; s++ {
		for _, m := range []Move{0, 1, 2, 9, 10, 11} { // U and D turns stay on the UD axis
			c := m.Cubie().Conjugate(s)
			if c != Move(0).Cubie() && c != Move(1).Cubie() && c != Move(2).Cubie() && c != Move(9).Cubie() && c != Move(10).Cubie() && c != Move(11).Cubie() {
				t.Errorf("sym %d moves the UD axis", s)
			}
		}
	}
}

func TestRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 10000; i++ {
		c := Random(r)
		if !c.Verify() {
			t.Fatal("random cube invalid")
		}
		d, ok := c.Facelets().toCubie()
		if !ok || d != c {
			t.Fatalf("round trip failed for %v", c)
		}
		if c.Mul(c.Inverse()) != Solved() {
			t.Fatal("inverse")
		}
	}
}

func TestRelativeToCentres(t *testing.T) {
	alg, err := ParseAlg("x y2")
	if err != nil {
		t.Fatal(err)
	}
	// Turning the stickers of a solved cube like a whole-cube rotation,
	// without renaming, and then reading them by their centres gives solved.
	f := SolvedFacelets()
	for _, turn := range alg {
		perm := layerTurn(faceNormal[turn.Axis], turn.Lo, turn.Hi)
		for q := 0; q < turn.Quarters; q++ {
			f = f.permute(&perm)
		}
	}
	if f == SolvedFacelets() {
		t.Fatal("the rotation did not move the stickers")
	}
	if got := f.RelativeToCentres(); got != SolvedFacelets() {
		t.Fatalf("got %v", got)
	}
}

// Move, which works out only the pieces a turn moves, is multiplying by
// the turn's cube: on random cubes, and on the 48 symmetries, whose
// mirror images have corner twists of the other kind (3..5).
func TestMoveIsMul(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	cubes := make([]Cubie, 0, 100+NumSyms)
	for range 100 {
		cubes = append(cubes, Random(r))
	}
	for s := range Sym(NumSyms) {
		cubes = append(cubes, s.Cubie())
	}
	for _, c := range cubes {
		for m := range Move(NumMoves) {
			if got, want := c.Move(m), c.Mul(m.Cubie()); got != want {
				t.Fatalf("%v: Move %v, Mul %v", m, got, want)
			}
		}
	}
}
