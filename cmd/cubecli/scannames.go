package main

import (
	"path/filepath"
	"slices"

	"cubesolver/solver/scan/photo"
)

// photosInFaceOrder puts scan's six face photos in the order U R F D L B.
// Where every name ends in a different face (rubiks-side-U.png ...
// rubiks-side-B.png, which a shell's glob gives as B D F L R U), the
// names say which face each is, and a note says so if that is not the
// order given: read in that order, the faces were read as others, and
// only "stickers in doubt" was said. Otherwise photo.InFaceOrder: names
// that begin with a face (U.jpg), the rest in the order given.
func (e *env) photosInFaceOrder(files []string) []string {
	ordered, ok := photo.FacesAtEnd(files)
	if !ok {
		return photo.InFaceOrder(files)
	}
	if !slices.Equal(ordered, files) {
		e.saysf("faces taken from the file names, not the order given (%s is U, and so on)", filepath.Base(ordered[0]))
	}
	return ordered
}
