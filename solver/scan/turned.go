package scan

import (
	"fmt"

	"cubesolver/solver/cube"
)

// A face photographed with another side on top than the net's (F held
// with L on top, say) gives its nine colours turned: the pieces no longer
// fit, and several stickers are in doubt. Turning each face's colours
// back in turn finds it: on the real scans of testdata/real, every face
// of a scrambled cube turned by one, two or three quarter turns gave
// stickers in doubt, and of the 18 reads with one face turned the other
// way, exactly one was clean (no sticker in doubt, the closest cube real)
// in 114 of 137 cases, always the face turned back, and in the others
// two to four were, the right one among them. Patterned cubes (a face
// that looks the same turned) are read clean as given.

// FaceTurn is a face whose colours were read turned: Turns is how many
// quarter turns clockwise they were turned, as given, to read the cube
// (its photo had been turned as many the other way).
type FaceTurn struct {
	Face  cube.Face
	Turns int
}

func (t FaceTurn) String() string {
	return fmt.Sprintf("the photo of %v was held turned: read turned back %s (hold each face with the face above it on the net on top)",
		t.Face, [...]string{"", "a quarter turn clockwise", "a half turn", "a quarter turn anticlockwise"}[t.Turns])
}

// readClean says whether a reading needs no checking: no sticker in doubt,
// and the closest cube to the colours a real one.
func readClean(r Result) bool { return len(r.Doubtful) == 0 && r.ClosestUnsolvable == nil }

// A camera held on its side turns every photo alike, and a phone's photo
// whose orientation tag was lost on the way (or a webcam mounted on its
// side) is stored so: every face's colours come turned the same way, and
// the pieces fit nowhere (the robot's six photos turned a quarter: 23
// stickers in doubt, nothing said why). Turning all six back alike, one
// of the three ways, finds it as a single face turned is found.

// AllTurned is every face's colours read turned alike: Turns is how many
// quarter turns clockwise they were turned, as given, to read the cube.
type AllTurned struct{ Turns int }

func (t AllTurned) String() string {
	return fmt.Sprintf("every photo was turned alike: read each turned back %s (the camera held on its side, and the photos not turned upright after: hold it upright)",
		[...]string{"", "a quarter turn clockwise", "a half turn", "a quarter turn anticlockwise"}[t.Turns])
}
