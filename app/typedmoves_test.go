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

// Moves typed under Moves belong to the cube they were typed for. Typed
// for the cube, then a pattern chosen for the target (which shows the
// target), Solve applied them to the target: the superflip scrambled, the
// cube left solved, without a word. Now the field shows each cube's own
// typed moves, and Solve applies the cube's, saying so.
func TestTypedMovesStayWithTheirCube(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.loadTablesNow(t)
	canvas := tv.w.Canvas()
	entry := tv.editor.UI.Moves
	canvas.Focus(entry)
	typeRunes(canvas, "R U R' U'")
	tv.editor.SetPattern("superflip") // what the Set target menu does
	superflip, _ := cube.PatternNamed("superflip")
	if tv.editor.Role != puzzle.RoleTarget || entry.Text != "" {
		t.Fatalf("the target shown with the cube's moves under Moves: %q", entry.Text)
	}
	// Back to the cube: its moves are there still, unapplied.
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.CubeLabel)
	if entry.Text != "R U R' U'" || tv.editor.Facelets != cube.SolvedFacelets() {
		t.Fatalf("the cube's typed moves: %q", entry.Text)
	}
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.TargetLabel)
	canvas.Focus(entry)
	pressShortcut(canvas, &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
	tv.waitIdle(t)
	want, _ := cube.ParseAlg("R U R' U'")
	wantCube := puzzle.Cube3.Apply(want, cube.SolvedFacelets())
	cubeNow, _ := tv.editor.Doc(puzzle.RoleCube)
	target, _ := tv.editor.Doc(puzzle.RoleTarget)
	if cubeNow != wantCube || target != superflip.Cubie().Facelets() {
		t.Errorf("after Solve: the cube %v (want R U R' U'), the target the superflip %v", cubeNow, target == superflip.Cubie().Facelets())
	}
	if tv.editor.Role != puzzle.RoleTarget || !strings.Contains(tv.editor.UI.Notice.Text, "Applied the moves typed for the cube first: R U R' U'.") {
		t.Errorf("shown: role %v, note %q", tv.editor.Role, tv.editor.UI.Notice.Text)
	}
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.CubeLabel)
	if entry.Text != "" {
		t.Errorf("the cube's moves applied are still under Moves: %q", entry.Text)
	}

	// Moves of the cube that do not read: the cube is shown, with their
	// error, and nothing is solved.
	canvas.Focus(entry)
	typeRunes(canvas, "R Q")
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.TargetLabel)
	test.Tap(tv.panel.Solve)
	if tv.editor.Role != puzzle.RoleCube || entry.Text != "R Q" || tv.editor.UI.MovesErr.Text == "" || tv.session.run != nil {
		t.Errorf("bad moves for the cube: role %v, field %q, error %q, solving %v", tv.editor.Role, entry.Text, tv.editor.UI.MovesErr.Text, tv.session.run != nil)
	}
}

// Each puzzle keeps its own typed moves: moves typed (or animated) on the
// 3x3x3 were applied by Solve to the 2x2x2's target after switching.
func TestTypedMovesStayWithTheirPuzzle(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(newPocketFake(t, nil)))
	tv.loadTablesNow(t)
	canvas := tv.w.Canvas()
	entry := tv.editor.UI.Moves
	canvas.Focus(entry)
	typeRunes(canvas, "R U R' U'")
	test.Tap(tv.editor.UI.AnimateBtn)
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	if entry.Text != "" {
		t.Fatalf("the 2x2x2 shows the 3x3x3's typed moves: %q", entry.Text)
	}
	tv.editor.SetPattern("stripes")
	stripes, _ := tv.editor.Doc(puzzle.RoleTarget)
	test.Tap(tv.panel.Solve)
	tv.waitIdle(t)
	if got, _ := tv.editor.Doc(puzzle.RoleTarget); got != stripes {
		t.Errorf("the 2x2x2's target changed by Solve")
	}
	if got, _ := tv.editor.Doc(puzzle.RoleCube); got != puzzle.Cube2.Solved() {
		t.Errorf("the 2x2x2's cube changed by Solve")
	}
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube3])
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.CubeLabel) // the role goes with the switch
	if entry.Text != "R U R' U'" || tv.editor.Facelets != cube.SolvedFacelets() {
		t.Errorf("back on the 3x3x3: field %q", entry.Text)
	}

	// A 2x2x2's stickers pasted under the 3x3x3's Moves switch to it and
	// are its cube: the text goes with them, and the field shows what was
	// typed for the 2x2x2.
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.CubeLabel)
	entry.SetText("F") // typed: the player, shown by Animate, hides the field here
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube3])
	entry.SetText("UUUURRRRFFFFDDDDLLLLBBBB")
	entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if tv.editor.Puzzle != puzzle.Cube2 || entry.Text != "F" {
		t.Errorf("after the 2x2x2's stickers under Moves: puzzle %v, field %q", tv.editor.Puzzle, entry.Text)
	}
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube3])
	if entry.Text != "" {
		t.Errorf("the stickers read stay under the 3x3x3's Moves: %q", entry.Text)
	}
}
