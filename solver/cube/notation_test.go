package cube

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

func TestParseAlgTokens(t *testing.T) {
	tests := []struct {
		in   string
		want Alg
		str  string // Alg.String
	}{
		{"", nil, ""},
		{"   \n ,", nil, ""},
		{"U", Alg{{U, 1, 1, 1}}, "U"},
		{"R'", Alg{{R, 1, 1, 3}}, "R'"},
		{"F2", Alg{{F, 1, 1, 2}}, "F2"},
		{"D2'", Alg{{D, 1, 1, 2}}, "D2"},
		{"L'2", Alg{{L, 1, 1, 2}}, "L2"},
		{"B3", Alg{{B, 1, 1, 3}}, "B'"},
		{"B3'", Alg{{B, 1, 1, 1}}, "B"},
		{"U1", Alg{{U, 1, 1, 1}}, "U"},
		{"R’", Alg{{R, 1, 1, 3}}, "R'"},
		{"R′", Alg{{R, 1, 1, 3}}, "R'"},
		{"Ri", Alg{{R, 1, 1, 3}}, "R'"},
		{"Rw", Alg{{R, 0, 1, 1}}, "Rw"},
		{"Uw2'", Alg{{U, 0, 1, 2}}, "Uw2"},
		{"Fw'", Alg{{F, 0, 1, 3}}, "Fw'"},
		{"r", Alg{{R, 0, 1, 1}}, "Rw"},
		{"u' f2 d l' b", Alg{{U, 0, 1, 3}, {F, 0, 1, 2}, {D, 0, 1, 1}, {L, 0, 1, 3}, {B, 0, 1, 1}}, "Uw' Fw2 Dw Lw' Bw"},
		{"M", Alg{{L, 0, 0, 1}}, "M"},
		{"E'", Alg{{D, 0, 0, 3}}, "E'"},
		{"S2", Alg{{F, 0, 0, 2}}, "S2"},
		{"x", Alg{{R, -1, 1, 1}}, "x"},
		{"y'", Alg{{U, -1, 1, 3}}, "y'"},
		{"z2", Alg{{F, -1, 1, 2}}, "z2"},
		{"X Y' Z2", Alg{{R, -1, 1, 1}, {U, -1, 1, 3}, {F, -1, 1, 2}}, "x y' z2"},
		{"RUR'U'", Alg{{R, 1, 1, 1}, {U, 1, 1, 1}, {R, 1, 1, 3}, {U, 1, 1, 3}}, "R U R' U'"},
		{"(R U)2", Alg{{R, 1, 1, 1}, {U, 1, 1, 1}, {R, 1, 1, 1}, {U, 1, 1, 1}}, "R U R U"},
		{"(R U)'", Alg{{U, 1, 1, 3}, {R, 1, 1, 3}}, "U' R'"},
		{"(R U')2'", Alg{{U, 1, 1, 1}, {R, 1, 1, 3}, {U, 1, 1, 1}, {R, 1, 1, 3}}, "U R' U R'"},
		{"((R)2 U)2", Alg{{R, 1, 1, 1}, {R, 1, 1, 1}, {U, 1, 1, 1}, {R, 1, 1, 1}, {R, 1, 1, 1}, {U, 1, 1, 1}}, "R R U R R U"},
		{"()3 F", Alg{{F, 1, 1, 1}}, "F"},
		// The acute accent and the opening quote some keyboards and sites give.
		{"R´ U‘", Alg{{R, 1, 1, 3}, {U, 1, 1, 3}}, "R' U'"},
		{"R2´", Alg{{R, 1, 1, 2}}, "R2"},
		// Comments, as alg.cubing.net writes them.
		{"R U // sexy", Alg{{R, 1, 1, 1}, {U, 1, 1, 1}}, "R U"},
		{"R // one\nU // two", Alg{{R, 1, 1, 1}, {U, 1, 1, 1}}, "R U"},
		{"// nothing but a comment, with (, [ and x2", nil, ""},
		{"R//U", Alg{{R, 1, 1, 1}}, "R"},
		// A repeat after a multiplication sign, as cubers write it.
		{"(R U)×2", nil, "R U R U"},
		{"(R U R' U') ×2", nil, "R U R' U' R U R' U'"},
		{"(R U)\t*3", nil, "R U R U R U"},
		{"(R U)×2'", nil, "U' R' U' R'"},
		{"[R, U]×2", nil, "R U R' U' R U R' U'"},
		{"((R)×2 U)*2", nil, "R R U R R U"},
		{"(R U)×2 x2", nil, "R U R U x2"},
		{"(R U)×002", nil, "R U R U"},
		// Commutators and conjugates, nested, grouped and repeated.
		{"[R, U]", Alg{{R, 1, 1, 1}, {U, 1, 1, 1}, {R, 1, 1, 3}, {U, 1, 1, 3}}, "R U R' U'"},
		{"[R: U]", Alg{{R, 1, 1, 1}, {U, 1, 1, 1}, {R, 1, 1, 3}}, "R U R'"},
		{"[R U, D]", nil, "R U D U' R' D'"},
		{"[R,U]'", nil, "U R U' R'"},
		{"[R, U]2", nil, "R U R' U' R U R' U'"},
		{"[F: [R, U]]", nil, "F R U R' U' F'"},
		{"[[R: U], D]", nil, "R U R' D R U' R' D'"},
		{"[(R U)2: F]", nil, "R U R U F U' R' U' R'"},
		{"([R, U] F)2", nil, "R U R' U' F R U R' U' F"},
		{"[, U]", nil, "U U'"},
		{"[R:]", nil, "R R'"},
		// A rotation after a bracket, written so that it cannot be a repeat.
		{"(R U) x", nil, "R U x"},
		{"(R U)x'", nil, "R U x'"},
		{"(R U) x1", nil, "R U x"},
		{"(R U)2 x2", nil, "R U R U x2"},
		{"(R U), x2", nil, "R U x2"},
		{"(R U)\nx2", nil, "R U x2"},
		{"(R U) (x2)", nil, "R U x2"},
		{"(R U) y2", nil, "R U y2"},
		// The move count solvers write after a solution, pasted with it.
		{"R U R' U' (4f)", nil, "R U R' U'"},
		{"U2 R' (2f*)", nil, "U2 R'"},
		{"U R' (2q*) // optimal", nil, "U R'"},
		{"R2 F (3 htm)", nil, "R2 F"},
		{"(R U)2 (4f)", nil, "R U R U"},
	}
	for _, tt := range tests {
		got, err := ParseAlg(tt.in)
		if err != nil {
			t.Errorf("ParseAlg(%q): %v", tt.in, err)
			continue
		}
		if tt.want != nil || tt.in == "" {
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ParseAlg(%q) = %v, want %v", tt.in, got, tt.want)
			}
		}
		if s := got.String(); s != tt.str {
			t.Errorf("ParseAlg(%q).String() = %q, want %q", tt.in, s, tt.str)
		}
	}
}

// Every spelling of one sequence parses to the same Alg.
func TestParseAlgSpacing(t *testing.T) {
	want, _ := ParseAlg("R U R' U' Rw2 M' x")
	for _, in := range []string{
		"RUR'U'Rw2M'x",
		"  R  U  R'  U'  Rw2  M'  x  ",
		"R,U,R',U',Rw2,M',x",
		"R, U, R', U', Rw2, M', x",
		"R\nU\r\nR'\tU'\n\nRw2 M' x\n",
		"R U R’ U’ Rw2 M’ x",
		"R U R` U` Rw2 M` x",
		"R U R′ U′ Rw2 M′ x",
		"(R U) (R' U') Rw2 (M' x)",
		"R U Ri Ui Rw2 Mi x",
		"R\u00a0U R' U' Rw2 M' x",
	} {
		got, err := ParseAlg(in)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("ParseAlg(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}

func TestParseAlgErrors(t *testing.T) {
	tests := []struct {
		in    string
		token string
		pos   int // byte offset
		col   int // 1-based character
		msg   string
	}{
		{"R U Q", "Q", 4, 5, `unknown move "Q" at position 5`},
		{"R U Q2 R", "Q2", 4, 5, `unknown move "Q2" at position 5`},
		{"RUq", "q", 2, 3, `unknown move "q" at position 3`},
		{"R4", "R4", 0, 1, `unknown move "R4" at position 1: a turn is of 1, 2 or 3 quarters (R, R2, R3 or R')`},
		{"R0", "R0", 0, 1, `unknown move "R0" at position 1: a turn is of 1, 2 or 3 quarters (R, R2, R3 or R')`},
		{"U R''", "R''", 2, 3, `unknown move "R''" at position 3`},
		{"R22", "R22", 0, 1, `unknown move "R22" at position 1: a turn is of 1, 2 or 3 quarters (R, R2, R3 or R')`},
		{"Mw", "Mw", 0, 1, `unknown move "Mw" at position 1: a wide turn is Rw or r, of the faces R U F D L B only`},
		{"rw", "rw", 0, 1, `unknown move "rw" at position 1: a wide turn is Rw or r, of the faces R U F D L B only`},
		{"xw2", "xw2", 0, 1, `unknown move "xw2" at position 1: a wide turn is Rw or r, of the faces R U F D L B only`},
		{"R 2", "2", 2, 3, `unknown move "2" at position 3`},
		{"R ' U", "'", 2, 3, `unknown move "'" at position 3`},
		{"R w", "w", 2, 3, `unknown move "w" at position 3`},
		{"R’ U’ Q", "Q", 10, 7, `unknown move "Q" at position 7`},
		{"R U / F", "/", 4, 5, `unknown move "/" at position 5: a comment starts with //`},
		{"R U /", "/", 4, 5, `unknown move "/" at position 5: a comment starts with //`},
		{"Q/", "Q", 0, 1, `unknown move "Q" at position 1`},
		{"R: U", ":", 1, 2, `unknown move ":" at position 2: a conjugate is written [A: B]`},
		{"R´´", "R´´", 0, 1, `unknown move "R´´" at position 1`},
		// After a closing bracket, x2 may be a repeat or a rotation.
		{"(R U R' U') x2", "x2", 12, 13, `ambiguous "x2" at position 13: after ")" write (…)2 to repeat the group, or (x2) for the rotation`},
		{"(R U R' U')x3", "x3", 11, 12, `ambiguous "x3" at position 12: after ")" write (…)3 to repeat the group, or (x3) for the rotation`},
		{"(R U) X2'", "X2'", 6, 7, `ambiguous "X2'" at position 7: after ")" write (…)2 to repeat the group, or (X2') for the rotation`},
		{"[R, U]\tx2 F", "x2", 7, 8, `ambiguous "x2" at position 8: after "]" write […]2 to repeat the group, or (x2) for the rotation`},
		{"(R U R' U') x6", "x6", 12, 13, `unknown move "x6" at position 13: write (…)6 to repeat the group`},
		{"(R U) x0", "x0", 6, 7, `unknown move "x0" at position 7: a turn is of 1, 2 or 3 quarters (R, R2, R3 or R')`},
		{"R U x6", "x6", 4, 5, `unknown move "x6" at position 5: a turn is of 1, 2 or 3 quarters (R, R2, R3 or R')`},
		// A multiplication sign must have its count right after it, and
		// repeats only a group.
		{"(R U)×", "×", 5, 6, `bad repeat "×" at position 6: write (…)×2 or (…)2 to repeat the group`},
		{"(R U) × R", "×", 6, 7, `bad repeat "×" at position 7: write (…)×2 or (…)2 to repeat the group`},
		{"(R U) × 2", "×", 6, 7, `bad repeat "×" at position 7: write the count right after it, as in (…)×2`},
		{"[R, U]*", "*", 6, 7, `bad repeat "*" at position 7: write […]*2 or […]2 to repeat the group`},
		{"(R U)×'", "×", 5, 6, `bad repeat "×" at position 6: write (…)×2 or (…)2 to repeat the group`},
		{"(R U)×0", "×0", 5, 6, `bad repeat "×0" at position 6: a group repeated 0 times`},
		{"(R U) ×2''", "×2''", 6, 7, `bad repeat "×2''" at position 7`},
		{"(R U)×99999", "×99999", 5, 6, `repeat "×99999" at position 6 makes more than 10000 turns`},
		{"R U ×2", "×2", 4, 5, `unknown move "×2" at position 5: × repeats a group, as in (R U)×2`},
		{"×", "×", 0, 1, `unknown move "×" at position 1: × repeats a group, as in (R U)×2`},
		{"R *2", "*2", 2, 3, `unknown move "*2" at position 3: * repeats a group, as in (R U)*2`},
		{"(R U)2×2", "×2", 6, 7, `unknown move "×2" at position 7: × repeats a group, as in (R U)×2`},
		// Square brackets.
		{"[R U]", "[", 0, 1, `no , or : in "[" at position 1: a commutator is [A, B], a conjugate [A: B]`},
		{"[R, U, F]", ",", 5, 6, `extra "," at position 6 in "[" at position 1: a commutator is [A, B], a conjugate [A: B]`},
		{"F [R: U: F]", ":", 7, 8, `extra ":" at position 8 in "[" at position 3: a commutator is [A, B], a conjugate [A: B]`},
		{"[R, U)", ")", 5, 6, `unmatched ")" at position 6`},
		{"(R, U]", "]", 5, 6, `unmatched "]" at position 6`},
		{"R]", "]", 1, 2, `unmatched "]" at position 2`},
		{"[R, U", "[", 0, 1, `unclosed "[" at position 1`},
		{"[R, (U]", "]", 6, 7, `unmatched "]" at position 7`},
		{"[R, U]0", "0", 6, 7, `bad repeat "0" at position 7: a group repeated 0 times`},
		{"[(R U)3000, F]", "[", 0, 1, `bracket "[" at position 1 makes more than 10000 turns`},
		{"R U\nQ", "Q", 4, 5, `unknown move "Q" at position 5`},
		{"R \xff", "\xff", 2, 3, `unknown move "\xff" at position 3`},
		{"R (U", "(", 2, 3, `unclosed "(" at position 3`},
		{"(R (U)", "(", 0, 1, `unclosed "(" at position 1`},
		{"R U) F", ")", 3, 4, `unmatched ")" at position 4`},
		{"(R))", ")", 3, 4, `unmatched ")" at position 4`},
		{"(R U)0", "0", 5, 6, `bad repeat "0" at position 6: a group repeated 0 times`},
		{"(R U)000", "000", 5, 6, `bad repeat "000" at position 6: a group repeated 0 times`},
		{"(R U)2''", "2''", 5, 6, `bad repeat "2''" at position 6`},
		{"(R U)99999", "99999", 5, 6, `repeat "99999" at position 6 makes more than 10000 turns`},
		{"((R U)99)99", "99", 9, 10, `repeat "99" at position 10 makes more than 10000 turns`},
		{"(R)123456789012345678901234567890", "123456789012345678901234567890", 3, 4, `repeat "123456789012345678901234…" at position 4 makes more than 10000 turns`},
		{"(R U)0000000000020000", "0000000000020000", 5, 6, `repeat "0000000000020000" at position 6 makes more than 10000 turns`},
		{"(R U)5000 F'", "F'", 10, 11, `move "F'" at position 11 makes more than 10000 turns`},
	}
	for _, tt := range tests {
		a, err := ParseAlg(tt.in)
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("ParseAlg(%q) = %v, %v; want a *SyntaxError", tt.in, a, err)
			continue
		}
		if se.Token != tt.token || se.Pos != tt.pos || se.Col != tt.col || se.Error() != tt.msg {
			t.Errorf("ParseAlg(%q): got token %q pos %d col %d %q; want %q %d %d %q",
				tt.in, se.Token, se.Pos, se.Col, se.Error(), tt.token, tt.pos, tt.col, tt.msg)
		}
		if a != nil {
			t.Errorf("ParseAlg(%q) returned turns with an error", tt.in)
		}
		if _, err := ParseMoves(tt.in); err == nil || err.Error() != tt.msg {
			t.Errorf("ParseMoves(%q) error = %v, want %q", tt.in, err, tt.msg)
		}
	}
}

// Repeat counts read as numbers: leading zeros count for nothing.
func TestRepeatLeadingZeros(t *testing.T) {
	for in, want := range map[string]string{
		"(R U)000010":     "R U R U R U R U R U R U R U R U R U R U",
		"(R U)0000000002": "R U R U",
		"(R U)02'":        "U' R' U' R'",
	} {
		a, err := ParseAlg(in)
		if err != nil || a.String() != want {
			t.Errorf("ParseAlg(%q) = %q, %v; want %q", in, a.String(), err, want)
		}
	}
	// A huge bad token is named in a few characters, not echoed whole.
	_, err := ParseAlg(strings.Repeat("Q", 1<<20))
	if err == nil || len(err.Error()) > 200 {
		t.Errorf("a 1 MB bad token gives a %d-byte message", len(err.Error()))
	}
}

func mustApply(t *testing.T, alg string, f Facelets) Facelets {
	t.Helper()
	a, err := ParseAlg(alg)
	if err != nil {
		t.Fatalf("ParseAlg(%q): %v", alg, err)
	}
	return a.Apply(f)
}

func TestApplySuperflip(t *testing.T) {
	const want = "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB"
	if got := mustApply(t, "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2", SolvedFacelets()).String(); got != want {
		t.Errorf("superflip: got %s want %s", got, want)
	}
}

// Each single turn matches the hand-checked face turns of moves.go, however
// it is reached.
func TestApplyFaceTurns(t *testing.T) {
	for m := Move(0); m < NumMoves; m++ {
		want := SolvedFacelets().Move(m)
		if got := mustApply(t, m.String(), SolvedFacelets()); got != want {
			t.Errorf("%v: got %v want %v", m, got, want)
		}
	}
}

func TestRotationsKeepSolved(t *testing.T) {
	for _, alg := range []string{"x", "y", "z", "x'", "y2", "z'", "x y z", "x y", "z x' y2", "x y x' y'", "(x y)5 z'"} {
		if got := mustApply(t, alg, SolvedFacelets()); got != SolvedFacelets() {
			t.Errorf("%s on solved gives %v", alg, got)
		}
		if ms, _ := ParseMoves(alg); len(ms) != 0 {
			t.Errorf("ParseMoves(%q) = %v, want no face turns", alg, ms)
		}
	}
}

// M2 E2 S2 leaves corners and (overall) centres in place and sends every
// edge to the opposite one, so each face shows a checkerboard with the
// opposite colour on its edges: the same as R2 L2 U2 D2 F2 B2.
func TestSliceCheckerboard(t *testing.T) {
	const want = "UDUDUDUDU" + "RLRLRLRLR" + "FBFBFBFBF" + "DUDUDUDUD" + "LRLRLRLRL" + "BFBFBFBFB"
	for _, alg := range []string{"M2 E2 S2", "R2 L2 U2 D2 F2 B2", "S2 E2 M2"} {
		if got := mustApply(t, alg, SolvedFacelets()).String(); got != want {
			t.Errorf("%s: got %s want %s", alg, got, want)
		}
	}
}

// Pairs of sequences that must do the same to any cube.
func TestIdentities(t *testing.T) {
	pairs := [][2]string{
		{"r", "Rw"},
		{"r'", "Rw'"},
		{"Rw", "L x"},
		{"Uw", "D y"},
		{"Fw2", "B2 z2"},
		{"Lw", "R x'"},
		{"M", "R L' x'"},
		{"M'", "R' L x"},
		{"E", "U D' y'"},
		{"S", "F' B z"},
		{"x", "Rw L'"},
		{"x", "R M' L'"},
		{"y", "U E' D'"},
		{"z", "F S B'"},
		{"x2", "x x"},
		{"x'", "x x x"},
		{"x y x'", "z"},
		{"U x", "x B"},
		{"y R", "B y"},
		{"F y", "y L"},
		{"R3", "R'"},
		{"R2'", "R2"},
		{"(R U R' U')6", ""},
		{"(R U)'", "U' R'"},
		{"(R2 U2)6", ""},
	}
	r := rand.New(rand.NewPCG(3, 4))
	for _, p := range pairs {
		for range 5 {
			start := Random(r).Facelets()
			if a, b := mustApply(t, p[0], start), mustApply(t, p[1], start); a != b {
				t.Errorf("%q and %q differ:\n%v\n%v", p[0], p[1], a, b)
				break
			}
		}
	}
}

func TestApplyKeepsBlanks(t *testing.T) {
	f := SolvedFacelets()
	for _, i := range []int{0, 13, 22, 50} {
		f[i] = Blank
	}
	for _, alg := range []string{"R U F", "x M", "Rw' S2 y"} {
		got, full := mustApply(t, alg, f), mustApply(t, alg, SolvedFacelets())
		blanks := 0
		for i := range got {
			if got[i] == Blank {
				blanks++
			} else if got[i] != full[i] {
				t.Errorf("%s: sticker %d is %v, want %v", alg, i, got[i], full[i])
			}
		}
		if blanks != 4 {
			t.Errorf("%s: %d blanks, want 4", alg, blanks)
		}
	}
}

// Hand-made Turns outside what ParseAlg produces must not panic.
func TestOddTurns(t *testing.T) {
	a := Alg{{Blank, 1, 1, 1}, {R, 1, -1, 1}, {U, 1, 1, 0}, {F, -5, 5, -1}, {L, -1, 1, 4}}
	want := mustApply(t, "z'", SolvedFacelets())
	if got := a.Apply(SolvedFacelets()); got != want {
		t.Errorf("odd turns: got %v", got)
	}
	if s := a.String(); s != "? ? ? z' ?" {
		t.Errorf("odd turns String = %q", s)
	}
	if ms := a.Moves(); len(ms) != 0 {
		t.Errorf("odd turns Moves = %v", ms)
	}
	// Each of the six layer ranges of an axis, seen from either side, has a name.
	for _, tt := range []struct {
		turn Turn
		want string
	}{
		{Turn{R, -1, -1, 1}, "L'"}, {Turn{R, -1, 0, 2}, "Lw2"}, {Turn{R, 0, 0, 1}, "M'"},
		{Turn{L, -1, 1, 3}, "x"}, {Turn{U, 0, 0, 1}, "E'"}, {Turn{B, 0, 0, 3}, "S"},
	} {
		if s := tt.turn.String(); s != tt.want {
			t.Errorf("%v.String() = %q, want %q", tt.turn, s, tt.want)
		}
	}
}

// randomAlg writes n random tokens of every kind, with random separators
// (sometimes none) and now and then a group.
func randomAlg(r *rand.Rand, n int) string {
	letters := []string{"U", "R", "F", "D", "L", "B", "Uw", "Rw", "Fw", "Dw", "Lw", "Bw",
		"u", "r", "f", "d", "l", "b", "M", "E", "S", "x", "y", "z"}
	suffixes := []string{"", "'", "2", "2'", "3", "’", "i", "'2"}
	seps := []string{" ", "", ",", "\n", "  ", ", "}
	var b strings.Builder
	depth := 0
	bare := false // a group just closed with no suffix: x2 there is refused
	for range n {
		if r.IntN(8) == 0 {
			b.WriteString("(")
			depth++
			bare = false
		}
		letter, suffix := letters[r.IntN(len(letters))], suffixes[r.IntN(len(suffixes))]
		if bare && letter == "x" && strings.ContainsAny(suffix[:min(1, len(suffix))], "23") {
			b.WriteString(",")
		}
		b.WriteString(letter + suffix)
		bare = false
		if depth > 0 && r.IntN(4) == 0 {
			close := []string{"", "2", "'", "3", "2'"}[r.IntN(5)]
			b.WriteString(")" + close)
			depth--
			bare = close == ""
		}
		b.WriteString(seps[r.IntN(len(seps))])
	}
	b.WriteString(strings.Repeat(")", depth))
	return b.String()
}

// ParseMoves and Apply are worked out independently (frame tracking against
// sticker permutations); on random sequences they must agree, from solved
// and from random cubes.
func TestParseMovesMatchesApply(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 1000 {
		s := randomAlg(r, r.IntN(30))
		a, err := ParseAlg(s)
		if err != nil {
			t.Fatalf("ParseAlg(%q): %v", s, err)
		}
		ms, err := ParseMoves(s)
		if err != nil {
			t.Fatalf("ParseMoves(%q): %v", s, err)
		}
		got := a.Apply(SolvedFacelets())
		want := SolvedFacelets()
		for _, m := range ms {
			want = want.Move(m)
		}
		if got != want {
			t.Fatalf("%q: Apply gives %v, ParseMoves %v gives %v", s, got, ms, want)
		}
		// From a scrambled cube: rotations in the scramble turn the way
		// the cube is held, so compare with the two run as one sequence.
		pre := randomAlg(r, 20)
		p, _ := ParseAlg(pre)
		start := p.Apply(SolvedFacelets())
		both, _ := ParseMoves(pre + "\n" + s) // a line break: "(…)\nx2" is a rotation
		if got, want := a.Apply(start), Solved().Apply(both).Facelets(); got != want {
			t.Fatalf("%q after %q: Apply gives %v, moves give %v", s, pre, got, want)
		}
		if back, err := ParseAlg(a.String()); err != nil || !reflect.DeepEqual(back, a) && len(a) > 0 {
			t.Fatalf("%q: String %q parses back to %v, %v", s, a.String(), back, err)
		}
		if inv := a.Inverse().Apply(a.Apply(start)); inv != start {
			t.Fatalf("%q: inverse does not undo it", s)
		}
	}
}

func FuzzParseAlg(f *testing.F) {
	for _, s := range []string{
		"", "R U R' U'", "RUR'U'", "Rw r M E S x y z", "Uw2' R’ Fi B3",
		"(R U)2 (R U')' ((F)3 B)2", "R U Q", "(R", ")", "(R)0", "R,U\nF",
		"U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2", "M2 E2 S2", "R’ U’ \xff",
		"[R, U]2 // c\nF", "[F: [R U, D]]'", "(R U) x2", "(R U) x6", "(R U)×2", "(R U) × 2", "R *2", "R´ U‘", "[R, U, F]", "R / U",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAlg(s)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("ParseAlg(%q): %T is no *SyntaxError", s, err)
			}
			if se.Pos < 0 || se.Pos > len(s) || !strings.HasPrefix(s[se.Pos:], se.Token) || se.Col < 1 {
				t.Fatalf("ParseAlg(%q): error %+v points outside the input", s, se)
			}
			return
		}
		if len(a) > MaxAlgTurns {
			t.Fatalf("ParseAlg(%q): %d turns", s, len(a))
		}
		got := a.Apply(SolvedFacelets())
		ms, err := ParseMoves(s)
		if err != nil {
			t.Fatalf("ParseMoves(%q) fails where ParseAlg did not: %v", s, err)
		}
		want := SolvedFacelets()
		for _, m := range ms {
			want = want.Move(m)
		}
		if got != want {
			t.Fatalf("%q: Apply gives %v, ParseMoves gives %v", s, got, want)
		}
		if back, err := ParseAlg(a.String()); err != nil || len(back) != len(a) || back.Apply(SolvedFacelets()) != got {
			t.Fatalf("%q: String %q does not parse back: %v", s, a.String(), err)
		}
	})
}

// Turned keeps each sticker's colour: after x the green face is on top,
// where Apply would have renamed it U.
func TestTurnedKeepsColours(t *testing.T) {
	alg, err := ParseAlg("x")
	if err != nil {
		t.Fatal(err)
	}
	f := SolvedFacelets().Turned(alg[0])
	for i := 0; i < 9; i++ {
		if f[i] != F {
			t.Fatalf("after x, U%d is %v, want F", i+1, f[i])
		}
	}
	if g := alg.Apply(SolvedFacelets()); g != SolvedFacelets() {
		t.Errorf("Apply renames after the centres: %v", g)
	}
	if got := f.RelativeToCentres(); got != SolvedFacelets() {
		t.Errorf("read after its centres, the turned cube is %v", got)
	}
}
