package main

import (
	"errors"
	"log"
	"net"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"
)

func TestXAddrs(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the abstract socket is Linux's")
	}
	for _, tc := range []struct {
		display string
		want    [][2]string // nil: not understood, not probed
	}{
		{":0", [][2]string{{"unix", "/tmp/.X11-unix/X0"}, {"unix", "@/tmp/.X11-unix/X0"}}},
		{":109.0", [][2]string{{"unix", "/tmp/.X11-unix/X109"}, {"unix", "@/tmp/.X11-unix/X109"}}},
		{"unix:3", [][2]string{{"unix", "/tmp/.X11-unix/X3"}, {"unix", "@/tmp/.X11-unix/X3"}, {"tcp", "localhost:6003"}}},
		{"localhost:10.0", [][2]string{{"tcp", "localhost:6010"}}},
		{"tcp/box:1", [][2]string{{"tcp", "box:6001"}}},
		{"[::1]:2", [][2]string{{"tcp", "[::1]:6002"}}},
		{"/private/tmp/com.apple.launchd.x/org.xquartz:0", nil},
		{"box::0", nil},
		{"nonsense", nil},
		{"", nil},
		{":", nil},
		{":x", nil},
		{":-1", nil},
	} {
		got, ok := xAddrs(tc.display)
		if ok != (tc.want != nil) || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("xAddrs(%q) = %q, %v; want %q", tc.display, got, ok, tc.want)
		}
	}
}

// noXServer names where the server should have answered only when
// nothing answers there; a slow answer (a timeout) is let through.
func TestNoXServer(t *testing.T) {
	refused := func(network, addr string, _ time.Duration) (net.Conn, error) {
		return nil, &net.OpError{Op: "dial", Net: network, Err: errors.New("connection refused")}
	}
	if at := noXServer(":109", refused); at != "/tmp/.X11-unix/X109" {
		t.Errorf("nothing at :109: %q, want the socket named", at)
	}
	if at := noXServer("far:0", refused); at != "far:6000" {
		t.Errorf("nothing at far:0: %q, want the address named", at)
	}
	slow := func(network, addr string, _ time.Duration) (net.Conn, error) {
		return nil, &net.OpError{Op: "dial", Net: network, Err: os.ErrDeadlineExceeded}
	}
	if at := noXServer("far:0", slow); at != "" {
		t.Errorf("a slow far:0 said to be missing at %q", at)
	}
	if at := noXServer("/some/socket:0", refused); at != "" {
		t.Errorf("a display not understood said to be missing at %q", at)
	}
	// A real socket that answers.
	dir := t.TempDir()
	l, err := net.Listen("unix", filepath.Join(dir, "X0"))
	if err != nil {
		t.Skip("no unix sockets here:", err)
	}
	defer l.Close()
	toDir := func(network, addr string, d time.Duration) (net.Conn, error) {
		if network != "unix" || strings.HasPrefix(addr, "@") {
			return refused(network, addr, d)
		}
		return net.DialTimeout(network, filepath.Join(dir, filepath.Base(addr)), d)
	}
	if at := noXServer(":0", toDir); at != "" {
		t.Errorf("a server that answers said to be missing at %q", at)
	}
}

// A failure not down to a missing X server is said with the cause Fyne
// logged, not GLFW's later NotInitialized; with no cause logged, Fyne's
// log is kept to be shown after the line.
func TestOpenFailed(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "wayland-9")
	logged := "2026/11/29 05:15:04 Fyne error:  failed to initialise GLFW\n" +
		"2026/11/29 05:15:04   Cause: PlatformUnavailable: Failed to detect any supported platform\n" +
		"2026/11/29 05:15:04   At: loop_desktop.go:29\n"
	e := openFailed("NotInitialized: The GLFW library is not initialized", logged)
	if !strings.Contains(e.Error(), "(PlatformUnavailable: Failed to detect any supported platform)") ||
		strings.Contains(e.Error(), "NotInitialized") || e.fyneLog != "" {
		t.Errorf("with a cause logged: %q, log kept %q", e, e.fyneLog)
	}
	if runtime.GOOS == "linux" && !strings.Contains(e.Error(), "wayland-9") {
		t.Errorf("the display is not named: %q", e)
	}
	e = openFailed("boom", "something else\n")
	if !strings.Contains(e.Error(), "(boom)") || e.fyneLog != "something else\n" {
		t.Errorf("with no cause logged: %q, log kept %q", e, e.fyneLog)
	}
	e = openFailed(nil, "")
	if strings.Contains(e.Error(), "()") || strings.Contains(e.Error(), "<nil>") {
		t.Errorf("with no cause at all: %q", e)
	}
}

// The log is held back until released (then written out, in order) or
// taken (then not written out); either way, it passes on afterwards.
func TestHeldLog(t *testing.T) {
	was, flags := log.Writer(), log.Flags()
	defer log.SetOutput(was)
	defer log.SetFlags(flags)
	log.SetFlags(0)
	var out strings.Builder
	log.SetOutput(&out)

	h := holdLog()
	log.Print("one")
	if out.Len() != 0 {
		t.Fatalf("written while held: %q", out.String())
	}
	h.release()
	log.Print("two")
	h.release()
	if out.String() != "one\ntwo\n" {
		t.Errorf("released: %q, want one then two", out.String())
	}

	out.Reset()
	h = holdLog()
	log.Print("fyne")
	if got := h.take(); got != "fyne\n" {
		t.Errorf("taken: %q", got)
	}
	log.Print("after")
	if out.String() != "after\n" {
		t.Errorf("after taking: %q, want only what came after", out.String())
	}
}

// preferX11 sets Fyne's platform only where DISPLAY alone is set, keeps a
// user's own, and undoes what it set.
func TestPreferX11(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("Fyne chooses between X11 and Wayland on Linux only")
	}
	for _, tc := range []struct {
		display, wayland, own string
		want                  string
	}{
		{":0", "", "", "x11"},
		{":0", "wayland-0", "", ""},
		{"", "wayland-0", "", ""},
		{":0", "", "wayland", "wayland"},
	} {
		t.Setenv("DISPLAY", tc.display)
		t.Setenv("WAYLAND_DISPLAY", tc.wayland)
		t.Setenv("FYNE_PLATFORM", tc.own)
		if tc.own == "" {
			os.Unsetenv("FYNE_PLATFORM")
		}
		undo := preferX11()
		if got := os.Getenv("FYNE_PLATFORM"); got != tc.want {
			t.Errorf("%+v: FYNE_PLATFORM=%q, want %q", tc, got, tc.want)
		}
		undo()
		if got, set := os.LookupEnv("FYNE_PLATFORM"); got != tc.own || set != (tc.own != "") {
			t.Errorf("%+v: after undo FYNE_PLATFORM=%q (set %v)", tc, got, set)
		}
	}
}
