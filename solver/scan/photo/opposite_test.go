package photo

import (
	"errors"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cubesolver/solver/scan"
)

// Of every two of the 28 photos of a solved cube taken as the two corners,
// those of opposite corners (no colour in common) pass CheckOpposite, as
// do the scrambled cube's r1 and r2; those that show a face twice are
// refused, naming the faces (a white, red or orange one passed before,
// only blue, green and yellow were told), as is r1 given twice (the same
// corner photographed twice).
func TestCheckOpposite(t *testing.T) {
	dir := filepath.Join(sharedPhotos(t), "cubecolor", "images")
	seen := map[string][3][9]scan.RGB{}
	for _, name := range append(slices.Sorted(maps.Keys(solvedCorners)), "r1", "r2") {
		img, c, err := cornerIn(t, filepath.Join(dir, name+".jpg"))
		if err != nil {
			continue // c13, c17 and c24: no corner found
		}
		if seen[name], err = SampleCorner(img, c, FrontCorner); err != nil {
			t.Fatal(err)
		}
	}
	if err := CheckOpposite(seen["r1"], seen["r2"]); err != nil {
		t.Errorf("r1, r2: %v", err)
	}
	if err := CheckOpposite(seen["r1"], seen["r1"]); err == nil {
		t.Error("r1, r1: not refused")
	}
	opposite, refused := 0, 0
	for a, sa := range seen {
		for b, sb := range seen {
			ca, cb := solvedCorners[a], solvedCorners[b]
			if a == b || ca == "" || cb == "" {
				continue
			}
			err := CheckOpposite(sa, sb)
			if !strings.ContainsAny(ca, cb) {
				opposite++
				if err != nil {
					t.Errorf("%s (%s), %s (%s): %v", a, ca, b, cb, err)
				}
				continue
			}
			// Where a face shows twice, each photo's faces on top, at
			// the left and at the right.
			var want *RepeatedFaceError
			for i := range 3 {
				for j := range 3 {
					if want == nil && ca[i] == cb[j] {
						want = &RepeatedFaceError{First: i, Second: j, Colour: colourWords[ca[i]]}
					}
				}
			}
			var got *RepeatedFaceError
			errors.As(err, &got)
			if got == nil || *got != *want {
				t.Errorf("%s (%s), %s (%s): %v, want %v", a, ca, b, cb, err, want)
				continue
			}
			refused++
		}
	}
	if opposite < 80 || refused < 500 {
		t.Errorf("%d pairs of opposite corners, %d refused", opposite, refused)
	}
	t.Logf("%d pairs of opposite corners passed, %d showing a face twice refused", opposite, refused)
}

// colourWords are the names of cubecolor's colours in messages.
var colourWords = map[byte]string{'W': "white", 'Y': "yellow", 'O': "orange", 'R': "red", 'G': "green", 'B': "blue"}
