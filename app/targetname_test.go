package app

import (
	"strings"
	"testing"

	"cubesolver/app/internal/puzzle"
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
