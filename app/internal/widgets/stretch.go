package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Stretch stacks its objects as a VBox does, but gives Grow the height
// the others leave, up to Most more than its own least, in steps of Step
// (a line of the text it shows, so that a box of whole lines grows by
// whole lines): a box of text shows more of its text where the window
// has room, and the objects under it stay right under it. The height
// Grow gets depends on the height given and the objects' least heights
// only, never on what Grow shows, so that new text in it moves nothing.
type Stretch struct {
	Grow       fyne.CanvasObject
	Most, Step float32
}

func (l Stretch) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	n := 0
	for _, o := range objs {
		if o.Visible() {
			m := o.MinSize()
			s.Width = fyne.Max(s.Width, m.Width)
			s.Height += m.Height
			n++
		}
	}
	if n > 1 {
		s.Height += theme.Padding() * float32(n-1)
	}
	return s
}

func (l Stretch) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	extra := fyne.Min(fyne.Max(size.Height-l.MinSize(objs).Height, 0), l.Most)
	if l.Step > 0 {
		extra = l.Step * float32(int(extra/l.Step))
	}
	y := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := o.MinSize().Height
		if o == l.Grow {
			h += extra
		}
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + theme.Padding()
	}
}
