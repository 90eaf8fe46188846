package main

import (
	"strings"

	"cubesolver/solver/cube"
)

var checkCmd = &command{
	name:    "check",
	args:    "FACELETS|-",
	summary: "say whether stickers describe a real cube, and what is wrong if not",
	help: `
Check prints "ok" if FACELETS describes a cube that can be reached by turning
faces, and exits 0. Otherwise it prints what is wrong and where, with the fix
Cube Explorer's AutoFix would make if there is a unique one, and exits 1.
FACELETS may be split over several arguments (a net typed face by face).
With '-' it checks one cube a line from standard input and prints one result
a line; it exits 1 if any cube is bad.` + pocketFaceletsHelp,
	run: runCheck,
}

func runCheck(e *env, args []string) int {
	fs, pz, code, done := e.parseFacelets(args)
	if done {
		return code
	}
	arg := strings.Join(fs.Args(), "")
	if fs.NArg() > 1 && strings.Contains(arg, "-") {
		return e.usageError(fs, "'-' must be the only argument")
	}
	if pz == puzzle2x2 {
		return runPocketCheck(e, arg)
	}
	return e.eachCube(arg, func(s string) (string, int) {
		if err := checkFacelets(s); err != nil {
			return err.Error(), exitNo
		}
		return "ok", exitOK
	})
}

// checkFacelets parses s and checks that it is a real cube.
func checkFacelets(s string) error {
	f, err := cube.ParseFacelets(s)
	if err != nil {
		return err
	}
	_, err = f.ToCubie()
	return err
}
