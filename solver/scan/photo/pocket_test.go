package photo

import (
	"errors"
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/solver/scan"
)

// scanPocket photographs all six faces of pocket cube c under cond and
// reads the cube back: grid, samples, resolution.
func scanPocket(c pocket.Facelets, cond condition, r *rand.Rand) (res scan.PocketResult, err error) {
	var colours [pocket.NumFacelets]scan.RGB
	var imgs [6]image.Image
	var quads [6]Quad
	defer func() {
		// PHOTO_DEBUG=1 keeps the photos of a cube not read right, with the
		// outlines found.
		if os.Getenv("PHOTO_DEBUG") == "" || err == nil && res.Facelets == c {
			return
		}
		badCount++
		for f := range imgs {
			if imgs[f] != nil {
				save(fmt.Sprintf("/tmp/pocket-bad-%s-%d-%v.png", strings.ReplaceAll(cond.name, " ", "_"), badCount, cube.Face(f)), withQuad(imgs[f], quads[f]))
			}
		}
	}()
	for f := cube.U; f <= cube.B; f++ {
		img := photographPocket(c, f, cond, r)
		imgs[f] = img
		faces, err := FindFaces(img, 2)
		if err != nil {
			return scan.PocketResult{}, fmt.Errorf("face %v: %w", f, err)
		}
		quads[f] = faces[0].Outline()
		s, err := SampleN(img, quads[f], 2)
		if err != nil {
			return scan.PocketResult{}, fmt.Errorf("face %v: %w", f, err)
		}
		copy(colours[int(f)*4:], s)
	}
	return scan.ResolvePocket(colours)
}

// Synthetic photos of random pocket cubes, held any way, under each of
// the 3x3x3's conditions: every cube must be read exactly (the figures
// per condition are logged).
func TestSyntheticPocketPhotos(t *testing.T) {
	n, r := synthRuns(17, 18)
	readEach(t, n, "a grid", func(cond condition) (pocket.Facelets, pocket.Facelets, []scan.Doubt, error) {
		want := pocket.RandomHeld(r).Facelets()
		res, err := scanPocket(want, cond, r)
		return want, res.Facelets, res.Doubtful, err
	})
}

// A photo of a 3x3x3's face where a 2x2x2's is looked for says so, and so
// does a 2x2x2's where a 3x3x3's is (on a plain background); a picture of
// neither says that no face is there. Each error is an ErrNoFace.
func TestWrongPuzzlePhoto(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for _, cond := range []condition{conditions[0], conditions[1], conditions[6]} {
		for k := 0; k < 3; k++ {
			f := cube.Face(r.IntN(6))
			big := photograph(cube.Random(r).Facelets(), f, cond, r)
			_, err := FindFaces(big, 2)
			var nf *NoFaceError
			if !errors.As(err, &nf) || nf.Other != 3 || !errors.Is(err, ErrNoFace) || !strings.Contains(err.Error(), "3x3x3") {
				t.Errorf("%s: a 3x3x3's face %v looked for as a 2x2x2's: %v", cond.name, f, err)
			}
			small := photographPocket(pocket.Random(r).Facelets(), f, cond, r)
			_, err = FindFaces(small, 3)
			if cond.clutter {
				// Clutter can make a 3x3 grid of six stickers with the
				// face's four.
				continue
			}
			if !errors.As(err, &nf) || nf.Other != 2 || !errors.Is(err, ErrNoFace) || !strings.Contains(err.Error(), "2x2x2") {
				t.Errorf("%s: a 2x2x2's face %v looked for as a 3x3x3's: %v", cond.name, f, err)
			}
		}
	}
	blank := image.NewRGBA(image.Rect(0, 0, 200, 200))
	for _, n := range []int{2, 3} {
		_, err := FindFaces(blank, n)
		var nf *NoFaceError
		if !errors.As(err, &nf) || nf.Other != 0 || !errors.Is(err, ErrNoFace) {
			t.Errorf("a blank picture, %dx%d: %v", n, n, err)
		}
	}
	if _, err := FindFaces(blank, 4); err == nil {
		t.Errorf("a 4x4 face looked for: no error")
	}
}

// badCount numbers the cubes not read right, for PHOTO_DEBUG.
var badCount int

// With PHOTO_WRITE_TESTDATA=1, writes six photos of one random pocket
// cube to testdata/pocket1 (JPEG, quality 85) and its facelets to
// testdata/pocket1/want, for cubecli's and the window's tests.
func TestWritePocketTestdata(t *testing.T) {
	writeTestdata(t, "pocket1", func(write func(string, image.Image)) fmt.Stringer {
		r := rand.New(rand.NewPCG(21, 22))
		c := pocket.RandomHeld(r).Facelets()
		for f := cube.U; f <= cube.B; f++ {
			write(f.String()+".jpg", photographPocket(c, f, testdataCondition, r))
		}
		return c
	})
}

// The pocket cube's test photos are read exactly.
func TestPocketTestdata(t *testing.T) {
	data, err := os.ReadFile("testdata/pocket1/want")
	if err != nil {
		t.Fatal(err)
	}
	var colours [pocket.NumFacelets]scan.RGB
	for f := cube.U; f <= cube.B; f++ {
		img := loaded(t, fmt.Sprintf("testdata/pocket1/%v.jpg", f))
		faces, err := FindFaces(img, 2)
		if err != nil {
			t.Fatalf("face %v: %v", f, err)
		}
		s, err := SampleN(img, faces[0].Outline(), 2)
		if err != nil {
			t.Fatal(err)
		}
		copy(colours[int(f)*4:], s)
	}
	res, err := scan.ResolvePocket(colours)
	if err != nil || res.Facelets.String()+"\n" != string(data) || len(res.Doubtful) > 0 {
		t.Errorf("read %v (in doubt %v), %v; want %s", res.Facelets, res.Doubtful, err, data)
	}
}
