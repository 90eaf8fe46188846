package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cubesolver/app"
	"cubesolver/render"
	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// TestMain lets the smoke test run this test binary as the real program:
// with CUBESOLVER_RUN_MAIN=1 in the environment it is cubesolver.
func TestMain(m *testing.M) {
	if os.Getenv("CUBESOLVER_RUN_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func TestParseArgs(t *testing.T) {
	const superflip = "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB"
	opts, err := parseArgs(nil, &bytes.Buffer{})
	if err != nil || opts.Facelets != nil || opts.Mode != nil || opts.Solve || opts.TablesDir != "" || opts.ExitAfter != 0 {
		t.Errorf("no flags: %+v, %v", opts, err)
	}
	opts, err = parseArgs([]string{"-facelets", superflip}, &bytes.Buffer{})
	if err != nil || opts.Facelets == nil || opts.Facelets.String() != superflip {
		t.Errorf("-facelets: %v, %v", opts.Facelets, err)
	}
	// A scramble is handed to the window as moves, applied there as if
	// typed under Moves.
	const scramble = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"
	opts, err = parseArgs([]string{"-scramble", scramble}, &bytes.Buffer{})
	if err != nil || opts.Facelets != nil || opts.Scramble != scramble {
		t.Errorf("-scramble: %+v, %v", opts, err)
	}
	// An invalid cube is still shown (the window says what is wrong).
	bad := "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBF"
	if _, err := parseArgs([]string{"-facelets", bad}, &bytes.Buffer{}); err != nil {
		t.Errorf("well-formed but invalid cube rejected: %v", err)
	}
	opts, err = parseArgs([]string{"-mode", "Optimal", "-solve", "-tables", "/tmp/t"}, &bytes.Buffer{})
	if err != nil || opts.Mode == nil || *opts.Mode != app.Optimal || !opts.Solve || opts.TablesDir != "/tmp/t" {
		t.Errorf("-mode -solve -tables: %+v, %v", opts, err)
	}
	opts, err = parseArgs([]string{"-facelets", strings.Repeat(".", 54)}, &bytes.Buffer{})
	if err != nil || opts.Facelets == nil || opts.Facelets[0] != cube.Blank {
		t.Errorf("blank facelets: %v", err)
	}
	opts, err = parseArgs([]string{"-exit-after", "2s", "-capture", "x.png", "-size", "800x600"}, &bytes.Buffer{})
	if err != nil || opts.ExitAfter != 2*time.Second || opts.Capture != "x.png" || opts.Size.Width != 800 || opts.Size.Height != 600 {
		t.Errorf("test flags: %v, %v", opts, err)
	}
	// A size below the window's least is said, and the least used.
	for _, tc := range []struct{ size, want, says string }{
		{"10x10", "800x600", "-size 10x10 is below the least size 800x600: using 800x600"},
		{"1000x500", "1000x600", "using 1000x600"},
		{"800x600", "800x600", ""},
	} {
		var out bytes.Buffer
		opts, err = parseArgs([]string{"-size", tc.size}, &out)
		if got := fmt.Sprintf("%gx%g", opts.Size.Width, opts.Size.Height); err != nil || got != tc.want ||
			!strings.Contains(out.String(), tc.says) || (tc.says == "") != (out.Len() == 0) {
			t.Errorf("-size %s: %s, %v, said %q; want %s, saying %q", tc.size, got, err, out.String(), tc.want, tc.says)
		}
	}
	opts, err = parseArgs([]string{"-solve", "-play"}, &bytes.Buffer{})
	if err != nil || !opts.Solve || !opts.Play {
		t.Errorf("-solve -play: %+v, %v", opts, err)
	}
	// A pocket cube: its 24 letters choose it; -puzzle 2x2 takes its moves.
	opts, err = parseArgs([]string{"-facelets", "UUUFURRRFRFFDDDDLLLLBBBB"}, &bytes.Buffer{})
	if err != nil || opts.Puzzle == nil || *opts.Puzzle != app.Cube2 || opts.Facelets == nil || opts.Facelets[8] != cube.F {
		t.Errorf("a 24-letter -facelets: %+v, %v", opts, err)
	}
	opts, err = parseArgs([]string{"-puzzle", "2x2", "-scramble", "R Rw"}, &bytes.Buffer{})
	if err != nil || opts.Puzzle == nil || *opts.Puzzle != app.Cube2 || opts.Facelets != nil || opts.Scramble != "R Rw" {
		t.Errorf("-puzzle 2x2 -scramble: %+v, %v", opts, err)
	}
	opts, err = parseArgs([]string{"-puzzle", "3x3"}, &bytes.Buffer{})
	if err != nil || opts.Puzzle == nil || *opts.Puzzle != app.Cube3 || opts.Facelets != nil {
		t.Errorf("-puzzle 3x3: %+v, %v", opts, err)
	}
}

func TestParseArgsErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // in the error or the usage output
	}{
		{[]string{"-facelets", "UUU"}, "54"},
		{[]string{"-facelets", strings.Repeat("X", 54)}, "X"},
		{[]string{"-scramble", "R U Q"}, "Q"},
		{[]string{"-facelets", strings.Repeat("U", 54), "-scramble", "R"}, "not both"},
		{[]string{"-nope"}, "-nope"},
		{[]string{"R", "U"}, "unexpected argument"},
		{[]string{"-capture", "x.png"}, "-exit-after"},
		{[]string{"-exit-after", "soon"}, "exit-after"},
		{[]string{"-mode", "fast"}, "standard or optimal"},
		{[]string{"-size", "big"}, "WIDTHxHEIGHT"},
		{[]string{"-size", "0x600"}, "WIDTHxHEIGHT"},
		{[]string{"-puzzle", "4x4"}, "3x3 or 2x2"},
		{[]string{"-puzzle", "2x2", "-scramble", "R M"}, "middle layer"},
		{[]string{"-puzzle", "2x2", "-facelets", strings.Repeat("U", 54)}, "24 letters"},
		{[]string{"-facelets", "UUUURRRRFFFFDDDDLLLLBBB"}, "54"},
	} {
		var out bytes.Buffer
		_, err := parseArgs(tc.args, &out)
		if err == nil {
			t.Errorf("%q: no error", tc.args)
			continue
		}
		if msg := err.Error() + out.String(); !strings.Contains(msg, tc.want) {
			t.Errorf("%q: %q does not mention %q", tc.args, msg, tc.want)
		}
	}
	if _, err := parseArgs([]string{"-h"}, &bytes.Buffer{}); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: %v", err)
	}
}

// TestWindowSmoke starts the real window (this test binary acting as
// cubesolver) on a display, Xvfb if there is none, lets it draw, and checks
// that it closes itself cleanly and that its picture shows the six colours.
func TestWindowSmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the real window; skipped with -short")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(t.TempDir(), "window.png")
	args := []string{exe, "-scramble", "R U R' U'", "-solve", "-play", "-tables", tablestest.Dir(),
		"-exit-after", "3s", "-capture", shot}
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		xvfb, err := exec.LookPath("xvfb-run")
		if err != nil {
			t.Skip("no display and no xvfb-run: install xvfb (make deps) to run the window smoke test")
		}
		// Room for the window's 1200x720 (a window larger than 94% of the
		// screen is made smaller, and then shows the net or the 3D cube).
		args = append([]string{xvfb, "-a", "-s", "-screen 0 1280x1024x24"}, args...)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	// The window saves its state in the preferences: keep the test's apart
	// from the user's.
	cmd.Env = append(os.Environ(), "CUBESOLVER_RUN_MAIN=1", "XDG_CONFIG_HOME="+t.TempDir(), "HOME="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, out)
	}
	if len(out) > 0 {
		t.Logf("output:\n%s", out)
	}

	f, err := os.Open(shot)
	if err != nil {
		t.Fatalf("no capture of the window: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() < 400 || b.Dy() < 300 {
		t.Errorf("window is only %v", b)
	}
	seen := map[cube.Face]int{}
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			for face := cube.U; face <= cube.B; face++ {
				c := render.DefaultPalette[face]
				if uint8(r>>8) == c.R && uint8(g>>8) == c.G && uint8(bl>>8) == c.B {
					seen[face]++
				}
			}
		}
	}
	for face := cube.U; face <= cube.B; face++ {
		if seen[face] < 100 {
			t.Errorf("the window shows little of %v's colour (%d pixels sampled)", face, seen[face])
		}
	}
}

// Without a display, or with one that cannot be opened, the window says
// so in a line and exits with status 1, with no stack trace. A display
// with no X server behind it is named, in that one line: none of Fyne's
// lines of GLFW internals, nor the Wayland library's complaint about an
// unset XDG_RUNTIME_DIR (as under su or in a container).
func TestNoDisplay(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ display, runtimeDir string }{
		{"", t.TempDir()},
		{":987", t.TempDir()},
		{":987", ""},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, exe, "-tables", t.TempDir())
		var env []string
		for _, kv := range os.Environ() {
			if !strings.HasPrefix(kv, "XDG_RUNTIME_DIR=") && !strings.HasPrefix(kv, "FYNE_PLATFORM=") {
				env = append(env, kv)
			}
		}
		cmd.Env = append(env, "CUBESOLVER_RUN_MAIN=1", "DISPLAY="+tc.display, "WAYLAND_DISPLAY=", "HOME="+t.TempDir())
		if tc.runtimeDir != "" {
			cmd.Env = append(cmd.Env, "XDG_RUNTIME_DIR="+tc.runtimeDir)
		}
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 1 {
			t.Errorf("DISPLAY=%q: %v, want exit status 1\n%s", tc.display, err, out)
		}
		if !strings.HasPrefix(string(out), "cubesolver:") || strings.Count(strings.TrimSpace(string(out)), "\n") > 0 {
			t.Errorf("DISPLAY=%q XDG_RUNTIME_DIR=%q: want one line, got:\n%s", tc.display, tc.runtimeDir, out)
		}
		if tc.display != "" && !strings.Contains(string(out), "display "+tc.display+" (no X server answers at /tmp/.X11-unix/X987)") {
			t.Errorf("DISPLAY=%q: the display and its socket are not named:\n%s", tc.display, out)
		}
	}
}
