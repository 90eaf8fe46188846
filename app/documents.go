package app

import (
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
	f       cube.Facelets
	hist    history
	verdict puzzle.Verdict
}

// initDocuments starts the documents: e.f is the 3x3x3's cube, the
// others solved.
func (e *editor) initDocuments() {
	for p := range e.docs {
		for r := range e.docs[p] {
			f := puzzle.Puzzle(p).Solved()
			e.docs[p][r] = document{f: f, verdict: puzzle.Validate(puzzle.Puzzle(p), f)}
		}
	}
}

// doc returns the puzzle's cube of role r as it stands, with its verdict.
func (e *editor) doc(r puzzle.Role) (cube.Facelets, puzzle.Verdict) {
	if r == e.role {
		return e.f, e.verdict
	}
	d := &e.docs[e.puzzle][r]
	return d.f, d.verdict
}

// setDoc makes f puzzle p's cube of role r without editing it (a saved
// cube restored at start). The cube edited is replaced as an edit.
func (e *editor) setDoc(p puzzle.Puzzle, r puzzle.Role, f cube.Facelets) {
	if p == e.puzzle && r == e.role {
		e.edit(f)
		return
	}
	e.docs[p][r] = document{f: f, verdict: puzzle.Validate(p, f)}
}

// switchTo edits puzzle p's cube of role r. The one edited so far keeps
// its stickers and undo history for when it is edited again.
func (e *editor) switchTo(p puzzle.Puzzle, r puzzle.Role) {
	if p == e.puzzle && r == e.role {
		return
	}
	e.endStroke()
	e.docs[e.puzzle][e.role] = document{f: e.f, hist: e.hist, verdict: e.verdict}
	e.puzzle, e.role = p, r
	d := e.docs[p][r]
	e.f, e.hist, e.check = d.f, d.hist, nil
	e.ui.note("")
	if e.onSwitch != nil {
		e.onSwitch(p, r)
	}
	e.ui.setPuzzle(p, r)
	e.refresh()
}

// otherPuzzleString reports whether s is a facelet string of the other
// puzzle (and not one of this one's), and which.
func (e *editor) otherPuzzleString(s string) (puzzle.Puzzle, bool) {
	other := puzzle.Cube2
	if e.puzzle == puzzle.Cube2 {
		other = puzzle.Cube3
	}
	if _, err := e.puzzle.ParseFacelets(s); err == nil {
		return e.puzzle, false
	}
	_, err := other.ParseFacelets(s)
	return other, err == nil
}
