package cube

import (
	"strings"
	"testing"
)

// A facelet string of one letter too many (a key pressed twice) is told
// which letter looks extra when taking it out leaves a real cube: it was
// told only "this one has 55".
func TestParseFaceletsExtraLetter(t *testing.T) {
	const real = "DDBRURRBLUDLURDFBBULFUFLUBLRDDRDUFRRBBBLLFDFFULLFBFDUR" // R U F' D2 L B' R2 U'
	for _, tc := range []struct{ in, want string }{
		// An F slipped in after the 10th letter.
		{real[:10] + "F" + real[10:], "this one has 55; the letter 'F' at position 11 looks extra: without it the cube is valid"},
		// The same, in rows of nine as a net is copied: positions count
		// letters.
		{real[:9] + " " + real[9:10] + "F" + real[10:18] + " " + real[18:], "the letter 'F' at position 11 looks extra"},
		// A letter doubled: either of the two.
		{real[:16] + "B" + real[16:], "one 'B' of the 3 at positions 17 to 19 looks extra"},
		// Any letter may be the one, not only one naming a face.
		{real + "X", "the letter 'X' at position 55 looks extra"},
		{strings.Repeat("U", 10) + SolvedFacelets().String()[9:], "one 'U' of the 10 at positions 1 to 10 looks extra"},
		{real + "U", "the letter 'U' at position 55 looks extra"},
	} {
		_, err := ParseFacelets(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.in, err, tc.want)
		}
	}
	// No letter whose removal leaves a real cube (two stickers swapped
	// besides): only the length is told.
	swapped := real[:10] + "F" + real[11:12] + real[10:11] + real[12:]
	for _, in := range []string{swapped[:30] + "U" + swapped[30:], swapped + "X", real + "UU", real[:53]} {
		_, err := ParseFacelets(in)
		if err == nil || strings.Contains(err.Error(), "extra") {
			t.Errorf("%s: %v, want no letter said to be extra", in, err)
		}
	}
}

// ExtraLetter names no letter when taking out different ones leaves
// different real cubes.
func TestExtraLetterAmbiguous(t *testing.T) {
	valid := func(s string) bool { return s == "ab" || s == "ba" }
	if got := ExtraLetter("aba", valid); got != "" {
		t.Errorf("two letters make two valid strings: %q", got)
	}
	if got := ExtraLetter("abb", valid); !strings.Contains(got, "one 'b' of the 2 at positions 2 to 3") {
		t.Errorf("abb: %q", got)
	}
}
