package app

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
// outline's four corners be dragged to where the face really is.
type quadEditor struct {
	widget.BaseWidget
	photo image.Image // the photo as opened, nil before one is
	thumb image.Image // it scaled to the widget's size
	quad  photo.Quad  // in the photo's pixels
	found bool        // the outline was found (or set by hand), not guessed
	least fyne.Size   // the widget's least size
	// live shows a camera's picture: no corners to drag, and no outline
	// where no face is found.
	live    bool
	dragged int // the corner being dragged, -1 for none
	// dragTo is where the dragged corner goes: where it was when the drag
	// began, plus every movement since (in widget units).
	dragTo fyne.Position
	// OnChanged is told of an outline moved by hand, when the drag ends.
	OnChanged func(photo.Quad)

	picture *canvas.Image
	edges   [4]*canvas.Line
	handles [4]*canvas.Circle
}

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
		q.handles[k] = canvas.NewCircle(color.Transparent)
		q.handles[k].StrokeWidth = 2
	}
	q.ExtendBaseWidget(q)
	return q
}

// set shows img with the outline q; found says whether q was found or is
// a guess.
func (q *quadEditor) set(img image.Image, quad photo.Quad, found bool) {
	q.photo, q.quad, q.found = img, quad, found
	q.thumb = nil
	if img != nil {
		b := img.Bounds()
		// Twice the widget's units: sharp on a screen scaled up to 2.
		k := float64(2*max(q.least.Width, q.least.Height)) / float64(max(b.Dx(), b.Dy()))
		t := image.NewRGBA(image.Rect(0, 0, int(float64(b.Dx())*k), int(float64(b.Dy())*k)))
		xdraw.ApproxBiLinear.Scale(t, t.Bounds(), img, b, xdraw.Src, nil)
		q.thumb = t
		q.picture.Image = t
	} else {
		q.picture.Image = blankThumb()
	}
	q.picture.Refresh()
	q.Refresh()
}

// frame returns where the photo is drawn in the widget (contained, kept in
// proportion) as an origin and a scale from photo pixels to units.
func (q *quadEditor) frame() (fyne.Position, float32) {
	if q.photo == nil {
		return fyne.Position{}, 0
	}
	b := q.photo.Bounds()
	size := q.Size()
	k := float32(math.Min(float64(size.Width)/float64(b.Dx()), float64(size.Height)/float64(b.Dy())))
	w, h := float32(b.Dx())*k, float32(b.Dy())*k
	return fyne.NewPos((size.Width-w)/2, (size.Height-h)/2), k
}

func (q *quadEditor) toWidget(p photo.Point) fyne.Position {
	o, k := q.frame()
	b := q.photo.Bounds()
	return fyne.NewPos(o.X+float32(p.X-float64(b.Min.X))*k, o.Y+float32(p.Y-float64(b.Min.Y))*k)
}

func (q *quadEditor) toPhoto(p fyne.Position) photo.Point {
	o, k := q.frame()
	b := q.photo.Bounds()
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
	if q.photo == nil || q.live {
		return
	}
	if q.dragged < 0 {
		start := e.Position.Subtract(e.Dragged)
		best := float32(2 * handleRadius * 2)
		for k, c := range q.quad {
			p := q.toWidget(c)
			if d := float32(math.Hypot(float64(p.X-start.X), float64(p.Y-start.Y))); d < best {
				best, q.dragged = d, k
			}
		}
		if q.dragged < 0 {
			return
		}
		q.dragTo = q.toWidget(q.quad[q.dragged])
	}
	q.dragTo = q.dragTo.Add(e.Dragged)
	q.quad[q.dragged] = q.toPhoto(q.dragTo)
	q.Refresh()
}

// DragEnd measures the stickers again inside the moved outline.
func (q *quadEditor) DragEnd() {
	if q.dragged < 0 {
		return
	}
	q.dragged = -1
	q.found = true
	q.Refresh()
	if q.OnChanged != nil {
		q.OnChanged(q.quad)
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
	q.picture.Resize(size)
	q.picture.Move(fyne.Position{})
	visible := q.photo != nil && (q.found || !q.live)
	col := outlineFound
	if !q.found {
		col = outlineGuess
	}
	for k := 0; k < 4; k++ {
		e, h := q.edges[k], q.handles[k]
		if !visible {
			e.Hide()
			h.Hide()
			continue
		}
		a, b := q.toWidget(q.quad[k]), q.toWidget(q.quad[(k+1)%4])
		e.Position1, e.Position2 = a, b
		e.StrokeColor = col
		e.Show()
		h.StrokeColor = col
		h.Resize(fyne.NewSquareSize(2 * handleRadius))
		h.Move(a.SubtractXY(handleRadius, handleRadius))
		h.Show()
		if q.live {
			h.Hide()
		}
	}
}

func (r *quadRenderer) MinSize() fyne.Size           { return r.q.MinSize() }
func (r *quadRenderer) Refresh()                     { r.Layout(r.q.Size()); canvas.Refresh(r.q) }
func (r *quadRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *quadRenderer) Destroy()                     {}
