package main

import (
	"fmt"
	"math/rand/v2"

	"cubesolver/solver/cube"
)

var randomCmd = &command{
	name:    "random",
	summary: "print random cubes as facelet strings",
	help: `
Random prints facelet strings of cubes chosen uniformly among all
43,252,003,274,489,856,000 positions, one a line. The same -seed gives the
same cubes; without it they differ every run. With -puzzle 2x2 they are
pocket cubes, chosen uniformly among all 3,674,160 positions, held white up,
green in front.`,
	run: runRandom,
}

func runRandom(e *env, args []string) int {
	fs := e.flagSet()
	n := fs.Int("n", 1, "how many cubes to print")
	seed := fs.Uint64("seed", 0, "seed for a repeatable sequence (default: a random seed)")
	pz := puzzleFlag(fs)
	if code, done := e.parse(fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return e.usageError(fs, "unexpected argument %q", fs.Arg(0))
	}
	if *n < 0 {
		return e.usageError(fs, "-n must not be negative, got %d", *n)
	}
	var r *rand.Rand
	if givenFlag(fs, "seed") != nil {
		r = rand.New(rand.NewPCG(*seed, 0x9e3779b97f4a7c15))
	} else {
		r = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	}
	if *pz == puzzle2x2 {
		return runPocketRandom(e, *n, r)
	}
	for i := 0; i < *n; i++ {
		if _, err := fmt.Fprintln(e.stdout, cube.Random(r).Facelets()); err != nil {
			return exitUsage // and run says why
		}
	}
	return exitOK
}
