package cube

// The stickers in space. Axes: x to the right (R), y up (U), z to the front (F).
// A sticker sits on the cubie at pos (each coordinate -1, 0 or 1) and faces
// along normal. Every turn of the cube - face, slice, wide or whole-cube - is a
// rotation of some layers by a quarter turn, so all of them are derived here
// from one rule instead of being typed in as tables.

type vec [3]int

func (a vec) add(b vec) vec   { return vec{a[0] + b[0], a[1] + b[1], a[2] + b[2]} }
func (a vec) scale(k int) vec { return vec{k * a[0], k * a[1], k * a[2]} }
func (a vec) dot(b vec) int   { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }
func (a vec) cross(b vec) vec {
	return vec{a[1]*b[2] - a[2]*b[1], a[2]*b[0] - a[0]*b[2], a[0]*b[1] - a[1]*b[0]}
}

// faceNormal is the outward normal of each face.
var faceNormal = [6]vec{U: {0, 1, 0}, R: {1, 0, 0}, F: {0, 0, 1}, D: {0, -1, 0}, L: {-1, 0, 0}, B: {0, 0, -1}}

// StickerPos returns the cubie position and outward normal of sticker i, in
// the frame above (x right, y up, z front). Row r and column c are as the face
// is drawn on Kociemba's unfolded net.
func StickerPos(i int) (pos, normal [3]int) {
	f, r, c := Face(i/9), i%9/3-1, i%3-1
	var p vec
	switch f {
	case U:
		p = vec{c, 1, r}
	case R:
		p = vec{1, -r, -c}
	case F:
		p = vec{c, -r, 1}
	case D:
		p = vec{c, -1, -r}
	case L:
		p = vec{-1, -r, c}
	case B:
		p = vec{-c, -r, -1}
	}
	return p, faceNormal[f]
}

// stickerAt maps 2*pos+normal (unique per sticker, coordinates -3..3) to the
// sticker index.
var stickerAt = func() map[vec]int {
	m := make(map[vec]int, NumFacelets)
	for i := 0; i < NumFacelets; i++ {
		p, n := StickerPos(i)
		m[vec(p).scale(2).add(n)] = i
	}
	return m
}()

// quarter turns v a quarter turn clockwise as seen looking at the axis from
// outside (a rotation by -90 degrees about axis, right-hand rule).
func quarter(axis, v vec) vec {
	return axis.scale(axis.dot(v)).add(axis.cross(v).scale(-1))
}

// layerTurn returns the facelet permutation of a clockwise quarter turn about
// axis of the layers whose position along axis lies in [lo, hi]. perm[j] = i
// means the sticker at i moves to j.
func layerTurn(axis vec, lo, hi int) [NumFacelets]int {
	var perm [NumFacelets]int
	for i := 0; i < NumFacelets; i++ {
		p, n := StickerPos(i)
		if d := axis.dot(p); d < lo || d > hi {
			perm[i] = i
			continue
		}
		q, m := quarter(axis, p), quarter(axis, n)
		perm[stickerAt[q.scale(2).add(m)]] = i
	}
	return perm
}

// permute applies a facelet permutation in place of f.
func (f Facelets) permute(perm *[NumFacelets]int) Facelets {
	var g Facelets
	for j, i := range perm {
		g[j] = f[i]
	}
	return g
}

// cornerFacelet lists each corner position's stickers, starting with its U or
// D sticker and going clockwise.
var cornerFacelet = [8][3]int{
	{8, 9, 20}, {6, 18, 38}, {0, 36, 47}, {2, 45, 11},
	{29, 26, 15}, {27, 44, 24}, {33, 53, 42}, {35, 17, 51},
}

// edgeFacelet lists each edge position's stickers, its reference sticker first.
var edgeFacelet = [12][2]int{
	{5, 10}, {7, 19}, {3, 37}, {1, 46}, {32, 16}, {28, 25},
	{30, 43}, {34, 52}, {23, 12}, {21, 41}, {50, 39}, {48, 14},
}

// cornerColor and edgeColor are the faces of each piece, in the same order.
var cornerColor = [8][3]Face{
	{U, R, F}, {U, F, L}, {U, L, B}, {U, B, R},
	{D, F, R}, {D, L, F}, {D, B, L}, {D, R, B},
}

var edgeColor = [12][2]Face{
	{U, R}, {U, F}, {U, L}, {U, B}, {D, R}, {D, F},
	{D, L}, {D, B}, {F, R}, {F, L}, {B, L}, {B, R},
}

// CornerStickers returns the three sticker indexes of corner position i
// (0..7), U/D sticker first, then clockwise.
func CornerStickers(i int) [3]int { return cornerFacelet[i] }

// EdgeStickers returns the two sticker indexes of edge position i (0..11).
func EdgeStickers(i int) [2]int { return edgeFacelet[i] }
