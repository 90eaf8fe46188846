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
	got := InFaceOrder([]string{"x/B.png", "x/D.png", "x/F.png", "x/L.png", "x/R.png", "x/U.png"})
	if want := []string{"x/U.png", "x/R.png", "x/F.png", "x/D.png", "x/L.png", "x/B.png"}; !slices.Equal(got, want) {
		t.Errorf("glob: %q", got)
	}
	// Unnamed files fill the faces left, in their order.
	got = InFaceOrder([]string{"1.png", "B.png", "2.png", "3.png", "U.png", "4.png"})
	if want := []string{"U.png", "1.png", "2.png", "3.png", "4.png", "B.png"}; !slices.Equal(got, want) {
		t.Errorf("mixed: %q", got)
	}
	// Names that name one face twice say nothing: the order given.
	given := []string{"f1.jpg", "f2.jpg", "f3.jpg", "f4.jpg", "f5.jpg", "f6.jpg"}
	if got = InFaceOrder(given); !slices.Equal(got, given) {
		t.Errorf("f1 to f6: %q", got)
	}
}
