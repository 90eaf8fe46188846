package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// fixedHeight gives its one object the height of a number of lines of
// text, whatever the object's own: the editor's messages sit in one, so
// that the net above keeps its place as they come and go while the user
// clicks stickers (a longer message scrolls).
type fixedHeight struct{ lines int }

func (l fixedHeight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height
	return fyne.NewSize(objs[0].MinSize().Width, line*float32(l.lines)+2*theme.InnerPadding())
}

func (l fixedHeight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}
