package app

import (
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/shortcuts"
	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
)

// installKeys binds the keyboard on c. Keys typed while the moves entry
// has the focus go to the entry, so typing "R U" there never changes the
// palette.
//
//	1..6, U R F D L B   choose a colour (white red green yellow orange blue);
//	W R G Y O B         the colours' initials do too
//	0, Backspace        choose blank (the eraser)
//	Ctrl+Z              undo;  Ctrl+Shift+Z or Ctrl+Y  redo
//	Ctrl+C, Ctrl+V      copy or paste the facelet string
//	Ctrl+Enter          solve;  Escape  cancel the search
//	Space, ←, →         the player: play/pause, step back, step forward
//	Home, End           the player: go to the start, the end
//	F1                  help;  Ctrl+Q  quit
//
// Fyne's desktop driver sends Ctrl+Z, Ctrl+Y, Ctrl+C and Ctrl+V as its
// standard shortcuts (fyne.ShortcutUndo and so on) and other combinations
// as desktop.CustomShortcut, to the focused widget if it takes shortcuts
// and to the canvas otherwise; keys go to the focused widget, or to the
// canvas if none has the focus. So the moves entry handles Ctrl+Enter and
// Escape itself, and the selects and the scrubber, which keep the focus
// once clicked, hand the window's keys back (see widgets.QuietSelect; a
// select gives the focus up once a value is picked from its list).
//
// The player's keys act only while the player is on screen. After a tap
// on the 3D cube the player has the focus and takes its keys itself; it
// hands the others back here.
func (v *mainView) installKeys(c fyne.Canvas) {
	c.SetOnTypedRune(v.typedRune)
	c.SetOnTypedKey(v.typedKey)
	v.canvas = c
	v.play.Player.OnOtherKey = v.typedKey
	v.play.Player.OnOtherRune = v.typedRune
	for _, w := range []*widgets.QuietSelect{v.panel.Target, v.panel.Timeout, v.panel.Table.Sel, v.play.Player.Controls.Speed} {
		w.Keys, w.Runes = v.windowKey, v.typedRune
	}
	v.play.Player.Controls.Scrub.Keys, v.play.Player.Controls.Scrub.Runes = v.windowKey, v.typedRune
	v.editor.OnHelp = v.showHelp
	v.editor.UI.Net.OnRune = v.netRune
	v.editor.UI.Net.OnKey = v.netKey
	for _, s := range v.editor.UI.Palette.Swatches {
		s.OnRune, s.OnKey = v.typedRune, v.typedKey
	}
	v.editor.UI.Moves.OnSolve = v.solveAsTyped
	v.editor.UI.Moves.OnHelp = v.showHelp
	v.editor.UI.Moves.OnEscape = func() {
		v.session.cancelRun()
		c.Unfocus() // done typing: the keys are the window's again
	}

	bind := func(sc fyne.Shortcut, f func()) {
		c.AddShortcut(sc, func(sc fyne.Shortcut) {
			if k, open := v.popUpKeys(); open {
				if k != nil {
					k.TypedShortcut(sc)
				}
				return
			}
			f()
		})
	}
	mod := fyne.KeyModifierShortcutDefault
	bind(&fyne.ShortcutUndo{}, v.editor.Undo)
	bind(&fyne.ShortcutRedo{}, v.editor.Redo)
	bind(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: mod | fyne.KeyModifierShift}, v.editor.Redo)
	bind(&desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: mod}, v.solveAsTyped)
	bind(&desktop.CustomShortcut{KeyName: fyne.KeyEnter, Modifier: mod}, v.solveAsTyped)
	bind(&fyne.ShortcutCopy{}, v.editor.CopyFacelets)
	bind(&fyne.ShortcutPaste{}, func() { v.editor.PasteFacelets() })
	// Quitting is the window's whatever is open: not bound through the
	// pop-ups' keys (which quit too, see dialogKeys).
	c.AddShortcut(shortcuts.Quit, func(fyne.Shortcut) { shortcuts.QuitApp() })
}

// windowKey handles, for a widget that has the focus, the keys the window
// uses whatever has it: Escape, Backspace and Delete (blank, as 0 is), and
// the player's while it is on screen.
func (v *mainView) windowKey(e *fyne.KeyEvent) bool {
	switch e.Name {
	case fyne.KeyEscape:
		v.session.cancelRun()
		return true
	case fyne.KeyF1:
		v.showHelp()
		return true
	case fyne.KeyBackspace, fyne.KeyDelete:
		v.editor.SelectColour(cube.Blank)
		return true
	}
	return v.area.playerShown() && v.play.Player.HandleKey(e.Name)
}

// typedKey handles a key typed while no widget has the focus (or one the
// focused player did not use).
func (v *mainView) typedKey(e *fyne.KeyEvent) {
	if k, open := v.popUpKeys(); open {
		if k != nil {
			k.TypedKey(e)
		}
		return
	}
	switch e.Name {
	case fyne.KeyBackspace, fyne.KeyDelete:
		v.editor.SelectColour(cube.Blank)
	case fyne.KeyEscape:
		v.session.cancelRun()
	case fyne.KeyF1:
		v.showHelp()
	default:
		if v.area.playerShown() {
			v.play.Player.HandleKey(e.Name)
		}
	}
}

// followFocus brings what follows the keyboard focus up to date: the
// ring round what has it, and the player's caption, which says that Space
// plays the solution held only while it does. Fyne says nothing when the
// focus moves, so the window calls it ten times a second.
func (v *mainView) followFocus(c fyne.Canvas) {
	v.tips.Ring.Follow(c, v.tips.Layer)
	v.play.SetSpacePlays(v.spacePlays(c))
}

// spacePlays reports whether Space, typed now, would play the player: it
// is on screen, no pop-up is open, and nothing has the focus (the
// window's keys), or the player has it, or its list of moves, or the
// scrubber, which hands Space to the window. The net paints with Space, a button is pressed by it, a
// list opens and the moves entry types a space.
func (v *mainView) spacePlays(c fyne.Canvas) bool {
	if !v.area.playerShown() || c.Overlays().Top() != nil {
		return false
	}
	switch f := c.Focused(); f {
	case nil, v.play.Player.FocusTarget(), fyne.Focusable(v.play.Player.Controls.Moves), fyne.Focusable(v.play.Player.Controls.Scrub):
		return true
	}
	return false
}

// colourInitials pick the default scheme's colours by their initials; R
// and B are the faces' letters as well.
var colourInitials = map[rune]cube.Face{'W': cube.U, 'G': cube.F, 'Y': cube.D, 'O': cube.L}

// typedRune picks a colour by its number, face letter or initial.
func (v *mainView) typedRune(r rune) {
	if _, open := v.popUpKeys(); open {
		return
	}
	if c, ok := colourKey(r); ok {
		v.editor.SelectColour(c)
	}
}

// colourKey is the colour a character chooses: 1..6 in the palette's
// order, 0 for blank, a face's letter or a colour's initial.
func colourKey(r rune) (cube.Face, bool) {
	r = unicode.ToUpper(r)
	switch {
	case r == '0':
		return cube.Blank, true
	case r >= '1' && r <= '6':
		return editor.PaletteOrder[r-'1'], true
	}
	if f, ok := colourInitials[r]; ok {
		return f, true
	}
	if r < unicode.MaxASCII {
		if f, ok := cube.FaceFromLetter(byte(r)); ok && f != cube.Blank {
			return f, true
		}
	}
	return 0, false
}

// netRune handles a character typed while the net has the focus: a colour
// key chooses that colour, paints the sticker under the cursor with it
// and steps on to the next sticker in reading order.
func (v *mainView) netRune(r rune) {
	c, ok := colourKey(r)
	if !ok {
		return
	}
	net := v.editor.UI.Net
	v.editor.SelectColour(c)
	v.editor.Paint(net.Cursor())
	net.SetCursor(net.NextSticker(net.Cursor()))
}

// netKey handles a key typed while the net has the focus, besides the
// arrows (which move the cursor): Space or Enter paints the sticker under
// the cursor with the colour chosen and steps on; Backspace and Delete
// blank it; Home and End go to its face's first and last sticker; Escape
// leaves the net. The others are the window's.
func (v *mainView) netKey(e *fyne.KeyEvent) {
	net := v.editor.UI.Net
	i := net.Cursor()
	switch e.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		v.editor.Paint(i)
		net.SetCursor(net.NextSticker(i))
	case fyne.KeyBackspace, fyne.KeyDelete:
		v.editor.PaintWith(i, cube.Blank)
	case fyne.KeyHome:
		net.SetCursor(net.NextSticker(i/9*9 - 1))
	case fyne.KeyEnd:
		net.SetCursor(net.PrevSticker(i/9*9 + 9))
	case fyne.KeyEscape:
		v.canvas.Unfocus()
		v.typedKey(e)
	default:
		v.typedKey(e)
	}
}

// popUpKeys reports whether a pop-up is open over the window, and if it
// is one of ours, its keys: while one is open, the keys go to it alone,
// never to the editor behind. The window's own handlers see keys only
// when nothing has the focus, or a button of the pop-up has it and has no
// use for the key (Escape, Ctrl+V); a pop-up of ours loses the focus when
// a file dialog opened over it closes again. Its keys are a dialogKeys,
// the first thing in it that takes the focus: with nothing focused they
// get the focus back. Another pop-up (a file dialog, a list's menu) gets
// nothing from the window.
//
// Fyne shows nothing of what is in a pop-up but by the focus, so its
// keys are found by moving the focus into it for a moment: once as it
// comes on top (the last one found is remembered), not on every key a
// button of it passes on.
func (v *mainView) popUpKeys() (k *widgets.DialogKeys, open bool) {
	c := v.canvas
	if c == nil || c.Overlays().Top() == nil {
		return nil, false
	}
	top, f := c.Overlays().Top(), c.Focused()
	if k, ok := f.(*widgets.DialogKeys); ok {
		return k, true
	}
	if v.popUp.on != top {
		c.Unfocus()
		c.FocusNext()
		k, _ := c.Focused().(*widgets.DialogKeys)
		v.popUp.on, v.popUp.keys = top, k
		c.Unfocus()
		if f != nil {
			c.Focus(f) // it keeps the focus
		}
	}
	k = v.popUp.keys
	if f == nil && k != nil {
		c.Focus(k)
	}
	return k, true
}
