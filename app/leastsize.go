package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// LeastSize is the window's least size, in Fyne's units: everything in it
// is in view without scrolling (the content alone would let the window
// be 752x580, where Play and Find a shorter one were cut off at the
// bottom of the column on the right).
var LeastSize = fyne.NewSize(800, 600)

// atLeast lays its objects over one another, as a stack, and asks for no
// less than makes the window LeastSize: the window pads its content by
// the theme's padding all round. Being the window's content, it is laid
// out whenever the window is resized, and then calls resized, if set.
type atLeast struct {
	resized func()
}

func (atLeast) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := LeastSize.SubtractWidthHeight(2*theme.Padding(), 2*theme.Padding())
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

func (l atLeast) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if l.resized != nil {
		l.resized()
	}
}
