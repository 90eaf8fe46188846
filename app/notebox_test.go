package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"cubesolver/app/internal/solvepanel"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// Where the window has room under the column, the note under the
// solution shows whole: the longest, a cancelled optimal search's under
// the stale warning, from 1200x720 up (at 800x600 the column has no room
// to spare, and the note scrolls in its box of three lines). The box's
// height follows the window's, never the note's: Play stays where it is
// as the note changes.
func TestNoteShownWhole(t *testing.T) {
	for _, size := range layoutSizes {
		t.Run(fmt.Sprintf("%gx%g", size.Width, size.Height), func(t *testing.T) {
			f, c, sol := scrambled(43)
			fake := &optimalFake{fakeSolver: &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}, depth: 17}}
			tv := newTestView(t, f, instantLoader(fake))
			tv.w.Resize(size)
			tv.loadTablesNow(t)
			canvas := tv.w.Canvas()
			d := fyne.CurrentApp().Driver()
			var box fyne.Size
			var play fyne.Position
			look := func(state string) {
				t.Helper()
				tv.flush()
				settle(canvas)
				if box.IsZero() {
					box, play = tv.sol.NoteBox.Size(), d.AbsolutePositionForObject(tv.sol.PlayBtn)
				}
				if s, p := tv.sol.NoteBox.Size(), d.AbsolutePositionForObject(tv.sol.PlayBtn); s != box || p != play {
					t.Errorf("%s: the note's box is %v and Play at %v; with the first note they were %v and %v", state, s, p, box, play)
				}
				if cut := tv.sol.NoteCut(); cut != (size.Height < 720) {
					t.Errorf("%s: the note is cut: %v, want %v (%q in a box of %v)", state, cut, size.Height < 720, tv.sol.Note.Text, box)
				}
			}
			tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal })
			block := tv.solveBlocked(t, fake.fakeSolver)
			tv.session.event(tv.session.run, search.Event{Kind: search.Progress, Depth: 17, DepthDone: 0.31,
				DepthETA: 30e9, BestLength: len(sol), Nodes: 123456789, NodesPerSecond: 12345678, Elapsed: 1234e6})
			tv.session.cancelRun()
			close(block)
			tv.waitIdle(t)
			tv.editor.SelectColour(cube.Blank)
			tv.tapSticker(0)
			if !tv.sol.Stale || tv.sol.Sol == nil {
				t.Fatalf("no stale solution: %q", tv.sol.Note.Text)
			}
			look("a cancelled search's note, stale")
			tv.editor.Undo()
			tv.flush()
			if tv.sol.Stale {
				t.Fatalf("undone, still stale: %q", tv.sol.Note.Text)
			}
			tv.sol.SetNote("Copied the solution.", 0)
			tv.flush()
			settle(canvas)
			if s := tv.sol.NoteBox.Size(); s != box {
				t.Errorf("a one-line note: the note's box is %v, with the long one %v", s, box)
			}
		})
	}
}
