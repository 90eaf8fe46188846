package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/scan/photo/phototest"
)

const realScan = "../../solver/scan/testdata/real/3x3x3-random-01.txt"

func TestScanRGB(t *testing.T) {
	code, out, errOut := cli(t, "", "scan", "-rgb", realScan)
	if code != exitOK || out != "DURUULDBRFDFLRRLFBRLUUFFUFFLRUDDDRRDLBBDLLBBBDFFBBRLUU\n" {
		t.Errorf("status %d, %q %q", code, out, errOut)
	}
	data, err := os.ReadFile(realScan)
	if err != nil {
		t.Fatal(err)
	}
	code, out, _ = cli(t, string(data), "scan", "-v", "-rgb", "-")
	if code != exitOK || !strings.HasPrefix(out, "DURUULDBRF") || !strings.Contains(out, "U face:\n  D ") {
		t.Errorf("-v from stdin: status %d, %q", code, out)
	}
}

// notCube is a picture of no cube (a plasma fractal); cube1 the six
// photos of a cube, U R F D L B.
var (
	notCube = "../../solver/scan/photo/testdata/notcube/plasma1.jpg"
	cube1   = func() (files []string) {
		for _, f := range "URFDLB" {
			files = append(files, "../../solver/scan/photo/testdata/cube1/"+string(f)+".jpg")
		}
		return files
	}()
)

// Colours written "#rrggbb", as colour pickers and web pages write them,
// are colours, a "# " comment among them stays a comment: they were all
// read as comments ("no colours at all").
func TestScanRGBHex(t *testing.T) {
	data, err := os.ReadFile(realScan)
	if err != nil {
		t.Fatal(err)
	}
	hex := "# the random cube, as #rrggbb\n"
	for _, line := range strings.Split(string(data), "\n") {
		var r, g, b int
		if n, _ := fmt.Sscan(line, &r, &g, &b); n == 3 {
			hex += fmt.Sprintf("#%02x%02X%02x # a sticker\n", r, g, b)
		}
	}
	code, out, errOut := cli(t, hex, "scan", "-rgb", "-")
	if code != exitOK || out != "DURUULDBRFDFLRRLFBRLUUFFUFFLRUDDDRRDLBBDLLBBBDFFBBRLUU\n" {
		t.Errorf("status %d, %q %q", code, out, errOut)
	}
}

func TestScanBadInput(t *testing.T) {
	lines := strings.Repeat("10 20 30\n", 54)
	for _, tc := range []struct {
		name, stdin string
		args        []string
		code        int
		want        string
	}{
		{"nothing to read", "", []string{"scan"}, exitUsage, "give -rgb FILE, or six photos"},
		{"five photos", "", []string{"scan", "a", "b", "c", "d", "e"}, exitUsage, "(got 5)"},
		{"not a picture", "", []string{"scan", realScan, realScan, realScan, realScan, realScan, realScan}, exitUsage, "(face U): not a PNG or JPEG picture"},
		{"missing photo", "", []string{"scan", "/nonexistent/U.png", "b", "c", "d", "e", "f"}, exitUsage, "/nonexistent/U.png (face U): open /nonexistent/U.png: "}, // the rest is the system's words
		{"a folder as a photo", "", []string{"scan", ".", "b", "c", "d", "e", "f"}, exitUsage, ". (face U): open .: not a regular file but a folder"},
		{"a folder as -rgb", "", []string{"scan", "-rgb", "."}, exitUsage, "open .: not a regular file but a folder"},
		{"byte-order mark", "\uFEFF" + lines, []string{"scan", "-rgb", "-"}, exitNo, "the faces U and R have the same colours"},
		{"both", "", []string{"scan", "-rgb", "-", "U.png"}, exitUsage, `unexpected argument "U.png": -rgb or photos, not both`},
		{"missing file", "", []string{"scan", "-rgb", "/nonexistent/rgb.txt"}, exitUsage, "open /nonexistent/rgb.txt: "},
		{"empty", "", []string{"scan", "-rgb", "-"}, exitUsage, "standard input: no colours at all, a cube has 54\n"},
		{"too few", "1 2 3\n# comment\n\n4 5 6\n", []string{"scan", "-rgb", "-"}, exitUsage, "only 2 colours, a cube has 54: 52 are missing or commented out, anywhere from U1 to B9\n"},
		// One line commented out: which sticker's it was cannot be told
		// (it is not the last one's, B9).
		{"one commented out", "#" + lines, []string{"scan", "-rgb", "-"}, exitUsage, "only 53 colours, a cube has 54: 1 is missing or commented out, anywhere from U1 to B9\n"},
		{"too many", lines + "1 2 3\n", []string{"scan", "-rgb", "-"}, exitUsage, "line 55: more than 54"},
		{"two fields", "1 2\n", []string{"scan", "-rgb", "-"}, exitUsage, `line 1: want three numbers "R G B" or a colour "#rrggbb", got 2`},
		{"a colour and a number", "#102030 4\n", []string{"scan", "-rgb", "-"}, exitUsage, `line 1: want three numbers "R G B" or a colour "#rrggbb", got 2`},
		// "#" and no six hex digits starts a comment; one that looks like
		// a colour mistyped is named where colours are missing.
		{"five hex digits", "1 2 3\n#10203\n# comment\n", []string{"scan", "-rgb", "-"}, exitUsage,
			`only 1 colour, a cube has 54: 53 are missing or commented out, anywhere from U1 to B9 (line 2, "#10203", is a comment: a colour is "#rrggbb", six hex digits)`},
		{"not hex", "#10203g", []string{"scan", "-rgb", "-"}, exitUsage, `no colours at all, a cube has 54 (line 1, "#10203g", is a comment`},
		{"pocket cube, hex", strings.Repeat("#102030\n", 24), []string{"scan", "-puzzle", "2x2", "-rgb", "-"}, exitNo, "the faces"},
		{"out of range", "1 2 3\n1 256 3\n", []string{"scan", "-rgb", "-"}, exitUsage, `line 2: "256" is not a whole number from 0 to 255 (G of sticker U2)`},
		{"not a number", "1 2 x\n", []string{"scan", "-rgb", "-"}, exitUsage, `"x" is not a whole number`},
		{"long line", strings.Repeat("1", 70000), []string{"scan", "-rgb", "-"}, exitUsage, "line 1: longer than 64 KiB"},
		// A tracker's JSON, all on one line: its first 40 characters
		// quoted, not the whole line.
		{"JSON", `{"1": [246, 251, 252], "2": [17, 147, 253], "3": [21, 166, 253], "4": [197, 12, 34]}` + "\n", []string{"scan", "-rgb", "-"}, exitUsage,
			`standard input: line 1: want three numbers "R G B" or a colour "#rrggbb", got 16 field(s): "{\"1\": [246, 251, 252], \"2\": [17, 147, 25"…` + "\n"},
		{"one colour everywhere", lines, []string{"scan", "-rgb", "-"}, exitNo, "the faces U and R have the same colours"},
		// A picture of no cube, the first of six cube photos.
		{"no cube in it", "", append([]string{"scan", notCube}, cube1[1:]...), exitNo, notCube + " (face U): no cube face found"},
	} {
		code, out, errOut := cli(t, tc.stdin, tc.args...)
		if code != tc.code || out != "" || !strings.Contains(errOut, tc.want) {
			t.Errorf("%s: status %d, stdout %q, stderr %q; want %d and %q", tc.name, code, out, errOut, tc.code, tc.want)
		}
	}
}

func TestScanPhotos(t *testing.T) {
	skipPhotosUnderRace(t)
	dir := "../../solver/scan/photo/testdata/cube1/"
	want, err := os.ReadFile(dir + "want")
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, f := range "URFDLB" {
		files = append(files, dir+string(f)+".jpg")
	}
	code, out, errOut := cli(t, "", append([]string{"scan"}, files...)...)
	if code != exitOK || out != string(want) {
		t.Errorf("status %d, %q %q, want %q", code, out, errOut, want)
	}
	// Named after their faces, in the order a shell's glob gives them.
	glob := slices.Sorted(slices.Values(files))
	if code, out, errOut := cli(t, "", append([]string{"scan"}, glob...)...); code != exitOK || out != string(want) {
		t.Errorf("in the glob's order: status %d, %q %q, want %q", code, out, errOut, want)
	}
	// R's photo held turned: read turned back, and said.
	turned := filepath.Join(t.TempDir(), "turned.png")
	phototest.WriteTurned(t, files[1], turned)
	held := slices.Clone(files)
	held[1] = turned
	if code, out, errOut := cli(t, "", append([]string{"scan"}, held...)...); code != exitOK || out != string(want) ||
		errOut != "cubecli scan: the photo of R was held turned: read turned back a quarter turn clockwise (hold each face with the face above it on the net on top)\n" {
		t.Errorf("R turned: status %d, %q %q", code, out, errOut)
	}
	// U's photo given twice: the names say nothing, and the colours say
	// that one face was measured twice.
	named := slices.Clone(files)
	named[1] = files[0]
	if code, _, errOut := cli(t, "", append([]string{"scan"}, named...)...); code != exitNo || !strings.Contains(errOut, "the faces U and R have the same colours, sticker for sticker") {
		t.Errorf("U twice: status %d, %q", code, errOut)
	}
	// A face's photo given twice, under another name, is said by its
	// colours.
	copyU := filepath.Join(t.TempDir(), "again.jpg")
	b, err := os.ReadFile(files[0])
	if err != nil || os.WriteFile(copyU, b, 0o644) != nil {
		t.Fatal(err)
	}
	files[1] = copyU
	if code, _, errOut := cli(t, "", append([]string{"scan"}, files...)...); code != exitNo || !strings.Contains(errOut, "the faces U and R have the same colours, sticker for sticker") {
		t.Errorf("a face twice: status %d, %q", code, errOut)
	}
}

// A picture whose header claims 60000×60000 pixels is refused at once,
// with what is wrong, as a file that cannot be read.
func TestScanHugePicture(t *testing.T) {
	dir := t.TempDir()
	huge := filepath.Join(dir, "huge.png")
	if err := os.WriteFile(huge, hugePNG, 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"scan", huge, huge, huge, huge, huge, huge}
	code, out, errOut := cli(t, "", args...)
	if code != exitUsage || out != "" || !strings.Contains(errOut, "(face U): too large: 60000×60000 pixels (3600 megapixels); the most read is 64 megapixels: scale it down") {
		t.Errorf("status %d, %q %q", code, out, errOut)
	}
}

// An empty file given as a photo is said to be empty, in each way photos
// are given: it was "not a PNG or JPEG picture (image: unknown format)".
func TestScanEmptyPhoto(t *testing.T) {
	empty := filepath.Join(t.TempDir(), "U.png")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	six := []string{empty, empty, empty, empty, empty, empty}
	for _, args := range [][]string{
		append([]string{"scan"}, six...),
		append([]string{"scan", "-puzzle", "2x2"}, six...),
		{"scan", "-corners", empty, empty},
	} {
		code, out, errOut := cli(t, "", args...)
		if code != exitUsage || out != "" || !strings.HasSuffix(errOut, "): the file is empty: 0 bytes, no picture\n") || !strings.Contains(errOut, empty+" (") {
			t.Errorf("%q: status %d, %q %q", args[:2], code, out, errOut)
		}
	}
}

// hugePNG is a 65-byte PNG whose header says 60000×60000 pixels of 16-bit
// RGBA.
var hugePNG = []byte("\x89PNG\x0d\x0a\x1a\x0a\x00\x00\x00\x0dIHDR\x00\x00\xea`\x00" +
	"\x00\xea`\x10\x06\x00\x00\x00\xd0B\xa9\x01\x00\x00\x00\x08IDATx\x9c\x03\x00\x00\x00\x00\x01H\x06\x89\xd2\x00\x00\x00\x00IEND\xaeB`\x82")

// Where the colours leave stickers in doubt, no cube is printed: scan names
// the stickers and exits 1; -best prints the nearest real cube, and names
// them on standard error.
func TestScanDoubt(t *testing.T) {
	skipPhotosUnderRace(t)
	dark := "../../solver/scan/testdata/real/3x3x3-random-07.txt"
	code, out, errOut := cli(t, "", "scan", "-rgb", dark)
	if code != exitNo || out != "" || !strings.Contains(errOut, "stickers in doubt: ") || !strings.Contains(errOut, " or ") {
		t.Errorf("status %d, %q %q", code, out, errOut)
	}
	code, out, errOut2 := cli(t, "", "scan", "-best", "-rgb", dark)
	if code != exitOK || len(out) != 55 || !strings.Contains(errOut2, "the nearest real cube, with ") {
		t.Errorf("-best: status %d, %q %q", code, out, errOut2)
	}
	// -v shows the net with the stickers in doubt marked, but no cube.
	code, out, _ = cli(t, "", "scan", "-v", "-rgb", dark)
	if code != exitNo || !strings.HasPrefix(out, "U face:") || !strings.Contains(out, "?") {
		t.Errorf("-v: status %d, %q", code, out)
	}
}

// The over-exposed cube whose centres R5 and L5 differ by 1 in CIELAB
// (white and yellow) is read, the pieces telling which is which.
func TestScanCentresAlike(t *testing.T) {
	code, out, errOut := cli(t, "", "scan", "-rgb", "../../solver/scan/testdata/real/tracker-photos-01.txt")
	if code != exitOK || out != "LBBUURDDRDDLBRFRBDLLFRFRBLURFFLDLDBLURFULFBUUUDFDBFBUR\n" {
		t.Errorf("status %d, %q %q", code, out, errOut)
	}
}

// Two photos of the cube from opposite corners, three faces each, read the
// cube; -v says where each corner's faces are.
func TestScanCorners(t *testing.T) {
	skipPhotosUnderRace(t)
	dir := "../../solver/scan/photo/testdata/corners1/"
	want, err := os.ReadFile(dir + "want")
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := cli(t, "", "scan", "-corners", dir+"first.jpg", dir+"second.jpg")
	if code != exitOK || out != string(want) {
		t.Errorf("status %d, %q %q, want %q", code, out, errOut, want)
	}
	code, out, _ = cli(t, "", "scan", "-v", "-corners", dir+"first.jpg", dir+"second.jpg")
	if code != exitOK || !strings.Contains(out, "the U F R corner in "+dir+"first.jpg: near corner (") || !strings.Contains(out, "D on top (") {
		t.Errorf("-v: status %d, %q", code, out)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-corners", dir + "first.jpg"}, exitUsage, "-corners takes two photos, of the U F R corner and of the D L B corner (got 1)"},
		{[]string{"-corners", "-rgb", realScan}, exitUsage, "-rgb or -corners, not both"},
		{[]string{"-corners", dir + "first.jpg", "/nonexistent/B.jpg"}, exitUsage, "/nonexistent/B.jpg (the D L B corner): open /nonexistent/B.jpg: "}, // the rest is the system's words
		// A photo of one face straight on shows no corner.
		{[]string{"-corners", "../../solver/scan/photo/testdata/cube1/U.jpg", dir + "second.jpg"}, exitNo, "(the U F R corner): no cube corner found"},
		// The same corner twice: the cube not turned over.
		{[]string{"-corners", dir + "first.jpg", dir + "first.jpg"}, exitNo, "the second photo's face on top is white, as is the first photo's face on top: a face shown twice; the second photo must show the opposite corner, the cube turned over"},
	} {
		code, out, errOut := cli(t, "", append([]string{"scan"}, tc.args...)...)
		if code != tc.code || out != "" || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: status %d, %q %q; want %d and %q", tc.args, code, out, errOut, tc.code, tc.want)
		}
	}
}

// -v says which grid was taken where a picture has several: in a
// screenshot of a scanning program, the face held up, not its drawn
// preview.
func TestScanSaysWhichGrid(t *testing.T) {
	skipPhotosUnderRace(t)
	shot := ""
	for dir, _ := filepath.Abs("."); dir != filepath.Dir(dir); dir = filepath.Dir(dir) {
		if p := filepath.Join(dir, "shared", "photos", "qbr", "demo-solve-mode.jpg"); fileExists(p) {
			shot = p
			break
		}
	}
	if shot == "" {
		t.Skip("no shared/photos beside the repository")
	}
	_, out, _ := cli(t, "", "scan", "-v", shot, shot, shot, shot, shot, shot)
	if !strings.Contains(out, "U face in "+shot+": corners (552,383)") || !strings.Contains(out, "taken before 2 other grid(s)") {
		t.Errorf("%q", out)
	}
}

func fileExists(name string) bool {
	_, err := os.Stat(name)
	return err == nil
}

// Two photos given the other way round (F's as R's, named so that the
// names say nothing) are read swapped back, and said, naming them.
func TestScanSwappedPhotos(t *testing.T) {
	skipPhotosUnderRace(t)
	want, err := os.ReadFile("../../solver/scan/photo/testdata/cube1/want")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var files []string
	for k, f := range []int{0, 2, 1, 3, 4, 5} { // U F R D L B
		b, err := os.ReadFile(cube1[f])
		name := filepath.Join(dir, fmt.Sprintf("%d.jpg", k+1))
		if err != nil || os.WriteFile(name, b, 0o644) != nil {
			t.Fatal(err)
		}
		files = append(files, name)
	}
	code, out, errOut := cli(t, "", append([]string{"scan"}, files...)...)
	note := fmt.Sprintf("cubecli scan: the photo %s, given as R's, shows F, and %s, given as F's, shows R: each is read as the face it shows", files[1], files[2])
	if code != exitOK || out != string(want) || !strings.HasPrefix(errOut, note) {
		t.Errorf("status %d, %q %q", code, out, errOut)
	}
}

// skipPhotosUnderRace skips a test that reads whole photos when the race
// detector is on: reading is arithmetic on pixels, ten times slower under
// the detector, and cubecli starts no goroutines for it (scan.ResolveHeld's
// own are tested under the detector in solver/scan). make test-go runs
// these tests without the detector.
func skipPhotosUnderRace(t *testing.T) {
	t.Helper()
	if raceEnabled {
		t.Skip("reads whole photos: make test-go runs it without the race detector")
	}
}

// Clean colours of a cube with a corner twisted in its place, or an edge
// flipped, make no real cube: scan says so first, without naming a fix of
// its own choosing, and then the stickers a real cube near them reads
// otherwise; -best prints that cube with the same words.
func TestScanPieceTurnedInPlace(t *testing.T) {
	palette := [6]string{"250 250 250", "200 20 20", "20 160 40", "240 230 30", "250 120 10", "20 40 200"} // U R F D L B
	colours := func(swap map[int]int) string {
		var b strings.Builder
		for i := range cube.NumFacelets {
			face := i / 9
			if j, ok := swap[i]; ok {
				face = j / 9
			}
			b.WriteString(palette[face] + "\n")
		}
		return b.String()
	}
	for name, tc := range map[string]struct {
		swap map[int]int
		why  string
	}{
		"URF twisted": {map[int]int{8: 9, 9: 20, 20: 8}, "twist error"},
		"UF flipped":  {map[int]int{7: 19, 19: 7}, "flip error"},
	} {
		in := colours(tc.swap)
		code, out, errOut := cli(t, in, "scan", "-rgb", "-")
		if code != exitNo || out != "" || !strings.Contains(errOut, "the colours read most closely are not a real cube ("+tc.why) ||
			strings.Contains(errOut, "fix:") || !strings.Contains(errOut, "otherwise: ") {
			t.Errorf("%s: status %d, %q %q", name, code, out, errOut)
		}
		code, out, errOut = cli(t, in, "scan", "-best", "-rgb", "-")
		f, err := cube.ParseFacelets(strings.TrimSpace(out))
		if err == nil {
			_, err = f.ToCubie()
		}
		if code != exitOK || err != nil || !strings.Contains(errOut, "not a real cube ("+tc.why) || strings.Contains(errOut, "fix:") {
			t.Errorf("%s, -best: status %d, %q %q (%v)", name, code, out, errOut, err)
		}
	}
}
