package player

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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
	Moves                           *moveList
	noMoves                         *widget.Label // instead of the list, when it is empty
	box                             *fyne.Container

	syncing bool // set while sync changes widgets, so their callbacks do not act
}

func newPlayerControls(p *Player) *playerControls {
	c := &playerControls{p: p}
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
	c.Moves = newMoveList()
	c.Moves.onTapped = func(i int) {
		// A move in the list stands for the state after it.
		p.State.pause()
		p.Seek(i + 1)
	}
	c.Moves.onKey = c.listKey
	c.Moves.onRune = func(r rune) {
		if p.OnOtherRune != nil {
			p.OnOtherRune(r)
		}
	}
	c.noMoves = widget.NewLabel("No moves")

	buttons := container.NewHBox(c.start, c.back, c.play, c.forward, c.end,
		layout.NewSpacer(), widget.NewLabel("Speed"), c.Speed)
	// The count has the room of the longest it can say (see load), so
	// that the scrubber keeps its length as the count grows.
	c.countSlot = container.NewGridWrap(fyne.NewSize(1, 1), c.count)
	scrubber := container.NewBorder(nil, nil, nil, c.countSlot, c.Scrub)
	// The move list takes what height the controls have beyond the
	// least (see cubeOverControls).
	c.box = container.NewBorder(container.NewVBox(scrubber, buttons), nil, nil, nil, widgets.Kept(c.Moves, c.noMoves))
	return c
}

// load fills the move list with alg's turns.
func (c *playerControls) load(alg cube.Alg) {
	turns := make([]string, len(alg))
	for i, t := range alg {
		turns[i] = t.String()
	}
	c.Moves.setTurns(turns)
	if len(alg) == 0 {
		c.Moves.Hide()
		c.noMoves.Show()
	} else {
		c.noMoves.Hide()
		c.Moves.Show()
	}
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
	c.Moves.setCurrent(pos - 1)
}

// listKey handles a key typed while the list of moves has the focus: the
// arrows go to the move before or after, or a row up or down, at once
// (a move in the list stands for the state after it); Home and End, and
// Space, are the player's. The player passes on the others.
func (c *playerControls) listKey(e *fyne.KeyEvent) {
	p := c.p
	pos := p.Played()
	to := -1
	switch e.Name {
	case fyne.KeyLeft:
		to = pos - 1
	case fyne.KeyRight:
		to = pos + 1
	case fyne.KeyUp:
		to = pos - c.Moves.cols()
	case fyne.KeyDown:
		to = pos + c.Moves.cols()
	default:
		p.cube.TypedKey(e)
		return
	}
	p.State.pause()
	p.Seek(max(0, min(to, p.Len())))
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
