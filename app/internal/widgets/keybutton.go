package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// KeyButton is a widget.Button that keeps the keyboard focus when it is
// pressed with Space. Fyne's Button gives the focus up whenever it is
// tapped (right for a click, which the focus manager does not see), and
// Space taps it: so a switch pressed from the keyboard lost its focus
// ring, and the next Tab began again at the window's first control.
type KeyButton struct {
	widget.Button
}

// NewKeyButton is widget.NewButton as a KeyButton.
func NewKeyButton(label string, tapped func()) *KeyButton {
	b := &KeyButton{}
	b.Text, b.OnTapped = label, tapped
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey implements fyne.Focusable.
func (b *KeyButton) TypedKey(e *fyne.KeyEvent) {
	if e.Name == fyne.KeySpace {
		pressKeepingFocus(b, &b.Button, b.Tapped)
		return
	}
	b.Button.TypedKey(e)
}

// pressKeepingFocus presses the button b (self is the widget that extends
// it, tap its Tapped) and gives self the focus back if nothing else took
// it meanwhile (a dialog the press opened, say) and it can still have it.
func pressKeepingFocus(self fyne.Focusable, b *widget.Button, tap func(*fyne.PointEvent)) {
	c := fyne.CurrentApp().Driver().CanvasForObject(self.(fyne.CanvasObject))
	tap(nil)
	if c != nil && c.Focused() == nil && b.Visible() && !b.Disabled() {
		c.Focus(self)
	}
}

// NewKeyButtonWithIcon is widget.NewButtonWithIcon as a KeyButton.
func NewKeyButtonWithIcon(label string, icon fyne.Resource, tapped func()) *KeyButton {
	b := NewKeyButton(label, tapped)
	b.Icon = icon
	return b
}
