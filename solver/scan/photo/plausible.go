package photo

import "math"

// A lattice of regions of even colour is not always a cube's face: a
// plasma fractal, a photo of something else, has flat patches that can
// happen to lie on a 3x3 lattice, and were read as a face. Such a lattice
// has two marks a face lacks. Its patches are of many sizes, off the
// lattice (irregular: 0.42 to 0.93 on 46 plasma pictures and a photo of a
// rose, where the real faces of ../shared/photos are 0.07 to 0.26 and the
// synthetic photos of every condition at most 0.22). And between two
// neighbouring patches the colour only passes from one to the other,
// where between two stickers lies the cube's body, a colour unlike
// either (gapContrast: 5 to 21 on those pictures, 92 to 206 on the real
// faces, 27 to 55 on the synthetic ones, a white body's the least; 12 on
// a real face photographed at a sixth of its exposure). A lattice with
// both marks is no face; one with either is kept (a dim photo is regular,
// an irregular one under perspective still has its body between the
// stickers).
const (
	notFaceIrregular = 0.33
	notFaceContrast  = 25
)

// cubeLike says whether g, a lattice of the work image's blobs, may be a
// cube's face: regular, or with a body between its stickers.
func (w *workImage) cubeLike(g *grid, blobs []blob) bool {
	return g.irregular <= notFaceIrregular || w.gaps(g, blobs) >= notFaceContrast
}

// gaps is g's gapContrast, worked out once: a face kept needs it too.
func (w *workImage) gaps(g *grid, blobs []blob) float64 {
	if !g.gapsKnown {
		g.gapContrast, g.gapsKnown = w.gapContrast(*g, blobs), true
	}
	return g.gapContrast
}

// gapContrast is how unlike its two neighbours the colour between two
// neighbouring stickers of g is, on average over the pairs found: the
// most, along the line between their middles, of the colour's distance to
// each less their distance to each other (CIELAB). A colour on the way
// from one to the other scores 0; the black body between a red and an
// orange sticker about twice its distance to them.
func (w *workImage) gapContrast(g grid, blobs []blob) float64 {
	n := g.n
	sum, pairs := 0.0, 0
	for k := 0; k < n*n; k++ {
		for _, nb := range [2]int{k + 1, k + n} {
			if nb == k+1 && k%n == n-1 || nb >= n*n || g.cells[k] < 0 || g.cells[nb] < 0 {
				continue
			}
			pa, pb := blobs[g.cells[k]].centre, blobs[g.cells[nb]].centre
			ca, okA := w.at(pa)
			cb, okB := w.at(pb)
			if !okA || !okB {
				continue
			}
			best := 0.0
			for t := 0.25; t <= 0.75; t += 0.025 {
				if c, ok := w.at(Point{pa.X + t*(pb.X-pa.X), pa.Y + t*(pb.Y-pa.Y)}); ok {
					best = math.Max(best, dist(c, ca)+dist(c, cb)-dist(ca, cb))
				}
			}
			sum, pairs = sum+best, pairs+1
		}
	}
	if pairs == 0 {
		return 0
	}
	return sum / float64(pairs)
}

// cubeLikeOnly returns the grids that may be a cube's face, in order, and
// notes in w.unlike whether any were dropped.
func (w *workImage) cubeLikeOnly(grids []grid, blobs []blob) []grid {
	out := grids[:0:0]
	for _, g := range grids {
		if w.cubeLike(&g, blobs) {
			out = append(out, g)
		} else {
			w.unlike = true
		}
	}
	return out
}

// A face partly outside the picture loses the stickers at the edge (a
// region touching the picture's edge is no sticker), and the lattice of
// those left fits one place as well as another: with a column cut off at
// the right, the six stickers left were taken for the face's right two
// columns and the background beside them for its left one, and read a
// column out (of the robot's six photos cut at each side, through a row
// of stickers or along it, 33 of 48 were read from the wrong cells). So a
// face whose grid runs off the picture is refused, not guessed at.

// cutOff returns the edge of the picture ("left", "right", "top",
// "bottom") that cuts g's face, or "" if it is whole: where a cell with no
// sticker found reaches past the picture's edge (its sticker, if any, was
// lost there), or where a cell beyond the grid, one row or column on,
// reaches past the edge and a sticker is missing from the grid's far row
// or column from it (the face may be there, its row or column of stickers
// lost at the edge, the grid's far row or column taken from clutter
// beside the face, of a sticker's size and on the lattice, and so not all
// found), or more than one from the grid. With every sticker found, the
// grid is the face.
//
// Of the edges so reached, it names the one reached furthest past: a face
// cut off runs well past one edge, and may also come near another. The
// first edge reached had been named: the robot's D face, a sticker's
// width from the bottom edge and cut at the right through a column, its
// grid found a column out, was said to run off the bottom (the cell
// beyond it reaching 4 work pixels past that edge, 35 past the right);
// so were 2 other of the 48 crops of TestCroppedRealPhotos.
func (w *workImage) cutOff(g grid) string {
	n := g.n
	u, v := sub(g.at[1], g.at[0]), sub(g.at[n], g.at[0])
	edge, furthest := "", 0.0
	reach := func(i, j int) {
		if e, d := w.edgeCut(latticePoint(g.at[0], u, v, i, j), u, v); d > furthest {
			edge, furthest = e, d
		}
	}
	for k := 0; k < n*n; k++ {
		if g.cells[k] < 0 {
			reach(k%n, k/n)
		}
	}
	// missing says whether column (col) or row (!col) k has a cell with
	// no sticker found.
	missing := func(k int, col bool) bool {
		for s := 0; s < n; s++ {
			c := g.cells[k*n+s]
			if col {
				c = g.cells[s*n+k]
			}
			if c < 0 {
				return true
			}
		}
		return false
	}
	// Why the far side: a face that runs off the picture by a row, its
	// grid found a row out, has the row lost at the edge and the grid's
	// far row made of clutter. Where that row is whole and only a sticker
	// nearer the edge is lost, the grid is the face: the robot's D face
	// saved as a JPEG of quality 10, whole and a sticker's width from the
	// bottom edge, lost a sticker of its bottom row in the compression,
	// and was said to run off the bottom edge.
	//
	// beyond reaches the cells one row or column beyond the grid's
	// sides: those facing a far row or column with a sticker missing, or
	// all of them.
	beyond := func(all bool) {
		for s := 0; s < n; s++ {
			for _, side := range [4]struct {
				i, j int // the cell beyond, column i, row j
				far  int // the grid's row or column on the other side
				col  bool
			}{{s, -1, n - 1, false}, {s, n, 0, false}, {-1, s, n - 1, true}, {n, s, 0, true}} {
				if all || missing(side.far, side.col) {
					reach(side.i, side.j)
				}
			}
		}
	}
	beyond(false)
	// Why only one lost: a whole far row says the grid is not a row out,
	// but not that it is a face. Six of nine on a lattice are easily
	// clutter alone; all but one (a sticker lost to compression or glare)
	// are the face. So a grid near an edge with more than one missing is
	// refused as before: the robot's D face cut at the left through its
	// middle column left no grid of its own, and the round holes of two
	// Lego beams near the right edge, two lines of three with the line
	// between them empty, their far line whole, were read as a face. The
	// edges above come first, as they show where a face was cut.
	if edge == "" && g.matched < n*n-1 {
		beyond(true)
	}
	return edge
}

// edgeCut returns the edge of the work image that the sticker of the
// lattice cell whose middle is p (steps u and v) reaches furthest past,
// and how far (in the work image's pixels); or "" and 0 if it lies
// within the picture.
func (w *workImage) edgeCut(p, u, v Point) (string, float64) {
	edge, furthest := "", 0.0
	past := func(e string, d float64) {
		if d > furthest {
			edge, furthest = e, d
		}
	}
	for _, c := range [4][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
		q := Point{p.X + stickerHalf*(c[0]*u.X+c[1]*v.X), p.Y + stickerHalf*(c[0]*u.Y+c[1]*v.Y)}
		past("left", 1-q.X)
		past("right", q.X-(float64(w.w)-2))
		past("top", 1-q.Y)
		past("bottom", q.Y-(float64(w.h)-2))
	}
	return edge, furthest
}

// stickerHalf is half a sticker's side, in lattice steps: the rest is
// the body between stickers.
const stickerHalf = 0.42
