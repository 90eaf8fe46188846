package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// A button pressed with Space keeps the focus; one that hides or disables
// itself hands it to FocusAfter, or to nothing if it has none or
// FocusAfter cannot take it: a hidden button kept focused took the next
// Space.
func TestKeyButtonHandsTheFocusOn(t *testing.T) {
	test.NewTempApp(t)
	var other *KeyButton
	pressed := 0
	stay := NewKeyButton("Stay", func() { pressed++ })
	var hide, disable, toOff *KeyButton
	hide = NewKeyButton("Hide", func() { pressed++; hide.Hide() })
	disable = NewKeyButton("Disable", func() { pressed++; disable.Disable() })
	toOff = NewKeyButton("To a disabled one", func() { pressed++; toOff.Hide() })
	other = NewKeyButton("Other", nil)
	off := NewKeyButton("Off", nil)
	off.Disable()
	disable.FocusAfter = other
	toOff.FocusAfter = off
	w := test.NewWindow(container.NewVBox(stay, hide, disable, toOff, other, off))
	defer w.Close()
	c := w.Canvas()
	space := &fyne.KeyEvent{Name: fyne.KeySpace}
	for _, tc := range []struct {
		b    *KeyButton
		want fyne.Focusable
	}{
		{stay, stay}, {hide, nil}, {disable, other}, {toOff, nil},
	} {
		c.Focus(tc.b)
		tc.b.TypedKey(space)
		if got := c.Focused(); got != tc.want {
			t.Errorf("Space on %q: the focus on %v, want %v", tc.b.Text, got, tc.want)
		}
	}
	if pressed != 4 {
		t.Errorf("%d presses, want 4", pressed)
	}
	// The press's handler stays the button's, even where the press set
	// another.
	again := 0
	var swap *KeyButton
	swap = NewKeyButton("Swap", func() { swap.OnTapped = func() { again++ } })
	w.SetContent(swap)
	c.Focus(swap)
	swap.TypedKey(space)
	swap.TypedKey(space)
	if again != 1 {
		t.Errorf("the handler set by the first press ran %d times on the second, want 1", again)
	}
}
