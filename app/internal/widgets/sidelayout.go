package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// SideLayout puts the second of its two objects in a column on the right,
// Min wide or a fraction of the whole, whichever is wider, and the first
// in the rest: on a large screen the solution gets room instead of the
// space between the cubes. The column's width depends on the window's
// alone, never on what the column shows, so that a long message cannot
// push the rest of the window about.
type SideLayout struct{ Frac, Min float32 }

// width is the column's width in a window w wide beside main.
func (l SideLayout) width(main fyne.CanvasObject, w float32) float32 {
	return fyne.Max(fyne.Min(w*l.Frac, w-main.MinSize().Width-theme.Padding()), l.Min)
}

func (l SideLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	main, side := objs[0], objs[1]
	pad := theme.Padding()
	w := l.width(main, size.Width)
	side.Move(fyne.NewPos(size.Width-w, 0))
	side.Resize(fyne.NewSize(w, size.Height))
	main.Move(fyne.NewPos(0, 0))
	main.Resize(fyne.NewSize(size.Width-w-pad, size.Height))
}

func (l SideLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	a, b := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(a.Width+theme.Padding()+l.Min, fyne.Max(a.Height, b.Height))
}
