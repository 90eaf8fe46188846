package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// xWindow is the real window started for a test on an X server of the
// test's own, driven with xdotool and read back from its -report file.
type xWindow struct {
	t       *testing.T
	ctx     context.Context
	display string
	xdotool string
	report  string
	id      string          // the X window's id
	last    json.RawMessage // the report last read
}

// startXWindow starts the window with args (besides -report and the
// environment of a new user) and waits until ready says its report shows
// it ready; it is killed when the test ends.
func startXWindow(t *testing.T, ready func(data []byte) bool, args ...string) *xWindow {
	t.Helper()
	if testing.Short() {
		t.Skip("starts the real window; skipped with -short")
	}
	xdotool, err := exec.LookPath("xdotool")
	if err != nil {
		t.Skip("no xdotool: install it (make deps) to drive the real window")
	}
	display := startXvfb(t)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	t.Cleanup(cancel)
	w := &xWindow{t: t, ctx: ctx, display: display, xdotool: xdotool, report: filepath.Join(dir, "report.json")}
	cmd := exec.CommandContext(ctx, exe, append(args, "-report", w.report)...)
	cmd.Env = append(os.Environ(), "CUBESOLVER_RUN_MAIN=1", "DISPLAY="+display, "WAYLAND_DISPLAY=", "HOME="+dir,
		"XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_CACHE_HOME="+filepath.Join(dir, "cache"))
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		if t.Failed() {
			t.Logf("the window's output:\n%s", out.String())
		}
	})
	w.wait("the window ready", func(data []byte) bool { return ready(data) })
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
	for deadline := time.Now().Add(3 * time.Minute); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		data, err := os.ReadFile(w.report)
		if err != nil || !json.Valid(data) {
			continue
		}
		w.last = data
		if ok(data) {
			return
		}
	}
	w.t.Fatalf("the window did not show %s; its report:\n%s", what, w.last)
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
