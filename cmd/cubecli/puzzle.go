package main

import (
	"flag"
	"fmt"
	"strings"
)

// puzzle is what -puzzle chooses: the 3x3x3 (the default) or the 2x2x2
// pocket cube.
type puzzle int

const (
	puzzle3x3 puzzle = iota
	puzzle2x2
)

func (p *puzzle) String() string {
	if p != nil && *p == puzzle2x2 {
		return "2x2"
	}
	return "3x3"
}

func (p *puzzle) Set(s string) error {
	switch strings.ToLower(s) {
	case "3x3", "3x3x3", "3":
		*p = puzzle3x3
	case "2x2", "2x2x2", "2", "pocket":
		*p = puzzle2x2
	default:
		return fmt.Errorf("want 3x3 or 2x2")
	}
	return nil
}

// puzzleFlag adds -puzzle to fs.
func puzzleFlag(fs *flag.FlagSet) *puzzle {
	p := new(puzzle)
	fs.Var(p, "puzzle", "the puzzle: 3x3 (the Rubik's cube) or 2x2 (the pocket cube)")
	return p
}

// parsePuzzle parses the arguments of a command whose only flag is -puzzle
// (check, verify, facelets): the flags and the puzzle chosen, or done with
// the exit code when the command ends there (help, a bad flag).
func (e *env) parsePuzzle(args []string) (fs *flag.FlagSet, pz puzzle, code int, done bool) {
	fs = e.flagSet()
	p := puzzleFlag(fs)
	code, done = e.parse(fs, args)
	return fs, *p, code, done
}

// parseFacelets is parsePuzzle for check and verify, whose arguments start
// with FACELETS.
func (e *env) parseFacelets(args []string) (fs *flag.FlagSet, pz puzzle, code int, done bool) {
	fs, pz, code, done = e.parsePuzzle(args)
	if !done && fs.NArg() == 0 {
		return fs, pz, e.usageError(fs, "no FACELETS given"), true
	}
	return fs, pz, code, done
}
