package pocket

import "testing"

func TestPatterns(t *testing.T) {
	get := func(name string) Cube {
		p, ok := PatternNamed(name)
		if !ok {
			t.Fatalf("no pattern %q", name)
		}
		return p.Cube()
	}
	// Stripes: every face two stripes of two colours.
	f := get("stripes").Facelets()
	for x := range 6 {
		a, b, c, d := f[4*x], f[4*x+1], f[4*x+2], f[4*x+3]
		if !(a == b && c == d && a != c || a == c && b == d && a != b) {
			t.Fatalf("stripes: %s", f)
		}
	}
	// The others: the pieces named home or swapped, the rest solved.
	for name, want := range map[string]func(c Cube) bool{
		"four corners twisted": func(c Cube) bool {
			return c.CP == solved.CP && c.CO[0] != 0 && c.CO[1] != 0 && c.CO[2] != 0 && c.CO[3] != 0 && c.CO[4] == 0
		},
		"two corners twisted": func(c Cube) bool {
			n := 0
			for _, o := range c.CO {
				if o != 0 {
					n++
				}
			}
			return c.CP == solved.CP && n == 2
		},
		"two corners swapped": func(c Cube) bool { return swapped(c) && c.CP[0] == 3 },
		"diagonal swap":       func(c Cube) bool { return swapped(c) && c.CP[0] == 2 },
	} {
		if c := get(name).Upright(); !want(c) {
			t.Errorf("%s: %v (%s)", name, c, c.Facelets())
		}
	}
	if _, ok := PatternNamed("checkerboard"); ok {
		t.Error("a pocket cube has no checkerboard")
	}
}

// swapped reports whether c has two corners exchanged, none twisted.
func swapped(c Cube) bool {
	n := 0
	for i, p := range c.CP {
		if int(p) != i {
			n++
		}
	}
	return n == 2 && c.CO == [8]int8{}
}
