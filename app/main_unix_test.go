//go:build unix

package app

import (
	"os"
	"syscall"
	"testing"
)

// TestMain starts the tests again with a long life for Fyne's caches.
// Fyne's test canvas dates what it caches (renderers, which canvas an
// object is on) by the clock as read at the last Capture, and throws away
// what is older than a minute at the next one. When a minute passes with
// no Capture (the camera tests under the race detector on a busy machine
// take that long), all that was made since is dated in the past and the
// next Capture throws it away: a window captures blank. Fyne reads the
// cache life from FYNE_CACHE when it starts, so it is set here and the
// test binary started again.
func TestMain(m *testing.M) {
	if os.Getenv("FYNE_CACHE") == "" {
		if exe, err := os.Executable(); err == nil {
			os.Setenv("FYNE_CACHE", "24h")
			err = syscall.Exec(exe, os.Args, os.Environ())
			panic(err) // Exec returns only when it fails
		}
	}
	os.Exit(m.Run())
}
