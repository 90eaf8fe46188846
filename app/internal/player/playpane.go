package player

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"cubesolver/app/internal/words"
	"cubesolver/solver/cube"
)

// PlayPane is the 3D side of the window: the Player, a line saying what it
// shows, and a way back to the cube being edited. While nothing is being
// played the Player shows the edited cube and follows every edit; Play
// (a solution) and Animate (typed moves) load a sequence into it, and the
// next edit, or Back, returns it to the edited cube, with the solution
// shown for it held (Shown) if there is one.
type PlayPane struct {
	Player  *Player
	Caption *widget.Label
	// Back brings the edited cube back (ShowEdited), named as the caption
	// names it: the cube, or the target.
	Back    *widgets.KeyButton
	Content fyne.CanvasObject

	edited cube.Facelets // the editor's cube, as last told
	puzzle puzzle.Puzzle // and its puzzle
	role   puzzle.Role   // and which of the puzzle's cubes it is
	Loaded bool          // a sequence is loaded, rather than the edited cube

	// held is the caption of the solution held (HoldSolution) before
	// its hint, "" while none is; spacePlays says whether Space, typed
	// now, would play it (see SetSpacePlays).
	held       string
	spacePlays bool

	// Shown, if set, returns the verified solution shown beside the
	// player for the cube in hand as it stands, as Play would play it: ok
	// is false if none is shown, or the one shown is for an earlier cube
	// or another destination. ShowEdited holds it rather than leave the
	// player empty: an edit undone, the other puzzle chosen and chosen
	// back, the target looked at, or Back, left the player saying "No
	// moves" beside a Play that played the solution.
	Shown func() (start cube.Facelets, moves []cube.Move, what string, ok bool)
}

func NewPlayPane() *PlayPane {
	p := &PlayPane{Player: NewPlayer(), Caption: widget.NewLabel(""), spacePlays: true}
	p.Caption.Truncation = fyne.TextTruncateEllipsis
	p.Caption.SizeName = theme.SizeNameCaptionText
	p.Back = widgets.NewKeyButtonWithIcon(BackToCubeLabel, theme.NavigateBackIcon(), p.ShowEdited)
	p.Back.Importance = widget.LowImportance
	// The button keeps its room when hidden, so the cube below never moves,
	// and the room of its longer label whichever cube it names. The room
	// is measured on buttons that are shown: a hidden one reports a
	// smaller size until it is first drawn.
	var width float32
	for _, label := range []string{BackToCubeLabel, BackToTargetLabel} {
		width = max(width, widget.NewButtonWithIcon(label, theme.NavigateBackIcon(), nil).MinSize().Width)
	}
	top := container.NewBorder(nil, nil, nil, container.New(widgets.FixedWidth{Width: width}, p.Back), p.Caption)
	p.Content = container.NewBorder(top, nil, nil, nil, p.Player)
	p.Player.OnPlaying = func(bool) {
		if p.held != "" {
			p.holdCaption() // Space pauses it while it plays
		}
	}
	p.ShowEdited()
	return p
}

// Follow is told of every edit: the player leaves any sequence and shows
// the new cube, since a sequence played from an earlier cube no longer
// says anything about this one. role says which cube it is, the cube in
// hand or the target, for the caption to name it.
func (p *PlayPane) Follow(f cube.Facelets, pz puzzle.Puzzle, role puzzle.Role) {
	p.edited, p.puzzle, p.role = f, pz, role
	p.Player.SetPocket(pz == puzzle.Cube2)
	p.ShowEdited()
}

// The captions of the edited cube: the cube in hand or the target,
// named as the switch over the net names them.
const (
	EditedCubeCaption   = "The cube being edited · drag to turn it"
	EditedTargetCaption = "The target being edited · drag to turn it"
)

// The labels of Back: it names the cube it brings back, the target while
// the target is edited (it said "Edited cube" of the target too).
const (
	BackToCubeLabel   = "Edited cube"
	BackToTargetLabel = "Edited target"
)

// ShowEdited shows the edited cube, still, and says which one it is; the
// cube in hand with the solution shown for it (Shown) held, at its start.
func (p *PlayPane) ShowEdited() {
	caption, back := EditedCubeCaption, BackToCubeLabel
	if p.role == puzzle.RoleTarget {
		caption, back = EditedTargetCaption, BackToTargetLabel
	}
	p.Back.SetText(back)
	if p.Shown != nil && p.role == puzzle.RoleCube {
		if start, moves, what, ok := p.Shown(); ok && start == p.edited {
			p.HoldSolution(start, moves, what)
			return
		}
	}
	p.Loaded, p.held = false, ""
	p.Player.ShowCube(p.edited)
	p.Caption.SetText(caption)
	p.Caption.Importance = widget.MediumImportance
	p.Caption.Refresh()
	p.Back.Hide()
}

// Recheck shows the edited cube again, with the solution shown for it
// held if there is one (Shown), unless typed moves or a solution are being
// played: after To was switched, which makes the solution shown stale or
// fresh again, Space must not play what Play would not, nor the player
// hold nothing beside a Play that plays.
func (p *PlayPane) Recheck() {
	if p.Loaded && (p.held == "" || p.Player.Playing()) {
		return
	}
	p.ShowEdited()
}

// play loads alg from start and plays it; what says what it is.
func (p *PlayPane) play(start cube.Facelets, alg cube.Alg, what string) {
	p.Loaded, p.held = true, ""
	p.Player.Load(start, alg)
	p.Player.Play()
	p.Caption.SetText(what)
	p.Caption.Importance = widget.MediumImportance
	p.Caption.Refresh()
	p.Back.Show()
}

// PlaySolution plays a verified solution of start; what says what it is
// ("Solution", or "To the target").
func (p *PlayPane) PlaySolution(start cube.Facelets, moves []cube.Move, what string) {
	p.play(start, movesAlg(moves), what+" · "+words.Moves(len(moves)))
}

// HoldSolution loads a verified solution of start, paused at its start,
// so that the player's keys (Space plays) work on it at once. The cube
// shown does not change: start is the cube being edited.
func (p *PlayPane) HoldSolution(start cube.Facelets, moves []cube.Move, what string) {
	p.Loaded, p.held = true, what+" · "+words.Moves(len(moves))
	p.Player.Load(start, movesAlg(moves))
	p.holdCaption()
	p.Back.Show()
}

// The ends of the caption of a solution held: how to play it.
const (
	// SpacePlaysHint is said while Space would play it: nothing that
	// takes Space has the keyboard focus.
	SpacePlaysHint = "Space plays it"
	// SpacePausesHint is said instead while it plays.
	SpacePausesHint = "Space pauses it"
	// ClickThenSpaceHint is said while something else takes Space (the
	// net paints with it, a button is pressed, a list opens): a click on
	// the cube gives the player the focus, and Space then plays. Short,
	// so that "To the target · 20 moves · " and it fit the caption's one
	// line at the window's first size ("then Space plays it" was cut).
	ClickThenSpaceHint = "click the cube, then Space"
	// nothingHint is said of a solution of no moves: already there.
	nothingHint = "nothing to play"
)

// holdCaption says what the solution held is and how to play it.
func (p *PlayPane) holdCaption() {
	hint := ClickThenSpaceHint
	switch {
	case p.Player.Len() == 0:
		hint = nothingHint
	case p.spacePlays && p.Player.Playing():
		hint = SpacePausesHint
	case p.spacePlays:
		hint = SpacePlaysHint
	}
	p.Caption.SetText(p.held + " · " + hint)
	p.Caption.Importance = widget.MediumImportance
	p.Caption.Refresh()
}

// SetSpacePlays tells the pane whether Space, typed now, would play the
// player, for the caption of a solution held to say how to play it. The
// window tells it as the keyboard focus moves. The caption is one line
// whatever it says: nothing around it moves.
func (p *PlayPane) SetSpacePlays(on bool) {
	if on == p.spacePlays {
		return
	}
	p.spacePlays = on
	if p.held != "" {
		p.holdCaption()
	}
}

// PlayTyped plays typed moves from the edited cube, without changing it.
func (p *PlayPane) PlayTyped(alg cube.Alg) {
	p.play(p.edited, alg, "Typed moves: "+alg.String())
}

// movesAlg writes face turns as the notation the player takes.
func movesAlg(moves []cube.Move) cube.Alg {
	alg := make(cube.Alg, len(moves))
	for i, m := range moves {
		alg[i] = cube.Turn{Axis: m.Face(), Lo: 1, Hi: 1, Quarters: m.Quarters()}
	}
	return alg
}
