package app

import "cubesolver/solver/cube"

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

// colourWords name colours in solver/cube's messages as the user sees
// them: "white (U)" on its own, "white" in a list of colours.
var colourWords = cube.Words{
	One:    func(f cube.Face) string { return colourName(f) + " (" + f.String() + ")" },
	InList: colourName,
}
