package app

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
	"cubesolver/solver/scan/photo"
)

// notPictures writes n files that are not pictures, with long names as a
// phone gives its photos, and returns their paths.
func notPictures(t *testing.T, n int) []string {
	t.Helper()
	dir := t.TempDir()
	var files []string
	for k := range n {
		name := filepath.Join(dir, fmt.Sprintf("IMG_20261128_1357%02d_the_cube_from_the_kitchen_table.png", k))
		if err := os.WriteFile(name, []byte("not a picture"), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, name)
	}
	return files
}

// checkStatusAbove fails the test where the status of a pop-up shows
// over the button below it, or where its text cannot all be seen by
// scrolling its box.
func checkStatusAbove(t *testing.T, pop *widget.PopUp, status *widget.Label, below fyne.CanvasObject) {
	t.Helper()
	settleTree(pop.Content)
	var view fyne.CanvasObject // the scrolled view the status is in, if any
	var walk func(o, in fyne.CanvasObject)
	walk = func(o, in fyne.CanvasObject) {
		if o == fyne.CanvasObject(status) {
			view = in
			return
		}
		switch x := o.(type) {
		case *widgets.BoxScroll:
			walk(x.Content, x)
		case *container.Scroll:
			walk(x.Content, x)
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k, in)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				walk(k, in)
			}
		}
	}
	walk(pop.Content, nil)
	d := fyne.CurrentApp().Driver()
	var bottom float32
	if view != nil {
		bottom = d.AbsolutePositionForObject(view).Y + view.Size().Height
	} else {
		// A label draws all its lines, whatever its size.
		bottom = d.AbsolutePositionForObject(status).Y + fyne.Max(status.Size().Height, status.MinSize().Height)
	}
	if top := d.AbsolutePositionForObject(below).Y; bottom > top+0.5 {
		t.Errorf("the status %q shows down to %.1f, over the button below it at %.1f", status.Text, bottom, top)
	}
	if h, min := status.Size().Height, status.MinSize().Height; h < min-0.5 {
		t.Errorf("the status %q is %.1f high, short of its text's %.1f: the rest cannot be scrolled to", status.Text, h, min)
	}
}

// Six photos that cannot be read are each said in the status in full:
// more than its two lines, which scroll in its box rather than run over
// the buttons below it.
func TestScannerStatusStaysAboveButtons(t *testing.T) {
	tv, s := openTestScanner(t)
	for f, file := range notPictures(t, 6) {
		s.Load(cube.Face(f), file)
	}
	tv.photosRead(t)
	checkStatusAbove(t, s.Pop, s.Status, s.Read)
}

// A corner's photo that cannot be read is said in the corners' status in
// full, by corner and file, apart from the corner still without a photo;
// two such take more than the status's two lines, which scroll in its box
// rather than run over the buttons below it.
func TestCornerStatusNotRead(t *testing.T) {
	tv, s := openTestScanner(t)
	s.Corners.Show()
	c := s.Corners
	notes := notPictures(t, 2)
	c.Load(photo.FrontCorner, notes[0])
	tv.photosRead(t)
	want := "Not read: the first corner, " + filepath.Base(notes[0]) + " (not a PNG or JPEG picture). Still to open: the second corner."
	if c.Status.Text != want || !c.Read.Disabled() {
		t.Errorf("status %q, want %q", c.Status.Text, want)
	}
	c.Load(photo.BackCorner, notes[1])
	tv.photosRead(t)
	checkStatusAbove(t, c.Pop, c.Status, c.Read)
	c.Load(photo.FrontCorner, cornerDir+"first.jpg")
	tv.photosRead(t)
	want = "Not read: the second corner, " + filepath.Base(notes[1]) + " (not a PNG or JPEG picture)."
	if c.Status.Text != want || !c.Read.Disabled() {
		t.Errorf("status %q, want %q", c.Status.Text, want)
	}
}

// statusScroll is the box's scroll that status is in, in pop.
func statusScroll(t *testing.T, pop *widget.PopUp, status *widget.Label) *widgets.BoxScroll {
	t.Helper()
	var found *widgets.BoxScroll
	var walk func(o fyne.CanvasObject, in *widgets.BoxScroll)
	walk = func(o fyne.CanvasObject, in *widgets.BoxScroll) {
		switch x := o.(type) {
		case *widget.Label:
			if x == status {
				found = in
			}
		case *widgets.BoxScroll:
			walk(x.Content, x)
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k, in)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				walk(k, in)
			}
		}
	}
	walk(pop.Content, nil)
	if found == nil {
		t.Fatalf("the status %q is in no box's scroll", status.Text)
	}
	return found
}

// checkNewStatusAtTop scrolls the status's box to its end, runs change
// (which changes the status), and fails the test unless the new status
// is then shown from its top.
func checkNewStatusAtTop(t *testing.T, pop *widget.PopUp, status *widget.Label, change func()) {
	t.Helper()
	settleTree(pop.Content)
	box := statusScroll(t, pop, status)
	box.ScrollToBottom()
	if box.Offset.Y <= 0 {
		t.Fatalf("the status %q did not scroll: it fits its box", status.Text)
	}
	before := status.Text
	change()
	if status.Text == before {
		t.Fatalf("the status did not change: %q", before)
	}
	if box.Offset.Y != 0 {
		t.Errorf("the new status %q is shown scrolled %.1f down, its start out of sight", status.Text, box.Offset.Y)
	}
}

// A long status scrolled to its end, and a new one: the new is shown
// from its top, in the six faces and in the two corners.
func TestScannerNewStatusShownFromTop(t *testing.T) {
	tv, s := openTestScanner(t)
	for f, file := range notPictures(t, 6) {
		s.Load(cube.Face(f), file)
	}
	tv.photosRead(t)
	checkNewStatusAtTop(t, s.Pop, s.Status, func() {
		s.Load(cube.U, photoDir+"U.jpg")
		tv.photosRead(t)
	})

	s.Corners.Show()
	c := s.Corners
	for v, file := range notPictures(t, 2) {
		c.Load(photo.CornerView(v), file)
	}
	tv.photosRead(t)
	checkNewStatusAtTop(t, c.Pop, c.Status, func() {
		c.Load(photo.FrontCorner, cornerDir+"first.jpg")
		tv.photosRead(t)
	})
}
