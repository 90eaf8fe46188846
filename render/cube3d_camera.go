package render

import (
	"image"
	"math"
)

// The eye and the frame, in cubie units (the cube is 3 units across).
const (
	eyeDistance = 12.0 // from the cube's centre: a gentle perspective, as a cube held at arm's length
	cubeRadius  = 2.6  // half the cube's diagonal, 1.5·√3, rounded up
	hintRadius  = 3.9  // how far hint stickers reach from the centre in the views that show them
	fillFrac    = 0.94 // of half the smaller side the cube's bounding sphere spans, leaving a margin
)

// camera maps the cube's frame to pixels. In camera space the eye is at
// (0, 0, eyeDistance) looking towards -z, with y up.
type camera struct {
	view   mat3    // model to camera space
	focal  float64 // pixels per unit at distance 1 from the eye
	cx, cy float64 // the pixel the cube's centre lands on
}

// newCamera frames the cube in b as seen from v. The scale depends only on
// the size of b, not on the view, so the cube keeps its size while the view
// is dragged round.
func newCamera(b image.Rectangle, v View, hints bool) camera {
	pitch := math.Max(-math.Pi/2, math.Min(math.Pi/2, v.Pitch))
	ry := rotation(vec3{0, 1, 0}, -v.Yaw)
	rx := rotation(vec3{1, 0, 0}, pitch)
	r := cubeRadius
	if hints {
		r = hintRadius
	}
	// A sphere of radius r at distance d looks r/√(d²-r²) units wide at
	// distance 1; make that fillFrac of half the picture.
	half := float64(min(b.Dx(), b.Dy())) / 2
	return camera{
		view:  rx.mul(&ry),
		focal: half * fillFrac * math.Sqrt(eyeDistance*eyeDistance-r*r) / r,
		cx:    float64(b.Min.X) + float64(b.Dx())/2,
		cy:    float64(b.Min.Y) + float64(b.Dy())/2,
	}
}

// project returns the pixel position of p, given in camera space.
func (c *camera) project(p vec3) (x, y float32) {
	k := c.focal / (eyeDistance - p[2])
	return float32(c.cx + k*p[0]), float32(c.cy - k*p[1])
}

// facesEye reports whether a surface through p (camera space) with normal
// n is seen from its front.
func facesEye(p, n vec3) bool {
	return n[0]*-p[0]+n[1]*-p[1]+n[2]*(eyeDistance-p[2]) > 0
}

// eyeModel returns the eye's position in the frame m maps from, m being a
// model-to-camera rotation.
func eyeModel(m *mat3) vec3 {
	t := m.transpose()
	return t.apply(vec3{0, 0, eyeDistance})
}

// light is the direction light comes from, in camera space: above, a little
// to the left and in front, so that with the default view U is brightest, F
// a little darker and R darker still.
var light = func() vec3 {
	v := vec3{-0.35, 0.85, 0.45}
	return v.scale(1 / math.Sqrt(v.dot(v)))
}()

// shade returns how bright a surface with normal n (camera space) is lit,
// 0..1.
func shade(n vec3) float64 {
	const ambient = 0.62
	return ambient + (1-ambient)*math.Max(0, n.dot(light))
}
