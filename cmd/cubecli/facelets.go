package main

import (
	"fmt"
	"strings"

	"cubesolver/solver/cube"
)

var faceletsCmd = &command{
	name:    "facelets",
	args:    "MOVES...",
	summary: "print the facelet string of the solved cube after MOVES",
	help: `
Facelets turns the solved cube by MOVES (the arguments, joined by spaces)
and prints the 54-letter facelet string of the result. Moves are read as on
a cube in the hand, as the window reads them: a rotation turns the cube,
the stickers keep their colours, and the cube is printed held white up,
green in front again, so "z R" turns the white face (it prints what U
does) and a rotation at the end changes nothing. With
-puzzle 2x2 it prints the pocket cube's 24 letters; a rotation turns the
cube in the hand, and a wide turn is the face turn. A facelet string given
for MOVES is refused (exit 2), not read as moves run together.

Example:
  cubecli facelets "R U R' U'"`,
	run: runFacelets,
}

func runFacelets(e *env, args []string) int {
	fs, pz, code, done := e.parsePuzzle(args)
	if done {
		return code
	}
	moves, err := typedMoves(fs.Args())
	if err != nil {
		return e.usageError(fs, "%v", err)
	}
	if strings.TrimSpace(moves) == "-" {
		// As solve and check take it: but facelets reads no cubes.
		return e.usageError(fs, "facelets does not read standard input: give the MOVES as arguments, e.g. cubecli facelets \"R U R' U'\"")
	}
	if looksLikeFacelets(moves, pz) {
		return e.usageError(fs, "%q is a facelet string, not moves: facelets turns the solved cube by MOVES", moves)
	}
	if pz == puzzle2x2 {
		return runPocketFacelets(e, fs)
	}
	alg, err := parseAlg(moves)
	if err != nil {
		return e.errorf(exitUsage, "%v", err)
	}
	fmt.Fprintln(e.stdout, alg.ApplyUpright(cube.SolvedFacelets()))
	return exitOK
}
