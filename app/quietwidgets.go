package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// Fyne gives the keyboard focus to a select, a slider or an entry that is
// clicked, and from then on the keys go to it rather than to the window:
// after choosing a speed, Space would open the speed list again instead
// of playing. These wrappers hand the window's own keys (see installKeys)
// back to it first; what the window does not use, the widget gets.

// windowKeys is the window's handler of a key typed while a widget has
// the focus; it reports whether it used the key.
type windowKeys func(*fyne.KeyEvent) bool

// quietSelect is a widget.Select that passes the window's keys on, and
// every character typed (the colour keys), which a select has no use for.
type quietSelect struct {
	widget.Select
	keys  windowKeys
	runes func(rune)
}

func newQuietSelect(options []string, changed func(string)) *quietSelect {
	s := &quietSelect{}
	s.Options = options
	s.OnChanged = changed
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey implements fyne.Focusable.
func (s *quietSelect) TypedKey(e *fyne.KeyEvent) {
	if s.keys != nil && s.keys(e) {
		return
	}
	s.Select.TypedKey(e)
}

// TypedRune implements fyne.Focusable.
func (s *quietSelect) TypedRune(r rune) {
	if s.runes != nil {
		s.runes(r)
	}
}

// quietSlider is a widget.Slider that passes the window's keys and
// characters on.
type quietSlider struct {
	widget.Slider
	keys  windowKeys
	runes func(rune)
}

func newQuietSlider(min, max float64) *quietSlider {
	s := &quietSlider{}
	s.Min, s.Max, s.Step = min, max, 1
	s.Orientation = widget.Horizontal
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey implements fyne.Focusable.
func (s *quietSlider) TypedKey(e *fyne.KeyEvent) {
	if s.keys != nil && s.keys(e) {
		return
	}
	s.Slider.TypedKey(e)
}

// TypedRune implements fyne.Focusable.
func (s *quietSlider) TypedRune(r rune) {
	if s.runes != nil {
		s.runes(r)
	}
}

// movesEntry is the entry where moves are typed. Typing goes to it, but
// Ctrl+Enter still solves and Escape still cancels a search: the screen
// says "Press Solve (Ctrl+Enter)" right after Enter has applied the moves.
type movesEntry struct {
	widget.Entry
	onSolve  func()
	onEscape func()
	onHelp   func()
}

func newMovesEntry() *movesEntry {
	e := &movesEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedShortcut implements fyne.Shortcutable: the desktop driver sends
// Ctrl+Enter to the focused entry as a shortcut, which widget.Entry drops.
func (e *movesEntry) TypedShortcut(s fyne.Shortcut) {
	if cs, ok := s.(*desktop.CustomShortcut); ok {
		switch {
		case isSolveShortcut(cs):
			if e.onSolve != nil {
				e.onSolve()
			}
			return
		case isRedoShortcut(cs):
			// The entry knows Ctrl+Y as redo, not Ctrl+Shift+Z.
			e.Entry.TypedShortcut(&fyne.ShortcutRedo{})
			return
		case isQuitShortcut(cs):
			quit()
			return
		}
	}
	e.Entry.TypedShortcut(s)
}

// isRedoShortcut reports whether s is Ctrl+Shift+Z (Cmd+Shift+Z on a Mac).
func isRedoShortcut(s *desktop.CustomShortcut) bool {
	return s.KeyName == fyne.KeyZ && s.Modifier == fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift
}

// TypedKey implements fyne.Focusable.
func (e *movesEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && e.onEscape != nil {
		e.onEscape()
		return
	}
	if k.Name == fyne.KeyF1 && e.onHelp != nil {
		e.onHelp()
		return
	}
	e.Entry.TypedKey(k)
}

// isSolveShortcut reports whether s is Ctrl+Enter (Cmd+Enter on a Mac).
func isSolveShortcut(s *desktop.CustomShortcut) bool {
	return (s.KeyName == fyne.KeyReturn || s.KeyName == fyne.KeyEnter) &&
		s.Modifier == fyne.KeyModifierShortcutDefault
}
