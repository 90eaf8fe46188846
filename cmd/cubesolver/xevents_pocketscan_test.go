package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/tables/tablestest"
)

// TestRealWindowPocketScan drives the real window with X events: in the
// 2x2x2, six photos of a pocket cube's faces, copied in a file manager
// (their names on the clipboard) and pasted (Ctrl+V) into the scanner,
// are read by Enter into the 2x2x2's cube. With CUBESOLVER_SHOTS=DIR it
// keeps screenshots of the screen as it goes.
func TestRealWindowPocketScan(t *testing.T) {
	skipPhotosUnderRace(t)
	var r report
	read := func(data []byte) bool { r = report{}; return json.Unmarshal(data, &r) == nil }
	w := startXWindow(t, func(data []byte) bool { return read(data) && r.Tables && len(r.Stickers) == cube.NumFacelets },
		"-facelets", cube.SolvedFacelets().String(), "-tables", tablestest.Dir(), "-size", "1200x720")
	until := func(what string, ok func() bool) {
		t.Helper()
		w.wait(what, func(data []byte) bool { return read(data) && ok() })
	}
	shot := w.shot
	photos, err := filepath.Abs("../../solver/scan/photo/testdata/pocket1")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(photos, "want"))
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, f := range "URFDLB" {
		files = append(files, filepath.Join(photos, string(f)+".jpg"))
	}

	w.click(r.Buttons["2x2x2"])
	until("the 2x2x2 chosen", func() bool { return r.Puzzle == "2x2" && r.Facelets == pocket.SolvedFacelets().String() })
	w.run("windowfocus", w.id)
	setClipboard(t, w.display, strings.Join(files, "\n")+"\n")
	w.click(r.Buttons["scan"])
	until("the scanner open for the 2x2x2", func() bool {
		_, ok := r.PopUpButtons["U face…"]
		return r.PopUp && ok && strings.Contains(r.PopUpText, "Read the 2x2x2 from photos")
	})
	if _, ok := r.PopUpButtons["Two corners…"]; ok {
		t.Error("the scanner offers two corners for the 2x2x2")
	}
	shot("pocket-scan-1-open.png")
	w.key("ctrl+v")
	until("the six photos pasted", func() bool { return strings.Contains(r.PopUpText, "All six faces found") })
	shot("pocket-scan-2-six-photos.png")
	w.key("Return")
	until("the pocket cube read", func() bool {
		return !r.PopUp && r.Puzzle == "2x2" && r.Facelets == strings.TrimSpace(string(want))
	})
	if !strings.Contains(r.Notice, "Read from the photos") {
		t.Errorf("notice %q", r.Notice)
	}
	shot("pocket-scan-3-read.png")
	w.key("ctrl+z")
	until("the scan taken back by Ctrl+Z", func() bool { return r.Facelets == pocket.SolvedFacelets().String() })
}
