package app

import (
	"time"

	"fyne.io/fyne/v2"

	"cubesolver/solver/cube"
)

// Preference keys. The cube is kept as its facelet string ('.' for blank
// stickers), so a half-described cube survives a restart too.
const (
	prefCube    = "cube"
	prefMode    = "mode"
	prefTarget  = "target"
	prefTimeout = "timeoutMillis"
	prefColour  = "colour"
	prefMoves   = "moves"
	// prefBigDeclined is set once the user has said "Not now" to building
	// the big table, so that the offer does not come back at every start.
	prefBigDeclined = "bigTableDeclined"
)

// savedState is what the window restores at start.
type savedState struct {
	Facelets cube.Facelets
	HasCube  bool // Facelets was saved (else start solved)
	Settings Settings
	Colour   cube.Face
	Moves    string // the text of the moves entry
}

// loadState reads the saved state from p; anything missing or unreadable
// takes its default.
func loadState(p fyne.Preferences) savedState {
	st := savedState{Facelets: cube.SolvedFacelets(), Settings: DefaultSettings()}
	if f, err := cube.ParseFacelets(p.String(prefCube)); err == nil {
		st.Facelets, st.HasCube = f, true
	}
	if m, err := ParseMode(p.String(prefMode)); err == nil {
		st.Settings.Mode = m
	}
	st.Settings.MaxLength = p.IntWithFallback(prefTarget, st.Settings.MaxLength)
	st.Settings.Timeout = time.Duration(p.IntWithFallback(prefTimeout, int(st.Settings.Timeout/time.Millisecond))) * time.Millisecond
	st.Settings = st.Settings.normalize()
	if c := p.IntWithFallback(prefColour, int(cube.U)); c >= 0 && c <= int(cube.Blank) {
		st.Colour = cube.Face(c)
	}
	st.Moves = p.String(prefMoves)
	return st
}

// Each change is saved as it happens, so nothing is lost however the
// window is closed.

func saveCube(p fyne.Preferences, f cube.Facelets) { p.SetString(prefCube, f.String()) }

func saveSettings(p fyne.Preferences, s Settings) {
	p.SetString(prefMode, s.Mode.String())
	p.SetInt(prefTarget, s.MaxLength)
	p.SetInt(prefTimeout, int(s.Timeout/time.Millisecond))
}

func saveColour(p fyne.Preferences, c cube.Face) { p.SetInt(prefColour, int(c)) }

func saveMoves(p fyne.Preferences, s string) { p.SetString(prefMoves, s) }
