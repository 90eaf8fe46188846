package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// Stretch gives its growing object the room left, up to Most, and keeps
// what is under it right under it; with no room left it is a VBox.
func TestStretch(t *testing.T) {
	test.NewTempApp(t)
	box := func(h float32) *canvas.Rectangle {
		r := canvas.NewRectangle(nil)
		r.SetMinSize(fyne.NewSize(10, h))
		return r
	}
	top, grow, under := box(20), box(30), box(40)
	c := container.New(Stretch{Grow: grow, Most: 50}, top, grow, under)
	pad := theme.Padding()
	least := 90 + 2*pad
	if m := c.MinSize(); m.Height != least || m.Width != 10 {
		t.Errorf("MinSize %v, want 10x%g", m, least)
	}
	for _, tc := range []struct{ height, grown float32 }{
		{least, 30},            // no room: its least
		{least - 10, 30},       // less than none: still its least
		{least + 20, 50},       // room: all of it
		{least + 200, 30 + 50}, // more room than Most: Most
	} {
		c.Resize(fyne.NewSize(100, tc.height))
		if grow.Size().Height != tc.grown || grow.Size().Width != 100 {
			t.Errorf("in %g: the growing box is %v, want 100x%g", tc.height, grow.Size(), tc.grown)
		}
		if want := grow.Position().Y + grow.Size().Height + pad; under.Position().Y != want {
			t.Errorf("in %g: the box under it is at %g, want %g (right under it)", tc.height, under.Position().Y, want)
		}
	}
	// In steps: whole steps only.
	c.Layout = Stretch{Grow: grow, Most: 50, Step: 15}
	c.Resize(fyne.NewSize(100, least+29))
	if grow.Size().Height != 30+15 {
		t.Errorf("in steps of 15, with 29 to spare: the growing box is %g high, want 45", grow.Size().Height)
	}
	c.Resize(fyne.NewSize(100, least+200))
	if grow.Size().Height != 30+45 {
		t.Errorf("in steps of 15, at most 50 more: the growing box is %g high, want 75", grow.Size().Height)
	}
	// A hidden object takes no room.
	c.Layout = Stretch{Grow: grow, Most: 50}
	top.Hide()
	c.Resize(fyne.NewSize(100, least))
	if grow.Position().Y != 0 || grow.Size().Height != 30+20+pad {
		t.Errorf("with the top hidden: the growing box at %v, %v", grow.Position(), grow.Size())
	}
}
