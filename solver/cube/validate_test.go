package cube

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// edit returns solved stickers with some of them changed.
func edit(changes map[int]Face) Facelets {
	f := SolvedFacelets()
	for i, x := range changes {
		f[i] = x
	}
	return f
}

// swap returns f with stickers i and j exchanged.
func swap(f Facelets, i, j int) Facelets {
	f[i], f[j] = f[j], f[i]
	return f
}

// rotate turns the whole cube a quarter turn about face x's axis.
func rotate(f Facelets, x Face) Facelets {
	perm := layerTurn(faceNormal[x], -1, 1)
	return f.permute(&perm)
}

func TestValidationErrors(t *testing.T) {
	mirror := SolvedFacelets()
	for i, x := range mirror {
		switch x {
		case R:
			mirror[i] = L
		case L:
			mirror[i] = R
		}
	}
	twisted := Solved()
	twisted.CO[URF] = 1
	twistedDRB := Solved()
	twistedDRB.CO[DRB] = 2
	flipped := Solved()
	flipped.EO[UF] = 1
	edgeSwap := Solved()
	edgeSwap.EP[UF], edgeSwap.EP[UR] = UR, UF
	cornerSwap := Solved()
	cornerSwap.CP[URF], cornerSwap.CP[DRB] = DRB, URF
	cornerSwap.EP[UF], cornerSwap.EP[UB], cornerSwap.EP[UL] = UB, UL, UF // an even edge cycle
	// What AutoFix makes of a case if not the solved cube.
	edgeCycle := Solved()
	edgeCycle.EP = cornerSwap.EP
	fixedTo := map[string]Cubie{"parity corners": edgeCycle}

	tests := []struct {
		name     string
		f        Facelets
		kind     ErrorKind
		msg      []string // substrings of the message
		stickers []int    // nil: not checked
		fix      string   // substring of the fix; "" means no fix
	}{
		{"letter", edit(map[int]Face{5: Face(9)}), ErrLetter, []string{"U6"}, []int{5}, ""},
		{"blank", edit(map[int]Face{0: Blank, 10: Blank}), ErrBlank, []string{"2 stickers", "U1", "R2"}, []int{0, 10}, ""},
		{"one blank", edit(map[int]Face{53: Blank}), ErrBlank, []string{"B9"}, []int{53}, ""},
		// U1 red makes the ULB corner impossible: of the ten reds, that one.
		{"colour count", edit(map[int]Face{0: R}), ErrColorCount,
			[]string{"colour U is on 8 stickers", "colour R is on 10 stickers", "look first at U1, on pieces no cube has"},
			[]int{0}, ""},
		// U2 red makes the UB edge the red-blue one, a real piece (twice
		// now): no piece is impossible, so every red is outlined.
		{"colour count, no impossible piece", edit(map[int]Face{1: R}), ErrColorCount,
			[]string{"colour R is on 10 stickers"}, []int{1, 9, 10, 11, 12, 13, 14, 15, 16, 17}, ""},
		// U2 green beside a blue B2 is as wrong as the stickers of colours
		// used too often, though green is one too few: its edge is named
		// and outlined too.
		{"colour count, an impossible piece of colours too few", edit(map[int]Face{0: R, 1: F, 18: D, 19: D, 20: D}), ErrColorCount,
			[]string{"look first at U1, R1, F1, F2, F3, on pieces no cube has; the edge at UB is impossible too"},
			[]int{0, 1, 9, 18, 19, 20, 46}, ""},
		// No sticker of a colour used too often is on a piece no cube
		// has: every red is outlined, and the impossible edges too.
		{"colour count, impossible pieces apart", swap(edit(map[int]Face{1: R}), 19, 28), ErrColorCount,
			[]string{"colour R is on 10 stickers", "every colour must be on 9 stickers; the edges at UF, DF are ones no cube has"},
			[]int{1, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 25, 28}, ""},
		{"centres alike", swap(SolvedFacelets(), 4, 9), ErrCentres, []string{"U and R centres are both colour R"}, []int{4, 13}, ""},
		{"centres not opposite", swap(SolvedFacelets(), 4, 13), ErrCentres,
			[]string{"U and D centres are colours R and D", "not on opposite faces"}, []int{4, 31}, ""},
		{"centres mirrored", mirror, ErrCentres, []string{"mirror image"}, []int{4, 13, 22, 31, 40, 49}, ""},
		{"corner colour twice", swap(SolvedFacelets(), 20, 6), ErrCorner,
			[]string{"corner at URF", "U, R, U", "U appears twice", "corner at UFL is impossible too"},
			[]int{8, 9, 20, 6, 18, 38}, "colours of F3 and U7 will be swapped back"},
		{"corner opposite colours", swap(SolvedFacelets(), 20, 27), ErrCorner,
			[]string{"corner at URF", "U, R, D", "U and D are on opposite faces", "F3 and D1 look swapped, on the corner at URF and the corner at DLF"}, nil, "colours of F3 and D1 will be swapped back"},
		{"corner mirrored", swap(SolvedFacelets(), 9, 20), ErrCorner,
			[]string{"corner at URF (U9, R1, F3)", "U, F, R", "URF corner in mirror-image order"},
			[]int{8, 9, 20}, "rearranged into the URF corner"},
		// Two stickers swapped between two edges: both edges are named and
		// outlined, and the swap is the fix, where only the impossible
		// edge was named (the other, a copy of FR, makes a second fix).
		{"edge", swap(SolvedFacelets(), 7, 10), ErrEdge, []string{"edge at UR", "U, U", "both are colour U", "R2 and U8 look swapped, on the edge at UR and the edge at UF"},
			[]int{5, 10, 7, 19}, "colours of R2 and U8 will be swapped back, one choice of 2"},
		{"edge opposite colours", swap(SolvedFacelets(), 19, 28), ErrEdge, []string{"edge at UF", "U, D", "opposite faces", "F2 and D2 look swapped, on the edge at UF and the edge at DF"}, nil, "colours of F2 and D2 will be swapped back"},
		{"duplicate corner", edit(map[int]Face{9: B, 20: R, 46: F}), ErrDuplicateCorner,
			[]string{"UBR corner appears twice, at URF and UBR", "URF corner is missing"},
			[]int{8, 9, 20, 2, 45, 11}, ""},
		{"duplicate edges", edit(map[int]Face{19: R, 16: F}), ErrDuplicateEdge,
			[]string{"UR edge appears twice, at UR and UF", "DF edge appears twice, at DR and DF", "UF and DR edges are missing"},
			[]int{5, 10, 7, 19, 32, 16, 28, 25}, ""},
		{"twist", twisted.Facelets(), ErrTwist, []string{"twists do not add up", "clockwise"}, []int{8, 9, 20},
			"the twist of the URF corner will be changed"},
		{"twist DRB", twistedDRB.Facelets(), ErrTwist, []string{"anticlockwise"}, []int{35, 17, 51},
			"the twist of the DRB corner will be changed"},
		{"flip", flipped.Facelets(), ErrFlip, []string{"flips do not add up"}, []int{7, 19}, "the UF edge will be flipped"},
		{"parity edges", edgeSwap.Facelets(), ErrParity, []string{"parities"}, []int{5, 10, 7, 19},
			"the UR and UF edges will be exchanged"},
		{"parity corners", cornerSwap.Facelets(), ErrParity, []string{"parities"}, []int{8, 9, 20, 35, 17, 51},
			"the URF and DRB corners will be exchanged"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tc.f.ToCubie()
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("%s: got %v, want a *Error", tc.f, err)
			}
			if e.Kind != tc.kind {
				t.Errorf("kind %v, want %v (%v)", e.Kind, tc.kind, e)
			}
			for _, m := range tc.msg {
				if !strings.Contains(e.Msg, m) {
					t.Errorf("message %q lacks %q", e.Msg, m)
				}
			}
			if tc.stickers != nil && !sameSet(e.Stickers, tc.stickers) {
				t.Errorf("stickers %v, want %v", e.Stickers, tc.stickers)
			}
			if tc.fix == "" && e.Fix != "" || !strings.Contains(e.Fix, tc.fix) {
				t.Errorf("fix %q, want %q", e.Fix, tc.fix)
			}
			if !strings.HasPrefix(e.Error(), tc.kind.String()+" error: ") {
				t.Errorf("Error() = %q", e.Error())
			}
			fixed, fe, ok := AutoFix(tc.f)
			if ok != (tc.fix != "") || fe == nil || fe.Kind != tc.kind {
				t.Fatalf("AutoFix: ok %v, error %v", ok, fe)
			}
			if ok {
				want, ok := fixedTo[tc.name]
				if !ok {
					want = Solved()
				}
				if c, err := fixed.ToCubie(); err != nil || c != want {
					t.Errorf("AutoFix gave %s: %v", fixed, err)
				}
			} else if fixed != tc.f {
				t.Errorf("AutoFix changed stickers it could not fix")
			}
		})
	}
}

func sameSet(a, b []int) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// Random cubes with one thing wrong are repaired into real cubes that differ
// from the original only where the fix said.
func TestAutoFixRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	guesses := 0
	for n := 0; n < 1000; n++ {
		c := Random(r)
		bad := c
		var kind ErrorKind
		switch n % 3 {
		case 0:
			kind = ErrTwist
			i := r.IntN(8)
			bad.CO[i] = (bad.CO[i] + 1 + int8(r.IntN(2))) % 3
		case 1:
			kind = ErrFlip
			bad.EO[r.IntN(12)] ^= 1
		case 2:
			kind = ErrParity
			i, j := r.IntN(12), r.IntN(11)
			if j >= i {
				j++
			}
			bad.EP[i], bad.EP[j] = bad.EP[j], bad.EP[i]
		}
		f := bad.Facelets()
		fixed, e, ok := AutoFix(f)
		if !ok || e.Kind != kind {
			t.Fatalf("%s: AutoFix %v %v", f, ok, e)
		}
		if _, err := fixed.ToCubie(); err != nil {
			t.Fatalf("%s fixed to %s: %v", f, fixed, err)
		}
		// The stickers outlined are those of every piece that could be at
		// fault (none for a parity), so they take in what the fix changes.
		guess := strings.Contains(e.Msg, "the colours cannot tell") && strings.Contains(e.Fix, "one choice")
		for i := range f {
			if f[i] != fixed[i] && !slices.Contains(e.Stickers, i) && !(guess && kind == ErrParity && len(e.Stickers) == 0) {
				t.Fatalf("%s: fix changed sticker %s outside %v", f, FaceletName(i), e.Stickers)
			}
		}
		if want := map[ErrorKind]int{ErrTwist: 24, ErrFlip: 24, ErrParity: 0}[kind]; guess && len(e.Stickers) != want {
			t.Fatalf("%s: a %v fix that is a guess outlines %d stickers, want %d", f, kind, len(e.Stickers), want)
		}
		if guess {
			guesses++
		}
	}
	if guesses < 900 {
		t.Errorf("only %d of 1000 fixes on random cubes say they are a guess", guesses)
	}
	if _, e, ok := AutoFix(SolvedFacelets()); ok || e != nil {
		t.Errorf("AutoFix on solved: %v %v", ok, e)
	}
}

// A cube held in another orientation is read relative to its centres, and
// fixes keep its colours.
func TestRotatedCentres(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for n := 0; n < 100; n++ {
		c := Random(r)
		f := c.Facelets()
		for k := 0; k < 1+n%5; k++ {
			f = rotate(f, Face(r.IntN(6)))
		}
		if _, err := f.ToCubie(); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	f := rotate(rotate(SolvedFacelets(), R), U)
	if c, err := f.ToCubie(); err != nil || c != Solved() {
		t.Fatalf("rotated solved cube: %v %v", c, err)
	}
	tw := Solved()
	tw.CO[UFL] = 2
	f = rotate(tw.Facelets(), F)
	fixed, e, ok := AutoFix(f)
	if !ok || e.Kind != ErrTwist {
		t.Fatalf("AutoFix %v %v", ok, e)
	}
	if fixed != rotate(SolvedFacelets(), F) {
		t.Errorf("fixed rotated cube is %s", fixed)
	}
}

// Facelets -> Cubie -> Facelets loses nothing, and random states show both
// parities and every twist and flip at every position.
func TestRandomStatesValidate(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var parity [2]int
	var twist [8][3]int
	var flip [12][2]int
	for n := 0; n < 10000; n++ {
		f := Random(r).Facelets()
		c, err := f.ToCubie()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if g := c.Facelets(); g != f {
			t.Fatalf("round trip %s -> %s", f, g)
		}
		parity[c.CornerParity()]++
		for i, o := range c.CO {
			twist[i][o]++
		}
		for i, o := range c.EO {
			flip[i][o]++
		}
	}
	if parity[0] == 0 || parity[1] == 0 {
		t.Errorf("parities %v", parity)
	}
	for i := range twist {
		for o, n := range twist[i] {
			if n == 0 {
				t.Errorf("twist %d never seen at %s", o, CornerName(i))
			}
		}
	}
	for i := range flip {
		for o, n := range flip[i] {
			if n == 0 {
				t.Errorf("flip %d never seen at %s", o, EdgeName(i))
			}
		}
	}
}

func FuzzParseFacelets(f *testing.F) {
	f.Add("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB")
	f.Add("UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB")
	f.Add("DRLUUBFBRBLURRLRUBLRDDFDLFUFUFFDBRDUBRUFLLFDDBFLUBLRBD")
	f.Add("UUUUUUUUU RRRRRRRRR FFFFFFFFF DDDDDDDDD LLLLLLLLL BBBBBBBBB")
	f.Add("UUUU.UUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB")
	f.Add("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBB")
	f.Add("uuuuuuuuurrrrrrrrrfffffffffdddddddddlllllllllbbbbbbbbx")
	f.Add(swap(SolvedFacelets(), 9, 20).String())
	f.Add(edit(map[int]Face{9: B, 20: R, 46: F}).String())
	f.Add(rotate(SolvedFacelets(), R).String())
	f.Add("WWWWWWWWWRRRRRRRRRGGGGGGGGGYYYYYYYYYOOOOOOOOOBBBBBBBBX")
	f.Add("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBé")
	f.Add("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBB\x00")
	f.Fuzz(func(t *testing.T, s string) {
		fl, err := ParseFacelets(s)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("ParseFacelets error %T", err)
			}
			return
		}
		c, err := fl.ToCubie()
		fixed, fe, ok := AutoFix(fl)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("ToCubie error %T", err)
			}
			for _, i := range e.Stickers {
				if i < 0 || i >= NumFacelets {
					t.Fatalf("sticker %d out of range", i)
				}
			}
			if fe == nil || fe.Kind != e.Kind {
				t.Fatalf("AutoFix reports %v, ToCubie %v", fe, e)
			}
			if ok && fixed[4] != fl[4] {
				t.Fatalf("AutoFix moved the centres")
			}
			return
		}
		if ok || fe != nil {
			t.Fatalf("AutoFix on a valid cube: %v %v", ok, fe)
		}
		if !c.Verify() {
			t.Fatalf("%s gave an unreal cube", fl)
		}
		// Relabel the input relative to its centres, then compare.
		var rel [6]Face
		for x := U; x <= B; x++ {
			rel[fl[centreOf(x)]] = x
		}
		g := fl
		for i, x := range g {
			g[i] = rel[x]
		}
		if c.Facelets() != g {
			t.Fatalf("round trip %s -> %s", fl, c.Facelets())
		}
	})
}

// A string in colour initials, or any six letters, is read by its centres;
// one that is not says how to write it.
func TestParseFaceletsByCentres(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for n := 0; n < 100; n++ {
		want := Random(r).Facelets()
		colours := strings.Map(func(c rune) rune {
			return rune("WRGYOB"[strings.IndexRune("URFDLB", c)])
		}, want.String())
		if n%2 == 1 {
			colours = strings.ToLower(colours)
		}
		got, err := ParseFacelets(colours)
		if err != nil || got != want {
			t.Fatalf("%s: %v %v, want %s", colours, got, err, want)
		}
	}
	// Any space between faces, as a web page copies it (a no-break
	// space), is a space: it was a stray character.
	if f, err := ParseFacelets("UUUUUUUUU\u00a0RRRRRRRRR\u00a0FFFFFFFFF\u2003DDDDDDDDD\u2009LLLLLLLLL BBBBBBBBB"); err != nil || f != SolvedFacelets() {
		t.Errorf("spaces of Unicode: %v %v", f, err)
	}
	for _, tc := range []struct{ in, msg string }{
		// A seventh letter, a typo: it is named, not the first sticker.
		{"WWWWWWWWWRRRRRRRRRGGGGGGGGGYYYYYYYYYOOOOOOOOOBBBBBBBBX", "the letter 'X' at position 54 (B9) is on no centre; the centres hold W R G Y O B"},
		// Two centres alike.
		{"WWWWWWWWWRRRRWRRRRGGGGGGGGGYYYYYYYYYOOOOOOOOOBBBBBBBBB", "the U and R centres (U5, R5) both hold the letter 'W'"},
		{"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBX", "the letter 'X' at position 54 (B9) is on no centre"},
		{"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBB'", `the letter "'" at position 54 (B9) is on no centre`},
		{`UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBB\`, `the letter '\' at position 54 (B9) is on no centre`}, // not Go's '\\'
		// A typo on a centre: the stickers of its face are on no centre,
		// and the message shows the centres' letters.
		{"WWWWXWWWWRRRRRRRRRGGGGGGGGGYYYYYYYYYOOOOOOOOOBBBBBBBBB", "the centres hold X R G Y O B"},
		// Too long: the length, not a letter beyond the 54th.
		{"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBBextra", "has 59"},
		// Characters, not bytes: 54 of them with an accented one last.
		{"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBé", "the letter 'é' at position 54 (B9)"},
		// A NUL is a wrong letter, not a missing one.
		{"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBB\x00", "character U+0000 at position 54 (B9)"},
		{"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBB", "has 53"},
		// A pocket cube's 24 letters are said to be one, as the pocket
		// cube's parser says 54 are a 3x3x3's.
		{"UUUURRRRFFFFDDDDLLLLBBBB", "this one has 24 (a 2x2x2's)"},
		// A stray character among 54 letters: named and placed, not
		// counted as a 55th letter.
		{"UUUUUUUUURRRRRRRRRFFFFFFFFF,DDDDDDDDDLLLLLLLLLBBBBBBBBB", "this one has 54 letters and ',' at position 28"},
		{"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB\x00", "54 letters and character U+0000 at position 55"},
		{"UUUUUUUUURRRRRRRRRFFFFFFFFF'DDDDDDDDDLLLLLLLLLBBBBBBBB1", `53 letters and 2 other characters, the first "'" at position 28`},
		// Only bytes that are not UTF-8: said to be bytes, not counted
		// as letters ("this one has 3").
		{"\xff\xfe\x80", `this one has 3 bytes that are not UTF-8 text, the first byte '\xff' at position 1`},
		{"\xb9", `this one has 1 byte that is not UTF-8 text: byte '\xb9' at position 1`},
		{"12\xff", `this one has 3 (byte '\xff' at position 3 is not UTF-8 text)`},
		{"", "this one has 0"},
	} {
		_, err := ParseFacelets(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: %v, want %q", tc.in, err, tc.msg)
		}
	}
}

// TestAutoFixSuspecting: a twist or a flip the colours cannot place is
// fixed on the piece with the suspected sticker, and on no other piece;
// a twist they can place (one corner turned) keeps its fix.
func TestAutoFixSuspecting(t *testing.T) {
	alg, err := ParseAlg("R U F' L2 D B' R2 U' F D2 L B")
	if err != nil {
		t.Fatal(err)
	}
	f := Solved().Apply(alg.Moves()).Facelets()
	twist := f
	twist[6], twist[18], twist[38] = f[18], f[38], f[6] // UFL
	if g, _, ok := AutoFixSuspecting(twist, Letters, 38); !ok || g != f {
		t.Errorf("twist: the corner painted last (L3) was not the one untwisted")
	}
	if g, _, _ := AutoFix(twist); g == f {
		t.Fatalf("the test needs a twist AutoFix puts elsewhere")
	}
	flip := f
	flip[7], flip[19] = f[19], f[7] // UF
	if g, e, ok := AutoFixSuspecting(flip, Letters, 19); !ok || g != f || !strings.Contains(e.Fix, "painted last") {
		t.Errorf("flip: the edge painted last (F2) was not the one flipped back")
	}
	one := SolvedFacelets()
	one[8], one[9], one[20] = one[20], one[8], one[9]
	if g, _, ok := AutoFixSuspecting(one, Letters, 38); !ok || g != SolvedFacelets() {
		t.Errorf("the one corner twisted was not the one fixed when another was suspected")
	}
	if g, _, _ := AutoFixSuspecting(twist, Letters, 4); g == f {
		t.Errorf("a centre suspected chose a corner")
	}
}

// TestPaintedLastOnlyWhenAChoice: one corner twisted out of its place,
// painted last, is the only corner twisted: the colours tell, and the fix
// says nothing of a choice.
func TestPaintedLastOnlyWhenAChoice(t *testing.T) {
	alg, err := ParseAlg("U R2 D F2") // corners moved, none twisted
	if err != nil {
		t.Fatal(err)
	}
	c := Solved().Apply(alg.Moves())
	for p := range 8 {
		if int(c.CP[p]) == p || p == DRB {
			continue
		}
		d := c
		d.CO[p] = (d.CO[p] + 1) % 3
		f := d.Facelets()
		g, e, ok := AutoFixSuspecting(f, Letters, cornerFacelet[p][0])
		if !ok || g != c.Facelets() {
			t.Errorf("corner %d: not fixed on the corner painted", p)
		} else if strings.Contains(e.Fix, "painted last") || strings.Contains(e.Fix, "one choice") {
			t.Errorf("corner %d: the only corner twisted, yet %q", p, e.Fix)
		}
	}
}
