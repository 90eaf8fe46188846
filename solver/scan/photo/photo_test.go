package photo

import (
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"os"
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
func scanCube(t *testing.T, c cube.Facelets, cond condition, r *rand.Rand) (cube.Facelets, error) {
	var colours [54]scan.RGB
	for f := cube.U; f <= cube.B; f++ {
		img := photograph(c, f, cond, r)
		q, err := Find(img)
		if err != nil {
			if os.Getenv("PHOTO_DEBUG") != "" {
				save(fmt.Sprintf("/tmp/nogrid-%v.png", f), img)
			}
			return cube.Facelets{}, fmt.Errorf("face %v: %w", f, err)
		}
		s, err := Sample(img, q)
		if err != nil {
			return cube.Facelets{}, fmt.Errorf("face %v: %w", f, err)
		}
		copy(colours[int(f)*9:], s[:])
	}
	res, err := scan.Resolve(colours)
	return res.Facelets, err
}

func save(name string, img image.Image) {
	f, _ := os.Create(name)
	png.Encode(f, img)
	f.Close()
}

// Synthetic photos of random cubes under each condition: every cube must
// be read exactly (the figures per condition are logged).
func TestSyntheticPhotos(t *testing.T) {
	n := 24
	if testing.Short() {
		n = 4
	}
	r := rand.New(rand.NewPCG(7, 8))
	for _, cond := range conditions {
		wrong, noGrid := 0, 0
		for k := 0; k < n; k++ {
			want := cube.Random(r).Facelets()
			got, err := scanCube(t, want, cond, r)
			switch {
			case err != nil:
				noGrid++
				t.Logf("%s: %v", cond.name, err)
			case got != want:
				wrong++
			}
		}
		t.Logf("%-28s %d cubes: %d read exactly, %d wrong, %d without a grid", cond.name, n, n-wrong-noGrid, wrong, noGrid)
		if wrong+noGrid > 0 {
			t.Errorf("%s: %d of %d cubes not read exactly", cond.name, wrong+noGrid, n)
		}
	}
}

// With PHOTO_WRITE_TESTDATA=1, writes six photos of one random cube to
// testdata/cube1 (JPEG, quality 85) and its facelets to testdata/cube1/want,
// for cubecli's tests and the README's example.
func TestWriteTestdata(t *testing.T) {
	if os.Getenv("PHOTO_WRITE_TESTDATA") == "" {
		t.Skip("set PHOTO_WRITE_TESTDATA=1 to write testdata/cube1")
	}
	r := rand.New(rand.NewPCG(9, 10))
	c := cube.Random(r).Facelets()
	cond := condition{maxAngle: 25, uneven: 0.25, cast: [3]float64{1.06, 1, 0.92}, noise: 4, clutter: true, size: 360, cubeFrac: 0.6}
	os.MkdirAll("testdata/cube1", 0o755)
	for f := cube.U; f <= cube.B; f++ {
		img := photograph(c, f, cond, r)
		out, err := os.Create(fmt.Sprintf("testdata/cube1/%v.jpg", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := jpeg.Encode(out, img, &jpeg.Options{Quality: 85}); err != nil {
			t.Fatal(err)
		}
		out.Close()
	}
	os.WriteFile("testdata/cube1/want", []byte(c.String()+"\n"), 0o644)
}
