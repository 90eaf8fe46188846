package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/solver/cube"
)

// Help names every control of the window, in bold as it reads on screen:
// every button with a name (those hidden until wanted too: Play, Find a
// shorter one, Edited cube, Edit | 3D, Build, Auto-fix) and every list's
// name. Length, Time limit, Speed, Find a shorter one and the rest were
// once left out.
func TestHelpNamesEveryControl(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	// The names in bold: "Reset, Clear, Random" and "Cube | Target" name
	// each of theirs.
	bold := map[string]bool{}
	for k, part := range strings.Split(helpText, "**") {
		if k%2 == 1 {
			bold[part] = true
			for _, sub := range strings.Split(part, " | ") {
				for _, name := range strings.Split(sub, ", ") {
					bold[name] = true
				}
			}
		}
	}
	names := []string{"Mode", "To", "Length", "Time limit", "Table", "Metric", "Speed", "Moves"}
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if b := buttonOf(o); b != nil && b.Text != "" {
			names = append(names, b.Text)
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				walk(k)
			}
		}
	}
	walk(tv.w.Canvas().Content())
	if len(names) < 30 {
		t.Fatalf("only %d controls found: %q", len(names), names)
	}
	for _, name := range names {
		if !bold[name] {
			t.Errorf("help does not name %q in bold", name)
		}
	}
}

// Help's text stops short of its scroll bar, which Fyne draws over the
// right edge of what it scrolls: the ends of lines were under it.
func TestHelpTextClearOfScrollBar(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	c := tv.w.Canvas()
	pressKey(c, fyne.KeyF1)
	top := c.Overlays().Top()
	if top == nil {
		t.Fatal("F1 did not open the help")
	}
	var scroll *container.Scroll
	var text *widget.RichText
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *container.Scroll:
			scroll = x
			walk(x.Content)
		case *widget.RichText:
			if scroll != nil && text == nil {
				text = x // the first in the scroll: the help's
			}
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				walk(k)
			}
		}
	}
	settleTree(top)
	walk(top)
	if scroll == nil || text == nil {
		t.Fatal("no scrolled text in the help")
	}
	d := fyne.CurrentApp().Driver()
	right := d.AbsolutePositionForObject(text).X + text.Size().Width
	bar := d.AbsolutePositionForObject(scroll).X + scroll.Size().Width - theme.ScrollBarSize()
	if right > bar+0.5 {
		t.Errorf("the help's text reaches %.1f, under the scroll bar from %.1f", right, bar)
	}
}
