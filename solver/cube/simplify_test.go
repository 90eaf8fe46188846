package cube

import (
	"math/rand/v2"
	"testing"
)

func TestSimplify(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"R", "R"},
		{"U U2", "U'"},
		{"R R'", ""},
		{"R R R R", ""},
		{"U D U", "U2 D"},
		{"D U", "U D"},
		{"D U'", "U' D"},
		{"L R2", "R2 L"},
		{"B F D U", "F B U D"},
		{"U D U'", "D"},
		{"U D U' D'", ""},
		{"R U U' R'", ""},
		{"R U D U' D' R'", ""},
		{"F R L R' F'", "F L F'"},
		{"R L R' F F'", "L"},
		{"U R D R' U", "U R D R' U"},
		{"U2 D2 U2 D2", ""},
		{"R U R' U' R U R' U'", "R U R' U' R U R' U'"},
		{"D R L' R' U", "D L' U"},
	}
	for _, tt := range tests {
		in, _ := ParseMoves(tt.in)
		orig := append([]Move(nil), in...)
		got := FormatMoves(Simplify(in))
		if got != tt.want {
			t.Errorf("Simplify(%s) = %q, want %q", tt.in, got, tt.want)
		}
		if FormatMoves(in) != FormatMoves(orig) {
			t.Errorf("Simplify(%s) changed its input", tt.in)
		}
	}
}

// On random sequences with many repeated axes, Simplify keeps the state, is
// stable and leaves nothing to merge, in canonical order.
func TestSimplifyRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for range 2000 {
		ms := make([]Move, r.IntN(25))
		for i := range ms {
			// Few faces, so that merges and cancellations are common.
			ms[i] = NewMove([]Face{U, D, R}[r.IntN(3)], 1+r.IntN(3))
		}
		s := Simplify(ms)
		if Solved().Apply(s) != Solved().Apply(ms) {
			t.Fatalf("Simplify(%s) = %s changes the state", FormatMoves(ms), FormatMoves(s))
		}
		if again := Simplify(s); FormatMoves(again) != FormatMoves(s) {
			t.Fatalf("Simplify not stable: %s -> %s", FormatMoves(s), FormatMoves(again))
		}
		if len(s) > len(ms) || HTM(s) != len(s) {
			t.Fatalf("Simplify(%s) = %s is longer", FormatMoves(ms), FormatMoves(s))
		}
		for i := 1; i < len(s); i++ {
			a, b := s[i-1].Face(), s[i].Face()
			if a == b || b == a.Opposite() && a > b {
				t.Fatalf("Simplify(%s) = %s: %v then %v", FormatMoves(ms), FormatMoves(s), s[i-1], s[i])
			}
			if i >= 2 && s[i-2].Face() == b && a == b.Opposite() {
				t.Fatalf("Simplify(%s) = %s: %v %v %v", FormatMoves(ms), FormatMoves(s), s[i-2], s[i-1], s[i])
			}
		}
	}
}

func TestHTM(t *testing.T) {
	ms, _ := ParseMoves("R U2 R' M")
	if HTM(ms) != 5 || QTM(ms) != 6 {
		t.Errorf("HTM %d QTM %d, want 5 and 6", HTM(ms), QTM(ms))
	}
}
