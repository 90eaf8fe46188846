package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/theme"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/solvepanel"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
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

// A standard search, given a long time limit to find a short Length, is
// stopped by a stray click as an optimal one is, and undo takes it up
// again: begun again as it was asked (a two-phase search cannot go on
// from where it stopped), with the solution it had found shown until a
// shorter one comes. Undo only brought the cube back, the search ended.
func TestEditStopsThenUndoResumesStandard(t *testing.T) {
	f, c, sol := scrambled(43)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}
	tv := newTestView(t, f, instantLoader(fake))
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode, s.MaxLength = Standard, 18 })
	tv.loadTablesNow(t)
	block := tv.solveBlocked(t, fake)
	found := tv.sol.Sol.Moves // longer than the Length asked

	tv.editor.SelectColour(f[0] ^ 1)
	tv.tapSticker(0)
	if tv.session.run != nil {
		t.Fatal("the search goes on for a cube no longer shown")
	}
	if note := tv.sol.Note.Text; !strings.HasSuffix(note, "\nSearch stopped by the edit: Ctrl+Z resumes it.") {
		t.Errorf("note %q", note)
	}

	tv.editor.Undo()
	if tv.session.run == nil {
		t.Fatal("undo brought the cube back, and not the search")
	}
	var asked search.Options
	tv.pumpUntil(t, "the resumed search did not ask the solver", func() bool {
		fake.mu.Lock()
		defer fake.mu.Unlock()
		asked = fake.asked[len(fake.asked)-1]
		return len(fake.asked) == 2
	})
	if asked.Mode != Standard || asked.MaxLength != 18 || asked.ShorterThan != 0 || asked.KeepImproving || asked.FromDepth != 0 {
		t.Errorf("resumed as %+v; want the standard search asked again for 18 moves", asked)
	}
	if note := tv.sol.Note.Text; !strings.Contains(note, "search begins again") {
		t.Errorf("note %q", note)
	}
	if got := tv.sol.Sol; got == nil || len(got.Moves) != len(found) || tv.sol.Stale {
		t.Errorf("while the search begins again the solution is %+v (stale %v); want the one found before", got, tv.sol.Stale)
	}

	close(block)
	tv.pumpUntil(t, "the resumed search did not end", func() bool { return tv.session.run == nil })
	if got := tv.sol.Sol; got == nil || cube.FormatMoves(got.Moves) != cube.FormatMoves(sol) {
		t.Errorf("the resumed search ended on %+v; want %s", got, cube.FormatMoves(sol))
	}
}

// A search stopped by an undo (the cube searched was the last edit) is
// taken up again by redo, and the note says so: "Ctrl+Z resumes it" sent
// the user one more step back, away from the cube searched.
func TestUndoStopsThenRedoResumes(t *testing.T) {
	f, c, sol := scrambled(44)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}, depth: 15}
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(fake))
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal })
	tv.loadTablesNow(t)
	tv.editor.Edit(f)
	block := tv.solveBlocked(t, fake)
	defer close(block)

	tv.editor.Undo()
	if tv.session.run != nil {
		t.Fatal("the search goes on for a cube no longer shown")
	}
	if note := tv.sol.Note.Text; !strings.HasSuffix(note, "\nSearch stopped by the undo: Ctrl+Y resumes it.") {
		t.Errorf("note %q", note)
	}
	tv.editor.Redo()
	if tv.session.run == nil {
		t.Fatal("redo brought the cube back, and not the search")
	}
	if note := tv.sol.Note.Text; !strings.Contains(note, "goes on from depth 15") {
		t.Errorf("note %q", note)
	}
}

// An edit of the target stops a search to it as an edit of the cube
// does, and undo takes it up again: it said only "The target changed, so
// the search was stopped", and undo brought the target back alone.
func TestTargetEditStopsThenUndoResumes(t *testing.T) {
	f, c, sol := scrambled(45)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}, depth: 15}
	tv := newTestView(t, f, instantLoader(fake))
	tv.panel.Change(func(s *solvepanel.Settings) { s.Mode, s.ToTarget = Optimal, true })
	tv.loadTablesNow(t)
	if target, _ := tv.editor.Doc(puzzle.RoleTarget); target != cube.SolvedFacelets() {
		t.Fatalf("the target starts as %s", target)
	}
	block := tv.solveBlocked(t, fake)
	defer close(block)

	tv.editor.SwitchTo(puzzle.Cube3, puzzle.RoleTarget)
	turned, _ := cube.ParseMoves("R")
	tv.editor.Edit(tv.editor.Facelets.Move(turned[0]))
	tv.flush()
	if tv.session.run != nil {
		t.Fatal("the search goes on to a target no longer shown")
	}
	if note := tv.sol.Note.Text; !strings.HasSuffix(note, "Search stopped by the edit: Ctrl+Z resumes it.") {
		t.Errorf("note %q", note)
	}
	tv.editor.Undo()
	tv.flush()
	if tv.session.run == nil {
		t.Fatal("undo brought the target back, and not the search")
	}
	if note := tv.sol.Note.Text; !strings.Contains(note, "goes on from depth 15") {
		t.Errorf("note %q", note)
	}
}
