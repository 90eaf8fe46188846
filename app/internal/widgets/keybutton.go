package widgets

import (
	"slices"

	"fyne.io/fyne/v2"
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
// searches, hands it to Cancel), or when it is disabled while it has the
// focus (Cancel, as the search ends, hands it back to Solve). A press
// that opens a pop-up leaves the button the focus of what is behind the
// pop-up, so that it has it again when the pop-up closes.
type KeyButton struct {
	widget.Button
	// FocusAfter, if set, takes the focus this button cannot keep.
	FocusAfter fyne.Focusable

	// self is the widget that extends this one (a TipButton), nil for a
	// KeyButton itself.
	self pressable
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

// TypedKey implements fyne.Focusable: Space presses the button and keeps
// it the focus, or hands the focus on.
func (b *KeyButton) TypedKey(e *fyne.KeyEvent) {
	if e.Name != fyne.KeySpace {
		b.Button.TypedKey(e)
		return
	}
	self := b.outer()
	c := fyne.CurrentApp().Driver().CanvasForObject(self)
	if c == nil {
		self.Tapped(nil)
		return
	}
	before := c.Overlays().Top()
	self.Tapped(nil) // gives the focus up
	after := c.Overlays().Top()
	switch {
	case after != before && after != nil && (before == nil || slices.Contains(c.Overlays().List(), before)):
		// A pop-up opened over the button, with the focus of its own:
		// the button has the focus of what is behind it (Canvas.Focus
		// finds the right one), to have it again when the pop-up closes.
		c.Focus(self)
	case before != nil && !slices.Contains(c.Overlays().List(), before):
		// The pop-up the button was in closed (or gave way to another):
		// the focus is what is behind it, or the new one's.
	case c.Focused() != nil:
		// Something else took it.
	default:
		// The focus manager gives no focus to a disabled or hidden
		// widget: FocusAfter takes it then.
		c.Focus(self)
		if c.Focused() == nil && b.FocusAfter != nil {
			c.Focus(b.FocusAfter)
		}
	}
}

// Disable implements fyne.Disableable: a button disabled while it has the
// focus hands it to FocusAfter.
func (b *KeyButton) Disable() {
	self := b.outer()
	c := fyne.CurrentApp().Driver().CanvasForObject(self)
	had := c != nil && c.Focused() == self
	b.Button.Disable()
	if had && b.FocusAfter != nil {
		c.Focus(b.FocusAfter)
	}
}
