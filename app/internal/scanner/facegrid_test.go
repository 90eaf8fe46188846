package scanner

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// The grid takes the columns in which a 4:3 photo is largest, and never
// makes a cell smaller than its least size, however small the room.
func TestFaceGridArrange(t *testing.T) {
	test.NewTempApp(t)
	g := faceGrid{least: 100}
	least := fyne.NewSize(150, 100+80) // a picture of 100, its button and name 80
	for _, c := range []struct {
		room fyne.Size
		cols int
	}{
		{fyne.NewSize(1190, 500), 3}, // the default window's
		{fyne.NewSize(1790, 880), 3}, // a large window's
		{fyne.NewSize(1900, 300), 6}, // wide and low
		{fyne.NewSize(700, 1000), 2}, // narrow and tall
		{fyne.NewSize(400, 2000), 1}, // a column
		{fyne.NewSize(100, 100), 0},  // no room: the least, in any columns
		{fyne.NewSize(0, 0), 0},      // none at all
	} {
		cols, cell := g.arrange(least, c.room)
		if c.cols != 0 && cols != c.cols || cell.Width < least.Width || cell.Height < least.Height {
			t.Errorf("in %v: %d columns of %v, want %d of at least %v", c.room, cols, cell, c.cols, least)
		}
	}
}
