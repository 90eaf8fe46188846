package app

import (
	"strings"
	"testing"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/solvepanel"
	"cubesolver/solver/cube"
)

// The note under Solve names a pattern target, so that a target left set
// is not missed after Reset and a new scramble (Reset is of the cube, and
// solving from solved to a pattern is how a pattern is learnt): "Standard,
// to the target (Six spots): …". A target painted over is no pattern:
// then it is "to the target" alone.
func TestNoteNamesTheTarget(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.loadTablesNow(t)
	tv.editor.SetPattern("six spots")
	tv.flush()
	if note := tv.panel.Note.Text; !strings.HasPrefix(note, "Standard, to the target (Six spots): ") {
		t.Errorf("with the target six spots, the note under Solve says %q", note)
	}
	tv.editor.SwitchTo(puzzle.Cube3, puzzle.RoleCube)
	tv.editor.Reset()
	tv.flush()
	if note := tv.panel.Note.Text; !tv.panel.Settings.ToTarget || !strings.Contains(note, "(Six spots)") {
		t.Errorf("after Reset: to the target %v, the note %q", tv.panel.Settings.ToTarget, note)
	}
	tv.editor.SwitchTo(puzzle.Cube3, puzzle.RoleTarget)
	turned, _ := cube.ParseMoves("R")
	tv.editor.Edit(tv.editor.Facelets.Move(turned[0]))
	tv.flush()
	if note := tv.panel.Note.Text; !strings.HasPrefix(note, "Standard, to the target: ") {
		t.Errorf("a target painted over names %q", note)
	}
	tv.editor.Undo()
	tv.flush()
	if note := tv.panel.Note.Text; !strings.Contains(note, "(Six spots)") {
		t.Errorf("the target's paint undone, the note is %q", note)
	}
}

// In optimal mode too the note under Solve says Solve goes to the target,
// named: with the optimal table built it said what the table does, and
// nothing of the target. A table not built keeps its note beside Build.
func TestOptimalNoteNamesTheTarget(t *testing.T) {
	tv, fake := newTablesTestView(t, noBuild(t))
	tv.session.optimal.prefs.SetBool(prefTableDeclined, true)
	fake.setBuilt("small")
	tv.loadTablesNow(t)
	tv.panel.Mode.SetSelected(solvepanel.ModeLabels[Optimal])
	pickTable(t, tv, "small")
	tv.editor.SetPattern("superflip")
	tv.flush()
	if note := tv.panel.Note.Text; !tv.panel.Settings.ToTarget || !strings.HasPrefix(note, "Optimal, to the target (Superflip): ") {
		t.Errorf("optimal, the table built, to the superflip: the note says %q", note)
	}
	pickTable(t, tv, "1GB")
	if note := tv.panel.Note.Text; !strings.HasPrefix(note, "Table 1GB is not built") || !tv.panel.Table.Build.Visible() {
		t.Errorf("the table chosen not built: the note says %q, Build shown %v", note, tv.panel.Table.Build.Visible())
	}
	tv.panel.Change(func(s *solvepanel.Settings) { s.ToTarget = false })
	pickTable(t, tv, "small")
	if note := tv.panel.Note.Text; !strings.HasPrefix(note, "Table small") {
		t.Errorf("optimal, to solved: the note says %q", note)
	}
}
