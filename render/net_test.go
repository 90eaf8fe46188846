package render

import (
	"math"

	"testing"

	"cubesolver/solver/cube"
)

func TestHitTestStickerCentres(t *testing.T) {
	for _, size := range [][2]float64{{900, 650}, {320, 240}, {200, 600}, {1234.5, 777.25}} {
		n := NewNet(size[0], size[1])
		for i := 0; i < cube.NumFacelets; i++ {
			x, y := n.Sticker(i).Center()
			got, ok := n.HitTest(x, y)
			if !ok || got != i {
				t.Errorf("%v: HitTest(centre of %s) = %d, %v", size, cube.FaceletName(i), got, ok)
			}
		}
	}
}

func TestHitTestGaps(t *testing.T) {
	n := NewNet(900, 650)
	g := n.Cell * stickerGapFrac // half the gap between two stickers
	miss := func(x, y float64, what string) {
		t.Helper()
		if i, ok := n.HitTest(x, y); ok {
			t.Errorf("%s (%.1f, %.1f) hit sticker %d", what, x, y, i)
		}
	}
	for i := 0; i < cube.NumFacelets; i++ {
		r := n.Sticker(i)
		cx, cy := r.Center()
		miss(r.X-g/2, cy, "left of "+cube.FaceletName(i))
		miss(r.X+r.W+g/2, cy, "right of "+cube.FaceletName(i))
		miss(cx, r.Y-g/2, "above "+cube.FaceletName(i))
		miss(cx, r.Y+r.H+g/2, "below "+cube.FaceletName(i))
	}
	// Empty corners of the net, the gap between faces, outside the area.
	miss(n.X0+n.Cell, n.Y0+n.Cell, "top left corner of the grid")
	f := n.Face(cube.F)
	miss(f.X-n.Cell*faceGapFrac/2, f.Y+f.H/2, "between L and F")
	miss(-5, -5, "outside")
	miss(899, 649, "bottom right corner")
}

func TestNetLayout(t *testing.T) {
	n := NewNet(900, 650)
	w, h := MinSize(n.Cell)
	if w > 900+1e-9 || h > 650+1e-9 || (w < 899 && h < 649) {
		t.Errorf("net %vx%v does not fit 900x650 snugly", w, h)
	}
	// U above F above D; L F R B left to right.
	u, l, f, r, b, d := n.Face(cube.U), n.Face(cube.L), n.Face(cube.F), n.Face(cube.R), n.Face(cube.B), n.Face(cube.D)
	if !(u.X == f.X && f.X == d.X && u.Y < f.Y && f.Y < d.Y) {
		t.Errorf("U, F, D not in a column: %v %v %v", u, f, d)
	}
	if !(l.Y == f.Y && f.Y == r.Y && r.Y == b.Y && l.X < f.X && f.X < r.X && r.X < b.X) {
		t.Errorf("L, F, R, B not in a row: %v %v %v %v", l, f, r, b)
	}
	// Within a face, sticker 1 top left, 3 top right, 9 bottom right.
	s1, s3, s9 := n.Sticker(18), n.Sticker(20), n.Sticker(26)
	if !(s1.Y == s3.Y && s1.X < s3.X && s9.X == s3.X && s9.Y > s3.Y) {
		t.Errorf("F stickers out of order: %v %v %v", s1, s3, s9)
	}
	if NewNet(0, 0).Cell != 0 {
		t.Error("empty area has a net")
	}
	if _, ok := NewNet(0, 0).HitTest(0, 0); ok {
		t.Error("empty net hit")
	}
}

// A net capped in a large area keeps its cells to the cap, centred where
// the uncapped one was; scaled, every length scales with it.
func TestNetCappedAndScaled(t *testing.T) {
	for _, n := range []Net{NewNet(1600, 900), NewPocketNet(1600, 900)} {
		c := n.Capped(40)
		if c.Cell != 40 || n.Cell <= 40 {
			t.Fatalf("%d: cell %v capped to %v", n.N, n.Cell, c.Cell)
		}
		// The middle of the net (from L's left to B's right, U's top to
		// D's bottom) is where it was.
		middle := func(n Net) (float64, float64) {
			l, b, u, d := n.Face(cube.L), n.Face(cube.B), n.Face(cube.U), n.Face(cube.D)
			return (l.X + b.X + b.W) / 2, (u.Y + d.Y + d.H) / 2
		}
		nx, ny := middle(n)
		cx, cy := middle(c)
		if math.Abs(nx-cx) > 1e-9 || math.Abs(ny-cy) > 1e-9 {
			t.Errorf("%d: the middle moved from %v,%v to %v,%v", n.N, nx, ny, cx, cy)
		}
		if c.Capped(60) != c {
			t.Errorf("%d: a cap above the cell changed the net", n.N)
		}
		s := c.Scaled(2)
		a, b := c.Sticker(20), s.Sticker(20)
		if math.Abs(b.X-2*a.X) > 1e-9 || math.Abs(b.W-2*a.W) > 1e-9 || s.Width != 3200 {
			t.Errorf("%d: scaled sticker %v, want twice %v", n.N, b, a)
		}
	}
}
