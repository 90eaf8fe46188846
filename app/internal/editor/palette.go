package editor

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"cubesolver/app/internal/words"
	"cubesolver/render"
	"cubesolver/solver/cube"
)

// PaletteOrder is the order of the swatches; keys 1..6 pick them in this
// order and 0 picks blank (the eraser).
var PaletteOrder = []cube.Face{cube.U, cube.R, cube.F, cube.D, cube.L, cube.B, cube.Blank}

// palette is the row of colour swatches: the colour being painted with is
// outlined, and each swatch shows its key and how many stickers have that
// colour, so a tenth white is noticed while it is painted.
type palette struct {
	Swatches []*Swatch
	content  *fyne.Container
	// OnSelected is called when a swatch is tapped.
	OnSelected func(cube.Face)
}

func newPalette() *palette {
	p := &palette{}
	objs := []fyne.CanvasObject{}
	for k, f := range PaletteOrder {
		key := fmt.Sprint(k + 1)
		if f == cube.Blank {
			key = "0"
		}
		s := NewSwatch(f, key)
		s.onTap = func() {
			if p.OnSelected != nil {
				p.OnSelected(f)
			}
		}
		p.Swatches = append(p.Swatches, s)
		objs = append(objs, s)
	}
	p.content = container.New(layout.NewGridLayoutWithColumns(len(objs)), objs...)
	return p
}

// show outlines the swatch of colour sel and writes the counts of f, a
// cube of puzzle pz.
func (p *palette) show(sel cube.Face, f cube.Facelets, pz puzzle.Puzzle) {
	var count [cube.Blank + 1]int
	for i, x := range f {
		if int(x) < len(count) && pz.Has(i) {
			count[x]++
		}
	}
	for _, s := range p.Swatches {
		s.set(s.face == sel, count[s.face], pz.Stickers())
	}
}

// Swatch is one colour of the palette.
type Swatch struct {
	widget.BaseWidget
	face     cube.Face
	Key      string
	selected bool
	count    int
	of       int // stickers of each colour on the puzzle
	onTap    func()
	// OnRune and onKey are the window's handlers of what is typed while
	// the chip has the focus (Tab), but Space and Enter, which choose it.
	OnRune func(rune)
	OnKey  func(*fyne.KeyEvent)
}

func NewSwatch(f cube.Face, key string) *Swatch {
	s := &Swatch{face: f, Key: key}
	s.ExtendBaseWidget(s)
	return s
}

func (s *Swatch) set(selected bool, count, of int) {
	if s.selected == selected && s.count == count && s.of == of {
		return
	}
	s.selected, s.count, s.of = selected, count, of
	s.Refresh()
}

// Tip says what the swatch is, its keys and what its count means.
func (s *Swatch) Tip() string {
	if s.face == cube.Blank {
		return fmt.Sprintf("Blank, to erase: key 0 or Backspace · %d blank stickers", s.count)
	}
	name := puzzle.ColourNames[s.face]
	keys := s.Key + " or " + s.face.String()
	if initial := strings.ToUpper(name[:1]); initial != s.face.String() {
		keys = s.Key + ", " + s.face.String() + " or " + initial
	}
	return fmt.Sprintf("%s: key %s · %d stickers painted, of %d", words.UpperFirst(name), keys, s.count, max(s.of, 4))
}

// MouseIn implements desktop.Hoverable.
func (s *Swatch) MouseIn(*desktop.MouseEvent) {
	if t := widgets.TipFor(s); t != nil {
		t.PointerIn(s, s.Tip())
	}
}

// MouseMoved implements desktop.Hoverable.
func (s *Swatch) MouseMoved(*desktop.MouseEvent) {}

// MouseOut implements desktop.Hoverable.
func (s *Swatch) MouseOut() {
	if t := widgets.TipFor(s); t != nil {
		t.PointerOut(s)
	}
}

// Tapped implements fyne.Tappable.
func (s *Swatch) Tapped(*fyne.PointEvent) {
	if s.onTap != nil {
		s.onTap()
	}
}

// FocusGained implements fyne.Focusable: the chips are reached with Tab.
func (s *Swatch) FocusGained() {}

// FocusLost implements fyne.Focusable.
func (s *Swatch) FocusLost() {}

// TypedRune implements fyne.Focusable.
func (s *Swatch) TypedRune(r rune) {
	if r != ' ' && s.OnRune != nil {
		s.OnRune(r)
	}
}

// TypedKey implements fyne.Focusable: Space or Enter chooses the colour.
func (s *Swatch) TypedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		s.Tapped(nil)
	default:
		if s.OnKey != nil {
			s.OnKey(e)
		}
	}
}

// Label is what the swatch says: its key and the count. It is kept short
// so that the palette fits beside the side panel at 800 units.
func (s *Swatch) Label() string {
	return fmt.Sprintf("%s · %d", s.Key, s.count)
}

// TextColour is black or white, whichever contrasts more with the
// swatch (white on green read at 3.6:1).
func (s *Swatch) TextColour() color.Color {
	c := render.DefaultPalette[s.face]
	if widgets.Contrast(color.Black, c) >= widgets.Contrast(color.White, c) {
		return color.Black
	}
	return color.White
}

func (s *Swatch) CreateRenderer() fyne.WidgetRenderer {
	r := &swatchRenderer{s: s, ring: canvas.NewRectangle(color.Transparent),
		bg: canvas.NewRectangle(color.Transparent), text: canvas.NewText("", color.Black)}
	r.text.Alignment = fyne.TextAlignCenter
	r.text.TextStyle = fyne.TextStyle{Bold: true}
	r.Refresh()
	return r
}

// swatchRenderer draws the colour inset in a ring; the ring, in the
// theme's foreground colour, marks the selected swatch whatever its colour
// and in either theme.
type swatchRenderer struct {
	s    *Swatch
	ring *canvas.Rectangle
	bg   *canvas.Rectangle
	text *canvas.Text
}

// ringInset is the space between the selection ring and the colour.
const ringInset = 4

func (r *swatchRenderer) Layout(size fyne.Size) {
	r.ring.Resize(size)
	r.bg.Move(fyne.NewPos(ringInset, ringInset))
	r.bg.Resize(fyne.NewSize(size.Width-2*ringInset, size.Height-2*ringInset))
	ts := r.text.MinSize()
	r.text.Move(fyne.NewPos(0, (size.Height-ts.Height)/2))
	r.text.Resize(fyne.NewSize(size.Width, ts.Height))
}

// MinSize is that of the widest label a swatch can have, so that the
// palette, and the net above it, keep their places as counts reach two
// digits.
func (r *swatchRenderer) MinSize() fyne.Size {
	ts := fyne.MeasureText("0 · 54 !", r.text.TextSize, r.text.TextStyle)
	return fyne.NewSize(fyne.Max(ts.Width+2*theme.Padding()+2*ringInset, 48), ts.Height+2*theme.Padding()+2*ringInset)
}

func (r *swatchRenderer) Refresh() {
	s := r.s
	r.bg.FillColor = render.DefaultPalette[s.face]
	r.bg.CornerRadius = 5
	r.bg.StrokeWidth = 1
	r.bg.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	r.ring.CornerRadius = 8
	r.ring.StrokeColor = color.Transparent
	r.ring.StrokeWidth = 2.5
	if s.selected {
		r.ring.StrokeColor = theme.Color(theme.ColorNameForeground)
	}
	r.ring.Refresh()
	r.text.Text = s.Label()
	if s.face != cube.Blank && s.count > max(s.of, 4) {
		r.text.Text += " !" // too many: flag it where the eye already is
	}
	r.text.Color = s.TextColour()
	r.bg.Refresh()
	r.text.Refresh()
}

func (r *swatchRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.ring, r.bg, r.text}
}

func (r *swatchRenderer) Destroy() {}
