package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/theme"

	"cubesolver/app/internal/solvepanel"
	"cubesolver/solver/cube"
)

// A stray click on the net during a long optimal search stops it (an
// edit is never blocked), but loses nothing: the best solution found
// stays, no longer "best so far", the note says the edit stopped the
// search and that Ctrl+Z brings the cube back, and undo does, and the
// search with it: from the depth its proof had reached, for a solution
// shorter than the one found. It said only "The cube was edited, so the
// search was stopped", and the solution went on reading "best so far".
func TestEditStopsThenUndoResumes(t *testing.T) {
	f, c, sol := scrambled(42)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}, depth: 15}
	tv := newTestView(t, f, instantLoader(fake))
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal })
	tv.loadTablesNow(t)
	block := tv.solveBlocked(t, fake)
	defer close(block)
	found := tv.sol.Sol.Moves

	tv.editor.SelectColour(f[0] ^ 1)
	tv.tapSticker(0)
	if tv.session.run != nil {
		t.Fatal("the search goes on for a cube no longer shown")
	}
	got := tv.sol.Sol
	if got == nil || len(got.Moves) != len(found) || got.BestSoFar {
		t.Errorf("after the edit the solution is %+v", got)
	}
	if note := tv.sol.Note.Text; !strings.HasSuffix(note, "\nSearch stopped by the edit: Ctrl+Z resumes it.") {
		t.Errorf("note %q", note)
	}

	// Read whole in the note's box, under the line on the earlier cube.
	room := float32(solvepanel.SideWidth) - 2*theme.InnerPadding() - theme.ScrollBarSize()
	lines := 0
	for _, l := range strings.Split(tv.sol.Note.Text, "\n") {
		lines += wrappedLines(l, theme.Size(theme.SizeNameCaptionText), room)
	}
	if lines > solvepanel.NoteLines {
		t.Errorf("the note takes %d lines, the box %d", lines, solvepanel.NoteLines)
	}

	tv.editor.Undo()
	if tv.session.run == nil {
		t.Fatal("undo brought the cube back, and not the search")
	}
	fake.mu.Lock()
	asked := fake.asked[len(fake.asked)-1]
	fake.mu.Unlock()
	tv.pumpUntil(t, "the resumed search did not ask the solver", func() bool {
		fake.mu.Lock()
		defer fake.mu.Unlock()
		asked = fake.asked[len(fake.asked)-1]
		return len(fake.asked) == 2
	})
	if asked.FromDepth != 15 || asked.ShorterThan != len(found) {
		t.Errorf("resumed from depth %d, shorter than %d; want 15 and %d", asked.FromDepth, asked.ShorterThan, len(found))
	}
	if note := tv.sol.Note.Text; !strings.Contains(note, "goes on from depth 15") {
		t.Errorf("note %q", note)
	}
}
