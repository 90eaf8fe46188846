package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/player"
	"cubesolver/solver/cube"
)

// pressKey types key on c as the desktop driver does: to the focused
// widget if there is one, else to the canvas's handler.
func pressKey(c fyne.Canvas, key fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: key}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
	} else if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}

// typeRunes types s on c as the desktop driver does: to the focused
// widget if there is one, else to the canvas's handler.
// (test.TypeOnCanvas always goes to the canvas.)
func typeRunes(c fyne.Canvas, s string) {
	for _, r := range s {
		if f := c.Focused(); f != nil {
			f.TypedRune(r)
		} else if h := c.OnTypedRune(); h != nil {
			h(r)
		}
	}
}

// Play hands the verified solution to the window's player, which shows
// it and plays; at its end the cube is solved.
func TestPlayPlaysSolutionInPlayer(t *testing.T) {
	f, c, sol := scrambled(11)
	tv := newTestView(t, f, instantLoader(&fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}))
	tv.loadTablesNow(t)
	tv.session.solve()
	tv.waitIdle(t)
	if tv.sol.Sol == nil || tv.sol.PlayBtn.Disabled() {
		t.Fatalf("no solution to play; note %q", tv.sol.Note.Text)
	}

	p := tv.play.Player
	if tv.area.wide || tv.area.playerShown() {
		t.Fatal("a 1000-wide window should show the editor alone at first")
	}
	test.Tap(tv.sol.PlayBtn)
	if !tv.area.playerShown() {
		t.Error("Play did not bring the player into view")
	}
	if !p.Playing() || p.Len() != len(sol) || p.Played() > 1 {
		t.Errorf("player: playing %v, %d turns (want %d), at %d", p.Playing(), p.Len(), len(sol), p.Played())
	}
	p.GoToStart()
	if p.Facelets() != f {
		t.Error("the player does not start from the solved cube's start")
	}
	if got := cube.FormatMoves(p.Alg().Moves()); got != cube.FormatMoves(sol) {
		t.Errorf("player has %q, want %q", got, cube.FormatMoves(sol))
	}
	p.GoToEnd()
	if got := p.Facelets().RelativeToCentres(); got != cube.SolvedFacelets() {
		t.Errorf("at the end the player shows %v, not solved", got)
	}
}

// The 3D cube shows the cube being edited and follows every edit, and an
// edit takes it off a sequence being played.
func TestPlayerFollowsEdits(t *testing.T) {
	f, _, _ := scrambled(12)
	tv := newTestView(t, f, TablesLoaderForTest())
	p := tv.play.Player
	if p.Facelets() != f || p.Len() != 0 {
		t.Fatal("the player does not show the edited cube at the start")
	}
	tv.editor.SelectColour(cube.Blank)
	tv.tapSticker(0)
	if p.Facelets() != tv.editor.Facelets || p.Facelets()[0] != cube.Blank {
		t.Error("the player did not follow a painted sticker")
	}

	tv.editor.UI.Moves.SetText("R U")
	test.Tap(tv.editor.UI.AnimateBtn)
	if p.Len() != 2 {
		t.Fatalf("Animate loaded %d turns", p.Len())
	}
	tv.editor.Undo()
	if p.Len() != 0 || p.Facelets() != f || tv.play.Loaded {
		t.Error("after an edit the player still plays the typed moves")
	}
}

// Animate plays the typed moves, wide, slice and rotation turns too, from
// the cube as it is, and leaves the cube alone.
func TestAnimateTypedMoves(t *testing.T) {
	f, _, _ := scrambled(13)
	tv := newTestView(t, f, TablesLoaderForTest())
	const typed = "Rw M' x U2 S"
	test.Type(tv.editor.UI.Moves, typed)
	test.Tap(tv.editor.UI.AnimateBtn)
	p := tv.play.Player
	if tv.editor.Facelets != f {
		t.Error("Animate changed the cube being edited")
	}
	if !tv.area.playerShown() || !p.Playing() || p.Len() != 5 {
		t.Fatalf("player shown %v, playing %v, %d turns", tv.area.playerShown(), p.Playing(), p.Len())
	}
	alg, _ := cube.ParseAlg(typed)
	p.GoToEnd()
	if got, want := p.Facelets().RelativeToCentres(), alg.Apply(f); got != want {
		t.Errorf("after the typed moves the player shows\n%v, want\n%v", got, want)
	}

	// Bad notation says so and plays nothing new.
	tv.editor.UI.Moves.SetText("R Q")
	test.Tap(tv.editor.UI.AnimateBtn)
	if !tv.editor.UI.MovesErr.Visible() || p.Len() != 5 {
		t.Error("bad notation was animated or not reported")
	}
}

// Space and the arrows go to the player while it is shown and the moves
// entry does not have the focus; the editor's keys keep working.
func TestKeysGoToPlayerWhenShown(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), TablesLoaderForTest())
	c := tv.w.Canvas()
	p := tv.play.Player
	p.Load(cube.SolvedFacelets(), mustAlg(t, "R U F"))

	// A small window with the editor shown: the arrows do nothing to the
	// player, which cannot be seen.
	tv.w.Resize(fyne.NewSize(800, 600))
	tv.area.choose(false)
	pressKey(c, fyne.KeyRight)
	if p.Played() != 0 {
		t.Error("→ stepped the hidden player")
	}
	tv.area.choose(true)
	pressKey(c, fyne.KeyRight)
	if p.Played() != 1 {
		t.Error("→ did not step the player shown by the switch")
	}
	p.GoToStart()

	// A big window shows both, and the entry can be typed in.
	tv.w.Resize(fyne.NewSize(1600, 900))
	for _, step := range []struct {
		keys []fyne.KeyName
		what string
		want int
	}{
		{[]fyne.KeyName{fyne.KeyRight, fyne.KeyRight}, "→ →", 2},
		{[]fyne.KeyName{fyne.KeyLeft}, "←", 1},
		{[]fyne.KeyName{fyne.KeyEnd}, "End", 3},
		{[]fyne.KeyName{fyne.KeyHome}, "Home", 0},
	} {
		for _, k := range step.keys {
			pressKey(c, k)
		}
		if p.Played() != step.want {
			t.Errorf("after %s the player is at %d, want %d", step.what, p.Played(), step.want)
		}
	}
	pressKey(c, fyne.KeySpace)
	if !p.Playing() {
		t.Error("Space did not play")
	}
	pressKey(c, fyne.KeySpace)
	if p.Playing() {
		t.Error("Space did not pause")
	}
	typeRunes(c, "2")
	if tv.editor.Colour != editor.PaletteOrder[1] {
		t.Error("the colour keys stopped working with the player shown")
	}

	// Space played and paused: the first turn goes on to its end.
	p.GoToStart()

	// Typing in the moves entry: the keys are the entry's.
	entry := tv.editor.UI.Moves
	c.Focus(entry)
	if c.Focused() != entry {
		t.Fatal("the entry cannot take the focus")
	}
	pressKey(c, fyne.KeyEnd)
	pressKey(c, fyne.KeyRight)
	typeRunes(c, "R U")
	pressKey(c, fyne.KeySpace)
	pressKey(c, fyne.KeyLeft)
	if p.Played() != 0 || p.Playing() {
		t.Errorf("keys typed in the entry reached the player (at %d, playing %v)", p.Played(), p.Playing())
	}
	if entry.Text != "R U" {
		t.Errorf("entry holds %q", entry.Text)
	}
	if tv.editor.Colour != editor.PaletteOrder[1] {
		t.Error("letters typed in the entry changed the colour")
	}

	// With the player focused (a tap on the cube), its keys are its own
	// and the others still reach the window.
	c.Focus(p.FocusTarget())
	pressKey(c, fyne.KeyRight)
	typeRunes(c, "3")
	pressKey(c, fyne.KeyBackspace)
	if p.Played() != 1 {
		t.Errorf("→ on the focused player: at %d", p.Played())
	}
	if tv.editor.Colour != cube.Blank {
		t.Errorf("keys the player does not use did not reach the window: colour %v", tv.editor.Colour)
	}
}

func mustAlg(t *testing.T, s string) cube.Alg {
	t.Helper()
	alg, err := cube.ParseAlg(s)
	if err != nil {
		t.Fatal(err)
	}
	return alg
}

// The area puts the player beside the editor when there is room and
// switches between them when not.
func TestCubeAreaLayout(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), TablesLoaderForTest())
	tv.w.Resize(fyne.NewSize(1600, 900))
	if !tv.area.wide || !tv.area.playerShown() || !tv.area.play.Visible() || !tv.area.edit.Visible() || tv.area.header.Visible() {
		t.Error("a wide window does not show the editor and the player side by side")
	}
	tv.w.Resize(fyne.NewSize(800, 600))
	if tv.area.wide || tv.area.play.Visible() || !tv.area.edit.Visible() || !tv.area.header.Visible() {
		t.Error("an 800-wide window does not switch between editor and player")
	}
	test.Tap(tv.area.playTab)
	if !tv.area.play.Visible() || tv.area.edit.Visible() {
		t.Error("the 3D switch did not show the player")
	}
	if min := tv.w.Content().MinSize(); min.Width > 800 || min.Height > 600 {
		t.Errorf("the window needs %v, more than 800x600", min)
	}
}

// newWideView opens a view, with the player beside the editor and the
// tables loaded, on a scrambled cube (scrambled(seed)) that its solver
// solves with sol.
func newWideView(t *testing.T, seed uint64) (tv *testView, f cube.Facelets, sol []cube.Move) {
	t.Helper()
	f, c, sol := scrambled(seed)
	tv = newTestView(t, f, instantLoader(&fakeSolver{solutions: map[cube.Cubie][]cube.Move{c: sol}}))
	tv.w.Resize(fyne.NewSize(1600, 900))
	tv.loadTablesNow(t)
	return tv, f, sol
}

// Right after a solve the player holds the solution, paused at its start:
// Space plays it and → steps, with no click on Play first; an edit puts
// the edited cube back.
func TestPlayerHoldsTheSolutionAfterASolve(t *testing.T) {
	tv, f, sol := newWideView(t, 14)
	canvas := tv.w.Canvas()
	pressShortcut(canvas, &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
	tv.waitIdle(t)
	p := tv.play.Player
	if p.Len() != len(sol) || p.Played() != 0 || p.Playing() || p.Facelets() != f {
		t.Fatalf("after the solve the player has %d turns (want %d), at %d, playing %v", p.Len(), len(sol), p.Played(), p.Playing())
	}
	if !strings.Contains(tv.play.Caption.Text, "Solution") {
		t.Errorf("the player's caption says %q", tv.play.Caption.Text)
	}
	pressKey(canvas, fyne.KeyRight)
	if p.Played() != 1 {
		t.Errorf("→ left the player at %d", p.Played())
	}
	pressKey(canvas, fyne.KeySpace)
	if !p.Playing() {
		t.Error("Space did not play the solution")
	}
	pressKey(canvas, fyne.KeySpace)
	tv.editor.SelectColour(cube.Blank)
	tv.tapSticker(0)
	if p.Len() != 0 || p.Facelets() != tv.editor.Facelets {
		t.Error("after an edit the player still holds the solution")
	}
}

// The caption of the solution held says "Space plays it" only while Space
// would: with the net focused Space paints a sticker, with Solve focused
// it solves again, on a list it opens the list and in the moves entry it
// types a space; then the caption says to click the cube first. It said
// "Space plays it" whatever had the focus. The player does not move as
// the caption changes.
func TestHeldSolutionCaptionSaysWhatSpaceDoes(t *testing.T) {
	tv, f, sol := newWideView(t, 21)
	canvas := tv.w.Canvas()
	p := tv.play.Player
	drv := fyne.CurrentApp().Driver()
	at, size := drv.AbsolutePositionForObject(p), p.Size()
	for _, tc := range []struct {
		name  string
		focus fyne.Focusable
		plays bool
	}{
		{"nothing", nil, true},
		{"the net", tv.editor.UI.Net, false},
		{"Solve", tv.panel.Solve, false},
		{"the Length list", tv.panel.Target, false},
		{"the Speed list", p.Controls.Speed, false},
		{"the moves entry", tv.editor.UI.Moves, false},
		{"a colour chip", tv.editor.UI.Palette.Swatches[2], false},
		{"the player", p.FocusTarget(), true},
		{"the scrubber", p.Controls.Scrub, true},
	} {
		if tv.editor.Facelets != f {
			tv.editor.Undo()
		}
		canvas.Unfocus()
		pressShortcut(canvas, &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
		tv.waitIdle(t)
		if p.Len() != len(sol) {
			t.Fatalf("%s: the player does not hold the solution", tc.name)
		}
		if tc.focus != nil {
			canvas.Focus(tc.focus)
		}
		tv.followFocus(canvas) // as the window does ten times a second
		caption := tv.play.Caption.Text
		click := strings.HasSuffix(caption, " · "+player.ClickThenSpaceHint)
		says := strings.HasSuffix(caption, " · "+player.SpacePlaysHint)
		if says == click {
			t.Errorf("%s focused: the caption says %q", tc.name, caption)
		}
		if drv.AbsolutePositionForObject(p) != at || p.Size() != size {
			t.Errorf("%s focused: the player moved as the caption changed to %q", tc.name, caption)
		}
		pressKey(canvas, fyne.KeySpace)
		if tv.session.run != nil {
			tv.waitIdle(t)
		}
		if played := p.Playing(); says != played || played != tc.plays {
			t.Errorf("%s focused: the caption says %q, and Space played %v", tc.name, caption, played)
		}
		// While it plays, Space pauses it, and the caption says so.
		if p.Playing() && !strings.HasSuffix(tv.play.Caption.Text, " · "+player.SpacePausesHint) {
			t.Errorf("%s focused, playing: the caption says %q", tc.name, tv.play.Caption.Text)
		}
		closePopUps(canvas)
		p.Pause()
		if says && !strings.HasSuffix(tv.play.Caption.Text, " · "+player.SpacePlaysHint) {
			t.Errorf("%s focused, paused: the caption says %q", tc.name, tv.play.Caption.Text)
		}
	}
}

// The caption over the 3D cube names what it shows: the target while the
// target is edited ("The cube being edited" said so of the target too).
// So do the button that brings it back after typed moves are animated
// (it read "Edited cube" over the target), the verdict under the net (the
// target was a "Valid cube") and Copy's tip.
func TestCaptionNamesTheCubeEdited(t *testing.T) {
	f, _, _ := scrambled(14)
	tv := newTestView(t, f, TablesLoaderForTest())
	role := tv.editor.UI.RoleSwitch
	for _, step := range []struct{ button, caption, back, valid, copyTip string }{
		{"Target", player.EditedTargetCaption, player.BackToTargetLabel, editor.ValidTargetText, "Copy the target as a facelet string (Ctrl+C)"},
		{"Cube", player.EditedCubeCaption, player.BackToCubeLabel, "Valid cube", "Copy the cube as a facelet string (Ctrl+C)"},
	} {
		for i, o := range role.Options {
			if o == step.button {
				test.Tap(role.Buttons[i])
			}
		}
		if got := tv.play.Caption.Text; got != step.caption {
			t.Errorf("with %s chosen over the net the caption says %q, want %q", step.button, got, step.caption)
		}
		if got := tv.editor.UI.Message.Text; got != step.valid {
			t.Errorf("with %s chosen over the net the editor says %q, want %q", step.button, got, step.valid)
		}
		if got := tv.editor.UI.CopyBtn.Tip; got != step.copyTip {
			t.Errorf("with %s chosen over the net Copy's tip says %q, want %q", step.button, got, step.copyTip)
		}
		tv.editor.UI.Moves.SetText("R U")
		test.Tap(tv.editor.UI.AnimateBtn)
		if back := tv.play.Back; !back.Visible() || back.Text != step.back {
			t.Errorf("with %s chosen, typed moves animated, the button back reads %q (shown %v), want %q", step.button, back.Text, back.Visible(), step.back)
		}
		tv.editor.UI.Moves.SetText("")
	}
}

// TestShrinkingWhileEditingKeepsTheEditor: with both panes side by side,
// a solution played and then the cube edited, a window made narrow shows
// the editor, the pane in use, not the player played before; played last,
// the player. In a narrow window an edit (Ctrl+Z) with the player shown
// does not swap the panes.
func TestShrinkingWhileEditingKeepsTheEditor(t *testing.T) {
	tv, _, _ := newWideView(t, 21)
	test.Tap(tv.panel.Solve)
	tv.waitIdle(t)
	tv.area.showPlayer()
	if !tv.area.wide || !tv.area.playChosen {
		t.Fatal("the test needs the player chosen in a wide window")
	}
	tv.editor.Colour = cube.F
	tv.tapSticker(0)
	tv.w.Resize(fyne.NewSize(800, 600))
	if tv.area.wide || !tv.area.edit.Visible() || tv.area.play.Visible() {
		t.Errorf("made narrow after an edit, the window shows the player (editor shown %v)", tv.area.edit.Visible())
	}
	tv.w.Resize(fyne.NewSize(1600, 900))
	tv.area.showPlayer()
	tv.w.Resize(fyne.NewSize(800, 600))
	if !tv.area.play.Visible() {
		t.Error("made narrow after Play, the window does not show the player")
	}
	pressShortcut(tv.w.Canvas(), &fyne.ShortcutUndo{})
	if !tv.area.play.Visible() || tv.area.edit.Visible() {
		t.Error("an undo in a narrow window swapped the player for the editor")
	}
}
