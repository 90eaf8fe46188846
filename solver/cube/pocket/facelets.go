package pocket

import (
	"strconv"
	"unicode"

	"cubesolver/solver/cube"
)

// NumFacelets is the number of stickers on the pocket cube.
const NumFacelets = 24

// Facelets is the pocket cube as its 24 stickers in the order
// U1..U4 R1..R4 F1..F4 D1..D4 L1..L4 B1..B4; sticker 4*f + 2*row + column
// is on face f. Each sticker holds the face its colour belongs to on the
// solved cube held white up, green in front, or cube.Blank.
type Facelets [NumFacelets]cube.Face

// SolvedFacelets returns the stickers of the solved cube held white up,
// green in front.
func SolvedFacelets() Facelets {
	var f Facelets
	for i := range f {
		f[i] = cube.Face(i / 4)
	}
	return f
}

// String returns the 24-letter facelet string, '.' for blank stickers.
func (f Facelets) String() string { return cube.StickersString(f[:]) }

// FaceletName names sticker i, e.g. "U1" or "B4".
func FaceletName(i int) string { return cube.StickerName(i, 4) }

// Of3x3 returns the index on the 3x3x3 (0..53) of sticker i (0..23): the
// 3x3x3's corner sticker in the same place.
func Of3x3(i int) int { return 9*(i/4) + 6*(i%4/2) + 2*(i%2) }

// From3x3 returns the pocket cube's sticker at the place of the 3x3x3's
// sticker j, or -1 if j is no corner sticker.
func From3x3(j int) int {
	if j < 0 || j >= cube.NumFacelets {
		return -1
	}
	r, c := j%9/3, j%3
	if r == 1 || c == 1 {
		return -1
	}
	return 4*(j/9) + 2*(r/2) + c/2
}

// colourLetter gives the face of a colour's initial: W white, Y yellow,
// G green, O orange (R red and B blue are the faces' own letters).
var colourLetter = map[rune]cube.Face{'W': cube.U, 'Y': cube.D, 'G': cube.F, 'O': cube.L}

// Parse reads a 24-letter facelet string: U R F D L B naming the colours
// as on the solved cube held white up, green in front, or the colours'
// initials W Y G O R B (either case, and the two alphabets may be mixed,
// since R and B mean the same in both); '.' marks a blank sticker. Spaces
// (any Unicode space) and line breaks between letters are ignored. It
// only checks the form; Facelets.Cube checks that the stickers describe
// a real cube.
func Parse(s string) (Facelets, error) {
	var f Facelets
	n := 0
	// A byte that is no UTF-8 is a character of its own, quoted back as
	// it was.
	for c := range cube.Chars(s) {
		if unicode.IsSpace(c) { // a no-break space too, as web pages copy it
			continue
		}
		face, ok := letterFace(c)
		if !ok {
			msg := "the " + cube.QuoteLetter(c) + " at position " + strconv.Itoa(n+1)
			if n < NumFacelets {
				msg += " (" + FaceletName(n) + ")"
			}
			msg += " names no colour; use U R F D L B (white, red, green, yellow, orange, blue), " +
				"W R G Y O B, or '.' for a blank sticker"
			e := &cube.Error{Kind: cube.ErrLetter, Msg: msg, Summary: msg}
			if n < NumFacelets {
				e.Stickers = []int{n}
			}
			return f, e
		}
		if n < NumFacelets {
			f[n] = face
		}
		n++
	}
	if n != NumFacelets {
		msg := "a 2x2x2 facelet string has 24 letters, this one has " + strconv.Itoa(n)
		if n == cube.NumFacelets {
			msg += " (a 3x3x3's)"
		}
		summary := msg
		if n == NumFacelets+1 {
			if extra := cube.ExtraLetter(s, isRealCube); extra != "" {
				msg += "; " + extra
			}
		}
		return f, &cube.Error{Kind: cube.ErrLength, Msg: msg, Summary: summary}
	}
	return f, nil
}

// isRealCube reports whether s is the facelet string of a real pocket
// cube.
func isRealCube(s string) bool {
	f, err := Parse(s)
	if err == nil {
		_, err = f.Cube()
	}
	return err == nil
}

// letterFace reads one letter of a facelet string.
func letterFace(c rune) (cube.Face, bool) {
	if c < 0x80 {
		if f, ok := cube.FaceFromLetter(byte(c)); ok {
			return f, true
		}
	}
	f, ok := colourLetter[unicode.ToUpper(c)]
	return f, ok
}

// cornerFacelet lists each corner position's stickers, U or D sticker
// first, then clockwise, as cube.CornerStickers does on the 3x3x3.
var cornerFacelet = func() (t [8][3]int) {
	for i := range t {
		for k, j := range cube.CornerStickers(i) {
			t[i][k] = From3x3(j)
		}
	}
	return t
}()

// CornerStickers returns the three sticker indexes of corner position i
// (0..7), U or D sticker first, then clockwise.
func CornerStickers(i int) [3]int { return cornerFacelet[i] }

// CornerOf returns the corner position sticker i is on.
func CornerOf(i int) int {
	for c, s := range cornerFacelet {
		for _, j := range s {
			if j == i {
				return c
			}
		}
	}
	return -1
}
