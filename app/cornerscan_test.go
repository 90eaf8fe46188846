package app

import (
	"image"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubesolver/solver/cube"
	"cubesolver/solver/scan/camera"
	"cubesolver/solver/scan/photo"
)

const cornerDir = "../solver/scan/photo/testdata/corners1/"

// The corners' pop-up through its buttons: Two corners… opens it, each
// corner's Open button asks for its photo, Read is enabled once both are
// found, and the cube read arrives in the editor as one undoable edit.
func TestCornerScanReadsPhotos(t *testing.T) {
	skipReadingUnderRace(t, "TestCornerScanStaleReadDropped (corner photos read off the UI goroutine)")
	tv, s := openTestScanner(t)
	want, err := os.ReadFile(cornerDir + "want")
	if err != nil {
		t.Fatal(err)
	}
	test.Tap(findButton(t, s.Pop.Content, "Two corners…"))
	c := s.Corners
	if !c.Pop.Visible() || s.Pop.Visible() {
		t.Fatal("Two corners… did not take the scanner's place")
	}
	c.Open = func(v photo.CornerView) { c.Load(v, cornerDir+[2]string{"first.jpg", "second.jpg"}[v]) }
	if !c.Read.Disabled() || !strings.Contains(c.Status.Text, "both corners") {
		t.Errorf("before any photo: read enabled %v, status %q", !c.Read.Disabled(), c.Status.Text)
	}
	test.Tap(findButton(t, c.Pop.Content, "Second corner…"))
	tv.photosRead(t)
	if !c.Slots[1].OK || !strings.Contains(c.Status.Text, "the first corner") {
		t.Errorf("after the second: %q, status %q", c.Slots[1].Label.Text, c.Status.Text)
	}
	test.Tap(findButton(t, c.Pop.Content, "First corner…"))
	tv.photosRead(t)
	if c.Read.Disabled() || !strings.HasPrefix(c.Slots[0].Label.Text, "first.jpg (") || !strings.HasSuffix(c.Slots[0].Label.Text, "/27 stickers)") {
		t.Fatalf("both opened: read disabled %v, %q, status %q", c.Read.Disabled(), c.Slots[0].Label.Text, c.Status.Text)
	}
	test.Tap(c.Read)
	if c.Pop.Visible() {
		t.Error("the pop-up stayed open after Read")
	}
	checkRead(t, tv, want, "Read from the two corner photos")
	tv.editor.Undo()
	if tv.editor.Facelets != cube.SolvedFacelets() {
		t.Error("one undo does not bring back the cube before the scan")
	}
}

// Photos dropped on the window while the corners' pop-up is open go to
// the corners, in order; pasted pictures fill the first corner without one;
// a photo of a face straight on, or the first corner twice, is told.
func TestCornerScanDropPaste(t *testing.T) {
	tv, s := openTestScanner(t)
	s.Corners.Show()
	c := s.Corners
	tv.editor.Dropped([]string{cornerDir + "first.jpg", cornerDir + "second.jpg"})
	tv.photosRead(t)
	if !c.Pop.Visible() || !c.Slots[0].OK || !c.Slots[1].OK {
		t.Fatalf("after dropping both: visible %v, %q, %q", c.Pop.Visible(), c.Slots[0].Label.Text, c.Slots[1].Label.Text)
	}
	// A face photographed straight on shows no corner.
	c.Load(photo.FrontCorner, photoDir+"U.jpg")
	tv.photosRead(t)
	if c.Slots[0].OK || !strings.Contains(c.Slots[0].Label.Text, "U.jpg: no corner found") || !c.Read.Disabled() {
		t.Errorf("a face straight on: %q", c.Slots[0].Label.Text)
	}
	// Pasted: into the first corner without one.
	img, err := photo.Load(cornerDir + "first.jpg")
	if err != nil {
		t.Fatal(err)
	}
	s.ClipboardImage = func() (image.Image, error) { return img, nil }
	pasteKey(t, tv)
	tv.photosRead(t)
	if !c.Slots[0].OK || c.Slots[0].Name != "pasted picture" {
		t.Errorf("pasted: %q", c.Slots[0].Label.Text)
	}
	// The first corner as the second too.
	c.Load(photo.BackCorner, cornerDir+"first.jpg")
	tv.photosRead(t)
	c.ReadCube()
	if !c.Pop.Visible() || !strings.Contains(c.Status.Text, "as is the first photo's face on top: a face shown twice; the second photo must show the opposite corner, the cube turned over.") {
		t.Errorf("one corner twice: status %q", c.Status.Text)
	}
	// Six faces goes back to the scanner.
	test.Tap(findButton(t, c.Pop.Content, "Six faces"))
	if c.Pop.Visible() || !s.Pop.Visible() {
		t.Error("Six faces did not go back to the scanner")
	}
}

// showingCorners is a person showing the two corners to the camera: each
// brought in (moving, then a frame with nothing while the cube is turned
// over), then held still, with a pixel of shake.
func showingCorners(t *testing.T) []image.Image {
	return showingPictures(loadPhotos(t, cornerDir, "first.jpg", "second.jpg"), image.Rect(0, 0, 420, 420))
}

// loadPhotos reads the photos named in dir.
func loadPhotos(t *testing.T, dir string, names ...string) []image.Image {
	var imgs []image.Image
	for _, name := range names {
		img, err := photo.Load(dir + name)
		if err != nil {
			t.Fatal(err)
		}
		imgs = append(imgs, img)
	}
	return imgs
}

// The camera takes the two corners too: asked for in turn, each taken once
// held still, then the corners' pop-up comes back with both, and Read puts
// the cube in the editor.
func TestCameraReadsTwoCorners(t *testing.T) {
	skipReadingUnderRace(t, "TestCameraRetake and TestCameraStops (the same frame loop) and TestCornerScanStaleReadDropped (corner photos read off the UI goroutine)")
	want, err := os.ReadFile(cornerDir + "want")
	if err != nil {
		t.Fatal(err)
	}
	tv, s := openTestScanner(t)
	cam := &recordedCamera{script: showingCorners(t)}
	useTestCamera(tv, s, func() (camera.Camera, error) { return cam, nil })
	test.Tap(findButton(t, s.Pop.Content, "Two corners…"))
	k, c := s.Corners, s.Camera
	test.Tap(findButton(t, k.Pop.Content, "Camera…"))
	tv.pumpUntil(t, "the camera did not open", func() bool { return c.Pop.Visible() })
	if k.Pop.Visible() || !strings.Contains(c.Guide.Text, "Corner 1 of 2: white on top, green at the left, red at the right") {
		t.Errorf("camera open: corners' pop-up shown %v, guide %q", k.Pop.Visible(), c.Guide.Text)
	}
	var asked []string
	tv.pumpUntil(t, "the two corners were not taken", func() bool {
		if n := len(asked); n == 0 || asked[n-1] != c.Guide.Text {
			asked = append(asked, c.Guide.Text)
		}
		return !c.Pop.Visible()
	})
	if len(asked) < 2 || !strings.Contains(asked[1], "Corner 2 of 2: yellow on top, orange at the left, blue at the right") {
		t.Errorf("guides: %q", asked)
	}
	<-c.Stopped
	if !cam.isClosed() {
		t.Error("the camera was left open")
	}
	if !k.Pop.Visible() || k.Read.Disabled() {
		t.Fatalf("after two corners: corners shown %v, Read enabled %v, status %q", k.Pop.Visible(), !k.Read.Disabled(), k.Status.Text)
	}
	test.Tap(k.Read)
	checkRead(t, tv, want, "Read from the camera's two corners")
}

// Two photos of corners dropped on the window open the corners' pop-up
// with them, in order, as does nothing else: two photos of faces go to the
// faces.
func TestDropTwoCorners(t *testing.T) {
	skipReadingUnderRace(t, "TestScannerDropCornersThenEnter (two corners dropped, read off the UI goroutine)")
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.editor.Dropped([]string{cornerDir + "first.jpg", cornerDir + "second.jpg"})
	tv.photosRead(t)
	s := tv.editor.Scanner
	if !s.Corners.Pop.Visible() || s.Pop.Visible() || !s.Corners.Slots[0].OK || !s.Corners.Slots[1].OK {
		t.Fatalf("two corners dropped: corners shown %v, scanner shown %v", s.Corners.Pop.Visible(), s.Pop.Visible())
	}
	if s.Corners.Slots[0].Name != "first.jpg" || s.Corners.Slots[1].Name != "second.jpg" {
		t.Errorf("slots %q %q", s.Corners.Slots[0].Name, s.Corners.Slots[1].Name)
	}

	tv = newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.editor.Dropped([]string{photoDir + "U.jpg", photoDir + "R.jpg"})
	tv.photosRead(t)
	s = tv.editor.Scanner
	if s.Corners.Pop.Visible() || !s.Slots[cube.U].OK || !s.Slots[cube.R].OK {
		t.Errorf("two faces dropped: corners shown %v, U %q, R %q", s.Corners.Pop.Visible(), s.Slots[cube.U].Label.Text, s.Slots[cube.R].Label.Text)
	}
}

// A corner not found is outlined in the middle of its photo, to be
// dragged onto the cube: a corner of the outlines dragged by the pointer
// moves the faces that share it, and the corner is measured inside them.
func TestCornerScanDragOutline(t *testing.T) {
	tv, s := openTestScanner(t)
	s.Corners.Show()
	c := s.Corners
	c.Load(photo.FrontCorner, photoDir+"U.jpg") // a face straight on: no corner
	tv.photosRead(t)
	slot := c.Slots[0]
	if slot.OK || slot.Outline.Found || len(slot.Outline.Points) != 7 || !strings.Contains(slot.Label.Text, "drag the corners onto the cube") {
		t.Fatalf("no corner: ok %v, found %v, %d points, %q", slot.OK, slot.Outline.Found, len(slot.Outline.Points), slot.Label.Text)
	}
	before := slot.Outline.Corner()
	base := fyne.CurrentApp().Driver().AbsolutePositionForObject(slot.Outline)
	test.Drag(tv.w.Canvas(), base.Add(slot.Outline.ToWidget(before.Near)).AddXY(1, 1), 8, 6)
	after := slot.Outline.Corner()
	if after.Near == before.Near || after.Top[2] != after.Near || after.Left[1] != after.Near || after.Right[0] != after.Near {
		t.Fatalf("the near corner dragged: %v became %v", before, after)
	}
	if after.Top[0] != before.Top[0] || after.Left[3] != before.Left[3] {
		t.Error("a drag of the near corner moved others")
	}
	if !slot.OK || !strings.HasSuffix(slot.Label.Text, "(set by hand)") {
		t.Errorf("after the drag: ok %v, %q", slot.OK, slot.Label.Text)
	}
}
