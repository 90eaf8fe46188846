package app

import (
	"strings"
	"testing"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/puzzle"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/tables/tablestest"
)

// A cube put back with a corner twisted is no real cube, and Solve to
// solved stays disabled for it; but a target with the same corner twisted
// (a copy of it, turned) can be reached, and Solve takes it there, as
// cubecli solve -to does. A target twisted otherwise cannot, and Solve
// says why.
func TestFaultyCubeToTargetAlike(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the solver's tables; skipped with -short")
	}
	twisted := cube.Solved()
	twisted.CO[cube.URF] = 1
	tv := newTestView(t, twisted.Facelets(), realLoader(tablestest.Dir()))
	tv.loadTablesNow(t)
	if !tv.panel.Solve.Disabled() || !strings.Contains(tv.panel.Reason, "Solve needs a real cube") {
		t.Fatalf("a twisted cube to solved: disabled %v, %q", tv.panel.Solve.Disabled(), tv.panel.Reason)
	}
	tv.editor.TargetFromCube()
	if err := tv.editor.ApplyMoves("R U F'"); err != nil {
		t.Fatal(err)
	}
	to, err := tv.editor.Facelets.Pieces()
	if err != nil {
		t.Fatal(err)
	}
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.CubeLabel)
	if !tv.panel.Settings.ToTarget || tv.panel.Solve.Disabled() {
		t.Fatalf("to a target twisted alike: to target %v, disabled %v, %q", tv.panel.Settings.ToTarget, tv.panel.Solve.Disabled(), tv.panel.Reason)
	}
	tv.session.solve()
	tv.waitIdle(t)
	sol := tv.sol.Sol
	if sol == nil || !reaches(twisted, to, sol.Moves) || len(sol.Moves) > 3 {
		t.Fatalf("solution %+v, note %q", sol, tv.sol.Note.Text)
	}

	// The target's corner twisted the other way: no turning gets there.
	other := cube.Solved()
	other.CO[cube.URF] = 2
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.TargetLabel)
	tv.editor.Edit(other.Facelets())
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.CubeLabel)
	if !tv.panel.Solve.Disabled() || !strings.Contains(tv.panel.Reason, "its corner twists differ") {
		t.Errorf("to a target twisted otherwise: disabled %v, %q", tv.panel.Solve.Disabled(), tv.panel.Reason)
	}
}

// The pocket cube alike: a corner twisted in the cube and in the target.
func TestFaultyPocketToTargetAlike(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(newPocketFake(t, nil)))
	tv.loadTablesNow(t)
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	twisted := pocket.Solved()
	twisted.CO[0] = 2
	twisted.CO[1] = 2 // two corners: still no real cube (the sum is 1)
	tv.editor.Edit(puzzle.FromPocket(twisted.Facelets()))
	if tv.editor.Verdict.OK || !tv.panel.Solve.Disabled() {
		t.Fatalf("a twisted pocket cube: %q, Solve disabled %v", tv.editor.Verdict.Text, tv.panel.Solve.Disabled())
	}
	tv.editor.TargetFromCube()
	if err := tv.editor.ApplyMoves("R U' F2"); err != nil {
		t.Fatal(err)
	}
	to, err := puzzle.ToPocket(tv.editor.Facelets).Pieces()
	if err != nil {
		t.Fatal(err)
	}
	tapSegment(t, tv.editor.UI.RoleSwitch, editor.CubeLabel)
	if tv.panel.Solve.Disabled() {
		t.Fatalf("to a target twisted alike: %q", tv.panel.Reason)
	}
	tv.session.solve()
	tv.waitIdle(t)
	sol := tv.sol.Sol
	if sol == nil || !reachesPocket(twisted, to, sol.Moves) || len(sol.Moves) != 3 {
		t.Fatalf("solution %+v, note %q", sol, tv.sol.Note.Text)
	}
	if !sol.Proven {
		t.Errorf("a pocket cube's answer not proven shortest")
	}
}
