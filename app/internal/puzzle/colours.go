package puzzle

import "cubesolver/solver/cube"

// ColourNames name the sticker colours of the default scheme, indexed by
// cube.Face. People describe a cube by its colours, not by face letters, so
// messages use these words.
var ColourNames = [cube.Blank + 1]string{
	cube.U: "white", cube.R: "red", cube.F: "green",
	cube.D: "yellow", cube.L: "orange", cube.B: "blue",
	cube.Blank: "blank",
}

// ColourName names the colour of face f.
func ColourName(f cube.Face) string {
	if int(f) < len(ColourNames) {
		return ColourNames[f]
	}
	return "?"
}

// ColourWords name colours in solver/cube's messages as the user sees
// them: "white (U)" on its own, "white" in a list of colours.
var colourWords = cube.Words{
	One:    func(f cube.Face) string { return ColourName(f) + " (" + f.String() + ")" },
	InList: ColourName,
}
