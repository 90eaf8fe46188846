package puzzle

import (
	"errors"

	"cubesolver/app/internal/words"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// Reach says why the cube of verdict from cannot be turned into the
// target of verdict to, "" if it can, and whether the two verdicts say
// enough to tell (both arranged, see Verdict.Arranged). Neither need be
// a real cube: a cube put back with a corner twisted reaches a target
// twisted alike, which is what a person whose cube was taken apart
// wants of a pattern copied from it. A real cube and a faulty target,
// or the other way round, never reach each other, and the reason says
// which fault they differ by.
func Reach(p Puzzle, from, to Verdict) (why string, known bool) {
	if !from.Arranged || !to.Arranged {
		return "", false
	}
	var err error
	if p == Cube2 {
		_, err = pocket.Relative(from.Pocket, to.Pocket)
	} else {
		_, err = cube.Relative(from.Cubie, to.Cubie)
	}
	if err == nil {
		return "", true
	}
	// Short enough for the note under Solve, which shows it whole: the
	// note under the net is about the cube alone.
	var ce *cube.Error
	if errors.As(err, &ce) {
		switch ce.Kind {
		case cube.ErrTwist:
			return "No turns reach the target: its corner twists differ from the cube's.", true
		case cube.ErrFlip:
			return "No turns reach the target: its edge flips differ from the cube's.", true
		case cube.ErrParity:
			return "No turns reach the target: its permutation parity differs from the cube's.", true
		}
	}
	return words.Sentence(err.Error()), true
}
