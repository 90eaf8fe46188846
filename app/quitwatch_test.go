package app

import (
	"testing"
	"time"
)

// TestQuitWatchEndsAHungQuit: armed, the watch ends the program when its
// time comes and Fyne has not returned; not once Fyne has returned within
// the time; and only the first arming counts. The timer is the test's:
// its callback is called when the test says.
func TestQuitWatchEndsAHungQuit(t *testing.T) {
	for _, returns := range []bool{false, true} {
		ends, timers := 0, 0
		var due func()
		q := &quitWatch{grace: time.Hour, end: func() { ends++ },
			after: func(d time.Duration, f func()) { timers++; due = f }}
		q.arm()
		q.arm()
		if timers != 1 {
			t.Fatalf("armed twice: %d timers, want 1", timers)
		}
		if returns {
			q.fyneReturned() // within the grace
		}
		due()
		if want := map[bool]int{false: 1, true: 0}[returns]; ends != want {
			t.Errorf("Fyne returned %v: the program ended %d times, want %d", returns, ends, want)
		}
	}
}
