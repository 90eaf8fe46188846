package main

import (
	"errors"

	"cubesolver/solver/cube"
)

// A cube can be given to solve as the scramble that makes it from solved,
// as cubers get it from a timer: "R U R' U'" as well as 54 stickers.
// Which it is, cube.LooksLikeStickers says, as it does for the window's
// Moves entry. Its solution is then never longer than the scramble: the
// search is given it (solver.Options.Scramble), as the window's is.

// readCube reads a cube given as FACELETS or as a scramble's MOVES (see
// cube.LooksLikeStickers); for a scramble it also returns its face turns,
// simplified (not nil, even if none: nil means facelets). An error says
// which it was read as; notation is true for a scramble that does not
// parse (bad notation, exit 2, where bad stickers are a bad cube). With
// caret its message shows the bad token under a caret; without, it is one
// line, as '-' prints it.
func readCube(text string, caret bool) (f cube.Facelets, scramble []cube.Move, notation bool, err error) {
	if cube.LooksLikeStickers(text, cube.NumFacelets) {
		f, err = cube.ParseFacelets(text)
		if err != nil {
			return f, nil, false, errors.New("invalid cube: " + err.Error())
		}
		return f, nil, false, nil
	}
	parse := cube.ParseAlg
	if caret {
		parse = parseAlg
	}
	alg, err := parse(text)
	if err != nil {
		return f, nil, true, errors.New("invalid scramble: " + err.Error())
	}
	return alg.ApplyUpright(cube.SolvedFacelets()), cube.Simplify(alg.MovesUpright()), false, nil
}
