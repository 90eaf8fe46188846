package editor

import (
	"image"
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/render"
	"cubesolver/solver/cube"
)

// MinStickerSize is the side of a sticker, in Fyne units, below which the
// net view does not shrink.
const MinStickerSize = 16

// MaxStickerSize is the side of a 3x3x3's sticker, in Fyne units, above
// which the net stops growing in a large window: a face is then a little
// larger than a real cube's held at arm's length. The pocket cube's faces
// stop at the same size, their stickers half as large again.
const MaxStickerSize = 64

// NetView is a widget showing the cube as an unfolded net: U above, L F R B
// in a row, D below. It keeps the stickers it shows and, optionally, a set
// of highlighted stickers; OnTapped, when set, is told which sticker was
// tapped.
//
// Like every widget it must be changed only on the UI goroutine (use
// fyne.Do from elsewhere).
type NetView struct {
	widget.BaseWidget

	// OnTapped is called with the sticker (0..53) under a tap; taps in the
	// gaps between stickers are ignored.
	OnTapped func(sticker int)

	// OnDragged is called with each sticker the pointer passes over while
	// dragging, and OnDragEnd when the drag ends; the editor uses them to
	// paint several stickers in one stroke.
	OnDragged func(sticker int)
	OnDragEnd func()

	// OnSecondaryTapped is called with the sticker under a right click (or
	// long press).
	OnSecondaryTapped func(sticker int)

	// OnRune and OnKey are told of what is typed while the net has the
	// focus, but for the arrow keys, which move the cursor (netcursor.go).
	OnRune func(rune)
	OnKey  func(*fyne.KeyEvent)

	cursor  int  // the sticker under the cursor
	focused bool // the net has the keyboard focus: the cursor shows

	facelets  cube.Facelets
	highlight []int
	style     *render.Style // nil: the default colours on plastic that suits the theme
	Puzzle    puzzle.Puzzle // the pocket cube's net has 2x2 faces, its corner stickers
}

// NewNetView returns a view of the stickers f in the default colours.
func NewNetView(f cube.Facelets) *NetView {
	v := &NetView{facelets: f}
	v.ExtendBaseWidget(v)
	return v
}

// Facelets returns the stickers shown.
func (v *NetView) Facelets() cube.Facelets { return v.facelets }

// SetFacelets shows the stickers f.
func (v *NetView) SetFacelets(f cube.Facelets) {
	if f == v.facelets {
		return
	}
	v.facelets = f
	v.Refresh()
}

// Highlight returns the highlighted stickers.
func (v *NetView) Highlight() []int { return slices.Clone(v.highlight) }

// SetHighlight outlines the stickers listed (indexes 0..53); nil or an
// empty list removes the outlines.
func (v *NetView) SetHighlight(stickers []int) {
	if slices.Equal(stickers, v.highlight) {
		return
	}
	v.highlight = slices.Clone(stickers)
	v.Refresh()
}

// SetStyle changes the colours the net is drawn in; nil goes back to the
// default colours, with the plastic a shade that stands out from the
// theme's background.
func (v *NetView) SetStyle(s *render.Style) {
	if s != nil {
		c := *s
		s = &c
	}
	v.style = s
	v.Refresh()
}

// SetPuzzle shows the net of puzzle p: the pocket cube's shows only the
// corner stickers of the facelets, each face 2x2. Its size does not
// change, so nothing around it moves.
func (v *NetView) SetPuzzle(p puzzle.Puzzle) {
	if p == v.Puzzle {
		return
	}
	v.Puzzle = p
	if !v.Layout(1, 1).Has(v.cursor) {
		v.cursor = 0
	}
	v.Refresh()
}

// Layout is the net's geometry in an area w x h, in Fyne units: as large
// as fits, up to MaxStickerSize.
func (v *NetView) Layout(w, h float64) render.Net {
	if v.Puzzle == puzzle.Cube2 {
		return render.NewPocketNet(w, h).Capped(MaxStickerSize * 3 / 2)
	}
	return render.NewNet(w, h).Capped(MaxStickerSize)
}

// pixelLayout is the net's geometry in the w x h pixels it is drawn in:
// its Layout in units, scaled.
func (v *NetView) pixelLayout(w, h int) render.Net {
	k := 1.0
	if size := v.Size(); size.Width > 0 {
		k = float64(w) / float64(size.Width)
	}
	return v.Layout(float64(w)/k, float64(h)/k).Scaled(k)
}

// WidthFor is the width the net can use in a height of h units: that of
// its largest stickers there, up to MaxStickerSize; the window gives it
// that much when it can spare it. It is the 3x3x3's, for both puzzles,
// so that the net keeps its size when the other is chosen.
func WidthFor(h float32) float32 {
	_, rows := render.MinSize(1)
	w, _ := render.MinSize(math.Max(MinStickerSize, math.Min(MaxStickerSize, float64(h)/rows)))
	return float32(w)
}

// drawStyle is the style the net is drawn in now.
func (v *NetView) drawStyle() render.Style {
	if v.style != nil {
		return *v.style
	}
	s := render.DefaultStyle()
	// Black plastic all but vanishes on a dark background; use dark grey.
	bg := theme.ColorForWidget(theme.ColorNameBackground, v)
	if r, g, b, _ := bg.RGBA(); 299*r+587*g+114*b < 1000*0x8000 {
		s.Body = color.RGBA{0x3A, 0x3A, 0x3A, 0xFF}
	}
	return s
}

// StickerAt returns the sticker under pos, a position inside the widget.
func (v *NetView) StickerAt(pos fyne.Position) (sticker int, ok bool) {
	size := v.Size()
	n := v.Layout(float64(size.Width), float64(size.Height))
	return n.HitTest(float64(pos.X), float64(pos.Y))
}

// Tapped implements fyne.Tappable.
func (v *NetView) Tapped(e *fyne.PointEvent) {
	if v.OnTapped == nil {
		return
	}
	if i, ok := v.StickerAt(e.Position); ok {
		v.OnTapped(i)
	}
}

// Dragged implements fyne.Draggable. Every sticker on the way from the
// last position to this one is painted, the one the drag began on too:
// the driver reports a drag only once the pointer has moved, and a quick
// stroke moves a sticker or more between reports, so painting only where
// each report lands left the first sticker, and those crossed quickly,
// unpainted.
func (v *NetView) Dragged(e *fyne.DragEvent) {
	if v.OnDragged == nil {
		return
	}
	from := e.Position.Subtract(e.Dragged)
	// Steps of at most 2 units: far less than a sticker at any size.
	steps := int(math.Ceil(float64(max(abs32(e.Dragged.DX), abs32(e.Dragged.DY))) / 2))
	last := -1
	for k := 0; k <= steps; k++ {
		f := float32(1)
		if steps > 0 {
			f = float32(k) / float32(steps)
		}
		p := fyne.NewPos(from.X+f*e.Dragged.DX, from.Y+f*e.Dragged.DY)
		if i, ok := v.StickerAt(p); ok && i != last {
			v.OnDragged(i)
			last = i
		}
	}
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

// DragEnd implements fyne.Draggable.
func (v *NetView) DragEnd() {
	if v.OnDragEnd != nil {
		v.OnDragEnd()
	}
}

// TappedSecondary implements fyne.SecondaryTappable.
func (v *NetView) TappedSecondary(e *fyne.PointEvent) {
	if v.OnSecondaryTapped == nil {
		return
	}
	if i, ok := v.StickerAt(e.Position); ok {
		v.OnSecondaryTapped(i)
	}
}

// CreateRenderer implements fyne.Widget.
func (v *NetView) CreateRenderer() fyne.WidgetRenderer {
	r := &netRenderer{view: v}
	r.raster = canvas.NewRaster(r.draw)
	return r
}

// netRenderer draws a NetView into a raster the size of the widget in
// device pixels, so the stickers stay sharp at any scale.
type netRenderer struct {
	view   *NetView
	raster *canvas.Raster
}

func (r *netRenderer) draw(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	v := r.view
	s := v.drawStyle()
	n := v.pixelLayout(w, h)
	render.DrawNet(img, n, v.facelets, &s, v.highlight)
	if v.focused {
		v.drawCursor(img, n)
	}
	return img
}

func (r *netRenderer) Layout(size fyne.Size) {
	r.raster.Resize(size)
	r.raster.Move(fyne.NewPos(0, 0))
}

func (r *netRenderer) MinSize() fyne.Size {
	w, h := render.MinSize(MinStickerSize)
	return fyne.NewSize(float32(w), float32(h))
}

func (r *netRenderer) Refresh() { r.raster.Refresh() }

func (r *netRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.raster} }

func (r *netRenderer) Destroy() {}
