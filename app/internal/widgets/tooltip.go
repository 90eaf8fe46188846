package widgets

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
)

// Fyne 2.8 has no tooltips, and a button with only an icon does not say
// what it does. A tip here is text on a small panel shown under the
// object the pointer rests on. It is drawn in a layer above the window's
// content made of plain canvas objects, which take no clicks: a click
// lands where it would without the tip.

// tipDelay is how long the pointer rests on an object before its tip
// shows.
const tipDelay = 600 * time.Millisecond

// TipLayer is the layer the tips of one window are drawn in. It stays
// visible and shows or hides its objects: a container shown again in a
// stack was not drawn.
type TipLayer struct {
	Layer *fyne.Container
	Bg    *canvas.Rectangle
	Text  *canvas.Text

	owner fyne.CanvasObject // whose tip is shown or due
	timer *time.Timer

	Ring *focusRing // round what has the keyboard focus
}

// tipLayers finds a window's tip layer from its canvas.
var tipLayers = map[fyne.Canvas]*TipLayer{}

// NewTipLayer makes the tip layer of canvas c; the window puts layer
// above its content.
func NewTipLayer(c fyne.Canvas) *TipLayer {
	t := &TipLayer{Bg: canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground)),
		Text: canvas.NewText("", theme.Color(theme.ColorNameForeground))}
	t.Bg.CornerRadius = theme.InputRadiusSize()
	t.Bg.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	t.Bg.StrokeWidth = 1
	t.Text.TextSize = theme.CaptionTextSize()
	t.Ring = newFocusRing()
	t.Layer = container.NewWithoutLayout(t.Ring.Rect, t.Bg, t.Text)
	t.Bg.Hide()
	t.Text.Hide()
	tipLayers[c] = t
	return t
}

// PointerIn starts the wait for owner's tip.
func (t *TipLayer) PointerIn(owner fyne.CanvasObject, tip string) {
	t.hide()
	t.owner = owner
	t.timer = time.AfterFunc(tipDelay, func() {
		fyne.Do(func() {
			if t.owner == owner {
				t.Show(owner, tip)
			}
		})
	})
}

// PointerOut hides owner's tip, or stops the wait for it.
func (t *TipLayer) PointerOut(owner fyne.CanvasObject) {
	if t.owner == owner {
		t.hide()
	}
}

func (t *TipLayer) hide() {
	if t.timer != nil {
		t.timer.Stop()
	}
	t.owner = nil
	t.Bg.Hide()
	t.Text.Hide()
}

// Show puts the tip under owner, inside the window.
func (t *TipLayer) Show(owner fyne.CanvasObject, tip string) {
	t.owner = owner
	d := fyne.CurrentApp().Driver()
	pad := theme.InnerPadding() / 2
	t.Bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	t.Bg.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	t.Text.Color = theme.Color(theme.ColorNameForeground)
	t.Text.Text = tip
	size := t.Text.MinSize().AddWidthHeight(2*pad, 2*pad)
	at := d.AbsolutePositionForObject(owner).Subtract(d.AbsolutePositionForObject(t.Layer))
	at = at.AddXY(0, owner.Size().Height+theme.Padding())
	room := t.Layer.Size()
	at.X = fyne.Max(0, fyne.Min(at.X, room.Width-size.Width))
	if at.Y+size.Height > room.Height { // no room below: above
		at.Y = at.Y - owner.Size().Height - size.Height - 2*theme.Padding()
	}
	t.Bg.Move(at)
	t.Bg.Resize(size)
	t.Text.Move(at.AddXY(pad, pad))
	t.Text.Resize(t.Text.MinSize())
	t.Bg.Show()
	t.Text.Show()
	t.Layer.Refresh()
}

// TipFor returns the tip layer of the window obj is in, or nil.
func TipFor(obj fyne.CanvasObject) *TipLayer {
	if c := fyne.CurrentApp().Driver().CanvasForObject(obj); c != nil {
		return tipLayers[c]
	}
	return nil
}

// TipButton is a button with a tip; pressed with Space, it keeps the
// focus or hands it on as a KeyButton does.
type TipButton struct {
	KeyButton
	Tip string
}

// NewTipButton is widget.NewButtonWithIcon with a tip.
func NewTipButton(label string, icon fyne.Resource, tip string, tapped func()) *TipButton {
	b := &TipButton{Tip: tip}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.self = b
	b.ExtendBaseWidget(b)
	return b
}

// MouseIn implements desktop.Hoverable.
func (b *TipButton) MouseIn(e *desktop.MouseEvent) {
	b.KeyButton.MouseIn(e)
	if t := TipFor(b); t != nil {
		t.PointerIn(b, b.Tip)
	}
}

// MouseOut implements desktop.Hoverable.
func (b *TipButton) MouseOut() {
	b.KeyButton.MouseOut()
	if t := TipFor(b); t != nil {
		t.PointerOut(b)
	}
}

// Tapped implements fyne.Tappable: a click puts the tip away.
func (b *TipButton) Tapped(e *fyne.PointEvent) {
	if t := TipFor(b); t != nil {
		t.PointerOut(b)
	}
	b.Button.Tapped(e)
}
