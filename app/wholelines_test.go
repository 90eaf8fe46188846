package app

import (
	"fmt"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/solvepanel"
	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
)

// scrolledText is a scrolled view in the window and the labels in it
// (not those in scrolled views inside it).
type scrolledText struct {
	view   fyne.CanvasObject
	labels []*widget.Label
}

// scrolledTexts finds the scrolled views on screen and their labels.
func scrolledTexts(root fyne.CanvasObject) []*scrolledText {
	var out []*scrolledText
	var walk func(o fyne.CanvasObject, into *scrolledText)
	walk = func(o fyne.CanvasObject, into *scrolledText) {
		if !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *widgets.BoxScroll:
			st := &scrolledText{view: x}
			out = append(out, st)
			walk(x.Content, st)
			return
		case *container.Scroll:
			st := &scrolledText{view: x}
			out = append(out, st)
			walk(x.Content, st)
			return
		case *widget.Label:
			if into != nil {
				into.labels = append(into.labels, x)
			}
			return
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k, into)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				walk(k, into)
			}
		}
	}
	walk(root, nil)
	return out
}

// checkWholeLines fails the test where a scrolled view, scrolled to its
// top, shows part of a line of text: its edge cuts through a line.
func checkWholeLines(t *testing.T, state string, v *testView) {
	c := v.w.Canvas()
	t.Helper()
	settle(c)
	d := fyne.CurrentApp().Driver()
	pad := theme.InnerPadding()
	checked := 0
	for _, st := range scrolledTexts(c.Content()) {
		view := st.view
		bottom := d.AbsolutePositionForObject(view).Y + view.Size().Height
		for _, l := range st.labels {
			if l.Text == "" {
				continue
			}
			checked++
			lh := widgets.LineHeight(l.SizeName)
			n := int(math.Round(float64((l.Size().Height - 2*pad) / lh)))
			top := d.AbsolutePositionForObject(l).Y + pad
			for k := range n {
				y0, y1 := top+float32(k)*lh, top+float32(k+1)*lh
				if y0 < bottom-1 && y1 > bottom+1 {
					t.Errorf("%s: line %d of %q is cut in half by the edge of its box (the line from %.1f to %.1f, the edge at %.1f)",
						state, k+1, l.Text, y0, y1, bottom)
				}
			}
		}
	}
	// The note under Solve says one thing at a time, all of it in view.
	note := v.panel.Note
	for _, st := range scrolledTexts(c.Content()) {
		for _, l := range st.labels {
			if l == note && st.view.(*widgets.BoxScroll).Content.MinSize().Height > st.view.Size().Height+0.5 {
				t.Errorf("%s: the note under Solve does not fit its box: %q", state, note.Text)
			}
		}
	}
	if checked < 5 {
		t.Errorf("%s: only %d labels found in scrolled boxes", state, checked)
	}
}

// No box of text cuts a line in half, at any window size: the editor's
// messages (a long paste error over "Valid cube", every kind of problem),
// the note under Solve (every reason Solve is disabled, both modes, the
// optimal table's states), the search's figures and the solution's note.
func TestTextBoxesShowWholeLines(t *testing.T) {
	for _, size := range layoutSizes {
		t.Run(fmt.Sprintf("%gx%g", size.Width, size.Height), func(t *testing.T) {
			f, c, sol := scrambled(43)
			fake := newTablesFake(map[cube.Cubie][]cube.Move{c: sol}, nil)
			tv := newTestView(t, f, instantLoader(fake))
			tv.w.Resize(size)
			tv.loadTablesNow(t)
			canvas := tv.w.Canvas()
			e := tv.editor
			e.Reset()
			checkWholeLines(t, "a valid cube", tv)
			clip := fyne.CurrentApp().Clipboard()
			for _, bad := range []string{"hello", "U R F D L B Q", cube.SolvedFacelets().String()[:53] + "X"} {
				clip.SetContent(bad)
				pressShortcut(canvas, &fyne.ShortcutPaste{Clipboard: clip})
				checkWholeLines(t, fmt.Sprintf("pasted %q", bad), tv)
			}
			long := messageCubes()
			add := func(name string, change func(f *cube.Facelets)) {
				g := cube.SolvedFacelets()
				change(&g)
				long = append(long, messageCube{name, g})
			}
			add("three colours miscounted", func(f *cube.Facelets) { f[0], f[10], f[19] = cube.D, cube.L, cube.B })
			add("yellow for orange", func(f *cube.Facelets) { f[36] = cube.D })
			add("two centres alike", func(f *cube.Facelets) { f[4] = cube.R })
			add("mirrored centres", func(f *cube.Facelets) { f[13], f[40] = cube.L, cube.R })
			add("a corner no cube has", func(f *cube.Facelets) { f[8], f[9] = cube.D, cube.U })
			for _, m := range long {
				e.Edit(m.f)
				checkWholeLines(t, m.name, tv)
				clip.SetContent("hello")
				pressShortcut(canvas, &fyne.ShortcutPaste{Clipboard: clip})
				checkWholeLines(t, m.name+", then a bad paste", tv)
			}
			e.Reset()
			tv.session.solve()
			tv.waitIdle(t)
			checkWholeLines(t, "solved", tv)
			for _, table := range []string{"small", "2GB"} {
				tv.panel.Change(func(s *solvepanel.Settings) { s.Mode, s.OptimalTable = Optimal, table })
				tv.flush()
				checkWholeLines(t, "optimal mode, table "+table+" not built", tv)
				fake.setBuilt(table)
				tv.session.optimal.updateTables()
				checkWholeLines(t, "optimal mode, table "+table+" built", tv)
			}
		})
	}
}
