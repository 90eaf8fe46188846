package render

import (
	"math"

	"cubesolver/solver/cube"
)

// The net is a grid of 12x9 sticker cells: U above, L F R B in a row, D below.
//
//	   U
//	L  F  R  B
//	   D
//
// Each face is drawn as it is seen when the net is folded out flat, which is
// also the order of Kociemba's facelet string: sticker 1 top left, sticker 9
// bottom right.
const (
	NetCols = 12 // sticker cells across the net
	NetRows = 9  // sticker cells down the net
)

// faceCell gives the grid cell (column, row) of the top-left sticker of each
// face, indexed by cube.Face.
var faceCell = [6][2]int{
	cube.U: {3, 0},
	cube.R: {6, 3},
	cube.F: {3, 3},
	cube.D: {3, 6},
	cube.L: {0, 3},
	cube.B: {9, 3},
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
}

// NewNet lays the net out in an area width x height.
func NewNet(width, height float64) Net {
	// The grid is NetCols cells plus three face gaps across, NetRows cells
	// plus two face gaps down, with a margin all round.
	gw := NetCols + 3*faceGapFrac + 2*marginFrac
	gh := NetRows + 2*faceGapFrac + 2*marginFrac
	cell := math.Max(0, math.Min(width/gw, height/gh))
	n := Net{Width: width, Height: height, Cell: cell}
	n.X0 = (width - (NetCols+3*faceGapFrac)*cell) / 2
	n.Y0 = (height - (NetRows+2*faceGapFrac)*cell) / 2
	return n
}

// MinSize returns the smallest area in which the net has stickers of the
// given side.
func MinSize(cell float64) (width, height float64) {
	return (NetCols + 3*faceGapFrac + 2*marginFrac) * cell,
		(NetRows + 2*faceGapFrac + 2*marginFrac) * cell
}

// cellRect returns the full cell at grid column c, row r.
func (n Net) cellRect(c, r int) Rect {
	g := n.Cell * faceGapFrac
	return Rect{
		X: n.X0 + float64(c)*n.Cell + float64(c/3)*g,
		Y: n.Y0 + float64(r)*n.Cell + float64(r/3)*g,
		W: n.Cell,
		H: n.Cell,
	}
}

// Face returns the square covered by face f (its nine cells).
func (n Net) Face(f cube.Face) Rect {
	r := n.cellRect(faceCell[f][0], faceCell[f][1])
	r.W, r.H = 3*n.Cell, 3*n.Cell
	return r
}

// Sticker returns the rectangle of sticker i (0..53, Kociemba order),
// without the gap around it.
func (n Net) Sticker(i int) Rect {
	f, k := i/9, i%9
	r := n.cellRect(faceCell[f][0]+k%3, faceCell[f][1]+k/3)
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
			if n.Sticker(i).Contains(x, y) {
				return i, true
			}
		}
		return 0, false
	}
	return 0, false
}
