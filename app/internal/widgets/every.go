package widgets

import (
	"time"

	"fyne.io/fyne/v2"
)

// Every calls f about every d on the UI goroutine, from the window's own
// animation loop rather than from a goroutine through fyne.Do: a call
// posted with fyne.Do as the window closes waits for a main loop that has
// stopped, and the program never ends (seen under the race detector, a
// focus ring posted ten times a second: Fyne's event queue waiting in
// runOnMainWithWait while the driver waited for the queue). The loop
// stops with the window.
func Every(d time.Duration, f func()) *fyne.Animation {
	var last time.Time
	a := fyne.NewAnimation(time.Second, func(float32) {
		if now := time.Now(); now.Sub(last) >= d {
			last = now
			f()
		}
	})
	a.RepeatCount = fyne.AnimationRepeatForever
	a.Curve = fyne.AnimationLinear
	a.Start()
	return a
}
