package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"

	"cubesolver/solver/cube"
)

// quarterTurn is the angle of a quarter turn in radians.
const quarterTurn = math.Pi / 2

// View is the direction the cube is seen from, the cube's centre staying in
// the middle of the picture.
type View struct {
	Yaw   float64 // radians the eye is moved round from the front towards the right face, about the U-D axis
	Pitch float64 // radians the eye is raised above the equator towards U (±π/2 looks straight down or up)
}

// DefaultView looks at the cube from the front, a little to the right and
// above, so that U, F and R are in sight with F the largest.
func DefaultView() View { return View{Yaw: 30 * math.Pi / 180, Pitch: 28 * math.Pi / 180} }

// Scene is what one frame of the 3D cube shows: the stickers, a turn
// part-way through, and the direction it is seen from.
type Scene struct {
	Facelets cube.Facelets // the stickers before the turn in progress
	Turn     cube.Turn     // the layers turning; only Axis, Lo and Hi matter
	Angle    float64       // radians turned so far, clockwise seen from Turn.Axis; 0 draws no turn
	View     View
	// Pocket draws the 2x2x2 pocket cube: eight cubies, with the corner
	// stickers of Facelets (see package pocket), the same size as the
	// 3x3x3. Its turns are face turns and rotations: a layer range that
	// holds the middle layer alone turns nothing.
	Pocket bool
}

// Cube3D draws the cube in perspective: 27 cubies with dark bodies and
// inset, rounded stickers, lit from the upper left. A turn in progress
// splits the cube into its turning layers and the rest. One Cube3D keeps
// its rasterizer and image buffer between frames; it is not safe for use by
// several goroutines at once.
type Cube3D struct {
	// Style gives the sticker colours, the plastic and the background (nil
	// leaves the image's pixels as they are; Render clears them first).
	// Highlight is not used.
	Style Style
	// Hints draws the stickers facing away from the eye a little way out
	// behind the cube, seen through it, so the whole cube can be checked
	// without turning it. The cube is drawn smaller to leave them room.
	Hints bool

	z     vector.Rasterizer
	mask  image.Alpha // coverage of the shape being filled, reused
	buf   *image.RGBA
	hints []hint
}

// NewCube3D returns a Cube3D with the default style and hints on.
func NewCube3D() *Cube3D {
	return &Cube3D{Style: DefaultStyle(), Hints: true}
}

// Render draws s into an image w x h that c owns: it stays valid until the
// next call to Render, which reuses its memory.
func (c *Cube3D) Render(w, h int, s Scene) *image.RGBA {
	w, h = max(w, 0), max(h, 0)
	if c.buf == nil || c.buf.Rect.Dx() != w || c.buf.Rect.Dy() != h {
		c.buf = image.NewRGBA(image.Rect(0, 0, w, h))
	} else if c.Style.Background == nil {
		clear(c.buf.Pix)
	}
	c.Draw(c.buf, s)
	return c.buf
}

// Draw draws s into dst, the cube filling the middle of dst's bounds.
func (c *Cube3D) Draw(dst *image.RGBA, s Scene) {
	if c.Style.Background != nil {
		draw.Draw(dst, dst.Bounds(), image.NewUniform(c.Style.Background), image.Point{}, draw.Src)
	}
	b := dst.Bounds()
	if b.Dx() < 2 || b.Dy() < 2 {
		return
	}
	cam := newCamera(b, s.View, c.Hints)
	layers := &cubeLayers
	if s.Pocket {
		layers = &pocketLayers
	}
	blocks, n := splitCube(s.Turn, s.Angle, &cam, layers)
	if c.Hints {
		c.drawHints(dst, &cam, &s.Facelets, blocks[:n])
	}
	for i := range n {
		c.drawBlock(dst, &cam, &s.Facelets, &blocks[i])
	}
}

// paint fills the path added to c.z since begin with colour col.
func (c *Cube3D) paint(dst *image.RGBA, box image.Rectangle, col color.RGBA) {
	c.fill(dst, box, col)
}
