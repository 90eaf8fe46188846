package photo

import (
	"fmt"
	"image"
	"image/jpeg"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"cubesolver/solver/scan"
)

// synthRuns is how many cubes a condition the synthetic photo tests read
// and their random source, its first seed a + CUBESOLVER_PHOTOS_SEED:
// CUBESOLVER_PHOTOS=24 runs 24 cubes a condition (six by default, two with
// -short), CUBESOLVER_PHOTOS_SEED=S draws other cubes and photos.
func synthRuns(a, b uint64) (n int, r *rand.Rand) {
	n = 6
	if v, err := strconv.Atoi(os.Getenv("CUBESOLVER_PHOTOS")); err == nil && v > 0 {
		n = v
	} else if testing.Short() {
		n = 2
	}
	seed, _ := strconv.ParseUint(os.Getenv("CUBESOLVER_PHOTOS_SEED"), 10, 64)
	return n, rand.New(rand.NewPCG(a+seed, b))
}

// readEach has read draw, photograph and read back n cubes under each
// condition: every cube must be read exactly (the figures per condition
// are logged). missed is what a cube not read at all had none of: "a
// grid", "a corner".
func readEach[F comparable](t *testing.T, n int, missed string, read func(condition) (want, got F, doubtful []scan.Doubt, err error)) {
	t.Helper()
	for _, cond := range conditions {
		wrong, none, doubt := 0, 0, 0
		for k := 0; k < n; k++ {
			want, got, doubtful, err := read(cond)
			switch {
			case err != nil:
				none++
				t.Logf("%s: %v", cond.name, err)
			case got != want:
				wrong++
				t.Logf("%s: wrong, in doubt: %v", cond.name, doubtful)
			}
			if err == nil && len(doubtful) > 0 {
				doubt++
				if got == want {
					t.Logf("%s: read right, in doubt: %v", cond.name, doubtful)
				}
			}
		}
		t.Logf("%-28s %d cubes: %d read exactly, %d wrong, %d without %s; %d with stickers in doubt", cond.name, n, n-wrong-none, wrong, none, missed, doubt)
		if wrong+none > 0 {
			t.Errorf("%s: %d of %d cubes not read exactly", cond.name, wrong+none, n)
		}
	}
}

// testdataCondition is how the six faces' test photos in testdata are
// taken: somewhat at an angle, in uneven and warm light, on clutter.
var testdataCondition = condition{maxAngle: 25, uneven: 0.25, cast: [3]float64{1.06, 1, 0.92}, noise: 4, clutter: true, size: 360, cubeFrac: 0.6}

// writeTestdata, with PHOTO_WRITE_TESTDATA=1, has shoot draw a cube and
// take its photos, each written by write to testdata/dir (JPEG, quality
// 85), and writes the cube's facelets to testdata/dir/want; without, it
// skips the test.
func writeTestdata(t *testing.T, dir string, shoot func(write func(name string, img image.Image)) fmt.Stringer) {
	if os.Getenv("PHOTO_WRITE_TESTDATA") == "" {
		t.Skip("set PHOTO_WRITE_TESTDATA=1 to write testdata/" + dir)
	}
	dir = filepath.Join("testdata", dir)
	os.MkdirAll(dir, 0o755)
	c := shoot(func(name string, img image.Image) {
		out, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := jpeg.Encode(out, img, &jpeg.Options{Quality: 85}); err != nil {
			t.Fatal(err)
		}
		out.Close()
	})
	os.WriteFile(filepath.Join(dir, "want"), []byte(c.String()+"\n"), 0o644)
}
