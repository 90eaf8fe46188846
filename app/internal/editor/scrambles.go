package editor

import (
	"cubesolver/app/internal/puzzle"
	"cubesolver/solver/cube"
)

// A cube made by turning the solved 3x3x3 (a scramble typed or pasted
// under Moves) has a solution no longer than its scramble: the scramble
// undone. The editor remembers which cubes were so made, and by which
// moves, for the search (search.Options.Scramble), as cubecli is given
// the scramble itself. A cube whose stickers were painted since is
// another cube: no scramble is known for it, unless undo brings the
// scrambled cube back.

// maxKnownScrambles bounds the cubes remembered; past it the oldest are
// forgotten all at once (a session of hundreds of scrambles applied).
const maxKnownScrambles = 256

// ScrambleOf returns face turns that make the 3x3x3 cube f from solved,
// if the editor knows any: f was made by applying moves to a cube whose
// scramble was known (the solved cube's is no moves), or the moves typed
// under Moves make it. It returns nil if none is known.
func (e *Editor) ScrambleOf(f cube.Facelets) []cube.Move {
	if f == cube.SolvedFacelets() {
		return []cube.Move{}
	}
	if moves, ok := e.scrambles[f]; ok {
		return moves
	}
	// The moves under Moves (kept from the last run, say) may make it.
	if alg, err := cube.ParseAlg(e.UI.Moves.Text); err == nil {
		if moves := cube.Simplify(alg.MovesUpright()); makes(moves, f) {
			return moves
		}
	}
	return nil
}

// movesApplied remembers the scramble of the cube now edited, made from
// the cube before by alg, if that one's scramble is known.
func (e *Editor) movesApplied(before cube.Facelets, alg cube.Alg) {
	if e.Puzzle != puzzle.Cube3 {
		return // the pocket cube's every solution is a shortest one
	}
	prior := e.ScrambleOf(before)
	if prior == nil {
		return
	}
	// The editor turns the cube back upright after the moves (as
	// ApplyUpright does), so their face turns are as seen held as at the
	// start: "y R" turned the face that was green.
	moves := cube.Simplify(append(append([]cube.Move{}, prior...), alg.MovesUpright()...))
	if !makes(moves, e.Facelets) {
		return // left held another way (no rotation stands it upright)
	}
	if e.scrambles == nil || len(e.scrambles) >= maxKnownScrambles {
		e.scrambles = map[cube.Facelets][]cube.Move{}
	}
	e.scrambles[e.Facelets] = moves
}

// makes reports whether moves make f from the solved cube.
func makes(moves []cube.Move, f cube.Facelets) bool {
	return cube.Solved().Apply(moves).Facelets() == f
}
