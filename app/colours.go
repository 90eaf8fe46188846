package app

import (
	"regexp"
	"strings"

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

// colourList matches a list of colours as solver/cube writes it.
var colourList = regexp.MustCompile(`colours [URFDLB](, [URFDLB])+\b`)

// humanize rewrites the "colour U" of solver/cube's messages as
// "white (U)" and "colours U, B, F" as "colours white, blue, green", so that a message about counts reads in the colours the
// user sees.
func humanize(msg string) string {
	msg = colourList.ReplaceAllStringFunc(msg, func(m string) string {
		letters := strings.Split(strings.TrimPrefix(m, "colours "), ", ")
		for i, l := range letters {
			if f, ok := cube.FaceFromLetter(l[0]); ok {
				letters[i] = colourName(f)
			}
		}
		return "colours " + strings.Join(letters, ", ")
	})
	for f := cube.U; f <= cube.B; f++ {
		msg = strings.ReplaceAll(msg, "colour "+f.String()+" ", colourName(f)+" ("+f.String()+") ")
	}
	return msg
}
