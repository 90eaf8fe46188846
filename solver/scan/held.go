package scan

import (
	"fmt"
	"runtime"

	"golang.org/x/sync/errgroup"

	"cubesolver/solver/cube"
)

// Six faces measured each on its own (six photos, or a scanner's colours)
// may have been given as no cube is held: a face turned (FaceTurn), two
// faces each given as the other (FaceSwap), or every face turned alike
// (AllTurned). The pieces then fit nowhere and stickers are in doubt.
// Each such slip put right is read, 36 reads in all, and one is taken
// only where it alone reads clean: where two do, which is the person's to
// say (the tetris pattern turned a half alike reads clean as its R and L
// swapped too, another cube).

// slip is one way the faces may have been given wrong: fixed says what it
// is, and putRight writes the colours as they should have been given.
type slip struct {
	fixed    fmt.Stringer
	putRight func(given, c *[cube.NumFacelets]RGB)
}

// slips are every face turned by one, two or three quarter turns, every
// two faces swapped, and all faces turned alike.
var slips = func() []slip {
	var out []slip
	for f := 0; f < 6; f++ {
		for k := 1; k < 4; k++ {
			out = append(out, slip{&FaceTurn{Face: cube.Face(f), Turns: k}, func(given, c *[cube.NumFacelets]RGB) {
				for i := 0; i < 9; i++ {
					c[f*9+turned(i, k)] = given[f*9+i]
				}
			}})
		}
	}
	for a := 0; a < 6; a++ {
		for b := a + 1; b < 6; b++ {
			out = append(out, slip{&FaceSwap{A: cube.Face(a), B: cube.Face(b)}, func(given, c *[cube.NumFacelets]RGB) {
				copy(c[a*9:a*9+9], given[b*9:b*9+9])
				copy(c[b*9:b*9+9], given[a*9:a*9+9])
			}})
		}
	}
	for k := 1; k < 4; k++ {
		out = append(out, slip{&AllTurned{Turns: k}, func(given, c *[cube.NumFacelets]RGB) {
			for f := 0; f < 6; f++ {
				for i := 0; i < 9; i++ {
					c[f*9+turned(i, k)] = given[f*9+i]
				}
			}
		}})
	}
	return out
}()

// ResolveHeld is Resolve for six faces measured each on its own: where
// the colours as given read with stickers in doubt or not as a real cube,
// and exactly one slip put right reads clean (no sticker in doubt, the
// closest cube real), that reading is the answer and fixed says what was
// put right (a *FaceTurn, a *FaceSwap or an *AllTurned). Otherwise it is
// Resolve's, and fixed is nil.
func ResolveHeld(colours [cube.NumFacelets]RGB) (res Result, fixed fmt.Stringer, err error) {
	res, err = Resolve(colours)
	if err != nil || readClean(res) {
		return res, nil, err
	}
	reads := make([]*Result, len(slips))
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for k, s := range slips {
		g.Go(func() error {
			c := colours
			s.putRight(&colours, &c)
			if r, err := Resolve(c); err == nil && readClean(r) {
				reads[k] = &r
			}
			return nil
		})
	}
	g.Wait()
	found := -1
	for k, r := range reads {
		if r == nil {
			continue
		}
		if found >= 0 {
			return res, nil, nil // two ways: which is the person's to say
		}
		found = k
	}
	if found < 0 {
		return res, nil, nil
	}
	return *reads[found], slips[found].fixed, nil
}
