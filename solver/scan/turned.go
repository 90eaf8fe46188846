package scan

import (
	"fmt"
	"runtime"

	"golang.org/x/sync/errgroup"

	"cubesolver/solver/cube"
)

// A face photographed with another side on top than the net's (F held
// with L on top, say) gives its nine colours turned: the pieces no longer
// fit, and several stickers are in doubt. Turning each face's colours
// back in turn finds it: on the real scans of testdata/real, every face
// of a scrambled cube turned by one, two or three quarter turns gave
// stickers in doubt, and of the 18 reads with one face turned the other
// way, exactly one was clean (no sticker in doubt, the closest cube real)
// in 114 of 137 cases, always the face turned back, and in the others
// two to four were, the right one among them. Patterned cubes (a face
// that looks the same turned) are read clean as given.

// FaceTurn is a face whose colours were read turned: Turns is how many
// quarter turns clockwise they were turned, as given, to read the cube
// (its photo had been turned as many the other way).
type FaceTurn struct {
	Face  cube.Face
	Turns int
}

func (t FaceTurn) String() string {
	return fmt.Sprintf("the photo of %v was held turned: read turned back %s (hold each face with the face above it on the net on top)",
		t.Face, [...]string{"", "a quarter turn clockwise", "a half turn", "a quarter turn anticlockwise"}[t.Turns])
}

// ResolveTurned is Resolve for six faces measured each on its own (six
// photos, or a scanner's colours), any of which may be turned: where the
// colours as given read with stickers in doubt or not as a real cube, and
// exactly one face turned by one, two or three quarter turns reads clean,
// that reading is the answer and turn says which face. Otherwise it is
// Resolve's, and turn is nil.
func ResolveTurned(colours [cube.NumFacelets]RGB) (res Result, turn *FaceTurn, err error) {
	res, err = Resolve(colours)
	if err != nil || readClean(res) {
		return res, nil, err
	}
	var reads [6][4]*Result
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for f := range reads {
		for k := 1; k < 4; k++ {
			g.Go(func() error {
				c := colours
				for i := 0; i < 9; i++ {
					c[f*9+turned(i, k)] = colours[f*9+i]
				}
				if r, err := Resolve(c); err == nil && readClean(r) {
					reads[f][k] = &r
				}
				return nil
			})
		}
	}
	g.Wait()
	var found *FaceTurn
	for f := range reads {
		for k := 1; k < 4; k++ {
			if reads[f][k] == nil {
				continue
			}
			if found != nil {
				return res, nil, nil // two ways: which is the person's to say
			}
			found = &FaceTurn{Face: cube.Face(f), Turns: k}
		}
	}
	if found == nil {
		return res, nil, nil
	}
	return *reads[found.Face][found.Turns], found, nil
}

// readClean says whether a reading needs no checking: no sticker in doubt,
// and the closest cube to the colours a real one.
func readClean(r Result) bool { return len(r.Doubtful) == 0 && r.ClosestUnsolvable == nil }

// A camera held on its side turns every photo alike, and a phone's photo
// whose orientation tag was lost on the way (or a webcam mounted on its
// side) is stored so: every face's colours come turned the same way, and
// the pieces fit nowhere (the robot's six photos turned a quarter: 23
// stickers in doubt, nothing said why). Turning all six back alike, one
// of the three ways, finds it as a single face turned is found.

// AllTurned is every face's colours read turned alike: Turns is how many
// quarter turns clockwise they were turned, as given, to read the cube.
type AllTurned struct{ Turns int }

func (t AllTurned) String() string {
	return fmt.Sprintf("every photo was turned alike: read each turned back %s (the camera held on its side, and the photos not turned upright after: hold it upright)",
		[...]string{"", "a quarter turn clockwise", "a half turn", "a quarter turn anticlockwise"}[t.Turns])
}

// ResolveAllTurned reads six faces measured each on its own with every
// face turned back alike by one, two or three quarter turns: where
// exactly one of the three reads clean, it returns that reading and the
// turn; otherwise turn is nil.
func ResolveAllTurned(colours [cube.NumFacelets]RGB) (res Result, turn *AllTurned) {
	var reads [4]*Result
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for k := 1; k < 4; k++ {
		g.Go(func() error {
			c := colours
			for f := 0; f < 6; f++ {
				for i := 0; i < 9; i++ {
					c[f*9+turned(i, k)] = colours[f*9+i]
				}
			}
			if r, err := Resolve(c); err == nil && readClean(r) {
				reads[k] = &r
			}
			return nil
		})
	}
	g.Wait()
	for k := 1; k < 4; k++ {
		if reads[k] == nil {
			continue
		}
		if turn != nil {
			return Result{}, nil // two ways: which is the person's to say
		}
		res, turn = *reads[k], &AllTurned{Turns: k}
	}
	return res, turn
}
