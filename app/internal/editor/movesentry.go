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
	// OnUndoEmpty is offered Ctrl+Z typed in the entry while it is
	// empty: the moves just applied (which cleared it) are taken back if
	// it says so; else the entry undoes typing.
	OnUndoEmpty func() bool
	// OnRedoApplied is offered Ctrl+Y and Ctrl+Shift+Z typed in the
	// entry: the moves whose text that undo put back are applied again
	// if it says so; else the entry redoes typing.
	OnRedoApplied func() bool
}

func newMovesEntry() *movesEntry {
	e := &movesEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedShortcut implements fyne.Shortcutable: the desktop driver sends
// Ctrl+Enter to the focused entry as a shortcut, which widget.Entry drops.
func (e *movesEntry) TypedShortcut(s fyne.Shortcut) {
	if _, ok := s.(*fyne.ShortcutUndo); ok && e.Text == "" && e.OnUndoEmpty != nil && e.OnUndoEmpty() {
		return
	}
	if isRedo(s) && e.OnRedoApplied != nil && e.OnRedoApplied() {
		return
	}
	if cs, ok := s.(*desktop.CustomShortcut); ok {
		switch {
		case shortcuts.IsSolve(cs):
			if e.OnSolve != nil {
				e.OnSolve()
			}
			return
		case shortcuts.IsRedo(cs):
			// The entry knows Ctrl+Y as redo, not Ctrl+Shift+Z.
			e.Entry.TypedShortcut(&fyne.ShortcutRedo{})
			return
		case shortcuts.IsQuit(cs):
			shortcuts.QuitApp()
			return
		}
	}
	e.Entry.TypedShortcut(s)
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
