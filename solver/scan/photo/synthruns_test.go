package photo

import (
	"image"
	"image/jpeg"
	"math/rand/v2"
	"os"
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

// writeJPEG writes img to the file name as a JPEG of quality 85, as the
// test photos in testdata are.
func writeJPEG(t *testing.T, name string, img image.Image) {
	t.Helper()
	out, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := jpeg.Encode(out, img, &jpeg.Options{Quality: 85}); err != nil {
		t.Fatal(err)
	}
	out.Close()
}
