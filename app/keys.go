package app

import (
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"cubesolver/solver/cube"
)

// installKeys binds the keyboard on c. Keys typed while the moves entry
// has the focus go to the entry, so typing "R U" there never changes the
// palette.
//
//	1..6, U R F D L B   choose a colour (white red green yellow orange blue)
//	0, Backspace        choose blank (the eraser)
//	Ctrl+Z              undo;  Ctrl+Shift+Z or Ctrl+Y  redo
//	Ctrl+C, Ctrl+V      copy or paste the facelet string
//	Ctrl+Enter          solve;  Escape  cancel the search
//	Space, ←, →         the player: play/pause, step back, step forward
//	Home, End           the player: go to the start, the end
//
// The player's keys act only while the player is on screen. After a tap
// on the 3D cube the player has the focus and takes its keys itself; it
// hands the others back here.
func (v *mainView) installKeys(c fyne.Canvas) {
	c.SetOnTypedRune(v.typedRune)
	c.SetOnTypedKey(v.typedKey)
	v.play.player.OnOtherKey = v.typedKey
	v.play.player.OnOtherRune = v.typedRune
	mod := fyne.KeyModifierShortcutDefault
	v.shortcuts = map[string]func(){}
	bind := func(sc fyne.Shortcut, f func()) {
		v.shortcuts[sc.ShortcutName()] = f
		c.AddShortcut(sc, func(fyne.Shortcut) { f() })
	}
	add := func(key fyne.KeyName, m fyne.KeyModifier, f func()) {
		bind(&desktop.CustomShortcut{KeyName: key, Modifier: m}, f)
	}
	add(fyne.KeyZ, mod, v.editor.undo)
	add(fyne.KeyZ, mod|fyne.KeyModifierShift, v.editor.redo)
	add(fyne.KeyY, mod, v.editor.redo)
	add(fyne.KeyReturn, mod, v.session.solve)
	add(fyne.KeyEnter, mod, v.session.solve)
	// Copy and paste arrive as Fyne's standard shortcuts.
	bind(&fyne.ShortcutCopy{}, v.editor.copyFacelets)
	bind(&fyne.ShortcutPaste{}, func() { v.editor.pasteFacelets() })
}

// shortcut runs what sc is bound to, as the canvas does; it lets tests
// press shortcuts, which Fyne's test canvas cannot.
func (v *mainView) shortcut(sc fyne.Shortcut) bool {
	f, ok := v.shortcuts[sc.ShortcutName()]
	if ok {
		f()
	}
	return ok
}

// typedKey handles a key typed while no widget has the focus (or one the
// focused player did not use).
func (v *mainView) typedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeyBackspace, fyne.KeyDelete:
		v.editor.selectColour(cube.Blank)
	case fyne.KeyEscape:
		v.session.cancelRun()
	default:
		if v.area.playerShown() {
			v.play.player.HandleKey(e.Name)
		}
	}
}

// typedRune picks a colour by its number or face letter.
func (v *mainView) typedRune(r rune) {
	switch {
	case r == '0':
		v.editor.selectColour(cube.Blank)
	case r >= '1' && r <= '6':
		v.editor.selectColour(paletteOrder[r-'1'])
	default:
		if r < unicode.MaxASCII {
			if f, ok := cube.FaceFromLetter(byte(unicode.ToUpper(r))); ok && f != cube.Blank {
				v.editor.selectColour(f)
			}
		}
	}
}
