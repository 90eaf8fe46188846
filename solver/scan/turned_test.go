package scan

import (
	"path/filepath"
	"slices"
	"strings"
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
	if res, fixed, err := ResolveHeld(colours); err != nil || fixed != nil || res.Facelets.String() != want {
		t.Fatalf("as given: %v %v %v", res.Facelets, fixed, err)
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
			res, fixed, err := ResolveHeld(c)
			if turn, ok := fixed.(*FaceTurn); err != nil || !ok || *turn != (FaceTurn{f, 4 - k}) || res.Facelets.String() != want || !readClean(res) {
				t.Errorf("%v turned %d: %v %v %v", f, k, res.Facelets, fixed, err)
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
	if res, fixed, err := ResolveHeld(c); err != nil || fixed != nil || readClean(res) {
		t.Errorf("superflip, U turned: %v %v %v", res.Facelets, fixed, err)
	}
}

// Every face's colours given turned alike (a camera held on its side, the
// photos stored so) are read turned back, and said so; on the real scans
// with a known answer, turned each of the three ways, none is read wrong.
func TestResolveAllTurned(t *testing.T) {
	files, _ := filepath.Glob("testdata/real/*.txt")
	short := []string{"3x3x3-random-01.txt", "3x3x3-random-03.txt"}
	found, left := 0, 0
	for _, name := range files {
		want := expected(t, name)
		if want == "" {
			continue
		}
		colours := readScan(t, name)
		for k := 1; k < 4; k++ {
			if testing.Short() && (k != 1+len(name)%3 || !slices.Contains(short, filepath.Base(name))) {
				continue // a cube left in doubt costs 37 reads
			}
			c := colours
			for f := 0; f < 6; f++ {
				for i := 0; i < 9; i++ {
					c[f*9+turned(i, k)] = colours[f*9+i]
				}
			}
			res, fixed, err := ResolveHeld(c)
			if err != nil {
				t.Errorf("%s turned %d: %v", name, k, err)
				continue
			}
			got := res.Facelets.String()
			switch {
			case fixed == nil && readClean(res):
				// A pattern whose faces turned alike make a real cube
				// too (the tetris turned a half): that cube is read.
				t.Logf("%s turned %d: a cube as given, %s", name, k, got)
			case fixed == nil || !readClean(res):
				left++
			case got != want:
				t.Errorf("%s turned %d: read %s (%v), want %s", name, k, got, fixed, want)
			default:
				if a, ok := fixed.(*AllTurned); ok && a.Turns != 4-k {
					t.Errorf("%s turned %d: %v", name, k, fixed)
				}
				found++
			}
		}
	}
	t.Logf("%d read right, %d left as given", found, left)
	if found == 0 {
		t.Error("no cube turned alike read right")
	}
	if got := (AllTurned{3}).String(); !strings.Contains(got, "every photo was turned alike: read each turned back a quarter turn anticlockwise") {
		t.Errorf("String: %q", got)
	}
}
