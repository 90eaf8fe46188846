package puzzle

import (
	"strings"
	"testing"

	"cubesolver/solver/cube"
)

// Cubes with a piece turned or two swapped reach targets with the same
// fault, and are told apart from those with another.
func TestReach(t *testing.T) {
	twisted, flipped, swapped := cube.Solved(), cube.Solved(), cube.Solved()
	twisted.CO[cube.DFR], twisted.CO[cube.ULB] = 1, 1 // sum 2
	flipped.EO[cube.UF] = 1
	swapped.EP[cube.UR], swapped.EP[cube.UF] = swapped.EP[cube.UF], swapped.EP[cube.UR]
	turned := func(c cube.Cubie, moves string) cube.Cubie {
		ms, err := cube.ParseMoves(moves)
		if err != nil {
			t.Fatal(err)
		}
		return c.Apply(ms)
	}
	for _, tc := range []struct {
		name     string
		from, to cube.Cubie
		want     string // "" if reached
	}{
		{"twisted alike", twisted, turned(twisted, "R U2 D' B"), ""},
		{"flipped alike", turned(flipped, "F"), flipped, ""},
		{"swapped alike", swapped, turned(swapped, "L' D"), ""},
		{"twisted and flipped", twisted, flipped, "corner twists differ"},
		{"flipped and swapped", flipped, swapped, "edge flips differ"},
		{"swapped and twisted", swapped, turned(twisted, "R"), "corner twists differ"},
	} {
		from, to := Validate(Cube3, tc.from.Facelets()), Validate(Cube3, tc.to.Facelets())
		if from.OK || to.OK || !from.Arranged || !to.Arranged {
			t.Fatalf("%s: verdicts %q, %q", tc.name, from.Text, to.Text)
		}
		why, known := Reach(Cube3, from, to)
		if !known || (tc.want == "") != (why == "") || !strings.Contains(why, tc.want) {
			t.Errorf("%s: %q, %v", tc.name, why, known)
		}
	}
	// An impossible corner is no arrangement: nothing can be said.
	f := cube.SolvedFacelets()
	f[0], f[9] = f[9], f[0]
	if why, known := Reach(Cube3, Validate(Cube3, f), Validate(Cube3, twisted.Facelets())); known {
		t.Errorf("an impossible corner: %q", why)
	}
}
