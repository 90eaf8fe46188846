package editor

import (
	"fmt"

	"cubesolver/app/internal/puzzle"
	"cubesolver/solver/cube"
)

// The editor describes two cubes of each puzzle: the cube in hand, and the
// target it is to be solved to (the solved cube until the user sets
// another). One of the four is edited at a time, in editor.f and
// editor.hist; the others wait in editor.docs, each with its own undo
// history, so that switching puzzles or cubes loses nothing and is not an
// edit.

// document is one of the cubes the editor describes.
type document struct {
	Facelets cube.Facelets
	hist     history
	verdict  puzzle.Verdict
	// typed is what was typed under Moves for it and not applied: the
	// field shows the typed moves of the cube edited, so that moves typed
	// for the cube are never applied to the target, or to the other
	// puzzle.
	typed string
	// typedFor is the cube typed was typed for, nil if not known: Solve
	// applies typed only to that cube (see typed.go).
	typedFor *cube.Facelets
	// applied and undone are its moves last applied from under Moves and
	// the ones undo took back (see applied.go): undo puts their text
	// back when it is edited again, after the other puzzle's were.
	applied, undone appliedMoves
}

// initDocuments starts the documents: e.f is the 3x3x3's cube, the
// others solved.
func (e *Editor) initDocuments() {
	for p := range e.Docs {
		for r := range e.Docs[p] {
			f := puzzle.Puzzle(p).Solved()
			e.Docs[p][r] = document{Facelets: f, verdict: puzzle.Validate(puzzle.Puzzle(p), f)}
		}
	}
}

// Doc returns the puzzle's cube of role r as it stands, with its verdict.
func (e *Editor) Doc(r puzzle.Role) (cube.Facelets, puzzle.Verdict) {
	if r == e.Role {
		return e.Facelets, e.Verdict
	}
	d := &e.Docs[e.Puzzle][r]
	return d.Facelets, d.verdict
}

// Stickers returns puzzle p's cube of role r as it stands.
func (e *Editor) Stickers(p puzzle.Puzzle, r puzzle.Role) cube.Facelets {
	if p == e.Puzzle && r == e.Role {
		return e.Facelets
	}
	return e.Docs[p][r].Facelets
}

// SetDoc makes f puzzle p's cube of role r without editing it (a saved
// cube restored at start). The cube edited is replaced as an edit.
func (e *Editor) SetDoc(p puzzle.Puzzle, r puzzle.Role, f cube.Facelets) {
	if p == e.Puzzle && r == e.Role {
		e.Edit(f)
		return
	}
	e.Docs[p][r] = document{Facelets: f, verdict: puzzle.Validate(p, f)}
}

// SwitchTo edits puzzle p's cube of role r. The one edited so far keeps
// its stickers and undo history for when it is edited again.
func (e *Editor) SwitchTo(p puzzle.Puzzle, r puzzle.Role) {
	if p == e.Puzzle && r == e.Role {
		return
	}
	e.endStroke()
	e.Docs[e.Puzzle][e.Role] = document{Facelets: e.Facelets, hist: e.Hist, verdict: e.Verdict, typed: e.UI.Moves.Text,
		typedFor: e.typedFor, applied: e.applied, undone: e.undone}
	e.roles[e.Puzzle] = e.Role
	e.Puzzle, e.Role = p, r
	e.roles[p] = r
	d := e.Docs[p][r]
	e.Facelets, e.Hist, e.check, e.painted = d.Facelets, d.hist, nil, -1
	e.applied, e.undone, e.typedFor = d.applied, d.undone, d.typedFor
	e.UI.Note("")
	if e.OnSwitch != nil {
		e.OnSwitch(p, r)
	}
	e.UI.setPuzzle(p, r)
	e.switching = true
	e.UI.Moves.SetText(d.typed)
	e.refresh()
	e.switching = false
}

// RoleOf is which of puzzle p's cubes is edited: the one shown for the
// puzzle edited, else the one it was left on (the cube, until its target
// was edited). Each puzzle has its own Cube | Target, as it has its own
// To: the 2x2x2 chosen from the 3x3x3's target is shown as it was left,
// not on a target no one set.
func (e *Editor) RoleOf(p puzzle.Puzzle) puzzle.Role {
	if p == e.Puzzle {
		return e.Role
	}
	return e.roles[p]
}

// SetTyped puts text under Moves for puzzle p's cube of role r, as if
// typed there for the cube typedFor (nil if not known) and not applied:
// the moves saved last time.
func (e *Editor) SetTyped(p puzzle.Puzzle, r puzzle.Role, text string, typedFor *cube.Facelets) {
	if p == e.Puzzle && r == e.Role {
		e.UI.Moves.SetText(text)
		e.typedFor = typedFor
		e.showTyped()
		return
	}
	e.Docs[p][r].typed, e.Docs[p][r].typedFor = text, typedFor
}

// Switching reports whether the editor is showing another document (the
// target's tab chosen, the other puzzle), not editing one: OnChange is
// told of the document shown, which no one changed.
func (e *Editor) Switching() bool { return e.switching }

// switchFor edits the other puzzle if s is its facelet string (a 2x2x2's
// 24 letters pasted while the 3x3x3 is edited, say), and says so; ""
// if it is not.
func (e *Editor) switchFor(s string) string {
	other, ok := e.otherPuzzleString(s)
	if !ok {
		return ""
	}
	e.SwitchTo(other, e.Role)
	return fmt.Sprintf("%d letters: a %s, so the %s is edited now.", 6*other.Stickers(), puzzle.Labels[other], puzzle.Labels[other])
}

// otherPuzzleString reports whether s is a facelet string of the other
// puzzle (and not one of this one's), and which.
func (e *Editor) otherPuzzleString(s string) (puzzle.Puzzle, bool) {
	other := puzzle.Cube2
	if e.Puzzle == puzzle.Cube2 {
		other = puzzle.Cube3
	}
	if _, err := e.Puzzle.ParseFacelets(s); err == nil {
		return e.Puzzle, false
	}
	_, err := other.ParseFacelets(s)
	return other, err == nil
}
