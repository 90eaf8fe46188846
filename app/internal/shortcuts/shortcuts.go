// Package shortcuts names the window's key combinations that any widget
// with the focus must pass on (Ctrl+Q quits, Ctrl+Enter solves,
// Ctrl+Shift+Z redoes) and the quitting itself, which tests replace.
package shortcuts

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// Quit is Ctrl+Q (Cmd+Q on a Mac), which closes the window.
var Quit = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}

// IsQuit reports whether s is the quit shortcut.
func IsQuit(s fyne.Shortcut) bool {
	cs, ok := s.(*desktop.CustomShortcut)
	return ok && cs.KeyName == Quit.KeyName && cs.Modifier == Quit.Modifier
}

// QuitApp closes the program, as closing its window does; tests replace it.
var QuitApp = func() {
	if a := fyne.CurrentApp(); a != nil {
		a.Quit()
	}
}

// IsRedo reports whether s is Ctrl+Shift+Z (Cmd+Shift+Z on a Mac).
func IsRedo(s *desktop.CustomShortcut) bool {
	return s.KeyName == fyne.KeyZ && s.Modifier == fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift
}

// IsSolve reports whether s is Ctrl+Enter (Cmd+Enter on a Mac).
func IsSolve(s *desktop.CustomShortcut) bool {
	return (s.KeyName == fyne.KeyReturn || s.KeyName == fyne.KeyEnter) &&
		s.Modifier == fyne.KeyModifierShortcutDefault
}
