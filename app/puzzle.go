package app

import (
	"cubesolver/app/internal/puzzle"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// Puzzle is the cube being described: Cube3, the 3x3x3, or Cube2, the
// 2x2x2 pocket cube.
type Puzzle = puzzle.Puzzle

// The puzzles.
const (
	Cube3 = puzzle.Cube3
	Cube2 = puzzle.Cube2
)

// ParsePuzzle reads a puzzle's name: 3x3 or 2x2 (also 3x3x3 and 2x2x2).
func ParsePuzzle(s string) (Puzzle, bool) { return puzzle.Parse(s) }

// PocketFacelets returns the pocket cube's stickers as the window keeps
// them (Options.Facelets): at the 3x3x3's corner stickers, the others
// blank.
func PocketFacelets(p pocket.Facelets) cube.Facelets { return puzzle.FromPocket(p) }
