package photo

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/scan"
)

// conditions are the synthetic photos' conditions, from easy to hard.
var conditions = []condition{
	{name: "straight on, even light", maxAngle: 5, size: 400, cubeFrac: 0.7},
	{name: "angles to 35°", maxAngle: 35, noise: 3, size: 400, cubeFrac: 0.7},
	{name: "uneven light", maxAngle: 20, uneven: 0.4, noise: 4, size: 400, cubeFrac: 0.7},
	{name: "warm cast", maxAngle: 20, cast: [3]float64{1.12, 1, 0.82}, noise: 4, size: 400, cubeFrac: 0.7},
	{name: "cool cast", maxAngle: 20, cast: [3]float64{0.88, 1, 1.15}, noise: 4, size: 400, cubeFrac: 0.7},
	{name: "noise and JPEG 60", maxAngle: 20, noise: 8, jpeg: 60, size: 400, cubeFrac: 0.7},
	{name: "cluttered background", maxAngle: 20, noise: 4, clutter: true, size: 480, cubeFrac: 0.6},
	{name: "white body", maxAngle: 20, noise: 4, whiteBody: true, size: 400, cubeFrac: 0.7},
	{name: "all at once", maxAngle: 35, uneven: 0.3, cast: [3]float64{1.08, 1, 0.88}, noise: 6, jpeg: 60, clutter: true, whiteBody: false, size: 480, cubeFrac: 0.6},
}

// scanCube photographs all six faces of c under cond and reads the cube
// back: grid, samples, resolution.
func scanCube(t *testing.T, c cube.Facelets, cond condition, r *rand.Rand) (scan.Result, error) {
	var colours [54]scan.RGB
	var imgs [6]image.Image
	var quads [6]Quad
	defer func() {
		if os.Getenv("PHOTO_DEBUG") == "" {
			return
		}
		res, err := scan.Resolve(colours)
		if err == nil && res.Facelets == c {
			return
		}
		for f := range imgs {
			if imgs[f] != nil {
				save(fmt.Sprintf("/tmp/bad-%s-%v.png", strings.ReplaceAll(cond.name, " ", "_"), cube.Face(f)), withQuad(imgs[f], quads[f]))
			}
		}
	}()
	for f := cube.U; f <= cube.B; f++ {
		img := photograph(c, f, cond, r)
		imgs[f] = img
		q, err := Find(img)
		quads[f] = q
		if err != nil {
			if os.Getenv("PHOTO_DEBUG") != "" {
				save(fmt.Sprintf("/tmp/nogrid-%v.png", f), img)
			}
			return scan.Result{}, fmt.Errorf("face %v: %w", f, err)
		}
		s, err := Sample(img, q)
		if err != nil {
			return scan.Result{}, fmt.Errorf("face %v: %w", f, err)
		}
		copy(colours[int(f)*9:], s[:])
	}
	return scan.Resolve(colours)
}

// withQuad draws q's corners on a copy of img as magenta squares.
func withQuad(img image.Image, q Quad) image.Image {
	b := img.Bounds()
	out := image.NewRGBA(b)
	draw.Draw(out, b, img, b.Min, draw.Src)
	for k, p := range q {
		for dy := -3 - k; dy <= 3+k; dy++ {
			for dx := -3 - k; dx <= 3+k; dx++ {
				out.Set(int(p.X)+dx, int(p.Y)+dy, color.RGBA{255, 0, 255, 255})
			}
		}
	}
	return out
}

func save(name string, img image.Image) {
	f, _ := os.Create(name)
	png.Encode(f, img)
	f.Close()
}

// Synthetic photos of random cubes under each condition: every cube must
// be read exactly (the figures per condition are logged).
func TestSyntheticPhotos(t *testing.T) {
	n, r := synthRuns(7, 8)
	readEach(t, n, "a grid", func(cond condition) (cube.Facelets, cube.Facelets, []scan.Doubt, error) {
		want := cube.Random(r).Facelets()
		res, err := scanCube(t, want, cond, r)
		return want, res.Facelets, res.Doubtful, err
	})
}

// With PHOTO_WRITE_TESTDATA=1, writes six photos of one random cube to
// testdata/cube1 (JPEG, quality 85) and its facelets to testdata/cube1/want,
// for cubecli's tests and the README's example.
func TestWriteTestdata(t *testing.T) {
	writeTestdata(t, "cube1", func(write func(string, image.Image)) fmt.Stringer {
		r := rand.New(rand.NewPCG(9, 10))
		c := cube.Random(r).Facelets()
		for f := cube.U; f <= cube.B; f++ {
			write(f.String()+".jpg", photograph(c, f, testdataCondition, r))
		}
		return c
	})
}

// A picture of hundreds of sticker-like squares (tiles, a chequered cloth)
// is searched in bounded work: only the largest regions are tried.
func TestManySquares(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 320, 320))
	for y := 0; y < 320; y++ {
		for x := 0; x < 320; x++ {
			c := color.RGBA{30, 30, 30, 255}
			if x%14 < 13 && y%14 < 13 {
				c = color.RGBA{uint8(40 + (x/14*37)%200), uint8(60 + (y/14*53)%180), 120, 255}
			}
			img.Set(x, y, c)
		}
	}
	w := newWorkImage(img)
	if n := len(w.blobs(coarse, faceOnRoundness, 3)); n != maxBlobs {
		t.Errorf("%d regions kept, want %d", n, maxBlobs)
	}
	Find(img) // returns, with or without a face
}
