package photo

import (
	"math"
	"slices"
	"sort"
)

// grid is the n x n cells of a lattice (n = 3, or 2 for the pocket cube),
// each the index of the blob in it or -1; cells past n*n are unused (-1).
type grid struct {
	n       int
	cells   [9]int
	at      [9]Point // where the lattice puts each cell's middle
	matched int
	// beyond is how many stickers like the grid's lie round and between
	// its cells (see around): a larger face's round a part of it. Only
	// 2x2 grids count them.
	beyond int
	score  float64
	// fit is the score without the preference for larger lattices: how
	// well the stickers make a face, whatever its size.
	fit float64
	// irregular is how far its stickers depart from one size and shape
	// and from the lattice; pitch is the lattice's step.
	irregular, pitch float64
	// gapContrast is the grid's gapContrast where gapsKnown (see gaps).
	gapContrast float64
	gapsKnown   bool
}

// grids finds the n x n lattices of blobs: any two blobs next to each
// other and a third beside one of them give a lattice (so a white sticker
// lost on a white body does not matter), each of the n*n placements of
// the first blob in the grid tried; at least minStickers(n) stickers must
// be found. Each set of stickers keeps its best lattice; the lattices are
// returned best first.
//
// A lattice is better with more stickers; then larger (a drawn 3x3
// preview of a face beside the face, as a scanning program shows it, has
// all nine, exactly square, but is much smaller than a face held up to the
// camera); then with the body's colour around cells with no sticker, and
// its stickers of one size and shape lying on it (clutter beside the face
// can make a lattice too, of odd sizes; a face's stickers under
// perspective are not all of one size and spacing, so this weighs less
// than size, see irregularWeight); then nearer the middle.
func (w *workImage) grids(blobs []blob, shape latticeShape, n int) []grid {
	cx, cy := float64(w.w)/2, float64(w.h)/2
	best := map[[9]int]grid{}
	for a := range blobs {
		for b := range blobs {
			if b == a || !similar(blobs[a], blobs[b]) {
				continue
			}
			u := sub(blobs[b].centre, blobs[a].centre)
			lu := norm(u)
			if lu < shape.minStep*blobs[a].size || lu > 2.2*blobs[a].size {
				continue
			}
			for d := range blobs {
				if d == a || d == b || !similar(blobs[a], blobs[d]) {
					continue
				}
				v := sub(blobs[d].centre, blobs[a].centre)
				lv := norm(v)
				if lv < lu/shape.maxAspect || lv > lu*shape.maxAspect {
					continue
				}
				// u and v about perpendicular, v clockwise of u (y down),
				// so that each lattice is tried once per handedness.
				cross := u.X*v.Y - u.Y*v.X
				if cross <= 0 || cross/(lu*lv) < math.Sin(50*math.Pi/180) {
					continue
				}
				for ia := 0; ia < n; ia++ {
					for ja := 0; ja < n; ja++ {
						g := fill(blobs, a, u, v, ia, ja, n)
						if g.matched < minStickers[n] {
							continue
						}
						var area, sizes, sizes2, off float64
						var gc Point
						m := float64(g.matched)
						for k, c := range g.cells {
							if c < 0 {
								continue
							}
							bc := blobs[c]
							area += bc.area
							sizes += bc.size
							sizes2 += bc.size * bc.size
							gc.X += bc.centre.X / m
							gc.Y += bc.centre.Y / m
							off += norm(sub(bc.centre, g.at[k])) / lu
						}
						mean := sizes / m
						spread := math.Sqrt(math.Max(0, sizes2/m-mean*mean)) / mean
						irregular := spread + off/m + shapeWeight*misshapen(blobs, &g, u, v)
						pitch := math.Sqrt(cross)
						g.irregular, g.pitch = irregular, pitch
						g.fit = m*1e6 + 1e5*w.bodyAround(&g, u, v) - irregularWeight[n]*irregular
						g.score = g.fit + sizeWeight*math.Log2(pitch)*1e6 + area - 0.5*math.Hypot(gc.X-cx, gc.Y-cy)*mean
						if old, ok := best[g.cells]; !ok || g.score > old.score {
							if n == 2 {
								g.beyond = around(blobs, a, u, v, ia, ja, n)
							}
							best[g.cells] = g
						}
					}
				}
			}
		}
	}
	all := make([]grid, 0, len(best))
	for _, g := range best {
		all = append(all, g)
	}
	// By score, then by stickers, so that a picture gives the same answer
	// every time (the map's order is random): a camera's still frames
	// must give the same outlines.
	sort.Slice(all, func(i, j int) bool {
		if all[i].score != all[j].score {
			return all[i].score > all[j].score
		}
		return slices.Compare(all[i].cells[:], all[j].cells[:]) < 0
	})
	return all
}

// disjoint returns the grids (best first) that share no sticker with a
// better one.
func disjoint(all []grid) []grid {
	var out []grid
	used := map[int]bool{}
next:
	for _, g := range all {
		for _, c := range g.cells {
			if c >= 0 && used[c] {
				continue next
			}
		}
		for _, c := range g.cells {
			if c >= 0 {
				used[c] = true
			}
		}
		out = append(out, g)
	}
	return out
}

// misshapen is how far g's stickers are from the shape of the lattice's
// cell (each a square seen as the lattice is): the mean difference of
// their covariances, each over its trace. A lattice straddling two faces
// of a cube seen from a corner has stickers of either face, stretched
// each its own way.
func misshapen(blobs []blob, g *grid, u, v Point) float64 {
	// A parallelogram of sides u and v has covariance (u uᵀ + v vᵀ)/12.
	xx, yy, xy := u.X*u.X+v.X*v.X, u.Y*u.Y+v.Y*v.Y, u.X*u.Y+v.X*v.Y
	tr := xx + yy
	cell := [3]float64{xx / tr, yy / tr, xy / tr}
	sum := 0.0
	for _, c := range g.cells[:g.n*g.n] {
		if c < 0 {
			continue
		}
		s := blobs[c].shape
		// Frobenius norm of the difference (xy counts twice).
		sum += math.Sqrt(sq(s[0]-cell[0]) + sq(s[1]-cell[1]) + 2*sq(s[2]-cell[2]))
	}
	return sum / float64(g.matched)
}

func sq(x float64) float64 { return x * x }

// shapeWeight is what a lattice's stickers' misshape costs, as against
// their departure from one size and from the lattice.
const shapeWeight = 1.0

// latticeShape bounds the lattices tried: the step from a sticker to its
// neighbour, over the sticker's size (the side of a square of its area),
// at least minStep; the two steps' lengths within maxAspect of each other.
type latticeShape struct{ minStep, maxAspect float64 }

var (
	// faceOn is a face photographed at up to about 45 degrees.
	faceOn = latticeShape{minStep: 1.0, maxAspect: 1.6}
	// aslant is a face of a cube seen from a corner, which can be at 70
	// degrees: its stickers narrow one way, its lattice's step that way
	// shorter than the sticker's size.
	aslant = latticeShape{minStep: 0.6, maxAspect: 2.6}
)

// sizeWeight is how many stickers found a lattice twice the pitch of
// another is worth: far less than one, so that a lattice with more
// stickers (the face, among clutter that happens to make a large lattice
// of fewer) wins, and size decides between lattices with as many.
const sizeWeight = 0.175

// irregularWeight is what a lattice's irregularity costs (the spread of
// its stickers' sizes over their mean, plus their mean distance from
// their cells' middles over the pitch, plus their misshape), as against
// a sticker more found (1e6) and its size (sizeWeight): a face under
// perspective, or with marks drawn over it, is less regular than a drawn
// preview but much larger; a lattice at 45 degrees across a face and
// the clutter beside it is larger but much less regular.
//
// Four stickers of a 2x2 face are far easier for clutter to imitate than
// nine, at a larger size too: there regularity weighs three times as much.
var irregularWeight = [4]float64{2: 1.5e6, 3: 5e5}

// bodyAround weighs the evidence that g's empty cells (stickers not found,
// such as white ones on a white body) are on the face: the gaps around an
// empty cell on the face show the body's colour, as the gaps between the
// stickers found do; around a cell beside the face they show the
// background. It returns the gaps that match less those that do not.
func (w *workImage) bodyAround(g *grid, u, v Point) float64 {
	n := g.n
	if g.matched == n*n {
		return 0
	}
	half := func(p Point, du, dv float64) Point {
		return Point{p.X + du*u.X + dv*v.X, p.Y + du*u.Y + dv*v.Y}
	}
	// The body's colour: in the gaps between neighbouring stickers found.
	var body [][3]float32
	for k := 0; k < n*n; k++ {
		if g.cells[k] < 0 {
			continue
		}
		if k%n < n-1 && g.cells[k+1] >= 0 {
			if c, ok := w.at(half(g.at[k], 0.5, 0)); ok {
				body = append(body, c)
			}
		}
		if k < n*(n-1) && g.cells[k+n] >= 0 {
			if c, ok := w.at(half(g.at[k], 0, 0.5)); ok {
				body = append(body, c)
			}
		}
	}
	if len(body) == 0 {
		return 0
	}
	score := 0.0
	for k := 0; k < n*n; k++ {
		if g.cells[k] >= 0 {
			continue
		}
		for _, d := range [4][2]float64{{0.5, 0}, {-0.5, 0}, {0, 0.5}, {0, -0.5}} {
			c, ok := w.at(half(g.at[k], d[0], d[1]))
			if !ok {
				score--
				continue
			}
			near := false
			for _, b := range body {
				near = near || dist(b, c) < 12
			}
			if near {
				score++
			} else {
				score--
			}
		}
	}
	return score
}

// fill places blob a at cell (ia, ja) (column, row) of an n x n lattice
// with steps u (along a row) and v (down a column), and finds the blob in
// each cell.
func fill(blobs []blob, a int, u, v Point, ia, ja, n int) grid {
	g := grid{n: n}
	for k := range g.cells {
		g.cells[k] = -1
	}
	for k := 0; k < n*n; k++ {
		g.at[k] = latticePoint(blobs[a].centre, u, v, k%n-ia, k/n-ja)
		g.cells[k] = blobAt(blobs, a, g.at[k], u, v)
		if g.cells[k] >= 0 {
			g.matched++
		}
	}
	return g
}

// latticePoint is the middle of the cell di columns and dj rows from p.
func latticePoint(p, u, v Point, di, dj int) Point {
	return Point{p.X + float64(di)*u.X + float64(dj)*v.X, p.Y + float64(di)*u.Y + float64(dj)*v.Y}
}

// blobAt is the blob like blob a nearest p, within 0.3 of the lattice's
// step, or -1.
func blobAt(blobs []blob, a int, p, u, v Point) int {
	found, bestD := -1, 0.3*math.Min(norm(u), norm(v))
	for c := range blobs {
		if !within(blobs[c].centre, p, bestD) {
			continue
		}
		if d := norm(sub(blobs[c].centre, p)); d < bestD && similar(blobs[a], blobs[c]) {
			bestD, found = d, c
		}
	}
	return found
}

// around counts the stickers like blob a, shaped as the lattice's cells,
// at the lattice's points and halfway between them, round and between
// the n x n cells of a lattice placed as fill places it (where a face's
// own lattice has the body between its stickers, its edge, or what is
// beyond it). Any makes the lattice part of a larger face's: a 3x3 face
// has a 2x2 lattice in each corner, with five stickers round it; one of
// its four corner stickers, twice the step, with five between them; and
// one of its four edge stickers, turned 45 degrees, with five more. The
// stickers of the faces beside, seen aslant, are narrower than the
// lattice's cells, and are not counted.
func around(blobs []blob, a int, u, v Point, ia, ja, n int) int {
	xx, yy, xy := u.X*u.X+v.X*v.X, u.Y*u.Y+v.Y*v.Y, u.X*u.Y+v.X*v.Y
	tr := xx + yy
	cell := [3]float64{xx / tr, yy / tr, xy / tr}
	step := math.Min(norm(u), norm(v))
	count := 0
	// Positions in half steps from blob a's cell.
	for j := -2; j <= 2*n; j++ {
		for i := -2; i <= 2*n; i++ {
			onLattice := i%2 == 0 && j%2 == 0
			if onLattice && i >= 0 && i < 2*n && j >= 0 && j < 2*n {
				continue // one of the grid's own cells
			}
			p := latticePoint(blobs[a].centre, Point{u.X / 2, u.Y / 2}, Point{v.X / 2, v.Y / 2}, i-2*ia, j-2*ja)
			c := blobAt(blobs, a, p, u, v)
			if c < 0 || !onLattice && norm(sub(blobs[c].centre, p)) > 0.15*step {
				continue
			}
			s := blobs[c].shape
			if math.Sqrt(sq(s[0]-cell[0])+sq(s[1]-cell[1])+2*sq(s[2]-cell[2])) < aroundShape {
				count++
			}
		}
	}
	return count
}

// aroundShape is how far (as misshapen measures it) a sticker beyond a
// lattice may be from the shape of its cells to count as one of a larger
// face's.
const aroundShape = 0.15

// minStickers is how many of a grid's cells must hold a sticker: six of a
// 3x3 face's nine, three of a 2x2 face's four.
var minStickers = [4]int{2: 3, 3: 6}

func similar(a, b blob) bool { return b.area > 0.5*a.area && b.area < 2*a.area }

// sortByFit orders grids by how well they make a face, best first (as
// they came among equals).
func sortByFit(g []grid) { sort.SliceStable(g, func(i, j int) bool { return g[i].fit > g[j].fit }) }
