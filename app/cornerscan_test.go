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
	tv, s := openTestScanner(t)
	want, err := os.ReadFile(cornerDir + "want")
	if err != nil {
		t.Fatal(err)
	}
	test.Tap(findButton(t, s.pop.Content, "Two corners…"))
	c := s.corners
	if !c.pop.Visible() || s.pop.Visible() {
		t.Fatal("Two corners… did not take the scanner's place")
	}
	c.open = func(v photo.CornerView) { c.load(v, cornerDir+[2]string{"first.jpg", "second.jpg"}[v]) }
	if !c.read.Disabled() || !strings.Contains(c.status.Text, "both corners") {
		t.Errorf("before any photo: read enabled %v, status %q", !c.read.Disabled(), c.status.Text)
	}
	test.Tap(findButton(t, c.pop.Content, "Second corner…"))
	if !c.slots[1].ok || !strings.Contains(c.status.Text, "the first corner") {
		t.Errorf("after the second: %q, status %q", c.slots[1].label.Text, c.status.Text)
	}
	test.Tap(findButton(t, c.pop.Content, "First corner…"))
	if c.read.Disabled() || !strings.HasPrefix(c.slots[0].label.Text, "first.jpg (") || !strings.HasSuffix(c.slots[0].label.Text, "/27 stickers)") {
		t.Fatalf("both opened: read disabled %v, %q, status %q", c.read.Disabled(), c.slots[0].label.Text, c.status.Text)
	}
	test.Tap(c.read)
	if c.pop.Visible() {
		t.Error("the pop-up stayed open after Read")
	}
	if got := tv.editor.f.String() + "\n"; got != string(want) {
		t.Errorf("editor has %s, want %s", got, want)
	}
	if !strings.Contains(tv.editor.ui.notice.Text, "Read from the two corner photos") {
		t.Errorf("notice %q", tv.editor.ui.notice.Text)
	}
	tv.editor.undo()
	if tv.editor.f != cube.SolvedFacelets() {
		t.Error("one undo does not bring back the cube before the scan")
	}
}

// Photos dropped on the window while the corners' pop-up is open go to
// the corners, in order; pasted pictures fill the first corner without one;
// a photo of a face straight on, or the first corner twice, is told.
func TestCornerScanDropPaste(t *testing.T) {
	tv, s := openTestScanner(t)
	s.corners.show()
	c := s.corners
	tv.editor.dropped([]string{cornerDir + "first.jpg", cornerDir + "second.jpg"})
	if !c.pop.Visible() || !c.slots[0].ok || !c.slots[1].ok {
		t.Fatalf("after dropping both: visible %v, %q, %q", c.pop.Visible(), c.slots[0].label.Text, c.slots[1].label.Text)
	}
	// A face photographed straight on shows no corner.
	c.load(photo.FrontCorner, photoDir+"U.jpg")
	if c.slots[0].ok || !strings.Contains(c.slots[0].label.Text, "U.jpg: no corner found") || !c.read.Disabled() {
		t.Errorf("a face straight on: %q", c.slots[0].label.Text)
	}
	// Pasted: into the first corner without one.
	img, err := photo.Load(cornerDir + "first.jpg")
	if err != nil {
		t.Fatal(err)
	}
	s.clipboardImage = func() (image.Image, error) { return img, nil }
	pasteKey(t, tv)
	if !c.slots[0].ok || c.slots[0].name != "pasted picture" {
		t.Errorf("pasted: %q", c.slots[0].label.Text)
	}
	// The first corner as the second too.
	c.load(photo.BackCorner, cornerDir+"first.jpg")
	c.readCube()
	if !c.pop.Visible() || !strings.Contains(c.status.Text, "the same faces") {
		t.Errorf("one corner twice: status %q", c.status.Text)
	}
	// Six faces goes back to the scanner.
	test.Tap(findButton(t, c.pop.Content, "Six faces"))
	if c.pop.Visible() || !s.pop.Visible() {
		t.Error("Six faces did not go back to the scanner")
	}
}

// showingCorners is a person showing the two corners to the camera: each
// brought in (moving, then a frame with nothing while the cube is turned
// over), then held still, with a pixel of shake.
func showingCorners(t *testing.T) []image.Image {
	var script []image.Image
	blank := image.NewRGBA(image.Rect(0, 0, 420, 420))
	for _, name := range []string{"first.jpg", "second.jpg"} {
		img, err := photo.Load(cornerDir + name)
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

// The camera takes the two corners too: asked for in turn, each taken once
// held still, then the corners' pop-up comes back with both, and Read puts
// the cube in the editor.
func TestCameraReadsTwoCorners(t *testing.T) {
	want, err := os.ReadFile(cornerDir + "want")
	if err != nil {
		t.Fatal(err)
	}
	tv, s := openTestScanner(t)
	cam := &recordedCamera{script: showingCorners(t)}
	s.camera.open = func() (camera.Camera, error) { return cam, nil }
	s.camera.post = tv.session.post
	s.camera.still = testStill
	test.Tap(findButton(t, s.pop.Content, "Two corners…"))
	k, c := s.corners, s.camera
	test.Tap(findButton(t, k.pop.Content, "Camera…"))
	tv.pumpUntil(t, "the camera did not open", func() bool { return c.pop.Visible() })
	if k.pop.Visible() || !strings.Contains(c.guide.Text, "Corner 1 of 2: white on top, green at the left, red at the right") {
		t.Errorf("camera open: corners' pop-up shown %v, guide %q", k.pop.Visible(), c.guide.Text)
	}
	var asked []string
	tv.pumpUntil(t, "the two corners were not taken", func() bool {
		if n := len(asked); n == 0 || asked[n-1] != c.guide.Text {
			asked = append(asked, c.guide.Text)
		}
		return !c.pop.Visible()
	})
	if len(asked) < 2 || !strings.Contains(asked[1], "Corner 2 of 2: yellow on top, orange at the left, blue at the right") {
		t.Errorf("guides: %q", asked)
	}
	<-c.stopped
	if !cam.isClosed() {
		t.Error("the camera was left open")
	}
	if !k.pop.Visible() || k.read.Disabled() {
		t.Fatalf("after two corners: corners shown %v, Read enabled %v, status %q", k.pop.Visible(), !k.read.Disabled(), k.status.Text)
	}
	test.Tap(k.read)
	if got := tv.editor.f.String() + "\n"; got != string(want) {
		t.Errorf("editor has %s, want %s", got, want)
	}
	if !strings.Contains(tv.editor.ui.notice.Text, "Read from the camera's two corners") {
		t.Errorf("notice %q", tv.editor.ui.notice.Text)
	}
}

// Two photos of corners dropped on the window open the corners' pop-up
// with them, in order, as does nothing else: two photos of faces go to the
// faces.
func TestDropTwoCorners(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.editor.dropped([]string{cornerDir + "first.jpg", cornerDir + "second.jpg"})
	s := tv.editor.scanner
	if !s.corners.pop.Visible() || s.pop.Visible() || !s.corners.slots[0].ok || !s.corners.slots[1].ok {
		t.Fatalf("two corners dropped: corners shown %v, scanner shown %v", s.corners.pop.Visible(), s.pop.Visible())
	}
	if s.corners.slots[0].name != "first.jpg" || s.corners.slots[1].name != "second.jpg" {
		t.Errorf("slots %q %q", s.corners.slots[0].name, s.corners.slots[1].name)
	}

	tv = newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.editor.dropped([]string{photoDir + "U.jpg", photoDir + "R.jpg"})
	s = tv.editor.scanner
	if s.corners.pop.Visible() || !s.slots[cube.U].ok || !s.slots[cube.R].ok {
		t.Errorf("two faces dropped: corners shown %v, U %q, R %q", s.corners.pop.Visible(), s.slots[cube.U].label.Text, s.slots[cube.R].label.Text)
	}
}

// A corner not found is outlined in the middle of its photo, to be
// dragged onto the cube: a corner of the outlines dragged by the pointer
// moves the faces that share it, and the corner is measured inside them.
func TestCornerScanDragOutline(t *testing.T) {
	tv, s := openTestScanner(t)
	s.corners.show()
	c := s.corners
	c.load(photo.FrontCorner, photoDir+"U.jpg") // a face straight on: no corner
	slot := c.slots[0]
	if slot.ok || slot.outline.found || len(slot.outline.points) != 7 || !strings.Contains(slot.label.Text, "drag the corners onto the cube") {
		t.Fatalf("no corner: ok %v, found %v, %d points, %q", slot.ok, slot.outline.found, len(slot.outline.points), slot.label.Text)
	}
	before := slot.outline.corner()
	base := fyne.CurrentApp().Driver().AbsolutePositionForObject(slot.outline)
	test.Drag(tv.w.Canvas(), base.Add(slot.outline.toWidget(before.Near)).AddXY(1, 1), 8, 6)
	after := slot.outline.corner()
	if after.Near == before.Near || after.Top[2] != after.Near || after.Left[1] != after.Near || after.Right[0] != after.Near {
		t.Fatalf("the near corner dragged: %v became %v", before, after)
	}
	if after.Top[0] != before.Top[0] || after.Left[3] != before.Left[3] {
		t.Error("a drag of the near corner moved others")
	}
	if !slot.ok || !strings.HasSuffix(slot.label.Text, "(set by hand)") {
		t.Errorf("after the drag: ok %v, %q", slot.ok, slot.label.Text)
	}
}
