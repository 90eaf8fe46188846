package scan

import (
	"errors"
	"math"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// measurePocket returns the colours a camera would measure of pocket cube
// f (its letters naming colours: U white, ...) in the colours p.
func measurePocket(p *[6][3]float64, f pocket.Facelets, l light, r *rand.Rand) (out [pocket.NumFacelets]RGB) {
	measureInto(out[:], p, f[:], l, r)
	return out
}

// Random pocket cubes, held any way, measured under the lights the 3x3x3's
// synthetic scans use and a whole-cube colour cast: each is read exactly,
// colours named right. Where white and yellow differ by 4 in blue (the
// over-exposed photos of ../shared/photos/rubiks-cube-tracker) a face of
// white, yellow and two other colours can look like another sticker for
// sticker, and where a sticker of them is in doubt, the cube is refused as
// one face measured twice (as it may be); no other error is allowed.
func TestPocketSyntheticCubes(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	n := 100
	if testing.Short() {
		n = 20
	}
	for _, tc := range []struct {
		name string
		l    light
		cast [3]float64 // the same on every face
	}{
		{"clean", light{}, [3]float64{1, 1, 1}},
		{"noise", light{noise: 8}, [3]float64{1, 1, 1}},
		{"uneven light", light{noise: 5, brightness: 0.25}, [3]float64{1, 1, 1}},
		{"colour casts", light{noise: 5, brightness: 0.15, cast: 0.12}, [3]float64{1, 1, 1}},
		{"warm light", light{noise: 5, brightness: 0.15}, [3]float64{1.1, 1, 0.75}},
		{"cool light", light{noise: 5, brightness: 0.15}, [3]float64{0.85, 1, 1.2}},
		{"white and yellow alike", light{noise: 0.6}, [3]float64{1, 1, 1}},
		{"heavy noise and casts", light{noise: 14, brightness: 0.3, cast: 0.15}, [3]float64{1, 1, 1}},
	} {
		wrong, doubtful, twice := 0, 0, 0
		alike := strings.HasPrefix(tc.name, "white and yellow")
		for k := 0; k < n; k++ {
			want := pocket.RandomHeld(r).Facelets()
			p := palette
			if alike {
				p = trackerPalette
				// trackerPalette is a 3x3x3's by its centres: white U,
				// yellow R, red F, orange D, green L, blue B.
				p = [6][3]float64{cube.U: p[cube.U], cube.R: p[cube.F], cube.F: p[cube.L], cube.D: p[cube.R], cube.L: p[cube.D], cube.B: p[cube.B]}
			}
			for c := range p {
				for k := range p[c] {
					p[c][k] *= tc.cast[k]
				}
			}
			res, err := ResolvePocket(measurePocket(&p, want, tc.l, r))
			var se *SameFacesError
			if errors.As(err, &se) && alike {
				// Two faces alike, white and yellow too, with a sticker of
				// them in doubt: as likely one face measured twice.
				twice++
				continue
			}
			if err != nil {
				t.Fatalf("%s: %v (%v)", tc.name, err, want)
			}
			if _, err := res.Facelets.Cube(); err != nil {
				t.Errorf("%s: %v is no real cube: %v", tc.name, res.Facelets, err)
			}
			if len(res.Doubtful) > 0 {
				doubtful++
			}
			if res.Facelets != want {
				wrong++
				if len(res.Doubtful) == 0 {
					t.Errorf("%s: read wrong and not in doubt:\n got %v\nwant %v", tc.name, res.Facelets, want)
				}
			}
		}
		t.Logf("%-22s %d cubes: %d read exactly, %d wrong (in doubt), %d with stickers in doubt, %d refused as a face measured twice",
			tc.name, n, n-wrong-twice, wrong, doubtful, twice)
		if wrong > 0 && !strings.HasPrefix(tc.name, "heavy") {
			t.Errorf("%s: %d of %d read wrong", tc.name, wrong, n)
		}
	}
}

// realCentres names the colour of each centre of the real scans (by eye,
// and by the opposite colours and their order round a corner): the
// colour of face U, R, F, D, L, B as a pocket cube's letter.
var realCentres = map[string]string{
	"3x3x3-checkerboard": "BDRFUL",
	"3x3x3-cross":        "DBLUFR",
	"3x3x3-random-01":    "UFLDBR",
	"3x3x3-random-02":    "BDRFUL",
	"3x3x3-random-03":    "URFDLB",
	"3x3x3-random-05":    "URFDLB",
	"3x3x3-random-06":    "URFDLB",
	"3x3x3-random-07":    "URFDLB",
	"3x3x3-solved-01":    "DBLUFR",
	"3x3x3-solved-02":    "DFRUBL",
	"3x3x3-superflip":    "DBLUFR",
	"3x3x3-tetris":       "DBLUFR",
	"tracker-photos-01":  "RDFLUB",
	"tracker-random-01":  "RDFLUB",
}

// realPocket returns the real 3x3x3 scan's corner stickers' colours as a
// pocket cube's, and its answer's corners with each colour named (empty
// if the file has no answer).
func realPocket(t *testing.T, name string) ([pocket.NumFacelets]RGB, string) {
	colours := readScan(t, name)
	var out [pocket.NumFacelets]RGB
	for i := range out {
		out[i] = colours[pocket.Of3x3(i)]
	}
	want := expected(t, name)
	if want == "" {
		return out, ""
	}
	base := strings.TrimSuffix(filepath.Base(name), ".txt")
	names, ok := realCentres[base]
	if !ok {
		t.Fatalf("%s: no names for its centres", base)
	}
	var b strings.Builder
	for i := 0; i < pocket.NumFacelets; i++ {
		b.WriteByte(names[strings.IndexByte("URFDLB", want[pocket.Of3x3(i)])])
	}
	return out, b.String()
}

// The corners of real cubes measured under real light (the 3x3x3 scans of
// testdata/real, their corner stickers alone: a pocket cube's colours as
// a camera sees them), as measured and with noise added: every one with a
// known answer is read exactly, its colours named right.
func TestPocketRealColours(t *testing.T) {
	files, _ := filepath.Glob("testdata/real/*.txt")
	if len(files) == 0 {
		t.Fatal("no scans in testdata/real")
	}
	r := rand.New(rand.NewPCG(33, 34))
	for _, name := range files {
		colours, want := realPocket(t, name)
		if want == "" {
			continue
		}
		if _, err := pocket.Parse(want); err != nil {
			t.Fatal(err)
		}
		if f, _ := pocket.Parse(want); f.String() != want {
			t.Fatal(want)
		} else if _, err := f.Cube(); err != nil {
			t.Fatalf("%s: the answer's corners with the centres' names are no real cube (the names are wrong): %v", name, err)
		}
		base := filepath.Base(name)
		res, err := ResolvePocket(colours)
		if err != nil {
			t.Fatalf("%s: %v", base, err)
		}
		// The corners alone tell less than the whole cube: a dark red
		// and orange of random-05 are in doubt (read right).
		if res.Facelets.String() != want || len(res.Doubtful) > 0 && base != "3x3x3-random-05.txt" {
			t.Errorf("%s:\n got %v (in doubt: %v)\nwant %s", base, res.Facelets, res.Doubtful, want)
		}
		// Noise of 4 on each channel, ten times.
		wrong := 0
		for k := 0; k < 10; k++ {
			var noisy [pocket.NumFacelets]RGB
			for i, c := range colours {
				v := [3]uint8{c.R, c.G, c.B}
				for j := range v {
					v[j] = uint8(math.Round(math.Max(0, math.Min(255, float64(v[j])+4*r.NormFloat64()))))
				}
				noisy[i] = RGB{v[0], v[1], v[2]}
			}
			res, err := ResolvePocket(noisy)
			if err != nil {
				t.Fatalf("%s: %v", base, err)
			}
			if res.Facelets.String() != want {
				wrong++
				if len(res.Doubtful) == 0 {
					t.Errorf("%s with noise: read wrong and not in doubt:\n got %v\nwant %s", base, res.Facelets, want)
				}
			}
		}
		t.Logf("%s: %s (in doubt: %v); with noise read wrong (in doubt) %d of 10", base, res.Facelets, res.Doubtful, wrong)
	}
}

// A face measured twice is an error naming the two faces, as on the 3x3x3.
func TestPocketFaceTwice(t *testing.T) {
	r := rand.New(rand.NewPCG(35, 36))
	want := pocket.Random(r).Facelets()
	colours := measurePocket(&palette, want, light{noise: 2}, r)
	copy(colours[4*int(cube.B):], colours[4*int(cube.F):4*int(cube.F)+4])
	_, err := ResolvePocket(colours)
	var se *SameFacesError
	if !errors.As(err, &se) || se.A != cube.F || se.B != cube.B {
		res, _ := ResolvePocket(colours)
		t.Errorf("err = %v %v %v %v", err, want, res.Facelets, res.Doubtful)
	}
	// Turned half a turn.
	for k := 0; k < 4; k++ {
		colours[4*int(cube.B)+3-k] = colours[4*int(cube.F)+k]
	}
	if _, err := ResolvePocket(colours); !errors.As(err, &se) || se.A != cube.F || se.B != cube.B {
		t.Errorf("turned: err = %v", err)
	}
	// The solved cube, white and yellow alike: no error.
	solved := pocket.SolvedFacelets()
	res, err := ResolvePocket(measurePocket(&palette, solved, light{noise: 1}, r))
	if err != nil || res.Facelets != solved || len(res.Doubtful) > 0 {
		t.Errorf("solved: %v (in doubt %v), %v", res.Facelets, res.Doubtful, err)
	}
}

// A corner twisted in place: the answer is the nearest real cube, and
// the closest reading's fault is told; stickers read against their
// colours are in doubt.
func TestPocketTwistedCorner(t *testing.T) {
	f := pocket.SolvedFacelets()
	st := pocket.CornerStickers(2)
	f[st[0]], f[st[1]], f[st[2]] = f[st[2]], f[st[0]], f[st[1]]
	r := rand.New(rand.NewPCG(37, 38))
	res, err := ResolvePocket(measurePocket(&palette, f, light{noise: 1}, r))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := res.Facelets.Cube(); err != nil {
		t.Errorf("answer %v is no real cube: %v", res.Facelets, err)
	}
	if res.ClosestUnsolvable == nil || !strings.Contains(res.ClosestUnsolvable.Error(), "twist") {
		t.Errorf("ClosestUnsolvable = %v, want a twisted corner", res.ClosestUnsolvable)
	}
	for i, c := range res.Facelets {
		if c != f[i] && res.Confidence[i] >= DoubtBelow {
			t.Errorf("%s read %v against its colour %v with confidence %.2f", pocket.FaceletName(i), c, f[i], res.Confidence[i])
		}
	}
	if len(res.Doubtful) == 0 || !strings.Contains(res.Doubtful[0].String(), "or") ||
		strings.ContainsAny(res.Doubtful[0].String()[1:2], "56789") {
		t.Errorf("in doubt: %v", res.Doubtful)
	}
}

// The colours are named by what they look like, whatever face the reading
// gave them; where two pairs cannot be told apart (white as yellow, red as
// orange), the other naming that swaps them both is given too, and only
// those four colours differ in it.
func TestPocketNaming(t *testing.T) {
	f := make([]cube.Face, pocket.NumFacelets)
	for i := range f {
		f[i] = cube.Face(i / 4)
	}
	colours := func(p [6][3]float64) []RGB {
		out := make([]RGB, pocket.NumFacelets)
		for i, c := range f {
			out[i] = RGB{uint8(p[c][0]), uint8(p[c][1]), uint8(p[c][2])}
		}
		return out
	}
	// The reading's faces as a whole-cube turn has them: its U is what
	// looks some other colour, and so on.
	var looks [6]cube.Face
	turned := pocket.Rotations()[7].Facelets()
	for c := range looks {
		looks[c] = turned[4*c]
	}
	if looks[cube.U] == cube.U || looks[cube.F] == cube.F {
		t.Fatalf("the turn %v leaves U or F", looks)
	}
	var p [6][3]float64
	for c, l := range looks {
		p[c] = palette[l]
	}
	name, alt := nameColours(colours(p), f)
	for c, l := range looks {
		if name[cube.Face(c)] != l {
			t.Errorf("%v named %v, looks %v", cube.Face(c), name[cube.Face(c)], l)
		}
	}
	if alt != nil {
		t.Errorf("another naming as likely: %v", alt)
	}
	// White as yellow, orange as red.
	for c, l := range looks {
		switch l {
		case cube.D:
			p[c] = palette[cube.U]
		case cube.L:
			p[c] = palette[cube.R]
		}
	}
	name, alt = nameColours(colours(p), f)
	if alt == nil {
		t.Fatal("white as yellow and orange as red, and no other naming")
	}
	for c := cube.U; c <= cube.B; c++ {
		if differ := name[c] != alt[c]; differ != (looks[c] != cube.F && looks[c] != cube.B) {
			t.Errorf("%v named %v or %v", c, name[c], alt[c])
		}
	}
}
