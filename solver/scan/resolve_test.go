package scan

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"cubesolver/solver/cube"
)

// palette is a cube's colours as a camera might see them in good light:
// white U, red R, green F, yellow D, orange L, blue B.
var palette = [6][3]float64{
	cube.U: {225, 228, 222},
	cube.R: {185, 30, 42},
	cube.F: {25, 150, 75},
	cube.D: {220, 205, 40},
	cube.L: {235, 105, 30},
	cube.B: {25, 65, 160},
}

// light describes the conditions of one synthetic scan.
type light struct {
	noise      float64 // standard deviation of each channel, per sticker
	brightness float64 // each face's exposure varies by up to this fraction
	cast       float64 // each face's colour cast: channel gains vary by up to this fraction
}

// measure returns the colours a camera would measure of cube f.
func measure(f cube.Facelets, l light, r *rand.Rand) (out [cube.NumFacelets]RGB) {
	return measureWith(&palette, f, l, r)
}

// measureWith is measure with the cube's colours in p.
func measureWith(p *[6][3]float64, f cube.Facelets, l light, r *rand.Rand) (out [cube.NumFacelets]RGB) {
	measureInto(out[:], p, f[:], l, r)
	return out
}

// measureInto sets out to the colours a camera would measure of the
// stickers f, a sixth of them a face, in the colours p: each face under
// its own exposure and cast, each sticker with its own noise.
func measureInto(out []RGB, p *[6][3]float64, f []cube.Face, l light, r *rand.Rand) {
	n := len(f) / 6
	for face := 0; face < 6; face++ {
		exposure := 1 + l.brightness*(2*r.Float64()-1)
		var gain [3]float64
		for k := range gain {
			gain[k] = exposure * (1 + l.cast*(2*r.Float64()-1))
		}
		for i := face * n; i < face*n+n; i++ {
			var v [3]uint8
			for k := 0; k < 3; k++ {
				x := p[f[i]][k]*gain[k] + l.noise*r.NormFloat64()
				v[k] = uint8(math.Round(math.Max(0, math.Min(255, x))))
			}
			out[i] = RGB{v[0], v[1], v[2]}
		}
	}
}

func TestSyntheticCubes(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		name string
		l    light
		n    int
	}{
		{"clean", light{}, 50},
		{"noise", light{noise: 8}, 100},
		{"uneven light", light{noise: 5, brightness: 0.25}, 100},
		{"colour casts", light{noise: 5, brightness: 0.15, cast: 0.12}, 100},
	} {
		wrong, naiveWrong, doubtful := 0, 0, 0
		for k := 0; k < tc.n; k++ {
			want := cube.Random(r).Facelets()
			colours := measure(want, tc.l, r)
			res, err := Resolve(colours)
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			if len(res.Doubtful) > 0 {
				doubtful++
			}
			if res.Facelets != want {
				wrong++
				if wrong <= 3 {
					t.Errorf("%s:\n got %v\nwant %v (in doubt: %v)", tc.name, res.Facelets, want, res.Doubtful)
				}
			}
			if _, err := res.Facelets.ToCubie(); err != nil {
				t.Errorf("%s: unsolvable answer %v: %v", tc.name, res.Facelets, err)
			}
			if nearestCentre(colours) != want {
				naiveWrong++
			}
		}
		t.Logf("%s: %d of %d wrong, %d with stickers in doubt (nearest centre: %d wrong)", tc.name, wrong, tc.n, doubtful, naiveWrong)
	}
}

// set gives sticker i the colour halfway from colour a to colour b, a
// little nearer b.
func between(a, b cube.Face) RGB {
	var v [3]uint8
	for k := range v {
		v[k] = uint8(math.Round(0.4*palette[a][k] + 0.6*palette[b][k]))
	}
	return RGB{v[0], v[1], v[2]}
}

func clean(f cube.Facelets) (out [cube.NumFacelets]RGB) {
	for i, c := range f {
		p := palette[c]
		out[i] = RGB{uint8(p[0]), uint8(p[1]), uint8(p[2])}
	}
	return out
}

// An orange sticker that looks redder than orange, and a white one that
// looks yellower than white: nearest colour gets them wrong, the pieces
// they belong to do not allow it.
func TestPieceRulesDecide(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, pair := range [][2]cube.Face{{cube.L, cube.R}, {cube.R, cube.L}, {cube.U, cube.D}, {cube.D, cube.U}} {
		for k := 0; k < 20; k++ {
			want := cube.Random(r).Facelets()
			colours := clean(want)
			// Every non-centre sticker of colour pair[0] looks like pair[1]...
			var moved []int
			for i, c := range want {
				if c == pair[0] && i%9 != 4 {
					moved = append(moved, i)
				}
			}
			// ... one of them.
			i := moved[r.IntN(len(moved))]
			colours[i] = between(pair[0], pair[1])
			if got := nearestCentre(colours); got[i] == want[i] {
				t.Fatalf("the test is too easy: nearest centre reads sticker %s right", cube.FaceletName(i))
			}
			res, err := Resolve(colours)
			if err != nil {
				t.Fatal(err)
			}
			if res.Facelets != want {
				t.Errorf("%v looking like %v at %s:\n got %v\nwant %v", pair[0], pair[1], cube.FaceletName(i), res.Facelets, want)
			}
		}
	}
}

// Confidence is high where the colours leave no doubt, and low where two
// solvable cubes fit equally well: the red and orange stickers of the four
// edges UR, UL, DR and DL all halfway between red and orange (reading
// them all the other way round swaps two pairs of edges, which a real cube
// allows; swapping one pair alone it does not).
func TestConfidence(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	want := cube.Random(r).Facelets()
	res, err := Resolve(measure(want, light{noise: 4}, r))
	if err != nil || res.Facelets != want {
		t.Fatalf("%v %v", res.Facelets, err)
	}
	for i, c := range res.Confidence {
		if c < 0.9 {
			t.Errorf("clean scan: confidence %.2f at %s", c, cube.FaceletName(i))
		}
	}

	solved := cube.SolvedFacelets()
	colours := measure(solved, light{noise: 2}, r)
	var blurred []int
	for _, e := range []int{cube.UR, cube.UL, cube.DR, cube.DL} {
		st := cube.EdgeStickers(e)[1]
		blurred = append(blurred, st)
		colours[st] = between(cube.R, cube.L)
		colours[st] = RGB{(colours[st].R + between(cube.L, cube.R).R) / 2,
			(colours[st].G + between(cube.L, cube.R).G) / 2, (colours[st].B + between(cube.L, cube.R).B) / 2}
	}
	res, err = Resolve(colours)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range res.Confidence {
		isBlurred := slices.Contains(blurred, i)
		if isBlurred && c > 0.5 {
			t.Errorf("%s, halfway between red and orange: confidence %.2f", cube.FaceletName(i), c)
		}
		if !isBlurred && c < 0.9 {
			t.Errorf("%s, clear: confidence %.2f", cube.FaceletName(i), c)
		}
	}
	// The four are in doubt, each red or orange.
	var doubted []int
	for _, d := range res.Doubtful {
		doubted = append(doubted, d.Sticker)
		if d.Read == d.Or || (d.Read != cube.R && d.Read != cube.L) || (d.Or != cube.R && d.Or != cube.L) {
			t.Errorf("doubt %v: want red or orange", d)
		}
	}
	slices.Sort(blurred)
	if !slices.Equal(doubted, blurred) {
		t.Errorf("in doubt: %v, want the stickers %v", res.Doubtful, blurred)
	}
}

// trackerPalette is the colours of the over-exposed cube photographed in
// a cube robot (../shared/photos/rubiks-cube-tracker): white and yellow
// both saturate, and differ only by a few units of blue.
var trackerPalette = [6][3]float64{
	cube.U: {247, 252, 252}, // white
	cube.R: {247, 252, 248}, // yellow
	cube.F: {205, 13, 38},   // red
	cube.D: {253, 180, 175}, // orange, pink
	cube.L: {45, 252, 225},  // green
	cube.B: {20, 145, 253},  // blue
}

// Two centres that look alike are not an error: the pieces tell which is
// which (a corner's colours go round it one way only), and the colours
// then tell the edges, by what little differs.
func TestCentresAlike(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	doubtful := 0
	for k := 0; k < 30; k++ {
		want := cube.Random(r).Facelets()
		colours := measureWith(&trackerPalette, want, light{noise: 0.6}, r)
		res, err := Resolve(colours)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Doubtful) > 0 {
			doubtful++
		}
		if res.Facelets != want && len(res.Doubtful) == 0 {
			t.Errorf("read wrong, and not in doubt:\n got %v\nwant %v", res.Facelets, want)
		} else if res.Facelets != want {
			t.Errorf("read wrong (in doubt: %v)", res.Doubtful)
		}
	}
	t.Logf("30 cubes, white and yellow 4 apart in blue: %d with stickers in doubt", doubtful)
}

// The measurements of a cube with one corner twisted in place: the answer
// is the nearest solvable cube, and the closest reading's fault is told.
func TestPrefersSolvable(t *testing.T) {
	f := cube.SolvedFacelets()
	st := cube.CornerStickers(0)
	f[st[0]], f[st[1]], f[st[2]] = f[st[2]], f[st[0]], f[st[1]]
	res, err := Resolve(clean(f))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := res.Facelets.ToCubie(); err != nil {
		t.Errorf("answer %v is not solvable: %v", res.Facelets, err)
	}
	if res.ClosestUnsolvable == nil || !strings.Contains(res.ClosestUnsolvable.Error(), "twist") {
		t.Errorf("ClosestUnsolvable = %v, want a twisted corner", res.ClosestUnsolvable)
	}
	// Some corner (this one, or one whose colours are cheaper to misread)
	// was read against its measurement to make the cube solvable: its
	// three stickers, and only they, are marked uncertain.
	changed := 0
	for i, c := range res.Facelets {
		if c != f[i] {
			changed++
			if res.Confidence[i] > 0.5 {
				t.Errorf("sticker %s, read against its colour, has confidence %.2f", cube.FaceletName(i), res.Confidence[i])
			}
		} else if res.Confidence[i] < 0.9 {
			t.Errorf("sticker %s, read as measured, has confidence %.2f", cube.FaceletName(i), res.Confidence[i])
		}
	}
	if changed != 3 {
		t.Errorf("%d stickers read against their colours, want the 3 of one corner", changed)
	}
}

// A face measured twice (and so another missing) is an error that names
// the two; two centres that look alike are not, as long as the faces
// differ.
func TestFaceTwice(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	want := cube.Random(r).Facelets()
	colours := measure(want, light{noise: 2}, r)
	copy(colours[9*int(cube.B):], colours[9*int(cube.F):9*int(cube.F)+9])
	_, err := Resolve(colours)
	var se *SameFacesError
	if !errors.As(err, &se) || se.A != cube.F || se.B != cube.B || !strings.Contains(err.Error(), "the faces F and B have the same colours") {
		t.Errorf("err = %v", err)
	}
	// Turned: a photo of F taken again upside down.
	for k := 0; k < 9; k++ {
		colours[9*int(cube.B)+turned(k, 2)] = colours[9*int(cube.F)+k]
	}
	if _, err := Resolve(colours); !errors.As(err, &se) || se.A != cube.F || se.B != cube.B {
		t.Errorf("turned: err = %v", err)
	}
}

// The white and the yellow face of a solved cube, over-exposed, look
// alike sticker for sticker (as one face measured twice would), but the
// corners tell which is which: the cube is read, no error.
func TestSolvedOverExposed(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	solved := cube.SolvedFacelets()
	res, err := Resolve(measureWith(&trackerPalette, solved, light{noise: 0.6}, r))
	if err != nil || res.Facelets != solved || len(res.Doubtful) > 0 {
		t.Errorf("%v (in doubt %v), %v", res.Facelets, res.Doubtful, err)
	}
}
