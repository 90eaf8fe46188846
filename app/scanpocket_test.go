package app

import (
	"image"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/scanner"
	"cubesolver/solver/cube"
	"cubesolver/solver/scan/camera"
	"cubesolver/solver/scan/photo"
)

const pocketPhotoDir = "../solver/scan/photo/testdata/pocket1/"

// In the 2x2x2, the scanner reads a pocket cube from six photos of its
// faces' 2x2 grids, through its buttons, into the pocket cube's editor as
// one undoable edit; it offers the camera, but not the corners, which
// read a 3x3x3.
func TestScannerReadsPocketPhotos(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	want, err := os.ReadFile(pocketPhotoDir + "want")
	if err != nil {
		t.Fatal(err)
	}
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	test.Tap(tv.editor.UI.ScanBtn)
	s := tv.editor.Scanner
	if s == nil || !s.Pop.Visible() {
		t.Fatal("the scan button did not open the scanner")
	}
	if !strings.Contains(s.Heading.Text, "2x2x2") || !strings.Contains(s.Help.Text, "four stickers") {
		t.Errorf("heading %q, help %q", s.Heading.Text, s.Help.Text)
	}
	for _, o := range s.PhotosOnly {
		if o.Visible() {
			t.Errorf("%v offered for the 2x2x2", o)
		}
	}
	if !findButton(t, s.Pop.Content, "Camera…").Visible() {
		t.Error("no camera for the 2x2x2")
	}
	s.Open = func(f cube.Face) { s.Load(f, pocketPhotoDir+f.String()+".jpg") }
	for _, f := range []cube.Face{cube.B, cube.U, cube.F, cube.D, cube.R, cube.L} {
		test.Tap(findButton(t, s.Pop.Content, f.String()+" face…"))
	}
	if s.Read.Disabled() {
		t.Fatalf("all six photos opened, Read disabled: %q", s.Status.Text)
	}
	test.Tap(s.Read)
	if s.Pop.Visible() {
		t.Error("the scanner stayed open after Read")
	}
	if tv.editor.Puzzle != puzzle.Cube2 || puzzle.ToPocket(tv.editor.Facelets).String()+"\n" != string(want) {
		t.Errorf("editor has the %v %s, want the 2x2x2 %s", tv.editor.Puzzle, puzzle.ToPocket(tv.editor.Facelets), want)
	}
	if tv.editor.Docs[puzzle.Cube3][puzzle.RoleCube].Facelets != cube.SolvedFacelets() {
		t.Errorf("the 3x3x3's cube changed: %s", tv.editor.Docs[puzzle.Cube3][puzzle.RoleCube].Facelets)
	}
	if !strings.Contains(tv.editor.UI.Notice.Text, "Read from the photos") {
		t.Errorf("notice %q", tv.editor.UI.Notice.Text)
	}
	tv.editor.Undo()
	if tv.editor.Facelets != puzzle.Cube2.Solved() {
		t.Error("one undo does not bring back the cube before the scan")
	}
}

// Photos dropped on the window in the 2x2x2 go to the pocket cube's faces;
// a 3x3x3's photo among them is said to be one, in its slot.
func TestScannerPocketDropAndWrongPhoto(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	var files []string
	for _, f := range "BLDFRU" {
		files = append(files, pocketPhotoDir+string(f)+".jpg")
	}
	tv.editor.Dropped(files)
	s := tv.editor.Scanner
	for _, slot := range s.Slots {
		if !slot.OK || slot.Name != slot.Face.String()+".jpg" || len(slot.Colours) != 4 {
			t.Errorf("slot %v: %q ok %v, %d colours", slot.Face, slot.Name, slot.OK, len(slot.Colours))
		}
	}
	s.Load(cube.F, photoDir+"F.jpg")
	if label := s.Slots[cube.F].Label.Text; s.Slots[cube.F].OK || !strings.Contains(label, "F.jpg: its stickers lie on a 3×3 grid, as a 3x3x3's face's do, not a 2x2x2's") {
		t.Errorf("a 3x3x3's photo: ok %v, %q", s.Slots[cube.F].OK, label)
	}
	if !s.Read.Disabled() || !strings.HasPrefix(s.Status.Text, "F.jpg: its stickers lie on a 3×3 grid, as a 3x3x3's face's do, not a 2x2x2's: open another photo, or drag the corners onto the face. Still to open: F.") {
		t.Errorf("Read enabled %v with a 3x3x3's photo among the 2x2x2's: %q", !s.Read.Disabled(), s.Status.Text)
	}
}

// Photos opened for one puzzle are looked at again for the other when the
// scanner opens on it: a 3x3x3's photos say they are not a 2x2x2's, and
// back on the 3x3x3 they are read again.
func TestScannerFollowsThePuzzle(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	var files []string
	for _, f := range "URFDLB" {
		files = append(files, photoDir+string(f)+".jpg")
	}
	tv.editor.Dropped(files)
	s := tv.editor.Scanner
	if s.Read.Disabled() {
		t.Fatalf("3x3x3 photos: %q", s.Status.Text)
	}
	s.Pop.Hide()
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	tv.editor.OpenScanner()
	if !s.Read.Disabled() || !strings.Contains(s.Slots[cube.U].Label.Text, "as a 3x3x3's face's do") {
		t.Errorf("in the 2x2x2: read enabled %v, U says %q", !s.Read.Disabled(), s.Slots[cube.U].Label.Text)
	}
	s.Pop.Hide()
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube3])
	tv.editor.OpenScanner()
	if s.Read.Disabled() || len(s.Slots[cube.U].Colours) != 9 {
		t.Errorf("back in the 3x3x3: %q", s.Status.Text)
	}
}

// With SCANNER_SHOTS=DIR, keeps pictures of the window with the scanner
// reading a 2x2x2: six photos, one a 3x3x3's, then after Read.
func TestScannerPocketShots(t *testing.T) {
	dir := os.Getenv("SCANNER_SHOTS")
	if dir == "" {
		t.Skip("set SCANNER_SHOTS=DIR to write pictures")
	}
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.w.Resize(fyne.NewSize(1200, 720))
	shot := shooter(t, tv, dir)
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	tv.editor.OpenScanner()
	shot("pocket-scanner-empty.png")
	var files []string
	for _, f := range "URFDLB" {
		files = append(files, pocketPhotoDir+string(f)+".jpg")
	}
	files[2] = photoDir + "F.jpg"
	tv.editor.Dropped(files)
	shot("pocket-scanner-3x3-photo.png")
	tv.editor.Dropped([]string{pocketPhotoDir + "F.jpg"})
	shot("pocket-scanner-six-photos.png")
	test.Tap(tv.editor.Scanner.Read)
	shot("pocket-scanner-read.png")
	// The camera, its second face asked for.
	tv.editor.OpenScanner()
	s := tv.editor.Scanner
	cam := &recordedCamera{script: pocketShowing(t, scanner.GuideOrder[:2])}
	s.Camera.Open = func() (camera.Camera, error) { return cam, nil }
	s.Camera.Post = tv.session.post
	s.Camera.Still = testStill
	test.Tap(findButton(t, s.Pop.Content, "Camera…"))
	tv.pumpUntil(t, "the second face asked for", func() bool { return strings.HasPrefix(s.Camera.Guide.Text, "Face 2") })
	shot("pocket-camera.png")
	s.Camera.Back()
}

// pocketShowing is a person showing the pocket cube's faces (its test
// photos) to the camera in the order asked, as showing does.
func pocketShowing(t *testing.T, faces []cube.Face) []image.Image {
	var script []image.Image
	blank := image.NewRGBA(image.Rect(0, 0, 360, 360))
	for _, f := range faces {
		img, err := photo.Load(pocketPhotoDir + f.String() + ".jpg")
		if err != nil {
			t.Fatal(err)
		}
		script = append(script, blank, shifted(img, 40), shifted(img, 20))
		for k := 0; k < testStill+2; k++ {
			script = append(script, shifted(img, k%2))
		}
	}
	return script
}

// In the 2x2x2 the camera reads the pocket cube: it asks for the faces by
// where the cube is held (no centres say which is which), each taken once
// held still; Read puts it in the 2x2x2's cube.
func TestCameraReadsThePocketCube(t *testing.T) {
	want, err := os.ReadFile(pocketPhotoDir + "want")
	if err != nil {
		t.Fatal(err)
	}
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	tv.editor.OpenScanner()
	s := tv.editor.Scanner
	cam := &recordedCamera{script: pocketShowing(t, scanner.GuideOrder[:])}
	s.Camera.Open = func() (camera.Camera, error) { return cam, nil }
	s.Camera.Post = tv.session.post
	s.Camera.Still = testStill
	test.Tap(findButton(t, s.Pop.Content, "Camera…"))
	c := s.Camera
	tv.pumpUntil(t, "the camera did not open", func() bool { return c.Pop.Visible() })
	if !strings.Contains(c.Heading.Text, "Read the 2x2x2 with the camera") ||
		!strings.Contains(c.Guide.Text, "Face 1 of 6: any face towards the camera: the front (F), U on top.") || c.Chips[0].Text != "Front" {
		t.Errorf("heading %q, guide %q, first chip %q", c.Heading.Text, c.Guide.Text, c.Chips[0].Text)
	}
	tv.pumpUntil(t, "the six faces were not all taken", func() bool { return !c.Pop.Visible() })
	if !s.Pop.Visible() || s.Read.Disabled() {
		t.Fatalf("after six faces: scanner shown %v, Read enabled %v, status %q", s.Pop.Visible(), !s.Read.Disabled(), s.Status.Text)
	}
	<-c.Stopped
	test.Tap(s.Read)
	if tv.editor.Puzzle != puzzle.Cube2 || puzzle.ToPocket(tv.editor.Facelets).String()+"\n" != string(want) {
		t.Errorf("editor has the %v %s, want the 2x2x2 %s", tv.editor.Puzzle, puzzle.ToPocket(tv.editor.Facelets), want)
	}
	if !strings.Contains(tv.editor.UI.Notice.Text, "Read from the camera") {
		t.Errorf("notice %q", tv.editor.UI.Notice.Text)
	}
}
