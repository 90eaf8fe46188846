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
// terminal reached over ssh, or a service, lacks. A DISPLAY with no X
// server behind it is found out here too, by connecting to it, before
// Fyne prints four lines of its internals about it (and a Wayland session,
// which Fyne may use instead, is not second-guessed).
func noDisplay() error {
	switch runtime.GOOS {
	case "windows", "darwin", "android", "ios", "js":
		return nil
	}
	display, wayland := os.Getenv("DISPLAY"), os.Getenv("WAYLAND_DISPLAY")
	switch {
	case display == "" && wayland == "":
		return errors.New("no display: the window needs an X11 or Wayland session (DISPLAY or WAYLAND_DISPLAY is not set); cubecli solves without one")
	case wayland != "":
		return nil
	}
	if err := probeX(display, net.DialTimeout); err != nil {
		return fmt.Errorf("cannot open the display %s (%v): the window needs an X11 or Wayland session; cubecli solves without one", display, err)
	}
	return nil
}

// xAddrs are where the X server of display (DISPLAY's
// [protocol/][host]:number[.screen]) listens: the network and address of
// each way to reach it, tried in turn. ok is false for a display written
// in a way not understood here, which is then left for Fyne to open.
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
		return nil, false // a socket's path (XQuartz), or DECnet's host::n
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

// probeX connects to display's X server as an X client would, and says
// why it could not. A server that only answers slowly (a far host) is
// given the benefit of the doubt.
func probeX(display string, dial func(network, addr string, timeout time.Duration) (net.Conn, error)) error {
	addrs, ok := xAddrs(display)
	if !ok {
		return nil
	}
	for _, a := range addrs {
		c, err := dial(a[0], a[1], 2*time.Second)
		if err == nil {
			c.Close()
			return nil
		}
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			return nil
		}
	}
	if len(addrs) > 0 && addrs[0][0] == "unix" {
		return fmt.Errorf("no X server answers at %s", addrs[0][1])
	}
	return fmt.Errorf("no X server answers at %s", addrs[len(addrs)-1][1])
}

// displayName names the display a window is opened on, for a message: ""
// where there is none to name, else " on the display :0" (Wayland's as
// well, where Fyne may use either).
func displayName() string {
	var names []string
	if d := os.Getenv("DISPLAY"); d != "" {
		names = append(names, d)
	}
	if d := os.Getenv("WAYLAND_DISPLAY"); d != "" {
		names = append(names, d+" (Wayland)")
	}
	if len(names) == 0 || runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		return ""
	}
	return " on the display " + strings.Join(names, " or ")
}
