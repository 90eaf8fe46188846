package cube

import "strings"

// NumFacelets is the number of stickers on the cube.
const NumFacelets = 54

// Facelets is the cube as its 54 stickers in Kociemba's order
// U1..U9 R1..R9 F1..F9 D1..D9 L1..L9 B1..B9. Each sticker holds the face
// whose centre has its colour. Index 9*f+4 is the centre of face f.
type Facelets [NumFacelets]Face

// SolvedFacelets returns the stickers of the solved cube.
func SolvedFacelets() Facelets {
	var f Facelets
	for i := range f {
		f[i] = Face(i / 9)
	}
	return f
}

// String returns the 54-letter facelet string, '.' for blank stickers.
func (f Facelets) String() string {
	var b strings.Builder
	b.Grow(NumFacelets)
	for _, x := range f {
		b.WriteString(x.String())
	}
	return b.String()
}

// FaceletName names sticker i as Cube Explorer does, e.g. "U1" or "B9".
func FaceletName(i int) string {
	if i < 0 || i >= NumFacelets {
		return "?"
	}
	return Face(i/9).String() + string(rune('1'+i%9))
}

// ParseFacelets reads a 54-letter facelet string (URFDLB, either case, '.'
// for a blank sticker). Spaces and line breaks between letters are ignored so
// that a net copied as nine lines also parses. A string in six other
// letters, colour initials say (W Y G O R B), is read by its centres: each
// letter stands for the face whose centre has it. It only checks the form;
// use ToCubie to check that the stickers describe a real cube.
func ParseFacelets(s string) (Facelets, error) {
	var f Facelets
	var letters [NumFacelets]byte
	n := 0
	var bad *Error // the first letter that names no face
	var badLetter byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			continue
		}
		face, ok := FaceFromLetter(c)
		if !ok && bad == nil && n < NumFacelets {
			badLetter = c
			bad = &Error{Kind: ErrLetter, Stickers: []int{n},
				Msg: "unknown letter " + quoteByte(c) + " at position " + itoa(n+1) + " (" + FaceletName(n) + "); use U R F D L B",
			}
		}
		if n < NumFacelets {
			f[n], letters[n] = face, c
		}
		n++
	}
	if n != NumFacelets {
		return f, &Error{Kind: ErrLength,
			Msg: "a facelet string has 54 letters, this one has " + itoa(n),
		}
	}
	if bad != nil {
		if g, ok := byCentres(&letters); ok {
			return g, nil
		}
		if strings.IndexByte("WYGOwygo", badLetter) >= 0 { // colour initials
			bad.Msg += ", or six letters of your own with a different one on each centre"
		}
		return f, bad
	}
	return f, nil
}

// byCentres reads letters that are not face names by the centres: if the
// six centres hold six different letters and every sticker one of them (or
// '.'), each sticker gets the face whose centre has its letter.
func byCentres(letters *[NumFacelets]byte) (Facelets, bool) {
	const none = Face(255)
	var f Facelets
	var face [256]Face
	for i := range face {
		face[i] = none
	}
	face['.'] = Blank
	for c := U; c <= B; c++ {
		x := upper(letters[9*int(c)+4])
		if face[x] != none {
			return f, false
		}
		face[x] = c
	}
	for i, x := range letters {
		if f[i] = face[upper(x)]; f[i] == none {
			return f, false
		}
	}
	return f, true
}

func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// RelativeToCentres renames every sticker for the face whose centre has its
// colour, which is how a cube held in another orientation is read. Blank
// stickers stay blank; the centres must be six different faces.
func (f Facelets) RelativeToCentres() Facelets {
	var name [Blank + 1]Face
	name[Blank] = Blank
	for face := U; face <= B; face++ {
		name[f[9*int(face)+4]] = face
	}
	for i, x := range f {
		f[i] = name[x]
	}
	return f
}
