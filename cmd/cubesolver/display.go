package main

import (
	"errors"
	"fmt"
	"net"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// noDisplay says why no window can be opened, if it is plain beforehand:
// on Linux and the BSDs a window needs an X11 or Wayland display, which a
// terminal reached over ssh, or a service, lacks. Nothing is asked of the
// display here: a DISPLAY with no X server behind it is found out only
// once Fyne has failed to open it (openFailed). Connecting to an X server
// before Fyne does made a fresh server (Xvfb) reset as its one client left,
// just as Fyne connected, and the window failed on a display that works.
func noDisplay() error {
	switch runtime.GOOS {
	case "windows", "darwin", "android", "ios", "js":
		return nil
	}
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		return errors.New("no display: the window needs an X11 or Wayland session (DISPLAY or WAYLAND_DISPLAY is not set); cubecli solves without one")
	}
	return nil
}

// preferX11 has Fyne open an X11 window where only DISPLAY is set, as it
// would anyway, and returns what undoes that. Left to choose, the GLFW
// under Fyne first tries Wayland's default socket, and the Wayland library
// then writes "error: XDG_RUNTIME_DIR is invalid or not set in the
// environment." straight to standard error wherever that variable is unset
// (su, sudo, a container), before the real error: that the X display
// cannot be opened. FYNE_PLATFORM is Fyne's own setting for the choice; a
// user's own is kept.
func preferX11() (undo func()) {
	if runtime.GOOS != "linux" || os.Getenv("DISPLAY") == "" || os.Getenv("WAYLAND_DISPLAY") != "" {
		return func() {}
	}
	if _, set := os.LookupEnv("FYNE_PLATFORM"); set {
		return func() {}
	}
	os.Setenv("FYNE_PLATFORM", "x11")
	return func() { os.Unsetenv("FYNE_PLATFORM") }
}

// openError is the window failing to open: Error is the one line said,
// fyneLog what Fyne logged meanwhile, worth showing after it where the
// line cannot say why.
type openError struct {
	line    string
	fyneLog string
}

func (e *openError) Error() string { return e.line }

// openFailed says why the window could not be opened, now that Fyne has
// failed to (cause is what it panicked with, or nil), with what Fyne
// logged meanwhile. A DISPLAY with no X server behind it is named in a
// line of its own, Fyne's lines of GLFW internals left out; any other
// failure (no OpenGL, a server that refuses us) is said with the cause
// Fyne logged, or if it logged none, with its log after the line, the
// only clue left.
func openFailed(cause any, fyneLog string) *openError {
	display := os.Getenv("DISPLAY")
	if os.Getenv("WAYLAND_DISPLAY") == "" && display != "" {
		if at := noXServer(display, net.DialTimeout); at != "" {
			return &openError{line: fmt.Sprintf("cannot open the display %s (no X server answers at %s); cubecli solves without one", display, at)}
		}
	}
	e := &openError{fyneLog: fyneLog}
	// Fyne's panic is only GLFW's later complaint that it never started
	// ("NotInitialized"); the cause Fyne logged first says why.
	if c := fyneCause(fyneLog); c != "" {
		cause, e.fyneLog = c, ""
	}
	e.line = "the window could not be opened" + displayName()
	if cause != nil {
		e.line += fmt.Sprintf(" (%v)", cause)
	}
	e.line += "; is there a display and OpenGL? cubecli works without one"
	return e
}

// fyneCause is the cause of the first error in Fyne's log: fyne.LogError
// writes a line "Fyne error:  REASON", then "  Cause: ERR" and "  At:
// FILE:LINE", each after the log's date and time.
func fyneCause(fyneLog string) string {
	for _, l := range strings.Split(fyneLog, "\n") {
		if _, c, ok := strings.Cut(l, "  Cause: "); ok {
			return strings.TrimSpace(c)
		}
	}
	return ""
}

// xAddrs are where the X server of display (DISPLAY's
// [protocol/][host]:number[.screen]) listens: the network and address of
// each way to reach it, tried in turn. ok is false for a display written
// in a way not understood here (XQuartz's socket path, DECnet's host::n).
func xAddrs(display string) (addrs [][2]string, ok bool) {
	i := strings.LastIndex(display, ":")
	if i < 0 {
		return nil, false
	}
	host, num := display[:i], display[i+1:]
	if j := strings.IndexByte(num, '.'); j >= 0 {
		num = num[:j]
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 || strings.HasPrefix(host, "/") || strings.HasSuffix(host, ":") {
		return nil, false
	}
	proto := ""
	if j := strings.IndexByte(host, '/'); j >= 0 {
		proto, host = host[:j], host[j+1:]
	}
	if host == "" || host == "unix" || proto == "unix" {
		sock := "/tmp/.X11-unix/X" + strconv.Itoa(n)
		addrs = append(addrs, [2]string{"unix", sock})
		if runtime.GOOS == "linux" {
			addrs = append(addrs, [2]string{"unix", "@" + sock}) // the abstract socket
		}
		if host == "" || proto == "unix" {
			return addrs, true
		}
		host = "localhost" // "unix:0" is local, and so is TCP to it
	}
	return append(addrs, [2]string{"tcp", net.JoinHostPort(strings.Trim(host, "[]"), strconv.Itoa(6000+n))}), true
}

// noXServer connects to display's X server as an X client would, and
// returns where it should have answered if nothing does there; "" if
// something answers, answers slowly (a far host: given the benefit of the
// doubt), or the display is not understood. Called only once Fyne has
// failed: connecting before Fyne does is what must not be done (noDisplay).
func noXServer(display string, dial func(network, addr string, timeout time.Duration) (net.Conn, error)) string {
	addrs, ok := xAddrs(display)
	if !ok || len(addrs) == 0 {
		return ""
	}
	for _, a := range addrs {
		c, err := dial(a[0], a[1], 2*time.Second)
		if err == nil {
			c.Close()
			return ""
		}
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			return ""
		}
	}
	if addrs[0][0] == "unix" {
		return addrs[0][1]
	}
	return addrs[len(addrs)-1][1]
}

// displayName names the display a window is opened on, for a message: ""
// where there is none to name, else " on the display :0" (Wayland's as
// well, where Fyne may use either).
func displayName() string {
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		return ""
	}
	var names []string
	if d := os.Getenv("DISPLAY"); d != "" {
		names = append(names, d)
	}
	if d := os.Getenv("WAYLAND_DISPLAY"); d != "" {
		names = append(names, d+" (Wayland)")
	}
	if len(names) == 0 {
		return ""
	}
	return " on the display " + strings.Join(names, " or ")
}
