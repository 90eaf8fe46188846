package scan

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cubesolver/solver/cube"
)

// darkenFaces returns a copy of colours, a cube's six faces one after the
// other (the 3x3x3's 54 stickers or the pocket cube's 24), with the faces
// in set (a bit for each cube.Face) darkened or brightened by gain, as a
// face lit less or more than the others is seen.
func darkenFaces(colours []RGB, set int, gain float64) []RGB {
	out := append([]RGB(nil), colours...)
	n := len(out) / 6
	for f := cube.U; f <= cube.B; f++ {
		if set&(1<<f) == 0 {
			continue
		}
		for i := int(f) * n; i < int(f)*n+n; i++ {
			out[i] = RGB{darken(out[i].R, gain), darken(out[i].G, gain), darken(out[i].B, gain)}
		}
	}
	return out
}

// TestDarkenedFaceSets's sweep over every real scan with a known answer
// (twelve, 3,720 cubes), counted scan by scan: how many are read right
// with nothing in doubt, with stickers in doubt (of them, how many wrong
// with a wrong sticker not in doubt), and wrong with nothing in doubt.
// It runs only with CUBESOLVER_LONG=1 (seven minutes on a busy machine).
//
// The checkerboard is read wrong with nothing in doubt in 49 of its 310
// sets (knownSure): one of F and B darkened (or F brightened) and both
// read solid, red and orange swapped on their eight edge stickers,
// another real cube. The test fails where a scan is read wrong and sure
// more often than that, and says so where less.
func TestDarkenedFaceSetsEveryScan(t *testing.T) {
	if testing.Short() || os.Getenv("CUBESOLVER_LONG") == "" {
		t.Skip("3,720 cubes read, minutes: set CUBESOLVER_LONG=1")
	}
	files, _ := filepath.Glob("testdata/real/*.txt")
	var total [4]int
	for _, name := range files {
		want := expected(t, name)
		if want == "" {
			continue
		}
		measured := readScan(t, name)
		var n [4]int // right and sure, in doubt, of those partly, wrong and sure
		for _, gain := range []float64{0.7, 0.5, 0.3, 0.15, 1.6} {
			for set := 1; set < 1<<6-1; set++ {
				res, err := Resolve([cube.NumFacelets]RGB(darkenFaces(measured[:], set, gain)))
				got := res.Facelets.String()
				switch {
				case err != nil || len(res.Doubtful) > 0:
					n[1]++
					if err == nil && got != want && !allWrongInDoubt(got, res.Doubtful, want) {
						n[2]++
					}
				case got == want:
					n[0]++
				default:
					n[3]++
					t.Logf("%s, %v at %.2f: read %s with no sticker in doubt, want %s", filepath.Base(name), facesOf(set), gain, got, want)
				}
			}
		}
		for k := range n {
			total[k] += n[k]
		}
		scan := strings.TrimSuffix(filepath.Base(name), ".txt")
		if known := knownSure[scan]; n[3] > known {
			t.Errorf("%s: %d cubes read wrong with nothing in doubt, %d before", scan, n[3], known)
		} else if n[3] < known {
			t.Logf("%s: %d cubes read wrong with nothing in doubt, %d before: lower knownSure", scan, n[3], known)
		}
		t.Logf("%-24s right and sure %3d, in doubt %3d (partly %d), wrong and sure %d", scan, n[0], n[1], n[2], n[3])
	}
	t.Logf("%-24s right and sure %3d, in doubt %3d (partly %d), wrong and sure %d", "all", total[0], total[1], total[2], total[3])
}

// knownSure is how many of a scan's darkened sets were read wrong with
// nothing in doubt when TestDarkenedFaceSetsEveryScan was written.
var knownSure = map[string]int{"3x3x3-checkerboard": 49}

// BenchmarkResolve reads each real scan once an iteration.
func BenchmarkResolve(b *testing.B) {
	files, _ := filepath.Glob("testdata/real/*.txt")
	var scans [][cube.NumFacelets]RGB
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			b.Fatal(err)
		}
		c, err := ReadRGB(f)
		f.Close()
		if err != nil {
			b.Fatal(err)
		}
		scans = append(scans, c)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, c := range scans {
			Resolve(c)
		}
	}
}
