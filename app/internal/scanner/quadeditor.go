package scanner

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
	xdraw "golang.org/x/image/draw"

	"cubesolver/solver/scan/photo"
)

// quadEditor shows a photo with a face's outline on it, and lets the
// outline's four corners be dragged to where the face really is; or with a
// cube seen from a corner, its three faces' outlines sharing their seven
// corners.
type quadEditor struct {
	widget.BaseWidget
	Photo image.Image // the photo as opened, nil before one is
	thumb image.Image // it scaled to the widget's size
	// thumbSide is the widget's longer side the thumb was made for.
	thumbSide float32
	empty     image.Image // what is shown before a photo is, nil for grey
	// Points are the outlines' corners, in the photo's pixels; quads the
	// outlines, each by its corners' indices in Points.
	Points []photo.Point
	quads  [][4]int
	Found  bool      // the outline was found (or set by hand), not guessed
	least  fyne.Size // the widget's least size
	// live shows a camera's picture: no corners to drag, and no outline
	// where no face is found.
	live    bool
	dragged int // the corner being dragged, -1 for none
	// dragTo is where the dragged corner goes: where it was when the drag
	// began, plus every movement since (in widget units).
	dragTo fyne.Position
	// OnChanged is told of an outline moved by hand, when the drag ends.
	OnChanged func()

	picture *canvas.Image
	edges   [12]*canvas.Line  // four a quad, for up to three
	handles [7]*canvas.Circle // a corner's, for up to seven
}

// faceQuads is a face's outline: one quad of four corners.
var faceQuads = [][4]int{{0, 1, 2, 3}}

// cornerQuads are a corner's three faces' outlines (top, left, right, in
// photo.Corner's orders) over its seven corners: the near one, the top's
// left, right and far ones, the bottom one below the near one, and the
// left and right faces' far ones.
var cornerQuads = [][4]int{{3, 2, 0, 1}, {1, 0, 4, 5}, {0, 2, 6, 4}}

// outlineColour is the outline's colour, green for a face found and
// amber for a guess to be dragged into place.
var (
	outlineFound = color.NRGBA{0x20, 0xE0, 0x40, 0xFF}
	outlineGuess = color.NRGBA{0xFF, 0xB0, 0x20, 0xFF}
)

// handleRadius is the size of a corner's handle, in Fyne units; a press
// within twice that of a corner takes it.
const handleRadius = 5

// newQuadEditor returns an editor of at least the given size.
func newQuadEditor(least fyne.Size) *quadEditor {
	q := &quadEditor{dragged: -1, least: least}
	q.picture = canvas.NewImageFromImage(blankThumb())
	q.picture.FillMode = canvas.ImageFillContain
	for k := range q.edges {
		q.edges[k] = canvas.NewLine(outlineFound)
		q.edges[k].StrokeWidth = 2
	}
	for k := range q.handles {
		q.handles[k] = canvas.NewCircle(color.Transparent)
		q.handles[k].StrokeWidth = 2
	}
	q.ExtendBaseWidget(q)
	return q
}

// set shows img with a face's outline; found says whether it was found or
// is a guess.
func (q *quadEditor) set(img image.Image, quad photo.Quad, found bool) {
	q.show(img, quad[:], faceQuads, found)
}

// Quad is the face's outline.
func (q *quadEditor) Quad() photo.Quad {
	var out photo.Quad
	copy(out[:], q.Points)
	return out
}

// setCorner shows img with the outlines of a cube seen from a corner.
func (q *quadEditor) setCorner(img image.Image, c photo.Corner, found bool) {
	q.show(img, []photo.Point{c.Near, c.Top[3], c.Top[1], c.Top[0], c.Left[2], c.Left[3], c.Right[2]}, cornerQuads, found)
}

// Corner is the cube's corner as outlined.
func (q *quadEditor) Corner() photo.Corner {
	var c photo.Corner
	for k, out := range []*photo.Quad{&c.Top, &c.Left, &c.Right} {
		for i, n := range cornerQuads[k] {
			out[i] = q.Points[n]
		}
	}
	c.Near = q.Points[0]
	return c
}

// show shows img with the outlines quads over points.
func (q *quadEditor) show(img image.Image, points []photo.Point, quads [][4]int, found bool) {
	q.Photo, q.Points, q.quads, q.Found = img, append([]photo.Point(nil), points...), quads, found
	q.thumb, q.thumbSide = nil, 0
	if img != nil {
		size := q.Size().Max(q.least)
		q.makeThumb(fyne.Max(size.Width, size.Height))
	} else {
		q.picture.Image = q.blank()
	}
	q.picture.Refresh()
	q.Refresh()
}

// makeThumb scales the photo for the widget's longer side: drawing it
// from a photo many times larger on every frame would be slow, and from
// a picture smaller than the widget blurred. It is made again when the
// widget grows (see quadRenderer.Layout).
func (q *quadEditor) makeThumb(side float32) {
	q.thumbSide = side
	b := q.Photo.Bounds()
	// Twice the widget's units: sharp on a screen scaled up to 2.
	k := float64(2*side) / float64(max(b.Dx(), b.Dy()))
	t := image.NewRGBA(image.Rect(0, 0, max(1, int(float64(b.Dx())*k)), max(1, int(float64(b.Dy())*k))))
	xdraw.ApproxBiLinear.Scale(t, t.Bounds(), q.Photo, b, xdraw.Src, nil)
	q.thumb = t
	q.picture.Image = t
}

// setEmpty shows img, faded, while there is no photo: how to hold the
// cube for it.
func (q *quadEditor) setEmpty(img image.Image) {
	q.empty = img
	if q.Photo == nil {
		q.picture.Image = q.blank()
		q.picture.Refresh()
	}
}

// blank is what is shown with no photo: grey, with the empty picture
// faded into it.
func (q *quadEditor) blank() image.Image {
	if q.empty == nil {
		return blankThumb()
	}
	b := q.empty.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			r, g, bl, a := q.empty.At(b.Min.X+x, b.Min.Y+y).RGBA()
			// At 40% over the grey (the colours are alpha-premultiplied).
			mix := func(v uint32) uint8 { return uint8(0x60*(0xFFFF-a*2/5)/0xFFFF + (v>>8)*2/5) }
			i := out.PixOffset(x, y)
			out.Pix[i], out.Pix[i+1], out.Pix[i+2], out.Pix[i+3] = mix(r), mix(g), mix(bl), 0xFF
		}
	}
	return out
}

// frame returns where the photo is drawn in the widget (contained, kept in
// proportion) as an origin and a scale from photo pixels to units.
func (q *quadEditor) frame() (fyne.Position, float32) {
	if q.Photo == nil {
		return fyne.Position{}, 0
	}
	b := q.Photo.Bounds()
	size := q.Size()
	k := float32(math.Min(float64(size.Width)/float64(b.Dx()), float64(size.Height)/float64(b.Dy())))
	w, h := float32(b.Dx())*k, float32(b.Dy())*k
	return fyne.NewPos((size.Width-w)/2, (size.Height-h)/2), k
}

func (q *quadEditor) ToWidget(p photo.Point) fyne.Position {
	o, k := q.frame()
	b := q.Photo.Bounds()
	return fyne.NewPos(o.X+float32(p.X-float64(b.Min.X))*k, o.Y+float32(p.Y-float64(b.Min.Y))*k)
}

func (q *quadEditor) toPhoto(p fyne.Position) photo.Point {
	o, k := q.frame()
	b := q.Photo.Bounds()
	x := float64((p.X-o.X)/k) + float64(b.Min.X)
	y := float64((p.Y-o.Y)/k) + float64(b.Min.Y)
	// Corners stay on the photo.
	x = math.Max(float64(b.Min.X), math.Min(float64(b.Max.X-1), x))
	y = math.Max(float64(b.Min.Y), math.Min(float64(b.Max.Y-1), y))
	return photo.Point{X: x, Y: y}
}

// Dragged moves the corner nearest the press (within reach) with the
// pointer.
func (q *quadEditor) Dragged(e *fyne.DragEvent) {
	if q.Photo == nil || q.live {
		return
	}
	if q.dragged < 0 {
		start := e.Position.Subtract(e.Dragged)
		best := float32(2 * handleRadius * 2)
		for k, c := range q.Points {
			p := q.ToWidget(c)
			if d := float32(math.Hypot(float64(p.X-start.X), float64(p.Y-start.Y))); d < best {
				best, q.dragged = d, k
			}
		}
		if q.dragged < 0 {
			return
		}
		q.dragTo = q.ToWidget(q.Points[q.dragged])
	}
	q.dragTo = q.dragTo.Add(e.Dragged)
	q.Points[q.dragged] = q.toPhoto(q.dragTo)
	q.Refresh()
}

// DragEnd measures the stickers again inside the moved outline.
func (q *quadEditor) DragEnd() {
	if q.dragged < 0 {
		return
	}
	q.dragged = -1
	q.Found = true
	q.Refresh()
	if q.OnChanged != nil {
		q.OnChanged()
	}
}

func (q *quadEditor) MinSize() fyne.Size {
	q.ExtendBaseWidget(q)
	return q.least
}

func (q *quadEditor) CreateRenderer() fyne.WidgetRenderer {
	objects := []fyne.CanvasObject{q.picture}
	for k := range q.edges {
		objects = append(objects, q.edges[k])
	}
	for k := range q.handles {
		objects = append(objects, q.handles[k])
	}
	return &quadRenderer{q: q, objects: objects}
}

type quadRenderer struct {
	q       *quadEditor
	objects []fyne.CanvasObject
}

func (r *quadRenderer) Layout(size fyne.Size) {
	q := r.q
	if side := fyne.Max(size.Width, size.Height); q.Photo != nil && side > q.thumbSide {
		q.makeThumb(side)
		q.picture.Refresh()
	}
	q.picture.Resize(size)
	q.picture.Move(fyne.Position{})
	visible := q.Photo != nil && (q.Found || !q.live)
	col := outlineFound
	if !q.Found {
		col = outlineGuess
	}
	for k, e := range q.edges {
		if !visible || k/4 >= len(q.quads) {
			e.Hide()
			continue
		}
		quad := q.quads[k/4]
		e.Position1, e.Position2 = q.ToWidget(q.Points[quad[k%4]]), q.ToWidget(q.Points[quad[(k+1)%4]])
		e.StrokeColor = col
		e.Show()
	}
	for k, h := range q.handles {
		if !visible || q.live || k >= len(q.Points) {
			h.Hide()
			continue
		}
		h.StrokeColor = col
		h.Resize(fyne.NewSquareSize(2 * handleRadius))
		h.Move(q.ToWidget(q.Points[k]).SubtractXY(handleRadius, handleRadius))
		h.Show()
	}
}

func (r *quadRenderer) MinSize() fyne.Size           { return r.q.MinSize() }
func (r *quadRenderer) Refresh()                     { r.Layout(r.q.Size()); canvas.Refresh(r.q) }
func (r *quadRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *quadRenderer) Destroy()                     {}
