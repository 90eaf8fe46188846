package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// TestRealWindowScanPathAndSize drives the scanner of the real window
// with X events as a cuber with photos does. A face's button asks for
// the photo's path: typed paths that are no photo (none there, a folder, a
// text file) are said at once with the pop-up open and its Open button
// where it was; a path typed opens the photo, and then a name alone opens
// one in the same folder. The faces' pictures are larger than the 150
// pixels they were, nothing in the scanner moves while photos load, and
// in a larger window they are larger still. With CUBESOLVER_SHOTS=DIR it
// keeps screenshots.
func TestRealWindowScanPathAndSize(t *testing.T) {
	skipPhotosUnderRace(t)
	var r report
	read := func(data []byte) bool { r = report{}; return json.Unmarshal(data, &r) == nil }
	w := startXWindowOn(t, "1920x1200x24", nil, func(data []byte) bool { return read(data) && r.Tables && len(r.Stickers) == cube.NumFacelets },
		"-facelets", cube.SolvedFacelets().String(), "-tables", tablestest.Dir(), "-size", "1200x720")
	until := func(what string, ok func() bool) {
		t.Helper()
		w.wait(what, func(data []byte) bool { return read(data) && ok() })
	}
	// steady waits until five reports in a row show the same places of
	// the scanner's buttons and faces (a pop-up just opened is laid out
	// a moment later) and returns the last.
	steady := func(what string, ok func() bool) report {
		t.Helper()
		var last report
		seen := 0
		until(what, func() bool {
			// Until it is laid out, a pop-up's parts are said to be
			// at the window's top left corner.
			laidOut := len(r.ScanFaces) == 6 && r.ScanFaces[0][1] > 60
			for _, b := range r.PopUpButtons {
				laidOut = laidOut && b[1] > 60
			}
			if !ok() || !laidOut || !reflect.DeepEqual(r.PopUpButtons, last.PopUpButtons) || !reflect.DeepEqual(r.ScanFaces, last.ScanFaces) {
				last, seen = r, 0
				return false
			}
			seen++
			return seen >= 5
		})
		return r
	}
	photos, err := filepath.Abs("../../solver/scan/photo/testdata/cube1")
	if err != nil {
		t.Fatal(err)
	}
	notes := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(notes, []byte("not a photo"), 0o644); err != nil {
		t.Fatal(err)
	}

	w.click(r.Buttons["scan"])
	open := steady("the scanner open", func() bool { _, ok := r.PopUpButtons["U face…"]; return ok && r.PopUps == 1 && len(r.ScanFaces) == 6 })
	w.shot("scan-path-1-open.png")
	small := checkFaces(t, "at 1200x720", open.ScanFaces, 180)

	w.click(open.PopUpButtons["U face…"])
	asked := steady("the U face's path asked for", func() bool { _, ok := r.PopUpButtons["Open"]; return ok && r.PopUps == 2 })
	for _, bad := range []struct{ typed, want string }{
		{filepath.Join(photos, "X.jpg"), "No such file: " + filepath.Join(photos, "X.jpg")},
		{photos, photos + " is a folder"},
		{notes, "notes.txt is not a PNG or JPEG picture"},
	} {
		w.key("ctrl+a")
		w.run("type", "--delay", "5", bad.typed)
		w.key("Return")
		until("what is wrong with "+bad.typed, func() bool { return r.PopUps == 2 && strings.Contains(r.PopUpText, bad.want) })
		if r.PopUpButtons["Open"] != asked.PopUpButtons["Open"] {
			t.Errorf("%s: Open moved from %v to %v", bad.typed, asked.PopUpButtons["Open"], r.PopUpButtons["Open"])
		}
	}
	w.shot("scan-path-2-not-a-photo.png")
	w.key("ctrl+a")
	w.run("type", "--delay", "5", filepath.Join(photos, "U.jpg"))
	w.key("Return")
	until("U.jpg typed, read", func() bool { return r.PopUps == 1 && len(r.ScanNames) == 6 && r.ScanNames[0] == "U.jpg" })

	w.click(open.PopUpButtons["R face…"])
	until("the R face's path asked for", func() bool { _, ok := r.PopUpButtons["Open"]; return ok && r.PopUps == 2 })
	w.run("type", "--delay", "5", "R.jpg")
	w.key("Return")
	// The other four pasted at once: while they load, nothing moves.
	var rest []string
	for _, f := range "FDLB" {
		rest = append(rest, filepath.Join(photos, string(f)+".jpg"))
	}
	until("R.jpg typed alone, the pop-up closed", func() bool { return r.PopUps == 1 })
	setClipboard(t, w.display, strings.Join(rest, "\n")+"\n")
	w.key("ctrl+v")
	until("the six photos read", func() bool {
		if !reflect.DeepEqual(r.PopUpButtons, open.PopUpButtons) || !reflect.DeepEqual(r.ScanFaces, open.ScanFaces) {
			t.Fatalf("the scanner moved while photos loaded: buttons %v and faces %v, then %v and %v", open.PopUpButtons, open.ScanFaces, r.PopUpButtons, r.ScanFaces)
		}
		return strings.Contains(r.PopUpText, "All six faces found")
	})
	if want := []string{"U.jpg", "R.jpg", "F.jpg", "D.jpg", "L.jpg", "B.jpg"}; !reflect.DeepEqual(r.ScanNames, want) {
		t.Errorf("faces %q, want %q", r.ScanNames, want)
	}
	w.shot("scan-path-3-six-read.png")

	// A larger window, larger faces.
	w.key("Escape")
	until("the scanner closed", func() bool { return !r.PopUp })
	w.run("windowsize", w.id, "1800", "1100")
	until("the window larger", func() bool { return r.Net != [4]float32{} && r.Buttons["To Target"][0] > 1500 })
	w.click(r.Buttons["scan"])
	large := steady("the scanner open again", func() bool { return r.PopUps == 1 && len(r.ScanFaces) == 6 })
	w.shot("scan-path-4-large.png")
	if got := checkFaces(t, "at 1800x1100", large.ScanFaces, 180); got < small*1.3 {
		t.Errorf("the faces' pictures are %g pixels across in a larger window, %g in the smaller", got, small)
	}
}

// checkFaces checks that the scanner's six faces' pictures are each at
// least least pixels on their shorter side and do not overlap, and
// returns the shorter side of the first.
func checkFaces(t *testing.T, where string, faces [][4]float32, least float32) float32 {
	t.Helper()
	for i, f := range faces {
		if min(f[2], f[3]) < least {
			t.Errorf("%s: face %d is %gx%g, less than %g across", where, i, f[2], f[3], least)
		}
		for _, g := range faces[i+1:] {
			if f[0] < g[0]+g[2] && g[0] < f[0]+f[2] && f[1] < g[1]+g[3] && g[1] < f[1]+f[3] {
				t.Errorf("%s: faces %v and %v overlap", where, f, g)
			}
		}
	}
	return min(faces[0][2], faces[0][3])
}
