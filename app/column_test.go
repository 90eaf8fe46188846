package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/solvepanel"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// At every window size the column on the right shows all it holds, the
// note under the solution and its buttons too, without scrolling: a
// stale solution, a cancelled search, an optimal one not proven.
func TestColumnInView(t *testing.T) {
	for _, size := range layoutSizes {
		t.Run(fmt.Sprintf("%gx%g", size.Width, size.Height), func(t *testing.T) {
			f, c, sol := scrambled(41)
			fake := &optimalFake{fakeSolver: &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}, depth: 17}}
			tv := newTestView(t, f, instantLoader(fake))
			tv.w.Resize(size)
			tv.loadTablesNow(t)
			canvas := tv.w.Canvas()
			inView := func(state string) {
				t.Helper()
				tv.flush()
				settle(canvas)
				d := fyne.CurrentApp().Driver()
				for name, o := range map[string]fyne.CanvasObject{"the note under the solution": tv.sol.Note,
					"Play": tv.sol.PlayBtn, "the search's figures": tv.search.Stats, "Solve": tv.panel.Solve} {
					// The note's box, not the note, which may scroll in it.
					if o == tv.sol.Note {
						o = tv.sol.NoteBox
					}
					bottom := d.AbsolutePositionForObject(o).Y + o.Size().Height
					if bottom > canvas.Size().Height {
						t.Errorf("%s: the bottom of %s is at %g, below the window's edge (%g)", state, name, bottom, canvas.Size().Height)
					}
				}
				if tv.column.Offset.Y != 0 {
					t.Errorf("%s: the column is scrolled by %g", state, tv.column.Offset.Y)
				}
			}
			tv.session.solve()
			tv.waitIdle(t)
			tv.editor.SelectColour(cube.Blank)
			tv.tapSticker(0)
			inView("a stale solution")
			tv.editor.Undo()

			tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal })
			block := tv.solveBlocked(t, fake.fakeSolver)
			tv.session.event(tv.session.run, search.Event{Kind: search.Progress, Depth: 17, DepthDone: 0.31,
				DepthETA: 30e9, BestLength: len(sol), Nodes: 123456789, NodesPerSecond: 12345678, Elapsed: 1234e6})
			inView("an optimal search under way")
			tv.session.cancelRun()
			inView("an optimal search cancelled")
			close(block)
		})
	}
}

// Where the column is longer than the window, the wheel scrolls it over
// the solution's text and the search's figures too, whose boxes have
// nothing to scroll themselves.
func TestWheelScrollsTheColumn(t *testing.T) {
	f, c, sol := scrambled(42)
	tv := newTestView(t, f, instantLoader(&fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}))
	tv.w.Resize(fyne.NewSize(800, 450)) // as a small screen scaled up leaves
	tv.loadTablesNow(t)
	tv.session.solve()
	tv.waitIdle(t)
	canvas := tv.w.Canvas()
	settle(canvas)
	d := fyne.CurrentApp().Driver()
	for name, o := range map[string]fyne.CanvasObject{"the search's figures": tv.search.Stats, "the solution": tv.sol.Moves} {
		tv.column.ScrollToTop()
		at := d.AbsolutePositionForObject(o).AddXY(5, 5)
		if at.Y > canvas.Size().Height {
			t.Fatalf("%s is below the window at %v", name, at)
		}
		test.Scroll(canvas, at, 0, -60)
		if tv.column.Offset.Y <= 0 {
			t.Errorf("the wheel over %s did not scroll the column", name)
		}
	}
}
