package photo

import (
	"path/filepath"
	"strings"

	"cubesolver/solver/cube"
)

// FaceAtEnd returns the face a photo's file name ends in: its name
// without its extension ends in a face's letter as a word of its own,
// after '-', '_', '.' or a space ("rubiks-side-U.png", "cube_f.jpg") or
// alone ("U.jpg"), as programs that save a cube's photos name them.
func FaceAtEnd(file string) (cube.Face, bool) {
	base := filepath.Base(file)
	stem := strings.TrimSuffix(base, filepath.Ext(base))
	last := stem[strings.LastIndexAny(stem, "-_. ")+1:]
	if len(last) != 1 {
		return 0, false
	}
	f := strings.IndexByte("URFDLB", strings.ToUpper(last)[0])
	if f < 0 {
		return 0, false
	}
	return cube.Face(f), true
}

// FacesAtEnd puts six photos' files in the order U R F D L B by the faces
// their names end in (FaceAtEnd), whatever the order given. ok is false,
// and ordered nil, unless every name ends in a face and no two in the same
// one: then the names say nothing sure.
func FacesAtEnd(files []string) (ordered []string, ok bool) {
	if len(files) != 6 {
		return nil, false
	}
	ordered = make([]string, 6)
	for _, file := range files {
		f, named := FaceAtEnd(file)
		if !named || ordered[f] != "" {
			return nil, false
		}
		ordered[f] = file
	}
	return ordered, true
}
