package render

import (
	"math"

	"cubesolver/solver/cube"
)

// The net is a grid of 12x9 sticker cells (8x6 for the pocket cube): U
// above, L F R B in a row, D below.
//
//	   U
//	L  F  R  B
//	   D
//
// Each face is drawn as it is seen when the net is folded out flat, which is
// also the order of Kociemba's facelet string: sticker 1 top left, sticker 9
// bottom right. The pocket cube's stickers are the 3x3x3's corner stickers
// (see package pocket), so a pocket net takes the same sticker indexes,
// 0..53, and has only those of the corners.
const (
	NetCols = 12 // sticker cells across the net
	NetRows = 9  // sticker cells down the net
)

// faceSlot gives the place of each face in the net, in faces (column,
// row), indexed by cube.Face.
var faceSlot = [6][2]int{
	cube.U: {1, 0},
	cube.R: {2, 1},
	cube.F: {1, 1},
	cube.D: {1, 2},
	cube.L: {0, 1},
	cube.B: {3, 1},
}

// Proportions of the layout, as fractions of one sticker cell.
const (
	faceGapFrac    = 0.22 // space between neighbouring faces
	stickerGapFrac = 0.08 // space around each sticker inside its face
	marginFrac     = 0.25 // space around the whole net
)

// Rect is an axis-aligned rectangle with float coordinates; X, Y is the top
// left corner.
type Rect struct {
	X, Y, W, H float64
}

// Contains reports whether the point x, y lies inside r (edges included).
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x <= r.X+r.W && y >= r.Y && y <= r.Y+r.H
}

// Center returns the middle of r.
func (r Rect) Center() (x, y float64) {
	return r.X + r.W/2, r.Y + r.H/2
}

// Inset returns r shrunk by d on every side.
func (r Rect) Inset(d float64) Rect {
	return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d}
}

// Net is the layout of the unfolded cube in an area of a given size. The
// net keeps its proportions and is centred in the area; units are whatever
// the caller uses (pixels for drawing, device-independent units for
// hit-testing a widget), since the layout scales with the size.
type Net struct {
	Width, Height float64 // the whole area
	Cell          float64 // side of one sticker cell
	X0, Y0        float64 // top left corner of the grid
	N             int     // stickers along a face's side: 3, or 2 for the pocket cube
}

// NewNet lays the 3x3x3's net out in an area width x height.
func NewNet(width, height float64) Net { return NewNetOf(3, width, height) }

// NewPocketNet lays the pocket cube's net out in an area width x height.
func NewPocketNet(width, height float64) Net { return NewNetOf(2, width, height) }

// NewNetOf lays out the net of a cube of n stickers a side (3 or 2).
func NewNetOf(n int, width, height float64) Net {
	if n != 2 {
		n = 3
	}
	// The grid is 4n cells plus three face gaps across, 3n cells plus two
	// face gaps down, with a margin all round.
	gw := float64(4*n) + 3*faceGapFrac + 2*marginFrac
	gh := float64(3*n) + 2*faceGapFrac + 2*marginFrac
	cell := math.Max(0, math.Min(width/gw, height/gh))
	net := Net{Width: width, Height: height, Cell: cell, N: n}
	net.X0 = (width - (float64(4*n)+3*faceGapFrac)*cell) / 2
	net.Y0 = (height - (float64(3*n)+2*faceGapFrac)*cell) / 2
	return net
}

// Capped is the net with cells of at most maxCell, centred in the same
// area: a net that stops growing in a large window.
func (n Net) Capped(maxCell float64) Net {
	if n.Cell <= maxCell {
		return n
	}
	k := float64(n.size())
	n.X0 += (4*k + 3*faceGapFrac) * (n.Cell - maxCell) / 2
	n.Y0 += (3*k + 2*faceGapFrac) * (n.Cell - maxCell) / 2
	n.Cell = maxCell
	return n
}

// Scaled is the net with every length multiplied by k: from a widget's
// units to the pixels it is drawn in, say.
func (n Net) Scaled(k float64) Net {
	n.Width, n.Height, n.Cell, n.X0, n.Y0 = n.Width*k, n.Height*k, n.Cell*k, n.X0*k, n.Y0*k
	return n
}

// MinSize returns the smallest area in which the 3x3x3's net has stickers
// of the given side.
func MinSize(cell float64) (width, height float64) {
	return (NetCols + 3*faceGapFrac + 2*marginFrac) * cell,
		(NetRows + 2*faceGapFrac + 2*marginFrac) * cell
}

// size is the stickers along a face's side, 3 for a Net made without
// NewNetOf.
func (n Net) size() int {
	if n.N == 2 {
		return 2
	}
	return 3
}

// cellRect returns the full cell at grid column c, row r.
func (n Net) cellRect(c, r int) Rect {
	g := n.Cell * faceGapFrac
	k := n.size()
	return Rect{
		X: n.X0 + float64(c)*n.Cell + float64(c/k)*g,
		Y: n.Y0 + float64(r)*n.Cell + float64(r/k)*g,
		W: n.Cell,
		H: n.Cell,
	}
}

// Face returns the square covered by face f.
func (n Net) Face(f cube.Face) Rect {
	k := n.size()
	r := n.cellRect(k*faceSlot[f][0], k*faceSlot[f][1])
	r.W, r.H = float64(k)*n.Cell, float64(k)*n.Cell
	return r
}

// Has reports whether the net shows sticker i: every one of 0..53 on the
// 3x3x3's, the corner stickers on the pocket cube's.
func (n Net) Has(i int) bool {
	if i < 0 || i >= cube.NumFacelets {
		return false
	}
	row, col := i%9/3, i%3
	return n.size() == 3 || row != 1 && col != 1
}

// Sticker returns the rectangle of sticker i (0..53, Kociemba order),
// without the gap around it; on the pocket cube's net i is a corner
// sticker (Has).
func (n Net) Sticker(i int) Rect {
	f, row, col := i/9, i%9/3, i%3
	k := n.size()
	if k == 2 {
		row, col = row/2, col/2
	}
	r := n.cellRect(k*faceSlot[f][0]+col, k*faceSlot[f][1]+row)
	return r.Inset(n.Cell * stickerGapFrac)
}

// HitTest returns the sticker under the point x, y. It reports false for
// points in the gaps between stickers and outside the net.
func (n Net) HitTest(x, y float64) (sticker int, ok bool) {
	if n.Cell <= 0 {
		return 0, false
	}
	for f := cube.Face(0); f < 6; f++ {
		if !n.Face(f).Contains(x, y) {
			continue
		}
		for k := 0; k < 9; k++ {
			i := 9*int(f) + k
			if n.Has(i) && n.Sticker(i).Contains(x, y) {
				return i, true
			}
		}
		return 0, false
	}
	return 0, false
}
