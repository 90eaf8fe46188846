package photo

import (
	"slices"
	"testing"

	"cubesolver/solver/cube"
)

func TestFaceNamed(t *testing.T) {
	for name, want := range map[string]int{
		"U.jpg": int(cube.U), "dir/r face.png": int(cube.R), "F-2.jpeg": int(cube.F), "d": int(cube.D),
		"Back.jpg": -1, "rubiks-side-U.png": -1, "IMG_001.png": -1, "": -1, "dir/": -1,
	} {
		f, ok := FaceNamed(name)
		if got := map[bool]int{true: int(f), false: -1}[ok]; got != want {
			t.Errorf("FaceNamed(%q) = %v, %v", name, f, ok)
		}
	}
}

func TestInFaceOrder(t *testing.T) {
	// A shell's glob: in the order of the alphabet.
	got, _, _, ok := InFaceOrder([]string{"x/B.png", "x/D.png", "x/F.png", "x/L.png", "x/R.png", "x/U.png"})
	if want := []string{"x/U.png", "x/R.png", "x/F.png", "x/D.png", "x/L.png", "x/B.png"}; !ok || !slices.Equal(got, want) {
		t.Errorf("glob: %q", got)
	}
	// Unnamed files fill the faces left, in their order.
	got, _, _, ok = InFaceOrder([]string{"1.png", "B.png", "2.png", "3.png", "U.png", "4.png"})
	if want := []string{"U.png", "1.png", "2.png", "3.png", "4.png", "B.png"}; !ok || !slices.Equal(got, want) {
		t.Errorf("mixed: %q", got)
	}
	if _, a, b, ok := InFaceOrder([]string{"U.png", "R.png", "u2.png", "D.png", "L.png", "B.png"}); ok || a != "U.png" || b != "u2.png" {
		t.Errorf("two U: %v %q %q", ok, a, b)
	}
}
