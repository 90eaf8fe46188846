package pocket

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"cubesolver/solver/cube"
)

func TestParse(t *testing.T) {
	for _, s := range []string{
		"UUUURRRRFFFFDDDDLLLLBBBB",
		"uuuu rrrr ffff dddd llll bbbb",
		"WWWWRRRRGGGGYYYYOOOOBBBB",
		"wwww\nrrrr\ngggg\nyyyy\noooo\nbbbb\n",
		"UUUU\u00a0RRRR\u00a0FFFF\u2003DDDD LLLL BBBB", // no-break and em spaces, copied from a web page
		"WWUURRRRGGFFYYDDOOLLBBBB",
	} {
		f, err := Parse(s)
		if err != nil || f != SolvedFacelets() {
			t.Errorf("Parse(%q) = %s, %v", s, f, err)
		}
	}
	if f, err := Parse("UUUURRRRFFFFDDDDLLLLBBB."); err != nil || f[23] != cube.Blank {
		t.Errorf("a blank sticker: %s %v", f, err)
	}
	for _, c := range []struct{ in, want string }{
		{"UUUURRRRFFFFDDDDLLLLBBB", "has 24 letters, this one has 23"},
		{"UUUURRRRFFFFDDDDLLLLBBBBB", "has 24 letters, this one has 25"},
		{"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB", "this one has 54 (a 3x3x3's)"},
		{"UUUURRRRFFFFDDDDLLLLBBBX", "the letter 'X' at position 24 (B4) names no colour"},
		{"UUUURRRRFFFFDDDDLLLLBBBBX", "the letter 'X' at position 25 names no colour"},
		{"", "this one has 0"},
		{"UUUURRRRFF\x00FDDDDLLLLBBBB", "character U+0000 at position 11 (F3)"},
		{"UUU'RRRRFFFFDDDDLLLLBBBB", `the letter "'" at position 4 (U4)`}, // not Go's QuoteRune
		{`UUU\RRRRFFFFDDDDLLLLBBBB`, `the letter '\' at position 4 (U4)`}, // nor here, '\\'
	} {
		_, err := Parse(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q): %v, want %q", c.in, err, c.want)
		}
	}
}

// modified returns the solved stickers changed by f.
func modified(f func(f *Facelets)) Facelets {
	s := SolvedFacelets()
	f(&s)
	return s
}

// Each kind of bad cube is named, with the stickers concerned and, where
// one change makes it real, the fix.
func TestValidate(t *testing.T) {
	dup := Solved()
	// URF twice and DBL three times keep every colour on four stickers.
	dup.CP = [8]int8{cube.URF, cube.UFL, cube.URF, cube.UBR, cube.DFR, cube.DBL, cube.DBL, cube.DBL}
	for _, c := range []struct {
		name     string
		in       Facelets
		kind     cube.ErrorKind
		msg      string
		stickers []int
		fix      bool
	}{
		{"blank", modified(func(f *Facelets) { f[22], f[23] = cube.Blank, cube.Blank }), cube.ErrBlank,
			"2 stickers have no colour yet: B3, B4", []int{22, 23}, false},
		{"letter", modified(func(f *Facelets) { f[5] = 9 }), cube.ErrLetter, "sticker R2 holds Face(9), which names no colour", []int{5}, false},
		{"counts", modified(func(f *Facelets) { f[0] = cube.R }), cube.ErrColorCount,
			"colour U is on 3 stickers, colour R is on 5 stickers; every colour must be on 4 stickers; look first at U1, on corners no cube has", []int{0}, false},
		// R2 yellow, D2 green, B4 red: besides the corners with a green
		// sticker (one too many), UBR and DBL are corners no cube has,
		// with no colour used too often: they are named and outlined too.
		{"counts, impossible corners of colours too few", modified(func(f *Facelets) { f[5], f[13], f[23] = cube.D, cube.F, cube.R }), cube.ErrColorCount,
			"colour F is on 5 stickers, colour B is on 3 stickers; every colour must be on 4 stickers; look first at F4, D2, on corners no cube has; " +
				"the corners at UBR, DBL are impossible too", []int{1, 5, 11, 13, 14, 18, 20, 23}, false},
		// Two stickers swapped between two corners: both are named and
		// outlined, and swapping them back is the fix (the one that
		// leaves every corner home, of two here).
		{"opposite colours", modified(func(f *Facelets) { f[3], f[17] = f[17], f[3] }), cube.ErrCorner,
			"the corner at URF (U4, R1, F2) has colours L, R, F, which no corner has: colours L and R are on opposite faces; the corner at UFL is impossible too; " +
				"U4 and L2 look swapped, on the corner at URF and the corner at UFL",
			[]int{3, 4, 9, 2, 8, 17}, true},
		{"twice", modified(func(f *Facelets) { f[3], f[5] = cube.R, cube.U }), cube.ErrCorner,
			"the corner at URF (U4, R1, F2) has colours R, R, F, which no corner has: colour R appears twice; the corner at UBR is impossible too; " +
				"U4 and R2 look swapped, on the corner at URF and the corner at UBR", []int{3, 4, 9, 1, 20, 5}, true},
		{"mirror", modified(func(f *Facelets) { f[4], f[9] = f[9], f[4] }), cube.ErrCorner,
			"the corner at URF (U4, R1, F2) has colours U, F, R, which no corner has: these are the colours of the URF corner in mirror-image order",
			[]int{3, 4, 9}, true},
		{"duplicate", dup.Facelets(), cube.ErrDuplicateCorner,
			"the URF corner appears twice, at URF and ULB; the DBL corner appears 3 times, at DLF, DBL and DRB; so the ULB, DLF and DRB corners are missing",
			[]int{3, 4, 9, 0, 16, 21, 12, 19, 10, 14, 23, 18, 15, 7, 22}, false},
		{"twist", modified(func(f *Facelets) { f[3], f[4], f[9] = f[9], f[3], f[4] }), cube.ErrTwist,
			"the corner twists do not add up, as if one corner had been twisted a third of a turn clockwise in its place", []int{3, 4, 9}, true},
	} {
		_, err := c.in.Cube()
		var ce *cube.Error
		if !errors.As(err, &ce) || ce.Kind != c.kind || ce.Msg != c.msg {
			t.Errorf("%s: %v,\nwant %v: %q", c.name, err, c.kind, c.msg)
			continue
		}
		if c.stickers != nil && !slices.Equal(ce.Stickers, c.stickers) {
			t.Errorf("%s: stickers %v, want %v", c.name, ce.Stickers, c.stickers)
		}
		fixed, _, ok := AutoFix(c.in)
		switch {
		case !c.fix && ok:
			t.Errorf("%s: fixed as %s, want no fix", c.name, fixed)
		case c.fix && (!ok || fixed != SolvedFacelets()):
			t.Errorf("%s: fixed %v as %s, want the solved cube", c.name, ok, fixed)
		}
	}
}

// Two stickers of different colours swapped between two corners of a
// scrambled cube, every such pair: where that leaves a corner no cube has,
// the swap is found, both corners are named and outlined, and Auto-fix
// makes a real cube, the one scrambled where no other swap would do. Where
// it leaves two real corners (a duplicate, a twist) there is nothing to
// look for.
func TestValidateTwoStickersSwapped(t *testing.T) {
	c := Solved().Apply([]cube.Move{0, 4, 8, 1, 3})
	want := c.Facelets()
	swaps := 0
	for a := range NumFacelets {
		for b := a + 1; b < NumFacelets; b++ {
			pa, pb := pieceOf(a), pieceOf(b)
			if want[a] == want[b] || pa.Name == pb.Name {
				continue
			}
			f := want
			f[a], f[b] = f[b], f[a]
			_, err := f.Cube()
			var ce *cube.Error
			if !errors.As(err, &ce) {
				t.Fatalf("%s and %s swapped: %v", FaceletName(a), FaceletName(b), err)
			}
			if ce.Kind != cube.ErrCorner {
				continue
			}
			swaps++
			fixed, _, ok := AutoFix(f)
			if _, err := fixed.Cube(); !ok || err != nil {
				t.Errorf("%s and %s swapped: fixed %v as %s, %v", FaceletName(a), FaceletName(b), ok, fixed, err)
				continue
			}
			if !strings.Contains(ce.Fix, "one choice of") && fixed != want {
				t.Errorf("%s and %s swapped: the only fix is %s, want %s", FaceletName(a), FaceletName(b), fixed, want)
			}
			if !strings.Contains(ce.Msg, " look swapped, on the corner at ") {
				t.Errorf("%s and %s swapped: %q", FaceletName(a), FaceletName(b), ce.Msg)
			}
			if !strings.HasPrefix(ce.Fix, "the colours of "+FaceletName(a)+" and "+FaceletName(b)+" will") {
				continue // another swap, as likely, leaving more corners home
			}
			for _, i := range append(append([]int{}, pa.Stickers...), pb.Stickers...) {
				if !slices.Contains(ce.Stickers, i) {
					t.Errorf("%s and %s swapped: %s not outlined (%v)", FaceletName(a), FaceletName(b), FaceletName(i), ce.Stickers)
				}
			}
		}
	}
	t.Logf("%d swaps left a corner no cube has", swaps)
	if swaps < 100 {
		t.Errorf("only %d swaps left a corner no cube has", swaps)
	}
}

// Four stickers moved round three corners, which no swap of two puts
// right: no swap is said, and no fix is made up.
func TestValidateNoSwapFix(t *testing.T) {
	f := SolvedFacelets()
	f[3], f[5], f[8], f[17] = f[17], f[3], f[5], f[8] // U4, R2, F1, L2: on URF, UBR, URF, UFL
	_, e, ok := AutoFix(f)
	if e == nil || e.Kind != cube.ErrCorner || ok || strings.Contains(e.Msg, "swapped") {
		t.Errorf("%s: %v, fix %v", f, e, ok)
	}
}

// A twist on a scrambled cube can be any corner: all are outlined, and the
// fix says it is a choice.
func TestValidateTwistScrambled(t *testing.T) {
	c := Solved().Apply([]cube.Move{0, 3, 7})
	c.CO[cube.ULB] = (c.CO[cube.ULB] + 1) % 3
	_, err := c.Facelets().Cube()
	var ce *cube.Error
	if !errors.As(err, &ce) || ce.Kind != cube.ErrTwist || len(ce.Stickers) != 24 ||
		!strings.Contains(ce.Fix, "one choice of eight") {
		t.Fatalf("%v", err)
	}
	fixed, _, ok := AutoFix(c.Facelets())
	if _, err := fixed.Cube(); !ok || err != nil {
		t.Errorf("the fix %s is no real cube: %v", fixed, err)
	}
	if p, err := c.Facelets().Pieces(); err != nil || p != c {
		t.Errorf("Pieces of a twisted cube: %v %v", p, err)
	}
}

// Every cube held any of the 24 ways is a real cube.
func TestValidateHeldAnyWay(t *testing.T) {
	c := Solved().Apply([]cube.Move{0, 4, 8, 1, 3})
	for _, r := range Rotations() {
		f := c.Mul(r).Facelets()
		got, err := f.Cube()
		if err != nil || !Equal(got, c) {
			t.Errorf("%s: %v %v", f, got, err)
		}
	}
}

func TestFillBlanksAndFixOneSticker(t *testing.T) {
	c := Solved().Apply([]cube.Move{0, 4, 8, 1})
	f := c.Facelets()
	g := f
	g[0], g[9], g[22] = cube.Blank, cube.Blank, cube.Blank
	if filled, ok := FillBlanks(g); !ok || filled != f {
		t.Errorf("FillBlanks(%s) = %s %v, want %s", g, filled, ok, f)
	}
	var blank Facelets
	for i := range blank {
		blank[i] = cube.Blank
	}
	if _, ok := FillBlanks(blank); ok {
		t.Error("a blank cube filled")
	}
	if _, ok := FillBlanks(f); ok {
		t.Error("a cube with no blanks filled")
	}
	for i := range f {
		for x := cube.U; x <= cube.B; x++ {
			if x == f[i] {
				continue
			}
			g := f
			g[i] = x
			fixed, at, ok := FixOneSticker(g)
			if ok && (at != i || fixed != f) {
				// Another single change that makes a real cube would be
				// a different real cube: never this one's.
				if _, err := fixed.Cube(); err != nil {
					t.Fatalf("FixOneSticker(%s) gave %s, no real cube", g, fixed)
				}
			}
		}
	}
	g = f
	g[5] = f[6]
	if g != f {
		if fixed, at, ok := FixOneSticker(g); ok && (at != 5 || fixed != f) {
			t.Logf("one wrong sticker at R2 fixed at %d", at)
		}
	}
}

// TestAutoFixSuspecting: a twist the colours cannot place is fixed on the
// corner with the sticker painted last.
func TestAutoFixSuspecting(t *testing.T) {
	alg, err := ParseAlg("R U F' R2 U' F2 R' U2")
	if err != nil {
		t.Fatal(err)
	}
	f := Solved().Apply(alg.Moves()).Facelets()
	for p, s := range cornerFacelet {
		g := f
		g[s[0]], g[s[1]], g[s[2]] = f[s[1]], f[s[2]], f[s[0]]
		fixed, e, ok := AutoFixSuspecting(g, cube.Letters, s[2])
		if !ok || fixed != f {
			t.Errorf("corner %d twisted: the corner painted last was not the one untwisted (%v)", p, e)
		}
	}
}
