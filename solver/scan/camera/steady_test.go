package camera

import (
	"image"
	"testing"

	"cubesolver/solver/scan"
	"cubesolver/solver/scan/photo"
)

var (
	red    = scan.RGB{R: 200, G: 30, B: 30}
	orange = scan.RGB{R: 250, G: 120, B: 20}
	green  = scan.RGB{R: 20, G: 160, B: 60}
)

// sighting is a face of nine stickers of one colour (the centre c), its
// outline a 90-pixel square at (x, y).
func sighting(c scan.RGB, x, y float64) Sighting {
	v := Sighting{Found: true, Quad: photo.Quad{{X: x, Y: y}, {X: x + 90, Y: y}, {X: x + 90, Y: y + 90}, {X: x, Y: y + 90}}}
	for k := range v.Colours {
		v.Colours[k] = c
	}
	return v
}

func TestSteadyTakesAStillFace(t *testing.T) {
	s := NewSteady(4)
	// Moving: each frame 10 px on, more than a tenth of a 30 px sticker.
	for k := 0; k < 10; k++ {
		if _, p, ok := s.Add(sighting(red, float64(10*k), 0)); ok || p > 0.25 {
			t.Fatalf("frame %d: a moving face was taken (progress %.2f, ok %v)", k, p, ok)
		}
	}
	// Held still, with a pixel of jitter and a little noise in the colour.
	var got [9]scan.RGB
	var ok bool
	var progress float64
	for k := 0; k < 4; k++ {
		v := sighting(red, 100+float64(k%2), 0)
		v.Colours[0].R += uint8(k)
		got, progress, ok = s.Add(v)
		if k < 3 && ok {
			t.Fatalf("taken after %d frames, want 4", k+1)
		}
	}
	if !ok || progress != 1 {
		t.Fatalf("not taken after 4 still frames (progress %.2f)", progress)
	}
	if got[4] != red || got[0].R != red.R+2 {
		t.Errorf("colours %v, want the median of the frames", got)
	}
}

func TestSteadyNotFoundOrChangedStartsAgain(t *testing.T) {
	s := NewSteady(3)
	s.Add(sighting(red, 0, 0))
	s.Add(sighting(red, 0, 0))
	if _, p, ok := s.Add(Sighting{}); ok || p != 0 {
		t.Fatalf("a frame without a face: progress %.2f, ok %v", p, ok)
	}
	s.Add(sighting(red, 0, 0))
	s.Add(sighting(red, 0, 0))
	// The same place, other colours: the cube was turned in place.
	if _, p, ok := s.Add(sighting(green, 0, 0)); ok || p > 0.34 {
		t.Fatalf("a changed face continued the run: progress %.2f, ok %v", p, ok)
	}
}

func TestSteadyDoesNotTakeAFaceTwice(t *testing.T) {
	s := NewSteady(2)
	s.Add(sighting(red, 0, 0))
	c, _, ok := s.Add(sighting(red, 0, 0))
	if !ok {
		t.Fatal("red face not taken")
	}
	s.Take(0, c)
	for k := 0; k < 5; k++ {
		if _, _, ok := s.Add(sighting(red, 0, 0)); ok {
			t.Fatal("the face taken was offered again")
		}
	}
	// Orange is another face, even beside red.
	s.Add(sighting(orange, 0, 0))
	if _, _, ok := s.Add(sighting(orange, 0, 0)); !ok {
		t.Fatal("orange face not taken after red")
	}
	// Forgotten, red can be retaken.
	s.Forget(0)
	s.Add(sighting(red, 0, 0))
	if _, _, ok := s.Add(sighting(red, 0, 0)); !ok {
		t.Fatal("red face not retaken after Forget")
	}
}

// cornerSighting is a corner whose faces are of one colour each, the top
// one c, its top face a 90-pixel square at (x, y) and the others below it.
func cornerSighting(c scan.RGB, x, y float64) CornerSighting {
	v := CornerSighting{Found: true}
	sq := func(x, y float64) photo.Quad {
		return photo.Quad{{X: x, Y: y}, {X: x + 90, Y: y}, {X: x + 90, Y: y + 90}, {X: x, Y: y + 90}}
	}
	v.Corner.Top, v.Corner.Left, v.Corner.Right = sq(x, y), sq(x-45, y+90), sq(x+45, y+90)
	for k, col := range []scan.RGB{c, orange, green} {
		for i := range v.Colours[k] {
			v.Colours[k][i] = col
		}
	}
	return v
}

// A corner is taken once held still, as a face is; the corner taken, still
// in view, is not taken again, and another (its top another colour) is.
func TestSteadyTakesAStillCorner(t *testing.T) {
	s := NewSteady(3)
	for k := 0; k < 5; k++ {
		if _, _, ok := s.AddCorner(cornerSighting(red, float64(20*k), 0)); ok {
			t.Fatalf("frame %d: a moving corner was taken", k)
		}
	}
	var got [3][9]scan.RGB
	var ok bool
	for k := 0; k < 3; k++ {
		got, _, ok = s.AddCorner(cornerSighting(red, 100+float64(k%2), 0))
	}
	if !ok || got[0][4] != red || got[1][0] != orange || got[2][8] != green {
		t.Fatalf("still corner: ok %v, %v", ok, got)
	}
	s.TakeCorner(0, got)
	for k := 0; k < 6; k++ {
		if _, p, ok := s.AddCorner(cornerSighting(red, 100, 0)); ok || p != 0 {
			t.Fatalf("the corner taken was offered again (progress %.2f)", p)
		}
	}
	for k := 0; k < 3; k++ {
		_, _, ok = s.AddCorner(cornerSighting(green, 100, 0))
	}
	if !ok {
		t.Error("the other corner was not taken")
	}
	if _, p, ok := s.AddCorner(CornerSighting{}); ok || p != 0 {
		t.Errorf("nothing in view: progress %.2f, ok %v", p, ok)
	}
}

// A frame of a cube seen from a corner is found and measured.
func TestLookCorner(t *testing.T) {
	img, err := photo.Load("../photo/testdata/corners1/first.jpg")
	if err != nil {
		t.Fatal(err)
	}
	v := LookCorner(img)
	if !v.Found || v.Corner.Stickers < 20 {
		t.Errorf("found %v, %d stickers", v.Found, v.Corner.Stickers)
	}
	if v := LookCorner(img.(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(image.Rect(0, 0, 60, 60))); v.Found {
		t.Error("a corner found in a corner of the picture with no cube")
	}
}

// A face whose centre looks like a taken face's (white and yellow in an
// over-exposed picture) but whose other stickers differ is taken; the
// face taken, turned a quarter in the hand, is not taken again.
func TestSteadyCentresAlike(t *testing.T) {
	white, yellow := scan.RGB{R: 247, G: 252, B: 252}, scan.RGB{R: 247, G: 252, B: 248}
	face := func(centre scan.RGB, others [8]scan.RGB) Sighting {
		v := sighting(centre, 100, 0)
		k := 0
		for i := range v.Colours {
			if i != 4 {
				v.Colours[i] = others[k]
				k++
			}
		}
		return v
	}
	first := face(white, [8]scan.RGB{red, red, green, orange, green, red, orange, green})
	s := NewSteady(2)
	s.Add(first)
	got, _, ok := s.Add(first)
	if !ok {
		t.Fatal("the first face was not taken")
	}
	s.Take(0, got)
	// The same face turned a quarter: sticker k of the turned face is
	// sticker turned(k) of the first.
	turned := first
	for k := range turned.Colours {
		r, c := k/3, k%3
		turned.Colours[k] = first.Colours[(2-c)*3+r]
	}
	for k := 0; k < 4; k++ {
		if _, p, ok := s.Add(turned); ok || p != 0 {
			t.Fatalf("the face taken, turned, was offered again (progress %.2f)", p)
		}
	}
	second := face(yellow, [8]scan.RGB{green, orange, orange, red, red, green, green, orange})
	s.Add(second)
	if _, _, ok := s.Add(second); !ok {
		t.Error("a face whose centre alone looks like the taken one's was not taken")
	}
}

// A pocket cube's face (four stickers) is taken once held still, and not
// again, turned or not; another face is.
func TestSteadyPocketFace(t *testing.T) {
	face := func(c [4]scan.RGB) Sighting {
		v := sighting(red, 0, 0)
		v.N = 2
		copy(v.Colours[:], c[:])
		return v
	}
	a := [4]scan.RGB{red, green, orange, green}
	s := NewSteady(3)
	var got [9]scan.RGB
	ok := false
	for k := 0; k < 3; k++ {
		got, _, ok = s.Add(face(a))
	}
	if !ok || [4]scan.RGB(got[:4]) != a {
		t.Fatalf("a still pocket face: ok %v, %v", ok, got[:4])
	}
	s.TakeFace(0, got[:4])
	turned := [4]scan.RGB{a[2], a[0], a[3], a[1]} // a quarter turn clockwise
	for k := 0; k < 5; k++ {
		if _, _, ok := s.Add(face(turned)); ok {
			t.Fatal("the face taken was offered again, turned")
		}
	}
	other := [4]scan.RGB{green, red, green, orange} // no turn of a: the mirror image
	for k := 0; k < 3; k++ {
		_, _, ok = s.Add(face(other))
	}
	if !ok {
		t.Error("another face was not taken")
	}
}

// LookN finds a pocket cube's face in a photo and measures its four
// stickers.
func TestLookPocket(t *testing.T) {
	img, err := photo.Load("../photo/testdata/pocket1/F.jpg")
	if err != nil {
		t.Fatal(err)
	}
	v := LookN(img, 2)
	if !v.Found || v.N != 2 || v.Colours[4] != (scan.RGB{}) {
		t.Errorf("%+v", v)
	}
}
