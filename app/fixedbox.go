package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// The window keeps everything the user aims at in place: the parts whose
// content comes and goes (messages, notes, a progress bar, a solution of
// any length) sit in boxes whose size does not depend on that content.

// fixedHeight gives its one object the height of a number of lines of
// text of a size, whatever the object's own, and asks for no width of its
// own (the text in it wraps).
type fixedHeight struct {
	lines int
	size  fyne.ThemeSizeName // the text size; "" is the normal text
}

// lineHeight is the height of a line of text of the theme size name.
func lineHeight(size fyne.ThemeSizeName) float32 {
	if size == "" {
		size = theme.SizeNameText
	}
	return fyne.MeasureText("Ag", theme.Size(size), fyne.TextStyle{}).Height
}

func (l fixedHeight) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(0, lineHeight(l.size)*float32(l.lines)+2*theme.InnerPadding())
}

func (l fixedHeight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// newTextBox puts content in a box lines of text high: what does not fit
// scrolls inside it.
func newTextBox(lines int, size fyne.ThemeSizeName, content fyne.CanvasObject) *fyne.Container {
	return container.New(fixedHeight{lines: lines, size: size}, newBoxScroll(content))
}

// boxScroll is the vertical scroll of a box of fixed size that may sit in
// a scrolled column: the wheel scrolls the box while it has more to show
// that way, and the column (outer) otherwise. Fyne gives the wheel to the
// innermost scroll under the pointer, which kept it even with nothing to
// scroll, so the column did not move over the solution's text.
type boxScroll struct {
	container.Scroll
	outer fyne.Scrollable
}

func newBoxScroll(content fyne.CanvasObject) *boxScroll {
	s := &boxScroll{}
	s.Content = content
	s.Direction = container.ScrollVerticalOnly
	s.ExtendBaseWidget(s)
	return s
}

// Scrolled implements fyne.Scrollable.
func (s *boxScroll) Scrolled(e *fyne.ScrollEvent) {
	before := s.Offset
	s.Scroll.Scrolled(e)
	if s.Offset == before && s.outer != nil {
		s.outer.Scrolled(e)
	}
}

// passWheel makes every box's scroll in o (through its containers) pass
// the wheel on to outer when it has nothing more to scroll.
func passWheel(o fyne.CanvasObject, outer fyne.Scrollable) {
	switch x := o.(type) {
	case *boxScroll:
		x.outer = outer
		passWheel(x.Content, outer)
	case *fyne.Container:
		for _, k := range x.Objects {
			passWheel(k, outer)
		}
	}
}

// keepSpace is a layout that keeps the room of its objects when they are
// hidden, so that hiding a button or a progress bar moves nothing.
type keepSpace struct{}

func (keepSpace) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

func (keepSpace) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// kept wraps objs in a keepSpace container.
func kept(objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(keepSpace{}, objs...)
}

// fixedWidth gives its objects a width of their own, whatever their
// content's (a column of wrapped text and buttons beside a picture), and
// the tallest one's height.
type fixedWidth struct{ width float32 }

func (l fixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(l.width, 0)
	for _, o := range objs {
		s.Height = max(s.Height, o.MinSize().Height)
	}
	return s
}

func (l fixedWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
