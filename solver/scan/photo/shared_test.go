package photo

import (
	"errors"
	"image"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/scan"
)

// sharedPhotos returns the folder of real photos kept beside the
// repository (shared/photos, found by looking up from here), or skips the
// test where there is none; in CI it must be there.
func sharedPhotos(t *testing.T) string {
	t.Helper()
	if dir := os.Getenv("CUBESOLVER_SHARED_PHOTOS"); dir != "" {
		return dir
	}
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		p := filepath.Join(dir, "shared", "photos")
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	if os.Getenv("CI") != "" && runtime.GOOS != "windows" { // Wine's runs may not see it
		t.Fatal("no shared/photos beside the repository")
	}
	t.Skip("no shared/photos beside the repository (set CUBESOLVER_SHARED_PHOTOS)")
	return ""
}

// The cube photographed inside a cube robot, six over-exposed photos
// (white and yellow differ by a few units of blue; the centres R5 and L5
// by 1 in CIELAB), is read exactly, with no sticker in doubt.
func TestTrackerPhotos(t *testing.T) {
	dir := filepath.Join(sharedPhotos(t), "rubiks-cube-tracker", "test-data", "3x3x3-random-01")
	const want = "LBBUURDDRDDLBRFRBDLLFRFRBLURFFLDLDBLURFULFBUUUDFDBFBUR"
	var colours [cube.NumFacelets]scan.RGB
	for f := cube.U; f <= cube.B; f++ {
		img := loaded(t, filepath.Join(dir, "rubiks-side-"+f.String()+".png"))
		q, err := Find(img)
		if err != nil {
			t.Fatalf("face %v: %v", f, err)
		}
		s, err := Sample(img, q)
		if err != nil {
			t.Fatalf("face %v: %v", f, err)
		}
		copy(colours[int(f)*9:], s[:])
	}
	res, err := scan.Resolve(colours)
	if err != nil {
		t.Fatal(err)
	}
	if res.Facelets.String() != want || len(res.Doubtful) > 0 {
		t.Errorf("got %v (in doubt: %v), want %s", res.Facelets, res.Doubtful, want)
	}
}

// In webcam screenshots of a scanning program (qbr), the face held up to
// the camera is found, not the program's own drawings: a small 3x3 preview
// of the faces read, drawn at the top left, and marks drawn over the
// stickers. The two calibration shots show a face of one colour.
func TestDrawingsInThePicture(t *testing.T) {
	dir := filepath.Join(sharedPhotos(t), "qbr")
	for _, tc := range []struct {
		file string
		one  bool // the face is of one colour
	}{
		{"demo-calibrate-mode-success.jpg", true},
		{"demo-calibrate-mode.jpg", true},
		{"demo-solve-mode.jpg", false},
	} {
		img := loaded(t, filepath.Join(dir, tc.file))
		q, err := Find(img)
		if err != nil {
			t.Errorf("%s: %v", tc.file, err)
			continue
		}
		// The cube is held in the middle of the 1504×1240 shot, its face
		// about 370 pixels across; the preview is at the top left, 200.
		var c Point
		for _, p := range q {
			c.X, c.Y = c.X+p.X/4, c.Y+p.Y/4
		}
		side := norm(sub(q[1], q[0]))
		if c.X < 600 || c.X > 900 || c.Y < 450 || c.Y > 700 || side < 300 {
			t.Errorf("%s: the face found is at %v, %.0f pixels across: not the cube's", tc.file, q, side)
		}
		if !tc.one {
			continue
		}
		s, err := Sample(img, q)
		if err != nil {
			t.Fatal(err)
		}
		centre := scan.ToLab(float64(s[4].R), float64(s[4].G), float64(s[4].B))
		for k, v := range s {
			l := scan.ToLab(float64(v.R), float64(v.G), float64(v.B))
			if d := dist3(l, centre); d > 15 {
				t.Errorf("%s: sticker %d is %v, %.0f from the centre's %v", tc.file, k+1, v, d, s[4])
			}
		}
	}
}

func dist3(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// solvedCorners are the colours of the 28 photos of a solved cube seen
// from a corner in ../shared/photos/cubecolor (by eye): c1 ... c24, its 24
// orientations, and 2 ... 5, closer; the faces on top, at the left and at
// the right.
var solvedCorners = map[string]string{
	"c1": "BOW", "c2": "BYO", "c3": "BRY", "c4": "BWR", "c5": "GYR", "c6": "GOY", "c7": "GWO", "c8": "GRW",
	"c9": "OYG", "c10": "OBY", "c11": "OWB", "c12": "OGW", "c13": "RBW", "c14": "RYB", "c15": "RGY", "c16": "RWG",
	"c17": "YOB", "c18": "YGO", "c19": "YRG", "c20": "YBR", "c21": "WGR", "c22": "WOG", "c23": "WBO", "c24": "WRB",
	"2": "BYO", "3": "BOW", "4": "WGR", "5": "GRW",
}

// colourNames are the six colours of cubecolor's cube as its photos show
// them, roughly.
var colourNames = map[byte][3]float64{
	'W': {225, 225, 225}, 'Y': {215, 225, 40}, 'O': {245, 130, 30},
	'R': {225, 45, 40}, 'G': {40, 195, 60}, 'B': {30, 120, 230},
}

// colourName is the name of the colour nearest c in CIELAB.
func colourName(c scan.RGB) byte {
	l := scan.ToLab(float64(c.R), float64(c.G), float64(c.B))
	best, bestD := byte(0), math.Inf(1)
	for name, ref := range colourNames {
		if d := dist3(l, scan.ToLab(ref[0], ref[1], ref[2])); d < bestD {
			best, bestD = name, d
		}
	}
	return best
}

// Each of the 28 photos of a solved cube seen from a corner (45-60
// degrees from each face, from above) gives three faces, each of one
// colour, the colours of the faces on top, at the left and at the right.
func TestSolvedCorners(t *testing.T) {
	dir := filepath.Join(sharedPhotos(t), "cubecolor", "images")
	for photo, want := range solvedCorners {
		name := photo + ".jpg"
		img, c, err := cornerIn(t, filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		faces, err := SampleCorner(img, c, FrontCorner)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		got := ""
		for f, s := range faces {
			names := map[byte]int{}
			for _, v := range s {
				names[colourName(v)]++
			}
			if len(names) != 1 {
				t.Errorf("%s: face %d of 3 is not of one colour: %v", name, f+1, s)
			}
			got += string(colourName(s[4]))
		}
		if got != want {
			t.Errorf("%s: faces %s, want %s", name, got, want)
		}
	}
}

// A scrambled cube on a book on a desk, photographed from two opposite
// corners (cubecolor's r1 and r2: white on top, green at the left, red at
// the right; then yellow on top, orange at the left, blue at the right),
// is read from the two photos with no sticker in doubt, the two taken for
// opposite corners (CheckOpposite). Its answer was checked by eye against
// the photos. So it is with every hue shifted 22 degrees (a camera's
// white balance): the yellow face was taken for green, the first photo's
// green face for the same one, and the pair refused as a face shown twice.
// So it is with both photos upside down, or on their side, each read
// turned back: they were read as other faces (17-25 stickers in doubt).
func TestRealCornerPair(t *testing.T) {
	dir := filepath.Join(sharedPhotos(t), "cubecolor", "images")
	const want = "BFLUUDRULUBDDRRRLLDFFDFFUUULBFDDBBFBRLFRLRRLBFRUUBBDLD"
	var given [2]image.Image
	for v, name := range []string{"r1.jpg", "r2.jpg"} {
		img := loaded(t, filepath.Join(dir, name))
		given[v] = img
	}
	for _, tc := range []struct {
		name   string
		turn   func(image.Image) image.Image
		turned int // Corner.Turned
	}{
		{"as taken", func(img image.Image) image.Image { return img }, 0},
		{"hue shifted 22 degrees", func(img image.Image) image.Image { return hueShifted(img, 22) }, 0},
		{"upside down", func(img image.Image) image.Image { return uprightImage(img, turnOrientation[2]) }, 2},
		{"on its side", func(img image.Image) image.Image { return uprightImage(img, turnOrientation[1]) }, 3},
	} {
		var colours [cube.NumFacelets]scan.RGB
		var seen [2][3][9]scan.RGB
		for v, img := range given {
			img = tc.turn(img)
			c, err := FindCorner(img)
			if err != nil {
				t.Fatalf("%s, photo %d: %v", tc.name, v+1, err)
			}
			if c.Turned != tc.turned {
				t.Errorf("%s, photo %d: read turned %d quarter turns, want %d", tc.name, v+1, c.Turned, tc.turned)
			}
			if seen[v], err = SampleCorner(img, c, CornerView(v)); err != nil {
				t.Fatal(err)
			}
			for k, f := range CornerView(v).Faces() {
				copy(colours[int(f)*9:], seen[v][k][:])
			}
		}
		if err := CheckOpposite(seen[0], seen[1]); err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		res, err := scan.Resolve(colours)
		if err != nil {
			t.Fatal(err)
		}
		if res.Facelets.String() != want || len(res.Doubtful) > 0 {
			t.Errorf("%s: got %v (in doubt: %v), want %s", tc.name, res.Facelets, res.Doubtful, want)
		}
	}
}

// hueShifted is img with every pixel's hue (HSV) turned by deg degrees,
// as a camera's white balance or a filter shifts it.
func hueShifted(img image.Image, deg float64) image.Image {
	b := img.Bounds()
	out := image.NewRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			rf, gf, bf := float64(r)/65535, float64(g)/65535, float64(bl)/65535
			v := max(rf, gf, bf)
			c := v - min(rf, gf, bf)
			var h float64 // in sixths of a turn
			switch {
			case c == 0:
			case v == rf:
				h = math.Mod((gf-bf)/c+6, 6)
			case v == gf:
				h = (bf-rf)/c + 2
			default:
				h = (rf-gf)/c + 4
			}
			h = math.Mod(h+deg/60+6, 6)
			// Back from hue, chroma and value to RGB.
			f := func(n float64) uint8 {
				k := math.Mod(n+h, 6)
				return uint8(math.Round(255 * (v - c*max(0, min(k, 4-k, 1)))))
			}
			out.Pix[out.PixOffset(x, y)+0] = f(5)
			out.Pix[out.PixOffset(x, y)+1] = f(3)
			out.Pix[out.PixOffset(x, y)+2] = f(1)
			out.Pix[out.PixOffset(x, y)+3] = 255
		}
	}
	return out
}

// A photo of one face straight on is no corner, though its grid cut in
// three may look like three faces meeting (the robot's photos of U, L and
// B were taken as corners).
func TestFaceStraightOnIsNoCorner(t *testing.T) {
	dir := filepath.Join(sharedPhotos(t), "rubiks-cube-tracker", "test-data", "3x3x3-random-01")
	for _, f := range []string{"U", "R", "F", "D", "L", "B"} {
		img := loaded(t, filepath.Join(dir, "rubiks-side-"+f+".png"))
		if c, err := FindCorner(img); !errors.Is(err, ErrNoCorner) {
			t.Errorf("%s: %v, %+v", f, err, c)
		}
	}
}
