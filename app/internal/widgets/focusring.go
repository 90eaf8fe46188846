package widgets

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
// times a second (see Every).

// focusRing is the ring around the object with the focus.
type focusRing struct {
	Rect *canvas.Rectangle
	On   fyne.CanvasObject // what it is round, nil when hidden
}

// RingGap is the space between a focused object and its ring, and
// ringWidth the ring's width.
const (
	RingGap   = 2
	ringWidth = 2
)

func newFocusRing() *focusRing {
	r := &focusRing{Rect: canvas.NewRectangle(color.Transparent)}
	r.Rect.StrokeWidth = ringWidth
	r.Rect.Hide()
	return r
}

// Follow puts the ring round what has the focus on c (layer being the
// layer it is drawn in), or hides it when nothing has, or a pop-up is
// open (the ring would be under it).
func (r *focusRing) Follow(c fyne.Canvas, layer fyne.CanvasObject) {
	o, ok := c.Focused().(fyne.CanvasObject)
	if !ok || c.Overlays().Top() != nil || !o.Visible() || o.Size().IsZero() {
		if r.On != nil {
			r.On = nil
			r.Rect.Hide()
		}
		return
	}
	d := fyne.CurrentApp().Driver()
	at := d.AbsolutePositionForObject(o).Subtract(d.AbsolutePositionForObject(layer)).SubtractXY(RingGap, RingGap)
	size := o.Size().AddWidthHeight(2*RingGap, 2*RingGap)
	if r.On == o && r.Rect.Position() == at && r.Rect.Size() == size && r.Rect.Visible() {
		return
	}
	r.On = o
	r.Rect.StrokeColor = theme.Color(theme.ColorNameForeground)
	r.Rect.CornerRadius = theme.InputRadiusSize() + RingGap
	r.Rect.Move(at)
	r.Rect.Resize(size)
	r.Rect.Show()
	r.Rect.Refresh()
}
