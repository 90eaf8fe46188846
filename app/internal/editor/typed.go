package editor

import (
	"strings"

	"cubesolver/app/internal/puzzle"
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
// Text that does not read has its error under the field whenever the
// field shows it (put back by a switch of cube or puzzle, restored, or
// left there while the cube is edited), not only once Enter is pressed.

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

// showTyped says under the field what is wrong with the text there, if it
// does not read, or else that the moves there were typed for the cube
// before it changed, if they were; else it says nothing.
func (e *Editor) showTyped() {
	text := e.UI.Moves.Text
	switch err := e.typedProblem(text); {
	case err != nil:
		e.UI.MovesError(err)
	case strings.TrimSpace(text) == "" || e.typedPending():
		e.UI.MovesError(nil)
	default:
		e.UI.MovesStale(e.noun())
	}
}

// typedProblem is what Apply would say is wrong with text under Moves,
// read as Apply reads it (a pattern's name, a facelet string of either
// puzzle, or moves), without applying anything; nil if it reads, or is
// blank.
func (e *Editor) typedProblem(text string) error {
	if strings.TrimSpace(text) == "" {
		return nil
	}
	for _, p := range []puzzle.Puzzle{puzzle.Cube3, puzzle.Cube2} {
		if _, _, ok := patternCube(p, strings.TrimSpace(text)); ok {
			return nil
		}
	}
	if looksLikeFacelets(text, e.Puzzle) {
		if _, ok := e.otherPuzzleString(text); ok {
			return nil
		}
		if _, err := e.Puzzle.ParseFacelets(text); err != nil {
			return e.faceletsProblem(text, err)
		}
		return nil
	}
	_, err := e.Puzzle.ParseAlg(text)
	return err
}
