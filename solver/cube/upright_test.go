package cube

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// Every one of the 24 ways to hold a cube, scrambled or not, is turned
// back upright: the same stickers with the same colours, the centres in
// place, and the rotation named undoes the hold.
func TestUpright(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	if len(holds) != 24 {
		t.Fatalf("%d holds, want 24", len(holds))
	}
	for k := range 50 {
		f := Random(r).Facelets()
		if k == 0 {
			f = SolvedFacelets()
			f[0] = Blank // a half-described cube turns as well
		}
		for _, hold := range holds {
			held := f
			for _, t := range hold.Inverse() {
				held = held.Turned(t)
			}
			got, turn, err := held.Upright()
			if err != nil {
				t.Fatalf("held by %v: %v", hold.Inverse(), err)
			}
			if got != f {
				t.Fatalf("held by %v, turned by %v: %v, want %v", hold.Inverse(), turn, got, f)
			}
			if len(turn) > 2 || (len(hold) == 0) != (len(turn) == 0) {
				t.Errorf("held by %v, turned by %v", hold.Inverse(), turn)
			}
		}
	}
	// Yellow up and blue in front is x2 (or z2) from white up, green in front.
	yellowUp := SolvedFacelets()
	for _, t := range mustParse(t, "x2") {
		yellowUp = yellowUp.Turned(t)
	}
	if yellowUp[4] != D || yellowUp[22] != B {
		t.Fatalf("x2 held %v up, %v in front", yellowUp[4], yellowUp[22])
	}
	if got, turn, err := yellowUp.Upright(); err != nil || got != SolvedFacelets() || turn.String() != "x2" {
		t.Errorf("yellow up: %v %q %v", got, turn, err)
	}
}

// Centres no rotation puts in place are refused with what ToCubie says of
// them, naming the centres.
func TestUprightRefuses(t *testing.T) {
	alike := SolvedFacelets()
	alike[4] = R
	mirror := SolvedFacelets()
	mirror[13], mirror[40] = L, R
	blank := SolvedFacelets()
	blank[22] = Blank
	for name, f := range map[string]Facelets{"two alike": alike, "a mirror": mirror, "a blank centre": blank} {
		got, turn, err := f.Upright()
		var e *Error
		if !errors.As(err, &e) || e.Kind != ErrCentres || got != f || turn != nil {
			t.Errorf("%s: %v %v %v", name, got, turn, err)
			continue
		}
		if len(e.Stickers) == 0 {
			t.Errorf("%s: no stickers outlined", name)
		}
		for _, i := range e.Stickers {
			if i%9 != 4 {
				t.Errorf("%s: sticker %d outlined, not a centre", name, i)
			}
		}
	}
}

func mustParse(t *testing.T, s string) Alg {
	t.Helper()
	a, err := ParseAlg(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// A cube held one way is turned to be held as another is held, any of the
// 24 ways: the same stickers, with the other's centres; the cube and the
// other's pieces read relative to their centres then compare as the real
// cubes do. Centres of no real cube are refused.
func TestHeldAs(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 20 {
		f := Random(r).Facelets()
		for _, hold := range holds {
			other := SolvedFacelets()
			held := f
			for _, t := range hold {
				other, held = other.Turned(t), held.Turned(t)
			}
			got, err := f.HeldAs(other)
			if err != nil || got != held {
				t.Fatalf("held as after %v: %v, %v; want %v", hold, got, err, held)
			}
			if back, err := got.HeldAs(SolvedFacelets()); err != nil || back != f {
				t.Fatalf("held back from %v: %v, %v", hold, back, err)
			}
		}
	}
	alike := SolvedFacelets()
	alike[4] = R
	for _, pair := range [][2]Facelets{{alike, SolvedFacelets()}, {SolvedFacelets(), alike}} {
		var e *Error
		if _, err := pair[0].HeldAs(pair[1]); !errors.As(err, &e) || e.Kind != ErrCentres {
			t.Errorf("centres alike: %v", err)
		}
	}
}
