package app

import (
	"context"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// resendEvery is how often a stop signal is sent again while the window
// stays open after it.
const resendEvery = time.Second

// watchStopSignals returns a context cancelled by Ctrl-C or SIGTERM (a table
// build or save then stops, leaving no file half written), and closed, to
// be called once the window has closed.
//
// Fyne's desktop driver closes the window on those signals itself, but it
// starts listening in a goroutine of its own that, on a loaded machine, may
// run only after a signal sent as the window appears: the signal was lost to
// it and the program never quit. So the signal is sent again, once a second,
// until the window has closed. Quitting stays the driver's alone: a Quit of
// ours could come after it had stopped GLFW, which panics.
func watchStopSignals() (ctx context.Context, closed func()) {
	ctx, cancel := context.WithCancel(context.Background())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	windowClosed := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		var sig os.Signal
		self, err := os.FindProcess(os.Getpid())
		if err == nil {
			defer self.Release()
		}
		select {
		case sig = <-sigs:
			cancel()
		case <-windowClosed:
			return
		}
		tick := time.NewTicker(resendEvery)
		defer tick.Stop()
		for {
			select {
			case <-windowClosed:
				return
			case <-tick.C:
				resend(self, sig)
			}
		}
	}()
	return ctx, func() {
		close(windowClosed)
		<-done
		signal.Stop(sigs)
		cancel()
	}
}

// resend sends sig to the process self (this one) again. Windows cannot
// send Ctrl-C so: there, a Ctrl-C that comes before the driver listens is
// still lost to it (SIGTERM does not exist there).
func resend(self *os.Process, sig os.Signal) {
	if self != nil {
		_ = self.Signal(sig)
	}
}
