package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// Fyne shows a button's focus by tinting it, which on a blue button (Solve,
// the mode chosen) does not show at all; yet Space presses the button
// that has the focus. The window outlines whatever has the keyboard focus
// instead, with a ring just outside it in the text's colour, drawn in the
// tips' layer (which takes no clicks). Fyne says nothing when the focus
// moves (Tab moves it inside the driver), so the ring follows it ten
// times a second (see every).

// focusRing is the ring around the object with the focus.
type focusRing struct {
	rect *canvas.Rectangle
	on   fyne.CanvasObject // what it is round, nil when hidden
}

// ringGap is the space between a focused object and its ring, and
// ringWidth the ring's width.
const (
	ringGap   = 2
	ringWidth = 2
)

func newFocusRing() *focusRing {
	r := &focusRing{rect: canvas.NewRectangle(color.Transparent)}
	r.rect.StrokeWidth = ringWidth
	r.rect.Hide()
	return r
}

// follow puts the ring round what has the focus on c (layer being the
// layer it is drawn in), or hides it when nothing has, or a pop-up is
// open (the ring would be under it).
func (r *focusRing) follow(c fyne.Canvas, layer fyne.CanvasObject) {
	o, ok := c.Focused().(fyne.CanvasObject)
	if !ok || c.Overlays().Top() != nil || !o.Visible() || o.Size().IsZero() {
		if r.on != nil {
			r.on = nil
			r.rect.Hide()
		}
		return
	}
	d := fyne.CurrentApp().Driver()
	at := d.AbsolutePositionForObject(o).Subtract(d.AbsolutePositionForObject(layer)).SubtractXY(ringGap, ringGap)
	size := o.Size().AddWidthHeight(2*ringGap, 2*ringGap)
	if r.on == o && r.rect.Position() == at && r.rect.Size() == size && r.rect.Visible() {
		return
	}
	r.on = o
	r.rect.StrokeColor = theme.Color(theme.ColorNameForeground)
	r.rect.CornerRadius = theme.InputRadiusSize() + ringGap
	r.rect.Move(at)
	r.rect.Resize(size)
	r.rect.Show()
	r.rect.Refresh()
}
