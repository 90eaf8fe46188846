package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// The real window started on preferences files Fyne reads in its own way:
// what Fyne passes over in silence is said, and nothing is lost.
//
//   - an array: the defaults are used, the file is kept as .unreadable
//     and the window says so;
//   - an object followed by garbage: the cube is restored, the window does
//     not say the defaults are used, and the file is kept;
//   - settings of the wrong kind ("cube": 5) are named;
//   - a 20 MB moves text is refused, said, and gone from the file once the
//     window has closed (it was kept and written again at every save).
func TestRealWindowPreferencesFaults(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the real window; skipped with -short")
	}
	display := startXvfb(t)
	scrambled := "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB"
	for _, tc := range []struct {
		name, file string
		check      func(t *testing.T, r report, prefs string)
	}{
		{"an array", `[1, 2, 3]`, func(t *testing.T, r report, prefs string) {
			if !strings.Contains(r.Notice, "could not be read") || !strings.Contains(r.Notice, ".unreadable") {
				t.Errorf("the window says %q", r.Notice)
			}
			if b, err := os.ReadFile(prefs + ".unreadable"); err != nil || string(b) != `[1, 2, 3]` {
				t.Errorf("the array was not kept: %q, %v", b, err)
			}
		}},
		{"an object and garbage", `{"cube": "` + scrambled + `"} and then garbage`, func(t *testing.T, r report, prefs string) {
			if r.Facelets != scrambled || strings.Contains(r.Notice, "defaults are used") || !strings.Contains(r.Notice, ".unreadable") {
				t.Errorf("cube %s, the window says %q", r.Facelets, r.Notice)
			}
		}},
		{"the wrong kinds", `{"cube": 5, "target": "long", "playSpeed": "fast"}`, func(t *testing.T, r report, prefs string) {
			for _, w := range []string{"cube (5 is not a string)", `target ("long" is not a number)`, "playSpeed"} {
				if !strings.Contains(r.Notice, w) {
					t.Errorf("the window says %q, with nothing of %s", r.Notice, w)
				}
			}
		}},
		{"20 MB of moves", `{"moves": "` + strings.Repeat("R U ", 5_000_000) + `"}`, func(t *testing.T, r report, prefs string) {
			if !strings.Contains(r.Notice, "too long") {
				t.Errorf("the window says %q", r.Notice)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			prefsDir := filepath.Join(dir, "config", "fyne", "io.github.cubesolver")
			if err := os.MkdirAll(prefsDir, 0o700); err != nil {
				t.Fatal(err)
			}
			prefs := filepath.Join(prefsDir, "preferences.json")
			if err := os.WriteFile(prefs, []byte(tc.file), 0o600); err != nil {
				t.Fatal(err)
			}
			w := startRealWindow(t, context.Background(), display, dir, nil, "-tables", tablestest.Dir())
			var r report
			if !w.poll(func(data []byte) bool { return json.Unmarshal(data, &r) == nil && len(r.Facelets) == cube.NumFacelets }) {
				t.Fatal("the window did not come up")
			}
			tc.check(t, r, prefs)
			w.cmd.Process.Signal(syscall.SIGTERM)
			w.exited()
			if st, err := os.Stat(prefs); err == nil && st.Size() > 1<<20 {
				t.Errorf("after the window closed the preferences file is %d bytes", st.Size())
			}
		})
	}
}
