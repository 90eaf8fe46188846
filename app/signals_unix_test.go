//go:build unix

package app

import (
	"os"
	"os/signal"
	"syscall"
	"testing"
	"time"
)

// A SIGTERM that comes before Fyne's driver listens (its listener starts in
// a goroutine of its own) still reaches it: the watcher cancels the
// context and sends the signal again until the window has closed.
func TestStopSignalReachesALateListener(t *testing.T) {
	ctx, windowClosed := watchStopSignals()
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-ctx.Done():
	case <-time.After(time.Minute):
		windowClosed()
		t.Fatal("SIGTERM did not cancel the context")
	}
	// The driver's listener, registered only now. It stays registered
	// (the test binary ignores SIGTERM from here on): a signal sent again
	// as the watcher stops must not end the test.
	late := make(chan os.Signal, 1)
	signal.Notify(late, syscall.SIGTERM)
	select {
	case <-late:
	case <-time.After(time.Minute):
		t.Error("a listener registered after the signal never got it")
	}
	windowClosed()
}

// Closing the window with no signal ends the watcher and leaves its
// context cancelled.
func TestStopSignalsWatcherEndsWithTheWindow(t *testing.T) {
	ctx, windowClosed := watchStopSignals()
	if ctx.Err() != nil {
		t.Fatal("cancelled before any signal")
	}
	windowClosed()
	if ctx.Err() == nil {
		t.Error("not cancelled once the window closed")
	}
}
