package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

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
