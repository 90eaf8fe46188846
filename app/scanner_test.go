package app

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/scanner"
	"cubesolver/solver/cube"
	"cubesolver/solver/scan/photo/phototest"
)

const photoDir = "../solver/scan/photo/testdata/cube1/"

// openTestScanner opens the scanner in a test window on the solved cube.
func openTestScanner(t *testing.T) (*testView, *scanner.Scanner) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.editor.OpenScanner()
	return tv, tv.editor.Scanner
}

// The scanner through its buttons: each face's Open button asks for that
// face's photo; Read is enabled once all six are found, and the cube read
// arrives in the editor as one undoable edit.
func TestScannerReadsPhotos(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	want, err := os.ReadFile(photoDir + "want")
	if err != nil {
		t.Fatal(err)
	}
	s := tapScan(t, tv)
	if !s.Read.Disabled() || !strings.Contains(s.Status.Text, "U R F D L B") {
		t.Errorf("before any photo: read enabled %v, status %q", !s.Read.Disabled(), s.Status.Text)
	}
	// The Open buttons, in a shuffled order.
	readByButtons(t, tv, s, photoDir, []cube.Face{cube.F, cube.U, cube.B, cube.D, cube.R, cube.L})
	if got := tv.editor.Facelets.String() + "\n"; got != string(want) {
		t.Errorf("editor has %s, want %s", got, want)
	}
	checkReadUndone(t, tv, cube.SolvedFacelets())
}

// A photo that cannot be read is said in the status in full, by face and
// file, apart from the faces still without a photo.
func TestScannerStatusNotRead(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	s := tapScan(t, tv)
	notes := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(notes, []byte("not a picture"), 0o644); err != nil {
		t.Fatal(err)
	}
	s.Load(cube.U, photoDir+"U.jpg")
	s.Load(cube.L, notes)
	tv.photosRead(t)
	if want := "Not read: L, notes.txt (not a PNG or JPEG picture). Still to open: R F D B."; s.Status.Text != want || !s.Read.Disabled() {
		t.Errorf("status %q, want %q", s.Status.Text, want)
	}
}

// A face's photo held turned is read turned back, and the note says so.
func TestScannerTurnedPhoto(t *testing.T) {
	skipReadingUnderRace(t, "TestScannerCloseDropsReads (a cube read again off the UI goroutine) and TestScannerReadsOffTheUIGoroutine")
	readMisheld(t, func(tv *testView, s *scanner.Scanner) {
		turned := filepath.Join(t.TempDir(), "R turned.png")
		phototest.WriteTurned(t, photoDir+"R.jpg", turned)
		tv.editor.Dropped(append(facePhotos(photoDir, "UFDLB"), turned))
	}, "Read from the photos. The photo of R was held turned: read turned back a quarter turn clockwise")
}

// Two photos opened for each other's faces are read swapped back, and the
// note names the two files.
func TestScannerSwappedPhotos(t *testing.T) {
	skipReadingUnderRace(t, "TestScannerCloseDropsReads (photos read swapped back off the UI goroutine) and TestScannerReadsOffTheUIGoroutine")
	readMisheld(t, func(tv *testView, s *scanner.Scanner) {
		for _, f := range []cube.Face{cube.U, cube.D, cube.L, cube.B} {
			s.Load(f, photoDir+f.String()+".jpg")
		}
		s.Load(cube.R, photoDir+"F.jpg")
		s.Load(cube.F, photoDir+"R.jpg")
	}, "The photo F.jpg, given as R's, shows F, and R.jpg, given as F's, shows R: each is read as the face it shows")
}

// readMisheld opens the scanner, gives it the photos of photoDir as open
// does (one given wrong), reads them and checks that the editor gets the
// cube they show, with note in its notice.
func readMisheld(t *testing.T, open func(*testView, *scanner.Scanner), note string) {
	t.Helper()
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	want, err := os.ReadFile(photoDir + "want")
	if err != nil {
		t.Fatal(err)
	}
	s := tapScan(t, tv)
	s.Post = func(f func()) { tv.calls <- f }
	open(tv, s)
	tv.photosRead(t)
	test.Tap(s.Read)
	// Read with stickers in doubt as given: each face turned, then each
	// two swapped, are tried on another goroutine, the window going on
	// meanwhile.
	tv.pumpUntil(t, "the cube read with the photos put right did not arrive", func() bool { return !s.Pop.Visible() })
	if got := tv.editor.Facelets.String() + "\n"; got != string(want) {
		t.Errorf("editor has %s, want %s", got, want)
	}
	if got := tv.editor.UI.Notice.Text; !strings.Contains(got, note) {
		t.Errorf("note %q, want it to say %q", got, note)
	}
}

// tapScan opens the scanner with the Scan button.
func tapScan(t *testing.T, tv *testView) *scanner.Scanner {
	t.Helper()
	test.Tap(tv.editor.UI.ScanBtn)
	s := tv.editor.Scanner
	if s == nil || !s.Pop.Visible() {
		t.Fatal("the scan button did not open the scanner")
	}
	return s
}

// readByButtons opens the photos of dir through the faces' Open buttons,
// in order, and reads the cube with Read, which closes the scanner.
func readByButtons(t *testing.T, tv *testView, s *scanner.Scanner, dir string, order []cube.Face) {
	t.Helper()
	s.Open = func(f cube.Face) { s.Load(f, dir+f.String()+".jpg") }
	for _, f := range order {
		test.Tap(findButton(t, s.Pop.Content, f.String()+" face…"))
	}
	tv.photosRead(t)
	if s.Read.Disabled() {
		t.Fatalf("all six photos opened, Read disabled: %q", s.Status.Text)
	}
	test.Tap(s.Read)
	if s.Pop.Visible() {
		t.Error("the scanner stayed open after Read")
	}
}

// checkReadUndone checks that the editor says the cube was read from the
// photos, and that one undo brings back before, the cube before.
func checkReadUndone(t *testing.T, tv *testView, before cube.Facelets) {
	t.Helper()
	if !strings.Contains(tv.editor.UI.Notice.Text, "Read from the photos") {
		t.Errorf("notice %q", tv.editor.UI.Notice.Text)
	}
	tv.editor.Undo()
	if tv.editor.Facelets != before {
		t.Error("one undo does not bring back the cube before the scan")
	}
}

// A file that is not a picture, and a picture with no cube in it, are told
// in the face's slot; Read stays disabled.
func TestScannerBadPhotos(t *testing.T) {
	tv, s := openTestScanner(t)
	s.Load(cube.U, photoDir+"want")
	tv.photosRead(t)
	if !strings.Contains(s.Slots[cube.U].Label.Text, "not a PNG or JPEG picture") {
		t.Errorf("a text file: %q", s.Slots[cube.U].Label.Text)
	}
	s.Load(cube.R, filepath.Join(t.TempDir(), "missing.png"))
	tv.photosRead(t)
	if !strings.Contains(s.Slots[cube.R].Label.Text, "missing.png: no such file") {
		t.Errorf("a missing file: %q", s.Slots[cube.R].Label.Text)
	}
	s.Load(cube.R, t.TempDir())
	tv.photosRead(t)
	if !strings.HasSuffix(s.Slots[cube.R].Label.Text, ": not a regular file but a folder") {
		t.Errorf("a folder: %q", s.Slots[cube.R].Label.Text)
	}
	// A plain picture in colour has no grid of stickers.
	plain := filepath.Join(t.TempDir(), "plain.png")
	writePlain(t, plain, 0x80, 0x60, 0x40)
	s.Load(cube.F, plain)
	tv.photosRead(t)
	if !strings.Contains(s.Slots[cube.F].Label.Text, "no face found: drag the corners onto it") || s.Slots[cube.F].View.Found {
		t.Errorf("a plain picture: %q", s.Slots[cube.F].Label.Text)
	}
	// A grey one (black and white) has no colours to read either.
	grey := filepath.Join(t.TempDir(), "grey.png")
	writeGrey(t, grey)
	s.Load(cube.D, grey)
	tv.photosRead(t)
	if !strings.Contains(s.Slots[cube.D].Label.Text, "the photo is black and white, its stickers' colours lost: open one in colour") || s.Slots[cube.D].View.Found {
		t.Errorf("a grey picture: %q", s.Slots[cube.D].Label.Text)
	}
	if !s.Read.Disabled() {
		t.Error("Read enabled without six faces")
	}
}

// Photos dropped on the window: named after their faces, in any order.
func TestScannerDrop(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	files := facePhotos(photoDir, "BLDFRU")
	tv.editor.Dropped(files)
	tv.photosRead(t)
	s := tv.editor.Scanner
	for _, slot := range s.Slots {
		if !slot.OK || slot.Name != slot.Face.String()+".jpg" {
			t.Errorf("slot %v: %q ok %v", slot.Face, slot.Name, slot.OK)
		}
	}
	// More photos not named after a face, with every face taken: said,
	// and no face's photo replaced.
	unnamed := filepath.Join(t.TempDir(), "IMG_001.jpg")
	b, err := os.ReadFile(files[0])
	if err != nil || os.WriteFile(unnamed, b, 0o644) != nil {
		t.Fatal(err)
	}
	tv.editor.Dropped([]string{unnamed})
	tv.photosRead(t)
	if !strings.HasPrefix(s.Status.Text, "Not taken: IMG_001.jpg (a face named twice, or every face with a photo already)") ||
		!strings.HasSuffix(s.Status.Text, "All six faces found. Read the cube to put it in the editor.") || s.Slots[0].Name != "U.jpg" {
		t.Errorf("a seventh photo: %q, U's %q", s.Status.Text, s.Slots[0].Name)
	}
	// Two named after R in one drop: the first is R's, the second said.
	again := filepath.Join(t.TempDir(), "r again.jpg")
	if os.WriteFile(again, b, 0o644) != nil {
		t.Fatal("cannot write")
	}
	tv.editor.Dropped([]string{photoDir + "R.jpg", again})
	tv.photosRead(t)
	if !strings.HasPrefix(s.Status.Text, "Not taken: r again.jpg") || s.Slots[1].Name != "R.jpg" {
		t.Errorf("R twice: %q, R's %q", s.Status.Text, s.Slots[1].Name)
	}
}

// Six photos named as programs save a cube's photos, their faces at the
// end (rubiks-side-U.png), dropped in the shell's alphabetical order
// B D F L R U: each goes to the face its name ends in, as cubecli scan
// takes them. They filled the faces in the order given.
func TestScannerDropFacesAtEnd(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	dir := t.TempDir()
	var files []string
	for _, f := range "BDFLRU" {
		b, err := os.ReadFile(photoDir + string(f) + ".jpg")
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Join(dir, "rubiks-side-"+string(f)+".jpg")
		if err := os.WriteFile(name, b, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, name)
	}
	tv.editor.Dropped(files)
	tv.photosRead(t)
	for _, slot := range tv.editor.Scanner.Slots {
		if !slot.OK || slot.Name != "rubiks-side-"+slot.Face.String()+".jpg" {
			t.Errorf("slot %v: %q ok %v", slot.Face, slot.Name, slot.OK)
		}
	}
}

// scannerShots makes a test window for the pictures kept with
// SCANNER_SHOTS=DIR, and what keeps one in DIR; without it, it skips.
func scannerShots(t *testing.T) (*testView, func(name string)) {
	dir := os.Getenv("SCANNER_SHOTS")
	if dir == "" {
		t.Skip("set SCANNER_SHOTS=DIR to write pictures")
	}
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.w.Resize(fyne.NewSize(1200, 720))
	return tv, shooter(t, tv, dir)
}

// facePhotos names the photos in dir of the faces named in faces, in
// their order.
func facePhotos(dir, faces string) []string {
	var files []string
	for _, f := range faces {
		files = append(files, dir+string(f)+".jpg")
	}
	return files
}

// findButton returns the button labelled text in o's tree.
func findButton(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if b := buttonOf(o); b != nil && b.Text == text {
			found = b
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, k := range c.Objects {
				walk(k)
			}
		}
	}
	walk(o)
	if found == nil {
		t.Fatalf("no button %q", text)
	}
	return found
}

func writeGrey(t *testing.T, name string) { writePlain(t, name, 0x80, 0x80, 0x80) }

// writePlain writes a PNG of 200×200 pixels all of one colour.
func writePlain(t *testing.T, name string, r, g, b uint8) {
	img := image.NewRGBA(image.Rect(0, 0, 200, 200))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = r, g, b, 0xff
	}
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// With SCANNER_SHOTS=DIR, keeps pictures of the window with the scanner
// empty, with six photos, and after Read, for a person to look at.
func TestScannerShots(t *testing.T) {
	tv, shot := scannerShots(t)
	tv.editor.OpenScanner()
	shot("scanner-empty.png")
	files := facePhotos(photoDir, "URFDLB")
	tv.editor.Dropped(files)
	tv.photosRead(t)
	shot("scanner-six-photos.png")
	// A corner dragged off the face, as a person correcting (or spoiling)
	// an outline would, and a picture with no face in it.
	slot := tv.editor.Scanner.Slots[cube.R]
	base := fyne.CurrentApp().Driver().AbsolutePositionForObject(slot.View)
	test.Drag(tv.w.Canvas(), base.Add(slot.View.ToWidget(slot.View.Quad()[2])), 25, 20)
	grey := filepath.Join(t.TempDir(), "grey.png")
	writeGrey(t, grey)
	tv.editor.Scanner.Load(cube.B, grey)
	tv.photosRead(t)
	shot("scanner-corrected.png")
	tv.editor.Dropped([]string{photoDir + "R.jpg", photoDir + "B.jpg"})
	tv.photosRead(t)
	test.Tap(tv.editor.Scanner.Read)
	shot("scanner-read.png")
}

// shooter returns a function that keeps a picture of the test window, as
// a PNG named name in dir.
func shooter(t *testing.T, tv *testView, dir string) func(name string) {
	return func(name string) {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, tv.w.Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
	}
}

// Escape closes the scanner; its photos stay for the next time.
func TestScannerEscape(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	tv.editor.Dropped([]string{photoDir + "U.jpg"})
	tv.photosRead(t)
	s := tv.editor.Scanner
	c := tv.w.Canvas()
	if c.Focused() != s.Keys {
		t.Fatal("the scanner does not have the keyboard")
	}
	s.Keys.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.Pop.Visible() {
		t.Error("Escape did not close the scanner")
	}
	tv.editor.OpenScanner()
	if !s.Slots[cube.U].OK {
		t.Error("the U photo was forgotten")
	}
}

// A corner of a face's outline dragged by the pointer moves, and the face
// is measured again inside it.
func TestScannerDragCorner(t *testing.T) {
	tv, s := openTestScanner(t)
	s.Load(cube.F, photoDir+"F.jpg")
	tv.photosRead(t)
	slot := s.Slots[cube.F]
	before := slot.View.Quad()
	base := fyne.CurrentApp().Driver().AbsolutePositionForObject(slot.View)
	corner := base.Add(slot.View.ToWidget(before[0]))
	// A press away from every corner moves none.
	test.Drag(tv.w.Canvas(), base.Add(fyne.NewPos(slot.View.Size().Width/2, slot.View.Size().Height/2)), 10, 10)
	if slot.View.Quad() != before {
		t.Fatal("a drag from the middle moved a corner")
	}
	test.Drag(tv.w.Canvas(), corner.AddXY(1, 1), -6, -4)
	after := slot.View.Quad()
	if after[0] == before[0] || after[1] != before[1] || after[2] != before[2] || after[3] != before[3] {
		t.Fatalf("corners %v became %v", before, after)
	}
	if after[0].X >= before[0].X || after[0].Y >= before[0].Y {
		t.Errorf("the top left corner went from %v to %v, not up and left", before[0], after[0])
	}
	if !slot.OK || !strings.Contains(slot.Label.Text, "set by hand") {
		t.Errorf("after the drag: ok %v, %q", slot.OK, slot.Label.Text)
	}
}

// A screenshot of a scanning program with its own drawn preview of the
// faces beside the cube: the face held up is taken, and the slot says it
// was the largest of the grids found.
func TestScannerSaysWhichGrid(t *testing.T) {
	tv, s := openTestScanner(t)
	shot := filepath.Join(sharedPhotos(t), "qbr", "demo-solve-mode.jpg")
	s.Load(cube.U, shot)
	tv.photosRead(t)
	slot := s.Slots[cube.U]
	if !slot.OK || !strings.Contains(slot.Label.Text, "demo-solve-mode.jpg (the largest of 3 grids)") {
		t.Errorf("slot: ok %v, %q", slot.OK, slot.Label.Text)
	}
	if q := slot.View.Quad(); q[0].X < 500 || q[0].Y < 300 {
		t.Errorf("the outline %v is not the cube's", q)
	}
}

// sharedPhotos returns the folder of real photos kept beside the
// repository (shared/photos, found by looking up from here), or skips the
// test where there is none; in CI it must be there.
func sharedPhotos(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		p := filepath.Join(dir, "shared", "photos")
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	if os.Getenv("CI") != "" && runtime.GOOS != "windows" { // Wine's runs may not see it
		t.Fatal("no shared/photos beside the repository")
	}
	t.Skip("no shared/photos beside the repository")
	return ""
}

// Once a cube is read, the scanner opens empty for the next: a photo left
// from the cube read would fill a face not opened again. Closed without
// reading, it keeps its photos.
func TestScannerOpensEmptyAfterRead(t *testing.T) {
	tv, s := openTestScanner(t)
	for _, f := range []cube.Face{cube.U, cube.R, cube.F, cube.D, cube.L} {
		s.Load(f, photoDir+f.String()+".jpg")
	}
	tv.photosRead(t)
	pressKey(tv.w.Canvas(), fyne.KeyEscape)
	tv.editor.OpenScanner()
	if s.Slots[cube.U].Name != "U.jpg" || !strings.Contains(s.Status.Text, "Still to open: B.") {
		t.Errorf("closed unread, then opened: U's photo %q, status %q", s.Slots[cube.U].Name, s.Status.Text)
	}
	s.Load(cube.B, photoDir+"B.jpg")
	tv.photosRead(t)
	pressKey(tv.w.Canvas(), fyne.KeyReturn)
	tv.photosRead(t)
	if s.Pop.Visible() || tv.editor.Facelets == cube.SolvedFacelets() {
		t.Fatalf("not read: %q", s.Status.Text)
	}
	tv.editor.OpenScanner()
	for _, slot := range s.Slots {
		if slot.Name != "" || slot.Photo != nil || slot.OK {
			t.Errorf("after a read, face %v still has %q", slot.Face, slot.Name)
		}
	}
	if !s.Read.Disabled() || !strings.Contains(s.Status.Text, "U R F D L B") {
		t.Errorf("after a read: read enabled %v, status %q", !s.Read.Disabled(), s.Status.Text)
	}
}
