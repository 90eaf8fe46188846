package app

import (
	"errors"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"cubesolver/solver/cube"
	"cubesolver/solver/scan/photo"
)

// Enter pressed while the last photo is still being read is not lost: the
// status says the cube is read once the photo is in, and it is.
func TestScannerEnterWhileReading(t *testing.T) {
	tv, s := openTestScanner(t)
	want, err := os.ReadFile(photoDir + "want")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []cube.Face{cube.U, cube.R, cube.F, cube.D, cube.L} {
		s.Load(f, photoDir+f.String()+".jpg")
	}
	tv.photosRead(t)
	s.Load(cube.B, photoDir+"B.jpg")
	pressKey(tv.w.Canvas(), fyne.KeyReturn)
	if got := s.Status.Text; got != "Reading B.jpg…; the cube is read when it is in." || !s.Pop.Visible() {
		t.Errorf("Enter while B.jpg is read: status %q, shown %v", got, s.Pop.Visible())
	}
	tv.photosRead(t)
	if s.Pop.Visible() {
		t.Fatalf("the cube was not read once B.jpg was in: %q", s.Status.Text)
	}
	checkRead(t, tv, want, "Read from the photos")
}

// Enter pressed while photos are read, one of which cannot be: nothing is
// read, and the status says why; Enter again while another is read, then
// Escape: the request goes with the scanner.
func TestScannerEnterWhileReadingBadPhoto(t *testing.T) {
	tv, s := openTestScanner(t)
	notes := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(notes, []byte("not a picture"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, f := range []cube.Face{cube.U, cube.R, cube.F, cube.D, cube.L} {
		s.Load(f, photoDir+f.String()+".jpg")
	}
	tv.photosRead(t)
	s.Load(cube.B, notes)
	pressKey(tv.w.Canvas(), fyne.KeyReturn)
	tv.photosRead(t)
	if !s.Pop.Visible() || !strings.HasPrefix(s.Status.Text, "Not read: B, notes.txt (not a PNG or JPEG picture).") {
		t.Errorf("a bad photo: shown %v, status %q", s.Pop.Visible(), s.Status.Text)
	}
	if tv.editor.Facelets != cube.SolvedFacelets() {
		t.Error("a cube was read")
	}
	// The request was dropped with the bad photo: a good one opened
	// later is not read without Enter.
	s.Load(cube.B, photoDir+"B.jpg")
	tv.photosRead(t)
	if !s.Pop.Visible() || s.Read.Disabled() {
		t.Errorf("B.jpg opened after: shown %v, status %q", s.Pop.Visible(), s.Status.Text)
	}
	// Escape drops a request made while a photo is read.
	s.Load(cube.B, photoDir+"B.jpg")
	pressKey(tv.w.Canvas(), fyne.KeyReturn)
	pressKey(tv.w.Canvas(), fyne.KeyEscape)
	tv.flush()
	tv.editor.OpenScanner()
	tv.photosRead(t)
	if !s.Pop.Visible() || strings.Contains(s.Status.Text, "read when") || tv.editor.Facelets != cube.SolvedFacelets() {
		t.Errorf("after Escape: shown %v, status %q", s.Pop.Visible(), s.Status.Text)
	}
}

// The two corners' files pasted (as a file manager copies them) and Enter
// pressed at once, before they are read, as a person does: the cube is
// read once both are in.
func TestCornerScanPasteThenEnter(t *testing.T) {
	tv, s := openTestScanner(t)
	want, err := os.ReadFile(cornerDir + "want")
	if err != nil {
		t.Fatal(err)
	}
	dir, err := filepath.Abs(cornerDir)
	if err != nil {
		t.Fatal(err)
	}
	s.ClipboardImage = func() (image.Image, error) { return nil, errors.New("no picture on the clipboard") }
	s.ClipboardText = func() string {
		return filepath.Join(dir, "first.jpg") + "\n" + filepath.Join(dir, "second.jpg") + "\n"
	}
	s.Corners.Show()
	c := s.Corners
	keys := tv.w.Canvas().Focused()
	keys.(fyne.Shortcutable).TypedShortcut(&fyne.ShortcutPaste{})
	pressKey(tv.w.Canvas(), fyne.KeyReturn)
	if got := c.Status.Text; !strings.HasSuffix(got, "; the cube is read when it is in. Still to open: both corners.") {
		t.Errorf("Enter while the clipboard is read: %q", got)
	}
	tv.photosRead(t)
	if c.Pop.Visible() {
		t.Fatalf("the cube was not read once both corners were in: %q", c.Status.Text)
	}
	checkRead(t, tv, want, "Read from the two corner photos")

	// Close drops the request. (The corners opened empty after the read.)
	tv.editor.OpenScanner()
	c.Show()
	c.Load(0, cornerDir+"second.jpg")
	pressKey(tv.w.Canvas(), fyne.KeyReturn)
	if got := c.Status.Text; got != "Reading second.jpg…; the cube is read when it is in. Still to open: the second corner." {
		t.Errorf("Enter while second.jpg is read: %q", got)
	}
	pressKey(tv.w.Canvas(), fyne.KeyEscape)
	tv.flush()
	if c.Pop.Visible() || s.Busy() {
		t.Errorf("Escape: shown %v, busy %v", c.Pop.Visible(), s.Busy())
	}
}

// Several files pasted (or dropped) into the corners go each to a corner
// of its own, the empty ones first: a file that is not a picture is said
// in the status, not overwritten by the next file, and a file left over
// is said not taken.
func TestCornerScanPasteBadFileFirst(t *testing.T) {
	tv, s := openTestScanner(t)
	s.Corners.Show()
	c := s.Corners
	notes := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(notes, []byte("not a picture"), 0o644); err != nil {
		t.Fatal(err)
	}
	first, err := filepath.Abs(cornerDir + "first.jpg")
	if err != nil {
		t.Fatal(err)
	}
	s.ClipboardImage = func() (image.Image, error) { return nil, errors.New("no picture on the clipboard") }
	s.ClipboardText = func() string { return notes + "\n" + first + "\n" }
	pasteKey(t, tv)
	if c.Slots[0].OK || c.Slots[0].Name != "notes.txt" || !c.Slots[1].OK || c.Slots[1].Name != "first.jpg" {
		t.Errorf("pasted: first corner %q, second %q", c.Slots[0].Label.Text, c.Slots[1].Label.Text)
	}
	if want := "Not read: the first corner, notes.txt (not a PNG or JPEG picture)."; c.Status.Text != want {
		t.Errorf("status %q, want %q", c.Status.Text, want)
	}
	// Dropped: the corner whose photo was not read takes the next, and a
	// third file finds no corner left.
	second := cornerDir + "second.jpg"
	tv.editor.Dropped([]string{second, notes})
	tv.photosRead(t)
	if c.Slots[0].Name != "second.jpg" || c.Slots[1].Name != "first.jpg" ||
		c.Status.Text != "Not taken: notes.txt (both corners have a photo already): open a corner's photo again to replace it. Both corners found. Read the cube to put it in the editor." {
		t.Errorf("dropped: first corner %q, second %q, status %q", c.Slots[0].Label.Text, c.Slots[1].Label.Text, c.Status.Text)
	}
	// Opening a photo forgets the note.
	c.Load(photo.FrontCorner, cornerDir+"first.jpg")
	tv.photosRead(t)
	if strings.Contains(c.Status.Text, "Not taken") {
		t.Errorf("after opening a photo: %q", c.Status.Text)
	}
}

// The clipboard is read off the UI goroutine with the reader the scanner
// had when Ctrl+V was pressed: the field itself is the UI goroutine's,
// which may change it meanwhile (the race detector watches).
func TestScannerPasteTakesItsReader(t *testing.T) {
	tv, s := openTestScanner(t)
	img, err := photo.Load(photoDir + "U.jpg")
	if err != nil {
		t.Fatal(err)
	}
	release := make(chan struct{})
	s.ClipboardImage = func() (image.Image, error) { <-release; return img, nil }
	keys := tv.w.Canvas().Focused().(fyne.Shortcutable)
	keys.TypedShortcut(&fyne.ShortcutPaste{})
	s.ClipboardImage = func() (image.Image, error) { return nil, errors.New("no picture on the clipboard") }
	close(release)
	tv.photosRead(t)
	if slot := s.Slots[cube.U]; !slot.OK || slot.Name != "pasted picture" {
		t.Errorf("pasted: %q", slot.Label.Text)
	}
}

// Two corners' photos dropped on the six faces' scanner, and Enter pressed
// before they are read: they turn out to be corners, and the cube is read
// from them.
func TestScannerDropCornersThenEnter(t *testing.T) {
	tv, s := openTestScanner(t)
	want, err := os.ReadFile(cornerDir + "want")
	if err != nil {
		t.Fatal(err)
	}
	tv.editor.Dropped([]string{cornerDir + "first.jpg", cornerDir + "second.jpg"})
	pressKey(tv.w.Canvas(), fyne.KeyReturn)
	if got := s.Status.Text; !strings.HasPrefix(got, "Reading first.jpg, second.jpg…; the cube is read when they are in.") {
		t.Errorf("Enter while the photos are read: %q", got)
	}
	tv.photosRead(t)
	if s.Corners.Pop.Visible() || s.Pop.Visible() {
		t.Fatalf("the cube was not read from the corners: %q", s.Corners.Status.Text)
	}
	checkRead(t, tv, want, "Read from the two corner photos")
}
