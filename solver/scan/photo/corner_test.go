package photo

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"cubesolver/render"
	"cubesolver/solver/cube"
	"cubesolver/solver/scan"
)

// backTurn is the whole-cube turn that brings the back corner's faces D,
// L and B to where U, F and R are: the cube turned over as BackCorner says.
const backTurn = "x2 y'"

// photographCorner renders cube c seen from the corner of view v under
// cond: 45 degrees round and about 32 above, each varied by up to a third
// of cond's angle (a face is then seen at 45 to 70 degrees).
func photographCorner(c cube.Facelets, v CornerView, cond condition, r *rand.Rand) image.Image {
	if v == BackCorner {
		alg, err := cube.ParseAlg(backTurn)
		if err != nil {
			panic(err)
		}
		c = render.AlgFacelets(c, alg)
	}
	vary := cond.maxAngle / 3 * math.Pi / 180
	return shoot(c, cond, r, func() render.View {
		return render.View{Yaw: math.Pi/4 + vary*(2*r.Float64()-1), Pitch: 32*math.Pi/180 + vary*(2*r.Float64()-1)}
	})
}

// scanCorners photographs cube c from its two corners under cond and reads
// it back: corners, samples, resolution.
func scanCorners(c cube.Facelets, cond condition, r *rand.Rand) (res scan.Result, err error) {
	var colours [cube.NumFacelets]scan.RGB
	var shown [2]image.Image
	defer func() {
		// PHOTO_DEBUG=1 keeps the photos of a cube not read right, or
		// with stickers in doubt, with the corners found.
		if os.Getenv("PHOTO_DEBUG") == "" || err == nil && res.Facelets == c && len(res.Doubtful) == 0 {
			return
		}
		for v, img := range shown {
			if img != nil {
				save(fmt.Sprintf("/tmp/corner-%s-%d.png", strings.ReplaceAll(cond.name, " ", "_"), v), img)
			}
		}
	}()
	for _, v := range []CornerView{FrontCorner, BackCorner} {
		img := photographCorner(c, v, cond, r)
		shown[v] = img
		k, err := FindCorner(img)
		if err != nil {
			if os.Getenv("PHOTO_DEBUG") != "" {
				save(fmt.Sprintf("/tmp/nocorner-%d.png", v), img)
			}
			return scan.Result{}, fmt.Errorf("view %d: %w", v, err)
		}
		shown[v] = withCorner(img, k)
		s, err := SampleCorner(img, k, v)
		if err != nil {
			return scan.Result{}, err
		}
		for i, f := range v.Faces() {
			copy(colours[int(f)*9:], s[i][:])
		}
	}
	return scan.Resolve(colours)
}

// Synthetic photos of random cubes, each from its two opposite corners,
// under each condition: every cube must be read exactly (the figures per
// condition are logged).
func TestSyntheticCorners(t *testing.T) {
	n, r := synthRuns(17, 18)
	readEach(t, n, "a corner", func(cond condition) (cube.Facelets, cube.Facelets, []scan.Doubt, error) {
		want := cube.Random(r).Facelets()
		res, err := scanCorners(want, cond, r)
		return want, res.Facelets, res.Doubtful, err
	})
}

// With PHOTO_WRITE_TESTDATA=1, writes photos of one random cube from its
// two corners to testdata/corners1 (JPEG, quality 85) and its facelets to
// testdata/corners1/want, for cubecli's and the window's tests.
func TestWriteCornerTestdata(t *testing.T) {
	writeTestdata(t, "corners1", func(write func(string, image.Image)) fmt.Stringer {
		r := rand.New(rand.NewPCG(19, 20))
		c := cube.Random(r).Facelets()
		cond := condition{maxAngle: 20, uneven: 0.25, cast: [3]float64{1.06, 1, 0.92}, noise: 4, clutter: true, size: 420, cubeFrac: 0.6}
		for v, name := range []string{"first.jpg", "second.jpg"} {
			write(name, photographCorner(c, CornerView(v), cond, r))
		}
		return c
	})
}

// Turn takes colours measured as seen to those of a view, as measuring
// for that view does.
func TestCornerTurn(t *testing.T) {
	img := loaded(t, "testdata/corners1/second.jpg")
	c, err := FindCorner(img)
	if err != nil {
		t.Fatal(err)
	}
	seen, _ := SampleCorner(img, c, FrontCorner)
	for _, v := range []CornerView{FrontCorner, BackCorner} {
		want, _ := SampleCorner(img, c, v)
		if got := v.Turn(seen); got != want {
			t.Errorf("view %d: %v, want %v", v, got, want)
		}
	}
}

// The same picture gives the same corner every time: a camera's still
// frames must.
func TestFindCornerSameEveryTime(t *testing.T) {
	img := loaded(t, "testdata/corners1/first.jpg")
	first, err := FindCorner(img)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 5; k++ {
		if c, _ := FindCorner(img); c != first {
			t.Fatalf("try %d: %v, first %v", k+2, c, first)
		}
	}
}

// withCorner draws the three faces' outlines of k on a copy of img, each
// sticker's sampled middle marked.
func withCorner(img image.Image, k Corner) image.Image {
	b := img.Bounds()
	out := image.NewRGBA(b)
	draw.Draw(out, b, img, b.Min, draw.Src)
	for _, q := range []Quad{k.Top, k.Left, k.Right} {
		h, ok := q.faceToImage()
		if !ok {
			continue
		}
		for i := 0; i <= 300; i++ {
			t := 3 * float64(i) / 300
			for _, p := range []Point{{t, 0}, {3, t}, {t, 3}, {0, t}} {
				p = h.apply(p)
				out.Set(int(p.X), int(p.Y), color.RGBA{255, 0, 255, 255})
			}
		}
		for s := 0; s < 9; s++ {
			for _, d := range []float64{-0.22, 0.22} {
				for _, e := range []float64{-0.22, 0.22} {
					p := h.apply(Point{float64(s%3) + 0.5 + d, float64(s/3) + 0.5 + e})
					out.Set(int(p.X), int(p.Y), color.RGBA{255, 255, 255, 255})
				}
			}
		}
	}
	return out
}
