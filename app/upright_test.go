package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/editor"
	"cubesolver/solver/cube"
)

// heldBy returns f as seen after the whole-cube rotations in s, each
// sticker keeping its colour: the facelet string a cuber holding the cube
// that way writes down.
func heldBy(t *testing.T, f cube.Facelets, s string) cube.Facelets {
	t.Helper()
	for _, turn := range mustAlg(t, s) {
		f = f.Turned(turn)
	}
	return f
}

// A facelet string of a cube held with yellow up and orange in front,
// pasted with Ctrl+V, is the same cube turned to white up, green in
// front, as one edit, and the note says so.
func TestPastedCubeHeldAnotherWayIsTurned(t *testing.T) {
	f, _, _ := scrambled(21)
	held := heldBy(t, f, "x2 y'")
	if held[4] != cube.D || held[22] != cube.L {
		t.Fatalf("x2 y' holds %v up, %v in front", held[4], held[22])
	}
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	e := tv.editor
	clip := fyne.CurrentApp().Clipboard()
	clip.SetContent(held.String())
	pressShortcut(tv.w.Canvas(), &fyne.ShortcutPaste{Clipboard: clip})
	if e.Facelets != f {
		t.Fatalf("pasted a cube held yellow up: the editor has %v, want %v", e.Facelets, f)
	}
	if !e.Verdict.OK {
		t.Errorf("the turned cube is not valid: %s", e.Verdict.Text)
	}
	if n := e.UI.Notice.Text; !strings.Contains(n, "Turned to white up, green in front") || !strings.Contains(n, "yellow up, orange in front") {
		t.Errorf("the note says %q", n)
	}
	pressShortcut(tv.w.Canvas(), &fyne.ShortcutUndo{})
	if e.Facelets != cube.SolvedFacelets() {
		t.Error("Ctrl+Z did not take the paste back in one step")
	}

	// A cube given on the command line, or saved held another way, is
	// turned too.
	a := test.NewTempApp(t)
	v := newWindowView(a, test.NewTempWindow(t, nil), Options{Facelets: &held, Loader: instantLoader(&fakeSolver{})})
	if v.editor.Facelets != f || !strings.Contains(v.editor.UI.Notice.Text, "Turned to white up") {
		t.Errorf("-facelets of a cube held yellow up: turned %v, note %q", v.editor.Facelets == f, v.editor.UI.Notice.Text)
	}
}

// Centres no real cube has (two alike, a mirror image) are named as the
// problem, outlined, and never locked in: they can be painted, and Clear
// puts the usual ones back.
func TestCentresNoCubeHasAreNotLockedIn(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	e := tv.editor
	c := tv.w.Canvas()
	alike := cube.SolvedFacelets()
	alike[4] = cube.R // the U centre red, like the R centre
	mirror := cube.SolvedFacelets()
	mirror[13], mirror[40] = cube.L, cube.R
	for name, f := range map[string]cube.Facelets{"two centres alike": alike, "a mirror image": mirror} {
		e.Reset()
		clip := fyne.CurrentApp().Clipboard()
		clip.SetContent(f.String())
		pressShortcut(c, &fyne.ShortcutPaste{Clipboard: clip})
		if e.Facelets != f {
			t.Fatalf("%s: the pasted string was not shown", name)
		}
		if !strings.Contains(e.UI.Message.Text, "centres") || e.UI.Message.Importance != widget.DangerImportance {
			t.Errorf("%s: the message says %q", name, e.UI.Message.Text)
		}
		if !strings.Contains(tv.panel.Note.Text, "centres") {
			t.Errorf("%s: Solve's note says %q", name, tv.panel.Note.Text)
		}
		for _, i := range e.UI.Net.Highlight() {
			if !editor.IsCentre(i) {
				t.Errorf("%s: sticker %s outlined, not a centre", name, cube.FaceletName(i))
			}
		}
	}

	// Paint the red U centre white with the keys and a click: a cube again.
	e.Reset()
	clip := fyne.CurrentApp().Clipboard()
	clip.SetContent(alike.String())
	pressShortcut(c, &fyne.ShortcutPaste{Clipboard: clip})
	typeRunes(c, "1")
	tv.tapSticker(4)
	if e.Facelets != cube.SolvedFacelets() || !e.Verdict.OK {
		t.Errorf("painting the U centre white: %v, %q", e.Facelets, e.Verdict.Text)
	}
	// Once the centres are a cube's, they are fixed again.
	typeRunes(c, "2")
	tv.tapSticker(4)
	if e.Facelets[4] != cube.U {
		t.Error("a centre of a real cube was painted")
	}

	// Clear puts the usual centres back.
	pressShortcut(c, &fyne.ShortcutPaste{Clipboard: clip})
	test.Tap(e.UI.ClearBtn)
	for i, x := range e.Facelets {
		if want := cube.Blank; editor.IsCentre(i) && x != cube.Face(i/9) || !editor.IsCentre(i) && x != want {
			t.Fatalf("after Clear %s is %v", cube.FaceletName(i), x)
		}
	}
}
