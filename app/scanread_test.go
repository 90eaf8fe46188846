package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"cubesolver/solver/cube"
	"cubesolver/solver/scan/photo"
)

// photosRead runs the scanner's calls for the UI goroutine on the test
// goroutine, as they come, until no photo (nor the clipboard, nor the
// cube) is being read any more.
func (tv *testView) photosRead(t *testing.T) {
	t.Helper()
	tv.pumpUntil(t, "the photos were not read", func() bool {
		return tv.editor.Scanner == nil || !tv.editor.Scanner.Busy()
	})
}

// skipReadingUnderRace skips a test whose subject is what photos or
// camera frames are read as, under the race detector: reading is
// arithmetic on pixels on one goroutine, many times slower under the
// detector (the camera's six faces alone take minutes there), and the
// hand-offs between goroutines it makes are the same as those of the tests
// named in coveredBy, which run under the detector. make test-go runs it
// without the detector.
func skipReadingUnderRace(t *testing.T, coveredBy string) {
	t.Helper()
	if raceEnabled {
		t.Skip("reads whole pictures: make test-go runs it; under the race detector " + coveredBy + " make the same hand-offs between goroutines")
	}
}

// nextCall waits for the next call for the UI goroutine (what a read
// found, to be applied) and returns it unrun, so that a test chooses when
// it arrives.
func (tv *testView) nextCall(t *testing.T, what string) func() {
	t.Helper()
	select {
	case f := <-tv.calls:
		return f
	case <-time.After(5 * time.Minute): // a hang, not a slow machine
		t.Fatal(what)
		return nil
	}
}

// A photo is read off the UI goroutine: Load returns at once, the slot
// and the status say it is being read, and Read waits for it, even with
// the other five faces found.
func TestScannerReadsOffTheUIGoroutine(t *testing.T) {
	tv, s := openTestScanner(t)
	for _, f := range []cube.Face{cube.U, cube.R, cube.F, cube.D, cube.L} {
		s.Load(f, photoDir+f.String()+".jpg")
	}
	tv.photosRead(t)
	s.Load(cube.B, photoDir+"B.jpg")
	if got := s.Slots[cube.B].Label.Text; got != "Reading B.jpg…" {
		t.Errorf("while B.jpg is read, its slot says %q", got)
	}
	if got := s.Status.Text; !strings.HasPrefix(got, "Reading B.jpg…") || !s.Read.Disabled() || !s.Busy() {
		t.Errorf("while B.jpg is read: status %q, Read enabled %v", got, !s.Read.Disabled())
	}
	tv.photosRead(t)
	if !s.Slots[cube.B].OK || s.Slots[cube.B].Label.Text != "B.jpg" || s.Read.Disabled() {
		t.Errorf("once read: B says %q, status %q", s.Slots[cube.B].Label.Text, s.Status.Text)
	}
}

// A photo read after a newer one was given to the same slot is dropped
// when it comes, however late: the newer stays, a bad file's message too,
// and the other slots keep what they have.
func TestScannerStaleReadDropped(t *testing.T) {
	tv, s := openTestScanner(t)
	s.Load(cube.R, photoDir+"R.jpg")
	tv.photosRead(t)
	s.Load(cube.U, photoDir+"U.jpg")
	stale := tv.nextCall(t, "U.jpg was not read")
	notes := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(notes, []byte("not a picture"), 0o644); err != nil {
		t.Fatal(err)
	}
	s.Load(cube.U, notes) // the newer, and a bad file
	tv.photosRead(t)
	want := "notes.txt: not a PNG or JPEG picture"
	if got := s.Slots[cube.U].Label.Text; got != want {
		t.Fatalf("U says %q, want %q", got, want)
	}
	stale() // U.jpg's result, arriving last
	if slot := s.Slots[cube.U]; slot.OK || slot.Name != "notes.txt" || slot.Label.Text != want || slot.Photo != nil {
		t.Errorf("the stale U.jpg overwrote the newer: ok %v, %q", slot.OK, slot.Label.Text)
	}
	if !strings.HasPrefix(s.Status.Text, "Not read: U, notes.txt (not a PNG or JPEG picture).") || !s.Slots[cube.R].OK {
		t.Errorf("status %q, R ok %v", s.Status.Text, s.Slots[cube.R].OK)
	}
	// And the other way round: a good photo after a bad one.
	s.Load(cube.U, notes)
	stale = tv.nextCall(t, "notes.txt was not read")
	s.Load(cube.U, photoDir+"U.jpg")
	tv.photosRead(t)
	stale()
	if slot := s.Slots[cube.U]; !slot.OK || slot.Label.Text != "U.jpg" {
		t.Errorf("the stale bad file overwrote U.jpg: %q", slot.Label.Text)
	}
}

// Closing the scanner while a photo is read drops it: the slot keeps the
// photo it had, with an outline dragged by hand, and shows it when opened
// again; a cube being read (some stickers in doubt) is not handed to the
// editor either, whose edits since stay.
func TestScannerCloseDropsReads(t *testing.T) {
	tv, s := openTestScanner(t)
	for f := cube.U; f <= cube.B; f++ {
		s.Load(f, photoDir+f.String()+".jpg")
	}
	tv.photosRead(t)
	fSlot := s.Slots[cube.F]
	q := fSlot.View.Quad()
	q[0].X, q[0].Y = q[0].X-4, q[0].Y-4
	fSlot.View.Points[0] = q[0]
	fSlot.View.OnChanged() // as a drag's end does
	s.Load(cube.F, photoDir+"R.jpg")
	stale := tv.nextCall(t, "R.jpg was not read")
	test.Tap(findButton(t, s.Pop.Content, "Close"))
	if s.Pop.Visible() || s.Busy() {
		t.Fatalf("Close: shown %v, busy %v", s.Pop.Visible(), s.Busy())
	}
	stale()
	tv.editor.OpenScanner()
	if !fSlot.OK || fSlot.Label.Text != "F.jpg (outline set by hand)" || fSlot.View.Quad() != q || s.Read.Disabled() {
		t.Errorf("after Close, F says %q, outline %v (want %v), status %q", fSlot.Label.Text, fSlot.View.Quad(), q, s.Status.Text)
	}

	// A cube with photos given for each other's faces is read again
	// with them swapped, off the UI goroutine; closed meanwhile, and the
	// cube edited, the cube read does not replace it.
	s.Load(cube.R, photoDir+"F.jpg")
	s.Load(cube.F, photoDir+"R.jpg")
	tv.photosRead(t)
	test.Tap(s.Read)
	if !s.Pop.Visible() {
		t.Fatal("the cube was read at once: nothing was in doubt")
	}
	late := tv.nextCall(t, "the cube was not read")
	test.Tap(findButton(t, s.Pop.Content, "Close"))
	tv.editor.SelectColour(cube.R)
	tv.editor.Paint(0) // an edit after closing
	edited := tv.editor.Facelets
	late()
	if edited == cube.SolvedFacelets() || tv.editor.Facelets != edited {
		t.Error("the cube read after the scanner was closed replaced the edited one")
	}
}

// The corners' photos too: a stale one is dropped when it comes, and Close
// drops one being read, the slot keeping what it had.
func TestCornerScanStaleReadDropped(t *testing.T) {
	tv, s := openTestScanner(t)
	s.Corners.Show()
	c := s.Corners
	c.Load(photo.FrontCorner, cornerDir+"first.jpg")
	if got := c.Slots[0].Label.Text; got != "Reading first.jpg…" || !c.Read.Disabled() {
		t.Errorf("while first.jpg is read: %q", got)
	}
	stale := tv.nextCall(t, "first.jpg was not read")
	c.Load(photo.FrontCorner, photoDir+"U.jpg") // a face: no corner
	tv.photosRead(t)
	stale()
	if slot := c.Slots[0]; slot.OK || !strings.HasPrefix(slot.Label.Text, "U.jpg: no corner found") {
		t.Errorf("the stale first.jpg overwrote U.jpg: %q", slot.Label.Text)
	}
	c.Load(photo.FrontCorner, cornerDir+"first.jpg")
	stale = tv.nextCall(t, "first.jpg was not read")
	test.Tap(findButton(t, c.Pop.Content, "Close"))
	stale()
	if slot := c.Slots[0]; slot.OK || !strings.HasPrefix(slot.Label.Text, "U.jpg: no corner found") || s.Busy() {
		t.Errorf("after Close: %q", slot.Label.Text)
	}
}
