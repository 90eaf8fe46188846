package app

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/png"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"cubesolver/app/internal/clipimage"
	"cubesolver/app/internal/scanner"
	"cubesolver/solver/cube"
	"cubesolver/solver/scan/photo"
)

// pasteKey sends Ctrl+V to what has the keyboard, as Fyne's driver does.
func pasteKey(t *testing.T, tv *testView) {
	t.Helper()
	sc, ok := tv.w.Canvas().Focused().(fyne.Shortcutable)
	if !ok {
		t.Fatalf("%T has the keyboard and takes no shortcuts", tv.w.Canvas().Focused())
	}
	sc.TypedShortcut(&fyne.ShortcutPaste{})
	tv.photosRead(t) // the clipboard, then the picture on it
}

// A picture pasted goes to the first face without one; the editor behind
// the scanner does not see the paste.
func TestScannerPastePicture(t *testing.T) {
	tv, s := openTestScanner(t)
	img, err := photo.Load(photoDir + "U.jpg")
	if err != nil {
		t.Fatal(err)
	}
	s.ClipboardImage = func() (image.Image, error) { return img, nil }
	s.ClipboardText = func() string { return "RUR'U'" }
	pasteKey(t, tv)
	if slot := s.Slots[cube.U]; !slot.OK || slot.Name != "pasted picture" {
		t.Fatalf("U slot: ok %v, %q (%q)", slot.OK, slot.Name, slot.Label.Text)
	}
	if tv.editor.Facelets != cube.SolvedFacelets() {
		t.Error("the paste reached the editor behind the scanner")
	}
	// The next paste fills the next face.
	img, _ = photo.Load(photoDir + "R.jpg")
	pasteKey(t, tv)
	if !s.Slots[cube.R].OK {
		t.Errorf("R slot after the second paste: %q", s.Slots[cube.R].Label.Text)
	}
	// With all six in, a paste says so and changes none.
	for _, f := range "FDLB" {
		s.Load(cube.Face(strings.IndexRune("URFDLB", f)), photoDir+string(f)+".jpg")
	}
	tv.photosRead(t)
	before := s.Slots[cube.U].Photo
	pasteKey(t, tv)
	if s.Slots[cube.U].Photo != before || !strings.Contains(s.Status.Text, "All six faces have a photo") {
		t.Errorf("a seventh paste: status %q", s.Status.Text)
	}
}

// A file manager's Copy puts the files' names on the clipboard: they open
// as if dropped, each in the face its name says.
func TestScannerPasteFiles(t *testing.T) {
	tv, s := openTestScanner(t)
	abs, err := filepath.Abs(photoDir)
	if err != nil {
		t.Fatal(err)
	}
	s.ClipboardImage = func() (image.Image, error) { return nil, clipimage.ErrNoPicture }
	s.ClipboardText = func() string {
		return "copy\nfile://" + filepath.Join(abs, "F.jpg") + "\n" + filepath.Join(abs, "D.jpg") + "\n"
	}
	pasteKey(t, tv)
	if !s.Slots[cube.F].OK || !s.Slots[cube.D].OK || s.Slots[cube.U].OK {
		t.Errorf("after pasting F.jpg and D.jpg: F %q, D %q, U %q", s.Slots[cube.F].Label.Text, s.Slots[cube.D].Label.Text, s.Slots[cube.U].Label.Text)
	}
}

// With no picture and no files on the clipboard, the scanner says what to
// do; text that is not files' names (or names files that do not exist) is
// not taken for them.
func TestScannerPasteNothing(t *testing.T) {
	tv, s := openTestScanner(t)
	for _, text := range []string{"", "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB", "/no/such/file.png", "file:///etc", "U.jpg"} {
		s.ClipboardImage = func() (image.Image, error) { return nil, clipimage.ErrNoPicture }
		s.ClipboardText = func() string { return text }
		pasteKey(t, tv)
		if got := s.Status.Text; !strings.Contains(got, "The clipboard holds no picture. Copy a photo of a face") {
			t.Errorf("clipboard text %q: status %q", text, got)
		}
		for _, slot := range s.Slots {
			if slot.Name != "" {
				t.Errorf("clipboard text %q put %q in %v", text, slot.Name, slot.Face)
			}
		}
	}
	s.ClipboardImage = func() (image.Image, error) { return nil, errors.New("the picture on the clipboard cannot be read") }
	pasteKey(t, tv)
	if got := s.Status.Text; !strings.Contains(got, "cannot be read") {
		t.Errorf("an unreadable picture: status %q", got)
	}
	if tv.editor.Facelets != cube.SolvedFacelets() {
		t.Error("the paste reached the editor behind the scanner")
	}
}

// A picture on the clipboard whose header claims 60000×60000 pixels is
// refused before it is decoded, and the scanner says why.
func TestScannerPasteHugePicture(t *testing.T) {
	tv, s := openTestScanner(t)
	s.ClipboardImage = func() (image.Image, error) { return scanner.DecodeClipboard(hugePNG(t)) }
	s.ClipboardText = func() string { return "" }
	pasteKey(t, tv)
	if got := s.Status.Text; !strings.Contains(got, "The picture on the clipboard is too large: 60000×60000 pixels") {
		t.Errorf("status %q", got)
	}
	if s.Slots[cube.U].Name != "" {
		t.Errorf("U slot: %q", s.Slots[cube.U].Name)
	}
}

// hugePNG is a PNG of a few bytes whose header says 60000×60000 pixels.
func hugePNG(t *testing.T) []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 1, 1))); err != nil {
		t.Fatal(err)
	}
	data := b.Bytes()
	// The header (IHDR) follows the 8-byte signature and its own length
	// and type; its checksum covers its type and data.
	binary.BigEndian.PutUint32(data[16:], 60000)
	binary.BigEndian.PutUint32(data[20:], 60000)
	binary.BigEndian.PutUint32(data[29:], crc32.ChecksumIEEE(data[12:29]))
	return data
}
