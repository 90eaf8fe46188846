package app

import (
	"testing"

	"cubesolver/app/internal/editor"
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
