package render

import (
	"math"

	"cubesolver/solver/cube"
)

// block is a box of whole layers that moves as one: the whole cube when no
// turn is in progress, otherwise the turning layers or one of the (at most
// two) boxes of layers that stay where they are. Blocks are slabs across
// one axis, so a turning block never leaves its slab and the slabs can be
// drawn back to front like cards in a stack.
type block struct {
	axis   [3]int  // the normal of the faces the block is cut along
	lo, hi int     // the layers it holds, as positions -1..1 along axis
	rot    mat3    // how far it has turned, in the cube's frame
	m      mat3    // the camera's view after rot: model to camera space
	away   float64 // how far the eye is from the slab along axis, for ordering
	layers *layout // the cube's layers and stickers
}

// layout is where a cube's layers are and what stickers it has: the 3x3x3's
// three layers a unit thick, or the pocket cube's two, 1.5 thick, with
// only the corner stickers. Both cubes are 3 units across.
type layout struct {
	from, to [3]float64 // the layer at position p (-1..1) spans from[p+1]..to[p+1]
	stickers [cube.NumFacelets]sticker3D
	half     float64 // half a sticker's side
}

var (
	cubeLayers   = layout{from: [3]float64{-1.5, -0.5, 0.5}, to: [3]float64{-0.5, 0.5, 1.5}, stickers: stickers3D, half: stickerHalf}
	pocketLayers = layout{from: [3]float64{-1.5, 0, 0}, to: [3]float64{0, 0, 1.5}, stickers: pocketStickers3D, half: stickerHalf * 1.5}
)

// edges returns where the layers lo..hi begin and end along their axis.
func (l *layout) edges(lo, hi int) (from, to float64) { return l.from[lo+1], l.to[hi+1] }

// contains reports whether the cubie at p belongs to b.
func (b *block) contains(p [3]int) bool {
	d := p[0]*b.axis[0] + p[1]*b.axis[1] + p[2]*b.axis[2]
	return d >= b.lo && d <= b.hi
}

// splitCube cuts the cube into the blocks a turn of t by angle moves and
// keeps, in the order they are to be drawn: the one farthest from the eye
// along the axis first. With no turn the whole cube is one block.
func splitCube(t cube.Turn, angle float64, cam *camera, layers *layout) (bs [3]block, n int) {
	axis, lo, hi, _, ok := turnLayers(t)
	if !ok || angle == 0 {
		bs[0] = block{axis: [3]int{0, 1, 0}, lo: -1, hi: 1, rot: identity, m: cam.view, layers: layers}
		return bs, 1
	}
	add := func(lo, hi int, rot mat3) {
		bs[n] = block{axis: axis, lo: lo, hi: hi, rot: rot, layers: layers}
		n++
	}
	if lo > -1 {
		add(-1, lo-1, identity)
	}
	// Clockwise seen from the axis face is a negative angle by the
	// right-hand rule.
	add(lo, hi, rotation(ivec(axis), -angle))
	if hi < 1 {
		add(hi+1, 1, identity)
	}
	// A plane between two slabs separates them; the one on the eye's side
	// is drawn later. Distance from the eye's position along the axis to
	// each slab orders them so for every pair of neighbours, and slabs on
	// opposite sides of the eye never overlap on screen.
	e := eyeModel(&cam.view).dot(ivec(axis))
	for i := range n {
		b := &bs[i]
		b.m = cam.view.mul(&b.rot)
		from, to := layers.edges(b.lo, b.hi)
		b.away = math.Max(0, math.Max(from-e, e-to))
	}
	for i := 1; i < n; i++ {
		for j := i; j > 0 && bs[j].away > bs[j-1].away; j-- {
			bs[j], bs[j-1] = bs[j-1], bs[j]
		}
	}
	return bs, n
}

// box returns the corners of b's body, before its rotation: the layers it
// holds along the axis, the whole cube across.
func (b *block) box() (lo, hi vec3) {
	for k := range 3 {
		lo[k], hi[k] = -1.5, 1.5
		if a := float64(b.axis[k]); a != 0 {
			from, to := b.layers.edges(b.lo, b.hi)
			x, y := a*from, a*to
			lo[k], hi[k] = math.Min(x, y), math.Max(x, y)
		}
	}
	return lo, hi
}
