package scan

import (
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// layout is what reading a puzzle's colours needs to know of it: its
// stickers, how many a face, and its pieces. The 3x3x3 has centres, which
// belong to no piece and are read as their own faces' colours; the pocket
// cube has its corners alone.
type layout struct {
	stickers, perFace int
	centres           bool
	corners           pieceSet
	edges             *pieceSet // nil where there are none
}

var (
	cube3 = &layout{
		stickers: cube.NumFacelets, perFace: 9, centres: true,
		corners: newPieceSet(8, 3, 9, func(i int) []int { s := cube.CornerStickers(i); return s[:] }),
		edges:   ptr(newPieceSet(12, 2, 9, func(i int) []int { s := cube.EdgeStickers(i); return s[:] })),
	}
	cube2 = &layout{
		stickers: pocket.NumFacelets, perFace: 4,
		corners: newPieceSet(8, 3, 4, func(i int) []int { s := pocket.CornerStickers(i); return s[:] }),
	}
)

func ptr[T any](v T) *T { return &v }

// side is the number of stickers along a face's edge.
func (l *layout) side() int {
	if l.perFace == 4 {
		return 2
	}
	return 3
}

// isCentre reports whether sticker i is a centre, which names its colour.
func (l *layout) isCentre(i int) bool { return l.centres && i%l.perFace == l.perFace/2 }

// centre is the centre sticker of face f.
func (l *layout) centre(f cube.Face) int { return int(f)*l.perFace + l.perFace/2 }

// blank returns the stickers with the centres read as their faces' own
// colours and the rest for the pieces to paint.
func (l *layout) blank() []cube.Face {
	f := make([]cube.Face, l.stickers)
	for i := range f {
		f[i] = cube.Face(i / l.perFace)
	}
	return f
}
