package scan

import (
	"bufio"
	"math"
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
		colours := readScan(t, name)
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
		if hasLine(t, name, "# in doubt") && len(res.Doubtful) == 0 {
			t.Errorf("%s: read as %s with no sticker in doubt", name, got)
		}
		naive := nearestCentre(colours)
		t.Logf("%s: %s (nearest centre gets %d stickers wrong; lowest confidence %.2f; in doubt: %v; closest unsolvable: %v)",
			filepath.Base(name), got, diff(naive, res.Facelets), minConf(res), res.Doubtful, res.ClosestUnsolvable)
	}
}

// A cube photographed in the dark (its colours a tenth as bright): every
// face near black, two faces differ by a few units of CIELAB, as one face
// measured twice would, but far less than the others differ: no error
// says a face was measured twice.
func TestDarkIsNoFaceTwice(t *testing.T) {
	for _, name := range []string{"tracker-photos-01.txt", "tracker-random-01.txt", "3x3x3-random-05.txt", "3x3x3-random-07.txt"} {
		colours := readScan(t, filepath.Join("testdata/real", name))
		for i, c := range colours {
			colours[i] = RGB{(c.R + 5) / 10, (c.G + 5) / 10, (c.B + 5) / 10}
		}
		if _, err := Resolve(colours); err != nil {
			t.Errorf("%s, a tenth as bright: %v", name, err)
		}
	}
}

// hasLine says whether the file has a line starting with prefix.
func hasLine(t *testing.T, name, prefix string) bool {
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, prefix) {
			return true
		}
	}
	return false
}

// readScan reads the file of a real cube's measured colours.
func readScan(t *testing.T, name string) [cube.NumFacelets]RGB {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	colours, err := ReadRGB(f)
	f.Close()
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return colours
}

// expected is the cube a scan's file says it is (its "# expected" line),
// "" if it does not say.
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
			if d := dist(c.toLab(), colours[cube3.centre(fc)].toLab()); d < best {
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

// Faces photographed darker than the others (each face is a photo of its
// own). Before, each of these was read wrong with no sticker in doubt:
// the robot's over-exposed photos with U and L, L and B, or U, L and B
// darkened (white and yellow swapped on four stickers: read as measured,
// the right cube, and with each face's exposure fitted a wrong one that
// fits its colours far better), and random-02, an ordinary scan, with L
// and B at half the light (red and orange swapped on eight stickers:
// read as measured from the centres, a reading that stopped short of the
// right cube, which fits better). And the robot's photos with U, F and L
// at 0.3: both readings agreed on a cube with white and yellow swapped on
// four stickers (F6 D4 D6 L2), told apart by lightness that the fitted
// exposures had got a little wrong; their hues read them right. And
// random-02 with every face but F at 0.3: read with exposures from the
// centres as measured, F's light red centre taken for the other faces'
// oranges, red and orange swapped on eight stickers. And the robot's
// photos with F and L at 1.6: white and yellow clipped alike to
// 255,255,255 there, the colour most of whose stickers were clipped
// taken for the clip's (see mostlyClipped). A cube read wrong must have
// every sticker read wrong in doubt.
func TestDarkerFacesAreNotReadSure(t *testing.T) {
	for _, c := range []struct {
		scan  string
		faces []cube.Face
		gain  float64
	}{
		{"tracker-photos-01", []cube.Face{cube.U, cube.L}, 0.5},
		{"tracker-photos-01", []cube.Face{cube.L, cube.B}, 0.3},
		{"tracker-photos-01", []cube.Face{cube.U, cube.L, cube.B}, 0.7},
		{"tracker-photos-01", []cube.Face{cube.U, cube.F, cube.L}, 0.3},
		{"3x3x3-random-02", []cube.Face{cube.L, cube.B}, 0.5},
		{"3x3x3-random-02", []cube.Face{cube.U, cube.R, cube.D, cube.L, cube.B}, 0.3},
		{"tracker-photos-01", []cube.Face{cube.F, cube.L}, 1.6},
	} {
		name := filepath.Join("testdata", "real", c.scan+".txt")
		colours := readScan(t, name)
		want := expected(t, name)
		for _, f := range c.faces {
			for i := int(f) * 9; i < int(f)*9+9; i++ {
				colours[i] = RGB{darken(colours[i].R, c.gain), darken(colours[i].G, c.gain), darken(colours[i].B, c.gain)}
			}
		}
		res, err := Resolve(colours)
		if err != nil {
			t.Errorf("%s, %v at %.2f: %v", c.scan, c.faces, c.gain, err)
			continue
		}
		if got := res.Facelets.String(); got != want && !allWrongInDoubt(got, res.Doubtful, want) {
			t.Errorf("%s, %v darkened to %.2f: read %s, want %s, in doubt only %v", c.scan, c.faces, c.gain, got, want, res.Doubtful)
		}
		t.Logf("%s, %v at %.2f: in doubt %v", c.scan, c.faces, c.gain, res.Doubtful)
	}
}

// darken scales an sRGB channel's light by gain.
func darken(v uint8, gain float64) uint8 {
	l := linearExact(float64(v)) * gain
	s := 12.92 * l
	if l > 0.0031308 {
		s = 1.055*math.Pow(l, 1/2.4) - 0.055
	}
	return uint8(math.Round(255 * min(s, 1)))
}

// Faces darker or brighter than the others, every set of one to five
// faces of four real scans with a known answer, at 0.7, 0.5, 0.3, 0.15
// and 1.6 times the light: 1,240 cubes (each face a photo exposed on its
// own). It reads them all only with CUBESOLVER_LONG=1 (a minute; longer
// under the race detector); TestDarkerFacesAreNotReadSure has those that
// were read wrong with no sticker in doubt.
func TestDarkenedFaceSets(t *testing.T) {
	if testing.Short() || os.Getenv("CUBESOLVER_LONG") == "" {
		t.Skip("1,240 cubes read, a minute: set CUBESOLVER_LONG=1")
	}
	right, doubted, wrong, partly := 0, 0, 0, 0
	for _, scan := range []string{"tracker-photos-01", "3x3x3-random-01", "3x3x3-random-02", "3x3x3-random-03"} {
		name := filepath.Join("testdata", "real", scan+".txt")
		measured := readScan(t, name)
		want := expected(t, name)
		for _, gain := range []float64{0.7, 0.5, 0.3, 0.15, 1.6} {
			for set := 1; set < 1<<6-1; set++ {
				colours := measured
				var faces []cube.Face
				for f := cube.U; f <= cube.B; f++ {
					if set&(1<<f) == 0 {
						continue
					}
					faces = append(faces, f)
					for i := int(f) * 9; i < int(f)*9+9; i++ {
						colours[i] = RGB{darken(colours[i].R, gain), darken(colours[i].G, gain), darken(colours[i].B, gain)}
					}
				}
				res, err := Resolve(colours)
				got := res.Facelets.String()
				switch {
				case err != nil || len(res.Doubtful) > 0:
					doubted++
					if err == nil && got != want && !allWrongInDoubt(got, res.Doubtful, want) {
						partly++
					}
				case got == want:
					right++
				default:
					wrong++
					t.Errorf("%s, %v at %.2f: read %s with no sticker in doubt, want %s", scan, faces, gain, got, want)
				}
			}
		}
	}
	t.Logf("%d cubes, faces darkened or brightened: %d read right with nothing in doubt, %d with stickers in doubt or refused (%d of them read wrong with a wrong sticker not in doubt), %d read wrong with nothing in doubt",
		right+doubted+wrong, right, doubted, partly, wrong)
}

// allWrongInDoubt says whether every sticker of the cube read as got
// (a facelet string, the 3x3x3's or the pocket cube's) that differs
// from want is among doubts.
func allWrongInDoubt(got string, doubts []Doubt, want string) bool {
	doubted := map[int]bool{}
	for _, d := range doubts {
		doubted[d.Sticker] = true
	}
	for i := range got {
		if got[i] != want[i] && !doubted[i] {
			return false
		}
	}
	return true
}
