package photo

import (
	"slices"
	"testing"

	"cubesolver/solver/cube"
)

func TestFaceAtEnd(t *testing.T) {
	for name, want := range map[string]int{
		"dir/rubiks-side-U.png": int(cube.U), "cube_f.jpg": int(cube.F), "x.R.jpeg": int(cube.R),
		"my cube D.png": int(cube.D), "L.jpg": int(cube.L), "B": int(cube.B),
		"side-UB.png": -1, "Back.jpg": -1, "cube-2.png": -1, "IMG_001.png": -1, "face-X.png": -1,
		".U": -1, "": -1, "dir/": -1, "-": -1,
	} {
		f, ok := FaceAtEnd(name)
		if got := map[bool]int{true: int(f), false: -1}[ok]; got != want {
			t.Errorf("FaceAtEnd(%q) = %v, %v", name, f, ok)
		}
	}
}

func TestFacesAtEnd(t *testing.T) {
	// A shell's glob: in the order of the alphabet, B D F L R U.
	var glob []string
	for _, f := range "BDFLRU" {
		glob = append(glob, "x/rubiks-side-"+string(f)+".png")
	}
	got, ok := FacesAtEnd(glob)
	want := []string{"x/rubiks-side-U.png", "x/rubiks-side-R.png", "x/rubiks-side-F.png", "x/rubiks-side-D.png", "x/rubiks-side-L.png", "x/rubiks-side-B.png"}
	if !ok || !slices.Equal(got, want) {
		t.Errorf("glob: %q, %v", got, ok)
	}
	for name, files := range map[string][]string{
		"a face twice":       {"a-U.png", "a-U.jpg", "a-F.png", "a-D.png", "a-L.png", "a-B.png"},
		"one not named":      {"a-U.png", "a-R.png", "a-F.png", "a-D.png", "a-L.png", "a-7.png"},
		"five":               {"a-U.png", "a-R.png", "a-F.png", "a-D.png", "a-L.png"},
		"named at the start": {"U face.png", "R face.png", "F face.png", "D face.png", "L face.png", "B face.png"},
	} {
		if got, ok := FacesAtEnd(files); ok || got != nil {
			t.Errorf("%s: %q, %v; want nothing", name, got, ok)
		}
	}
}
