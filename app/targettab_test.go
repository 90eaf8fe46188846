package app

import (
	"fmt"
	"strings"
	"testing"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/solvepanel"
	"cubesolver/solver/cube"
)

// Looking at the target (its tab chosen, then the cube's again) leaves To
// as it was: a cube solved to solved is not solved to an old target the
// person only looked at. Editing the target, or undoing an edit of it,
// means solving to it, as before.
func TestLookingAtTheTargetKeepsTo(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	role := tv.editor.UI.RoleSwitch
	tapSegment(t, role, editor.TargetLabel)
	if err := tv.editor.ApplyMoves("R U"); err != nil {
		t.Fatal(err)
	}
	if !tv.panel.Settings.ToTarget {
		t.Fatal("editing the target did not make To the target")
	}
	tapSegment(t, role, editor.CubeLabel)
	tv.panel.Change(func(s *solvepanel.Settings) { s.ToTarget = false })
	for range 3 {
		tapSegment(t, role, editor.TargetLabel)
		tapSegment(t, role, editor.CubeLabel)
	}
	if tv.panel.Settings.ToTarget {
		t.Fatal("looking at the target made To the target")
	}
	tapSegment(t, role, editor.TargetLabel)
	tv.editor.Undo()
	if !tv.panel.Settings.ToTarget {
		t.Error("undoing an edit of the target did not make To the target")
	}
}

// Each puzzle has its own To and Cube | Target, as it has its own cube and
// target: a target set on the 3x3x3 left To on Target and the target shown
// for the 2x2x2, whose target no one had set (the solved cube), and Solve
// took its cube "To the target", to solved. Switching back shows each as
// it was left.
func TestEachPuzzleHasItsOwnTo(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(newPocketFake(t, nil)))
	tv.loadTablesNow(t)
	tv.editor.SetPattern("Superflip")
	tv.flush()
	if !tv.panel.Settings.ToTarget || tv.editor.Role != puzzle.RoleTarget {
		t.Fatalf("the superflip set: to the target %v, editing the %v", tv.panel.Settings.ToTarget, tv.editor.Role)
	}
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	if tv.panel.Settings.ToTarget || tv.panel.To.Selected != solvepanel.ToSolvedLabel || tv.editor.Role != puzzle.RoleCube ||
		tv.editor.UI.RoleSwitch.Selected != editor.CubeLabel {
		t.Errorf("the 2x2x2 chosen: To %q, %q shown", tv.panel.To.Selected, tv.editor.UI.RoleSwitch.Selected)
	}
	if want := fmt.Sprintf(solvepanel.PocketNoteText, "HTM"); tv.panel.Note.Text != want {
		t.Errorf("the 2x2x2's note %q, want %q", tv.panel.Note.Text, want)
	}
	tv.editor.Random()
	tv.session.solve()
	tv.waitIdle(t)
	if s := tv.sol.Sol; s == nil || s.ToTarget {
		t.Errorf("the 2x2x2 solved: %+v", s)
	}
	tapSegment(t, tv.panel.To, "Target")
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube3])
	if !tv.panel.Settings.ToTarget || tv.editor.Role != puzzle.RoleTarget || !strings.Contains(tv.panel.Note.Text, "(Superflip)") {
		t.Errorf("back on the 3x3x3: to the target %v, editing the %v, the note %q", tv.panel.Settings.ToTarget, tv.editor.Role, tv.panel.Note.Text)
	}
	tapSegment(t, tv.panel.To, solvepanel.ToSolvedLabel)
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	if !tv.panel.Settings.ToTarget || tv.editor.Role != puzzle.RoleCube || tv.sol.Sol == nil {
		t.Errorf("back on the 2x2x2: to the target %v, editing the %v, its solution %v", tv.panel.Settings.ToTarget, tv.editor.Role, tv.sol.Sol)
	}
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube3])
	if tv.panel.Settings.ToTarget {
		t.Error("the 3x3x3's To, set back to Solved, came back as Target")
	}
}
