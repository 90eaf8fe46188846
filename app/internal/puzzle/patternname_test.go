package puzzle

import (
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

func TestPatternName(t *testing.T) {
	six, _ := cube.PatternNamed("six spots")
	if got := PatternName(Cube3, six.Cubie().Facelets()); got != "Six spots" {
		t.Errorf("six spots: %q", got)
	}
	if got := PatternName(Cube2, FromPocket(pocketPattern(t, "diagonal swap"))); got != "Diagonal swap" {
		t.Errorf("the pocket cube's diagonal swap: %q, want the name without its brackets", got)
	}
	painted := cube.SolvedFacelets()
	painted[0] = cube.R
	for _, f := range []cube.Facelets{cube.SolvedFacelets(), painted, {}} {
		if got := PatternName(Cube3, f); got != "" {
			t.Errorf("%v named %q", f, got)
		}
	}
	// The 3x3x3's pattern is not the pocket cube's.
	if got := PatternName(Cube2, six.Cubie().Facelets()); got != "" {
		t.Errorf("six spots as a pocket cube named %q", got)
	}
}

// pocketPattern is the stickers of the pocket cube's pattern called name.
func pocketPattern(t *testing.T, name string) pocket.Facelets {
	t.Helper()
	x, ok := pocket.PatternNamed(name)
	if !ok {
		t.Fatalf("no pocket pattern %q", name)
	}
	return x.Cube().Facelets()
}
