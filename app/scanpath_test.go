package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubesolver/solver/cube"
)

// A face's Open button asks for the photo's path: one typed that is no
// photo is said at once (no such file, a folder, not a picture), the
// pop-up open and its buttons where they were; a path typed, or a name
// alone in the folder of the last photo (kept), is read into the face;
// Escape closes it with nothing read.
func TestScannerPathTyped(t *testing.T) {
	tv, s := openTestScanner(t)
	c := tv.w.Canvas()
	dir, err := filepath.Abs(photoDir)
	if err != nil {
		t.Fatal(err)
	}
	s.Open(cube.U)
	ask := s.Ask
	if ask == nil || !ask.Pop.Visible() || c.Focused() != ask.Entry {
		t.Fatal("the U face's Open did not ask for a path, the entry focused")
	}
	at := func() fyne.Position { return fyne.CurrentApp().Driver().AbsolutePositionForObject(ask.Open) }
	before := at()
	text := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(text, []byte("hello"), 0o644)
	for _, bad := range []struct{ typed, want string }{
		{"", "Type or paste the photo's path"},
		{filepath.Join(dir, "X.jpg"), "No such file: " + filepath.Join(dir, "X.jpg")},
		{dir, dir + " is a folder"},
		{text, "notes.txt is not a PNG or JPEG picture"},
	} {
		ask.Entry.SetText(bad.typed)
		test.Tap(ask.Open)
		if !ask.Pop.Visible() || !strings.Contains(ask.Problem.Text, bad.want) {
			t.Errorf("%q: open %v, said %q", bad.typed, ask.Pop.Visible(), ask.Problem.Text)
		}
		if at() != before {
			t.Errorf("%q: Open moved from %v to %v", bad.typed, before, at())
		}
	}
	ask.Entry.SetText("'" + filepath.Join(dir, "U.jpg") + "'")
	if ask.Problem.Text != "" {
		t.Errorf("typing again still says %q", ask.Problem.Text)
	}
	ask.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	tv.photosRead(t)
	if ask.Pop.Visible() || !s.Slots[cube.U].OK || s.Slots[cube.U].Name != "U.jpg" || c.Focused() != s.Keys {
		t.Fatalf("the U photo typed: asking %v, read %v as %q, focus %T", ask.Pop.Visible(), s.Slots[cube.U].OK, s.Slots[cube.U].Name, c.Focused())
	}

	// The next face's photo by its name alone, in the folder kept.
	s.Open(cube.R)
	if !strings.Contains(s.Ask.Entry.PlaceHolder, dir) {
		t.Errorf("the folder kept is not offered: %q", s.Ask.Entry.PlaceHolder)
	}
	test.Type(s.Ask.Entry, "R.jpg")
	test.Tap(s.Ask.Open)
	tv.photosRead(t)
	if s.Ask.Pop.Visible() || s.Slots[cube.R].Name != "R.jpg" || !s.Slots[cube.R].OK {
		t.Fatalf("R.jpg typed alone: read %v as %q", s.Slots[cube.R].OK, s.Slots[cube.R].Name)
	}

	s.Open(cube.F)
	test.Type(s.Ask.Entry, "F.jpg")
	s.Ask.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	tv.photosRead(t)
	if s.Ask.Pop.Visible() || s.Slots[cube.F].Name != "" || c.Focused() != s.Keys {
		t.Errorf("Escape: asking %v, F has %q, focus %T", s.Ask.Pop.Visible(), s.Slots[cube.F].Name, c.Focused())
	}
}

// A corner's button asks for its photo's path too; a name alone is
// looked for where the last photo came from.
func TestCornerPathTyped(t *testing.T) {
	tv, s := openTestScanner(t)
	dir, err := filepath.Abs(cornerDir)
	if err != nil {
		t.Fatal(err)
	}
	s.Load(cube.U, filepath.Join(dir, "first.jpg")) // keeps its folder
	tv.photosRead(t)
	s.Corners.Show()
	c := s.Corners
	test.Tap(findButton(t, c.Pop.Content, "Second corner…"))
	if s.Ask == nil || !s.Ask.Pop.Visible() || !strings.Contains(s.Ask.Heading.Text, "second corner") {
		t.Fatal("Second corner… did not ask for its path")
	}
	test.Type(s.Ask.Entry, "second.jpg")
	s.Ask.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	tv.photosRead(t)
	if s.Ask.Pop.Visible() || !c.Slots[1].OK || !strings.HasPrefix(c.Slots[1].Label.Text, "second.jpg") {
		t.Errorf("second.jpg typed: asking %v, %q", s.Ask.Pop.Visible(), c.Slots[1].Label.Text)
	}
}
