package scan

import (
	"fmt"

	"cubesolver/solver/cube"
)

// Two faces' photos given the other way round (the photo of F given as
// R's, say) give every sticker the right colour on the wrong face: the
// pieces no longer fit, and stickers are in doubt. As for a face turned
// (see held.go), each of the 15 pairs of faces swapped back is read,
// and a swap is taken only where exactly one reads clean.

// FaceSwap is two faces whose colours were given each as the other's.
type FaceSwap struct{ A, B cube.Face }

func (s FaceSwap) String() string {
	return fmt.Sprintf("the photos of %v and %v were given the other way round: read each as the other's (the pieces fit only so)", s.A, s.B)
}

// Named says the same of the two photos' files, a given as A's and b as
// B's. It begins with "the", not a file's name, which a sentence's
// capital would change.
func (s FaceSwap) Named(a, b string) string {
	return fmt.Sprintf("the photo %s, given as %v's, shows %v, and %s, given as %v's, shows %v: each is read as the face it shows (the pieces fit only so)", a, s.A, s.B, b, s.B, s.A)
}
