package app

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Fyne 2.8 has no tooltips, and a button with only an icon does not say
// what it does. A tip here is text on a small panel shown under the
// object the pointer rests on. It is drawn in a layer above the window's
// content made of plain canvas objects, which take no clicks: a click
// lands where it would without the tip.

// tipDelay is how long the pointer rests on an object before its tip
// shows.
const tipDelay = 600 * time.Millisecond

// tipLayer is the layer the tips of one window are drawn in. It stays
// visible and shows or hides its objects: a container shown again in a
// stack was not drawn.
type tipLayer struct {
	layer *fyne.Container
	bg    *canvas.Rectangle
	text  *canvas.Text

	owner fyne.CanvasObject // whose tip is shown or due
	timer *time.Timer

	ring *focusRing // round what has the keyboard focus
}

// tipLayers finds a window's tip layer from its canvas.
var tipLayers = map[fyne.Canvas]*tipLayer{}

// newTipLayer makes the tip layer of canvas c; the window puts layer
// above its content.
func newTipLayer(c fyne.Canvas) *tipLayer {
	t := &tipLayer{bg: canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground)),
		text: canvas.NewText("", theme.Color(theme.ColorNameForeground))}
	t.bg.CornerRadius = theme.InputRadiusSize()
	t.bg.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	t.bg.StrokeWidth = 1
	t.text.TextSize = theme.CaptionTextSize()
	t.ring = newFocusRing()
	t.layer = container.NewWithoutLayout(t.ring.rect, t.bg, t.text)
	t.bg.Hide()
	t.text.Hide()
	tipLayers[c] = t
	return t
}

// pointerIn starts the wait for owner's tip.
func (t *tipLayer) pointerIn(owner fyne.CanvasObject, tip string) {
	t.hide()
	t.owner = owner
	t.timer = time.AfterFunc(tipDelay, func() {
		fyne.Do(func() {
			if t.owner == owner {
				t.show(owner, tip)
			}
		})
	})
}

// pointerOut hides owner's tip, or stops the wait for it.
func (t *tipLayer) pointerOut(owner fyne.CanvasObject) {
	if t.owner == owner {
		t.hide()
	}
}

func (t *tipLayer) hide() {
	if t.timer != nil {
		t.timer.Stop()
	}
	t.owner = nil
	t.bg.Hide()
	t.text.Hide()
}

// show puts the tip under owner, inside the window.
func (t *tipLayer) show(owner fyne.CanvasObject, tip string) {
	t.owner = owner
	d := fyne.CurrentApp().Driver()
	pad := theme.InnerPadding() / 2
	t.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	t.bg.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	t.text.Color = theme.Color(theme.ColorNameForeground)
	t.text.Text = tip
	size := t.text.MinSize().AddWidthHeight(2*pad, 2*pad)
	at := d.AbsolutePositionForObject(owner).Subtract(d.AbsolutePositionForObject(t.layer))
	at = at.AddXY(0, owner.Size().Height+theme.Padding())
	room := t.layer.Size()
	at.X = fyne.Max(0, fyne.Min(at.X, room.Width-size.Width))
	if at.Y+size.Height > room.Height { // no room below: above
		at.Y = at.Y - owner.Size().Height - size.Height - 2*theme.Padding()
	}
	t.bg.Move(at)
	t.bg.Resize(size)
	t.text.Move(at.AddXY(pad, pad))
	t.text.Resize(t.text.MinSize())
	t.bg.Show()
	t.text.Show()
	t.layer.Refresh()
}

// tipFor returns the tip layer of the window obj is in, or nil.
func tipFor(obj fyne.CanvasObject) *tipLayer {
	if c := fyne.CurrentApp().Driver().CanvasForObject(obj); c != nil {
		return tipLayers[c]
	}
	return nil
}

// tipButton is a button with a tip.
type tipButton struct {
	widget.Button
	tip string
}

// newTipButton is widget.NewButtonWithIcon with a tip.
func newTipButton(label string, icon fyne.Resource, tip string, tapped func()) *tipButton {
	b := &tipButton{tip: tip}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// MouseIn implements desktop.Hoverable.
func (b *tipButton) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	if t := tipFor(b); t != nil {
		t.pointerIn(b, b.tip)
	}
}

// MouseOut implements desktop.Hoverable.
func (b *tipButton) MouseOut() {
	b.Button.MouseOut()
	if t := tipFor(b); t != nil {
		t.pointerOut(b)
	}
}

// Tapped implements fyne.Tappable: a click puts the tip away.
func (b *tipButton) Tapped(e *fyne.PointEvent) {
	if t := tipFor(b); t != nil {
		t.pointerOut(b)
	}
	b.Button.Tapped(e)
}
