package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"cubesolver/solver/cube"
)

// closePopUps takes every pop-up off the canvas, as choosing an item of
// a select's list does.
func closePopUps(c fyne.Canvas) {
	for top := c.Overlays().Top(); top != nil; top = c.Overlays().Top() {
		c.Overlays().Remove(top)
	}
}

// A select or the scrubber keeps the focus once clicked, as in the desktop
// driver; the player's keys and Escape still reach the window then, but
// for Space on a list, which opens it, as ↑ and ↓ do: Space played the
// player instead (the scrubber has no use for Space: it plays).
func TestKeysAfterUsingTheControls(t *testing.T) {
	f, c, sol := scrambled(9)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}
	tv := newTestView(t, f, instantLoader(fake))
	tv.w.Resize(fyne.NewSize(1600, 900)) // the player beside the editor
	tv.loadTablesNow(t)
	canvas := tv.w.Canvas()
	p := tv.play.Player

	for _, tc := range []struct {
		name string
		w    fyne.Focusable
		tap  func()
		list bool
	}{
		{"the Speed list", p.Controls.Speed, func() { test.Tap(p.Controls.Speed) }, true},
		{"the Length list", tv.panel.Target, func() { test.Tap(tv.panel.Target) }, true},
		{"the Time limit list", tv.panel.Timeout, func() { test.Tap(tv.panel.Timeout) }, true},
		{"the scrubber", p.Controls.Scrub, func() { test.Tap(p.Controls.Scrub) }, false},
	} {
		p.Load(cube.SolvedFacelets(), mustAlg(t, "R U F")) // an edit below shows the edited cube
		tc.tap()
		closePopUps(canvas)
		if canvas.Focused() != tc.w {
			t.Fatalf("%s did not take the focus, as it does in the window", tc.name)
		}
		p.GoToStart()
		pressKey(canvas, fyne.KeyRight)
		pressKey(canvas, fyne.KeyRight)
		if p.Played() != 2 {
			t.Errorf("after using %s, → → left the player at %d", tc.name, p.Played())
		}
		pressKey(canvas, fyne.KeyHome)
		if p.Played() != 0 {
			t.Errorf("after using %s, Home left the player at %d", tc.name, p.Played())
		}
		pressKey(canvas, fyne.KeySpace)
		switch open := canvas.Overlays().Top() != nil; {
		case tc.list && (!open || p.Playing()):
			t.Errorf("Space on %s: its list open %v, the player playing %v", tc.name, open, p.Playing())
		case !tc.list && (open || !p.Playing()):
			t.Errorf("Space on %s: a pop-up open %v, the player playing %v", tc.name, open, p.Playing())
		}
		closePopUps(canvas)
		canvas.Focus(tc.w) // as a list closed without a pick leaves it
		p.Pause()

		// The colour keys, 0 and Backspace reach the editor.
		typeRunes(canvas, "3")
		if tv.editor.Colour != cube.F || canvas.Focused() != tc.w {
			t.Errorf("after using %s, 3 chose %v (the focus moved: %v)", tc.name, tv.editor.Colour, canvas.Focused() != tc.w)
		}
		typeRunes(canvas, "o")
		if tv.editor.Colour != cube.L {
			t.Errorf("after using %s, o chose %v", tc.name, tv.editor.Colour)
		}
		typeRunes(canvas, "0")
		if tv.editor.Colour != cube.Blank {
			t.Errorf("after using %s, 0 chose %v", tc.name, tv.editor.Colour)
		}
		typeRunes(canvas, "1")
		pressKey(canvas, fyne.KeyBackspace)
		if tv.editor.Colour != cube.Blank {
			t.Errorf("after using %s, Backspace chose %v", tc.name, tv.editor.Colour)
		}

		// Undo and solve go to the canvas whatever has the focus.
		tv.editor.SelectColour(cube.Blank)
		tv.editor.Paint(0)
		pressShortcut(canvas, &fyne.ShortcutUndo{})
		if tv.editor.Facelets != f {
			t.Errorf("after using %s, Ctrl+Z did not undo", tc.name)
		}
		pressShortcut(canvas, &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
		tv.waitIdle(t)
		if tv.sol.Sol == nil {
			t.Errorf("after using %s, Ctrl+Enter did not solve", tc.name)
		}
		tv.sol.Set(nil, "")
	}
}

// In the moves entry, Enter applies the moves; Ctrl+Enter then solves, as
// the screen says, and Escape cancels a search and gives the keys back.
func TestKeysInTheMovesEntry(t *testing.T) {
	_, c, sol := scrambled(9)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}, block: make(chan struct{})}
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(fake))
	tv.loadTablesNow(t)
	canvas := tv.w.Canvas()
	entry := tv.editor.UI.Moves
	canvas.Focus(entry) // as a click on it does
	typeRunes(canvas, cube.FormatMoves(cube.InvertMoves(sol)))
	pressKey(canvas, fyne.KeyReturn)
	if tv.editor.Verdict.Cubie != c {
		t.Fatalf("Enter did not apply %q", entry.Text)
	}
	pressShortcut(canvas, &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
	if tv.session.run == nil {
		t.Fatal("Ctrl+Enter in the moves entry did not solve")
	}
	pressKey(canvas, fyne.KeyEscape)
	if tv.session.run != nil {
		t.Error("Escape in the moves entry did not cancel the search")
	}
	if canvas.Focused() != nil {
		t.Error("Escape left the focus in the moves entry")
	}

	// Ctrl+Z in the entry undoes typing, as in any text field; outside it
	// undoes the last edit of the cube.
	pressShortcut(canvas, &fyne.ShortcutUndo{})
	if tv.editor.Facelets != cube.SolvedFacelets() {
		t.Error("Ctrl+Z outside the entry did not undo the applied moves")
	}
}

// In the moves entry Ctrl+Z undoes typing, and Ctrl+Shift+Z redoes it as
// Ctrl+Y does, as the README promises.
func TestRedoTypingInTheMovesEntry(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	canvas := tv.w.Canvas()
	entry := tv.editor.UI.Moves
	canvas.Focus(entry)
	typeRunes(canvas, "R U")
	for _, redo := range []struct {
		name string
		fyne.Shortcut
	}{
		{"Ctrl+Shift+Z", &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}},
		{"Ctrl+Y", &fyne.ShortcutRedo{}},
	} {
		pressShortcut(canvas, &fyne.ShortcutUndo{})
		if entry.Text == "R U" {
			t.Fatal("Ctrl+Z did not undo typing in the entry")
		}
		pressShortcut(canvas, redo.Shortcut)
		if entry.Text != "R U" {
			t.Errorf("%s did not redo typing: the entry holds %q", redo.name, entry.Text)
		}
	}
	if tv.editor.Facelets != cube.SolvedFacelets() {
		t.Error("undoing typing changed the cube")
	}
}

// Moves typed and not applied (Enter not pressed) are applied by Solve,
// whether Ctrl+Enter in the field or the Solve button: the cube solved is
// the one the scramble makes, not the one before it ("Already solved",
// the scramble still in the field). Moves that do not read stay, their
// error said, and nothing is solved.
func TestSolveAppliesTypedMoves(t *testing.T) {
	_, c, sol := scrambled(9)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}
	for _, how := range []string{"Ctrl+Enter", "the Solve button"} {
		tv := newTestView(t, cube.SolvedFacelets(), instantLoader(fake))
		tv.loadTablesNow(t)
		canvas := tv.w.Canvas()
		entry := tv.editor.UI.Moves
		canvas.Focus(entry)
		typeRunes(canvas, cube.FormatMoves(cube.InvertMoves(sol)))
		solve := func() {
			if how == "Ctrl+Enter" {
				pressShortcut(canvas, &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
			} else {
				test.Tap(tv.panel.Solve)
			}
		}
		solve()
		tv.waitIdle(t)
		if tv.editor.Verdict.Cubie != c || entry.Text != "" {
			t.Fatalf("%s: the typed moves were not applied (%q left)", how, entry.Text)
		}
		if tv.sol.Sol == nil || len(tv.sol.Sol.Moves) != len(sol) {
			t.Errorf("%s: solution %v, want the scramble's cube solved", how, tv.sol.Sol)
		}
		tv.sol.Set(nil, "")
		canvas.Focus(entry)
		typeRunes(canvas, "R Q")
		solve()
		if tv.editor.Verdict.Cubie != c || entry.Text != "R Q" || tv.session.run != nil || tv.sol.Sol != nil || tv.editor.UI.MovesErr.Text == "" {
			t.Errorf("%s: bad moves: cube %v, field %q, solution %v, error %q", how, tv.editor.Verdict.Cubie == c, entry.Text, tv.sol.Sol, tv.editor.UI.MovesErr.Text)
		}
	}
}

// TestCopiedNoteGoesWithTheNextSolve: "Copied the facelet string." said
// only that Copy was done, and it stood under the net through every solve
// after it; a note about the cube stays.
func TestCopiedNoteGoesWithTheNextSolve(t *testing.T) {
	_, c, sol := scrambled(9)
	fake := &fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}
	tv := newTestView(t, c.Facelets(), instantLoader(fake))
	tv.loadTablesNow(t)
	notice := tv.editor.UI.Notice
	test.Tap(tv.editor.UI.CopyBtn)
	if !notice.Visible() || notice.Text != "Copied the facelet string." {
		t.Fatalf("after Copy the note is %q (shown %v)", notice.Text, notice.Visible())
	}
	test.Tap(tv.panel.Solve)
	tv.waitIdle(t)
	if notice.Visible() {
		t.Errorf("after Solve the note still says %q", notice.Text)
	}
	tv.editor.UI.Note("Read from the photos. 2 stickers are outlined: check them.")
	tv.sol.Set(nil, "")
	test.Tap(tv.panel.Solve)
	tv.waitIdle(t)
	if !notice.Visible() || !strings.Contains(notice.Text, "outlined") {
		t.Errorf("a note about the cube went with Solve: %q (shown %v)", notice.Text, notice.Visible())
	}
}
