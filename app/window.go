package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/player"
	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/solvepanel"
	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
)

// mainView is the content of the main window: on the left the editor and
// the 3D player (side by side, or one at a time in a small window), the
// solve controls, the search progress and the solution on the right, and
// the tables' progress under the cubes.
type mainView struct {
	editor  *editor.Editor
	play    *player.PlayPane
	area    *cubeArea
	session *session
	panel   *solvepanel.SolvePanel
	search  *solvepanel.SearchView
	sol     *solvepanel.SolutionView
	tables  *solvepanel.TablesView

	content fyne.CanvasObject
	// column is the scrolled column on the right: the solve controls,
	// the search and the solution.
	column *container.Scroll

	prefs fyne.Preferences // nil: nothing is saved

	// canvas is the window's, once its keys are installed.
	canvas fyne.Canvas
	// popUp is the pop-up last open over it and its keys (see popUpKeys).
	popUp struct {
		on   fyne.CanvasObject
		keys *widgets.DialogKeys
	}
	// tips is the layer over the window with the tips and the focus ring.
	tips *widgets.TipLayer
}

// viewState is what a main view starts with.
type viewState struct {
	savedState
	loader Loader
}

func newMainView(win fyne.Window, st viewState) *mainView {
	v := &mainView{}
	v.editor = editor.NewEditor(st.Facelets, st.Colour, win)
	for p := range st.Docs {
		for r, f := range st.Docs[p] {
			if f != nil && (puzzle.Puzzle(p) != puzzle.Cube3 || puzzle.Role(r) != puzzle.RoleCube) {
				v.editor.SetDoc(puzzle.Puzzle(p), puzzle.Role(r), *f)
			}
		}
	}
	v.editor.SwitchTo(st.Puzzle, puzzle.RoleCube)
	for p := range st.Typed {
		for r, text := range st.Typed[p] {
			v.editor.SetTyped(puzzle.Puzzle(p), puzzle.Role(r), text, st.TypedFor[p][r])
		}
	}
	// Photos dropped on the window go to the scanner.
	win.SetOnDropped(func(_ fyne.Position, uris []fyne.URI) {
		var files []string
		for _, u := range uris {
			if u.Scheme() == "file" {
				files = append(files, u.Path())
			}
		}
		if len(files) > 0 {
			v.editor.Dropped(files)
		}
	})
	v.sol = solvepanel.NewSolutionView()
	v.search = solvepanel.NewSearchView()
	v.session = &session{tableLoad: tableLoad{loader: st.loader}, search: v.search, sol: v.sol, post: fyne.Do}
	v.editor.Post = func(f func()) { v.session.post(f) }
	v.tables = solvepanel.NewTablesView()
	v.session.tables = v.tables
	v.session.scrambleOf = v.editor.ScrambleOf
	v.session.redoesTo = func(f cube.Facelets) bool { return v.editor.Hist.RedoesTo(f) }
	v.sol.OnShorter = v.session.solveShorter
	v.panel = solvepanel.NewSolvePanel(st.Settings, v.solveAsTyped, v.session.cancelRun)
	v.session.panel = v.panel
	// Find a shorter one is disabled while it searches: Cancel, which
	// stops that search, takes the focus.
	v.sol.Shorter.FocusAfter = v.panel.Cancel
	// Play is disabled when there is nothing to play (the cube edited
	// since, or already solved): Solve, what comes next, takes the focus.
	v.sol.PlayBtn.FocusAfter = v.panel.Solve
	v.session.optimal = optimalTable{panel: v.panel, tables: v.tables, canvas: win.Canvas(), mode: v.panel.Settings.Mode,
		post: func(f func()) { v.session.post(f) }}
	v.panel.OnBuildTable = v.session.optimal.buildTable

	v.play = player.NewPlayPane()
	v.editor.OnChange = func(f cube.Facelets, vd puzzle.Verdict) {
		if v.area != nil {
			v.area.editing()
		}
		v.tellSession()
		v.play.Follow(f, v.editor.Puzzle, v.editor.Role)
		if v.prefs != nil {
			saveDoc(v.prefs, v.editor.Puzzle, v.editor.Role, f)
		}
		if v.editor.Role == puzzle.RoleTarget && !v.editor.Switching() && !v.panel.Settings.ToTarget {
			// Describing a target means solving to it; only looking at
			// it (its tab chosen) does not: To stays as it was.
			v.panel.Change(func(s *solvepanel.Settings) { s.ToTarget = true })
		}
	}
	v.editor.OnSwitch = func(p puzzle.Puzzle, _ puzzle.Role) {
		if v.prefs != nil {
			savePuzzle(v.prefs, p)
		}
	}
	v.editor.OnColour = func(c cube.Face) {
		if v.prefs != nil {
			saveColour(v.prefs, c)
		}
	}
	v.editor.OnMovesText = func(p puzzle.Puzzle, r puzzle.Role, s string, typedFor cube.Facelets) {
		if v.prefs != nil {
			saveMoves(v.prefs, p, r, s, typedFor)
		}
	}
	v.panel.OnSettings = func(s solvepanel.Settings) {
		stale := v.sol.Stale
		v.session.settingsChanged(s)
		if v.sol.Stale != stale {
			v.play.Recheck() // To switched: the solution goes, or comes back
		}
		if v.prefs != nil {
			saveSettings(v.prefs, s)
		}
	}
	v.editor.OnAnimate = func(alg cube.Alg) {
		v.play.PlayTyped(alg)
		v.area.showPlayer()
	}
	v.tellSession()
	v.play.Follow(v.editor.Facelets, v.editor.Puzzle, v.editor.Role)
	v.session.onReady = v.play.HoldSolution
	// The player holds the solution shown whenever Play would play it.
	v.play.Shown = func() (cube.Facelets, []cube.Move, string, bool) {
		sol := v.sol.Sol
		if sol == nil || v.sol.Stale {
			return cube.Facelets{}, nil, "", false
		}
		return sol.Start, sol.Moves, sol.What(), true
	}
	v.SetOnPlay(func(start cube.Facelets, moves []cube.Move) {
		what := "Solution"
		if v.sol.Sol != nil {
			what = v.sol.Sol.What()
		}
		v.play.PlaySolution(start, moves, what)
		v.area.showPlayer()
	})

	v.area = newCubeArea(container.NewBorder(v.editor.UI.Head, v.editor.UI.Tools, nil, nil, v.editor.UI.Net), v.editor.UI.Net, v.play.Content)
	// The tables' line is under the cubes, so that the column on the
	// right has the window's whole height: at 800x600 it needs it.
	left := container.NewBorder(nil, container.NewVBox(widget.NewSeparator(), v.tables.Content), nil, nil, v.area)
	// The room left under the column goes to the note under the solution
	// (see SolutionView).
	right := container.New(solvepanel.NoteStretch(v.sol.Content), v.panel.Content, widget.NewSeparator(),
		v.search.Content, widget.NewSeparator(), v.sol.Content)
	side := container.NewVScroll(right)
	widgets.PassWheel(right, side)
	v.column = side
	// Everything in the column wraps or is of fixed size, so its least
	// width is known now, and never changes.
	body := container.New(widgets.SideLayout{Frac: solvepanel.SideFraction, Min: fyne.Max(solvepanel.SideWidth, right.MinSize().Width)}, left, side)
	v.tips = widgets.NewTipLayer(win.Canvas())
	v.content = container.New(atLeast{resized: v.windowResized}, body, v.tips.Layer)
	return v
}

// windowResized has the pop-ups open over the window follow its new size.
// Fyne resizes the window's content, and the shade of a modal pop-up, but
// a pop-up itself keeps the size it was shown with (made smaller to fit
// a smaller window, never larger again), where the scanner's is sized
// for the window.
func (v *mainView) windowResized() {
	if s := v.editor.Scanner; s != nil {
		s.Fit()
	}
}

// SetOnPlay sets what Play does with a verified solution; the window sets
// it to play the solution in its player (tests replace it). Until it is
// set, Play stays disabled.
func (v *mainView) SetOnPlay(f func(start cube.Facelets, moves []cube.Move)) {
	v.sol.SetOnPlay(f)
}

// tellSession tells the session the puzzle and its two cubes, the cube in
// hand and the target, as they stand after an edit.
func (v *mainView) tellSession() {
	t, tv := v.editor.Doc(puzzle.RoleTarget)
	v.session.setTarget(v.editor.Puzzle, t, tv)
	f, fv := v.editor.Doc(puzzle.RoleCube)
	v.session.cubeChanged(f, fv)
}
