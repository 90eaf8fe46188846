package editor

import (
	"cubesolver/app/internal/shortcuts"
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// movesEntry is the entry where moves are typed. Typing goes to it, but
// Ctrl+Enter still solves and Escape still cancels a search: the screen
// says "Press Solve (Ctrl+Enter)" right after Enter has applied the moves.
type movesEntry struct {
	widget.Entry
	OnSolve  func()
	OnEscape func()
	OnHelp   func()
	// Ctrl+Z typed in the entry undoes typing there; once the field is
	// empty with no typing left to undo, it is the cube's undo, OnUndo
	// (which takes back moves just applied and puts them back in the
	// field). Without that, Ctrl+Z in the empty field did nothing at all
	// once the field's own history was used up. Text left in the field
	// is the user's: undo and redo of the cube wait until it is cleared
	// or the focus leaves the field.
	OnUndo func()
	// OnRedoApplied is offered Ctrl+Y and Ctrl+Shift+Z typed in the
	// entry: the moves whose text that undo put back are applied again
	// if it says so; else the entry redoes typing and, the field empty
	// with none to redo, the cube's redo is OnRedo.
	OnRedoApplied func() bool
	OnRedo        func()
}

func newMovesEntry() *movesEntry {
	e := &movesEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedShortcut implements fyne.Shortcutable: the desktop driver sends
// Ctrl+Enter to the focused entry as a shortcut, which widget.Entry drops.
func (e *movesEntry) TypedShortcut(s fyne.Shortcut) {
	if _, ok := s.(*fyne.ShortcutUndo); ok {
		e.orCube(s, e.OnUndo)
		return
	}
	if isRedo(s) {
		if e.OnRedoApplied == nil || !e.OnRedoApplied() {
			// The entry knows Ctrl+Y as redo, not Ctrl+Shift+Z.
			e.orCube(&fyne.ShortcutRedo{}, e.OnRedo)
		}
		return
	}
	if cs, ok := s.(*desktop.CustomShortcut); ok {
		switch {
		case shortcuts.IsSolve(cs):
			if e.OnSolve != nil {
				e.OnSolve()
			}
			return
		case shortcuts.IsQuit(cs):
			shortcuts.QuitApp()
			return
		}
	}
	e.Entry.TypedShortcut(s)
}

// orCube lets the entry undo or redo typing (s) and, if the field was
// and is empty, there being no typing to undo or redo, calls cube: the
// cube's own undo or redo.
func (e *movesEntry) orCube(s fyne.Shortcut, cube func()) {
	before := e.Text
	e.Entry.TypedShortcut(s)
	if before == "" && e.Text == "" && cube != nil {
		cube()
	}
}

// selectText selects token, if the text has it from character col on, as
// Shift and the arrow keys would (the entry has no other way to select).
func (e *movesEntry) selectText(col int, token string) {
	text := []rune(e.Text)
	n := len([]rune(token))
	if col < 0 || n == 0 || col+n > len(text) || string(text[col:col+n]) != token {
		return
	}
	// Home, without Shift, ends a selection there was (Ctrl+A, say):
	// else Shift would stretch it to the bad move, and typing over the
	// selection would erase the moves before it too.
	e.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	e.CursorRow, e.CursorColumn = 0, col
	shift := &fyne.KeyEvent{Name: desktop.KeyShiftLeft}
	e.Entry.KeyDown(shift)
	for range n {
		e.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	}
	e.Entry.KeyUp(shift)
}

// TypedKey implements fyne.Focusable.
func (e *movesEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && e.OnEscape != nil {
		e.OnEscape()
		return
	}
	if k.Name == fyne.KeyF1 && e.OnHelp != nil {
		e.OnHelp()
		return
	}
	e.Entry.TypedKey(k)
}

// isRedo reports whether s is redo: Ctrl+Y (fyne.ShortcutRedo) or
// Ctrl+Shift+Z.
func isRedo(s fyne.Shortcut) bool {
	if _, ok := s.(*fyne.ShortcutRedo); ok {
		return true
	}
	cs, ok := s.(*desktop.CustomShortcut)
	return ok && shortcuts.IsRedo(cs)
}
