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

// FocusTarget is what takes the keyboard focus for the player: its 3D
// cube. The player itself does not, as its controls are inside it: Fyne
// walks the focus back (Shift+Tab) through a focusable parent before its
// children, and the order was not Tab's reversed.
func (p *Player) FocusTarget() fyne.Focusable { return p.cube }

// FocusGained implements fyne.Focusable.
func (v *cubeView) FocusGained() {}

// FocusLost implements fyne.Focusable.
func (v *cubeView) FocusLost() {}

// TypedRune implements fyne.Focusable. Space comes as a key as well, so
// the player needs no runes; they go on to OnOtherRune.
func (v *cubeView) TypedRune(r rune) {
	if p := v.player; p.OnOtherRune != nil {
		p.OnOtherRune(r)
	}
}

// TypedKey implements fyne.Focusable. Keys the player has no use for go on
// to OnOtherKey.
func (v *cubeView) TypedKey(e *fyne.KeyEvent) {
	if p := v.player; !p.HandleKey(e.Name) && p.OnOtherKey != nil {
		p.OnOtherKey(e)
	}
}
