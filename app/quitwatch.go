package app

import (
	"os"
	"sync"
	"sync/atomic"
	"time"
)

// quitGrace is how long Fyne may take to return once the window has
// closed or a stop signal has come, before quitWatch ends the program.
// Fyne returns within milliseconds when it does.
const quitGrace = 5 * time.Second

// quitWatch ends the program when Fyne does not return after the window
// has closed. Fyne 2.8.1's driver can hang as it stops: its main loop
// drains its queue of calls a last time and stops reading it, while its
// event goroutine may still put there the app's stop hook (which saves
// Fyne's preferences) and then wait for it forever; the program stayed,
// asleep, with no window (a tester saw it once, Ctrl+Q after closing the
// help). What the window keeps is written before it closes (keepPrefs),
// so ending the program then loses nothing.
type quitWatch struct {
	grace    time.Duration
	end      func()                      // what ends the program (os.Exit, but for tests)
	after    func(time.Duration, func()) // time.AfterFunc, but for tests
	once     sync.Once
	returned atomic.Bool
}

// newQuitWatch returns a watch that, once armed, calls cleanUp and exits
// with status 0 if Fyne has not returned after quitGrace.
func newQuitWatch(cleanUp func()) *quitWatch {
	return &quitWatch{grace: quitGrace, end: func() {
		cleanUp()
		os.Exit(0)
	}, after: func(d time.Duration, f func()) { time.AfterFunc(d, f) }}
}

// arm starts the watch: the window has closed, or a stop signal came.
// Only the first call counts.
func (q *quitWatch) arm() {
	q.once.Do(func() {
		q.after(q.grace, func() {
			if !q.returned.Load() {
				q.end()
			}
		})
	})
}

// fyneReturned says that Fyne has returned: the watch does nothing more.
func (q *quitWatch) fyneReturned() { q.returned.Store(true) }
