package photo

import (
	"fmt"
	"math"

	"cubesolver/solver/scan"
)

// A cube read from two corners needs the second photo of the opposite
// corner, the cube turned over. A person who forgets to turn it shows a
// face twice and one not at all; on a scrambled cube the pieces then do
// not fit and stickers are in doubt, but a solved cube's uniform faces fit
// any six colours, and were read as solved or, two faces' stickers split
// between two colours that are one, as another cube with no sticker in
// doubt. So the two photos' centres are compared first.
//
// Only where a colour cannot be mistaken for another of a cube's six:
// clearly blue, green or yellow (hue families far apart, and each of them
// one face's colour on a cube). White and yellow in an over-exposed photo
// look alike, and red and orange share a hue under some light (in the
// robot's photos of ../shared/photos, orange at 24-40 degrees, red at
// 27-35), so two centres of those are not taken for one colour.

// RepeatedFaceError reports that a face of the second corner photo has the
// colour of a face of the first: the same face shown twice.
type RepeatedFaceError struct {
	First, Second int // the faces' places in their photos: 0 on top, 1 at the left, 2 at the right
	Colour        string
}

var places = [3]string{"on top", "at the left", "at the right"}

func (e *RepeatedFaceError) Error() string {
	return fmt.Sprintf("the second photo's face %s is %s, as is the first photo's face %s: a face shown twice; the second photo must show the opposite corner, the cube turned over",
		places[e.Second], e.Colour, places[e.First])
}

// CheckOpposite returns a *RepeatedFaceError if a face of the second
// corner view, second, shows clearly the colour of a face of the first
// (both blue, both green or both yellow at their centres), else nil. The
// faces are as SampleCorner measures them: on top, at the left, at the
// right.
func CheckOpposite(first, second [3][9]scan.RGB) error {
	for i := range first {
		for j := range second {
			a, b := hueFamily(first[i][4]), hueFamily(second[j][4])
			if a != "" && a == b {
				return &RepeatedFaceError{First: i, Second: j, Colour: a}
			}
		}
	}
	return nil
}

// hueFamily is "blue", "green" or "yellow" for a colour clearly so, else
// "". On the 28 photos of a solved cube in ../shared/photos/cubecolor the
// centres' hues (CIELAB) are blue 266-282 degrees, green 136-139, yellow
// 105-108, orange 60-65, red 32-41, and white has a chroma under 5; in the
// robot's photos green is at 176-185, blue at 272-282.
func hueFamily(c scan.RGB) string {
	l := scan.ToLab(float64(c.R), float64(c.G), float64(c.B))
	if math.Hypot(l[1], l[2]) < minFamilyChroma {
		return ""
	}
	h := math.Atan2(l[2], l[1]) * 180 / math.Pi
	if h < 0 {
		h += 360
	}
	switch {
	case h >= 90 && h < 118:
		return "yellow"
	case h >= 125 && h < 200:
		return "green"
	case h >= 215 && h < 315:
		return "blue"
	}
	return ""
}

// minFamilyChroma is the chroma (CIELAB) below which a colour is not
// clearly of a hue: white and grey, and yellow washed out by light.
const minFamilyChroma = 20
