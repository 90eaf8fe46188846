package app

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
)

// Where the keyboard focus goes when a button pressed with Space opens a
// pop-up, closes one, or hides or disables itself: never nowhere, which
// left the next Space to the window and began the next Tab again at the
// first control.

// findKeyButton finds the KeyButton labelled text anywhere under o.
func findKeyButton(t *testing.T, o fyne.CanvasObject, text string) *widgets.KeyButton {
	t.Helper()
	b, _ := findObject(o, func(o fyne.CanvasObject) bool {
		b, ok := o.(*widgets.KeyButton)
		return ok && b.Text == text
	}).(*widgets.KeyButton)
	if b == nil {
		t.Fatalf("no %q button", text)
	}
	return b
}

// spaceOn presses Tab until b has the focus, then Space.
func spaceOn(t *testing.T, c fyne.Canvas, b fyne.Focusable, what string) {
	t.Helper()
	tabTo(t, c, b, what)
	pressKey(c, fyne.KeySpace)
}

// Help's buttons keep the focus: About pressed with Space shows the
// licences and leaves the focus on it, Escape closes the help even with a
// button focused, and Close pressed with Space gives the focus back to
// the ? button that opened the help.
func TestHelpButtonsKeepTheFocus(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	c := tv.w.Canvas()
	help := tv.editor.UI.HelpBtn
	spaceOn(t, c, help, "the ? button") // opens the help
	pop := c.Overlays().Top()
	if pop == nil {
		t.Fatal("Space on ? opened no help")
	}
	about := findKeyButton(t, pop, "About")
	spaceOn(t, c, about, "About")
	if about.Text != "Help" || c.Focused() != fyne.Focusable(about) {
		t.Errorf("Space on About: it reads %q, the focus on %T", about.Text, c.Focused())
	}
	pressKey(c, fyne.KeyEscape)
	if c.Overlays().Top() != nil {
		t.Fatal("Escape with About focused did not close the help")
	}
	if c.Focused() != fyne.Focusable(help) {
		t.Errorf("after Escape the focus is on %T, not the ? button", c.Focused())
	}
	pressKey(c, fyne.KeySpace)
	closeBtn := findKeyButton(t, c.Overlays().Top(), "Close")
	spaceOn(t, c, closeBtn, "Close")
	if c.Overlays().Top() != nil || c.Focused() != fyne.Focusable(help) {
		t.Errorf("Space on Close: help open %v, the focus on %T", c.Overlays().Top() != nil, c.Focused())
	}
}

// The scanner's buttons keep the focus: a face's button asks for a path,
// its Browse… opens a file dialog, and when each is cancelled the focus
// is on the button that opened it again; Close gives it back to the scan
// button.
func TestScannerButtonsKeepTheFocus(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	c := tv.w.Canvas()
	scan := tv.editor.UI.ScanBtn
	spaceOn(t, c, scan, "the scan button")
	s := tv.editor.Scanner
	if s == nil || !s.Pop.Visible() {
		t.Fatal("Space on the scan button did not open the scanner")
	}
	face := findKeyButton(t, s.Pop.Content, "F face…")
	spaceOn(t, c, face, "F face…")
	if n := len(c.Overlays().List()); n != 2 {
		t.Fatalf("Space on F face… asked for no path: %d pop-ups", n)
	}
	browse := findKeyButton(t, c.Overlays().Top(), "Browse…")
	spaceOn(t, c, browse, "Browse…")
	if n := len(c.Overlays().List()); n != 3 {
		t.Fatalf("Space on Browse… opened no file dialog: %d pop-ups", n)
	}
	cancel := findWidgetButton(c.Overlays().Top(), "Cancel")
	if cancel == nil {
		t.Fatal("the file dialog has no Cancel")
	}
	c.Focus(cancel)
	pressKey(c, fyne.KeySpace) // Fyne's own button: gives the focus up
	if len(c.Overlays().List()) != 2 || c.Focused() != fyne.Focusable(browse) {
		t.Errorf("after the file dialog: %d pop-ups, the focus on %T", len(c.Overlays().List()), c.Focused())
	}
	spaceOn(t, c, findKeyButton(t, c.Overlays().Top(), "Cancel"), "Cancel")
	if len(c.Overlays().List()) != 1 || c.Focused() != fyne.Focusable(face) {
		t.Errorf("after the path asked for: %d pop-ups, the focus on %T", len(c.Overlays().List()), c.Focused())
	}
	closeBtn := findKeyButton(t, s.Pop.Content, "Close")
	spaceOn(t, c, closeBtn, "Close")
	if s.Pop.Visible() || c.Focused() != fyne.Focusable(scan) {
		t.Errorf("Space on Close: scanner open %v, the focus on %T", s.Pop.Visible(), c.Focused())
	}
}

// Build pressed with Space hides itself as the build starts: the list of
// sizes beside it has the focus then.
func TestBuildHandsTheFocusToTheList(t *testing.T) {
	tv, _, started, release, done := newBuildingView(t)
	c := tv.w.Canvas()
	if shown, _, _ := offerShown(tv, "small"); !shown {
		t.Fatal("no offer")
	}
	notNow := findKeyButton(t, c.Overlays().Top(), "Not now")
	spaceOn(t, c, notNow, "Not now")
	if c.Overlays().Top() != nil {
		t.Fatal("Space on Not now left the offer open")
	}
	p := tv.panel.Table
	spaceOn(t, c, p.Build, "Build")
	waitStarted(t, started)
	tv.flush()
	if p.Build.Visible() || c.Focused() != fyne.Focusable(p.Sel) {
		t.Errorf("Space on Build: shown %v, the focus on %T", p.Build.Visible(), c.Focused())
	}
	close(release)
	tv.pumpUntil(t, "the build did not end", received(done))
}

// A button of a pop-up with the focus draws a ring round itself: the
// window's ring is hidden under pop-ups, and Fyne's tint of a focused blue
// button (Close, Fix it, Build) hardly shows. Before, Close in Help had
// the focus and nothing said so.
func TestPopUpButtonShowsItsFocus(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	c := tv.w.Canvas()
	pressKey(c, fyne.KeyF1)
	closeBtn := findKeyButton(t, c.Overlays().Top(), "Close")
	about := findKeyButton(t, c.Overlays().Top(), "About")
	ringShown := func(b *widgets.KeyButton) bool {
		objs := test.WidgetRenderer(b).Objects()
		r, ok := objs[len(objs)-1].(*canvas.Rectangle)
		return ok && r.Visible() && r.StrokeWidth > 0
	}
	tabTo(t, c, closeBtn, "Close")
	if !ringShown(closeBtn) || ringShown(about) {
		t.Errorf("Close focused: its ring shown %v, About's %v", ringShown(closeBtn), ringShown(about))
	}
	tabTo(t, c, about, "About")
	if ringShown(closeBtn) || !ringShown(about) {
		t.Errorf("About focused: Close's ring shown %v, About's %v", ringShown(closeBtn), ringShown(about))
	}
	// In the window the window's ring does it: no second one.
	pressKey(c, fyne.KeyEscape)
	tabTo(t, c, tv.editor.UI.RndBtn, "Random")
	if ringShown(tv.editor.UI.RndBtn) {
		t.Error("Random draws a ring of its own in the window")
	}
}

// A solve of a cube already solved finds a solution of no moves: Play is
// disabled, as there is nothing to play (it opened an empty player).
// Play disabled while it has the focus, as the cube is edited, hands the
// focus to Solve, and the focus stays there through the solve.
func TestPlayOffWithNothingToPlay(t *testing.T) {
	f, c, sol := scrambled(5)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol, cube.Solved(): {}}}
	tv := newTestView(t, f, instantLoader(fake))
	tv.loadTablesNow(t)
	canvas := tv.w.Canvas()
	play := tv.sol.PlayBtn
	tv.session.solve()
	tv.waitIdle(t)
	if play.Disabled() {
		t.Fatal("Play disabled for a solution of moves")
	}
	tabTo(t, canvas, play, "Play")
	tv.editor.Reset() // the solved cube
	if !play.Disabled() || canvas.Focused() != fyne.Focusable(tv.panel.Solve) {
		t.Fatalf("the cube edited with Play focused: Play disabled %v, the focus on %T", play.Disabled(), canvas.Focused())
	}
	pressKey(canvas, fyne.KeySpace) // Solve, focused
	tv.waitIdle(t)
	if tv.sol.Sol == nil || len(tv.sol.Sol.Moves) != 0 || tv.sol.Stale {
		t.Fatalf("solving the solved cube shows %+v (stale %v)", tv.sol.Sol, tv.sol.Stale)
	}
	if !play.Disabled() {
		t.Error("Play enabled for a solution of no moves")
	}
	if canvas.Focused() != fyne.Focusable(tv.panel.Solve) {
		t.Errorf("after solving the solved cube the focus is on %T", canvas.Focused())
	}
	loaded := tv.play.Player.Len()
	test.Tap(play)
	if tv.area.playChosen || tv.play.Player.Len() != loaded {
		t.Error("Play, disabled, opened the player")
	}
	// Nor is there anything to copy: the clipboard keeps what it had.
	clip := tv.sol.Clipboard()
	clip.SetContent("R U R' U'")
	test.Tap(tv.sol.CopyBtn)
	if !tv.sol.CopyBtn.Disabled() || clip.Content() != "R U R' U'" {
		t.Errorf("Copy for a solution of no moves: disabled %v, clipboard %q", tv.sol.CopyBtn.Disabled(), clip.Content())
	}
}

// TestShiftTabReversesTab: Shift+Tab walks the controls in Tab's order
// reversed, around the player too, with a solution in it (its controls
// enabled). Fyne walks back through a focusable parent before its
// children: the player, which held its controls, came after them.
func TestShiftTabReversesTab(t *testing.T) {
	tv, _, _ := newWideView(t, 21)
	c := tv.w.Canvas()
	test.Tap(tv.panel.Solve)
	tv.waitIdle(t)
	c.Unfocus()
	var order []fyne.Focusable
	for {
		c.FocusNext()
		if len(order) > 0 && c.Focused() == order[0] {
			break
		}
		order = append(order, c.Focused())
		if len(order) > 200 {
			t.Fatal("Tab never came back to the first control")
		}
	}
	if !slices.Contains(order, tv.play.Player.FocusTarget()) || !slices.Contains(order, fyne.Focusable(tv.play.Player.Controls.Scrub)) {
		t.Fatal("the player or its scrubber is not in Tab's order")
	}
	for k := len(order) - 1; k >= 0; k-- {
		c.FocusPrevious()
		if c.Focused() != order[k] {
			t.Fatalf("Shift+Tab from control %d of %d went to %s (%T), not %T", (k+1)%len(order), len(order), tv.focusName(c), c.Focused(), order[k])
		}
	}
}
