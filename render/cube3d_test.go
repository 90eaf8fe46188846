package render

import (
	"flag"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"cubesolver/solver/cube"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata")

// imageDiff counts the pixels of a and b (same size) whose colours differ
// by more than tol in some channel, and returns the largest difference.
func imageDiff(a, b *image.RGBA, tol int) (bad int, worst int) {
	for i := 0; i < len(a.Pix); i += 4 {
		d := 0
		for k := range 4 {
			x := int(a.Pix[i+k]) - int(b.Pix[i+k])
			d = max(d, x, -x)
		}
		worst = max(worst, d)
		if d > tol {
			bad++
		}
	}
	return bad, worst
}

// TestFullTurnMatchesAfter draws every kind of turn at its full angle and
// compares with the cube drawn after the turn: they must look the same but
// for anti-aliasing along the cut between the layers.
func TestFullTurnMatchesAfter(t *testing.T) {
	start := AlgFacelets(cube.SolvedFacelets(), mustAlg(t, "R U2 F' L D B2 r M' u"))
	views := []View{DefaultView(), {Yaw: -2.2, Pitch: -0.6}, {Yaw: 0.9, Pitch: 1.1}}
	c, d := NewCube3D(), NewCube3D()
	const size = 160
	for _, m := range []string{"U", "R'", "F2", "D", "L'", "B", "Rw", "u2", "M", "E'", "S", "x", "y'", "z2"} {
		tr := mustTurn(t, m)
		after := TurnFacelets(start, tr)
		for vi, v := range views {
			got := c.Render(size, size, Scene{Facelets: start, Turn: tr, Angle: TurnAngle(tr), View: v})
			want := d.Render(size, size, Scene{Facelets: after, View: v})
			// A turned layer's edge lies on the fixed block's edge: the two
			// blend there a little differently from one solid face.
			if bad, worst := imageDiff(got, want, 40); bad > size*size/400 {
				t.Errorf("%s view %d: %d pixels differ (worst by %d)", m, vi, bad, worst)
			}
			// Halfway the picture must differ, or the turn was not drawn.
			mid := c.Render(size, size, Scene{Facelets: start, Turn: tr, Angle: TurnAngle(tr) / 2, View: v})
			if bad, _ := imageDiff(mid, want, 40); bad < size {
				t.Errorf("%s view %d: halfway looks like the end", m, vi)
			}
		}
	}
}

func mustAlg(t testing.TB, s string) cube.Alg {
	t.Helper()
	a, err := cube.ParseAlg(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestTurnFaceletsAgreesWithCube checks the colour-keeping turns against
// package cube: after renaming each sticker for the centre that now has its
// colour, as cube.Alg.Apply does, the two agree on every kind of turn.
func TestTurnFaceletsAgreesWithCube(t *testing.T) {
	start := cube.SolvedFacelets().Move(cube.NewMove(cube.R, 1)).Move(cube.NewMove(cube.U, 3)).Move(cube.NewMove(cube.F, 2))
	for _, s := range []string{"U", "R2", "F'", "D", "L", "B'", "Rw", "l'", "M", "E2", "S'", "x", "y2", "z'", "R U M' x2 E"} {
		a := mustAlg(t, s)
		got := AlgFacelets(start, a).RelativeToCentres()
		if want := a.Apply(start); got != want {
			t.Errorf("%s: got %v, want %v", s, got, want)
		}
	}
}

// TestStickerColoursOnScreen checks the default orientation by sampling the
// middle of faces: white U on top, green F at the front, red R on the right.
func TestStickerColoursOnScreen(t *testing.T) {
	c := NewCube3D()
	c.Hints = false
	const size = 200
	img := c.Render(size, size, Scene{Facelets: cube.SolvedFacelets(), View: DefaultView()})
	cam := newCamera(img.Bounds(), DefaultView(), false)
	for _, face := range []cube.Face{cube.U, cube.F, cube.R} {
		s := stickers3D[9*int(face)+4]
		x, y := cam.project(cam.view.apply(s.centre))
		got := img.RGBAAt(int(x), int(y))
		want := scale(DefaultPalette[face], shade(cam.view.apply(s.normal)), 1)
		if !near(got, want) {
			t.Errorf("centre of %v at (%.0f, %.0f) = %v, want %v", face, x, y, got, want)
		}
	}
	// F's right column goes up to U with R: U's right column becomes
	// green, seen at U9's place.
	s := Scene{Facelets: TurnFacelets(cube.SolvedFacelets(), mustTurn(t, "R")), View: DefaultView()}
	img = c.Render(size, size, s)
	p := stickers3D[8]
	x, y := cam.project(cam.view.apply(p.centre))
	if got := img.RGBAAt(int(x), int(y)); !near(got, scale(DefaultPalette[cube.F], shade(cam.view.apply(p.normal)), 1)) {
		t.Errorf("after R, U9 shows %v, want green", got)
	}
}

func near(a, b interface{ RGBA() (r, g, b, a uint32) }) bool {
	ar, ag, ab, aa := a.RGBA()
	br, bg, bb, ba := b.RGBA()
	d := func(x, y uint32) bool { return x-y < 0x400 || y-x < 0x400 }
	return d(ar, br) && d(ag, bg) && d(ab, bb) && d(aa, ba)
}

// goldens are the pictures kept in testdata: a few states, turns and views.
var goldens = []struct {
	name  string
	alg   string // applied to the solved cube
	turn  string // in progress, half-way; "" for none
	view  View
	hints bool
}{
	{"solved", "", "", DefaultView(), true},
	{"scrambled", "R U R' U' F2 D L' B", "", DefaultView(), true},
	{"scrambled_below", "R U R' U' F2 D L' B", "", View{Yaw: -2.3, Pitch: -0.5}, false},
	{"mid_R", "", "R", DefaultView(), false},
	{"mid_U2", "F", "U2", View{Yaw: -0.6, Pitch: 0.7}, true},
	{"mid_M", "", "M'", DefaultView(), true},
}

// TestGolden compares small renders with the images in testdata; run with
// -update to rewrite them after a deliberate change, and look at them.
func TestGolden(t *testing.T) {
	c := NewCube3D()
	const size = 96
	for _, g := range goldens {
		c.Hints = g.hints
		s := Scene{Facelets: AlgFacelets(cube.SolvedFacelets(), mustAlg(t, g.alg)), View: g.view}
		if g.turn != "" {
			s.Turn = mustTurn(t, g.turn)
			s.Angle = TurnAngle(s.Turn) / 2
		}
		got := c.Render(size, size, s)
		path := filepath.Join("testdata", "cube3d_"+g.name+".png")
		if *update {
			if err := os.MkdirAll("testdata", 0o755); err != nil {
				t.Fatal(err)
			}
			writePNG(t, path, got)
			continue
		}
		want, err := readPNG(path)
		if err != nil {
			t.Fatalf("%v (run go test -update to create it)", err)
		}
		// Floating point may round a little differently elsewhere (fused
		// multiply-add on arm64): allow small differences at a few edges.
		if bad, worst := imageDiff(got, want, 24); bad > size*size/200 {
			t.Errorf("%s: %d pixels differ from %s (worst by %d)", g.name, bad, path, worst)
		}
	}
}

func readPNG(path string) (*image.RGBA, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, err
	}
	rgba, ok := img.(*image.RGBA)
	if !ok {
		// PNGs of an opaque image decode as NRGBA; convert.
		b := img.Bounds()
		rgba = image.NewRGBA(b)
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				rgba.Set(x, y, img.At(x, y))
			}
		}
	}
	return rgba, nil
}

func TestRenderOddSizes(t *testing.T) {
	c := NewCube3D()
	for _, sz := range [][2]int{{0, 0}, {1, 1}, {3, 50}, {300, 40}} {
		img := c.Render(sz[0], sz[1], Scene{Facelets: cube.SolvedFacelets(), View: View{Pitch: 10}})
		if img.Bounds().Dx() != sz[0] || img.Bounds().Dy() != sz[1] {
			t.Errorf("size %v: got %v", sz, img.Bounds())
		}
	}
	// A sub-image with bounds away from the origin is drawn in its bounds.
	big := image.NewRGBA(image.Rect(0, 0, 200, 100))
	sub := big.SubImage(image.Rect(100, 0, 200, 100)).(*image.RGBA)
	c.Draw(sub, Scene{Facelets: cube.SolvedFacelets(), View: DefaultView()})
	if big.RGBAAt(50, 50).A != 0 || big.RGBAAt(150, 50).A == 0 {
		t.Error("Draw strayed outside the sub-image or drew nothing in it")
	}
}

func BenchmarkRender600(b *testing.B) {
	for _, bc := range []struct {
		name  string
		turn  string
		hints bool
	}{{"still", "", true}, {"turn", "R", true}, {"slice", "M", true}, {"nohints", "R", false}} {
		b.Run(bc.name, func(b *testing.B) {
			c := NewCube3D()
			c.Hints = bc.hints
			s := Scene{Facelets: cube.SolvedFacelets(), View: DefaultView()}
			if bc.turn != "" {
				s.Turn = mustTurn(b, bc.turn)
			}
			i := 0
			for b.Loop() {
				s.Angle = float64(i%16) * math.Pi / 32
				if bc.turn == "" {
					s.Angle = 0
				}
				c.Render(600, 600, s)
				i++
			}
		})
	}
}
