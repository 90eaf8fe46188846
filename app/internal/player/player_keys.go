package player

import "fyne.io/fyne/v2"

// HandleKey carries out the player's keyboard command for key, reporting
// whether it was one: Space plays or pauses, ← and → step back and
// forward, Home and End go to the start and the end. A window whose key
// handler sees keys while no widget has the focus can pass them here.
func (p *Player) HandleKey(key fyne.KeyName) bool {
	switch key {
	case fyne.KeySpace:
		p.TogglePlay()
	case fyne.KeyLeft:
		p.StepBack()
	case fyne.KeyRight:
		p.StepForward()
	case fyne.KeyHome:
		p.GoToStart()
	case fyne.KeyEnd:
		p.GoToEnd()
	default:
		return false
	}
	return true
}

// FocusGained implements fyne.Focusable.
func (p *Player) FocusGained() {}

// FocusLost implements fyne.Focusable.
func (p *Player) FocusLost() {}

// TypedRune implements fyne.Focusable. Space comes as a key as well, so
// the player needs no runes; they go on to OnOtherRune.
func (p *Player) TypedRune(r rune) {
	if p.OnOtherRune != nil {
		p.OnOtherRune(r)
	}
}

// TypedKey implements fyne.Focusable. Keys the player has no use for go on
// to OnOtherKey.
func (p *Player) TypedKey(e *fyne.KeyEvent) {
	if !p.HandleKey(e.Name) && p.OnOtherKey != nil {
		p.OnOtherKey(e)
	}
}
