package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// sideLayout puts the second of its two objects in a column on the right,
// as wide as its minimum or a fraction of the whole, whichever is wider,
// and the first in the rest: on a large screen the solution gets room
// instead of the space between the cubes.
type sideLayout struct{ frac float32 }

func (l sideLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	main, side := objs[0], objs[1]
	pad := theme.Padding()
	w := fyne.Min(fyne.Max(side.MinSize().Width, size.Width*l.frac), size.Width-main.MinSize().Width-pad)
	w = fyne.Max(w, side.MinSize().Width)
	side.Move(fyne.NewPos(size.Width-w, 0))
	side.Resize(fyne.NewSize(w, size.Height))
	main.Move(fyne.NewPos(0, 0))
	main.Resize(fyne.NewSize(size.Width-w-pad, size.Height))
}

func (l sideLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	a, b := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(a.Width+theme.Padding()+b.Width, fyne.Max(a.Height, b.Height))
}
