package photo

import (
	"fmt"
	"math"

	"cubesolver/solver/scan"
)

// A cube read from two corners needs the second photo of the opposite
// corner, the cube turned over. A person who forgets to turn it, or
// photographs the same corner twice, shows a face twice and one not at
// all; on a scrambled cube the pieces then do not fit and stickers are in
// doubt, but a solved cube's uniform faces fit any six colours, and were
// read as solved or, two faces' stickers split between two colours that
// are one, as another cube with no sticker in doubt. So the two photos'
// faces are compared first.
//
// Two faces are the same face shown twice where each of the nine stickers
// of one is alike its place's on the other, one of them turned as the
// other photo sees it (a solved cube's faces of one colour, a scrambled
// cube's the same pattern). Alike is told relatively, not by a colour's
// hue range: a colour's hue moves with the light and the camera, and a
// hue shifted 22 degrees took a yellow face for green, the first photo's
// green for the same face, and refused a right pair. On the 28 photos of
// a solved cube in ../shared/photos/cubecolor, one colour in two photos
// differs in hue (CIELAB) by at most 9 degrees (red; 5 orange, 3 green,
// 15 blue), where red and orange differ by at least 18; white's chroma by
// at most 4, where yellow's is over 60 more. Red and orange are the
// closest pair, warm hues, and only they get the narrower limit.
//
// A face of white and yellow over-exposed alike (as in the robot's photos
// of ../shared/photos, 1 unit apart) cannot be told from the other; a
// solved cube photographed so is refused, where a scrambled one's faces
// differ in their stickers.

// RepeatedFaceError reports that a face of the second corner photo is a
// face of the first: the same face shown twice.
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
// corner view, second, is a face of the first (every sticker alike, one
// face turned as the other photo sees it), else nil. The faces are as
// SampleCorner measures them: on top, at the left, at the right, each for
// the same view.
func CheckOpposite(first, second [3][9]scan.RGB) error {
	for i := range first {
		for j := range second {
			if sameFace(first[i], second[j]) {
				return &RepeatedFaceError{First: i, Second: j, Colour: colourWord(first[i][4])}
			}
		}
	}
	return nil
}

// sameFace says whether faces a and b have every sticker alike, b turned
// by one of the four quarter turns.
func sameFace(a, b [9]scan.RGB) bool {
	for t := 0; t < 4; t++ {
		same := true
		for i := 0; i < 9 && same; i++ {
			same = alike(a[i], b[turnedBy(i, t)])
		}
		if same {
			return true
		}
	}
	return false
}

// alike says whether two stickers, each in its own photo, may be of one
// colour: both of little chroma (white, grey), or both of more and their
// hues within sameHue (sameWarmHue for reds and oranges).
func alike(a, b scan.RGB) bool {
	ca, ha := chromaHue(a)
	cb, hb := chromaHue(b)
	if ca < minFamilyChroma || cb < minFamilyChroma {
		return ca < minFamilyChroma && cb < minFamilyChroma
	}
	d := math.Abs(ha - hb)
	d = min(d, 360-d)
	if warm(ha) || warm(hb) {
		return d < sameWarmHue
	}
	return d < sameHue
}

// sameHue and sameWarmHue are the most two stickers' hues (CIELAB, in
// degrees) differ in two photos of one colour (see above).
const (
	sameHue     = 22
	sameWarmHue = 14
)

// warm says whether a hue is of red or orange (red 32-41 degrees, orange
// 60-65 on the solved cube's photos; the robot's 24-40).
func warm(h float64) bool { return h < 80 || h >= 340 }

// chromaHue returns a colour's chroma and hue (CIELAB, degrees 0-360).
func chromaHue(c scan.RGB) (float64, float64) {
	l := scan.ToLab(float64(c.R), float64(c.G), float64(c.B))
	h := math.Atan2(l[2], l[1]) * 180 / math.Pi
	if h < 0 {
		h += 360
	}
	return math.Hypot(l[1], l[2]), h
}

// colourWord names a face's colour in a message by its centre: the
// nearest of the usual six by hue (white where it has little chroma).
// It is a word for the person, not a measurement: the face's place in
// its photo says which it is.
func colourWord(c scan.RGB) string {
	ch, h := chromaHue(c)
	switch {
	case ch < minFamilyChroma:
		return "white"
	case h < 50 || h >= 340:
		return "red"
	case h < 80:
		return "orange"
	case h < 118:
		return "yellow"
	case h < 200:
		return "green"
	case h < 315:
		return "blue"
	}
	return "red"
}

// minFamilyChroma is the chroma (CIELAB) below which a colour is not
// clearly of a hue: white and grey, and yellow washed out by light.
const minFamilyChroma = 20
