package main

import (
	"fmt"
	"strings"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

var checkCmd = &command{
	name:    "check",
	args:    "FACELETS|-",
	summary: "say whether stickers describe a real cube, and what is wrong if not",
	help: `
Check prints "ok" if FACELETS describes a cube that can be reached by turning
faces, and exits 0. Otherwise it prints what is wrong and where, with the fix
Cube Explorer's AutoFix would make if there is a unique one, and exits 1.
Where AutoFix has none, but blank stickers ('.') can be coloured one way
only, or one sticker of the wrong colour is the only one whose change makes
a real cube, that is the fix, as in the window's Auto-fix, with the cube
mended: "...; fix: sticker R4 will be F, not U (...): UUUUUULLD...".
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
	if strings.TrimSpace(arg) == "" {
		return e.usageError(fs, "no cube given: the argument is empty; want FACELETS or '-'")
	}
	if typed := strings.Join(fs.Args(), " "); movesNotStickers(typed, pz) {
		return e.usageError(fs, "%s", movesGiven(typed))
	}
	if pz == puzzle2x2 {
		return runPocketCheck(e, arg)
	}
	return e.eachCube(arg, func(s string) (string, int) {
		if movesNotStickers(s, pz) {
			return movesGiven(s), exitUsage
		}
		if err := checkFacelets(s); err != nil {
			return err.Error(), exitNo
		}
		return "ok", exitOK
	})
}

// movesNotStickers reports whether text, given where FACELETS belongs, is
// moves and does not look like stickers mistyped.
func movesNotStickers(text string, pz puzzle) bool {
	n := cube.NumFacelets
	if pz == puzzle2x2 {
		n = pocket.NumFacelets
	}
	return looksLikeMoves(text, pz) && !cube.LooksLikeStickers(text, n)
}

// movesGiven says that text, given to check, is moves.
func movesGiven(text string) string {
	return fmt.Sprintf("%q is moves, not stickers: check takes a FACELETS string; moves always make a real cube ('cubecli facelets MOVES' prints the stickers they make)", strings.TrimSpace(text))
}

// checkFacelets parses s and checks that it is a real cube. Where AutoFix
// has no fix, a mend of the stickers that the window's Auto-fix offers is
// added: blank stickers that the rest of the cube colours one way only, or
// the one sticker whose colour makes it a real cube.
func checkFacelets(s string) error {
	f, err := cube.ParseFacelets(s)
	if err != nil {
		return err
	}
	if _, err = f.ToCubie(); err != nil && !strings.Contains(err.Error(), "fix:") {
		if fix, ok := stickerMend(f, cube.FillBlanks, cube.FixOneSticker, cube.FaceletName); ok {
			return fmt.Errorf("%w; fix: %s", err, fix)
		}
	}
	return err
}

// facelets are the stickers of a 3x3x3 or of a pocket cube.
type facelets interface {
	~[cube.NumFacelets]cube.Face | ~[pocket.NumFacelets]cube.Face
	String() string
}

// stickerMend is the mend of stickers f that check adds where AutoFix has
// none, as the window's Auto-fix offers it: the blank stickers coloured,
// if one way only makes a real cube (fill), else the one sticker whose
// change makes it one (fixOne); ok is false if there is neither. name
// names a sticker.
func stickerMend[F facelets](f F, fill func(F) (F, bool), fixOne func(F) (F, int, bool), name func(int) string) (fix string, ok bool) {
	if g, ok := fill(f); ok {
		return blanksFilled(f, g, name), true
	}
	if g, at, ok := fixOne(f); ok {
		return stickerChanged(f[at], g[at], name(at), g.String()), true
	}
	return "", false
}

// blanksFilled says which colour each blank sticker of f gets in g, and
// the whole cube then, for check's fix.
func blanksFilled[F facelets](f, g F, name func(int) string) string {
	var filled []string
	for i := 0; i < len(f); i++ {
		if f[i] == cube.Blank {
			filled = append(filled, name(i)+" "+g[i].String())
		}
	}
	what := "blank stickers will be " + strings.Join(filled, ", ")
	if len(filled) == 1 {
		what = "blank sticker " + strings.Replace(filled[0], " ", " will be ", 1)
	}
	return what + " (one way only makes a real cube): " + g.String()
}

// stickerChanged says the one sticker whose colour check's fix changes.
func stickerChanged(was, will cube.Face, name, whole string) string {
	return fmt.Sprintf("sticker %s will be %s, not %s (the only sticker whose change makes a real cube): %s", name, will, was, whole)
}
