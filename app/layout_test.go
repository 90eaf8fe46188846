package app

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/solvepanel"
	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// settle lays the whole window out again from the top, as the desktop
// driver does over the next frames once minimum sizes have changed: a
// container that kept its size is laid out anew all the same.
func settle(c fyne.Canvas) {
	content := c.Content()
	content.Resize(c.Size())
	settleTree(content)
}

// settleTree lays o and everything in it out again, at the sizes they have.
func settleTree(o fyne.CanvasObject) {
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *fyne.Container:
			if x.Layout != nil {
				x.Layout.Layout(x.Objects, x.Size())
			}
			for _, child := range x.Objects {
				walk(child)
			}
		case fyne.Widget:
			r := test.WidgetRenderer(x)
			r.Layout(x.Size())
			for _, child := range r.Objects() {
				walk(child)
			}
		}
	}
	walk(o)
}

// clickable reports whether a click or a key can act on o: what the user
// aims the pointer at.
func clickable(o fyne.CanvasObject) bool {
	switch o.(type) {
	case fyne.Tappable, fyne.Focusable, fyne.Draggable, fyne.SecondaryTappable:
		return true
	}
	return false
}

type rect struct {
	pos  fyne.Position
	size fyne.Size
}

// visibleClickables maps each clickable object on screen (it and all its
// parents visible) to where it is, and each scrolled area too. What is in
// a scrolled area is placed as if it were not scrolled: a list may scroll
// to show its current item, it may not move about in its own content.
func visibleClickables(c fyne.Canvas) map[fyne.CanvasObject]rect {
	out := map[fyne.CanvasObject]rect{}
	var walk func(o fyne.CanvasObject, at fyne.Position)
	walk = func(o fyne.CanvasObject, at fyne.Position) {
		if !o.Visible() {
			return
		}
		at = at.Add(o.Position())
		if clickable(o) && !o.Size().IsZero() {
			out[o] = rect{at, o.Size()}
		}
		switch x := o.(type) {
		case *container.Scroll:
			out[o] = rect{at, o.Size()}
			walk(x.Content, at.Add(x.Offset))
			return
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, child := range x.Objects {
				walk(child, at)
			}
		case fyne.Widget:
			for _, child := range test.WidgetRenderer(x).Objects() {
				walk(child, at)
			}
		}
	}
	walk(c.Content(), fyne.Position{})
	return out
}

// layoutWatch records where each clickable object was first seen on
// screen, and complains when one is later seen elsewhere.
type layoutWatch struct {
	t     *testing.T
	tv    *testView
	first map[fyne.CanvasObject]rect
	where map[fyne.CanvasObject]string // the step it was first seen at
	names map[fyne.CanvasObject]string
}

func newLayoutWatch(t *testing.T, tv *testView) *layoutWatch {
	w := &layoutWatch{t: t, tv: tv, first: map[fyne.CanvasObject]rect{},
		where: map[fyne.CanvasObject]string{}, names: map[fyne.CanvasObject]string{}}
	// Names for the messages, where there is one.
	v := tv.mainView
	for i, s := range v.editor.UI.Palette.Swatches {
		w.names[s] = fmt.Sprintf("palette chip %d", i)
	}
	for name, b := range map[string]fyne.CanvasObject{
		"net": v.editor.UI.Net, "undo": v.editor.UI.UndoBtn, "redo": v.editor.UI.RedoBtn,
		"Reset": v.editor.UI.ResetBtn, "Clear": v.editor.UI.ClearBtn, "Random": v.editor.UI.RndBtn,
		"copy facelets": v.editor.UI.CopyBtn, "paste facelets": v.editor.UI.PasteBtn,
		"Moves entry": v.editor.UI.Moves, "Apply": v.editor.UI.ApplyBtn, "Animate": v.editor.UI.AnimateBtn,
		"Auto-fix": v.editor.UI.FixBtn, "Solve": v.panel.Solve, "Cancel": v.panel.Cancel,
		"Length": v.panel.Target, "Time limit": v.panel.Timeout, "Table list": v.panel.Table.Sel, "Build (table)": v.panel.Table.Build,
		"Copy": v.sol.CopyBtn, "Play": v.sol.PlayBtn, "Copy link": v.sol.LinkBtn,
		"Find a shorter one": v.sol.Shorter, "player": v.play.Player, "Edit tab": v.area.editTab,
		"3D tab": v.area.playTab,
	} {
		w.names[b] = name
	}
	return w
}

func (w *layoutWatch) name(o fyne.CanvasObject) string {
	if n, ok := w.names[o]; ok {
		return n
	}
	if b := buttonOf(o); b != nil {
		return fmt.Sprintf("button %q", b.Text)
	}
	return fmt.Sprintf("%T", o)
}

// check lays the window out and compares every clickable object with
// where it was first seen.
func (w *layoutWatch) check(step string) {
	w.t.Helper()
	w.tv.flush()
	settle(w.tv.w.Canvas())
	for o, r := range visibleClickables(w.tv.w.Canvas()) {
		if strings.HasSuffix(fmt.Sprintf("%T", o), ".scrollBar") {
			continue // its length shows how long the content is
		}
		before, seen := w.first[o]
		if !seen {
			w.first[o], w.where[o] = r, step
			continue
		}
		if before != r {
			w.t.Errorf("%s: %s moved from %v %v (at %q) to %v %v",
				step, w.name(o), before.pos, before.size, w.where[o], r.pos, r.size)
		}
	}
}

// layoutSizes are the window sizes a person is likely to use.
var layoutSizes = []fyne.Size{{Width: 800, Height: 600}, {Width: 1200, Height: 720}, {Width: 1280, Height: 800}, {Width: 1920, Height: 1080}}

// Nothing the user aims at moves as the state of the window changes:
// solving, editing after a solve, a search starting, running and ending,
// Find a shorter one, optimal results proven and not, every kind of
// message under the net, and colour counts reaching two digits.
func TestNothingMovesUnderThePointer(t *testing.T) {
	for _, size := range layoutSizes {
		t.Run(fmt.Sprintf("%gx%g", size.Width, size.Height), func(t *testing.T) {
			f, c, sol := scrambled(13)
			fake := &optimalFake{fakeSolver: &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}}
			tv := newTestView(t, f, instantLoader(fake))
			tv.w.Resize(size)
			w := newLayoutWatch(t, tv)
			w.check("start, tables loading")
			tv.loadTablesNow(t)
			w.check("tables ready")

			tv.session.solve()
			tv.waitIdle(t)
			w.check("solved")

			// An edit after a solve: the solution is stale and the cube
			// invalid.
			tv.editor.SelectColour(cube.F)
			tv.editor.Paint(0)
			w.check("edited after a solve")
			tv.editor.Undo()
			w.check("undone")

			// A search starts, reports and ends.
			block := tv.solveBlocked(t, fake.fakeSolver)
			w.check("searching")
			tv.session.event(tv.session.run, search.Event{Kind: search.Progress, Phase1Depth: 12, Phase2Depth: 18, Nodes: 123456789,
				NodesPerSecond: 12345678, BestLength: 22, Elapsed: 1234 * time.Millisecond})
			w.check("search progress")
			close(block)
			tv.waitIdle(t)
			fake.mu.Lock()
			fake.block = nil
			fake.mu.Unlock()
			w.check("search ended")

			tv.sol.OnShorter()
			tv.waitIdle(t)
			w.check("find a shorter one")

			// The solution played in the 3D player, then the edited cube.
			tv.sol.Play()
			w.check("playing the solution")
			tv.play.Player.GoToEnd()
			w.check("played to the end")
			tv.play.ShowEdited()
			tv.area.choose(false)
			w.check("back to the edited cube")

			// Optimal mode, its results proven and not.
			tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Optimal })
			w.check("optimal mode chosen")
			for _, proven := range []bool{true, false} {
				fake.proven = proven
				tv.session.solve()
				tv.waitIdle(t)
				w.check(fmt.Sprintf("optimal result, proven %v", proven))
			}
			tv.panel.Change(func(s *solvepanel.Settings) { s.Mode = Standard })
			w.check("standard mode again")

			// Every kind of message under the net, one after the other.
			for _, m := range messageCubes() {
				tv.editor.Edit(m.f)
				w.check(m.name)
			}
			tv.editor.UI.Moves.SetText("R U X")
			tv.editor.ApplyMoves(tv.editor.UI.Moves.Text)
			w.check("bad moves")
			tv.editor.Clipboard().SetContent("not a cube")
			tv.editor.PasteFacelets()
			w.check("bad paste")
			tv.editor.Clipboard().SetContent(cube.SolvedFacelets().String())
			tv.editor.PasteFacelets()
			w.check("pasted")
			tv.editor.UI.MovesError(errors.New(strings.Repeat("a very long complaint about the moves ", 8)))
			w.check("a long moves error")

			// Colour counts reaching 10 and more.
			tv.editor.Reset()
			tv.editor.SelectColour(cube.U)
			for _, i := range []int{9, 10, 11, 12, 13, 14, 15, 16} {
				tv.editor.Paint(i)
			}
			w.check("white on 17 stickers")
			tv.editor.SelectColour(cube.Blank)
			for i := 0; i < cube.NumFacelets; i++ {
				tv.editor.Paint(i)
			}
			w.check("blank on 48 stickers")
		})
	}
}

// messageCube is a cube that makes the editor say something.
type messageCube struct {
	name string
	f    cube.Facelets
}

// messageCubes are cubes with each kind of problem the editor explains.
func messageCubes() []messageCube {
	solved := cube.SolvedFacelets()
	var out []messageCube
	add := func(name string, change func(f *cube.Facelets)) {
		f := solved
		change(&f)
		out = append(out, messageCube{name, f})
	}
	add("a twisted corner", func(f *cube.Facelets) { *f = twisted() })
	add("a flipped edge", func(f *cube.Facelets) { f[7], f[19] = f[19], f[7] })
	add("two swapped edges", func(f *cube.Facelets) {
		g := cube.SolvedFacelets()
		// UF and UR swapped: their stickers trade places.
		f[7], f[19] = g[5], g[10]
		f[5], f[10] = g[7], g[19]
	})
	add("one wrong sticker", func(f *cube.Facelets) { f[0] = cube.F })
	add("a blank sticker", func(f *cube.Facelets) { f[0] = cube.Blank })
	add("too many of a colour while unfinished", func(f *cube.Facelets) {
		for i := 9; i < 18; i++ {
			if !editor.IsCentre(i) {
				f[i] = cube.U
			}
		}
		f[0] = cube.Blank
	})
	add("impossible corner", func(f *cube.Facelets) { f[8] = cube.D })
	add("a scrambled cube with a twisted corner", func(f *cube.Facelets) {
		alg, _ := cube.ParseAlg("R U F' L2 D B' R2 U' F D2 L B")
		*f = alg.Apply(twisted())
	})
	return out
}

// A tip shows under the button it is for, inside the window, and takes no
// clicks: nothing in its layer can be tapped.
func TestTipLayer(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.w.Resize(fyne.NewSize(1200, 720))
	settle(tv.w.Canvas())
	tips := widgets.TipFor(tv.editor.UI.PasteBtn)
	if tips == nil {
		t.Fatal("the window has no tip layer")
	}
	b := tv.editor.UI.PasteBtn
	tips.Show(b, b.Tip)
	if !tips.Text.Visible() || !strings.Contains(tips.Text.Text, "Ctrl+V") {
		t.Errorf("tip %q (visible %v)", tips.Text.Text, tips.Text.Visible())
	}
	d := fyne.CurrentApp().Driver()
	at, tip := d.AbsolutePositionForObject(tips.Bg), tips.Bg.Size()
	below := d.AbsolutePositionForObject(b).Y + b.Size().Height
	if at.Y < below || at.X < 0 || at.X+tip.Width > tv.w.Canvas().Size().Width {
		t.Errorf("the tip at %v %v is not under the button, inside the window", at, tip)
	}
	for _, o := range tips.Layer.Objects {
		if clickable(o) {
			t.Errorf("the tip layer holds a %T, which takes clicks", o)
		}
	}
	tips.PointerOut(b)
	if tips.Text.Visible() {
		t.Error("the tip stayed after the pointer left")
	}
	for _, s := range tv.editor.UI.Palette.Swatches {
		if tip := s.Tip(); !strings.Contains(tip, "key") || !strings.Contains(tip, "stickers") {
			t.Errorf("swatch tip %q", tip)
		}
	}
}
