package player

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"cubesolver/render"
	"cubesolver/solver/cube"
)

// checkShown checks that what p would draw is start with the turns played
// so far, by package cube's own reckoning; a turn in progress must lead
// from one played state to the next.
func checkShown(t *testing.T, p *playback, start cube.Facelets, what string) {
	t.Helper()
	want := func(i int) cube.Facelets { return p.alg[:i].Apply(start) }
	f, turn, angle := p.frame()
	switch p.dir {
	case 0:
		if angle != 0 {
			t.Fatalf("%s: still, but angle %v", what, angle)
		}
		if got := f.RelativeToCentres(); got != want(p.pos) {
			t.Fatalf("%s: at %d shows %v, want %v", what, p.pos, got, want(p.pos))
		}
	case 1, -1:
		from := p.pos
		if p.dir < 0 {
			from--
		}
		if got := f.RelativeToCentres(); got != want(from) {
			t.Fatalf("%s: turning from %d shows %v, want %v", what, from, got, want(from))
		}
		if got := render.TurnFacelets(f, turn).RelativeToCentres(); got != want(from+1) {
			t.Fatalf("%s: turn %v does not lead to state %d", what, turn, from+1)
		}
		full := render.TurnAngle(turn)
		if angle*full < 0 || math.Abs(angle) > math.Abs(full)+1e-9 {
			t.Fatalf("%s: angle %v outside 0..%v", what, angle, full)
		}
	default:
		t.Fatalf("%s: dir %d", what, p.dir)
	}
}

func testAlg(t *testing.T) cube.Alg {
	a, err := cube.ParseAlg("R U2 F' Rw M' x E2 S u' y2 L D' z B2")
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestPlaybackSteps(t *testing.T) {
	start := cube.SolvedFacelets().Move(cube.NewMove(cube.F, 1)).Move(cube.NewMove(cube.L, 3))
	alg := testAlg(t)
	p := newPlayback()
	p.load(start, alg)
	checkShown(t, p, start, "loaded")

	p.stepForward()
	if p.dir != 1 || p.reached() != 1 {
		t.Fatalf("step: dir %d reached %d", p.dir, p.reached())
	}
	p.advance(quarterDuration / 3)
	checkShown(t, p, start, "a third into R")
	p.advance(quarterDuration)
	if p.dir != 0 || p.pos != 1 {
		t.Fatalf("after R: dir %d pos %d", p.dir, p.pos)
	}
	checkShown(t, p, start, "after R")

	// U2 takes twice as long as a quarter turn.
	p.stepForward()
	p.advance(quarterDuration * 3 / 2)
	if p.dir != 1 {
		t.Fatal("U2 ended after 1.5 quarter turns' time")
	}
	checkShown(t, p, start, "in U2")
	p.advance(quarterDuration)
	checkShown(t, p, start, "after U2")

	// Back while going forward reverses at the same angle.
	p.stepForward()
	p.advance(quarterDuration / 4)
	_, _, a1 := p.frame()
	p.stepBack()
	_, tr, a2 := p.frame()
	if p.dir != -1 || p.pos != 3 || math.Abs(math.Abs(a1)-math.Abs(a2)) > 1e-9 {
		t.Fatalf("reversed: dir %d pos %d angle %v -> %v (%v)", p.dir, p.pos, a1, a2, tr)
	}
	checkShown(t, p, start, "F' reversed")
	p.advance(time.Second)
	if p.pos != 2 || p.dir != 0 {
		t.Fatalf("after stepping back: pos %d dir %d", p.pos, p.dir)
	}
	checkShown(t, p, start, "back at 2")

	// Step back twice quickly: the first is finished at once.
	p.stepBack()
	p.stepBack()
	if p.pos != 1 || p.dir != -1 {
		t.Fatalf("two steps back: pos %d dir %d", p.pos, p.dir)
	}
	checkShown(t, p, start, "two steps back")

	// Seek and the ends.
	for _, i := range []int{7, 0, len(alg), -5, 99, 4} {
		p.seek(i)
		checkShown(t, p, start, "seek")
		if want := max(0, min(i, len(alg))); p.pos != want {
			t.Fatalf("seek(%d) at %d", i, p.pos)
		}
	}
	p.seek(0)
	p.stepBack()
	if p.dir != 0 {
		t.Error("stepped back before the start")
	}
	p.seek(len(alg))
	p.stepForward()
	if p.dir != 0 {
		t.Error("stepped forward past the end")
	}
}

func TestPlaybackPlay(t *testing.T) {
	start := cube.SolvedFacelets()
	alg := testAlg(t)
	p := newPlayback()
	p.load(start, alg)
	p.play()
	if !p.playing || !p.busy() {
		t.Fatal("not playing")
	}
	// At 60 frames a second the player gets through every turn, each
	// frame showing start plus the turns played.
	var total time.Duration
	for _, tr := range alg {
		total += p.duration(tr)
	}
	frame := time.Second / 60
	for el := time.Duration(0); el < total+frame; el += frame {
		p.advance(frame)
		checkShown(t, p, start, "playing")
	}
	if p.playing || p.pos != len(alg) || p.busy() {
		t.Fatalf("after playing: playing %v pos %d", p.playing, p.pos)
	}
	// One long advance is the same as many short ones: no time is lost
	// between turns.
	p.seek(0)
	p.play()
	p.advance(p.duration(alg[0]) + p.duration(alg[1]) + p.duration(alg[2])/2)
	if p.pos != 2 || p.dir != 1 || math.Abs(p.progress-0.5) > 1e-6 {
		t.Fatalf("pos %d dir %d progress %v, want 2, 1, 0.5", p.pos, p.dir, p.progress)
	}
	checkShown(t, p, start, "long advance")

	// Pause lets the turn in progress finish, then stops.
	p.pause()
	p.advance(time.Minute)
	if p.pos != 3 || p.busy() {
		t.Fatalf("after pause: pos %d busy %v", p.pos, p.busy())
	}
	// Play at the end starts again from the beginning.
	p.seek(len(alg))
	p.play()
	if p.pos != 0 || !p.playing {
		t.Fatalf("play at the end: pos %d playing %v", p.pos, p.playing)
	}
	// An empty sequence never plays.
	p.load(start, nil)
	p.play()
	if p.busy() {
		t.Error("empty sequence plays")
	}
}

func TestPlaybackSpeedMidTurn(t *testing.T) {
	alg := testAlg(t)
	p := newPlayback()
	p.load(cube.SolvedFacelets(), alg)
	p.stepForward() // R: a quarter turn
	p.advance(quarterDuration / 4)
	_, _, before := p.frame()
	p.setSpeed(4)
	_, _, after := p.frame()
	if before != after {
		t.Fatalf("angle jumped from %v to %v on a speed change", before, after)
	}
	// Three quarters of the turn left, four times as fast.
	p.advance(quarterDuration*3/16 - time.Millisecond)
	if p.dir != 1 {
		t.Fatal("turn ended too soon")
	}
	p.advance(2 * time.Millisecond)
	if p.dir != 0 || p.pos != 1 {
		t.Fatalf("turn not over at 4x: dir %d pos %d", p.dir, p.pos)
	}
	p.setSpeed(100)
	if p.speed != maxSpeed {
		t.Errorf("speed %v, want clamped to %v", p.speed, maxSpeed)
	}
	p.setSpeed(0)
	if p.speed != minSpeed {
		t.Errorf("speed %v, want clamped to %v", p.speed, minSpeed)
	}
	p.setSpeed(math.NaN())
	if p.speed != minSpeed {
		t.Errorf("NaN changed the speed to %v", p.speed)
	}
}

// TestPlaybackRandom drives the state machine with random operations and
// checks after each that it shows start plus the turns played.
func TestPlaybackRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	start := cube.SolvedFacelets().Move(cube.NewMove(cube.B, 2))
	alg := testAlg(t)
	p := newPlayback()
	p.load(start, alg)
	ops := []func(){
		p.stepForward, p.stepBack, p.play, p.pause,
		func() { p.seek(rng.IntN(len(alg)+3) - 1) },
		func() { p.setSpeed(0.25 * float64(1+rng.IntN(16))) },
		func() { p.advance(time.Duration(rng.IntN(int(time.Second)))) },
		func() { p.advance(time.Duration(rng.IntN(int(20 * time.Millisecond)))) },
	}
	for i := range 5000 {
		k := rng.IntN(len(ops))
		ops[k]()
		checkShown(t, p, start, fmt.Sprintf("op %d at step %d", k, i))
	}
}

func TestEase(t *testing.T) {
	for _, x := range []float64{0, 0.1, 0.3, 0.5, 0.77, 1} {
		if got := ease(x) + ease(1-x); math.Abs(got-1) > 1e-12 {
			t.Errorf("ease(%v)+ease(1-%v) = %v", x, x, got)
		}
	}
	if ease(-1) != 0 || ease(2) != 1 || ease(0.2) >= 0.2 {
		t.Error("ease out of shape")
	}
}
