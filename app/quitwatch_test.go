package app

import (
	"testing"
	"time"
)

// TestQuitWatchEndsAHungQuit: armed, with Fyne never returning, the watch
// ends the program; armed after Fyne returned, or once Fyne returned
// within the grace, it does not.
func TestQuitWatchEndsAHungQuit(t *testing.T) {
	ended := make(chan struct{})
	q := &quitWatch{grace: time.Millisecond, end: func() { close(ended) }}
	q.arm()
	q.arm() // only the first counts: a second end would close ended twice
	<-ended // the test's own timeout is the only limit: no timing asserted

	calls := make(chan struct{}, 1)
	r := &quitWatch{grace: time.Millisecond, end: func() { calls <- struct{}{} }}
	r.fyneReturned()
	r.arm()
	time.Sleep(50 * time.Millisecond) // long past the grace, on any machine that ran its timer
	select {
	case <-calls:
		t.Fatal("the watch ended the program after Fyne had returned")
	default:
	}
}
