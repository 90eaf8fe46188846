package cube

import (
	"math/rand/v2"
	"testing"
)

// Every sticker of a real cube but one blanked, one at a time: the rest of
// the cube always determines it.
func TestFillOneBlank(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 20; n++ {
		want := Random(r).Facelets()
		for i := range want {
			if i%9 == 4 {
				continue
			}
			f := want
			f[i] = Blank
			got, ok := FillBlanks(f)
			if !ok || got != want {
				t.Fatalf("%v with %s blank: got %v, %v", want, FaceletName(i), got, ok)
			}
		}
	}
}

// A whole corner or edge left blank is determined too: it is the piece
// missing, with the twist or flip that makes them add up.
func TestFillBlankPieces(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for n := 0; n < 50; n++ {
		want := Random(r).Facelets()
		f := want
		for _, i := range cornerFacelet[r.IntN(8)] {
			f[i] = Blank
		}
		for _, i := range edgeFacelet[r.IntN(12)] {
			f[i] = Blank
		}
		if got, ok := FillBlanks(f); !ok || got != want {
			t.Fatalf("%v: got %v, %v", f, got, ok)
		}
	}
}

// Where two colourings are possible, or none, nothing is filled in.
func TestFillBlanksNotUnique(t *testing.T) {
	solved := SolvedFacelets()
	// Two corners and two edges blank: the corners can trade places if the
	// edges do too (a swap of each keeps the parities equal): two ways.
	f := solved
	for _, i := range append(append(cornerFacelet[0][:], cornerFacelet[1][:]...), append(edgeFacelet[0][:], edgeFacelet[1][:]...)...) {
		f[i] = Blank
	}
	if _, ok := FillBlanks(f); ok {
		t.Error("two corners and two edges blank: filled in, though they can be swapped")
	}
	// Everything blank but the centres: countless ways, found out quickly.
	for i := range f {
		if i%9 != 4 {
			f[i] = Blank
		}
	}
	if _, ok := FillBlanks(f); ok {
		t.Error("an empty cube filled in")
	}
	// A blank beside an impossible piece: no way.
	f = solved
	f[0] = Blank
	f[9] = U // the URF corner now has two whites: no real piece
	if _, ok := FillBlanks(f); ok {
		t.Error("filled in a cube with an impossible corner")
	}
	// No blanks: nothing to do.
	if _, ok := FillBlanks(solved); ok {
		t.Error("a cube without blanks reported as filled")
	}
}

// One sticker of a real cube given each wrong colour in turn: where only
// one change of one sticker makes a real cube, it is that sticker's.
func TestFixOneSticker(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	mended, tried := 0, 0
	for n := 0; n < 20; n++ {
		want := Random(r).Facelets()
		for i := range want {
			if i%9 == 4 {
				continue
			}
			for x := U; x <= B; x++ {
				if x == want[i] {
					continue
				}
				f := want
				f[i] = x
				tried++
				got, at, ok := FixOneSticker(f)
				if !ok {
					continue
				}
				if got != want || at != i {
					t.Fatalf("%v: %s made %v, mended at %s into %v", want, FaceletName(i), x, FaceletName(at), got)
				}
				mended++
			}
		}
	}
	// The counts say which colour the sticker must have had, and of the
	// stickers of the colour it was given, only it can take that back
	// with every piece real.
	if mended != tried {
		t.Errorf("only %d of %d single wrong stickers mended", mended, tried)
	}
	if _, _, ok := FixOneSticker(SolvedFacelets()); ok {
		t.Error("a real cube reported as mended")
	}
	f := SolvedFacelets()
	f[0], f[1] = R, R // two wrong stickers
	if _, _, ok := FixOneSticker(f); ok {
		t.Error("two wrong stickers mended by changing one")
	}
}

func BenchmarkFixOneSticker(b *testing.B) {
	f := Random(rand.New(rand.NewPCG(7, 8))).Facelets()
	f[0] = (f[0] + 1) % 6
	for b.Loop() {
		FixOneSticker(f)
	}
}

func BenchmarkFillBlanksEmpty(b *testing.B) {
	f := SolvedFacelets()
	for i := range f {
		if i%9 != 4 {
			f[i] = Blank
		}
	}
	for b.Loop() {
		FillBlanks(f)
	}
}
