package photo

import (
	"path/filepath"
	"strings"

	"cubesolver/solver/cube"
)

// FaceNamed returns the face a photo's file is named after: its name
// begins with the face's letter, alone or followed by something not a
// letter ("U.jpg", "r face.png", "F-2.jpeg"), not a word ("Back.jpg",
// "rubiks-side-U.png").
func FaceNamed(file string) (cube.Face, bool) {
	base := strings.ToUpper(filepath.Base(file))
	if base == "" {
		return 0, false
	}
	f := strings.IndexByte("URFDLB", base[0])
	if f < 0 || len(base) > 1 && base[1] >= 'A' && base[1] <= 'Z' {
		return 0, false
	}
	return cube.Face(f), true
}

// InFaceOrder puts six photos' files in the order U R F D L B: each named
// after a face (FaceNamed) in its place, the others in the places left, in
// the order given. Where two name one face (f1.jpg ... f6.jpg, or a file
// given twice), the names say nothing, and the order given stands.
func InFaceOrder(files []string) []string {
	ordered := make([]string, len(files))
	var rest []string
	for _, file := range files {
		f, named := FaceNamed(file)
		switch {
		case !named || int(f) >= len(ordered):
			rest = append(rest, file)
		case ordered[f] != "":
			return files
		default:
			ordered[f] = file
		}
	}
	for i := range ordered {
		if ordered[i] == "" && len(rest) > 0 {
			ordered[i], rest = rest[0], rest[1:]
		}
	}
	return ordered
}
