package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Fyne gives the keyboard focus to a select, a slider or an entry that is
// clicked, and from then on the keys go to it rather than to the window:
// after choosing a speed, → would choose the next speed instead of
// stepping the player, and Escape would not stop a search. These wrappers
// hand the window's own keys (see app's installKeys) back to it first,
// but for the keys a select opens its list with; what the window does not
// use, the widget gets.

// windowKeys is the window's handler of a key typed while a widget has
// the focus; it reports whether it used the key.
type windowKeys func(*fyne.KeyEvent) bool

// QuietSelect is a widget.Select that passes the window's keys on, and
// every character typed (the colour keys), which a select has no use for.
// The keys that open its list (Space, ↑ and ↓) are its own while it has
// the focus: Tab to it and Space opens it, as on any desktop.
//
// A value picked from its list (with the mouse or the keys) gives the
// focus up: the list is done with, and Space plays the player again, as
// it does when nothing has the focus. Fyne's select kept the focus after
// a pick, so Space opened the list again. A value set by the program
// (SetSelected) or stepped with ← and → leaves the focus alone.
type QuietSelect struct {
	widget.Select
	Keys  windowKeys
	Runes func(rune)

	// set is true while a change comes from SetSelected,
	// SetSelectedIndex or a key rather than from the list.
	set bool
}

func NewQuietSelect(options []string, changed func(string)) *QuietSelect {
	s := &QuietSelect{}
	s.Options = options
	// Fyne's list calls OnChanged alone when a value is picked from it
	// (not through SetSelected): what is not set otherwise was picked.
	s.OnChanged = func(v string) {
		if changed != nil {
			changed(v)
		}
		if !s.set {
			s.picked()
		}
	}
	s.ExtendBaseWidget(s)
	return s
}

// picked gives the focus up, if the select has it, once a value has been
// picked from its list.
func (s *QuietSelect) picked() {
	c := fyne.CurrentApp().Driver().CanvasForObject(s)
	if c != nil && c.Focused() == fyne.Focusable(s) {
		c.Unfocus()
	}
}

// SetSelected chooses text, as widget.Select's does, keeping the focus
// where it is.
func (s *QuietSelect) SetSelected(text string) {
	s.set = true
	defer func() { s.set = false }()
	s.Select.SetSelected(text)
}

// SetSelectedIndex chooses the option at index, as widget.Select's
// does, keeping the focus where it is.
func (s *QuietSelect) SetSelectedIndex(index int) {
	s.set = true
	defer func() { s.set = false }()
	s.Select.SetSelectedIndex(index)
}

// TypedKey implements fyne.Focusable.
func (s *QuietSelect) TypedKey(e *fyne.KeyEvent) {
	if opensList(e.Name) {
		s.Select.TypedKey(e)
		return
	}
	if s.Keys != nil && s.Keys(e) {
		return
	}
	// ← and → step the value without the list: the focus stays.
	s.set = true
	defer func() { s.set = false }()
	s.Select.TypedKey(e)
}

// TypedRune implements fyne.Focusable.
func (s *QuietSelect) TypedRune(r rune) {
	if s.Runes != nil {
		s.Runes(r)
	}
}

// opensList reports whether key opens a focused select's list.
func opensList(key fyne.KeyName) bool {
	return key == fyne.KeySpace || key == fyne.KeyUp || key == fyne.KeyDown
}

// QuietSlider is a widget.Slider that passes the window's keys and
// characters on.
type QuietSlider struct {
	widget.Slider
	Keys  windowKeys
	Runes func(rune)
}

func NewQuietSlider(min, max float64) *QuietSlider {
	s := &QuietSlider{}
	s.Min, s.Max, s.Step = min, max, 1
	s.Orientation = widget.Horizontal
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey implements fyne.Focusable.
func (s *QuietSlider) TypedKey(e *fyne.KeyEvent) {
	if s.Keys != nil && s.Keys(e) {
		return
	}
	s.Slider.TypedKey(e)
}

// TypedRune implements fyne.Focusable.
func (s *QuietSlider) TypedRune(r rune) {
	if s.Runes != nil {
		s.Runes(r)
	}
}
