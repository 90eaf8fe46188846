package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// KeyButton is a widget.Button that keeps the keyboard focus when it is
// pressed with Space. Fyne's Button gives the focus up whenever it is
// tapped (right for a click, which the focus manager does not see), and
// Space taps it: so a switch pressed from the keyboard lost its focus
// ring, and the next Tab began again at the window's first control.
//
// Where the button cannot keep the focus, it hands it on: to FocusAfter
// when the press disables or hides it (Solve, which is disabled while it
// searches, hands it to Cancel), or when it is disabled or hidden while it
// has the focus (Cancel, as the search ends, hands it back to Solve). A press
// that opens a pop-up leaves the button the focus of what is behind the
// pop-up, so that it has it again when the pop-up closes.
type KeyButton struct {
	widget.Button
	// FocusAfter, if set, takes the focus this button cannot keep.
	FocusAfter fyne.Focusable
	// OnHover, if set, is told when the pointer comes over the button
	// (true) and when it leaves (false).
	OnHover func(in bool)

	// self is the widget that extends this one (a TipButton), nil for a
	// KeyButton itself.
	self pressable
	// ringOn is set while the button has the focus in a pop-up: the
	// window's focus ring is drawn below pop-ups, and Fyne's tint of a
	// focused button does not show on a blue one (Close, Fix it, Build),
	// so the button draws the ring itself.
	ringOn bool
	// pressing is set while press runs the button's handler.
	pressing bool
}

// pressable is a button as the focus manager and the pointer see it.
type pressable interface {
	fyne.Widget
	fyne.Focusable
	fyne.Tappable
}

// NewKeyButton is widget.NewButton as a KeyButton.
func NewKeyButton(label string, tapped func()) *KeyButton {
	b := &KeyButton{}
	b.Text, b.OnTapped = label, tapped
	b.ExtendBaseWidget(b)
	return b
}

// NewKeyButtonWithIcon is widget.NewButtonWithIcon as a KeyButton.
func NewKeyButtonWithIcon(label string, icon fyne.Resource, tapped func()) *KeyButton {
	b := NewKeyButton(label, tapped)
	b.Icon = icon
	return b
}

// outer is the widget the focus manager knows: b, or what extends it.
func (b *KeyButton) outer() pressable {
	if b.self != nil {
		return b.self
	}
	return b
}

// TypedKey implements fyne.Focusable: Space or Enter presses the button
// and keeps it the focus, or hands the focus on. The button has no use
// for the other keys: they are the window's (Escape stops a search even
// with Cancel focused, F1 opens help), or the pop-up's it is in.
func (b *KeyButton) TypedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		b.press()
	default:
		if c := fyne.CurrentApp().Driver().CanvasForObject(b.outer()); c != nil && c.OnTypedKey() != nil {
			c.OnTypedKey()(e)
		}
	}
}

// TypedRune implements fyne.Focusable: the characters are the window's
// (the colour keys).
func (b *KeyButton) TypedRune(r rune) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(b.outer()); c != nil && c.OnTypedRune() != nil {
		c.OnTypedRune()(r)
	}
}

// press presses the button from the keyboard. Button.Tapped gives the
// focus up before it calls OnTapped: the button takes it back in
// between, before what the press does moves it on (a pop-up opened, with
// the focus of its own, leaves the button the focus behind it; the
// button disabled hands it to FocusAfter).
func (b *KeyButton) press() {
	self := b.outer()
	c := fyne.CurrentApp().Driver().CanvasForObject(self)
	tapped := b.OnTapped
	if c == nil || tapped == nil {
		self.Tapped(nil)
		return
	}
	before := c.Overlays().Top()
	ran := false
	b.pressing = true
	defer func() { b.pressing = false }()
	b.OnTapped = func() {
		ran = true
		b.OnTapped = tapped // before tapped, which may set another
		c.Focus(self)
		tapped()
	}
	self.Tapped(nil)
	if !ran { // disabled: not pressed
		b.OnTapped = tapped
	}
	switch f := c.Focused(); {
	case f == nil && c.Overlays().Top() == before:
		c.Focus(self) // disabled, it was not pressed: it keeps the focus if it can
	case f == fyne.Focusable(self) && (!self.Visible() || b.Disabled()):
		// It hid or disabled itself before FocusAfter could have the
		// focus (Undo, before Redo was enabled), or has none.
		b.giveUp(c)
	}
}

// giveUp hands the focus, which the button has and cannot keep, to
// FocusAfter, or to nothing if FocusAfter cannot take it or there is
// none: a hidden button kept focused took the next Space (the player's
// Edited cube, which hides itself).
func (b *KeyButton) giveUp(c fyne.Canvas) {
	if b.FocusAfter != nil {
		c.Focus(b.FocusAfter)
	}
	if c.Focused() == fyne.Focusable(b.outer()) {
		c.Unfocus()
	}
}

// Disable implements fyne.Disableable: a button disabled while it has the
// focus hands it to FocusAfter.
func (b *KeyButton) Disable() {
	b.handOn(b.Button.Disable)
}

// Hide implements fyne.CanvasObject: a button hidden while it has the
// focus hands it to FocusAfter (Auto-fix, once it has fixed the cube).
func (b *KeyButton) Hide() {
	b.handOn(b.Button.Hide)
}

// handOn does what takes the focus from the button (disables or hides
// it), and hands the focus on (giveUp) if the button had it.
func (b *KeyButton) handOn(do func()) {
	self := b.outer()
	c := fyne.CurrentApp().Driver().CanvasForObject(self)
	had := c != nil && c.Focused() == self
	do()
	switch {
	case had && b.pressing:
		// FocusAfter may be enabled only later in the press (Redo, by
		// the Undo that disables Undo): press gives up the focus after.
		if b.FocusAfter != nil {
			c.Focus(b.FocusAfter)
		}
	case had:
		b.giveUp(c)
	}
}

// MouseIn implements desktop.Hoverable.
func (b *KeyButton) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	if b.OnHover != nil {
		b.OnHover(true)
	}
}

// MouseOut implements desktop.Hoverable.
func (b *KeyButton) MouseOut() {
	b.Button.MouseOut()
	if b.OnHover != nil {
		b.OnHover(false)
	}
}

// FocusGained implements fyne.Focusable.
func (b *KeyButton) FocusGained() {
	c := fyne.CurrentApp().Driver().CanvasForObject(b.outer())
	b.ringOn = c != nil && c.Overlays().Top() != nil
	b.Button.FocusGained()
}

// FocusLost implements fyne.Focusable.
func (b *KeyButton) FocusLost() {
	b.ringOn = false
	b.Button.FocusLost()
}

// CreateRenderer implements fyne.Widget: the button's, with the ring it
// draws round itself while it has the focus in a pop-up.
func (b *KeyButton) CreateRenderer() fyne.WidgetRenderer {
	return &ringRenderer{WidgetRenderer: b.Button.CreateRenderer(), b: b, ring: newFocusRing().Rect}
}

// ringRenderer draws a KeyButton: a button's renderer and a ring.
type ringRenderer struct {
	fyne.WidgetRenderer
	b       *KeyButton
	ring    *canvas.Rectangle
	objects []fyne.CanvasObject
}

// Objects implements fyne.WidgetRenderer: the button's, the ring last.
// The button adds its icon's object when it is first given one.
func (r *ringRenderer) Objects() []fyne.CanvasObject {
	in := r.WidgetRenderer.Objects()
	if len(r.objects) != len(in)+1 || len(in) > 0 && r.objects[len(in)-1] != in[len(in)-1] {
		r.objects = append(append(r.objects[:0], in...), r.ring)
	}
	return r.objects
}

func (r *ringRenderer) Layout(size fyne.Size) {
	r.WidgetRenderer.Layout(size)
	r.ring.Move(fyne.NewPos(-RingGap, -RingGap))
	r.ring.Resize(size.AddWidthHeight(2*RingGap, 2*RingGap))
}

func (r *ringRenderer) Refresh() {
	r.WidgetRenderer.Refresh()
	if !r.b.ringOn {
		r.ring.Hide()
		return
	}
	r.ring.StrokeColor = theme.Color(theme.ColorNameForeground)
	r.ring.CornerRadius = theme.InputRadiusSize() + RingGap
	r.ring.Show()
	r.ring.Refresh()
}
