package player

import (
	"math"
	"time"

	"cubesolver/render"
	"cubesolver/solver/cube"
)

// Playback speeds, as multiples of the normal speed.
const (
	minSpeed = 0.25
	maxSpeed = 4.0
)

// quarterDuration is how long a quarter turn takes at normal speed; a half
// turn takes twice as long.
const quarterDuration = 450 * time.Millisecond

// playback is the player's state machine, apart from any drawing: where in
// the sequence it is, which turn is moving and how far, how fast, and
// whether it is playing. It is plain data driven by advance, so that it is
// tested without a display.
//
// The cube shown is always states[pos], with at most one turn on the way:
// forward (dir +1) turning alg[pos] towards states[pos+1], or back (dir -1)
// turning alg[pos-1] back towards states[pos-1]. When a turn ends, pos
// moves to the state it reached.
type playback struct {
	alg      cube.Alg
	states   []cube.Facelets // states[i] is the start after alg[:i], stickers keeping their colours
	pos      int             // turns done, 0..len(alg)
	dir      int             // 0: still; +1 turning alg[pos] forward; -1 turning alg[pos-1] back
	progress float64         // of the turn in progress, 0..1 in time (eased when drawn)
	playing  bool
	speed    float64
}

func newPlayback() *playback {
	p := &playback{speed: 1}
	p.load(cube.SolvedFacelets(), nil)
	return p
}

// load shows start, at the beginning of alg, paused.
func (p *playback) load(start cube.Facelets, alg cube.Alg) {
	p.alg = append(cube.Alg(nil), alg...)
	p.states = make([]cube.Facelets, len(alg)+1)
	p.states[0] = start
	for i, t := range alg {
		p.states[i+1] = render.TurnFacelets(p.states[i], t)
	}
	p.pos, p.dir, p.progress, p.playing = 0, 0, 0, false
}

// Len is the number of turns in the sequence.
func (p *playback) Len() int { return len(p.alg) }

// busy reports whether time matters: something is turning or about to.
func (p *playback) busy() bool { return p.dir != 0 || p.playing }

// reached returns the position the cube is on its way to: pos when still,
// the end of the turn in progress otherwise. The controls show this one,
// so that a click on Step forward moves the highlight at once.
func (p *playback) reached() int { return p.pos + max(p.dir, 0) - max(-p.dir, 0) }

// settle finishes the turn in progress at once.
func (p *playback) settle() {
	p.pos = p.reached()
	p.dir, p.progress = 0, 0
}

// reverse turns the turn in progress round, continuing from the same angle.
func (p *playback) reverse() {
	p.pos = p.reached()
	p.dir = -p.dir
	p.progress = 1 - p.progress
}

// stepForward pauses and turns the next turn. A turn going back is
// reversed where it is; one going forward is finished first.
func (p *playback) stepForward() {
	p.playing = false
	switch {
	case p.dir < 0:
		p.reverse()
		return
	case p.dir > 0:
		p.settle()
	}
	if p.pos < len(p.alg) {
		p.dir, p.progress = 1, 0
	}
}

// stepBack pauses and turns the last turn back, as stepForward does the
// other way.
func (p *playback) stepBack() {
	p.playing = false
	switch {
	case p.dir > 0:
		p.reverse()
		return
	case p.dir < 0:
		p.settle()
	}
	if p.pos > 0 {
		p.dir, p.progress = -1, 0
	}
}

// seek shows the state after the first i turns at once (i is clamped).
// Playing goes on from there unless that is the end.
func (p *playback) seek(i int) {
	p.pos = max(0, min(i, len(p.alg)))
	p.dir, p.progress = 0, 0
	if p.pos == len(p.alg) {
		p.playing = false
	}
}

// play starts playing; at the end it starts again from the beginning.
func (p *playback) play() {
	if p.dir < 0 {
		p.reverse()
	}
	if p.dir == 0 && p.pos == len(p.alg) {
		p.seek(0)
	}
	p.playing = len(p.alg) > 0
}

// pause stops after the turn in progress.
func (p *playback) pause() { p.playing = false }

// setSpeed sets the speed, clamped to 0.25..4. A turn in progress keeps
// its angle and goes on at the new speed.
func (p *playback) setSpeed(s float64) {
	if math.IsNaN(s) {
		return
	}
	p.speed = max(minSpeed, min(s, maxSpeed))
}

// duration is how long turn t takes at the current speed.
func (p *playback) duration(t cube.Turn) time.Duration {
	q := 1.0
	if math.Abs(render.TurnAngle(t)) > math.Pi*0.75 {
		q = 2
	}
	return time.Duration(float64(quarterDuration) * q / p.speed)
}

// advance lets dt pass: the turn in progress moves on, and when playing,
// the next turn starts where the last one ended, with no time lost.
func (p *playback) advance(dt time.Duration) {
	for dt > 0 {
		if p.dir == 0 {
			if !p.playing || p.pos == len(p.alg) {
				p.playing = false
				return
			}
			p.dir, p.progress = 1, 0
		}
		d := p.duration(p.turn())
		p.progress += float64(dt) / float64(d)
		if p.progress < 1 {
			return
		}
		dt = time.Duration((p.progress - 1) * float64(d))
		p.settle()
	}
	if p.dir == 0 && p.playing && p.pos == len(p.alg) {
		p.playing = false
	}
}

// turn returns the turn in progress.
func (p *playback) turn() cube.Turn {
	if p.dir < 0 {
		return p.alg[p.pos-1]
	}
	return p.alg[p.pos]
}

// frame returns what to draw now: the stickers before the moving turn,
// the turn and how far it has gone (radians, clockwise from its axis).
func (p *playback) frame() (f cube.Facelets, t cube.Turn, angle float64) {
	switch p.dir {
	case 1:
		t = p.alg[p.pos]
		return p.states[p.pos], t, render.TurnAngle(t) * ease(p.progress)
	case -1:
		t = p.alg[p.pos-1]
		return p.states[p.pos-1], t, render.TurnAngle(t) * (1 - ease(p.progress))
	}
	return p.states[p.pos], cube.Turn{}, 0
}

// ease makes a turn start and stop gently: the cosine ease in and out,
// symmetric so that a reversed turn continues at the same angle.
func ease(x float64) float64 {
	x = max(0, min(x, 1))
	return (1 - math.Cos(math.Pi*x)) / 2
}
