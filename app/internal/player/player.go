package player

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"cubesolver/render"
	"cubesolver/solver/cube"
)

// Player plays a move sequence on an animated 3D cube: Play/Pause, Step
// forward and back, Go to start and end, a speed control, a scrubber over
// the moves and the list of moves, the one just played highlighted (tap a
// move to jump to the state after it). Dragging on the cube turns the view
// round; a double tap resets it. When focused (tap the cube), Space plays
// or pauses, ← and → step, Home and End go to the ends; a window can pass
// its own key events to HandleKey.
//
// Playing is driven by a fyne.Animation ticking on the UI goroutine and
// never blocks it. Like every widget, a Player must be used on the UI
// goroutine only (fyne.Do from elsewhere).
type Player struct {
	widget.BaseWidget

	// OnChange, if set, is called with the position (turns played, from 0
	// to Len, as Played returns) whenever it changes: at once when a step or jump is asked
	// for, and as each turn begins while playing, so a display beside the
	// player keeps up with the highlighted move.
	OnChange func(position int)
	// OnPlaying, if set, is told when the player starts or stops playing
	// (paused, or at the end).
	OnPlaying    func(playing bool)
	shownPlaying bool

	// OnOtherKey and OnOtherRune, if set, receive what is typed while the
	// player has the keyboard focus but is not one of its keys. Focus
	// takes keys away from the window, so a window passes them back to its
	// own handlers here and its single-key commands keep working after a
	// tap on the cube.
	OnOtherKey  func(*fyne.KeyEvent)
	OnOtherRune func(rune)

	// OnSpeed, if set, is told of every speed the user chooses (the
	// window keeps it for the next start).
	OnSpeed func(float64)

	State    *playback
	view     render.View
	hints    bool
	Pocket   bool // draws the 2x2x2 pocket cube from the corner stickers
	shownPos int  // the position last reported and shown by the controls

	cube     *cubeView
	Controls *playerControls
	ticker   *ticker
	content  fyne.CanvasObject
}

// NewPlayer returns a player showing the solved cube and no moves.
func NewPlayer() *Player {
	p := &Player{State: newPlayback(), view: render.DefaultView(), hints: true}
	p.ExtendBaseWidget(p)
	p.ticker = newTicker(p.tick)
	p.cube = newCubeView(p)
	p.Controls = newPlayerControls(p)
	p.content = container.New(cubeOverControls{cube: p.cube, controls: p.Controls.box}, p.cube, p.Controls.box)
	p.Controls.load(nil)
	p.changed()
	return p
}

// Load shows start, paused before the first turn of alg, ready to play.
// The sequence may hold any turns cube.ParseAlg reads: face, wide, slice
// and whole-cube turns. Stickers keep their colours through slices and
// rotations, as on a real cube.
func (p *Player) Load(start cube.Facelets, alg cube.Alg) {
	p.State.load(start, alg)
	p.Controls.load(alg)
	p.shownPos = -1 // report the position even if it is 0 again
	p.changed()
}

// ShowCube shows f still, with no moves: a cube being edited. Unlike Load it
// leaves the controls alone when there were no moves before either, so
// following every edit costs only a redraw.
func (p *Player) ShowCube(f cube.Facelets) {
	if p.State.Len() > 0 {
		p.Load(f, nil)
		return
	}
	p.State.load(f, nil)
	p.changed()
}

// Len returns the number of turns loaded.
func (p *Player) Len() int { return p.State.Len() }

// Alg returns the turns loaded.
func (p *Player) Alg() cube.Alg { return append(cube.Alg(nil), p.State.alg...) }

// Played returns the position in the sequence: the number of turns
// played, 0..Len. A turn on its way forward counts as played, one on its
// way back as undone.
func (p *Player) Played() int { return p.State.reached() }

// Facelets returns the stickers after the turns Played, each keeping its colour (after
// a rotation the white centre may be anywhere).
func (p *Player) Facelets() cube.Facelets { return p.State.states[p.State.reached()] }

// Playing reports whether the player is playing.
func (p *Player) Playing() bool { return p.State.playing }

// Play plays from here to the end; at the end it starts from the beginning.
func (p *Player) Play() { p.State.play(); p.changed() }

// Pause stops playing once the turn in progress is done.
func (p *Player) Pause() { p.State.pause(); p.changed() }

// TogglePlay plays if paused and pauses if playing.
func (p *Player) TogglePlay() {
	if p.State.playing {
		p.Pause()
	} else {
		p.Play()
	}
}

// StepForward pauses and turns the next turn.
func (p *Player) StepForward() { p.State.stepForward(); p.changed() }

// StepBack pauses and undoes the last turn, turning it back.
func (p *Player) StepBack() { p.State.stepBack(); p.changed() }

// Seek shows the state after the first i turns at once (i is clamped to
// 0..Len); if playing, playing goes on from there.
func (p *Player) Seek(i int) { p.State.seek(i); p.changed() }

// GoToStart pauses and shows the start state.
func (p *Player) GoToStart() { p.State.pause(); p.Seek(0) }

// GoToEnd pauses and shows the state after every turn.
func (p *Player) GoToEnd() { p.State.pause(); p.Seek(p.State.Len()) }

// Speed returns the playing speed, 1 being normal (a quarter turn in
// 0.45 s, a half turn in twice that).
func (p *Player) Speed() float64 { return p.State.speed }

// SetSpeed sets the playing speed, clamped to 0.25..4; a turn in progress
// goes on from where it is at the new speed.
func (p *Player) SetSpeed(x float64) { p.State.setSpeed(x); p.changed() }

// View returns the direction the cube is seen from.
func (p *Player) View() render.View { return p.view }

// SetView turns the cube to be seen from v.
func (p *Player) SetView(v render.View) {
	v.Pitch = max(-maxPitch, min(v.Pitch, maxPitch))
	p.view = v
	p.cube.Refresh()
}

// ResetView goes back to the default view: U on top, F in front, R right.
func (p *Player) ResetView() { p.SetView(render.DefaultView()) }

// SetHints shows or hides the stickers of the hidden faces, drawn floating
// behind the cube (shown by default).
func (p *Player) SetHints(on bool) {
	p.hints = on
	p.cube.Refresh()
}

// changed brings the picture and the controls up to date after the state
// changed, reports a new position, and starts or stops the clock.
func (p *Player) changed() {
	p.cube.Refresh()
	p.Controls.sync()
	if pos := p.State.reached(); pos != p.shownPos {
		p.shownPos = pos
		if p.OnChange != nil {
			p.OnChange(pos)
		}
	}
	if playing := p.State.playing; playing != p.shownPlaying {
		p.shownPlaying = playing
		if p.OnPlaying != nil {
			p.OnPlaying(playing)
		}
	}
	if p.State.busy() {
		p.ticker.start()
	} else {
		p.ticker.stop()
	}
}

// CreateRenderer implements fyne.Widget.
func (p *Player) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(p.content)
}

// SetPocket makes the player draw the 2x2x2 pocket cube (from the corner
// stickers of what it is given) or the 3x3x3.
func (p *Player) SetPocket(on bool) {
	if p.Pocket == on {
		return
	}
	p.Pocket = on
	p.cube.Refresh()
}
