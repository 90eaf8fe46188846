package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// The window keeps everything the user aims at in place: the parts whose
// content comes and goes (messages, notes, a progress bar, a solution of
// any length) sit in boxes whose size does not depend on that content.

// FixedHeight gives its one object the height of a number of lines of
// text of a size, whatever the object's own, and asks for no width of its
// own (the text in it wraps).
type FixedHeight struct {
	Lines int
	Size  fyne.ThemeSizeName // the text size; "" is the normal text
}

// LineHeight is the height of a line of text of the theme size name.
func LineHeight(size fyne.ThemeSizeName) float32 {
	if size == "" {
		size = theme.SizeNameText
	}
	return fyne.MeasureText("Ag", theme.Size(size), fyne.TextStyle{}).Height
}

func (l FixedHeight) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(0, LineHeight(l.Size)*float32(l.Lines)+2*theme.InnerPadding())
}

func (l FixedHeight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// NewTextBox puts content in a box lines of text high: what does not fit
// scrolls inside it.
func NewTextBox(lines int, size fyne.ThemeSizeName, content fyne.CanvasObject) *fyne.Container {
	return container.New(FixedHeight{Lines: lines, Size: size}, ClipLines(NewBoxScroll(content)))
}

// A box of text shows whole lines: text that does not fit is cut between
// two lines, never through one. A label's lines lie between its padding
// above and below, so a box as high as its lines and both paddings showed
// half of the first line that did not fit in the lower padding. The
// scroll's view stops at the lower padding (clipLines), and its content
// is as long as its lines and the upper padding (trimmedText), so text
// that fits is not scrolled for the padding it no longer needs.

// ClipLines puts a box's scroll in a view that leaves out the box's
// lower padding.
func ClipLines(scroll fyne.CanvasObject) *fyne.Container {
	return container.New(clipLayout{}, scroll)
}

type clipLayout struct{}

func (clipLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return fyne.NewSize(0, 0) }

func (clipLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(fyne.NewSize(size.Width, size.Height-theme.InnerPadding()))
	}
}

// trimmedText lays out text (a label, or a textColumn of them) without
// its lower padding, which clipLines leaves out of view.
type trimmedText struct{}

func (trimmedText) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return fyne.NewSize(s.Width, fyne.Max(0, s.Height-theme.InnerPadding()))
}

func (trimmedText) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(fyne.NewSize(size.Width, size.Height+theme.InnerPadding()))
	}
}

// TextColumn stacks labels so that their lines follow one another as one
// text's do, each label's padding above and below left out between them:
// in a box of n lines, n lines of them show.
type TextColumn struct{}

func (TextColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	pad := 2 * theme.InnerPadding()
	s := fyne.NewSize(0, pad)
	for _, o := range objs {
		if o.Visible() {
			m := o.MinSize()
			s.Width = fyne.Max(s.Width, m.Width)
			s.Height += m.Height - pad
		}
	}
	return s
}

func (TextColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := 2 * theme.InnerPadding()
	y := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		o.Move(fyne.NewPos(0, y))
		// A wrapped label's height follows its width.
		o.Resize(fyne.NewSize(size.Width, o.MinSize().Height))
		o.Resize(fyne.NewSize(size.Width, o.MinSize().Height))
		y += o.Size().Height - pad
	}
}

// BoxScroll is the vertical scroll of a box of fixed size that may sit in
// a scrolled column: the wheel scrolls the box while it has more to show
// that way, and the column (outer) otherwise. Fyne gives the wheel to the
// innermost scroll under the pointer, which kept it even with nothing to
// scroll, so the column did not move over the solution's text.
type BoxScroll struct {
	container.Scroll
	outer fyne.Scrollable
}

func NewBoxScroll(content fyne.CanvasObject) *BoxScroll {
	s := &BoxScroll{}
	s.Content = container.New(trimmedText{}, content)
	s.Direction = container.ScrollVerticalOnly
	s.ExtendBaseWidget(s)
	return s
}

// ShowTop lays the box's text out again and scrolls to its top: to be
// called after a line of it is shown, hidden or changed. The box keeps
// its size, so nothing lays it out otherwise: a label shown by a key
// (no button redrawn beside it) kept no room and was not seen, and the
// text below it stayed where it was, until the pointer next moved over
// a button.
func (s *BoxScroll) ShowTop() {
	s.Content.Refresh()
	s.Refresh()
	s.ScrollToTop()
}

// Scrolled implements fyne.Scrollable.
func (s *BoxScroll) Scrolled(e *fyne.ScrollEvent) {
	before := s.Offset
	s.Scroll.Scrolled(e)
	if s.Offset == before && s.outer != nil {
		s.outer.Scrolled(e)
	}
}

// PassWheel makes every box's scroll in o (through its containers) pass
// the wheel on to outer when it has nothing more to scroll.
func PassWheel(o fyne.CanvasObject, outer fyne.Scrollable) {
	switch x := o.(type) {
	case *BoxScroll:
		x.outer = outer
		PassWheel(x.Content, outer)
	case *fyne.Container:
		for _, k := range x.Objects {
			PassWheel(k, outer)
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

// Kept wraps objs in a keepSpace container.
func Kept(objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(keepSpace{}, objs...)
}

// FixedWidth gives its objects a width of their own, whatever their
// content's (a column of wrapped text and buttons beside a picture), and
// the tallest one's height.
type FixedWidth struct{ Width float32 }

func (l FixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(l.Width, 0)
	for _, o := range objs {
		s.Height = max(s.Height, o.MinSize().Height)
	}
	return s
}

func (l FixedWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
