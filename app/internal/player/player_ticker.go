package player

import (
	"time"

	"fyne.io/fyne/v2"
)

// maxFrameGap is the most time one tick lets pass: after the window was
// stalled (dragged, minimised) the player resumes where it was rather than
// leaping several turns ahead.
const maxFrameGap = 100 * time.Millisecond

// ticker calls a function with the time since the last call once a frame,
// from a fyne.Animation, which Fyne ticks on the UI goroutine just before
// drawing. It runs only while started, so an idle player costs nothing.
type ticker struct {
	onTick func(dt time.Duration)
	now    func() time.Time // time.Now; tests step their own clock
	anim   *fyne.Animation
	last   time.Time
}

func newTicker(onTick func(time.Duration)) *ticker {
	return &ticker{onTick: onTick, now: time.Now}
}

// start begins ticking, if not ticking already.
func (t *ticker) start() {
	if t.anim != nil {
		return
	}
	t.last = t.now()
	// The animation's own progress is not used: it only paces the calls.
	a := &fyne.Animation{Duration: time.Second, RepeatCount: fyne.AnimationRepeatForever}
	a.Tick = func(float32) {
		if t.anim != a {
			return // a late tick from an animation already stopped
		}
		t.tick()
	}
	t.anim = a
	a.Start()
}

// tick reports the time since the last tick.
func (t *ticker) tick() {
	now := t.now()
	dt := min(now.Sub(t.last), maxFrameGap)
	t.last = now
	if dt > 0 {
		t.onTick(dt)
	}
}

// stop stops ticking.
func (t *ticker) stop() {
	if t.anim == nil {
		return
	}
	a := t.anim
	t.anim = nil
	a.Stop()
}

// running reports whether the ticker is ticking.
func (t *ticker) running() bool { return t.anim != nil }

// tick moves the player on by dt; the controls are only touched when a
// turn begins or ends.
func (p *Player) tick(dt time.Duration) {
	p.State.advance(dt)
	if p.State.reached() != p.shownPos || !p.State.busy() {
		p.changed()
		return
	}
	p.cube.Refresh()
}
