package main

import (
	"context"
	"errors"

	"cubesolver/solver"
	"cubesolver/solver/cube"
)

// A cube can be given to solve as the scramble that makes it from solved,
// as cubers get it from a timer: "R U R' U'" as well as 54 stickers.
// Which it is, cube.LooksLikeStickers says, as it does for the window's
// Moves entry. Its solution is then never longer than the scramble: the
// standard search looks outright for a shortest solution of up to the
// scramble's length (up to 12 moves), and where nothing shorter than the
// scramble is found in the time, the scramble undone is the answer.

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
	return alg.Apply(cube.SolvedFacelets()), cube.Simplify(alg.Moves()), false, nil
}

// solveScramble solves cube c, made by scramble, shaped by opts, so that
// the answer is no longer than the scramble: it looks outright for a
// shortest solution as deep as the scramble, where it can, and falls back
// on the scramble undone (undone says it did).
func solveScramble(ctx context.Context, s *solver.Solver, c cube.Cubie, scramble []cube.Move, opts solver.Options) (res solver.Result, undone bool, err error) {
	if len(scramble) <= solver.MaxShortSearch {
		opts.ShortSearch = max(opts.ShortSearch, len(scramble))
	}
	res, err = s.Solve(ctx, c, opts)
	found := res.Best.Len()
	res, err = noLongerThanScramble(res, err, c, scramble)
	return res, err == nil && res.Best.Len() != found, err
}

// noLongerThanScramble returns the result of solving cube c, made by
// scramble, so that its solution is no longer than the scramble: where the
// search found none that short (or none at all), the scramble undone,
// verified on c.
func noLongerThanScramble(res solver.Result, err error, c cube.Cubie, scramble []cube.Move) (solver.Result, error) {
	if err != nil && !errors.Is(err, solver.ErrNoSolution) || err == nil && res.Best.Len() <= len(scramble) {
		return res, err
	}
	undo := cube.Simplify(cube.InvertMoves(scramble))
	if !c.Apply(undo).IsSolved() {
		return res, err // never printed unless it solves the cube
	}
	res.Best, res.Proven = solver.Solution{Moves: undo, Found: res.Elapsed}, false
	return res, nil
}
