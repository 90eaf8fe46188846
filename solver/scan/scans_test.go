package scan

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cubesolver/solver/cube"
)

// The sticker colours of real cubes measured by a camera under real light
// (photos of real cubes, measured, in testdata).
func TestRealScans(t *testing.T) {
	files, _ := filepath.Glob("testdata/real/*.txt")
	if len(files) == 0 {
		t.Fatal("no scans in testdata/real")
	}
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		colours, err := ReadRGB(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		res, err := Resolve(colours)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got := res.Facelets.String()
		if _, err := res.Facelets.ToCubie(); err != nil {
			t.Errorf("%s: %s is not a solvable cube: %v", name, got, err)
		}
		want := expected(t, name)
		if want != "" && got != want {
			t.Errorf("%s:\n got %s\nwant %s", name, got, want)
		}
		naive := nearestCentre(colours)
		t.Logf("%s: %s (nearest centre gets %d stickers wrong; lowest confidence %.2f; closest unsolvable: %v)",
			filepath.Base(name), got, diff(naive, res.Facelets), minConf(res), res.ClosestUnsolvable)
	}
}

func expected(t *testing.T, name string) string {
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if s, ok := strings.CutPrefix(sc.Text(), "# expected "); ok {
			return strings.TrimSpace(s)
		}
	}
	return ""
}

// nearestCentre is the naive reading: each sticker the colour of the
// nearest centre in CIELAB.
func nearestCentre(colours [cube.NumFacelets]RGB) cube.Facelets {
	var f cube.Facelets
	for i, c := range colours {
		best := 1e18
		for fc := cube.U; fc <= cube.B; fc++ {
			if d := dist(c.toLab(), colours[centre(fc)].toLab()); d < best {
				best, f[i] = d, fc
			}
		}
	}
	return f
}

func diff(a, b cube.Facelets) int {
	n := 0
	for i := range a {
		if a[i] != b[i] {
			n++
		}
	}
	return n
}

func minConf(r Result) float64 {
	m := 1.0
	for _, c := range r.Confidence {
		m = min(m, c)
	}
	return m
}
