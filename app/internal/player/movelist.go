package player

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// moveList is the list of moves under the player's cube: the turns in rows
// of cells of one size, scrolled by whole rows, the current move (the one
// just played) highlighted and kept in view. It draws only the rows in
// view, so 10,000 typed turns cost what 20 do, and it is one widget: one
// Tab stop, whose keys move through the moves (see playerControls.listKey).
//
// While the pointer is over the list, its scrollbar too, or drags the
// scrollbar, the list never scrolls by itself: a click lands on the move
// that was under the pointer a moment ago. It catches up with the current
// move when the pointer leaves.
type moveList struct {
	widget.BaseWidget

	// onTapped is told of a move tapped; onKey and onRune of what is
	// typed while the list has the focus.
	onTapped func(i int)
	onKey    func(*fyne.KeyEvent)
	onRune   func(rune)

	turns   []string
	current int       // the highlighted move, -1 for none
	cell    fyne.Size // every cell's size, that of the widest turn
	top     int       // the first row in view
	wheel   float32   // scrolling by the wheel not yet a whole row

	pointerIn bool          // the pointer is over the list
	pointer   fyne.Position // and there
	hovered   int           // the move under the pointer, tinted, -1 for none
	onStrip   bool          // the pointer is on the scrollbar's strip
	dragging  bool          // the scrollbar is being dragged
	due       bool          // the current move is to be shown once the pointer leaves
	laidCols  int           // the columns top was counted in, 0 before a layout

	thumb *scrollBar
}

func newMoveList() *moveList {
	l := &moveList{current: -1, hovered: -1}
	l.cell = widget.NewButton(widestTurn, nil).MinSize()
	l.thumb = newScrollBar(l)
	l.ExtendBaseWidget(l)
	return l
}

// setTurns shows turns, from the top, nothing highlighted. The pointer,
// if over the list, counts only once it moves: the moves it was over are
// gone, and a new list follows its turns as played.
func (l *moveList) setTurns(turns []string) {
	l.turns, l.current, l.top, l.wheel = turns, -1, 0, 0
	l.pointerIn, l.hovered, l.onStrip, l.due = false, -1, false, false
	l.Refresh()
}

// setCurrent highlights move i (-1 for none) and scrolls to it, or back
// at the start to the first move, the next to play, unless the pointer
// is over the list.
func (l *moveList) setCurrent(i int) {
	if i == l.current {
		return
	}
	l.current = i
	l.follow()
	l.Refresh()
}

// follow shows the current move, now or when the pointer leaves.
func (l *moveList) follow() {
	if l.pointerIn || l.dragging {
		l.due = true
		return
	}
	l.due = false
	row := max(0, l.current) / l.cols()
	switch vis := l.visibleRows(); {
	case row < l.top:
		l.top = row
	case row >= l.top+vis:
		l.top = row - vis + 1
	}
}

// released catches up with the current move once the pointer has left.
func (l *moveList) released() {
	if l.due && !l.pointerIn && !l.dragging {
		l.follow()
		l.Refresh()
	}
}

// Geometry. The cells sit in a grid as a GridWrap lays them out, beside a
// strip on the right kept for the scrollbar.

func (l *moveList) pitch() float32 { return l.cell.Height + theme.Padding() }

func (l *moveList) cols() int {
	pad := theme.Padding()
	return max(1, int((l.Size().Width-barWidth()+pad)/(l.cell.Width+pad)))
}

func (l *moveList) rows() int { return (len(l.turns) + l.cols() - 1) / l.cols() }

func (l *moveList) visibleRows() int {
	return max(1, int((l.Size().Height+theme.Padding())/l.pitch()))
}

// maxTop is the furthest the list scrolls: its last row at the bottom.
func (l *moveList) maxTop() int { return max(0, l.rows()-l.visibleRows()) }

// Top is the first row in view, MaxTop the furthest the list scrolls, and
// PointerIn whether the pointer is over it: for the window's report to
// tests that drive it with real events.
func (l *moveList) Top() int        { return l.top }
func (l *moveList) MaxTop() int     { return l.maxTop() }
func (l *moveList) PointerIn() bool { return l.pointerIn }

// cellPos is where move i is drawn, from the list's top left (above or
// below the list if it is out of view).
func (l *moveList) cellPos(i int) fyne.Position {
	c := l.cols()
	return fyne.NewPos(float32(i%c)*(l.cell.Width+theme.Padding()), float32(i/c-l.top)*l.pitch())
}

// shown reports whether move i is in view.
func (l *moveList) shown(i int) bool {
	row := i / l.cols()
	return i >= 0 && i < len(l.turns) && row >= l.top && row < l.top+l.visibleRows()
}

// moveAt returns the move drawn at pos, or -1.
func (l *moveList) moveAt(pos fyne.Position) int {
	pad := theme.Padding()
	col, row := int(pos.X/(l.cell.Width+pad)), int(pos.Y/l.pitch())
	if pos.X < 0 || pos.Y < 0 || col >= l.cols() || row >= l.visibleRows() {
		return -1
	}
	i := (l.top+row)*l.cols() + col
	at := l.cellPos(i)
	if i >= len(l.turns) || pos.X >= at.X+l.cell.Width || pos.Y >= at.Y+l.cell.Height {
		return -1 // past the last move, or in a gap between cells
	}
	return i
}

// inStrip reports whether pos is on the scrollbar's strip.
func (l *moveList) inStrip(pos fyne.Position) bool {
	return pos.X >= l.Size().Width-barWidth() && l.maxTop() > 0
}

// scrollTo shows row top first, as near as it can.
func (l *moveList) scrollTo(top int) {
	top = max(0, min(top, l.maxTop()))
	if top != l.top {
		l.top = top
		l.hovered = -1 // another move is under the pointer now
		l.hover()
		l.Refresh()
	}
}

// Tapped implements fyne.Tappable: a move seeks to it; the scrollbar's
// strip above or below its thumb scrolls a page.
func (l *moveList) Tapped(e *fyne.PointEvent) {
	if l.inStrip(e.Position) {
		switch vis := l.visibleRows(); {
		case e.Position.Y < l.thumb.Position().Y:
			l.scrollTo(l.top - vis)
		case e.Position.Y >= l.thumb.Position().Y+l.thumb.Size().Height:
			l.scrollTo(l.top + vis)
		}
		return
	}
	if i := l.moveAt(e.Position); i >= 0 && l.onTapped != nil {
		l.onTapped(i)
	}
}

// wheelNotch is how far Fyne's desktop driver scrolls for one notch of a
// mouse wheel (on Linux and Windows).
const wheelNotch = 25

// Scrolled implements fyne.Scrollable: the wheel scrolls a row a notch; a
// touchpad's small steps add up to one. What is left over is dropped when
// the scrolling turns back or reaches an end, so that the first notch
// the other way always moves.
func (l *moveList) Scrolled(e *fyne.ScrollEvent) {
	dy := e.Scrolled.DY
	if dy*l.wheel < 0 {
		l.wheel = 0
	}
	l.wheel += dy
	rows := int(l.wheel / wheelNotch)
	l.wheel -= float32(rows) * wheelNotch
	if top := l.top - rows; top <= 0 || top >= l.maxTop() {
		l.wheel = 0
	}
	l.scrollTo(l.top - rows)
}

// MouseIn implements desktop.Hoverable.
func (l *moveList) MouseIn(e *desktop.MouseEvent) { l.MouseMoved(e) }

// MouseMoved implements desktop.Hoverable.
func (l *moveList) MouseMoved(e *desktop.MouseEvent) {
	l.pointerIn, l.pointer = true, e.Position
	l.hover()
}

// MouseOut implements desktop.Hoverable.
func (l *moveList) MouseOut() {
	l.pointerIn = false
	l.hover()
	l.released()
}

// hover tints the move under the pointer and widens the scrollbar while
// the pointer is on its strip, redrawing only when either changes.
func (l *moveList) hover() {
	i, strip := -1, false
	if l.pointerIn && !l.dragging {
		i, strip = l.moveAt(l.pointer), l.inStrip(l.pointer)
	}
	if i != l.hovered || strip != l.onStrip {
		l.hovered, l.onStrip = i, strip
		l.Refresh()
	}
}

// FocusGained implements fyne.Focusable.
func (l *moveList) FocusGained() {}

// FocusLost implements fyne.Focusable.
func (l *moveList) FocusLost() {}

// TypedKey implements fyne.Focusable.
func (l *moveList) TypedKey(e *fyne.KeyEvent) {
	if l.onKey != nil {
		l.onKey(e)
	}
}

// TypedRune implements fyne.Focusable.
func (l *moveList) TypedRune(r rune) {
	if l.onRune != nil {
		l.onRune(r)
	}
}

// CreateRenderer implements fyne.Widget.
func (l *moveList) CreateRenderer() fyne.WidgetRenderer {
	r := &moveListRenderer{l: l}
	r.Refresh() // Objects has the thumb from the start
	return r
}

// barWidth is the width of the scrollbar's strip, and of its thumb while
// the pointer is on it.
func barWidth() float32 { return theme.Size(theme.SizeNameScrollBar) }

// moveListRenderer draws the cells in view, from a pool that grows to
// as many as the list has room for, and the scrollbar's thumb.
type moveListRenderer struct {
	l       *moveList
	bgs     []*canvas.Rectangle
	texts   []*canvas.Text
	objects []fyne.CanvasObject
}

// Layout keeps the first move in view when the list's width changes
// the number of columns.
func (r *moveListRenderer) Layout(fyne.Size) {
	l := r.l
	if c := l.cols(); c != l.laidCols {
		l.top = l.top * max(1, l.laidCols) / c
		l.laidCols = c
		if l.current >= 0 {
			l.follow() // fewer columns may put it below the rows in view
		}
	}
	r.Refresh()
}

// MinSize is one cell wide, beside the scrollbar, and moveListRows rows
// high.
func (r *moveListRenderer) MinSize() fyne.Size {
	return fyne.NewSize(r.l.cell.Width+barWidth(), moveListRows*r.l.pitch()-theme.Padding())
}

func (r *moveListRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *moveListRenderer) Destroy() {}

// Refresh lays out and colours the cells in view and the thumb.
func (r *moveListRenderer) Refresh() {
	l := r.l
	l.top = max(0, min(l.top, l.maxTop())) // the list may have grown wider
	first := l.top * l.cols()
	n := max(0, min(len(l.turns)-first, l.visibleRows()*l.cols()))
	for len(r.bgs) < n {
		bg, t := canvas.NewRectangle(color.Transparent), canvas.NewText("", color.Black)
		t.Alignment = fyne.TextAlignCenter
		r.bgs, r.texts = append(r.bgs, bg), append(r.texts, t)
	}
	th, v := l.Theme(), fyne.CurrentApp().Settings().ThemeVariant()
	for j, bg := range r.bgs {
		t := r.texts[j]
		if j >= n {
			bg.Hide()
			t.Hide()
			continue
		}
		i := first + j
		fg, fill := th.Color(theme.ColorNameForeground, v), color.Color(color.Transparent)
		switch i {
		case l.current:
			fg, fill = th.Color(theme.ColorNameForegroundOnPrimary, v), th.Color(theme.ColorNamePrimary, v)
		case l.hovered:
			fill = th.Color(theme.ColorNameHover, v)
		}
		pos := l.cellPos(i)
		bg.FillColor, bg.CornerRadius = fill, th.Size(theme.SizeNameInputRadius)
		bg.Move(pos)
		bg.Resize(l.cell)
		t.Text, t.Color, t.TextSize = l.turns[i], fg, th.Size(theme.SizeNameText)
		h := t.MinSize().Height
		t.Move(pos.AddXY(0, (l.cell.Height-h)/2))
		t.Resize(fyne.NewSize(l.cell.Width, h))
		bg.Show()
		t.Show()
		bg.Refresh()
		t.Refresh()
	}
	r.layoutThumb()
	if len(r.objects) != 2*len(r.bgs)+1 {
		r.objects = r.objects[:0]
		for j := range r.bgs {
			r.objects = append(r.objects, r.bgs[j], r.texts[j])
		}
		r.objects = append(r.objects, l.thumb)
	}
}

// layoutThumb puts the scrollbar's thumb beside the rows in view, thin
// until the pointer comes onto its strip; it is hidden when every row is
// in view.
func (r *moveListRenderer) layoutThumb() {
	l, thumb := r.l, r.l.thumb
	if l.maxTop() == 0 {
		thumb.Hide()
		return
	}
	size := l.Size()
	length := max(barWidth(), size.Height*float32(l.visibleRows())/float32(l.rows()))
	width := theme.Size(theme.SizeNameScrollBarSmall)
	if l.dragging || l.onStrip {
		width = barWidth()
	}
	y := (size.Height - length) * float32(l.top) / float32(l.maxTop())
	thumb.Move(fyne.NewPos(size.Width-width, y))
	thumb.Resize(fyne.NewSize(width, length))
	thumb.Show()
	thumb.Refresh()
}

// scrollBar is the move list's scrollbar: its thumb, dragged to scroll
// (named as Fyne names its own, which moves as the content grows).
// It takes no hover: the pointer on it is over the list.
type scrollBar struct {
	widget.BaseWidget
	l     *moveList
	rect  *canvas.Rectangle
	start float32 // where the thumb was when the drag began
	moved float32 // and how far it has been dragged
}

func newScrollBar(l *moveList) *scrollBar {
	t := &scrollBar{l: l, rect: canvas.NewRectangle(color.Transparent)}
	t.ExtendBaseWidget(t)
	return t
}

// Dragged implements fyne.Draggable: the rows follow the thumb.
func (t *scrollBar) Dragged(e *fyne.DragEvent) {
	l := t.l
	if !l.dragging {
		l.dragging, t.start, t.moved = true, t.Position().Y, 0
		l.hover() // no move is tinted while dragging
	}
	t.moved += e.Dragged.DY
	if track := l.Size().Height - t.Size().Height; track > 0 {
		l.scrollTo(int(math.Round(float64((t.start + t.moved) / track * float32(l.maxTop())))))
	}
	l.Refresh() // the thumb follows the pointer between rows
}

// DragEnd implements fyne.Draggable.
func (t *scrollBar) DragEnd() {
	t.l.dragging = false
	t.l.hover()
	t.l.Refresh()
	t.l.released()
}

// CreateRenderer implements fyne.Widget.
func (t *scrollBar) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(t.rect)
}

// Refresh implements fyne.Widget: the thumb is drawn in the theme's
// scrollbar colour.
func (t *scrollBar) Refresh() {
	t.rect.FillColor = theme.ColorForWidget(theme.ColorNameScrollBar, t)
	t.rect.CornerRadius = theme.Size(theme.SizeNameScrollBarRadius)
	t.BaseWidget.Refresh()
}
