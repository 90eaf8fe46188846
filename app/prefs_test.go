package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/solvepanel"
	"cubesolver/solver/cube"
)

func TestPreferencesRoundTrip(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	if st := loadState(p); st.HasCube || st.Settings != solvepanel.DefaultSettings() {
		t.Errorf("empty preferences give %+v", st)
	}

	// Edits in one window...
	f, _, _ := scrambled(5)
	f[0] = cube.Blank // half-described cubes survive too
	w := test.NewTempWindow(t, nil)
	v := newWindowView(a, w, Options{Facelets: &f, Loader: instantLoader(&fakeSolver{})})
	v.editor.SelectColour(cube.L)
	v.panel.Change(func(s *solvepanel.Settings) {
		s.Mode, s.MaxLength, s.Timeout, s.OptimalTable = Optimal, 18, 30*time.Second, "4GB"
		s.OptimalTimeout = 5 * time.Minute
	})
	v.editor.UI.Moves.SetText("R U R'")

	// ...are there in the next.
	w2 := test.NewTempWindow(t, nil)
	v2 := newWindowView(a, w2, Options{Loader: instantLoader(&fakeSolver{})})
	if v2.editor.Facelets != f {
		t.Errorf("cube %v, want %v", v2.editor.Facelets, f)
	}
	want := solvepanel.Settings{Mode: Optimal, MaxLength: 18, Timeout: 30 * time.Second, OptimalTimeout: 5 * time.Minute, OptimalTable: "4GB"}
	if v2.panel.Settings != want {
		t.Errorf("settings %+v, want %+v", v2.panel.Settings, want)
	}
	if v2.panel.Mode.Selected != "Optimal" || v2.panel.Target.Selected != "18 moves" || v2.panel.Timeout.Selected != "5 min" ||
		v2.panel.Table.Sel.Selected != "4GB" {
		t.Errorf("widgets show %q %q %q %q", v2.panel.Mode.Selected, v2.panel.Target.Selected, v2.panel.Timeout.Selected, v2.panel.Table.Sel.Selected)
	}
	if v2.editor.Colour != cube.L || v2.editor.UI.Moves.Text != "R U R'" {
		t.Errorf("colour %v, moves %q", v2.editor.Colour, v2.editor.UI.Moves.Text)
	}

	// Flags win over what was saved.
	m := Standard
	solved := cube.SolvedFacelets()
	v3 := newWindowView(a, test.NewTempWindow(t, nil), Options{Facelets: &solved, Mode: &m, Loader: instantLoader(&fakeSolver{})})
	if v3.editor.Facelets != solved || v3.panel.Settings.Mode != Standard || v3.panel.Settings.MaxLength != 18 {
		t.Errorf("flags: cube %v settings %+v", v3.editor.Facelets == solved, v3.panel.Settings)
	}

	// Garbage in the preferences falls back to defaults.
	p.SetString(prefCube, "nonsense")
	p.SetString(prefMode, "fastest")
	p.SetInt(prefTarget, 99)
	p.SetInt(prefTimeout, -5)
	p.SetString(prefTable, "16GB")
	st := loadState(p)
	if st.HasCube || st.Facelets != cube.SolvedFacelets() || st.Settings.Mode != Standard ||
		st.Settings.MaxLength != solvepanel.MaxTarget || st.Settings.Timeout != solvepanel.DefaultSettings().Timeout || st.Settings.OptimalTable != "small" {
		t.Errorf("from garbage: %+v", st)
	}
	if !strings.Contains(st.Problem, "could not be read") {
		t.Errorf("garbage cube read without a word: problem %q", st.Problem)
	}
	// ...and the window says so.
	v4 := newWindowView(a, test.NewTempWindow(t, nil), Options{Loader: instantLoader(&fakeSolver{})})
	if n := v4.editor.UI.Notice; !n.Visible() || !strings.Contains(n.Text, "could not be read") {
		t.Errorf("the window does not say the saved cube was lost: %q", n.Text)
	}

	// A limit not offered becomes the nearest one offered; a huge moves
	// text is not restored (it took the window half a minute to lay out).
	p.SetString(prefCube, "")
	p.SetInt(prefTimeout, int(31*365*24*time.Hour/time.Millisecond))
	p.SetString(prefMoves, strings.Repeat("R U ", 3_000_000))
	st = loadState(p)
	if st.Settings.Timeout != 30*time.Minute {
		t.Errorf("a limit of 31 years became %v", st.Settings.Timeout)
	}
	if moves := st.Typed[puzzle.Cube3][puzzle.RoleCube]; moves != "" || !strings.Contains(st.Problem, "too long") {
		t.Errorf("12 MB of moves: restored %d bytes, problem %q", len(moves), st.Problem)
	}
	p.SetInt(prefTimeout, int(4*time.Second/time.Millisecond))
	if st := loadState(p); st.Settings.Timeout != 5*time.Second {
		t.Errorf("a limit of 4 s became %v", st.Settings.Timeout)
	}
}

// The player's speed is kept for the next start.
func TestSpeedRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	v := newWindowView(a, test.NewTempWindow(t, nil), Options{Loader: instantLoader(&fakeSolver{})})
	v.play.Player.Controls.Speed.SetSelected("2×")
	v2 := newWindowView(a, test.NewTempWindow(t, nil), Options{Loader: instantLoader(&fakeSolver{})})
	if got := v2.play.Player.Speed(); got != 2 {
		t.Errorf("speed %v at the next start, want 2", got)
	}
}

// A preferences file that is not JSON is kept aside, not written over,
// and the window says so.
func TestUnreadablePreferencesKept(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "preferences.json")
	if err := os.WriteFile(name, []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	msg := checkPrefs(t, dir)
	if !strings.Contains(msg, "could not be read") || !strings.Contains(msg, ".unreadable") {
		t.Errorf("message %q", msg)
	}
	if data, err := os.ReadFile(name + ".unreadable"); err != nil || string(data) != "{not json" {
		t.Errorf("the unreadable file was not kept: %q, %v", data, err)
	}
	os.WriteFile(name, []byte(`{"cube":"x"}`), 0o600)
	if msg := checkPrefs(t, dir); msg != "" {
		t.Errorf("good JSON reported as %q", msg)
	}
}

// Settings that cannot be saved are said at the start, with why and
// where: Fyne's saves fail with a line on standard error only, and every
// change was gone at the next start without a word. (Run as root, as CI
// may be, a file's permissions stop nothing: a folder in the file's place
// does.)
func TestUnsavablePreferencesSaid(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, keptDir, "preferences.json")
	if err := os.MkdirAll(name, 0o700); err != nil {
		t.Fatal(err)
	}
	msg := checkPrefs(t, dir)
	if !strings.Contains(msg, "The settings cannot be saved (open "+name+": is a directory)") || !strings.Contains(msg, "could not be read") {
		t.Errorf("preferences.json a folder: %q", msg)
	}
	// Nothing saved yet, and no folder can be made for it.
	file := filepath.Join(t.TempDir(), "fyne")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	msg = checkPrefs(t, filepath.Join(file, "io.github.cubesolver"))
	if want := "The settings cannot be saved (open " + filepath.Join(file, "io.github.cubesolver", keptDir, "preferences.json") + ": not a directory): what is changed now is not kept for the next start."; msg != want {
		t.Errorf("its folder a file: %q, want %q", msg, want)
	}
	// Nothing saved yet, in a folder that takes it: nothing said, nothing left.
	fresh := filepath.Join(t.TempDir(), "io.github.cubesolver")
	if msg := checkPrefs(t, fresh); msg != "" {
		t.Errorf("a first start: %q", msg)
	}
	if left, _ := os.ReadDir(filepath.Join(fresh, keptDir)); len(left) != 0 {
		t.Errorf("a first start left %v", left)
	}
}

// A window started with nothing new to save writes nothing: a write makes
// Fyne rewrite the whole file, truncating it first, and a second Cube
// Solver started at the same moment read it half written ("Preferences
// load error: EOF"). Numbers come back from the file as float64, which
// Fyne took for a change when the same number was set as an int.
func TestStartWritesNoPreferences(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	f, _, _ := scrambled(7)
	v := newWindowView(a, test.NewTempWindow(t, nil), Options{Facelets: &f, Loader: instantLoader(&fakeSolver{})})
	v.play.Player.OnSpeed(1.5)
	v.editor.SelectColour(cube.D)
	// As the file is read back: every number a float64.
	for _, key := range []string{prefTarget, prefTimeout, prefOptimalTimeout, prefColour} {
		p.SetFloat(key, float64(p.Int(key)))
	}
	writes := 0
	p.AddChangeListener(func() { writes++ })
	v2 := newWindowView(a, test.NewTempWindow(t, nil), Options{Loader: instantLoader(&fakeSolver{})})
	if writes != 0 {
		t.Errorf("a window started with nothing new wrote the preferences %d times", writes)
	}
	if v2.editor.Facelets != f || v2.editor.Colour != cube.D || v2.play.Player.Speed() != 1.5 {
		t.Errorf("the second window has cube %v, colour %v, speed %v", v2.editor.Facelets == f, v2.editor.Colour, v2.play.Player.Speed())
	}
}

// The window comes back at the size it had when it was closed; -size
// still wins, and a saved size too small for the window is not used.
func TestWindowSizeRemembered(t *testing.T) {
	p := test.NewTempApp(t).Preferences()
	if got := windowSize(p, fyne.Size{}); got != fyne.NewSize(1200, 720) {
		t.Errorf("a first start: %v, want 1200x720", got)
	}
	saveWindowSize(p, fyne.NewSize(1300, 850))
	if got := windowSize(p, fyne.Size{}); got != fyne.NewSize(1300, 850) {
		t.Errorf("after closing at 1300x850: %v", got)
	}
	if got := windowSize(p, fyne.NewSize(900, 650)); got != fyne.NewSize(900, 650) {
		t.Errorf("-size 900x650: %v", got)
	}
	saveWindowSize(p, fyne.NewSize(300, 200))
	if got := windowSize(p, fyne.Size{}); got != fyne.NewSize(1200, 720) {
		t.Errorf("after closing at 300x200: %v, want 1200x720", got)
	}
}

// checkPrefs is what the window says at the start of the preferences
// files in the folder root, with nothing set in the preferences before.
func checkPrefs(t *testing.T, root string) string {
	k, note := keepPrefs(storage.NewFileURI(root), test.NewTempApp(t).Preferences())
	k.stop()
	return note
}

// The window's own preferences file: at the first start after Fyne's
// file was the only one, what Fyne read is copied to it; from then on
// each change is in it, whole, at once (no write put off, as Fyne's are);
// it is read back over Fyne's file, which may lag behind; and after stop
// (the window closed) nothing changes it.
func TestPrefsKept(t *testing.T) {
	root := t.TempDir()
	own := filepath.Join(root, keptDir, "preferences.json")
	read := func() map[string]any {
		t.Helper()
		var m map[string]any
		b, _ := os.ReadFile(own)
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("the file is not whole: %q, %v", b, err)
		}
		return m
	}
	p := test.NewTempApp(t).Preferences()
	p.SetString(prefCube, "UUU") // as Fyne read it from its file
	p.SetFloat(prefTarget, 20)
	k, note := keepPrefs(storage.NewFileURI(root), p)
	if note != "" {
		t.Errorf("note %q", note)
	}
	if m := read(); m[prefCube] != "UUU" || m[prefTarget] != 20.0 {
		t.Errorf("Fyne's preferences not copied: %v", m)
	}
	for i := range 20 { // as fast as a goroutine can: each is written
		p.SetInt(prefColour, i)
		if m := read(); m[prefColour] != float64(i) {
			t.Fatalf("colour %d set, the file holds %v", i, m[prefColour])
		}
	}
	p.RemoveValue(prefTarget)
	if _, ok := read()[prefTarget]; ok {
		t.Error("a value removed is still in the file")
	}
	saveWindowSize(p, fyne.NewSize(900, 700))
	k.stop()
	p.SetString(prefCube, "stale")
	if m := read(); m[prefCube] != "UUU" || m[prefWindowSize] != "900x700" {
		t.Errorf("after stop: %v", m)
	}
	if left, _ := filepath.Glob(filepath.Join(root, keptDir, ".*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}

	// The next start: Fyne's file lags behind (here it holds other
	// values): ours wins, a key it lacks is removed, and nothing is
	// written for that.
	p2 := test.NewTempApp(t).Preferences()
	p2.SetString(prefCube, "old")
	p2.SetFloat(prefTarget, 18)
	before, _ := os.Stat(own)
	k2, _ := keepPrefs(storage.NewFileURI(root), p2)
	defer k2.stop()
	if p2.String(prefCube) != "UUU" || p2.Int(prefColour) != 19 || p2.String(prefWindowSize) != "900x700" {
		t.Errorf("read back: cube %q colour %d size %q", p2.String(prefCube), p2.Int(prefColour), p2.String(prefWindowSize))
	}
	if p2.IntWithFallback(prefTarget, -1) != -1 {
		t.Error("a key not in the file kept Fyne's value")
	}
	if after, _ := os.Stat(own); !after.ModTime().Equal(before.ModTime()) {
		t.Error("reading the file back wrote it")
	}
}
