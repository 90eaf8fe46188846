package app

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

func TestTapPaintsSticker(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	test.Tap(tv.editor.UI.Palette.Swatches[2]) // green
	if tv.editor.Colour != cube.F {
		t.Fatalf("colour %v after tapping the green swatch", tv.editor.Colour)
	}
	tv.tapSticker(0) // U1
	if got := tv.editor.Facelets[0]; got != cube.F {
		t.Errorf("U1 = %v after painting it green", got)
	}
	if tv.editor.UI.Net.Facelets() != tv.editor.Facelets {
		t.Error("the net does not show the painted cube")
	}
	// White is now on 8 stickers and green on 10: the counts say so.
	if s := tv.editor.UI.Palette.Swatches[0].Label(); !strings.Contains(s, "8") {
		t.Errorf("white swatch says %q", s)
	}
	if s := tv.editor.UI.Palette.Swatches[2].Label(); !strings.Contains(s, "10") {
		t.Errorf("green swatch says %q", s)
	}

	// Centres are fixed.
	tv.tapSticker(4)
	if tv.editor.Facelets[4] != cube.U || !tv.editor.UI.Notice.Visible() {
		t.Errorf("U5 = %v, notice shown %v", tv.editor.Facelets[4], tv.editor.UI.Notice.Visible())
	}

	// Right click picks a colour from a sticker.
	test.TapSecondaryAt(tv.editor.UI.Net, tv.stickerPos(9*int(cube.D)+1))
	if tv.editor.Colour != cube.D {
		t.Errorf("colour %v after right-clicking a yellow sticker", tv.editor.Colour)
	}
}

func TestInvalidCubeDisablesSolve(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	if tv.panel.Solve.Disabled() {
		t.Fatal("Solve disabled on the solved cube")
	}
	tv.editor.Edit(twisted())

	ui := tv.editor.UI
	if ui.Message.Importance != widget.DangerImportance || !strings.Contains(ui.Message.Text, "twist") {
		t.Errorf("message %q (importance %v)", ui.Message.Text, ui.Message.Importance)
	}
	hl := ui.Net.Highlight()
	for _, i := range []int{8, 9, 20} {
		if !contains(hl, i) {
			t.Errorf("sticker %s not highlighted (%v)", cube.FaceletName(i), hl)
		}
	}
	if !tv.panel.Solve.Disabled() {
		t.Error("Solve enabled on an invalid cube")
	}
	if !strings.Contains(tv.panel.Note.Text, "twist") {
		t.Errorf("reason %q", tv.panel.Note.Text)
	}

	// Blank stickers: unfinished, not wrong; Solve says what is missing.
	test.Tap(ui.ClearBtn)
	if !tv.panel.Solve.Disabled() || !strings.Contains(tv.panel.Note.Text, "48 blank") {
		t.Errorf("after Clear: reason %q", tv.panel.Note.Text)
	}
	if ui.Message.Importance == widget.DangerImportance {
		t.Errorf("blank stickers shown as an error: %q", ui.Message.Text)
	}
	for i := 0; i < cube.NumFacelets; i++ {
		if editor.IsCentre(i) != (tv.editor.Facelets[i] != cube.Blank) {
			t.Fatalf("after Clear %s = %v", cube.FaceletName(i), tv.editor.Facelets[i])
		}
	}
}

func TestAutoFixTwistedCorner(t *testing.T) {
	tv := newTestView(t, twisted(), instantLoader(&fakeSolver{}))
	ui := tv.editor.UI
	if !ui.FixBtn.Visible() {
		t.Fatal("no Auto-fix button for a twisted corner")
	}
	var asked string
	tv.editor.Confirm = func(title, msg string, ok func()) { asked = msg; ok() }
	test.Tap(ui.FixBtn)
	if !strings.Contains(asked, "U9") || !strings.Contains(asked, "R1") || !strings.Contains(asked, "F3") {
		t.Errorf("the confirmation does not say which stickers change: %q", asked)
	}
	if tv.editor.Facelets != cube.SolvedFacelets() {
		t.Errorf("after Auto-fix: %v", tv.editor.Facelets)
	}
	if !tv.editor.Verdict.OK || ui.FixBtn.Visible() || tv.panel.Solve.Disabled() {
		t.Error("still invalid after Auto-fix")
	}
	test.Tap(ui.UndoBtn)
	if tv.editor.Facelets != twisted() {
		t.Error("Auto-fix is not undoable")
	}
}

func TestAutoFixConfirmDialog(t *testing.T) {
	tv := newTestView(t, twisted(), instantLoader(&fakeSolver{}))
	test.Tap(tv.editor.UI.FixBtn)
	top := tv.w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("Auto-fix changed the cube without asking")
	}
	if tv.editor.Facelets != twisted() {
		t.Fatal("the cube changed before the answer")
	}
	var confirm *widget.Button
	for _, o := range test.LaidOutObjects(top) {
		if b := buttonOf(o); b != nil && b.Text == "Fix it" {
			confirm = b
		}
	}
	if confirm == nil {
		t.Fatal("no Fix it button in the confirmation")
	}
	test.Tap(confirm)
	if tv.editor.Facelets != cube.SolvedFacelets() {
		t.Error("not fixed after confirming")
	}
}

// One sticker of a scrambled cube painted the wrong colour, or left blank:
// where the rest of the cube says what it must be, Auto-fix offers it.
func TestAutoFixOneSticker(t *testing.T) {
	f, _, _ := scrambled(5)
	tv := newTestView(t, f, instantLoader(&fakeSolver{}))
	e := tv.editor
	e.Confirm = func(title, msg string, ok func()) { ok() }
	for _, i := range []int{0, 10, 29, 53} {
		for _, c := range []cube.Face{(f[i] + 1) % 6, cube.Blank} {
			e.SelectColour(c)
			tv.tapSticker(i)
			if e.Verdict.OK || e.Verdict.Fixed == nil || !tv.editor.UI.FixBtn.Visible() {
				t.Fatalf("%s painted %v: no Auto-fix (%q)", cube.FaceletName(i), c, e.Verdict.Text)
			}
			if name := cube.FaceletName(i); c != cube.Blank && !strings.Contains(e.Verdict.Text, name) {
				t.Errorf("the message does not name %s: %q", name, e.Verdict.Text)
			}
			test.Tap(tv.editor.UI.FixBtn)
			if e.Facelets != f {
				t.Errorf("%s painted %v: Auto-fix made %v", cube.FaceletName(i), c, e.Facelets)
			}
		}
	}
}

// The confirmation is a dialog for the keyboard too: Escape says no, Enter
// says yes. Its text is in words the interface's font has.
func TestAutoFixDialogKeys(t *testing.T) {
	tv := newTestView(t, twisted(), instantLoader(&fakeSolver{}))
	c := tv.w.Canvas()
	test.Tap(tv.editor.UI.FixBtn)
	if c.Overlays().Top() == nil {
		t.Fatal("no confirmation")
	}
	for _, o := range test.LaidOutObjects(c.Overlays().Top()) {
		if l, ok := o.(*widget.Label); ok && strings.ContainsAny(l.Text, "→←") {
			t.Errorf("the dialog says %q: the font has no arrows", l.Text)
		}
	}
	pressKey(c, fyne.KeyEscape)
	if c.Overlays().Top() != nil || tv.editor.Facelets != twisted() {
		t.Fatal("Escape did not close the confirmation without fixing")
	}
	test.Tap(tv.editor.UI.FixBtn)
	pressKey(c, fyne.KeyReturn)
	if c.Overlays().Top() != nil || tv.editor.Facelets != cube.SolvedFacelets() {
		t.Error("Enter did not fix the cube and close the confirmation")
	}
}

func TestUndoRedo(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	e := tv.editor
	solved := cube.SolvedFacelets()
	if !e.UI.UndoBtn.Disabled() || !e.UI.RedoBtn.Disabled() {
		t.Error("undo or redo enabled with no history")
	}
	e.SelectColour(cube.B)
	tv.tapSticker(0)
	tv.tapSticker(1)
	painted := e.Facelets
	if err := e.ApplyMoves("R U"); err != nil {
		t.Fatal(err)
	}
	turned := e.Facelets

	test.Tap(e.UI.UndoBtn)
	if e.Facelets != painted {
		t.Error("undo did not take back the moves")
	}
	e.Undo()
	e.Undo()
	if e.Facelets != solved || !e.UI.UndoBtn.Disabled() {
		t.Error("three undos did not go back to solved")
	}
	test.Tap(e.UI.RedoBtn)
	e.Redo()
	e.Redo()
	if e.Facelets != turned || !e.UI.RedoBtn.Disabled() {
		t.Error("three redos did not come back")
	}

	// A drag stroke is one step; a new edit ends the redo chain.
	e.Undo()
	e.SelectColour(cube.D)
	net := e.UI.Net
	for _, i := range []int{18, 19, 20} {
		net.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: tv.stickerPos(i)}})
	}
	net.DragEnd()
	if e.Facelets[18] != cube.D || e.Facelets[19] != cube.D || e.Facelets[20] != cube.D {
		t.Fatalf("drag painted %v %v %v", e.Facelets[18], e.Facelets[19], e.Facelets[20])
	}
	if !e.UI.RedoBtn.Disabled() {
		t.Error("redo still possible after a new edit")
	}
	e.Undo()
	if e.Facelets != painted {
		t.Error("one undo did not take back the whole stroke")
	}
}

func TestKeyboard(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	e := tv.editor
	c := tv.w.Canvas()
	for _, tc := range []struct {
		keys string
		want cube.Face
	}{{"3", cube.F}, {"6", cube.B}, {"1", cube.U}, {"0", cube.Blank}, {"d", cube.D}, {"L", cube.L},
		{"w", cube.U}, {"g", cube.F}, {"Y", cube.D}, {"o", cube.L}, {"b", cube.B}, {"r", cube.R}} {
		test.TypeOnCanvas(c, tc.keys)
		if e.Colour != tc.want {
			t.Errorf("after %q colour %v, want %v", tc.keys, e.Colour, tc.want)
		}
	}
	tv.tapSticker(0)
	if e.Facelets[0] != cube.R {
		t.Fatal("paint failed")
	}
	// The shortcuts as Fyne's desktop driver sends them.
	pressShortcut(c, &fyne.ShortcutUndo{})
	if e.Facelets[0] != cube.U {
		t.Error("Ctrl+Z did not undo")
	}
	pressShortcut(c, &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	if e.Facelets[0] != cube.R {
		t.Error("Ctrl+Shift+Z did not redo")
	}
	pressShortcut(c, &fyne.ShortcutUndo{})
	pressShortcut(c, &fyne.ShortcutRedo{})
	if e.Facelets[0] != cube.R {
		t.Error("Ctrl+Y did not redo")
	}
	pressShortcut(c, &fyne.ShortcutCopy{Clipboard: fyne.CurrentApp().Clipboard()})
	if got := fyne.CurrentApp().Clipboard().Content(); got != e.Facelets.String() {
		t.Errorf("Ctrl+C copied %q", got)
	}
	c.(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	if e.Colour != cube.Blank {
		t.Errorf("Backspace chose %v, want blank", e.Colour)
	}
	e.SelectColour(cube.R)

	// Typing into the moves entry does not pick colours.
	c.Focus(e.UI.Moves)
	test.Type(e.UI.Moves, "F")
	if e.Colour != cube.R || e.UI.Moves.Text != "F" {
		t.Errorf("typing F in the entry: colour %v, entry %q", e.Colour, e.UI.Moves.Text)
	}
}

func TestBadInputKeepsTheCube(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	e := tv.editor
	e.SelectColour(cube.L)
	tv.tapSticker(0)
	before := e.Facelets

	// Bad notation: the error says where; the cube and the typed text stay.
	test.Type(e.UI.Moves, "R U Q2")
	test.Tap(e.UI.ApplyBtn)
	if e.Facelets != before {
		t.Error("bad notation changed the cube")
	}
	if !e.UI.MovesErr.Visible() || !strings.Contains(e.UI.MovesErr.Text, "Q2") {
		t.Errorf("moves error %q (visible %v)", e.UI.MovesErr.Text, e.UI.MovesErr.Visible())
	}
	if e.UI.Moves.Text != "R U Q2" {
		t.Errorf("entry now %q", e.UI.Moves.Text)
	}

	// A bad pasted string: a clear note; the cube stays.
	clip := fyne.CurrentApp().Clipboard()
	for _, bad := range []string{"hello", "UUUU", strings.Repeat("U", 53) + "X", ""} {
		clip.SetContent(bad)
		test.Tap(e.UI.PasteBtn)
		if e.Facelets != before {
			t.Errorf("pasting %q changed the cube", bad)
		}
		if !e.UI.Notice.Visible() || e.UI.Notice.Importance != widget.DangerImportance {
			t.Errorf("pasting %q: notice %q", bad, e.UI.Notice.Text)
		}
	}

	// Good ones work: copy, change, paste back.
	test.Tap(e.UI.CopyBtn)
	if clip.Content() != before.String() {
		t.Errorf("copied %q", clip.Content())
	}
	e.Reset()
	test.Tap(e.UI.PasteBtn)
	if e.Facelets != before {
		t.Error("paste did not restore the copied cube")
	}
	// Pasted moves are applied, as one step; what is typed under Moves,
	// not applied, stays there.
	e.Reset()
	typed := e.UI.Moves.Text
	clip.SetContent("R U R' U'")
	pressShortcut(tv.w.Canvas(), &fyne.ShortcutPaste{Clipboard: clip})
	sexy, _ := cube.ParseAlg("R U R' U'")
	if e.Facelets != sexy.Apply(cube.SolvedFacelets()) || e.UI.Moves.Text != typed || !strings.Contains(e.UI.Notice.Text, "Pasted moves") {
		t.Errorf("pasted moves: cube applied %v, entry %q, notice %q", e.Facelets == sexy.Apply(cube.SolvedFacelets()), e.UI.Moves.Text, e.UI.Notice.Text)
	}
	pressShortcut(tv.w.Canvas(), &fyne.ShortcutUndo{})
	if e.Facelets != cube.SolvedFacelets() {
		t.Error("Ctrl+Z did not take the pasted moves back")
	}

	// Moves in any notation cubers paste.
	e.Reset()
	e.UI.Moves.SetText("(R U R' U')2 x M")
	test.Tap(e.UI.ApplyBtn)
	alg, _ := cube.ParseAlg("(R U R' U')2 x M")
	if e.Facelets != alg.Apply(cube.SolvedFacelets()) || e.UI.MovesErr.Visible() {
		t.Error("good notation not applied")
	}
}

func TestRandomIsValid(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	for range 20 {
		test.Tap(tv.editor.UI.RndBtn)
		if !tv.editor.Verdict.OK {
			t.Fatalf("Random made an invalid cube: %s", tv.editor.Verdict.Text)
		}
	}
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Messages about colours name them as the user sees them: "white (U)" for
// one, "white and yellow" in a list.
func TestMessagesNameColours(t *testing.T) {
	counts := cube.SolvedFacelets()
	counts[0], counts[1] = cube.R, cube.R
	centres := cube.SolvedFacelets()
	centres[4], centres[9] = centres[9], centres[4] // the U centre red
	edges := cube.SolvedFacelets()
	edges[19], edges[28] = edges[28], edges[19] // F2 and D2 swapped: UF is white and yellow
	for _, c := range []struct {
		f    cube.Facelets
		want string
	}{
		{counts, "White (U) is on 7 stickers, red (R) is on 11 stickers"},
		{centres, "centres are both red (R)"},
		{edges, "has colours white, yellow, which no edge has: colours white and yellow are on opposite faces"},
	} {
		got := puzzle.Validate(puzzle.Cube3, c.f).Text
		if !strings.Contains(got, c.want) {
			t.Errorf("%v: %q does not say %q", c.f, got, c.want)
		}
		if strings.Contains(got, "colour U") || strings.Contains(got, "colours U") {
			t.Errorf("%v: %q names a colour by its letter", c.f, got)
		}
	}
}

// The net keeps its place and size as messages come and go: a click that
// makes the cube invalid must not move the sticker under the next click.
func TestNetStaysPutAsMessagesChange(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	net := tv.editor.UI.Net
	where := func() (fyne.Position, fyne.Size) {
		// A new size lays the whole window out again, as a frame would.
		size := tv.w.Canvas().Size()
		tv.w.Resize(size.AddWidthHeight(1, 0))
		tv.w.Resize(size)
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(net), net.Size()
	}
	pos, size := where()
	test.Tap(tv.editor.UI.Palette.Swatches[2]) // green
	tv.tapSticker(0)                           // a long message, with Auto-fix
	tv.editor.UI.Note("A notice as well.")
	tv.editor.UI.MovesError(errors.New("and a bad move"))
	if p, s := where(); p != pos || s != size {
		t.Errorf("the net moved from %v %v to %v %v", pos, size, p, s)
	}
}

// Long move lists pasted with Ctrl+V: 2,500 moves are applied, and undo
// puts them under Moves; 9,000 are applied, and undo takes them back
// without putting them there (too long for the entry);
// 25,000 are more than the 10,000 turns taken at once, which the note
// says, as it says what is wrong with a bad move, rather than that the
// text is no facelet string.
func TestPasteLongMoveLists(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	e := tv.editor
	canvas := tv.w.Canvas()
	clip := fyne.CurrentApp().Clipboard()
	paste := func(text string) {
		clip.SetContent(text)
		pressShortcut(canvas, &fyne.ShortcutPaste{Clipboard: clip})
	}
	moves := func(n int) string { return strings.TrimSpace(strings.Repeat("R U F' ", n/3)) }

	paste(moves(2500))
	want := mustAlg(t, moves(2500)).Apply(cube.SolvedFacelets())
	if e.Facelets != want || e.UI.Moves.Text != "" {
		t.Errorf("2,500 moves: applied %v, Moves %d characters; note %q", e.Facelets == want, len(e.UI.Moves.Text), e.UI.Notice.Text)
	}
	e.Undo()
	if e.Facelets != cube.SolvedFacelets() || e.UI.Moves.Text != moves(2500) {
		t.Errorf("2,500 moves undone: taken back %v, put under Moves %v", e.Facelets == cube.SolvedFacelets(), e.UI.Moves.Text == moves(2500))
	}
	e.UI.Moves.SetText("")
	paste(moves(9000))
	want = mustAlg(t, moves(9000)).Apply(cube.SolvedFacelets())
	if e.Facelets != want || e.UI.Moves.Text != "" || !strings.Contains(e.UI.Notice.Text, "9000 moves") {
		t.Errorf("9,000 moves: applied %v, Moves %d characters, note %q", e.Facelets == want, len(e.UI.Moves.Text), e.UI.Notice.Text)
	}
	e.Undo()
	if e.Facelets != cube.SolvedFacelets() || e.UI.Moves.Text != "" {
		t.Errorf("9,000 moves undone: taken back %v, Moves %d characters", e.Facelets == cube.SolvedFacelets(), len(e.UI.Moves.Text))
	}
	e.Reset()
	paste(moves(25000))
	if n := e.UI.Notice.Text; e.Facelets != cube.SolvedFacelets() || !strings.Contains(n, "10000 turns") || strings.Contains(n, "length error") {
		t.Errorf("25,000 moves: cube changed %v, note %q", e.Facelets != cube.SolvedFacelets(), n)
	}
	paste("R U Q2 F")
	if n := e.UI.Notice.Text; !strings.Contains(n, "Q2") || strings.Contains(n, "length error") {
		t.Errorf("a bad move pasted: note %q", n)
	}
}

// A message shown by a key is laid out at once, above the cube's verdict:
// the notice of Ctrl+C or of a bad Ctrl+V, and the typed moves' error of
// Enter. Shown from hidden by a shortcut, with nothing else redrawn (no
// button pressed), the notice kept no height and was not seen until the
// pointer next moved over a button, and the verdict stayed where it was.
func TestMessageShownByKeyIsLaidOut(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	u := &tv.editor.UI
	laidOut := func(what string, l *widget.Label) {
		t.Helper()
		if !l.Visible() || l.Size().Height < l.MinSize().Height || l.Size().Width == 0 {
			t.Errorf("%s: shown %v, size %v (needs %v)", what, l.Visible(), l.Size(), l.MinSize())
		}
		if l.Position().Y >= u.Message.Position().Y {
			t.Errorf("%s at y %v, not above the verdict at %v", what, l.Position().Y, u.Message.Position().Y)
		}
	}
	clip := fyne.CurrentApp().Clipboard()
	clip.SetContent(strings.Repeat("U", 53) + "X")
	pressShortcut(tv.w.Canvas(), &fyne.ShortcutPaste{Clipboard: clip})
	laidOut("the bad paste's notice", u.Notice)

	tv2 := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	u = &tv2.editor.UI
	pressShortcut(tv2.w.Canvas(), &fyne.ShortcutCopy{Clipboard: fyne.CurrentApp().Clipboard()})
	laidOut("the copy's notice", u.Notice)

	tv3 := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	u = &tv3.editor.UI
	// After a bad paste, whose notice fills the box: the moves' error is
	// the newest and comes first, and the paste's notice, which no longer
	// says what the last action did, goes (it kept the error out of view).
	pressShortcut(tv3.w.Canvas(), &fyne.ShortcutPaste{Clipboard: clip})
	tv3.w.Canvas().Focus(u.Moves)
	test.Type(u.Moves, "R U Q2")
	u.Moves.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	laidOut("the moves' error", u.MovesErr)
	if u.Notice.Visible() || u.MovesErr.Position().Y != 0 {
		t.Errorf("after Enter on bad moves: the paste's notice shown %v, the moves' error at y %v", u.Notice.Visible(), u.MovesErr.Position().Y)
	}
}

// A 2x2x2's facelet string with a slip, pasted while the 3x3x3 is edited
// (and a 3x3x3's while the 2x2x2 is), is told what is wrong with it as
// that puzzle's string: it was told only that a facelet string has 54
// letters, which a 24-letter string with one bad letter never meant to
// be. Written in groups or rows, it is told the same: it was read as
// moves ("UUUU" four turns, X a rotation) and applied to the cube.
func TestPasteOtherPuzzleStringWithSlip(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	e := tv.editor
	clip := fyne.CurrentApp().Clipboard()
	for _, c := range []struct {
		p          puzzle.Puzzle
		text, want string
	}{
		{puzzle.Cube3, "UUUURRRRFFFFDDDDLLLLBBBX", "(B4)"},
		{puzzle.Cube3, "UUUURRRRFFFFDDDDLLLLBBBBB", "this one has 25"},
		{puzzle.Cube2, strings.Repeat("U", 9) + strings.Repeat("R", 9) + strings.Repeat("F", 9) + strings.Repeat("D", 9) + strings.Repeat("L", 9) + strings.Repeat("B", 8) + "X", "(B9)"},
		{puzzle.Cube3, "UUUU RRRR FFFF DDDD LLLL BBBX", "(B4)"},
		{puzzle.Cube3, "UUUU RRRR FFXF DDDD LLLL BBBB", "(F3)"},
		{puzzle.Cube3, "UU UU RR RR FF FF DD DD LL LL BB B2", "(B4)"},
		{puzzle.Cube3, "UU\nUU\nRR\nRR\nFF\nF'\nDD\nDD\nLL\nLL\nBB\nBB", "(F4)"},
		{puzzle.Cube3, "UUUU RRRR FFFF DDDD LLLL BBBB B", "this one has 25"},
		{puzzle.Cube2, "UUUUUUUUU RRRRRRRRR FFFFFFFFF DDDDDDDDD LLLLLLLLL BBBBBBBBX", "(B9)"},
		{puzzle.Cube2, "UUU UUU UUU RRR RRR RRR FFF FFF FFF DDD DDD DDD LLL LLL LLL BBB BBB BB2", "(B9)"},
	} {
		e.SwitchTo(c.p, puzzle.RoleCube)
		before := e.Facelets
		clip.SetContent(c.text)
		err := e.PasteFacelets()
		if err == nil || e.Facelets != before || e.Puzzle != c.p {
			t.Fatalf("pasting %q on the %s: %v", c.text, puzzle.Labels[c.p], err)
		}
		other := map[puzzle.Puzzle]puzzle.Puzzle{puzzle.Cube3: puzzle.Cube2, puzzle.Cube2: puzzle.Cube3}[c.p]
		if !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "as a "+puzzle.Labels[other]+" facelet string") ||
			strings.Contains(err.Error(), "has "+map[puzzle.Puzzle]string{puzzle.Cube3: "54", puzzle.Cube2: "24"}[c.p]+" letters") {
			t.Errorf("pasting %q on the %s: %v", c.text, puzzle.Labels[c.p], err)
		}
		if !strings.Contains(e.UI.Notice.Text, c.want) {
			t.Errorf("notice %q", e.UI.Notice.Text)
		}
	}
}

// A facelet string typed or pasted under Moves, the window's one text
// field, is read as the cube when Enter is pressed, the other puzzle's
// too, and one with a slip is told what is wrong with it. Before, its
// letters were read as turns ("UUUU", X a rotation) and scrambled the
// cube: the solved cube's 54 letters turned it U9 R9 F9 D9 L9 B9.
func TestFaceletStringUnderMoves(t *testing.T) {
	start, _, _ := scrambled(8)
	tv := newTestView(t, start, instantLoader(&fakeSolver{}))
	e := tv.editor
	u := &e.UI
	enter := func(text string) {
		t.Helper()
		u.Moves.SetText("")
		tv.w.Canvas().Focus(u.Moves)
		test.Type(u.Moves, text)
		u.Moves.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	}
	enter("UUUU RRRR FFXF DDDD LLLL BBBB")
	if e.Facelets != start || e.Puzzle != puzzle.Cube3 || !strings.Contains(u.MovesErr.Text, "as a 2x2x2 facelet string") || !strings.Contains(u.MovesErr.Text, "(F3)") {
		t.Errorf("a 2x2x2's string with a slip: changed %v, puzzle %s, error %q", e.Facelets != start, puzzle.Labels[e.Puzzle], u.MovesErr.Text)
	}
	enter(cube.SolvedFacelets().String())
	if e.Facelets != cube.SolvedFacelets() || u.MovesErr.Visible() {
		t.Errorf("the solved cube's string: read %v, error %q", e.Facelets == cube.SolvedFacelets(), u.MovesErr.Text)
	}
	enter("UUUU RRRR FFFF DDDD LLLL BBBB")
	if e.Puzzle != puzzle.Cube2 || !e.Verdict.OK {
		t.Errorf("the solved 2x2x2's string: puzzle %s, %q", puzzle.Labels[e.Puzzle], e.Verdict.Text)
	}
	e.SwitchTo(puzzle.Cube3, puzzle.RoleCube)
	enter("R U")
	if want := mustAlg(t, "R U").Apply(cube.SolvedFacelets()); e.Facelets != want {
		t.Error("moves under Moves were not applied")
	}
	// Animate plays moves, not a cube: it says so.
	u.Moves.SetText("UUUU RRRR FFFF DDDD LLLL BBBB")
	test.Tap(u.AnimateBtn)
	if !strings.Contains(u.MovesErr.Text, "facelet string, not moves") {
		t.Errorf("Animate on a facelet string: %q", u.MovesErr.Text)
	}
	// What Animate did not do is said as such: the moves were not played
	// (it said "not applied", which Animate never does), and what Apply
	// did not do likewise.
	for _, c := range []struct {
		button *widgets.KeyButton
		want   string
	}{{u.AnimateBtn, "Moves not played: unknown move \"Q\""}, {u.ApplyBtn, "Moves not applied: unknown move \"Q\""}} {
		u.Moves.SetText("R Q")
		test.Tap(c.button)
		if !strings.HasPrefix(u.MovesErr.Text, c.want) {
			t.Errorf("%s on R Q: %q, want %q...", c.button.Text, u.MovesErr.Text, c.want)
		}
	}
}

// appliedHeld is the cube the editor shows after alg: a 3x3x3 that a
// wide turn, a slice or a rotation leaves held another way is turned back
// to white up, green in front.
func appliedHeld(p puzzle.Puzzle, alg cube.Alg, f cube.Facelets) cube.Facelets {
	g := p.Apply(alg, f)
	if p == puzzle.Cube3 {
		if up, _, err := g.Upright(); err == nil {
			g = up
		}
	}
	return g
}

// Moves with "i" for inverse, wide turns and two turns run together
// ("RU"), typed or pasted under Moves, are applied on either puzzle: any
// two words of two letters read as rows of a facelet string, and they
// were refused ("this reads as a facelet string, not moves"), though
// cubecli solves them.
func TestInverseIMovesUnderMoves(t *testing.T) {
	start, _, _ := scrambled(5)
	tv := newTestView(t, start, instantLoader(&fakeSolver{}))
	e := tv.editor
	u := &e.UI
	clip := fyne.CurrentApp().Clipboard()
	for _, p := range []puzzle.Puzzle{puzzle.Cube3, puzzle.Cube2} {
		e.SwitchTo(p, puzzle.RoleCube)
		for _, moves := range []string{"Ri Ui", "Ri Ui Fi", "R Ui Ri", "RU RU", "Rw Uw"} {
			if p == puzzle.Cube2 && moves == "Rw Uw" {
				continue // no wide turns on the 2x2x2: its own error
			}
			alg, err := p.ParseAlg(moves)
			if err != nil {
				t.Fatalf("%s on the %s: %v", moves, puzzle.Labels[p], err)
			}
			before := e.Facelets
			want := appliedHeld(p, alg, before)
			u.Moves.SetText("")
			tv.w.Canvas().Focus(u.Moves)
			test.Type(u.Moves, moves)
			u.Moves.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if e.Facelets != want || u.MovesErr.Visible() {
				t.Errorf("typing %q under Moves on the %s: applied %v, error %q", moves, puzzle.Labels[p], e.Facelets == want, u.MovesErr.Text)
			}
			before = e.Facelets
			want = appliedHeld(p, alg, before)
			clip.SetContent(moves)
			if err := e.PasteFacelets(); err != nil || e.Facelets != want || e.Puzzle != p {
				t.Errorf("pasting %q on the %s: applied %v, %v", moves, puzzle.Labels[p], e.Facelets == want, err)
			}
		}
	}
}

// A few turns typed run together under Moves ("RUF") read as stickers, as
// cubecli reads them: the error says how to type them as moves, and the
// cube is unchanged.
func TestTurnsRunTogetherUnderMoves(t *testing.T) {
	start, _, _ := scrambled(5)
	tv := newTestView(t, start, instantLoader(&fakeSolver{}))
	u := &tv.editor.UI
	tv.w.Canvas().Focus(u.Moves)
	test.Type(u.Moves, "RUF")
	u.Moves.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if tv.editor.Facelets != start || !u.MovesErr.Visible() || !strings.Contains(u.MovesErr.Text, "as moves, type them apart: R U F") {
		t.Errorf("RUF under Moves: cube unchanged %v, error %q", tv.editor.Facelets == start, u.MovesErr.Text)
	}
}

// A facelet string with one letter too many, pasted or typed under Moves,
// on either puzzle, is told which letter looks extra when the cube is
// real without it: it was told only "this one has 55" (or 25).
func TestExtraLetterSaidWhere(t *testing.T) {
	start, _, _ := scrambled(3)
	tv := newTestView(t, start, instantLoader(&fakeSolver{}))
	e := tv.editor
	u := &e.UI
	clip := fyne.CurrentApp().Clipboard()
	const real3 = "DDBRURRBLUDLURDFBBULFUFLUBLRDDRDUFRRBBBLLFDFFULLFBFDUR" // R U F' D2 L B' R2 U'
	const real2 = "LBFLUUUBRFLFBRDRFDLURDDB"                               // R U F' R2 U' F
	for _, c := range []struct {
		p          puzzle.Puzzle
		text, want string
	}{
		{puzzle.Cube3, real3[:10] + "F" + real3[10:], "the letter 'F' at position 11 looks extra: without it the cube is valid"},
		{puzzle.Cube2, real2[:11] + "D" + real2[11:], "the letter 'D' at position 12 looks extra: without it the cube is valid"},
		// The other puzzle's string, about as long: told as that one.
		{puzzle.Cube3, real2[:11] + "D" + real2[11:], "the letter 'D' at position 12 looks extra"},
	} {
		e.SwitchTo(c.p, puzzle.RoleCube)
		before := e.Facelets
		clip.SetContent(c.text)
		if err := e.PasteFacelets(); err == nil || e.Facelets != before {
			t.Fatalf("pasting %q on the %s: %v", c.text, puzzle.Labels[c.p], err)
		}
		if !strings.Contains(u.Notice.Text, c.want) {
			t.Errorf("pasting %q on the %s: the notice says %q, want %q", c.text, puzzle.Labels[c.p], u.Notice.Text, c.want)
		}
		u.Moves.SetText("")
		tv.w.Canvas().Focus(u.Moves)
		test.Type(u.Moves, c.text)
		u.Moves.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if e.Facelets != before || !strings.Contains(u.MovesErr.Text, c.want) {
			t.Errorf("typing %q under Moves on the %s: changed %v, the error says %q, want %q",
				c.text, puzzle.Labels[c.p], e.Facelets != before, u.MovesErr.Text, c.want)
		}
	}
}

// Moves with a rotation in them turn the 3x3x3 as a cube in the hand: its
// stickers keep their colours, and the cube is turned back to white up,
// green in front, the note saying so. The colours were renamed for the
// centres where they ended, so "x y R" showed the red face turned where a
// cube so turned has its white face turned, and "y" alone made a
// scrambled cube another (the same cube's net seen from its side, drawn in
// the colours of the front): solved to a copy of itself, it got a long
// answer that, done on the cube, gave neither the copy nor the cube.
func TestRotationUnderMovesKeepsColours(t *testing.T) {
	start, _, _ := scrambled(5)
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	e := tv.editor
	if err := e.ApplyMoves("x y R"); err != nil {
		t.Fatal(err)
	}
	u, _ := cube.ParseAlg("U")
	if want := u.Apply(cube.SolvedFacelets()); e.Facelets != want {
		t.Errorf("x y R on a solved cube: %s, want its white face turned, %s", e.Facelets, want)
	}
	if note := e.UI.Notice.Text; !strings.Contains(note, "Turned to white up, green in front") {
		t.Errorf("note %q", note)
	}
	// Pasted, the moves are applied alike, and both are said.
	e.Edit(cube.SolvedFacelets())
	fyne.CurrentApp().Clipboard().SetContent("x y R")
	if err := e.PasteFacelets(); err != nil {
		t.Fatal(err)
	}
	if note := e.UI.Notice.Text; !strings.Contains(note, "Pasted moves") || !strings.Contains(note, "Turned to white up, green in front") {
		t.Errorf("pasted: note %q", note)
	}
	e.Edit(start)
	if err := e.ApplyMoves("y"); err != nil {
		t.Fatal(err)
	}
	if e.Facelets != start {
		t.Errorf("y on a scrambled cube: %s, want the same cube, %s", e.Facelets, start)
	}
}

// A pattern's name pasted or typed under Moves makes the cube described
// that pattern, as cubecli's -to takes it ("superflip" was "neither a
// facelet string nor moves ... the cube is unchanged", said of the target
// too); what is refused while the target is described says the target is
// unchanged.
func TestPatternNameUnderMoves(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	e := tv.editor
	e.SwitchTo(puzzle.Cube3, puzzle.RoleTarget)
	fyne.CurrentApp().Clipboard().SetContent("Super-flip")
	if err := e.PasteFacelets(); err != nil {
		t.Fatal(err)
	}
	sf, _ := cube.PatternNamed("superflip")
	if e.Facelets != sf.Cubie().Facelets() || !strings.Contains(e.UI.Notice.Text, "The target is the pattern Superflip") {
		t.Errorf("pasted superflip: %s, note %q", e.Facelets, e.UI.Notice.Text)
	}
	e.SwitchTo(puzzle.Cube2, puzzle.RoleCube)
	if err := e.ApplyMoves("diagonal swap"); err != nil {
		t.Fatal(err)
	}
	ds, _ := pocket.PatternNamed("diagonal swap")
	if e.Facelets != puzzle.FromPocket(ds.Cube().Facelets()) || !strings.Contains(e.UI.Notice.Text, "The cube is the pattern Diagonal swap") {
		t.Errorf("typed diagonal swap: %s, note %q", e.Facelets, e.UI.Notice.Text)
	}
	// The other puzzle's pattern switches to it: 'superflip' typed on the
	// 2x2x2 was 'the letter 's' at position 1 (U1) names no colour'.
	if err := e.ApplyMoves("superflip"); err != nil || e.Puzzle != puzzle.Cube3 || e.Facelets != sf.Cubie().Facelets() ||
		!strings.HasPrefix(e.UI.Notice.Text, "A pattern of the 3x3x3, so the 3x3x3 is edited now. The cube is the pattern Superflip.") {
		t.Errorf("superflip typed on the 2x2x2: %v, %v %s, note %q", err, e.Puzzle, e.Facelets, e.UI.Notice.Text)
	}
	fyne.CurrentApp().Clipboard().SetContent("diagonal swap")
	if err := e.PasteFacelets(); err != nil || e.Puzzle != puzzle.Cube2 || e.Facelets != puzzle.FromPocket(ds.Cube().Facelets()) {
		t.Errorf("diagonal swap pasted on the 3x3x3: %v, %v, note %q", err, e.Puzzle, e.UI.Notice.Text)
	}
	e.SwitchTo(puzzle.Cube3, puzzle.RoleTarget)
	fyne.CurrentApp().Clipboard().SetContent("hello")
	if err := e.PasteFacelets(); err == nil || !strings.Contains(err.Error(), "the target is unchanged") {
		t.Errorf("pasted hello into the target: %v", err)
	}
}

// TestAutoFixTwistsTheCornerJustPainted: a corner of a scrambled cube
// painted twisted, sticker by sticker, is a twist the colours cannot place
// (the other corners are twisted too); Auto-fix turns the corner just
// painted back, not one of eight chosen by rule. After another kind of
// edit (an undo) it chooses by rule again.
func TestAutoFixTwistsTheCornerJustPainted(t *testing.T) {
	f, _, _ := scrambled(3)
	ufl := [3]int{6, 18, 38} // U7 F1 L3, clockwise
	g := f
	g[ufl[0]], g[ufl[1]], g[ufl[2]] = f[ufl[1]], f[ufl[2]], f[ufl[0]]
	if v := puzzle.Validate(puzzle.Cube3, g); v.Fixed == nil || *v.Fixed == f {
		t.Fatalf("the test needs a twist whose fix by rule is another corner (fixed: %v)", v.Fixed != nil)
	}
	tv := newTestView(t, f, instantLoader(&fakeSolver{}))
	for _, i := range ufl {
		tv.editor.Colour = g[i]
		tv.tapSticker(i)
	}
	if tv.editor.Facelets != g {
		t.Fatal("painting did not twist the corner")
	}
	ui := tv.editor.UI
	if !ui.FixBtn.Visible() {
		t.Fatal("no Auto-fix for a twisted corner")
	}
	var asked string
	tv.editor.Confirm = func(title, msg string, ok func()) { asked = msg; ok() }
	test.Tap(ui.FixBtn)
	if tv.editor.Facelets != f {
		t.Errorf("Auto-fix twisted another corner than the one painted: %q", asked)
	}
	if !strings.Contains(asked, "painted last") {
		t.Errorf("the confirmation does not say why this corner: %q", asked)
	}
	test.Tap(ui.UndoBtn)
	if tv.editor.Facelets != g || tv.editor.Verdict.Fixed == nil || *tv.editor.Verdict.Fixed == f {
		t.Errorf("after undo, Auto-fix still suspects the corner painted before")
	}
}
