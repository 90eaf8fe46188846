package cube

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// uprightCase is a line of testdata/upright.txt.
type uprightCase struct{ moves, facelets, same string }

// readUprightCases reads testdata/upright.txt, which the window's and
// cubecli's tests read too (path is where it is from their package).
func readUprightCases(t *testing.T, path string) []uprightCase {
	t.Helper()
	file, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	var out []uprightCase
	sc := bufio.NewScanner(file)
	for sc.Scan() {
		if line := sc.Text(); line != "" && !strings.HasPrefix(line, "#") {
			f := strings.Split(line, "|")
			if len(f) != 3 {
				t.Fatalf("%s: bad line %q", path, line)
			}
			out = append(out, uprightCase{strings.TrimSpace(f[0]), strings.TrimSpace(f[1]), strings.TrimSpace(f[2])})
		}
	}
	return out
}

// Typed moves with rotations, wide turns and slices make the cubes worked
// out by hand, and MovesUpright's face turns make the same cubes.
func TestApplyUpright(t *testing.T) {
	for _, c := range readUprightCases(t, "testdata/upright.txt") {
		a, err := ParseAlg(c.moves)
		if err != nil {
			t.Fatal(err)
		}
		if got := a.ApplyUpright(SolvedFacelets()).String(); got != c.facelets {
			t.Errorf("%s: ApplyUpright gives %s, want %s (as %s)", c.moves, got, c.facelets, c.same)
		}
		if got := FormatMoves(a.MovesUpright()); got != c.same {
			t.Errorf("%s: MovesUpright gives %q, want %q", c.moves, got, c.same)
		}
	}
	// On random sequences the face turns make the cube ApplyUpright does.
	r := rand.New(rand.NewPCG(7, 8))
	for range 300 {
		s := randomAlg(r, r.IntN(30))
		a, err := ParseAlg(s)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := a.ApplyUpright(SolvedFacelets()), Solved().Apply(a.MovesUpright()).Facelets(); got != want {
			t.Fatalf("%q: ApplyUpright gives %v, MovesUpright's turns %v", s, got, want)
		}
	}
}
