package app

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/player"
	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/solvepanel"
	"cubesolver/app/internal/words"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// Preference keys. The cube is kept as its facelet string ('.' for blank
// stickers), so a half-described cube survives a restart too.
const (
	prefCube    = "cube"
	prefMode    = "mode"
	prefTarget  = "target"
	prefTimeout = "timeoutMillis"
	// prefOptimalTimeout is optimal mode's own limit (see Settings).
	prefOptimalTimeout = "optimalTimeoutMillis"
	prefColour         = "colour"
	prefMoves          = "moves"
	prefSpeed          = "playSpeed"
	prefTable          = "optimalTable"
	// prefTableDeclined is set once the user has said "Not now" to
	// building the optimal table, so that the offer does not come back at
	// every start.
	prefTableDeclined = "optimalTableDeclined"
	// The puzzle described, the pocket cube's metric, and the cubes besides
	// the 3x3x3 in hand (prefCube). Whether to solve to the target is not
	// kept, for either puzzle, nor whether its cube or its target is shown:
	// a target left chosen would change what Solve does unseen, and a start
	// on the target invites pasting one's cube into it. Each start shows
	// each puzzle's cube, To on Solved; the targets themselves are kept.
	prefPuzzle = "puzzle"
	prefMetric = "metric"
	// The window's size when it last settled or was closed, in Fyne's
	// units, as "WIDTHxHEIGHT".
	prefWindowSize = "windowSize"
)

// prefTyped names the key of the moves typed for each puzzle's cube and
// target, not applied, and prefTypedFor the key of the cube they were
// typed for (its facelet string): Solve applies them to that cube only.
var (
	prefTyped = [2][2]string{
		puzzle.Cube3: {puzzle.RoleCube: prefMoves, puzzle.RoleTarget: "targetMoves"},
		puzzle.Cube2: {puzzle.RoleCube: "pocketMoves", puzzle.RoleTarget: "pocketTargetMoves"},
	}
	prefTypedFor = [2][2]string{
		puzzle.Cube3: {puzzle.RoleCube: "movesFor", puzzle.RoleTarget: "targetMovesFor"},
		puzzle.Cube2: {puzzle.RoleCube: "pocketMovesFor", puzzle.RoleTarget: "pocketTargetMovesFor"},
	}
)

// prefDoc names the key of each puzzle's cube and target.
var prefDoc = [2][2]string{
	puzzle.Cube3: {puzzle.RoleCube: prefCube, puzzle.RoleTarget: "targetCube"},
	puzzle.Cube2: {puzzle.RoleCube: "pocketCube", puzzle.RoleTarget: "pocketTarget"},
}

// savedState is what the window restores at start.
type savedState struct {
	Facelets cube.Facelets
	HasCube  bool // Facelets was saved (else start solved)
	// Docs are the other cubes saved (nil: not saved) by puzzle and role;
	// Docs[Cube3][roleCube] is Facelets. Puzzle is the one described.
	Docs     [2][2]*cube.Facelets
	Puzzle   puzzle.Puzzle
	Settings solvepanel.Settings
	Colour   cube.Face
	// Typed are the moves typed for each cube and not applied, by puzzle
	// and role, and TypedFor the cube each were typed for (nil if not
	// known).
	Typed    [2][2]string
	TypedFor [2][2]*cube.Facelets
	Speed    float64 // the player's speed, 0 for the default
	// movesRefused lists the keys of moves saved that were too long to
	// restore, and of the cubes they were typed for: not to be kept.
	movesRefused []string
	// Problem says what could not be restored, for the user; "" if all
	// was.
	Problem string
}

// loadState reads the saved state from p; anything missing or unreadable
// takes its default, and Problem says so.
func loadState(p fyne.Preferences) savedState {
	st := savedState{Facelets: cube.SolvedFacelets(), Settings: solvepanel.DefaultSettings()}
	var problems []string
	if s := p.String(prefCube); s != "" {
		if f, err := cube.ParseFacelets(s); err == nil {
			st.Facelets, st.HasCube = f, true
		} else {
			problems = append(problems, "the cube saved last time could not be read ("+err.Error()+"), so the solved cube is shown")
		}
	}
	for pz := range st.Docs {
		for r := range st.Docs[pz] {
			if puzzle.Puzzle(pz) == puzzle.Cube3 && puzzle.Role(r) == puzzle.RoleCube {
				continue
			}
			s := p.String(prefDoc[pz][r])
			if s == "" {
				continue
			}
			if f, err := puzzle.Puzzle(pz).ParseFacelets(s); err == nil {
				st.Docs[pz][r] = &f
			} else {
				problems = append(problems, "a cube saved last time could not be read ("+err.Error()+")")
			}
		}
	}
	st.Puzzle, _ = puzzle.Parse(p.String(prefPuzzle))
	if m, ok := search.ParseMetric(p.String(prefMetric)); ok {
		st.Settings.Metric = m
	}
	if m, err := ParseMode(p.String(prefMode)); err == nil {
		st.Settings.Mode = m
	}
	st.Settings.MaxLength = p.IntWithFallback(prefTarget, st.Settings.MaxLength)
	st.Settings.Timeout = time.Duration(p.IntWithFallback(prefTimeout, int(st.Settings.Timeout/time.Millisecond))) * time.Millisecond
	st.Settings.OptimalTimeout = time.Duration(p.IntWithFallback(prefOptimalTimeout, int(st.Settings.OptimalTimeout/time.Millisecond))) * time.Millisecond
	st.Settings.OptimalTable = p.StringWithFallback(prefTable, st.Settings.OptimalTable)
	st.Settings = st.Settings.Normalize()
	if c := p.IntWithFallback(prefColour, int(cube.U)); c >= 0 && c <= int(cube.Blank) {
		st.Colour = cube.Face(c)
	}
	if x := p.FloatWithFallback(prefSpeed, 0); slices.Contains(player.SpeedChoices, player.FormatSpeed(x)) {
		st.Speed = x
	}
	for pz, keys := range prefTyped {
		for r, key := range keys {
			text := p.String(key)
			if n := utf8.RuneCountInString(text); n > editor.MaxSavedMoves {
				problems = append(problems, fmt.Sprintf("the moves typed last time (%d characters) were too long to restore", n))
				text, st.movesRefused = "", append(st.movesRefused, key, prefTypedFor[pz][r])
			}
			st.Typed[pz][r] = text
			if f, err := puzzle.Puzzle(pz).ParseFacelets(p.String(prefTypedFor[pz][r])); err == nil && text != "" {
				st.TypedFor[pz][r] = &f
			}
		}
	}
	if problems != nil {
		st.Problem = words.Sentence(strings.Join(problems, "; "))
	}
	return st
}

// Each change is saved as it happens, so nothing is lost however the
// window is closed. A value is written only when it changes: each write
// makes Fyne write the whole file again, truncating it first, and another
// Cube Solver started at the same moment reads it half written ("Fyne
// error: Preferences load error: EOF"). Numbers read back from the file
// are JSON's float64, which Fyne takes for a change when an int is set.

// setInt sets key to x unless it holds x already.
func setInt(p fyne.Preferences, key string, x int) {
	if p.IntWithFallback(key, x) != x || p.IntWithFallback(key, x+1) != x {
		p.SetInt(key, x)
	}
}

// setFloat sets key to x unless it holds x already.
func setFloat(p fyne.Preferences, key string, x float64) {
	if p.FloatWithFallback(key, x) != x || p.FloatWithFallback(key, x+1) != x {
		p.SetFloat(key, x)
	}
}

// saveDoc keeps puzzle pz's cube of role r as its facelet string.
func saveDoc(p fyne.Preferences, pz puzzle.Puzzle, r puzzle.Role, f cube.Facelets) {
	p.SetString(prefDoc[pz][r], pz.FaceletString(f))
}

func savePuzzle(p fyne.Preferences, pz puzzle.Puzzle) { p.SetString(prefPuzzle, pz.String()) }

func saveSettings(p fyne.Preferences, s solvepanel.Settings) {
	p.SetString(prefMode, s.Mode.String())
	setInt(p, prefTarget, s.MaxLength)
	setInt(p, prefTimeout, int(s.Timeout/time.Millisecond))
	setInt(p, prefOptimalTimeout, int(s.OptimalTimeout/time.Millisecond))
	// The default size is saved only once another was picked: until then
	// a start may take a larger size found built (optimalTable.takeBuiltTable).
	if s.OptimalTable != solvepanel.DefaultOptimalTable || p.String(prefTable) != "" {
		p.SetString(prefTable, s.OptimalTable)
	}
	p.SetString(prefMetric, s.Metric.String())
}

func saveColour(p fyne.Preferences, c cube.Face) { setInt(p, prefColour, int(c)) }

// saveMoves keeps s, typed for puzzle pz's cube of role r when it was
// typedFor, and that cube.
func saveMoves(p fyne.Preferences, pz puzzle.Puzzle, r puzzle.Role, s string, typedFor cube.Facelets) {
	p.SetString(prefTyped[pz][r], s)
	f := ""
	if s != "" {
		f = pz.FaceletString(typedFor)
	}
	if p.String(prefTypedFor[pz][r]) != f {
		p.SetString(prefTypedFor[pz][r], f)
	}
}

func saveSpeed(p fyne.Preferences, x float64) { setFloat(p, prefSpeed, x) }

// windowSize is the window's size at the start: size if one is given
// (-size), else the size it had when last closed, else 1200x720, wide
// enough for the editor and the 3D cube side by side. A saved size
// smaller than the window is made for (800x600) is not used.
func windowSize(p fyne.Preferences, size fyne.Size) fyne.Size {
	if !size.IsZero() {
		return size
	}
	var w, h float32
	if _, err := fmt.Sscanf(p.String(prefWindowSize), "%gx%g", &w, &h); err == nil && w >= LeastSize.Width && h >= LeastSize.Height {
		return fyne.NewSize(w, h)
	}
	return fyne.NewSize(1200, 720)
}

// saveWindowSize keeps the window's size s for the next start.
func saveWindowSize(p fyne.Preferences, s fyne.Size) {
	if v := fmt.Sprintf("%gx%g", s.Width, s.Height); p.String(prefWindowSize) != v {
		p.SetString(prefWindowSize, v)
	}
}
