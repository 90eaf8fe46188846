package editor

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/words"
	"cubesolver/solver/cube"
)

// Moves applied from under Moves (Enter or Apply), pasted as moves
// (Ctrl+V or the paste button) or given at the start (-scramble) are
// not left in the field: they are done with, and a second Enter would
// turn the cube by them again. Undo, typed in the field once it has no
// typing left to undo, or anywhere else while the field is empty, takes
// the apply back and puts the text under Moves, so that a slip can be
// corrected; redo, while the field still holds that text, applies it
// again and empties the field. Text that cannot be
// applied stays in the field, its error under it, so nothing typed is
// lost.

// appliedMoves is the text applied and the edit it made: which cube,
// the cube it left, and the undo step it is.
type appliedMoves struct {
	text   string
	puzzle puzzle.Puzzle
	role   puzzle.Role
	result cube.Facelets
	depth  int
}

// applyTyped applies what is typed under Moves (Apply or Enter) and, once
// it is applied, clears the field.
func (e *Editor) applyTyped() error {
	text := e.UI.Moves.Text
	edits := e.edits
	p, r := e.Puzzle, e.Role
	if err := e.ApplyMoves(text); err != nil {
		return err
	}
	if e.Puzzle == p && e.Role == r {
		e.UI.Moves.SetText("")
	} else {
		// Read as the other puzzle's stickers or pattern, which switched
		// to it: the text went with them, and the field shows the moves
		// typed for the cube now edited.
		e.Docs[p][r].typed, e.Docs[p][r].typedFor = "", nil
		if e.OnMovesText != nil {
			e.OnMovesText(p, r, "", cube.Facelets{})
		}
	}
	e.rememberApplied(text, edits)
	return nil
}

// ApplyPending applies the moves typed under Moves and not applied yet, as
// Apply does, and returns their error (said under the field), if any: a
// person who types a scramble and presses Solve means the cube it makes.
// With the target shown, moves typed for the cube are applied to it too,
// and the note says so; if they do not read, the cube is shown with their
// error. (The target's, with the cube shown, wait for the target: applied,
// they would make Solve go to it.) Moves typed for a cube that has changed
// since are left where they are, the line under Moves saying so, or the
// note for the cube's with the target shown (see typed.go).
func (e *Editor) ApplyPending() error {
	if e.typedPending() {
		if err := e.applyTyped(); err != nil {
			return err
		}
	} else {
		e.showTyped()
	}
	d := &e.Docs[e.Puzzle][puzzle.RoleCube]
	text := strings.Join(strings.Fields(d.typed), " ")
	if e.Role == puzzle.RoleCube || text == "" {
		return nil
	}
	if !pendingFor(text, d.typedFor, d.Facelets) {
		e.UI.Note(fmt.Sprintf("The moves typed for the cube (%s) were not applied: they were typed for it before it changed. Enter under Moves, with Cube chosen, applies them to it.",
			words.Shorten(text, 60)))
		return nil
	}
	p, shown := e.Puzzle, e.Role
	e.SwitchTo(p, puzzle.RoleCube)
	if err := e.applyTyped(); err != nil {
		return err
	}
	if e.Puzzle != p {
		// The other puzzle's stickers or pattern, read as its cube: that
		// puzzle is shown now, saying so; nothing is solved.
		return errSwitchedPuzzle
	}
	e.SwitchTo(p, shown)
	e.UI.Note(fmt.Sprintf("Applied the moves typed for the cube first: %s.", words.Shorten(text, 60)))
	return nil
}

// errSwitchedPuzzle is ApplyPending's when moves typed for the cube were
// the other puzzle's stickers or pattern, and that puzzle is shown now.
var errSwitchedPuzzle = errors.New("the other puzzle is edited now")

// ApplyTyped applies text as if typed under Moves and applied there: the
// start-up scramble, which the search then knows as the cube's (see
// ScrambleOf) and undo takes back. Bad moves stay in the field, their
// error under it.
func (e *Editor) ApplyTyped(text string) error {
	e.UI.Moves.SetText(text)
	return e.applyTyped()
}

// rememberApplied notes text as the moves just applied, if applying them
// made an edit (the edits counted were edits before), so that undo can
// take them back with their text.
func (e *Editor) rememberApplied(text string, edits int) {
	e.applied, e.undone = appliedMoves{}, appliedMoves{}
	// The field is one line, and not for thousands of moves (see
	// MaxSavedMoves): undo then takes the moves back without their text.
	text = strings.Join(strings.Fields(text), " ")
	if e.edits == edits || text == "" || utf8.RuneCountInString(text) > MaxSavedMoves {
		return
	}
	e.applied = appliedMoves{text: text, puzzle: e.Puzzle, role: e.Role, result: e.Facelets, depth: len(e.Hist.undo)}
}

// undoApplied takes back the moves last applied, and puts their text
// under Moves, if the field is empty and nothing has been edited since;
// false if there is nothing such to take back (undo is then a plain one).
func (e *Editor) undoApplied() bool {
	a := e.applied
	if a.text == "" || e.UI.Moves.Text != "" || a.puzzle != e.Puzzle || a.role != e.Role ||
		a.result != e.Facelets || a.depth != len(e.Hist.undo) {
		return false
	}
	e.applied = appliedMoves{}
	e.step(e.Hist.back)
	e.UI.Moves.SetText(a.text)
	e.undone = a
	return true
}

// redoApplied applies again the moves undoApplied took back, and empties
// the field, if it still holds their text and nothing has been edited
// since; false otherwise (redo is then a plain one, and the field keeps
// what was typed there).
func (e *Editor) redoApplied() bool {
	a := e.undone
	h := &e.Hist
	if a.text == "" || e.UI.Moves.Text != a.text || a.puzzle != e.Puzzle || a.role != e.Role ||
		len(h.undo) != a.depth-1 || !h.canRedo() || h.redo[len(h.redo)-1] != a.result {
		return false
	}
	e.undone = appliedMoves{}
	e.step(h.forward)
	e.UI.Moves.SetText("")
	e.applied = a
	return true
}
