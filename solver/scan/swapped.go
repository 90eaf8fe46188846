package scan

import (
	"fmt"
	"runtime"

	"golang.org/x/sync/errgroup"

	"cubesolver/solver/cube"
)

// Two faces' photos given the other way round (the photo of F given as
// R's, say) give every sticker the right colour on the wrong face: the
// pieces no longer fit, and stickers are in doubt. As for a face turned
// (ResolveTurned), each of the 15 pairs of faces swapped back is read,
// and a swap is taken only where exactly one reads clean.

// FaceSwap is two faces whose colours were given each as the other's.
type FaceSwap struct{ A, B cube.Face }

func (s FaceSwap) String() string {
	return fmt.Sprintf("the photos of %v and %v were given the other way round: read each as the other's (the pieces fit only so)", s.A, s.B)
}

// ResolveSwapped is for six faces measured each on its own whose reading
// (ResolveTurned's) is not clean: where exactly one pair of faces, their
// colours swapped, reads clean (no sticker in doubt, the closest cube
// real), it returns that reading and the pair; otherwise swap is nil.
func ResolveSwapped(colours [cube.NumFacelets]RGB) (res Result, swap *FaceSwap) {
	type pair struct{ a, b int }
	var pairs []pair
	for a := 0; a < 6; a++ {
		for b := a + 1; b < 6; b++ {
			pairs = append(pairs, pair{a, b})
		}
	}
	reads := make([]*Result, len(pairs))
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for k, p := range pairs {
		g.Go(func() error {
			c := colours
			copy(c[p.a*9:p.a*9+9], colours[p.b*9:p.b*9+9])
			copy(c[p.b*9:p.b*9+9], colours[p.a*9:p.a*9+9])
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
			return Result{}, nil // two ways: which is the person's to say
		}
		found = k
	}
	if found < 0 {
		return Result{}, nil
	}
	return *reads[found], &FaceSwap{A: cube.Face(pairs[found].a), B: cube.Face(pairs[found].b)}
}

// ResolveHeld reads six faces measured each on its own as a person may
// have given them: ResolveTurned, and where no face turned reads clean,
// ResolveSwapped, and where no two swapped do, ResolveAllTurned. fixed is
// what was put right, a *FaceTurn, a *FaceSwap or an *AllTurned, or nil.
func ResolveHeld(colours [cube.NumFacelets]RGB) (res Result, fixed fmt.Stringer, err error) {
	res, turn, err := ResolveTurned(colours)
	if err != nil || turn != nil {
		return res, turnOrNil(turn), err
	}
	if readClean(res) {
		return res, nil, nil
	}
	if r, swap := ResolveSwapped(colours); swap != nil {
		return r, swap, nil
	}
	if r, all := ResolveAllTurned(colours); all != nil {
		return r, all, nil
	}
	return res, nil, nil
}

// turnOrNil keeps a nil *FaceTurn from becoming a non-nil fmt.Stringer.
func turnOrNil(t *FaceTurn) fmt.Stringer {
	if t == nil {
		return nil
	}
	return t
}
