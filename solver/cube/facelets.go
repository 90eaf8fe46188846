package cube

import (
	"strings"
	"unicode"
)

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
func (f Facelets) String() string { return StickersString(f[:]) }

// StickersString returns stickers as their faces' letters, '.' for blank
// ones: the facelet string of this cube or of the pocket cube.
func StickersString(f []Face) string {
	var b strings.Builder
	b.Grow(len(f))
	for _, x := range f {
		b.WriteString(x.String())
	}
	return b.String()
}

// FaceletName names sticker i as Cube Explorer does, e.g. "U1" or "B9".
func FaceletName(i int) string { return StickerName(i, 9) }

// StickerName names sticker i of a cube whose faces have perFace stickers
// each, in the order U R F D L B: the face's letter and the sticker's
// number on it, e.g. "U1"; "?" for an index off the cube.
func StickerName(i, perFace int) string {
	if i < 0 || i >= 6*perFace {
		return "?"
	}
	return Face(i/perFace).String() + string(rune('1'+i%perFace))
}

// ParseFacelets reads a 54-letter facelet string (URFDLB, either case, '.'
// for a blank sticker). Spaces (any Unicode space, a no-break one too) and
// line breaks between letters are ignored so that a net copied as nine
// lines, or from a web page, also parses. A string in six other
// letters, colour initials say (W Y G O R B), is read by its centres: each
// letter stands for the face whose centre has it. Lengths and positions
// count characters, not bytes. A comment, from // to the end of the line,
// is left out, as ParseAlg leaves it. It only checks the form; use ToCubie to
// check that the stickers describe a real cube.
func ParseFacelets(s string) (Facelets, error) {
	s = dropComments(s) // "UUU… // my cube", as moves take them
	var f Facelets
	var letters [NumFacelets]rune
	n := 0
	faceLetters := true                          // every character is U R F D L B or '.'
	others, firstOther, otherAt := 0, rune(0), 0 // characters that are no letter nor '.'
	badBytes, firstBad, badAt := 0, rune(0), 0   // of them, bytes that are not UTF-8
	// A byte that is no UTF-8 is a character of its own, quoted back as
	// it was.
	for c := range Chars(s) {
		if unicode.IsSpace(c) { // a no-break space too, as web pages copy it
			continue
		}
		if !unicode.IsLetter(c) && c != '.' {
			if others == 0 {
				firstOther, otherAt = c, n+1
			}
			others++
			if _, ok := badByte(c); ok {
				if badBytes == 0 {
					firstBad, badAt = c, n+1
				}
				badBytes++
			}
		}
		if n < NumFacelets {
			letters[n] = c
			face, ok := faceOf(c)
			f[n] = face
			faceLetters = faceLetters && ok
		}
		n++
	}
	if n != NumFacelets {
		msg := "a facelet string has 54 letters, this one has " + itoa(n)
		if others > 0 && others < n {
			// A stray character typed among the stickers: say which and
			// where, not only that there is one too many. (Stickers all
			// labelled with digits, none a letter, are counted as letters.)
			other := strings.TrimPrefix(QuoteLetter(firstOther), "letter ") + " at position " + itoa(otherAt)
			if others > 1 {
				other = itoa(others) + " other characters, the first " + other
			}
			letters := itoa(n-others) + " letters"
			if n-others == 1 {
				letters = "1 letter"
			}
			msg = "a facelet string has 54 letters, this one has " + letters + " and " + other
		} else if n > 0 && badBytes == n {
			// No letter at all, only bytes (a binary file, a line of
			// Latin-1 symbols): "has 3" alone read as three letters.
			msg = "a facelet string has 54 letters, this one has " + onlyBadBytes(n, firstOther)
		} else if badBytes > 0 && others == n {
			// Digits and bytes, no letter: the digits count as letters
			// (stickers labelled so), the bytes are said.
			msg += " (" + QuoteLetter(firstBad) + " at position " + itoa(badAt) + " is not UTF-8 text)"
		} else if n == 24 {
			msg += " (a 2x2x2's)" // as the pocket cube's says "(a 3x3x3's)" of 54
		}
		summary := msg
		if n == NumFacelets+1 && others == 0 {
			if extra := ExtraLetter(s, isRealCube); extra != "" {
				msg += "; " + extra
			}
		}
		return f, &Error{Kind: ErrLength, Summary: summary, Msg: msg}
	}
	if faceLetters {
		return f, nil
	}
	return byCentres(&letters)
}

// isRealCube reports whether s is the facelet string of a real cube.
func isRealCube(s string) bool {
	f, err := ParseFacelets(s)
	if err == nil {
		_, err = f.ToCubie()
	}
	return err == nil
}

// faceOf is FaceFromLetter for any character.
func faceOf(c rune) (Face, bool) {
	if c >= 0x80 {
		return 0, false
	}
	return FaceFromLetter(byte(c))
}

// byCentres reads letters that are not face names by the centres: if the
// six centres hold six different letters and every sticker one of them (or
// '.'), each sticker gets the face whose centre has its letter. Otherwise
// it says what is wrong: two centres alike, or the first letter on no
// centre (a typo), naming the centres' letters.
func byCentres(letters *[NumFacelets]rune) (Facelets, error) {
	var f Facelets
	face := map[rune]Face{'.': Blank}
	var centres []string
	for c := U; c <= B; c++ {
		i := 9*int(c) + 4
		x := unicode.ToUpper(letters[i])
		if x == '.' {
			return f, &Error{Kind: ErrLetter, Stickers: []int{i},
				Msg: "the " + c.String() + " centre (" + FaceletName(i) + ") is blank; every centre has a colour"}
		}
		if d, dup := face[x]; dup {
			j := 9*int(d) + 4
			return f, &Error{Kind: ErrLetter, Stickers: []int{j, i},
				Msg: "the " + d.String() + " and " + c.String() + " centres (" + FaceletName(j) + ", " + FaceletName(i) +
					") both hold the " + QuoteLetter(letters[i]) + "; each centre needs a letter of its own"}
		}
		face[x] = c
		centres = append(centres, string(x))
	}
	for i, x := range letters {
		g, ok := face[unicode.ToUpper(x)]
		if !ok {
			return f, &Error{Kind: ErrLetter, Stickers: []int{i},
				Msg: "the " + QuoteLetter(x) + " at position " + itoa(i+1) + " (" + FaceletName(i) +
					") is on no centre; the centres hold " + strings.Join(centres, " ") +
					" (use U R F D L B, or six letters of your own, one on each centre)"}
		}
		f[i] = g
	}
	return f, nil
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
