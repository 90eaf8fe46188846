package cube

import "testing"

// Each pattern is what its name says.
func TestPatterns(t *testing.T) {
	faces := func(p string) Facelets {
		pat, ok := PatternNamed(p)
		if !ok {
			t.Fatalf("no pattern %q", p)
		}
		return pat.Cubie().Facelets()
	}
	// Checkerboard: every face alternates its own colour and the opposite's.
	f := faces("checkerboard")
	for x := U; x <= B; x++ {
		for k := 0; k < 9; k++ {
			want := x
			if k%2 == 1 {
				want = x.Opposite()
			}
			if f[9*int(x)+k] != want {
				t.Fatalf("checkerboard: %s", f)
			}
		}
	}
	// Superflip: every piece home, every edge flipped.
	c := Pattern{Moves: faces2moves(t, "superflip")}.Cubie()
	for i := range c.EO {
		if int(c.EP[i]) != i || c.EO[i] != 1 {
			t.Fatalf("superflip: %v", c)
		}
	}
	if c.CP != solved.CP || c.CO != solved.CO {
		t.Fatalf("superflip moves corners: %v", c)
	}
	// Six spots: each face one colour but its centre. Four spots: so on
	// four faces, the other two solid.
	for name, spotted := range map[string]int{"six spots": 6, "four-spots": 4} {
		f := faces(name)
		n := 0
		for x := U; x <= B; x++ {
			rest := f[9*int(x)]
			for k := 0; k < 9; k++ {
				if k != 4 && f[9*int(x)+k] != rest {
					t.Fatalf("%s: face %s is not one colour around its centre: %s", name, x, f)
				}
			}
			if rest != x {
				n++
			}
		}
		if n != spotted {
			t.Errorf("%s: %d faces spotted, want %d", name, n, spotted)
		}
	}
	// Cube in a cube: every face a 2x2 square of one colour in a corner,
	// the other five stickers of another.
	f = faces("Cube in a cube")
	for x := U; x <= B; x++ {
		count := map[Face]int{}
		for k := 0; k < 9; k++ {
			count[f[9*int(x)+k]]++
		}
		if len(count) != 2 {
			t.Fatalf("cube in a cube: face %s has %d colours: %s", x, len(count), f)
		}
		for _, n := range count {
			if n != 4 && n != 5 {
				t.Fatalf("cube in a cube: face %s: %v", x, count)
			}
		}
	}
	if _, ok := PatternNamed("no such"); ok {
		t.Error("a pattern named 'no such'")
	}
}

func faces2moves(t *testing.T, name string) string {
	p, ok := PatternNamed(name)
	if !ok {
		t.Fatalf("no pattern %q", name)
	}
	return p.Moves
}
