package cube

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// pocketStickers is the 2x2x2's count of stickers (the pocket package's
// NumFacelets, which this package cannot import).
const pocketStickers = 6 * 4

// LooksLikeStickers reports whether text, typed or pasted where either a
// facelet string or moves may be, names a cube by its stickers rather
// than by the moves of a scramble; stickers is the puzzle's count of them
// (NumFacelets, or 24 for the 2x2x2). The cube-solving tool and the
// window's Moves entry both ask it, so that they read the same text the
// same way.
//
// Text is moves if it has a character only notation has (a prime, a
// digit, a bracket, a comma, a slash) or if it is words of one or two letters
// ("R U F", "Rw", "Ri"), unless those are the stickers spaced out. A word
// of three or more characters is stickers, a row or a face at a time.
// About as many letters as stickers in rows of two sticker letters ("UU
// FF UB RR ...", a pocket cube typed row by row), of this puzzle or the
// other, are stickers: two letters are a move as a wide turn, "Rw", or
// with "i" for inverse, "Ri", and rows of other letters, or too few of
// them ("RU RU"), are moves. About as many letters as stickers, of
// this puzzle or the other, with a stray character or two among them, run
// together or in rows, are stickers mistyped: read as moves run together
// they would make another cube (a scramble's "U2'" is no row of them).
// Digits alone, about as many as stickers, are stickers labelled with
// digits. Blank text has no moves in it: stickers, none of them, which the
// facelet parser says. A comment, from // to the end of the line, is not
// looked at.
func LooksLikeStickers(text string, stickers int) bool {
	text = dropComments(text) // its words are no stickers
	letters, notation, digits := 0, 0, 0
	for _, r := range text {
		switch {
		case strings.ContainsRune(notationOnly, r):
			notation++
			if unicode.IsDigit(r) {
				digits++
			}
		case unicode.IsLetter(r):
			letters++
		}
	}
	words := strings.Fields(text)
	longWord := false    // stickers, a row or a face at a time; moves are one or two letters
	rowOfTwo := false    // two sticker letters: a pocket cube's row of stickers
	row := false         // two or more sticker letters
	manyLetters := false // a word of three letters or more, not a move's "U2'"
	for _, w := range words {
		n := utf8.RuneCountInString(w)
		longWord = longWord || n > 2
		manyLetters = manyLetters || countLetters(w) > 2
		rowOfTwo = rowOfTwo || n == 2 && stickerRow(w)
		row = row || n >= 2 && stickerRow(w)
	}
	near := func(n int) bool { return max(letters-n, n-letters) <= 2 }
	if near(stickers) && notation <= 2 && (manyLetters || rowOfTwo || len(words) == 1) {
		return true
	}
	// Rows of the other puzzle's stickers (a pocket cube given to the
	// 3x3x3), a stray character or two among them, are stickers too, so
	// that their count is said wrong, rather than moves run together
	// making another cube.
	if (row || len(words) == 1) && notation <= 2 && (near(NumFacelets) || near(pocketStickers)) {
		return true
	}
	// Digits alone, about as many as stickers, are stickers labelled 1 to
	// 6 (as some programs write them): moves have letters.
	if letters == 0 && digits == notation && (near2(digits, stickers) || near2(digits, NumFacelets) || near2(digits, pocketStickers)) {
		return true
	}
	if notation > 0 {
		return false
	}
	return longWord || letters == 0 || letters == stickers && len(words) == stickers // the stickers spaced out
}

// near2 reports whether n is within two of want.
func near2(n, want int) bool { return max(n-want, want-n) <= 2 }

// countLetters is the count of letters in w.
func countLetters(w string) int {
	n := 0
	for _, r := range w {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}

// stickerRow reports whether word w could be a row of stickers: every
// character a sticker's (stickerLetters), and no wide turn ("Rw"). A
// move with "i" for inverse ("Ri") is not one: i names no colour.
func stickerRow(w string) bool {
	if strings.HasSuffix(w, "w") {
		return false
	}
	for _, r := range w {
		if !strings.ContainsRune(stickerLetters, r) {
			return false
		}
	}
	return true
}

// stickerLetters are the characters a sticker is typed as: a face's
// letter, a colour's initial (white, yellow, green, orange; red and blue
// are R and B), either case, or '.' for a blank.
const stickerLetters = "URFDLBWYGOurfdlbwygo."

// notationOnly are the characters that moves have and stickers do not.
const notationOnly = "'’‘´`′0123456789()[],:/"

// dropComments returns text without its comments, each from // to the end
// of its line, as ParseAlg leaves them out.
func dropComments(text string) string {
	var b strings.Builder
	for line := range strings.Lines(text) {
		if code, _, found := strings.Cut(line, "//"); found {
			line = code + "\n"
		}
		b.WriteString(line)
	}
	return b.String()
}
