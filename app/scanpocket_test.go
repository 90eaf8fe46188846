package app

import (
	"image"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/scanner"
	"cubesolver/solver/cube"
	"cubesolver/solver/scan/camera"
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
	s := tapScan(t, tv)
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
	readByButtons(t, tv, s, pocketPhotoDir, []cube.Face{cube.B, cube.U, cube.F, cube.D, cube.R, cube.L})
	if tv.editor.Puzzle != puzzle.Cube2 || puzzle.ToPocket(tv.editor.Facelets).String()+"\n" != string(want) {
		t.Errorf("editor has the %v %s, want the 2x2x2 %s", tv.editor.Puzzle, puzzle.ToPocket(tv.editor.Facelets), want)
	}
	if tv.editor.Docs[puzzle.Cube3][puzzle.RoleCube].Facelets != cube.SolvedFacelets() {
		t.Errorf("the 3x3x3's cube changed: %s", tv.editor.Docs[puzzle.Cube3][puzzle.RoleCube].Facelets)
	}
	checkReadUndone(t, tv, puzzle.Cube2.Solved())
}

// Photos dropped on the window in the 2x2x2 go to the pocket cube's faces;
// a 3x3x3's photo among them is said to be one, in its slot.
func TestScannerPocketDropAndWrongPhoto(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	files := facePhotos(pocketPhotoDir, "BLDFRU")
	tv.editor.Dropped(files)
	tv.photosRead(t)
	s := tv.editor.Scanner
	for _, slot := range s.Slots {
		if !slot.OK || slot.Name != slot.Face.String()+".jpg" || len(slot.Colours) != 4 {
			t.Errorf("slot %v: %q ok %v, %d colours", slot.Face, slot.Name, slot.OK, len(slot.Colours))
		}
	}
	s.Load(cube.F, photoDir+"F.jpg")
	tv.photosRead(t)
	if label := s.Slots[cube.F].Label.Text; s.Slots[cube.F].OK || !strings.Contains(label, "F.jpg: its stickers lie on a 3×3 grid, as a 3x3x3's face's do, not a 2x2x2's") {
		t.Errorf("a 3x3x3's photo: ok %v, %q", s.Slots[cube.F].OK, label)
	}
	if !s.Read.Disabled() || !strings.HasPrefix(s.Status.Text, "F.jpg: its stickers lie on a 3×3 grid, as a 3x3x3's face's do, not a 2x2x2's: open another photo, or drag the corners onto the face.") {
		t.Errorf("Read enabled %v with a 3x3x3's photo among the 2x2x2's: %q", !s.Read.Disabled(), s.Status.Text)
	}
}

// Photos opened for one puzzle are looked at again for the other when the
// scanner opens on it: a 3x3x3's photos say they are not a 2x2x2's, and
// back on the 3x3x3 they are read again.
func TestScannerFollowsThePuzzle(t *testing.T) {
	skipReadingUnderRace(t, "TestScannerReadsPocketPhotos and TestScannerCloseDropsReads (photos read again off the UI goroutine)")
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	files := facePhotos(photoDir, "URFDLB")
	tv.editor.Dropped(files)
	tv.photosRead(t)
	s := tv.editor.Scanner
	if s.Read.Disabled() {
		t.Fatalf("3x3x3 photos: %q", s.Status.Text)
	}
	s.Pop.Hide()
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	tv.editor.OpenScanner()
	tv.photosRead(t)
	if !s.Read.Disabled() || !strings.Contains(s.Slots[cube.U].Label.Text, "as a 3x3x3's face's do") {
		t.Errorf("in the 2x2x2: read enabled %v, U says %q", !s.Read.Disabled(), s.Slots[cube.U].Label.Text)
	}
	s.Pop.Hide()
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube3])
	tv.editor.OpenScanner()
	tv.photosRead(t)
	if s.Read.Disabled() || len(s.Slots[cube.U].Colours) != 9 {
		t.Errorf("back in the 3x3x3: %q", s.Status.Text)
	}
}

// With SCANNER_SHOTS=DIR, keeps pictures of the window with the scanner
// reading a 2x2x2: six photos, one a 3x3x3's, then after Read.
func TestScannerPocketShots(t *testing.T) {
	tv, shot := scannerShots(t)
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	tv.editor.OpenScanner()
	shot("pocket-scanner-empty.png")
	files := facePhotos(pocketPhotoDir, "URFDLB")
	files[2] = photoDir + "F.jpg"
	tv.editor.Dropped(files)
	tv.photosRead(t)
	shot("pocket-scanner-3x3-photo.png")
	tv.editor.Dropped([]string{pocketPhotoDir + "F.jpg"})
	tv.photosRead(t)
	shot("pocket-scanner-six-photos.png")
	test.Tap(tv.editor.Scanner.Read)
	shot("pocket-scanner-read.png")
	// The camera, its second face asked for.
	tv.editor.OpenScanner()
	s := tv.editor.Scanner
	cam := &recordedCamera{script: pocketShowing(t, scanner.GuideOrder[:2])}
	useTestCamera(tv, s, func() (camera.Camera, error) { return cam, nil })
	test.Tap(findButton(t, s.Pop.Content, "Camera…"))
	tv.pumpUntil(t, "the second face asked for", func() bool { return strings.HasPrefix(s.Camera.Guide.Text, "Face 2") })
	shot("pocket-camera.png")
	s.Camera.Back()
}

// pocketShowing is a person showing the pocket cube's faces (its test
// photos) to the camera in the order asked, as showing does.
func pocketShowing(t *testing.T, faces []cube.Face) []image.Image {
	var names []string
	for _, f := range faces {
		names = append(names, f.String()+".jpg")
	}
	return showingPictures(loadPhotos(t, pocketPhotoDir, names...), image.Rect(0, 0, 360, 360))
}

// In the 2x2x2 the camera reads the pocket cube: it asks for the faces by
// where the cube is held (no centres say which is which), each taken once
// held still; Read puts it in the 2x2x2's cube.
func TestCameraReadsThePocketCube(t *testing.T) {
	skipReadingUnderRace(t, "TestCameraRetake and TestCameraStops (the same frame loop)")
	want, err := os.ReadFile(pocketPhotoDir + "want")
	if err != nil {
		t.Fatal(err)
	}
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tapSegment(t, tv.editor.UI.Puzzle, puzzle.Labels[puzzle.Cube2])
	tv.editor.OpenScanner()
	s := tv.editor.Scanner
	cam := &recordedCamera{script: pocketShowing(t, scanner.GuideOrder[:])}
	useTestCamera(tv, s, func() (camera.Camera, error) { return cam, nil })
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
