package cube

import (
	"strings"
	"unicode"
)

// ExtraLetter looks for the letter too many in s, a facelet string of one
// letter more than its puzzle has (55 for the 3x3x3, 25 for the 2x2x2),
// as a key pressed twice makes. It takes each letter out in turn and asks
// valid whether what is left is a real cube. If one cube comes out, it
// says which letter and where, in words for a message: "the letter 'U' at
// position 11 looks extra: without it the cube is valid". Positions count
// the letters from 1, spaces skipped, as the parsers' messages do; taking
// out any letter of a run of the same one leaves the same string, so a
// run is named whole. It returns "" if no letter or several different
// ones make a real cube.
func ExtraLetter(s string, valid func(string) bool) string {
	var letters []rune
	for _, c := range s {
		if !unicode.IsSpace(c) {
			letters = append(letters, c)
		}
	}
	found, from, to := "", -1, -1
	for i := range letters {
		if i > 0 && letters[i] == letters[i-1] {
			continue // the same string as without the letter before
		}
		rest := string(letters[:i]) + string(letters[i+1:])
		if !valid(rest) {
			continue
		}
		if found != "" {
			return "" // two different cubes: no telling which letter
		}
		found, from, to = rest, i, i
		for to+1 < len(letters) && letters[to+1] == letters[i] {
			to++
		}
	}
	if found == "" {
		return ""
	}
	letter := QuoteLetter(letters[from])
	if from == to {
		return "the " + letter + " at position " + itoa(from+1) + " looks extra: without it the cube is valid"
	}
	return "one " + strings.TrimPrefix(letter, "letter ") + " of the " + itoa(to-from+1) + " at positions " +
		itoa(from+1) + " to " + itoa(to+1) + " looks extra: without it the cube is valid"
}
