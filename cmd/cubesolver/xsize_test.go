package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// The real window keeps what it showed when Ctrl+Q closed it, pressed at
// once after a sticker is painted (seen in the report) and the window
// resized: the sticker and
// the size are in its own preferences file, whole, the moment it has
// exited, and the next start shows them. Three times over, each start
// checking the last. (Fyne puts off a write within 100 ms of its last
// one to a goroutine nothing waited for: the program slept 0.2 s for it,
// which a busy machine under the race detector outran.)
func TestRealWindowSizeKept(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the real window; skipped with -short")
	}
	xdotool, err := exec.LookPath("xdotool")
	if err != nil {
		t.Skip("no xdotool: install it (make deps) to drive the real window")
	}
	display := startXvfb(t)
	dir := t.TempDir()
	prefs := filepath.Join(dir, "config", "fyne", "io.github.cubesolver", "saved", "preferences.json")
	start := func(args ...string) *xWindow {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		t.Cleanup(cancel)
		w := &xWindow{t: t, ctx: ctx, display: display, xdotool: xdotool}
		w.realWindow = startRealWindow(t, ctx, display, dir, nil, append([]string{"-tables", tablestest.Dir()}, args...)...)
		var r report
		w.wait("the window ready", func(data []byte) bool {
			return json.Unmarshal(data, &r) == nil && r.Tables && len(r.Stickers) == cube.NumFacelets
		})
		w.id = strings.Fields(w.run("search", "--sync", "--onlyvisible", "--name", "^Cube Solver$"))[0]
		w.run("windowfocus", "--sync", w.id)
		// A report written once the window is on screen: its stickers
		// are where the window shows them.
		shown := time.Now()
		for deadline := shown.Add(3 * time.Minute); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			if st, err := os.Stat(w.report); err == nil && st.ModTime().After(shown) {
				break
			}
		}
		w.wait("the window shown", func(data []byte) bool { return json.Unmarshal(data, &r) == nil && len(r.Stickers) == cube.NumFacelets })
		return w
	}

	w := start()
	for i, size := range [][2]string{{"1000", "700"}, {"1100", "800"}, {"1050", "750"}} {
		var r report
		json.Unmarshal(w.last, &r)
		w.key("2")
		w.click(r.Stickers[i])
		// Painted (a tap is told once no second one can follow): then at
		// once the resize and Ctrl+Q.
		w.wait("the sticker painted", func(data []byte) bool {
			return json.Unmarshal(data, &r) == nil && strings.HasPrefix(r.Facelets, strings.Repeat("R", i+1))
		})
		w.run("windowsize", "--sync", w.id, size[0], size[1])
		w.key("ctrl+q")
		if !w.exited() {
			t.Fatal("Ctrl+Q did not close the window")
		}
		want := size[0] + "x" + size[1]
		var saved struct {
			Cube string `json:"cube"`
			Size string `json:"windowSize"`
		}
		b, _ := os.ReadFile(prefs)
		if err := json.Unmarshal(b, &saved); err != nil {
			t.Fatalf("round %d: after Ctrl+Q the preferences file is not whole (%v): %q", i, err, b)
		}
		if saved.Size != want || !strings.HasPrefix(saved.Cube, strings.Repeat("R", i+1)) {
			t.Errorf("round %d: sticker %d painted and resized to %s just before Ctrl+Q, the file holds %s, %s", i, i, want, saved.Cube, saved.Size)
		}

		w = start()
		json.Unmarshal(w.last, &r)
		if !strings.HasPrefix(r.Facelets, strings.Repeat("R", i+1)) {
			t.Errorf("round %d: the sticker painted before Ctrl+Q was lost: %s", i, r.Facelets)
		}
		if geo := w.run("getwindowgeometry", w.id); !strings.Contains(geo, "Geometry: "+want) {
			t.Errorf("round %d: started again, the window is not %s:\n%s", i, want, geo)
		}
	}
	w.key("ctrl+q")
	if !w.exited() {
		t.Fatal("Ctrl+Q did not close the window")
	}

	// -size, for tests, is not the size the user chose: the size they
	// left the window at stays the one kept.
	w = start("-size", "900x650")
	time.Sleep(time.Second) // past the half second after which a size still is saved
	w.key("ctrl+q")
	if !w.exited() {
		t.Fatal("Ctrl+Q did not close the window")
	}
	var saved struct {
		Size string `json:"windowSize"`
	}
	b, _ := os.ReadFile(prefs)
	if json.Unmarshal(b, &saved); saved.Size != "1050x750" {
		t.Errorf("after a start with -size 900x650 the size kept is %q, not the user's 1050x750", saved.Size)
	}
}
