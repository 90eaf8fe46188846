package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// realWindow is the window's program run for a test.
type realWindow struct {
	cmd    *exec.Cmd
	out    lockedOutput  // its standard output and error
	done   chan struct{} // closed once it has exited
	err    error         // how it exited, once done
	report string        // its -report file
}

// lockedOutput collects a program's output while the test may read it:
// exec copies the program's output in a goroutine of its own.
type lockedOutput struct {
	mu  sync.Mutex
	out strings.Builder
}

func (o *lockedOutput) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.out.Write(p)
}

// String is the output so far.
func (o *lockedOutput) String() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.out.String()
}

// startRealWindow starts the window's program on display as a new user
// would, with HOME and the XDG config and cache folders in dir (a
// folder of the test's own, which holds its -report file too), with args
// and the environment env besides. ctx ends it, and so does the end of
// the test, which logs its output if the test failed.
func startRealWindow(t *testing.T, ctx context.Context, display, dir string, env []string, args ...string) *realWindow {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	w := &realWindow{done: make(chan struct{}), report: filepath.Join(dir, "report.json")}
	w.cmd = exec.CommandContext(ctx, exe, append(args, "-report", w.report)...)
	w.cmd.Env = append(append(os.Environ(), "CUBESOLVER_RUN_MAIN=1", "DISPLAY="+display, "WAYLAND_DISPLAY=", "HOME="+dir,
		"XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_CACHE_HOME="+filepath.Join(dir, "cache")), env...)
	w.cmd.Stdout, w.cmd.Stderr = &w.out, &w.out
	if err := w.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		w.err = w.cmd.Wait()
		close(w.done)
	}()
	t.Cleanup(func() {
		w.kill()
		if t.Failed() {
			t.Logf("the window's output:\n%s", w.out.String())
		}
	})
	return w
}

// kill ends the window if it still runs and waits until it has.
func (w *realWindow) kill() {
	w.cmd.Process.Kill()
	<-w.done
}

// exited waits for the window to exit, as it must after being asked to
// close, for longer than any machine needs; false if it did not (it is
// then killed).
func (w *realWindow) exited() bool {
	select {
	case <-w.done:
		return true
	case <-time.After(2 * time.Minute):
		w.kill()
		return false
	}
}

// poll reads the window's report until ok says it shows what is wanted,
// for longer than any machine needs (a slow machine only takes longer);
// false if it never did.
func (w *realWindow) poll(ok func(data []byte) bool) bool {
	return w.pollFor(3*time.Minute, ok)
}

// pollFor polls the report as poll does, for d at most.
func (w *realWindow) pollFor(d time.Duration, ok func(data []byte) bool) bool {
	for deadline := time.Now().Add(d); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if data, err := os.ReadFile(w.report); err == nil && ok(data) {
			return true
		}
	}
	return false
}

// xWindow is the real window started for a test on an X server of the
// test's own, driven with xdotool and read back from its -report file.
type xWindow struct {
	*realWindow
	t       *testing.T
	ctx     context.Context
	display string
	xdotool string
	id      string          // the X window's id
	last    json.RawMessage // the report last read
}

// startXWindow starts the window with args (besides -report and the
// environment of a new user) and waits until ready says its report shows
// it ready; it is killed when the test ends.
func startXWindow(t *testing.T, ready func(data []byte) bool, args ...string) *xWindow {
	t.Helper()
	return startXWindowOn(t, "1280x1024x24", nil, ready, args...)
}

// startXWindowOn is startXWindow on a screen of that size (Xvfb's
// -screen: "1920x1080x24"), with env in the window's environment too.
func startXWindowOn(t *testing.T, screen string, env []string, ready func(data []byte) bool, args ...string) *xWindow {
	t.Helper()
	if testing.Short() {
		t.Skip("starts the real window; skipped with -short")
	}
	xdotool, err := exec.LookPath("xdotool")
	if err != nil {
		t.Skip("no xdotool: install it (make deps) to drive the real window")
	}
	display := startXvfbSized(t, screen)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	t.Cleanup(cancel)
	w := &xWindow{t: t, ctx: ctx, display: display, xdotool: xdotool}
	w.realWindow = startRealWindow(t, ctx, display, t.TempDir(), env, args...)
	w.wait("the window ready", ready)
	ids := strings.Fields(w.run("search", "--sync", "--name", "^Cube Solver$"))
	if len(ids) != 1 {
		t.Fatalf("want one window named Cube Solver, found %q", ids)
	}
	w.id = ids[0]
	return w
}

// wait polls the report until ok says it shows what is wanted, for longer
// than any machine needs: a slow machine only takes longer.
func (w *xWindow) wait(what string, ok func(data []byte) bool) {
	w.t.Helper()
	if !w.poll(func(data []byte) bool {
		if !json.Valid(data) {
			return false
		}
		w.last = data
		return ok(data)
	}) {
		w.t.Fatalf("the window did not show %s; its report:\n%s", what, w.last)
	}
}

// run runs xdotool with args on the test's display.
func (w *xWindow) run(args ...string) string {
	w.t.Helper()
	x := exec.CommandContext(w.ctx, w.xdotool, args...)
	x.Env = append(os.Environ(), "DISPLAY="+w.display)
	b, err := x.CombinedOutput()
	if err != nil {
		w.t.Fatalf("xdotool %s: %v\n%s", strings.Join(args, " "), err, b)
	}
	return strings.TrimSpace(string(b))
}

// click clicks at a point of the window, in its pixels.
func (w *xWindow) click(at [2]float32) {
	w.t.Helper()
	w.run("mousemove", "--window", w.id, fmt.Sprint(int(at[0])), fmt.Sprint(int(at[1])), "click", "1")
}

// key types keys, as xdotool names them ("ctrl+z", "Down").
func (w *xWindow) key(keys ...string) {
	w.t.Helper()
	for _, k := range keys {
		w.run("key", k)
	}
}

// steadyAt waits, through until (a test's wait on its own report), for
// the point get reads from the report to stay the same over five reports
// in a row (a quarter of a second), and returns it. A thing just shown is
// not placed at once: for a moment the report can give it at the window's
// top left corner, with its size known, and a click there lands on the
// net. get says false while the thing is not in the report at all.
func steadyAt(until func(what string, ok func() bool), what string, get func() ([2]float32, bool)) [2]float32 {
	var at [2]float32
	seen := 0
	until(what+" in place", func() bool {
		p, ok := get()
		if !ok || p != at || p == [2]float32{} {
			at, seen = p, 0
			return false
		}
		seen++
		return seen >= 5
	})
	return at
}

// shot keeps a screenshot of the screen in CUBESOLVER_SHOTS, if set, a
// second after the report showed what it is of: under Xvfb the drawing
// comes after.
func (w *xWindow) shot(name string) {
	dir := os.Getenv("CUBESOLVER_SHOTS")
	if dir == "" {
		return
	}
	time.Sleep(time.Second)
	cmd := exec.Command("import", "-window", "root", filepath.Join(dir, name))
	cmd.Env = append(os.Environ(), "DISPLAY="+w.display)
	if out, err := cmd.CombinedOutput(); err != nil {
		w.t.Logf("import: %v %s", err, out)
	}
}

// skipPhotosUnderRace skips a real-window test whose window reads whole
// photos, under the race detector: the window is this test binary, and its
// reading, arithmetic on pixels, takes a minute there. make test-go runs
// it; under the detector, package app's scanner tests make the same
// hand-offs between goroutines.
func skipPhotosUnderRace(t *testing.T) {
	t.Helper()
	if raceEnabled {
		t.Skip("the window reads whole photos: make test-go runs it; under the race detector package app's scanner tests make the same hand-offs")
	}
}
