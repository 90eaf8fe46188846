package editor

import (
	"strings"

	"cubesolver/solver/cube"
)

// Moves typed under Moves and not applied (Enter not pressed) are for
// the cube they were typed for: the one shown when they were last typed
// (or put back by undo). While that cube is shown, Solve applies them
// first: a person who types a scramble and presses Solve means the cube
// it makes. Once the cube has changed another way (pasted, Random,
// Reset, Clear, a pattern, a scan, painted, undone...), they are not
// for it: they stay in the field, Solve solves the cube as shown, and
// the line under the field says so (Enter applies them to this cube).
// Each cube of each puzzle, and its target, keeps its own typed moves
// with the cube they were typed for, across restarts too; moves restored
// without it (saved by an older version) are taken as typed for another.

// typedPending reports whether the text under Moves is for the cube
// shown, to be applied by Solve.
func (e *Editor) typedPending() bool {
	return pendingFor(e.UI.Moves.Text, e.typedFor, e.Facelets)
}

// pendingFor reports whether text, typed for the cube typedFor (nil if
// not known), is for f.
func pendingFor(text string, typedFor *cube.Facelets, f cube.Facelets) bool {
	return strings.TrimSpace(text) != "" && typedFor != nil && *typedFor == f
}

// showTyped says under the field that the moves there were typed for the
// cube before it changed, if they were; else it says nothing.
func (e *Editor) showTyped() {
	if strings.TrimSpace(e.UI.Moves.Text) == "" || e.typedPending() {
		e.UI.MovesError(nil)
		return
	}
	e.UI.MovesStale(e.noun())
}
