package scan

import (
	"testing"

	"cubesolver/solver/cube"
)

// A face's colours given turned (its photo held with another side on
// top) are read turned back, and said so; a cube read clean as given is
// not turned; a pattern that reads clean with either of two faces turned
// back is left as given, its stickers in doubt.
func TestResolveTurned(t *testing.T) {
	colours := readScan(t, "testdata/real/3x3x3-random-01.txt")
	want := expected(t, "testdata/real/3x3x3-random-01.txt")
	if res, turn, err := ResolveTurned(colours); err != nil || turn != nil || res.Facelets.String() != want {
		t.Fatalf("as given: %v %v %v", res.Facelets, turn, err)
	}
	for f := cube.U; f <= cube.B; f++ {
		for k := 1; k < 4; k++ {
			if testing.Short() && k != 1+int(f)%3 {
				continue
			}
			c := colours
			for i := 0; i < 9; i++ {
				c[int(f)*9+turned(i, k)] = colours[int(f)*9+i]
			}
			res, turn, err := ResolveTurned(c)
			if err != nil || turn == nil || *turn != (FaceTurn{f, 4 - k}) || res.Facelets.String() != want || !readClean(res) {
				t.Errorf("%v turned %d: %v %v %v", f, k, res.Facelets, turn, err)
			}
		}
	}
	if got := (FaceTurn{cube.F, 1}).String(); got != "the photo of F was held turned: read turned back a quarter turn clockwise (hold each face with the face above it on the net on top)" {
		t.Errorf("String: %q", got)
	}

	// The superflip's U turned a quarter: D turned back reads clean too.
	colours = readScan(t, "testdata/real/3x3x3-superflip.txt")
	c := colours
	for i := 0; i < 9; i++ {
		c[turned(i, 1)] = colours[i]
	}
	if res, turn, err := ResolveTurned(c); err != nil || turn != nil || readClean(res) {
		t.Errorf("superflip, U turned: %v %v %v", res.Facelets, turn, err)
	}
}
