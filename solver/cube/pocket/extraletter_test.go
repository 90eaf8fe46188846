package pocket

import (
	"strings"
	"testing"
)

// A pocket cube's facelet string of 25 letters is told which letter looks
// extra when taking it out leaves a real cube.
func TestParseExtraLetter(t *testing.T) {
	const real = "LBFLUUUBRFLFBRDRFDLURDDB" // R U F' R2 U' F
	_, err := Parse(real[:11] + "D" + real[11:])
	if want := "this one has 25; the letter 'D' at position 12 looks extra: without it the cube is valid"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("%v, want %q", err, want)
	}
	// Two stickers swapped besides: no letter is said to be extra.
	swapped := real[1:2] + real[:1] + real[2:]
	if _, err := Parse(swapped[:11] + "D" + swapped[11:]); err == nil || strings.Contains(err.Error(), "extra") {
		t.Errorf("%v, want no letter said to be extra", err)
	}
}
