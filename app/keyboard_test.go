package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// tabTo presses Tab (the driver's FocusNext) until want has the focus,
// failing after a whole round.
func tabTo(t *testing.T, c fyne.Canvas, want fyne.Focusable, what string) {
	t.Helper()
	for range 200 {
		if c.Focused() == want {
			return
		}
		c.FocusNext()
	}
	t.Fatalf("Tab never reaches %s", what)
}

// The net is reached with Tab and painted with the keyboard alone: a
// colour key paints the sticker under the cursor and steps on as a face
// is read (over the centre, then to the next face), the arrows move the
// cursor across the net, Space paints with the colour chosen, Backspace
// blanks, and each is one step Ctrl+Z takes back.
func TestKeyboardPaintsTheNet(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	c := tv.w.Canvas()
	e := tv.editor
	net := e.UI.Net
	e.Clear()
	tabTo(t, c, net, "the net")
	if net.Cursor() != 0 {
		t.Fatalf("the cursor starts on %s", cube.FaceletName(net.Cursor()))
	}
	// U: white, read as a face is: U1 U2 U3 U4 (U5 is the centre) U6 ...
	typeRunes(c, "wwwwwwww")
	for i := 0; i < 9; i++ {
		if e.Facelets[i] != cube.U {
			t.Errorf("after eight W, %s is %v", cube.FaceletName(i), e.Facelets[i])
		}
	}
	if net.Cursor() != 9 {
		t.Errorf("after U9 the cursor is on %s, want R1", cube.FaceletName(net.Cursor()))
	}
	// The arrows: R is right of F on the net, so left of R1 is F3.
	pressKey(c, fyne.KeyLeft)
	if net.Cursor() != 20 {
		t.Errorf("left of R1 is %s, want F3", cube.FaceletName(net.Cursor()))
	}
	pressKey(c, fyne.KeyUp)
	if net.Cursor() != 8 {
		t.Errorf("above F3 is %s, want U9", cube.FaceletName(net.Cursor()))
	}
	pressKey(c, fyne.KeyDown)
	pressKey(c, fyne.KeyDown)
	if net.Cursor() != 23 {
		t.Errorf("two below U9 is %s, want F6", cube.FaceletName(net.Cursor()))
	}
	typeRunes(c, "3")
	if e.Facelets[23] != cube.F || e.Colour != cube.F || net.Cursor() != 24 {
		t.Errorf("3 on F6: %v, colour %v, cursor %s", e.Facelets[23], e.Colour, cube.FaceletName(net.Cursor()))
	}
	pressKey(c, fyne.KeySpace)
	if e.Facelets[24] != cube.F || net.Cursor() != 25 {
		t.Errorf("Space on F7: %v, cursor %s", e.Facelets[24], cube.FaceletName(net.Cursor()))
	}
	pressKey(c, fyne.KeyLeft)
	pressKey(c, fyne.KeyBackspace)
	if e.Facelets[24] != cube.Blank || e.Colour != cube.F {
		t.Errorf("Backspace on F7: %v, colour %v", e.Facelets[24], e.Colour)
	}
	pressShortcut(c, &fyne.ShortcutUndo{})
	if e.Facelets[24] != cube.F {
		t.Errorf("Ctrl+Z did not take the blank back: F7 is %v", e.Facelets[24])
	}
	// A centre under the cursor stays as it is; the cursor steps on.
	net.SetCursor(22)
	typeRunes(c, "2")
	if e.Facelets[22] != cube.F || net.Cursor() != 23 {
		t.Errorf("2 on the F centre: %v, cursor %s", e.Facelets[22], cube.FaceletName(net.Cursor()))
	}
	pressKey(c, fyne.KeyEscape)
	if c.Focused() != nil {
		t.Error("Escape left the focus on the net")
	}
}

// Tab reaches every control, the net and the colour chips too, and the
// focus ring is round whatever has the focus, the blue Solve button and
// the mode chosen too, where Fyne's tint does not show; Space on a chip
// chooses its colour.
func TestFocusVisibleEverywhere(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.w.Resize(fyne.NewSize(1200, 720))
	tv.loadTablesNow(t)
	c := tv.w.Canvas()
	settle(c)
	ring := tv.tips.Ring
	reached := map[fyne.Focusable]bool{}
	c.FocusNext()
	first := c.Focused()
	for range 300 {
		f := c.Focused()
		if f == nil {
			t.Fatal("Tab left nothing with the focus")
		}
		reached[f] = true
		ring.Follow(c, tv.tips.Layer)
		o := f.(fyne.CanvasObject)
		d := fyne.CurrentApp().Driver()
		want := d.AbsolutePositionForObject(o).Subtract(d.AbsolutePositionForObject(tv.tips.Layer)).SubtractXY(widgets.RingGap, widgets.RingGap)
		if ring.On != o || !ring.Rect.Visible() || ring.Rect.Position() != want {
			t.Errorf("%T has the focus; the ring is round %T at %v (shown %v), want %v", o, ring.On, ring.Rect.Position(), ring.Rect.Visible(), want)
		}
		c.FocusNext()
		if c.Focused() == first {
			break
		}
	}
	for name, w := range map[string]fyne.Focusable{"the net": tv.editor.UI.Net, "Solve": tv.panel.Solve,
		"the Standard button": tv.panel.Mode.Buttons[0], "the Optimal button": tv.panel.Mode.Buttons[1],
		"the Moves entry": tv.editor.UI.Moves, "the first chip": tv.editor.UI.Palette.Swatches[0],
		"the last chip": tv.editor.UI.Palette.Swatches[6]} {
		if !reached[w] {
			t.Errorf("Tab does not reach %s", name)
		}
	}
	chip := tv.editor.UI.Palette.Swatches[3]
	tabTo(t, c, chip, "the yellow chip")
	pressKey(c, fyne.KeySpace)
	if tv.editor.Colour != cube.D {
		t.Errorf("Space on the yellow chip chose %v", tv.editor.Colour)
	}
	c.Unfocus()
	ring.Follow(c, tv.tips.Layer)
	if ring.Rect.Visible() {
		t.Error("the ring stays with nothing focused")
	}
}

// A switch or an icon button pressed with Space keeps the focus, so that
// Tab goes on from it. Fyne's button gives the focus up when tapped, and
// Space taps it: the focus ring went, and the next Tab began again at the
// window's first control.
func TestSpaceKeepsTheFocus(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.loadTablesNow(t)
	c := tv.w.Canvas()
	optimal := tv.panel.Mode.Buttons[1]
	tabTo(t, c, optimal, "the Optimal button")
	pressKey(c, fyne.KeySpace)
	if tv.panel.Settings.Mode != search.Optimal || c.Focused() != fyne.Focusable(optimal) {
		t.Errorf("Space on Optimal: mode %v, the focus on %T", tv.panel.Settings.Mode, c.Focused())
	}
	c.FocusNext()
	if c.Focused() != fyne.Focusable(tv.panel.To.Buttons[0]) {
		t.Errorf("Tab after Optimal went to %T", c.Focused())
	}
	test.Tap(tv.editor.UI.Palette.Swatches[1]) // red: something to undo
	tv.tapSticker(0)
	undo := tv.editor.UI.UndoBtn
	tabTo(t, c, undo, "Undo")
	pressKey(c, fyne.KeySpace)
	if tv.editor.Facelets != cube.SolvedFacelets() {
		t.Error("Space on Undo did not undo")
	}
	// Undo is disabled now, with nothing left to undo: Redo, which has
	// something, takes the focus, and Space on it redoes; Redo disabled in
	// turn hands it back. Before, the focus went nowhere.
	redo := tv.editor.UI.RedoBtn
	if c.Focused() != fyne.Focusable(redo) {
		t.Errorf("after Space on Undo the focus is on %T, not Redo", c.Focused())
	}
	pressKey(c, fyne.KeySpace)
	if tv.editor.Facelets == cube.SolvedFacelets() || c.Focused() != fyne.Focusable(undo) {
		t.Errorf("Space on Redo: redone %v, the focus on %T", tv.editor.Facelets != cube.SolvedFacelets(), c.Focused())
	}
	// A plain button too: Random, pressed twice from the keyboard, makes
	// two cubes and keeps the focus for the second press.
	random := tv.editor.UI.RndBtn
	tabTo(t, c, random, "Random")
	pressKey(c, fyne.KeySpace)
	first := tv.editor.Facelets
	pressKey(c, fyne.KeySpace)
	if c.Focused() != fyne.Focusable(random) || tv.editor.Facelets == first {
		t.Errorf("Space twice on Random: the focus on %T, a second cube %v", c.Focused(), tv.editor.Facelets != first)
	}
}

// Solve pressed with Space disables itself while it searches: the focus
// goes to Cancel, so that Space again stops the search, and back to Solve
// when the search ends, by itself or cancelled. Before, it went nowhere,
// and the next Tab began again at the window's first control.
func TestSolveHandsTheFocusToCancel(t *testing.T) {
	f, cc, sol := scrambled(5)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{cc: sol}, block: make(chan struct{})}
	tv := newTestView(t, f, instantLoader(fake))
	tv.loadTablesNow(t)
	c := tv.w.Canvas()
	solve, cancel := tv.panel.Solve, tv.panel.Cancel
	tabTo(t, c, solve, "Solve")
	pressKey(c, fyne.KeySpace)
	if tv.session.run == nil || c.Focused() != fyne.Focusable(cancel) {
		t.Fatalf("Space on Solve: searching %v, the focus on %T", tv.session.run != nil, c.Focused())
	}
	pressKey(c, fyne.KeySpace) // Cancel
	tv.waitIdle(t)
	tv.flush()
	if tv.session.run != nil || c.Focused() != fyne.Focusable(solve) {
		t.Errorf("Space on Cancel: searching %v, the focus on %T", tv.session.run != nil, c.Focused())
	}
	// A search that ends by itself hands it back too.
	pressKey(c, fyne.KeySpace)
	if c.Focused() != fyne.Focusable(cancel) {
		t.Fatalf("Space on Solve again: the focus on %T", c.Focused())
	}
	close(fake.block)
	tv.waitIdle(t)
	if c.Focused() != fyne.Focusable(solve) {
		t.Errorf("after the search ended the focus is on %T", c.Focused())
	}
	// Ctrl+Enter with Solve focused does as Space does.
	pressShortcut(c, &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
	if c.Focused() != fyne.Focusable(cancel) {
		t.Errorf("Ctrl+Enter on Solve: the focus on %T", c.Focused())
	}
	tv.waitIdle(t)
}

// Auto-fix pressed with Space, and the fix confirmed with Space: the
// button goes, the cube being fixed, and the net, where the fix shows, has
// the focus. Before, the hidden button kept it: no ring anywhere, and Tab
// began again at the first control.
func TestAutoFixHandsTheFocusToTheNet(t *testing.T) {
	tv := newTestView(t, twisted(), instantLoader(&fakeSolver{}))
	c := tv.w.Canvas()
	fix := tv.editor.UI.FixBtn
	tabTo(t, c, fix, "Auto-fix")
	pressKey(c, fyne.KeySpace)
	if c.Overlays().Top() == nil {
		t.Fatal("Space on Auto-fix asked nothing")
	}
	tabTo(t, c, findKeyButton(t, c.Overlays().Top(), "Fix it"), "Fix it")
	pressKey(c, fyne.KeySpace)
	if !tv.editor.Verdict.OK || fix.Visible() || c.Focused() != fyne.Focusable(tv.editor.UI.Net) {
		t.Errorf("Space on Fix it: fixed %v, Auto-fix shown %v, the focus on %T", tv.editor.Verdict.OK, fix.Visible(), c.Focused())
	}
}

// Find a shorter one pressed with Space is disabled while it searches:
// Cancel takes the focus, and Escape there stops the search. Before, the
// disabled button kept it and Space did nothing.
func TestFindShorterHandsTheFocusToCancel(t *testing.T) {
	f, cc, sol := scrambled(6)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{cc: sol}}
	tv := newTestView(t, f, instantLoader(fake))
	tv.loadTablesNow(t)
	tv.session.solve()
	tv.waitIdle(t)
	fake.mu.Lock()
	fake.block = make(chan struct{})
	fake.mu.Unlock()
	c := tv.w.Canvas()
	spaceOn(t, c, tv.sol.Shorter, "Find a shorter one")
	if tv.session.run == nil || c.Focused() != fyne.Focusable(tv.panel.Cancel) {
		t.Fatalf("Space on Find a shorter one: searching %v, the focus on %T", tv.session.run != nil, c.Focused())
	}
	pressKey(c, fyne.KeyEscape)
	tv.waitIdle(t)
	if tv.session.run != nil || c.Focused() != fyne.Focusable(tv.panel.Solve) {
		t.Errorf("Escape on Cancel: searching %v, the focus on %T", tv.session.run != nil, c.Focused())
	}
}
