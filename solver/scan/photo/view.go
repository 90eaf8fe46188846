package photo

import (
	"fmt"
	"image"

	"cubesolver/solver/cube"
	"cubesolver/solver/scan"
)

// CornerView is one of the two views of a cube from opposite corners that
// together show all six faces.
type CornerView int

const (
	// FrontCorner is the corner of U, F and R towards the camera: U on
	// top, F at the left, R at the right (with the usual colours: white
	// on top, green at the left, red at the right).
	FrontCorner CornerView = iota
	// BackCorner is the opposite corner, of D, L and B: the cube turned
	// over, D on top, L at the left, B at the right (yellow on top,
	// orange at the left, blue at the right).
	BackCorner
)

// Faces returns the faces the view shows on top, at the left and at the
// right.
func (v CornerView) Faces() [3]cube.Face {
	if v == BackCorner {
		return [3]cube.Face{cube.D, cube.L, cube.B}
	}
	return [3]cube.Face{cube.U, cube.F, cube.R}
}

// turns is, for each face a view shows (top, left, right), how far its
// sticker 1 is round from the outline's first corner: U, F and R read as
// they are seen; D, L and B upside down or turned.
var turns = [2][3]int{FrontCorner: {0, 0, 0}, BackCorner: {3, 2, 2}}

// FaceQuads returns the outline of each face the corner shows, with its
// corners in the order of the face's stickers 1, 3, 9, 7 (as Sample wants
// them), for the faces v.Faces() names.
func (c Corner) FaceQuads(v CornerView) [3]Quad {
	var out [3]Quad
	for k, q := range [3]Quad{c.Top, c.Left, c.Right} {
		t := turns[v][k]
		for i := range out[k] {
			out[k][i] = q[(i+t)%4]
		}
	}
	return out
}

// Turn takes the colours of a corner's three faces as seen (measured for
// FrontCorner, each face read as it lies in the picture) to those of view
// v, each face's nine in its own order: SampleCorner(img, c, v) is
// v.Turn(SampleCorner(img, c, FrontCorner)).
func (v CornerView) Turn(seen [3][9]scan.RGB) [3][9]scan.RGB {
	var out [3][9]scan.RGB
	for k := range seen {
		for i := range seen[k] {
			out[k][i] = seen[k][turnedBy(i, turns[v][k])]
		}
	}
	return out
}

// turnedBy is where sticker i (0-8, reading order) of a face read from
// its outline's corner t lies when read from corner 0.
func turnedBy(i, t int) int {
	r, c := i/3, i%3
	for ; t > 0; t-- {
		// Reading from the next corner clockwise: the top row becomes
		// the right-hand column, read downwards.
		r, c = c, 2-r
	}
	return r*3 + c
}

// cornerHalf is half the side of the part of a sticker measured in a
// corner view, as a fraction of the sticker's cell.
const cornerHalf = 0.16

// SampleCorner measures the 27 stickers of the three faces of a corner
// view, each face's nine in its own order, for the faces v.Faces() names.
func SampleCorner(img image.Image, c Corner, v CornerView) ([3][9]scan.RGB, error) {
	var out [3][9]scan.RGB
	for k, q := range c.FaceQuads(v) {
		// A face seen nearly edge on has its stickers only a few pixels
		// deep, and its outline is less sure (extrapolated, or placed by
		// the other two): the middle third of each sticker, not 44%.
		s, err := sample(img, q, 3, cornerHalf)
		if err != nil {
			return out, fmt.Errorf("face %v: %w", v.Faces()[k], err)
		}
		copy(out[k][:], s)
	}
	return out, nil
}
