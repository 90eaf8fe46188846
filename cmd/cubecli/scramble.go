package main

import (
	"context"
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"cubesolver/solver"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// A cube can be given to solve as the scramble that makes it from solved,
// as cubers get it from a timer: "R U R' U'" as well as 54 stickers. Its
// solution is then never longer than the scramble: the standard search
// looks outright for a shortest solution of up to the scramble's length
// (up to 12 moves), and where nothing shorter than the scramble is found
// in the time, the scramble undone is the answer.

// isScramble reports whether text names a cube by the moves of a scramble
// rather than by its stickers (stickers of them): it has a character only
// notation has (a prime, a digit, a bracket, a comma), or it is words of
// one or two letters ("R U F", "Rw", "Ri") that are not the stickers
// spaced out. About as many letters as stickers in rows of two sticker
// letters ("UU FF UB RR ...", a pocket cube typed row by row), of this
// puzzle or the other, are stickers: two letters are a move as a wide
// turn, "Rw", or with "i" for inverse, "Ri". And about as many letters as
// stickers with a stray character or two among them, run together or in
// rows, are stickers mistyped: read as moves run together they would make
// another cube, and a confident answer for it.
func isScramble(text string, stickers int) bool {
	letters, notation := 0, 0
	for _, r := range text {
		switch {
		case strings.ContainsRune(notationOnly, r):
			notation++
		case unicode.IsLetter(r):
			letters++
		}
	}
	words := strings.Fields(text)
	longWord := false // stickers, a row or a face at a time; moves are one or two letters
	rowOfTwo := false // two sticker letters: a pocket cube's row of stickers
	for _, w := range words {
		n := utf8.RuneCountInString(w)
		longWord = longWord || n > 2
		rowOfTwo = rowOfTwo || n == 2 && stickerRow(w)
	}
	near := func(n int) bool { return max(letters-n, n-letters) <= 2 }
	if near(stickers) && notation <= 2 && (longWord || rowOfTwo || len(words) == 1) {
		return false
	}
	// Rows of two of the other puzzle's stickers (a pocket cube given to
	// the 3x3x3's solve) are stickers too, so that their count is said
	// wrong, rather than moves run together solved as another cube.
	if rowOfTwo && notation <= 2 && (near(cube.NumFacelets) || near(pocket.NumFacelets)) {
		return false
	}
	if notation > 0 {
		return true
	}
	return !longWord && letters > 0 && !(letters == stickers && len(words) == stickers) // not the stickers spaced out
}

// stickerRow reports whether word w could be a row of stickers: every
// character a sticker's (stickerLetters), and no wide turn ("Rw"). A
// move with "i" for inverse ("Ri") is not one: i names no colour.
func stickerRow(w string) bool {
	if strings.HasSuffix(w, "w") {
		return false
	}
	for _, r := range w {
		if !strings.ContainsRune(stickerLetters, r) {
			return false
		}
	}
	return true
}

// stickerLetters are the characters a sticker is typed as: a face's
// letter, a colour's initial (white, yellow, green, orange; red and blue
// are R and B), either case, or '.' for a blank.
const stickerLetters = "URFDLBWYGOurfdlbwygo."

// notationOnly are the characters that moves have and stickers do not.
const notationOnly = "'’′0123456789()[],:"

// readCube reads a cube given as FACELETS or as a scramble's MOVES (see
// isScramble); for a scramble it also returns its face turns, simplified
// (not nil, even if none: nil means facelets). An error says which it was
// read as; notation is true for a scramble that does not parse (bad
// notation, exit 2, where bad stickers are a bad cube). With caret its
// message shows the bad token under a caret; without, it is one line, as
// '-' prints it.
func readCube(text string, caret bool) (f cube.Facelets, scramble []cube.Move, notation bool, err error) {
	if !isScramble(text, cube.NumFacelets) {
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
