package main

import (
	"errors"
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
		want    [][2]string // nil: not understood, left to Fyne
	}{
		{":0", [][2]string{{"unix", "/tmp/.X11-unix/X0"}, {"unix", "@/tmp/.X11-unix/X0"}}},
		{":109.0", [][2]string{{"unix", "/tmp/.X11-unix/X109"}, {"unix", "@/tmp/.X11-unix/X109"}}},
		{"unix:3", [][2]string{{"unix", "/tmp/.X11-unix/X3"}, {"unix", "@/tmp/.X11-unix/X3"}, {"tcp", "localhost:6003"}}},
		{"localhost:10.0", [][2]string{{"tcp", "localhost:6010"}}},
		{"tcp/box:1", [][2]string{{"tcp", "box:6001"}}},
		{"[::1]:2", [][2]string{{"tcp", "[::1]:6002"}}},
		{"::1:2", [][2]string{{"tcp", "[::1]:6002"}}},
		{"/private/tmp/com.apple.launchd.x/org.xquartz:0", nil},
		{"box::0", nil},
		{"nonsense", nil},
		{":x", nil},
		{":-1", nil},
	} {
		got, ok := xAddrs(tc.display)
		if ok != (tc.want != nil) || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("xAddrs(%q) = %q, %v; want %q", tc.display, got, ok, tc.want)
		}
	}
}

// probeX refuses a display only when nothing answers where its server
// would listen; a slow answer (a timeout) is let through.
func TestProbeX(t *testing.T) {
	refused := func(network, addr string, _ time.Duration) (net.Conn, error) {
		return nil, &net.OpError{Op: "dial", Net: network, Err: errors.New("connection refused")}
	}
	if err := probeX(":109", refused); err == nil || !strings.Contains(err.Error(), "/tmp/.X11-unix/X109") {
		t.Errorf("nothing at :109: %v, want the socket named", err)
	}
	if err := probeX("far:0", refused); err == nil || !strings.Contains(err.Error(), "far:6000") {
		t.Errorf("nothing at far:0: %v, want the address named", err)
	}
	slow := func(network, addr string, _ time.Duration) (net.Conn, error) {
		return nil, &net.OpError{Op: "dial", Net: network, Err: os.ErrDeadlineExceeded}
	}
	if err := probeX("far:0", slow); err != nil {
		t.Errorf("a slow far:0 refused: %v", err)
	}
	if err := probeX("/some/socket:0", refused); err != nil {
		t.Errorf("a display not understood refused: %v", err)
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
	if err := probeX(":0", toDir); err != nil {
		t.Errorf("a server that answers refused: %v", err)
	}
}
