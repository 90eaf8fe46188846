package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cubesolver/solver/cube/pocket"
)

const pocketPhotos = "../../solver/scan/photo/testdata/pocket1/"

// pocketFiles is the six photos of the pocket cube's test photos.
func pocketFiles() []string {
	var files []string
	for _, f := range "URFDLB" {
		files = append(files, pocketPhotos+string(f)+".jpg")
	}
	return files
}

// Six photos of a 2x2x2's faces read the pocket cube: its 24 letters.
func TestScanPocketPhotos(t *testing.T) {
	skipPhotosUnderRace(t)
	want, err := os.ReadFile(pocketPhotos + "want")
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := cli(t, "", append([]string{"scan", "-puzzle", "2x2"}, pocketFiles()...)...)
	if code != exitOK || out != string(want) {
		t.Errorf("status %d, %q %q, want %q", code, out, errOut, want)
	}
	code, out, _ = cli(t, "", append([]string{"scan", "-puzzle", "2x2", "-v"}, pocketFiles()...)...)
	if code != exitOK || !strings.HasPrefix(out, "U face in "+pocketPhotos+"U.jpg: corners (") || !strings.Contains(out, string(want)+"U face:\n  ") {
		t.Errorf("-v: status %d, %q", code, out)
	}
}

// pocketRGB writes the colours of the corner stickers of a real 3x3x3
// scan (a pocket cube's colours as a camera measures them) to a file of 24
// lines, and returns its name.
func pocketRGB(t *testing.T, scan string) string {
	data, err := os.ReadFile(scan)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	var b strings.Builder
	for i := 0; i < pocket.NumFacelets; i++ {
		b.WriteString(lines[pocket.Of3x3(i)] + "\n")
	}
	name := filepath.Join(t.TempDir(), "pocket.txt")
	if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

// -rgb with -puzzle 2x2 takes 24 colours; where stickers are in doubt, no
// cube is printed, as for the 3x3x3.
func TestScanPocketRGB(t *testing.T) {
	// The corners of 3x3x3-random-03: white up, green in front.
	file := pocketRGB(t, "../../solver/scan/testdata/real/3x3x3-random-03.txt")
	code, out, errOut := cli(t, "", "scan", "-puzzle", "2x2", "-rgb", file)
	if code != exitOK || out != "DDUDLLBRLFUURRUDFBLFBRBF\n" {
		t.Errorf("status %d, %q %q", code, out, errOut)
	}
	data, _ := os.ReadFile(file)
	code, out, _ = cli(t, string(data), "scan", "-puzzle", "2x2", "-rgb", "-", "-v")
	if code != exitOK || !strings.Contains(out, "B face:\n  B 1.00 ") {
		t.Errorf("-v from stdin: status %d, %q", code, out)
	}
	// A dark scan: a red and an orange in doubt.
	dark := pocketRGB(t, "../../solver/scan/testdata/real/3x3x3-random-05.txt")
	code, out, errOut = cli(t, "", "scan", "-puzzle", "2x2", "-rgb", dark)
	if code != exitNo || out != "" || !strings.Contains(errOut, "2 stickers in doubt: B2 (") {
		t.Errorf("in doubt: status %d, %q %q", code, out, errOut)
	}
	code, out, errOut = cli(t, "", "scan", "-puzzle", "2x2", "-best", "-rgb", dark)
	if code != exitOK || len(out) != 25 || !strings.Contains(errOut, "the nearest real cube, with 2 stickers in doubt: B2 (") {
		t.Errorf("-best: status %d, %q %q", code, out, errOut)
	}
}

// Bad input to scan -puzzle 2x2 is said: how many photos, a 3x3x3's face
// among them, a 3x3x3's colours, -corners.
func TestScanPocketBadInput(t *testing.T) {
	files := pocketFiles()
	threeByThree := append(append([]string{}, files[:2]...), "../../solver/scan/photo/testdata/cube1/F.jpg")
	threeByThree = append(threeByThree, files[3:]...)
	for _, tc := range []struct {
		name, stdin string
		args        []string
		code        int
		want        string
	}{
		{"five photos", "", files[:5], exitUsage, "six photos of the 2x2x2's faces in the order U R F D L B (got 5)"},
		{"a 3x3x3's face", "", threeByThree, exitNo, "cube1/F.jpg (face F): no 2x2x2 face found: its stickers lie on a 3×3 grid, as a 3x3x3's face's do (is it a photo of a 3x3x3?)"},
		{"a 3x3x3's colours", strings.Repeat("1 2 3\n", 54), []string{"-rgb", "-"}, exitUsage, "standard input: line 25: more than 24 colours (a 2x2x2 has 24 stickers): is it a 3x3x3's?"},
		{"too few colours", "1 2 3\n", []string{"-rgb", "-"}, exitUsage, "only 1 colour, a 2x2x2 has 24: 23 are missing or commented out, anywhere from U1 to B4"},
		{"both", "", []string{"-rgb", "-", "U.png"}, exitUsage, `unexpected argument "U.png": -rgb or photos, not both`},
		{"corners", "", []string{"-corners", "a.jpg", "b.jpg"}, exitUsage, "-corners reads a 3x3x3 only"},
		{"a missing photo", "", append([]string{"/nonexistent/U.jpg"}, files[1:]...), exitUsage, "/nonexistent/U.jpg (face U): open /nonexistent/U.jpg: "},
	} {
		code, out, errOut := cli(t, tc.stdin, append([]string{"scan", "-puzzle", "2x2"}, tc.args...)...)
		if code != tc.code || out != "" || !strings.Contains(errOut, tc.want) {
			t.Errorf("%s: status %d, stdout %q, stderr %q; want %d and %q", tc.name, code, out, errOut, tc.code, tc.want)
		}
	}
	// And the other way round: a 2x2x2's photos read as a 3x3x3's.
	code, _, errOut := cli(t, "", append([]string{"scan"}, files...)...)
	if code != exitNo || !strings.Contains(errOut, "U.jpg (face U): no 3x3x3 face found: no 3×3 grid of stickers, but a 2×2 grid, as a 2x2x2's face has (is it a photo of a 2x2x2?)") {
		t.Errorf("a 2x2x2's photos as a 3x3x3's: status %d, %q", code, errOut)
	}
}
