package main

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

var verifyCmd = &command{
	name:    "verify",
	args:    "FACELETS|- MOVES...",
	summary: "say whether MOVES solve a cube",
	help: `
Verify applies MOVES (the arguments after FACELETS, joined by spaces) to the
cube FACELETS. If that solves it, it prints "solved" and exits 0; a cube that
ends solved but held in another orientation counts as solved. Otherwise it
prints how many pieces are left out of place or turned and the facelet string
after the moves, and exits 1, as it does for an invalid cube. Bad notation
is an error (exit 2), as is a facelet string where MOVES belong, or no
MOVES at all; an empty argument, "", is MOVES of no moves, verifying the
cube as it is. Moves typed unquoted whose primes the shell took for quotes
(R U R' U' arrives as R, U and "R U") are refused, saying how to quote. With '-' it verifies one cube a line from standard input,
the same MOVES for each, and prints one result a line.

With -to TARGET (as solve takes it: a facelet string, a scramble's moves or
a pattern's name) it says whether MOVES take the cube to TARGET instead:
"at the target", or how many pieces differ from it.` + pocketFaceletsHelp,
	run: runVerify,
}

func runVerify(e *env, args []string) int {
	fs := e.flagSet()
	p := puzzleFlag(fs)
	to := fs.String("to", "", "say whether MOVES take the cube to this `TARGET` (a facelet string, a scramble's moves or a pattern's name) instead of to solved")
	if code, done := e.parse(fs, args); done {
		return code
	}
	pz := *p
	if fs.NArg() == 0 {
		return e.usageError(fs, "no FACELETS given")
	}
	if piece := fs.Arg(0); fs.NArg() > 1 && netPiece(piece) {
		// A net typed face by face, unquoted: where its stickers end and
		// the moves begin is anyone's guess.
		return e.usageError(fs, "%q is a piece of a facelet string: give the cube's FACELETS as one argument (in quotes if typed with spaces), then MOVES", piece)
	}
	if looksLikeMoves(fs.Arg(0), pz) {
		return e.usageError(fs, "%q is moves, not a facelet string: give the cube's FACELETS first, then MOVES ('cubecli facelets MOVES' prints the stickers moves make)", fs.Arg(0))
	}
	if fs.NArg() == 1 {
		// A script whose moves variable came out empty: "not solved"
		// would be a plain no to a question not asked.
		return e.usageError(fs, "no MOVES given after the cube (give \"\" to verify the cube with no moves)")
	}
	// The moves may come in groups, each quoted ("D2 F" "U' R'"), unlike
	// solve's and facelets' (see typedMoves); but not R, U and "R U",
	// which the shell made of R U R' U' typed unquoted.
	if err := primesTakenAsQuotes(fs.Args()[1:]); err != nil {
		return e.usageError(fs, "%v", err)
	}
	moves := strings.Join(fs.Args()[1:], " ")
	if looksLikeFacelets(moves, pz) {
		return e.usageError(fs, "%q is a facelet string, not moves: give the cube's FACELETS first, then MOVES", moves)
	}
	if pz == puzzle2x2 {
		return runPocketVerify(e, fs, *to)
	}
	target := cube.Solved()
	if *to != "" {
		f, err := targetCube(*to)
		if err == nil {
			// The cube is stood upright after the moves (below): so is the
			// target, held any way.
			target, err = heldAs(f, cube.SolvedFacelets())
		}
		if err != nil {
			return e.usageError(fs, "%v", err)
		}
	}
	alg, err := parseAlg(moves)
	if err != nil {
		return e.errorf(exitUsage, "%v", err)
	}
	return e.eachCube(fs.Arg(0), func(s string) (string, int) { return verify(s, alg, target, *to != "") })
}

// verify applies alg to the cube s and describes the outcome: whether it
// is the target (toTarget) or solved.
func verify(s string, alg cube.Alg, target cube.Cubie, toTarget bool) (string, int) {
	// To a target, a cube with a piece turned in place (or two swapped)
	// may reach one alike, as solve -to takes them.
	pieces := cube.Facelets.ToCubie
	if toTarget {
		pieces = cube.Facelets.Pieces
	}
	f, err := cube.ParseFacelets(s)
	if err == nil {
		_, err = pieces(f)
	}
	if err != nil {
		return "invalid cube: " + err.Error(), exitNo // as check and solve say it
	}
	// The stickers keep their colours, and the cube is stood white up,
	// green in front, as the target is and as the window shows it: a turn
	// of the hand at the end ("R x y") is no move, and the red face turned
	// is not the white face turned, as the colours renamed for the centres
	// would say.
	after := alg.ApplyUpright(f)
	c, err := pieces(after)
	if err != nil {
		// Turns keep a real cube real; this would be a bug in the notation code.
		return "the moves made an impossible cube: " + err.Error(), exitUsage
	}
	corners, edges := 0, 0
	for i := range c.CP {
		if c.CP[i] != target.CP[i] || c.CO[i] != target.CO[i] {
			corners++
		}
	}
	for i := range c.EP {
		if c.EP[i] != target.EP[i] || c.EO[i] != target.EO[i] {
			edges++
		}
	}
	switch {
	case corners+edges == 0 && toTarget:
		return "at the target", exitOK
	case corners+edges == 0:
		return "solved", exitOK
	case toTarget:
		return fmt.Sprintf("not at the target: %s and %s differ from the target's; after the moves the cube is %s",
			count(corners, "corner"), count(edges, "edge"), after), exitNo
	}
	return fmt.Sprintf("not solved: %s and %s out of place or turned; after the moves the cube is %s",
		count(corners, "corner"), count(edges, "edge"), after), exitNo
}

// count writes n and the noun, plural if needed: "1 corner", "3 edges".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// looksLikeFacelets reports whether s, given where MOVES belong, is a
// facelet string and no moves: read as moves run together ("UUUUUUUUU"
// as nine U turns) it would make some cube, and a confident answer.
func looksLikeFacelets(s string, pz puzzle) bool {
	single := true // words of one letter: moves here, even as many as stickers
	for _, w := range strings.Fields(s) {
		single = single && utf8.RuneCountInString(w) == 1
	}
	if single {
		return false
	}
	if pz == puzzle2x2 {
		_, err := pocket.Parse(s)
		return err == nil && cube.LooksLikeStickers(s, pocket.NumFacelets)
	}
	_, err := cube.ParseFacelets(s)
	return err == nil && cube.LooksLikeStickers(s, cube.NumFacelets)
}

// netPiece reports whether s is a row or a face of a net, three or nine
// letters of the faces' names, as a net typed with spaces is split.
func netPiece(s string) bool {
	return (len(s) == 3 || len(s) == 9) && strings.Trim(s, "URFDLB") == ""
}

// looksLikeMoves reports whether s, given where FACELETS belongs, is moves
// and no facelet string.
func looksLikeMoves(s string, pz puzzle) bool {
	if _, err := cube.ParseFacelets(s); err == nil || s == "-" {
		return false
	}
	// Stickers mistyped (53 letters, a lowercase one) are a bad cube, as
	// check and solve say, though face letters run together read as turns.
	if cube.LooksLikeStickers(s, cube.NumFacelets) || cube.LooksLikeStickers(s, pocket.NumFacelets) {
		return false
	}
	if _, err := pocket.Parse(s); err == nil && pz == puzzle2x2 {
		return false
	}
	_, err := cube.ParseAlg(s)
	return err == nil
}
