package app

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

// playPane is the 3D side of the window: the player, a line saying what it
// shows, and a way back to the cube being edited. While nothing is being
// played the player shows the edited cube and follows every edit; Play
// (a solution) and Animate (typed moves) load a sequence into it, and the
// next edit, or Back, returns it to the edited cube.
type playPane struct {
	player  *Player
	caption *widget.Label
	backBtn *widget.Button
	content fyne.CanvasObject

	edited cube.Facelets // the editor's cube, as last told
	puzzle puzzle.Puzzle // and its puzzle
	loaded bool          // a sequence is loaded, rather than the edited cube
}

func newPlayPane() *playPane {
	p := &playPane{player: NewPlayer(), caption: widget.NewLabel("")}
	p.caption.Truncation = fyne.TextTruncateEllipsis
	p.caption.SizeName = theme.SizeNameCaptionText
	p.backBtn = widget.NewButtonWithIcon("Edited cube", theme.NavigateBackIcon(), p.showEdited)
	p.backBtn.Importance = widget.LowImportance
	// The button keeps its room when hidden, so the cube below never moves.
	top := container.NewBorder(nil, nil, nil, widgets.Kept(p.backBtn), p.caption)
	p.content = container.NewBorder(top, nil, nil, nil, p.player)
	p.showEdited()
	return p
}

// follow is told of every edit: the player leaves any sequence and shows
// the new cube, since a sequence played from an earlier cube no longer
// says anything about this one.
func (p *playPane) follow(f cube.Facelets, pz puzzle.Puzzle) {
	p.edited, p.puzzle = f, pz
	p.player.SetPocket(pz == puzzle.Cube2)
	p.showEdited()
}

// showEdited shows the edited cube, still.
func (p *playPane) showEdited() {
	p.loaded = false
	p.player.ShowCube(p.edited)
	p.caption.SetText("The cube being edited · drag to turn it")
	p.caption.Importance = widget.MediumImportance
	p.caption.Refresh()
	p.backBtn.Hide()
}

// play loads alg from start and plays it; what says what it is.
func (p *playPane) play(start cube.Facelets, alg cube.Alg, what string) {
	p.loaded = true
	p.player.Load(start, alg)
	p.player.Play()
	p.caption.SetText(what)
	p.caption.Importance = widget.MediumImportance
	p.caption.Refresh()
	p.backBtn.Show()
}

// playSolution plays a verified solution of start; what says what it is
// ("Solution", or "To the target").
func (p *playPane) playSolution(start cube.Facelets, moves []cube.Move, what string) {
	p.play(start, movesAlg(moves), fmt.Sprintf("%s · %d moves", what, len(moves)))
}

// holdSolution loads a verified solution of start, paused at its start,
// so that the player's keys (Space plays) work on it at once. The cube
// shown does not change: start is the cube being edited.
func (p *playPane) holdSolution(start cube.Facelets, moves []cube.Move, what string) {
	p.loaded = true
	p.player.Load(start, movesAlg(moves))
	p.caption.SetText(fmt.Sprintf("%s · %d moves · Space plays it", what, len(moves)))
	p.caption.Importance = widget.MediumImportance
	p.caption.Refresh()
	p.backBtn.Show()
}

// playTyped plays typed moves from the edited cube, without changing it.
func (p *playPane) playTyped(alg cube.Alg) {
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
