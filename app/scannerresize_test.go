package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The scanner's pop-up follows the window as it is resized while it is
// open, larger and smaller, as it is sized when shown: the window's size
// but for a margin, in the middle.
func TestScannerFollowsWindowSize(t *testing.T) {
	tv, s := openTestScanner(t)
	pad := theme.Padding()
	check := func(when string) {
		t.Helper()
		c := tv.w.Canvas().Size()
		want := c.SubtractWidthHeight(2*pad, 2*pad)
		if got := s.Pop.Size(); got != want {
			t.Errorf("%s, window %v: the pop-up is %v, want %v", when, c, got, want)
		}
		if got := s.Pop.Position(); got != fyne.NewPos(pad, pad) {
			t.Errorf("%s, window %v: the pop-up is at %v, want %v", when, c, got, fyne.NewPos(pad, pad))
		}
	}
	check("opened")
	for _, size := range []fyne.Size{{Width: 1300, Height: 850}, {Width: 900, Height: 650}, {Width: 1200, Height: 800}} {
		tv.w.Resize(size)
		check("resized")
	}
	// Closed, it is left alone; shown again, it has the window's size.
	s.Pop.Hide()
	tv.w.Resize(fyne.NewSize(1000, 700))
	s.Show()
	check("shown again")
}
