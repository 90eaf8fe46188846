package player

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
)

// PlayPane is the 3D side of the window: the Player, a line saying what it
// shows, and a way back to the cube being edited. While nothing is being
// played the Player shows the edited cube and follows every edit; Play
// (a solution) and Animate (typed moves) load a sequence into it, and the
// next edit, or Back, returns it to the edited cube.
type PlayPane struct {
	Player  *Player
	Caption *widget.Label
	backBtn *widgets.KeyButton
	Content fyne.CanvasObject

	edited cube.Facelets // the editor's cube, as last told
	puzzle puzzle.Puzzle // and its puzzle
	Loaded bool          // a sequence is loaded, rather than the edited cube
}

func NewPlayPane() *PlayPane {
	p := &PlayPane{Player: NewPlayer(), Caption: widget.NewLabel("")}
	p.Caption.Truncation = fyne.TextTruncateEllipsis
	p.Caption.SizeName = theme.SizeNameCaptionText
	p.backBtn = widgets.NewKeyButtonWithIcon("Edited cube", theme.NavigateBackIcon(), p.ShowEdited)
	p.backBtn.Importance = widget.LowImportance
	// The button keeps its room when hidden, so the cube below never moves.
	top := container.NewBorder(nil, nil, nil, widgets.Kept(p.backBtn), p.Caption)
	p.Content = container.NewBorder(top, nil, nil, nil, p.Player)
	p.ShowEdited()
	return p
}

// Follow is told of every edit: the player leaves any sequence and shows
// the new cube, since a sequence played from an earlier cube no longer
// says anything about this one.
func (p *PlayPane) Follow(f cube.Facelets, pz puzzle.Puzzle) {
	p.edited, p.puzzle = f, pz
	p.Player.SetPocket(pz == puzzle.Cube2)
	p.ShowEdited()
}

// ShowEdited shows the edited cube, still.
func (p *PlayPane) ShowEdited() {
	p.Loaded = false
	p.Player.ShowCube(p.edited)
	p.Caption.SetText("The cube being edited · drag to turn it")
	p.Caption.Importance = widget.MediumImportance
	p.Caption.Refresh()
	p.backBtn.Hide()
}

// play loads alg from start and plays it; what says what it is.
func (p *PlayPane) play(start cube.Facelets, alg cube.Alg, what string) {
	p.Loaded = true
	p.Player.Load(start, alg)
	p.Player.Play()
	p.Caption.SetText(what)
	p.Caption.Importance = widget.MediumImportance
	p.Caption.Refresh()
	p.backBtn.Show()
}

// PlaySolution plays a verified solution of start; what says what it is
// ("Solution", or "To the target").
func (p *PlayPane) PlaySolution(start cube.Facelets, moves []cube.Move, what string) {
	p.play(start, movesAlg(moves), fmt.Sprintf("%s · %d moves", what, len(moves)))
}

// HoldSolution loads a verified solution of start, paused at its start,
// so that the player's keys (Space plays) work on it at once. The cube
// shown does not change: start is the cube being edited.
func (p *PlayPane) HoldSolution(start cube.Facelets, moves []cube.Move, what string) {
	p.Loaded = true
	p.Player.Load(start, movesAlg(moves))
	hint := "Space plays it"
	if len(moves) == 0 {
		hint = "nothing to play" // already there: Space does nothing
	}
	p.Caption.SetText(fmt.Sprintf("%s · %d moves · %s", what, len(moves), hint))
	p.Caption.Importance = widget.MediumImportance
	p.Caption.Refresh()
	p.backBtn.Show()
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
