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

// The moves typed for each cube and not applied survive a restart, each
// with its cube: one saved text was overwritten by the field at every
// switch, so that moves typed for the cube were lost, or came back under
// the cube when typed for the target.
func TestTypedMovesRestoredWithTheirCube(t *testing.T) {
	a := test.NewTempApp(t)
	v := newWindowView(a, test.NewTempWindow(t, nil), Options{Loader: instantLoader(newPocketFake(t, nil))})
	entry := v.editor.UI.Moves
	entry.SetText("R U")
	tapSegment(t, v.editor.UI.RoleSwitch, editor.TargetLabel)
	entry.SetText("F2")
	tapSegment(t, v.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	tapSegment(t, v.editor.UI.RoleSwitch, editor.TargetLabel)
	entry.SetText("B")
	tapSegment(t, v.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube3])

	v2 := newWindowView(a, test.NewTempWindow(t, nil), Options{Loader: instantLoader(newPocketFake(t, nil))})
	e := v2.editor
	want := map[[2]int]string{
		{int(puzzle.Cube3), int(puzzle.RoleCube)}: "R U", {int(puzzle.Cube3), int(puzzle.RoleTarget)}: "F2",
		{int(puzzle.Cube2), int(puzzle.RoleTarget)}: "B", {int(puzzle.Cube2), int(puzzle.RoleCube)}: "",
	}
	for _, pz := range []puzzle.Puzzle{puzzle.Cube3, puzzle.Cube2} {
		tapSegment(t, e.UI.Puzzle, puzzle.Labels[pz])
		for _, r := range []puzzle.Role{puzzle.RoleCube, puzzle.RoleTarget} {
			tapSegment(t, e.UI.RoleSwitch, map[puzzle.Role]string{puzzle.RoleCube: editor.CubeLabel, puzzle.RoleTarget: editor.TargetLabel}[r])
			if got := e.UI.Moves.Text; got != want[[2]int{int(pz), int(r)}] {
				t.Errorf("%s's %v after a restart: %q under Moves, want %q", puzzle.Labels[pz], r, got, want[[2]int{int(pz), int(r)}])
			}
		}
	}
}

// Solve with the target shown applies the cube's typed moves only: the
// target's, typed with the cube shown, wait for it (applied, they would
// turn To to the target unseen). The cube's that are the other puzzle's
// stickers switch to it, and nothing is solved.
func TestSolveAppliesOnlyTheCubesHiddenMoves(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(newPocketFake(t, nil)))
	tv.loadTablesNow(t)
	entry := tv.editor.UI.Moves
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.TargetLabel)
	entry.SetText("F2")
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.CubeLabel)
	test.Tap(tv.panel.Solve)
	tv.waitIdle(t)
	if target, _ := tv.editor.Doc(puzzle.RoleTarget); target != cube.SolvedFacelets() || tv.panel.Settings.ToTarget {
		t.Errorf("the target's typed moves applied by Solve with the cube shown (to target %v)", tv.panel.Settings.ToTarget)
	}
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.TargetLabel)
	if entry.Text != "F2" {
		t.Errorf("the target's typed moves: %q", entry.Text)
	}
	entry.SetText("")
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.CubeLabel)
	entry.SetText("UUUURRRRFFFFDDDDLLLLBBBB")
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.TargetLabel)
	test.Tap(tv.panel.Solve)
	if tv.editor.Puzzle != puzzle.Cube2 || tv.session.run != nil || !strings.Contains(tv.editor.UI.Notice.Text, "2x2x2 is edited now") {
		t.Errorf("the 2x2x2's stickers typed for the cube: puzzle %v, solving %v, note %q", tv.editor.Puzzle, tv.session.run != nil, tv.editor.UI.Notice.Text)
	}
}

// Undo puts the moves last applied back under Moves for each cube, also
// after moves were applied to the other puzzle: only the last applied
// anywhere was remembered, and the 3x3x3's undo left the field empty.
func TestUndoPutsBackEachPuzzlesMoves(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	canvas := tv.w.Canvas()
	entry := tv.editor.UI.Moves
	apply := func(moves string) {
		t.Helper()
		canvas.Focus(entry)
		typeRunes(canvas, moves)
		entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if entry.Text != "" {
			t.Fatalf("%s not applied: %q", moves, entry.Text)
		}
	}
	apply("U F")
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	apply("R U'")
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube3])
	pressShortcut(canvas, &fyne.ShortcutUndo{})
	if entry.Text != "U F" || tv.editor.Facelets != cube.SolvedFacelets() {
		t.Errorf("the 3x3x3's undo: Moves %q, solved %v", entry.Text, tv.editor.Facelets == cube.SolvedFacelets())
	}
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	pressShortcut(canvas, &fyne.ShortcutUndo{})
	if entry.Text != "R U'" || tv.editor.Facelets != puzzle.Cube2.Solved() {
		t.Errorf("the 2x2x2's undo: Moves %q", entry.Text)
	}
	// Redo applies them again and empties the field, as before.
	pressShortcut(canvas, &fyne.ShortcutRedo{})
	if entry.Text != "" || tv.editor.Facelets == puzzle.Cube2.Solved() {
		t.Errorf("the 2x2x2's redo: Moves %q", entry.Text)
	}
}

// Ctrl+Z in the moves field undoes typing there first and then, with no
// typing left to undo, the cube: moves applied, typed over and rubbed
// out come back in the field with the cube before them, and an edit
// before any typing is undone. Before, Ctrl+Z did nothing once the
// field's own history was used up. Ctrl+Y in the empty field is the
// cube's redo too.
func TestUndoInTheFieldReachesTheCube(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	canvas := tv.w.Canvas()
	entry := tv.editor.UI.Moves
	canvas.Focus(entry)
	typeRunes(canvas, "R U")
	pressKey(canvas, fyne.KeyReturn)
	applied := tv.editor.Facelets
	if entry.Text != "" || applied == cube.SolvedFacelets() {
		t.Fatalf("R U not applied: %q", entry.Text)
	}
	typeRunes(canvas, "F")
	pressKey(canvas, fyne.KeyBackspace)
	undo := func() { pressShortcut(canvas, &fyne.ShortcutUndo{}) }
	undo() // the F rubbed out comes back
	if entry.Text != "F" || tv.editor.Facelets != applied {
		t.Fatalf("the first Ctrl+Z: field %q, cube changed %v; want the F back", entry.Text, tv.editor.Facelets != applied)
	}
	undo() // the F typed goes
	undo() // nothing typed left: the moves applied
	if entry.Text != "R U" || tv.editor.Facelets != cube.SolvedFacelets() {
		t.Fatalf("the third Ctrl+Z: field %q, solved %v; want R U back and the cube before them", entry.Text, tv.editor.Facelets == cube.SolvedFacelets())
	}
	pressShortcut(canvas, &fyne.ShortcutRedo{})
	if entry.Text != "" || tv.editor.Facelets != applied {
		t.Errorf("Ctrl+Y: field %q; want R U applied again", entry.Text)
	}

	// An edit of the cube, then typing: the typing is undone, then the edit.
	test.Tap(tv.editor.UI.RndBtn)
	random := tv.editor.Facelets
	canvas.Focus(entry)
	typeRunes(canvas, "D")
	undo()
	if entry.Text != "" || tv.editor.Facelets != random {
		t.Fatalf("Ctrl+Z after typing D: field %q, cube changed %v", entry.Text, tv.editor.Facelets != random)
	}
	undo()
	if tv.editor.Facelets != applied {
		t.Errorf("the second Ctrl+Z did not undo Random")
	}
	// In the empty field with nothing typed, Ctrl+Z and Ctrl+Y are the
	// cube's.
	test.Tap(tv.editor.UI.RndBtn)
	random = tv.editor.Facelets
	entry.SetText("") // as applying moves leaves it: no typing to undo
	canvas.Focus(entry)
	undo()
	if tv.editor.Facelets != applied {
		t.Errorf("Ctrl+Z in the empty field did not undo Random")
	}
	pressShortcut(canvas, &fyne.ShortcutRedo{})
	if entry.Text != "" || tv.editor.Facelets != random {
		t.Errorf("Ctrl+Y in the empty field: field %q, Random redone %v", entry.Text, tv.editor.Facelets == random)
	}
}

// A move that does not read is selected in the field when its error is
// said, on both puzzles, so that it can be typed over where "at position
// 20" left a person counting characters; the text stays as typed.
func TestBadMoveSelected(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	canvas := tv.w.Canvas()
	entry := tv.editor.UI.Moves
	for _, c := range []struct {
		puzzle      puzzle.Puzzle
		typed, want string
	}{
		{puzzle.Cube3, "R U2 F' Q D", "Q"},
		{puzzle.Cube3, "R U R2'' F", "R2''"},
		{puzzle.Cube2, "R U F R2 U' F' R U M", "M"},
		{puzzle.Cube3, "R U Q F", "Q"}, // all selected before Enter: only Q after
	} {
		tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[c.puzzle])
		entry.SetText("")
		canvas.Focus(entry)
		typeRunes(canvas, c.typed)
		if c.typed == "R U Q F" {
			pressShortcut(canvas, &fyne.ShortcutSelectAll{})
		}
		pressKey(canvas, fyne.KeyReturn)
		if entry.Text != c.typed {
			t.Fatalf("%q: the field holds %q", c.typed, entry.Text)
		}
		if got := entry.SelectedText(); got != c.want {
			t.Errorf("%q: selected %q, want %q", c.typed, got, c.want)
		}
		typeRunes(canvas, "B")
		if want := strings.Replace(c.typed, c.want, "B", 1); entry.Text != want {
			t.Errorf("%q: typing over the selection made %q, want %q", c.typed, entry.Text, want)
		}
	}
}
