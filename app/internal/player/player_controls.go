package player

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
)

// SpeedChoices are the speeds offered, as the speed control shows them.
var SpeedChoices = []string{"0.25×", "0.5×", "1×", "1.5×", "2×", "4×"}

// moveListRows is how many rows of moves show before the list scrolls.
const moveListRows = 2

// widestTurn is as wide as the widest turn the move list shows.
const widestTurn = "3Rw2'"

// playerControls are the buttons, the speed control, the scrubber and the
// move list under the cube.
type playerControls struct {
	p *Player

	start, back, play, forward, end *widgets.TipButton
	Speed                           *widgets.QuietSelect
	Scrub                           *widgets.QuietSlider
	count                           *widget.Label // "3 / 20"
	countSlot                       *fyne.Container
	moves                           *fyne.Container
	movesScroll                     *container.Scroll
	noMoves                         *widget.Label // instead of the list, when it is empty
	moveButtons                     []*widgets.KeyButton
	box                             *fyne.Container

	syncing     bool // set while sync changes widgets, so their callbacks do not act
	highlighted int  // index of the highlighted move button, -1 for none

	// While the pointer is over the list of moves, the list does not
	// scroll by itself, so that a click lands on the move that was under
	// the pointer; scrollDue says it has some catching up to do when the
	// pointer leaves.
	pointerIn, scrollDue bool
}

func newPlayerControls(p *Player) *playerControls {
	c := &playerControls{p: p, highlighted: -1}
	c.start = widgets.NewTipButton("", theme.MediaSkipPreviousIcon(), "To the start (Home)", p.GoToStart)
	c.back = widgets.NewTipButton("", theme.MediaFastRewindIcon(), "Step back (left arrow key)", p.StepBack)
	c.play = widgets.NewTipButton("", theme.MediaPlayIcon(), "Play or pause (Space)", p.TogglePlay)
	c.play.Importance = widget.HighImportance
	c.forward = widgets.NewTipButton("", theme.MediaFastForwardIcon(), "Step forward (right arrow key)", p.StepForward)
	c.end = widgets.NewTipButton("", theme.MediaSkipNextIcon(), "To the end (End)", p.GoToEnd)
	// Each is disabled at one end of the moves, pressed from the keyboard
	// or not: Play or pause takes the focus then.
	for _, b := range []*widgets.TipButton{c.start, c.back, c.forward, c.end} {
		b.FocusAfter = c.play
	}

	c.Speed = widgets.NewQuietSelect(SpeedChoices, func(s string) {
		if c.syncing {
			return
		}
		if x, ok := parseSpeed(s); ok {
			p.SetSpeed(x)
			if p.OnSpeed != nil {
				p.OnSpeed(x)
			}
		}
	})
	c.Scrub = widgets.NewQuietSlider(0, 1)
	c.Scrub.OnChanged = func(v float64) {
		if !c.syncing {
			// Like a move in the list, a place on the bar stands for a
			// state to look at: playing stops there, so that the thumb
			// stays under the pointer dragging it.
			p.State.pause()
			p.Seek(int(math.Round(v)))
		}
	}
	c.count = widget.NewLabel("")
	c.moves = container.NewGridWrap(fyne.NewSize(1, 1))
	// Behind the moves, the gaps between them tell of the pointer too.
	c.movesScroll = container.NewVScroll(container.NewStack(newHoverArea(c.hover), c.moves))
	c.noMoves = widget.NewLabel("No moves")

	buttons := container.NewHBox(c.start, c.back, c.play, c.forward, c.end,
		layout.NewSpacer(), widget.NewLabel("Speed"), c.Speed)
	// The count has the room of the longest it can say (see load), so
	// that the scrubber keeps its length as the count grows.
	c.countSlot = container.NewGridWrap(fyne.NewSize(1, 1), c.count)
	scrubber := container.NewBorder(nil, nil, nil, c.countSlot, c.Scrub)
	c.box = container.NewVBox(scrubber, buttons, widgets.Kept(c.movesScroll, c.noMoves))
	return c
}

// load fills the move list with alg's turns.
func (c *playerControls) load(alg cube.Alg) {
	c.moveButtons = c.moveButtons[:0]
	c.highlighted = -1
	// The moves the pointer was over are gone, and the new ones are told
	// of it only when it moves: a new list shows its start.
	c.pointerIn, c.scrollDue = false, false
	// Every list has cells of one size, that of the widest turn there is,
	// so that the player keeps its size whatever is loaded.
	cell := widget.NewButton(widestTurn, nil).MinSize()
	objs := make([]fyne.CanvasObject, len(alg))
	for i, t := range alg {
		b := widgets.NewKeyButton(t.String(), func() {
			// A move in the list stands for the state after it.
			c.p.State.pause()
			c.p.Seek(i + 1)
		})
		b.OnHover = c.hover
		b.Importance = widget.LowImportance
		c.moveButtons = append(c.moveButtons, b)
		objs[i] = b
	}
	if len(alg) == 0 {
		c.movesScroll.Hide()
		c.noMoves.Show()
	} else {
		c.noMoves.Hide()
		c.movesScroll.Show()
	}
	c.moves.Layout = layout.NewGridWrapLayout(cell)
	c.moves.Objects = objs
	c.moves.Refresh()
	pad := theme.Padding()
	c.movesScroll.SetMinSize(fyne.NewSize(cell.Width, moveListRows*cell.Height+(moveListRows-1)*pad))
	c.countSlot.Layout = layout.NewGridWrapLayout(countRoom(len(alg)))
	c.countSlot.Refresh()
	c.Scrub.Max = float64(max(len(alg), 1))
	if len(alg) == 0 {
		c.Scrub.Disable()
	} else {
		c.Scrub.Enable()
	}
}

// sync shows the playback's state in the controls.
func (c *playerControls) sync() {
	c.syncing = true
	defer func() { c.syncing = false }()
	s := c.p.State
	pos, n := s.reached(), s.Len()

	if s.playing {
		c.play.SetIcon(theme.MediaPauseIcon())
	} else {
		c.play.SetIcon(theme.MediaPlayIcon())
	}
	setEnabled(c.start, pos > 0)
	setEnabled(c.back, pos > 0)
	setEnabled(c.forward, pos < n)
	setEnabled(c.end, pos < n)
	setEnabled(c.play, n > 0)

	if c.Scrub.Value != float64(pos) {
		c.Scrub.SetValue(float64(pos))
	}
	c.count.SetText(fmt.Sprintf("%d / %d", pos, n))
	if want := FormatSpeed(s.speed); c.Speed.Selected != want {
		c.Speed.SetSelected(want)
	}

	// The move just played (or being played) is highlighted.
	if h := pos - 1; h != c.highlighted {
		if c.highlighted >= 0 && c.highlighted < len(c.moveButtons) {
			c.moveButtons[c.highlighted].Importance = widget.LowImportance
			c.moveButtons[c.highlighted].Refresh()
		}
		if h >= 0 && h < len(c.moveButtons) {
			c.moveButtons[h].Importance = widget.HighImportance
			c.moveButtons[h].Refresh()
		}
		c.highlighted = h
		c.showHighlighted()
	}
}

// showHighlighted scrolls the list to the move just played, or back at the
// start, nothing played, to the first move, the next to play (the list
// stayed where the end had scrolled it). While the pointer is over the
// list it waits for the pointer to leave.
func (c *playerControls) showHighlighted() {
	if len(c.moveButtons) == 0 {
		return
	}
	if c.pointerIn {
		c.scrollDue = true
		return
	}
	c.scrollDue = false
	c.movesScroll.ScrollToOffset(c.moveButtonOffset(max(0, min(c.highlighted, len(c.moveButtons)-1))))
}

// hover is told when the pointer comes over the list of moves or leaves
// it. Going from one move to the next, the pointer leaves one and comes
// over the other in the same event: the catching up waits until the
// window has handled it, and is done only if the pointer is really gone.
func (c *playerControls) hover(in bool) {
	c.pointerIn = in
	if !in && c.scrollDue {
		fyne.Do(func() {
			if !c.pointerIn && c.scrollDue {
				c.showHighlighted()
			}
		})
	}
}

// hoverArea is an empty area that tells when the pointer is over it.
type hoverArea struct {
	widget.BaseWidget
	onHover func(in bool)
}

func newHoverArea(onHover func(bool)) *hoverArea {
	a := &hoverArea{onHover: onHover}
	a.ExtendBaseWidget(a)
	return a
}

// CreateRenderer implements fyne.Widget.
func (a *hoverArea) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(layout.NewSpacer())
}

// MouseIn implements desktop.Hoverable.
func (a *hoverArea) MouseIn(*desktop.MouseEvent) { a.onHover(true) }

// MouseMoved implements desktop.Hoverable.
func (a *hoverArea) MouseMoved(*desktop.MouseEvent) {}

// MouseOut implements desktop.Hoverable.
func (a *hoverArea) MouseOut() { a.onHover(false) }

// moveButtonOffset returns a scroll offset that shows move button i,
// moving the list as little as it can.
func (c *playerControls) moveButtonOffset(i int) fyne.Position {
	b := c.moveButtons[i]
	off := c.movesScroll.Offset
	top, bottom := b.Position().Y, b.Position().Y+b.Size().Height
	view := c.movesScroll.Size().Height
	switch {
	case top < off.Y:
		off.Y = top
	case bottom > off.Y+view:
		off.Y = bottom - view
	}
	return off
}

// countRoom is the room the count needs for a sequence of n turns: that
// of "888 / 888" at least, so that solutions of any length have a
// scrubber of one length, and more for typed moves of a thousand turns
// or more.
func countRoom(n int) fyne.Size {
	eights := strings.Repeat("8", max(3, len(strconv.Itoa(n))))
	return widget.NewLabel(eights + " / " + eights).MinSize()
}

func setEnabled(b fyne.Disableable, on bool) {
	if on && b.Disabled() {
		b.Enable()
	} else if !on && !b.Disabled() {
		b.Disable()
	}
}

// FormatSpeed writes x as the speed control does, e.g. "0.5×".
func FormatSpeed(x float64) string {
	return strconv.FormatFloat(x, 'f', -1, 64) + "×"
}

// parseSpeed reads a speed written by formatSpeed.
func parseSpeed(s string) (float64, bool) {
	x, err := strconv.ParseFloat(strings.TrimSuffix(s, "×"), 64)
	return x, err == nil
}
