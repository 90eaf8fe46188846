package cube

import "fmt"

// Face names one of the six faces, and the colour of the sticker that
// belongs to it on a solved cube. Blank marks a sticker not set yet.
type Face uint8

// The faces in Kociemba's order.
const (
	U Face = iota
	R
	F
	D
	L
	B
	Blank
)

const faceLetters = "URFDLB."

// String returns the face letter, or "." for Blank.
func (f Face) String() string {
	if f > Blank {
		return fmt.Sprintf("Face(%d)", uint8(f))
	}
	return faceLetters[f : f+1]
}

// Opposite returns the face across the cube.
func (f Face) Opposite() Face {
	if f >= Blank {
		return f
	}
	return (f + 3) % 6
}

// FaceFromLetter returns the face named by one of the letters URFDLB
// (either case) or '.' for Blank.
func FaceFromLetter(c byte) (Face, bool) {
	switch c {
	case 'U', 'u':
		return U, true
	case 'R', 'r':
		return R, true
	case 'F', 'f':
		return F, true
	case 'D', 'd':
		return D, true
	case 'L', 'l':
		return L, true
	case 'B', 'b':
		return B, true
	case '.':
		return Blank, true
	}
	return 0, false
}
