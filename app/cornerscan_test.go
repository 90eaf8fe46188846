package app

import (
	"image"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"cubesolver/solver/cube"
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
	c.open = func(v photo.CornerView) { c.load(v, cornerDir+[2]string{"A.jpg", "B.jpg"}[v]) }
	if !c.read.Disabled() || !strings.Contains(c.status.Text, "both corners") {
		t.Errorf("before any photo: read enabled %v, status %q", !c.read.Disabled(), c.status.Text)
	}
	test.Tap(findButton(t, c.pop.Content, "Second corner…"))
	if !c.slots[1].ok || !strings.Contains(c.status.Text, "the first corner") {
		t.Errorf("after the second: %q, status %q", c.slots[1].label.Text, c.status.Text)
	}
	test.Tap(findButton(t, c.pop.Content, "First corner…"))
	if c.read.Disabled() || !strings.Contains(c.slots[0].label.Text, "A.jpg: ") || !strings.Contains(c.slots[0].label.Text, " of 27 stickers found") {
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
	tv.editor.dropped([]string{cornerDir + "A.jpg", cornerDir + "B.jpg"})
	if !c.pop.Visible() || !c.slots[0].ok || !c.slots[1].ok {
		t.Fatalf("after dropping both: visible %v, %q, %q", c.pop.Visible(), c.slots[0].label.Text, c.slots[1].label.Text)
	}
	// A face photographed straight on shows no corner.
	c.load(photo.FrontCorner, photoDir+"U.jpg")
	if c.slots[0].ok || !strings.Contains(c.slots[0].label.Text, "U.jpg: no corner found") || !c.read.Disabled() {
		t.Errorf("a face straight on: %q", c.slots[0].label.Text)
	}
	// Pasted: into the first corner without one.
	img, err := photo.Load(cornerDir + "A.jpg")
	if err != nil {
		t.Fatal(err)
	}
	s.clipboardImage = func() (image.Image, error) { return img, nil }
	c.paste()
	if !c.slots[0].ok || c.slots[0].name != "pasted picture" {
		t.Errorf("pasted: %q", c.slots[0].label.Text)
	}
	// The first corner as the second too.
	c.load(photo.BackCorner, cornerDir+"A.jpg")
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
