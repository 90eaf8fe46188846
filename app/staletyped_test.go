package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/puzzle"
	"cubesolver/solver/cube"
)

// staleLine is what the line under Moves says of moves typed for the
// cube before it changed.
const staleLine = "typed for the cube before it changed"

// typeAndLeave types moves under Moves and leaves the field with Escape,
// not applying them.
func typeAndLeave(c fyne.Canvas, entry fyne.Focusable, moves string) {
	c.Focus(entry)
	typeRunes(c, moves)
	entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
}

// solveKey presses Ctrl+Enter.
func solveKey(c fyne.Canvas) {
	pressShortcut(c, &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
}

// Moves typed and left under Moves (Enter not pressed) belong to the cube
// they were typed for: a cube pasted or made by Random since, then
// solved, had them applied to it unseen, and the solution did not solve
// the cube described. Solve now solves the cube shown; the moves stay in
// the field, the line under it says why they were not applied, and Enter
// applies them to this cube.
func TestTypedMovesNotAppliedToAReplacedCube(t *testing.T) {
	f, c, sol := scrambled(7)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(fake))
	tv.loadTablesNow(t)
	canvas := tv.w.Canvas()
	e := tv.editor
	entry := e.UI.Moves
	stale := func(when string) {
		t.Helper()
		if entry.Text != "R U" || !e.UI.MovesErr.Visible() || !strings.Contains(e.UI.MovesErr.Text, staleLine) ||
			!strings.Contains(e.UI.MovesErr.Text, "Enter applies them to this cube") {
			t.Errorf("%s: Moves %q, the line under it %q (shown %v)", when, entry.Text, e.UI.MovesErr.Text, e.UI.MovesErr.Visible())
		}
	}
	ru, _ := cube.ParseAlg("R U")

	test.Tap(e.UI.ResetBtn)
	typeAndLeave(canvas, entry, "R U")
	if e.UI.MovesErr.Visible() {
		t.Errorf("moves just typed: %q under them", e.UI.MovesErr.Text)
	}
	clip := fyne.CurrentApp().Clipboard()
	clip.SetContent(f.String())
	pressShortcut(canvas, &fyne.ShortcutPaste{Clipboard: clip})
	stale("after the paste")
	solveKey(canvas)
	tv.waitIdle(t)
	if e.Facelets != f || tv.sol.Sol == nil || tv.sol.Sol.Start != f {
		t.Errorf("Solve after the paste: the cube pasted %v, solved %v", e.Facelets == f, tv.sol.Sol != nil && tv.sol.Sol.Start == f)
	}
	stale("after Solve")

	// Enter applies them to the cube shown.
	canvas.Focus(entry)
	entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if e.Facelets != ru.Apply(f) || entry.Text != "" || e.UI.MovesErr.Visible() {
		t.Errorf("Enter: applied %v, Moves %q, line %q", e.Facelets == ru.Apply(f), entry.Text, e.UI.MovesErr.Text)
	}

	// Random likewise.
	typeAndLeave(canvas, entry, "R U")
	test.Tap(e.UI.RndBtn)
	random := e.Facelets
	stale("after Random")
	solveKey(canvas)
	tv.waitIdle(t)
	if e.Facelets != random {
		t.Errorf("Solve after Random turned the cube by the moves typed before")
	}
	stale("after Random and Solve")

	// Undo brings back the cube they were typed for: they are for it,
	// and Solve applies them first, as moves just typed.
	pressShortcut(canvas, &fyne.ShortcutUndo{})
	if e.Facelets != ru.Apply(f) || e.UI.MovesErr.Visible() {
		t.Errorf("undone to the cube they were typed for: line %q", e.UI.MovesErr.Text)
	}
	solveKey(canvas)
	tv.waitIdle(t)
	if e.Facelets != ru.Apply(ru.Apply(f)) || entry.Text != "" {
		t.Errorf("Solve with moves typed for the cube shown did not apply them: Moves %q", entry.Text)
	}
}

// The same on the 2x2x2: moves typed, then Random, then Solve solved the
// random cube turned by them.
func TestPocketTypedMovesNotAppliedToARandomCube(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(newPocketFake(t, nil)))
	tv.loadTablesNow(t)
	canvas := tv.w.Canvas()
	e := tv.editor
	entry := e.UI.Moves
	tapSegment(t, e.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	typeAndLeave(canvas, entry, "R U")
	test.Tap(e.UI.RndBtn)
	random := e.Facelets
	solveKey(canvas)
	tv.waitIdle(t)
	if e.Facelets != random || tv.sol.Sol == nil || tv.sol.Sol.Start != random {
		t.Errorf("Solve after Random: the cube kept %v, the random cube solved %v", e.Facelets == random, tv.sol.Sol != nil && tv.sol.Sol.Start == random)
	}
	if entry.Text != "R U" || !strings.Contains(e.UI.MovesErr.Text, staleLine) {
		t.Errorf("the moves typed before Random: Moves %q, line %q", entry.Text, e.UI.MovesErr.Text)
	}
}

// Moves typed for the cube, which then changed, are not applied by Solve
// with the target shown either: the note says so.
func TestHiddenTypedMovesNotAppliedToAChangedCube(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.loadTablesNow(t)
	canvas := tv.w.Canvas()
	e := tv.editor
	typeAndLeave(canvas, e.UI.Moves, "R U")
	test.Tap(e.UI.RndBtn)
	random := e.Facelets
	tapSegment(t, e.UI.RoleSwitch, editor.TargetLabel)
	if e.UI.MovesErr.Visible() {
		t.Errorf("the target shown with the cube's line: %q", e.UI.MovesErr.Text)
	}
	solveKey(canvas)
	tv.waitIdle(t)
	if f, _ := e.Doc(puzzle.RoleCube); f != random {
		t.Errorf("Solve with the target shown turned the cube by the moves typed before Random")
	}
	if n := e.UI.Notice.Text; !strings.Contains(n, "not applied") || !strings.Contains(n, "R U") {
		t.Errorf("the note: %q", n)
	}
	tapSegment(t, e.UI.RoleSwitch, editor.CubeLabel)
	if e.UI.Moves.Text != "R U" || !strings.Contains(e.UI.MovesErr.Text, staleLine) {
		t.Errorf("back on the cube: Moves %q, line %q", e.UI.Moves.Text, e.UI.MovesErr.Text)
	}
}

// Across a restart the moves typed keep the cube they were typed for:
// those typed for the cube restored are applied by Solve, those typed
// before it changed are not, nor are moves saved by a version that did
// not say for which cube.
func TestTypedMovesRestoredPendingOrNot(t *testing.T) {
	a := test.NewTempApp(t)
	open := func() *mainView {
		return newWindowView(a, test.NewTempWindow(t, nil), Options{Loader: instantLoader(newPocketFake(t, nil))})
	}
	ru, _ := cube.ParseAlg("R U")
	v := open()
	v.editor.UI.Moves.SetText("R U") // typed
	test.Tap(v.editor.UI.RndBtn)
	random := v.editor.Facelets
	tapSegment(t, v.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	v.editor.UI.Moves.SetText("R U")
	tapSegment(t, v.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube3])

	v = open()
	e := v.editor
	if e.Facelets != random || e.UI.Moves.Text != "R U" || !strings.Contains(e.UI.MovesErr.Text, staleLine) {
		t.Errorf("restarted: the random cube %v, Moves %q, line %q", e.Facelets == random, e.UI.Moves.Text, e.UI.MovesErr.Text)
	}
	if err := e.ApplyPending(); err != nil || e.Facelets != random || e.UI.Moves.Text != "R U" {
		t.Errorf("restarted, Solve turned the cube by the moves typed before it changed (%v)", err)
	}
	tapSegment(t, e.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	if e.UI.MovesErr.Visible() {
		t.Errorf("the 2x2x2's moves typed for its cube: %q under them", e.UI.MovesErr.Text)
	}
	if err := e.ApplyPending(); err != nil || e.Facelets != puzzle.Cube2.Apply(ru, puzzle.Cube2.Solved()) || e.UI.Moves.Text != "" {
		t.Errorf("restarted, the 2x2x2's moves typed for its cube not applied first: %v, Moves %q", err, e.UI.Moves.Text)
	}

	// Saved by a version that did not say for which cube.
	p := a.Preferences()
	p.SetString(prefCube, cube.SolvedFacelets().String())
	p.SetString(prefMoves, "R U")
	p.RemoveValue(prefTypedFor[puzzle.Cube3][puzzle.RoleCube])
	p.SetString(prefPuzzle, puzzle.Cube3.String())
	v = open()
	e = v.editor
	if e.UI.Moves.Text != "R U" || !strings.Contains(e.UI.MovesErr.Text, "Moves not applied") {
		t.Errorf("moves saved without their cube: Moves %q, line %q", e.UI.Moves.Text, e.UI.MovesErr.Text)
	}
	if e.ApplyPending(); e.Facelets != cube.SolvedFacelets() {
		t.Errorf("moves saved without their cube applied by Solve")
	}
}
