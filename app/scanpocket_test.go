package app

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubesolver/solver/cube"
)

const pocketPhotoDir = "../solver/scan/photo/testdata/pocket1/"

// In the 2x2x2, the scanner reads a pocket cube from six photos of its
// faces' 2x2 grids, through its buttons, into the pocket cube's editor as
// one undoable edit; it offers no camera or corners, which read a 3x3x3.
func TestScannerReadsPocketPhotos(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	want, err := os.ReadFile(pocketPhotoDir + "want")
	if err != nil {
		t.Fatal(err)
	}
	tapSegment(t, tv.editor.ui.puzzle, puzzleLabels[Cube2])
	test.Tap(tv.editor.ui.scanBtn)
	s := tv.editor.scanner
	if s == nil || !s.pop.Visible() {
		t.Fatal("the scan button did not open the scanner")
	}
	if !strings.Contains(s.heading.Text, "2x2x2") || !strings.Contains(s.help.Text, "four stickers") {
		t.Errorf("heading %q, help %q", s.heading.Text, s.help.Text)
	}
	for _, o := range s.photosOnly {
		if o.Visible() {
			t.Errorf("%v offered for the 2x2x2", o)
		}
	}
	s.open = func(f cube.Face) { s.load(f, pocketPhotoDir+f.String()+".jpg") }
	for _, f := range []cube.Face{cube.B, cube.U, cube.F, cube.D, cube.R, cube.L} {
		test.Tap(findButton(t, s.pop.Content, f.String()+" face…"))
	}
	if s.read.Disabled() {
		t.Fatalf("all six photos opened, Read disabled: %q", s.status.Text)
	}
	test.Tap(s.read)
	if s.pop.Visible() {
		t.Error("the scanner stayed open after Read")
	}
	if tv.editor.puzzle != Cube2 || toPocket(tv.editor.f).String()+"\n" != string(want) {
		t.Errorf("editor has the %v %s, want the 2x2x2 %s", tv.editor.puzzle, toPocket(tv.editor.f), want)
	}
	if tv.editor.docs[Cube3][roleCube].f != cube.SolvedFacelets() {
		t.Errorf("the 3x3x3's cube changed: %s", tv.editor.docs[Cube3][roleCube].f)
	}
	if !strings.Contains(tv.editor.ui.notice.Text, "Read from the photos") {
		t.Errorf("notice %q", tv.editor.ui.notice.Text)
	}
	tv.editor.undo()
	if tv.editor.f != Cube2.solved() {
		t.Error("one undo does not bring back the cube before the scan")
	}
}

// Photos dropped on the window in the 2x2x2 go to the pocket cube's faces;
// a 3x3x3's photo among them is said to be one, in its slot.
func TestScannerPocketDropAndWrongPhoto(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tapSegment(t, tv.editor.ui.puzzle, puzzleLabels[Cube2])
	var files []string
	for _, f := range "BLDFRU" {
		files = append(files, pocketPhotoDir+string(f)+".jpg")
	}
	tv.editor.dropped(files)
	s := tv.editor.scanner
	for _, slot := range s.slots {
		if !slot.ok || slot.name != slot.face.String()+".jpg" || len(slot.colours) != 4 {
			t.Errorf("slot %v: %q ok %v, %d colours", slot.face, slot.name, slot.ok, len(slot.colours))
		}
	}
	s.load(cube.F, photoDir+"F.jpg")
	if label := s.slots[cube.F].label.Text; s.slots[cube.F].ok || !strings.Contains(label, "F.jpg: its stickers lie on a 3×3 grid, as a 3x3x3's face's do, not a 2x2x2's") {
		t.Errorf("a 3x3x3's photo: ok %v, %q", s.slots[cube.F].ok, label)
	}
	if !s.read.Disabled() || !strings.HasPrefix(s.status.Text, "F.jpg: its stickers lie on a 3×3 grid, as a 3x3x3's face's do, not a 2x2x2's: open another photo, or drag the corners onto the face. Still to open: F.") {
		t.Errorf("Read enabled %v with a 3x3x3's photo among the 2x2x2's: %q", !s.read.Disabled(), s.status.Text)
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
	tv.editor.dropped(files)
	s := tv.editor.scanner
	if s.read.Disabled() {
		t.Fatalf("3x3x3 photos: %q", s.status.Text)
	}
	s.pop.Hide()
	tapSegment(t, tv.editor.ui.puzzle, puzzleLabels[Cube2])
	tv.editor.openScanner()
	if !s.read.Disabled() || !strings.Contains(s.slots[cube.U].label.Text, "as a 3x3x3's face's do") {
		t.Errorf("in the 2x2x2: read enabled %v, U says %q", !s.read.Disabled(), s.slots[cube.U].label.Text)
	}
	s.pop.Hide()
	tapSegment(t, tv.editor.ui.puzzle, puzzleLabels[Cube3])
	tv.editor.openScanner()
	if s.read.Disabled() || len(s.slots[cube.U].colours) != 9 {
		t.Errorf("back in the 3x3x3: %q", s.status.Text)
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
	tapSegment(t, tv.editor.ui.puzzle, puzzleLabels[Cube2])
	tv.editor.openScanner()
	shot("pocket-scanner-empty.png")
	var files []string
	for _, f := range "URFDLB" {
		files = append(files, pocketPhotoDir+string(f)+".jpg")
	}
	files[2] = photoDir + "F.jpg"
	tv.editor.dropped(files)
	shot("pocket-scanner-3x3-photo.png")
	tv.editor.dropped([]string{pocketPhotoDir + "F.jpg"})
	shot("pocket-scanner-six-photos.png")
	test.Tap(tv.editor.scanner.read)
	shot("pocket-scanner-read.png")
}
