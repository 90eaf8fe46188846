package app

import (
	"regexp"

	"cubesolver/solver/cube"
)

// colourNames name the sticker colours of the default scheme, indexed by
// cube.Face. People describe a cube by its colours, not by face letters, so
// messages use these words.
var colourNames = [cube.Blank + 1]string{
	cube.U: "white", cube.R: "red", cube.F: "green",
	cube.D: "yellow", cube.L: "orange", cube.B: "blue",
	cube.Blank: "blank",
}

// colourName names the colour of face f.
func colourName(f cube.Face) string {
	if int(f) < len(colourNames) {
		return colourNames[f]
	}
	return "?"
}

// colourOne and colourList match a colour and a list of colours as
// solver/cube writes them: "colour U", "colours U, B, F", "colours U and
// D".
var (
	colourOne  = regexp.MustCompile(`\bcolour ([URFDLB])\b`)
	colourList = regexp.MustCompile(`\bcolours [URFDLB](?:(?:, | and )[URFDLB])+\b`)
	letter     = regexp.MustCompile(`\b[URFDLB]\b`)
)

// humanize rewrites the "colour U" of solver/cube's messages as
// "white (U)" and "colours U, B and F" as "colours white, blue and green",
// so that a message about colours reads in the colours the user sees.
func humanize(msg string) string {
	msg = colourList.ReplaceAllStringFunc(msg, func(m string) string {
		return letter.ReplaceAllStringFunc(m, func(l string) string {
			f, _ := cube.FaceFromLetter(l[0])
			return colourName(f)
		})
	})
	return colourOne.ReplaceAllStringFunc(msg, func(m string) string {
		f, _ := cube.FaceFromLetter(m[len(m)-1])
		return colourName(f) + " (" + m[len(m)-1:] + ")"
	})
}
