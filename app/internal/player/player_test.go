package player

import (
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubesolver/render"
	"cubesolver/solver/cube"
)

// playerFrames, when set, makes the player tests write what the window
// shows there, to be looked at.
var playerFrames = flag.String("frames", "", "write captures of the player widget to this directory")

// fakeClock stands in for time.Now, moved on by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

// run lets d pass in frames of 1/60 s, as the animation would, ticking the
// player's clock.
func (c *fakeClock) run(p *Player, d time.Duration) {
	for el := time.Duration(0); el < d; el += time.Second / 60 {
		c.t = c.t.Add(time.Second / 60)
		if p.ticker.running() {
			p.ticker.tick()
		}
	}
}

func newTestPlayer(t *testing.T, moves string) (*Player, fyne.Window, *fakeClock) {
	t.Helper()
	test.NewTempApp(t)
	p := NewPlayer()
	clock := &fakeClock{t: time.Unix(1e9, 0)}
	p.ticker.now = clock.now
	alg, err := cube.ParseAlg(moves)
	if err != nil {
		t.Fatal(err)
	}
	p.Load(cube.SolvedFacelets(), alg)
	w := test.NewTempWindow(t, p)
	w.Resize(fyne.NewSize(520, 640))
	return p, w, clock
}

func capture(t *testing.T, w fyne.Window, name string) image.Image {
	t.Helper()
	img := w.Canvas().Capture()
	if *playerFrames != "" {
		if err := os.MkdirAll(*playerFrames, 0o755); err != nil {
			t.Fatal(err)
		}
		f, err := os.Create(filepath.Join(*playerFrames, name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
	}
	return img
}

// cubePixels counts the pixels of img in the player's cube area that have
// colour c (exactly, after shading by any of the faces' light).
func countColour(img image.Image, r image.Rectangle, match func(r, g, b uint8) bool) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if match(uint8(cr>>8), uint8(cg>>8), uint8(cb>>8)) {
				n++
			}
		}
	}
	return n
}

func cubeRect(w fyne.Window, p *Player) image.Rectangle {
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(p.cube)
	s := w.Canvas().Scale()
	size := p.cube.Size()
	return image.Rect(int(pos.X*s), int(pos.Y*s), int((pos.X+size.Width)*s), int((pos.Y+size.Height)*s))
}

func TestPlayerShowsCube(t *testing.T) {
	p, w, clock := newTestPlayer(t, "R U R' U'")
	img := capture(t, w, "widget_start")
	r := cubeRect(w, p)
	if r.Dx() < minCubeSize || r.Dy() < minCubeSize {
		t.Fatalf("cube area %v is smaller than its minimum", r)
	}
	green := func(r, g, b uint8) bool { return g > 100 && r < 60 && b < 100 }
	white := func(r, g, b uint8) bool { return r > 140 && g > 140 && b > 140 }
	red := func(r, g, b uint8) bool { return r > 100 && g < 40 && b < 60 }
	for name, m := range map[string]func(r, g, b uint8) bool{"green": green, "white": white, "red": red} {
		if n := countColour(img, r, m); n < r.Dx()*r.Dy()/100 {
			t.Errorf("the solved cube shows only %d %s pixels", n, name)
		}
	}
	// White U is above green F: the white pixels' mean height is smaller.
	meanY := func(m func(r, g, b uint8) bool) float64 {
		sum, n := 0, 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				cr, cg, cb, _ := img.At(x, y).RGBA()
				if m(uint8(cr>>8), uint8(cg>>8), uint8(cb>>8)) {
					sum, n = sum+y, n+1
				}
			}
		}
		return float64(sum) / float64(max(n, 1))
	}
	if meanY(white) >= meanY(green) {
		t.Error("white is not above green")
	}

	// Mid-turn the picture differs from both ends.
	p.StepForward()
	clock.run(p, quarterDuration/2)
	mid := capture(t, w, "widget_mid_R")
	p.Seek(1)
	after := capture(t, w, "widget_after_R")
	if sameImage(mid, img) || sameImage(mid, after) || sameImage(img, after) {
		t.Error("mid-turn frame is the same as an end")
	}
}

func sameImage(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}

func TestPlayerButtons(t *testing.T) {
	p, w, clock := newTestPlayer(t, "R U2 x M'")
	c := p.Controls
	var changes []int
	p.OnChange = func(i int) { changes = append(changes, i) }

	if !c.back.Disabled() == true || c.start.Disabled() == false {
		t.Error("back/start enabled at the start")
	}
	test.Tap(c.forward)
	if p.Played() != 1 || !p.ticker.running() {
		t.Fatalf("after Step: played %d, ticking %v", p.Played(), p.ticker.running())
	}
	clock.run(p, time.Second)
	if p.ticker.running() {
		t.Error("still ticking when idle")
	}
	test.Tap(c.end)
	if p.Played() != 4 || !c.forward.Disabled() {
		t.Errorf("End: played %d, forward disabled %v", p.Played(), c.forward.Disabled())
	}
	test.Tap(c.back)
	clock.run(p, time.Second)
	if p.Played() != 3 {
		t.Errorf("Back: played %d", p.Played())
	}
	test.Tap(c.start)
	if p.Played() != 0 {
		t.Errorf("Start: played %d", p.Played())
	}
	if want := []int{1, 4, 3, 0}; !equalInts(changes, want) {
		t.Errorf("OnChange got %v, want %v", changes, want)
	}

	// Play runs to the end through the clock, the button showing Pause
	// meanwhile.
	test.Tap(c.play)
	if !p.Playing() {
		t.Fatal("not playing")
	}
	clock.run(p, 600*time.Millisecond)
	if p.Played() < 2 {
		t.Errorf("played %d after 0.6 s", p.Played())
	}
	capture(t, w, "widget_playing")
	clock.run(p, 5*time.Second)
	if p.Playing() || p.Played() != 4 || p.ticker.running() {
		t.Errorf("after playing: playing %v played %d", p.Playing(), p.Played())
	}
	want := render.AlgFacelets(cube.SolvedFacelets(), p.Alg())
	if p.Facelets() != want {
		t.Error("the end state is not start + moves")
	}
	// Tapping a move jumps to the state after it and highlights it.
	tapMove(c.Moves, 1)
	if p.Played() != 2 || c.Moves.current != 1 {
		t.Errorf("move tapped: played %d", p.Played())
	}
	capture(t, w, "widget_move2")
	// The scrubber seeks.
	c.Scrub.SetValue(3)
	if p.Played() != 3 {
		t.Errorf("scrubbed to 3, played %d", p.Played())
	}
	// The speed control sets the speed.
	c.Speed.SetSelected("4×")
	if p.Speed() != 4 {
		t.Errorf("speed %v", p.Speed())
	}
	p.SetSpeed(0.25)
	if c.Speed.Selected != "0.25×" {
		t.Errorf("speed control shows %q", c.Speed.Selected)
	}
}

// Back at the start, the list of moves shows the first again: it stayed
// scrolled to the last, where the end had taken it, so the move to play
// next was out of view.
func TestPlayerStartShowsFirstMove(t *testing.T) {
	p, _, _ := newTestPlayer(t, "R U F D L B R' U' F' D' L' B' R2 U2 F2 D2 L2 B2 R U F D L B R' U' F' D' L' B'")
	c := p.Controls
	test.Tap(c.end)
	if c.Moves.top == 0 {
		t.Fatalf("the list did not scroll to the last of %d moves (view %v)", p.Len(), c.Moves.Size())
	}
	test.Tap(c.start)
	if top := c.Moves.top; top != 0 {
		t.Errorf("at the start the list is scrolled to row %v: the first move is out of view", top)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestPlayerKeys(t *testing.T) {
	p, w, clock := newTestPlayer(t, "F B' L2")
	test.Tap(p.cube)
	if w.Canvas().Focused() != p.FocusTarget() {
		t.Fatal("a tap on the cube does not focus the player")
	}
	key := func(k fyne.KeyName) { w.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: k}) }
	key(fyne.KeyRight)
	key(fyne.KeyRight)
	clock.run(p, time.Second)
	if p.Played() != 2 {
		t.Errorf("→ → played %d", p.Played())
	}
	key(fyne.KeyLeft)
	if p.Played() != 1 {
		t.Errorf("← played %d", p.Played())
	}
	key(fyne.KeyEnd)
	if p.Played() != 3 {
		t.Errorf("End played %d", p.Played())
	}
	key(fyne.KeyHome)
	if p.Played() != 0 {
		t.Errorf("Home played %d", p.Played())
	}
	key(fyne.KeySpace)
	if !p.Playing() {
		t.Error("Space did not play")
	}
	key(fyne.KeySpace)
	if p.Playing() {
		t.Error("Space did not pause")
	}
	if p.HandleKey(fyne.KeyA) {
		t.Error("HandleKey took A")
	}
}

func TestPlayerDragView(t *testing.T) {
	p, w, _ := newTestPlayer(t, "")
	before := capture(t, w, "widget_view_default")
	v0 := p.View()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(p.cube).Add(fyne.NewPos(100, 100))
	test.Drag(w.Canvas(), pos, 60, 40)
	v := p.View()
	if v.Yaw >= v0.Yaw || v.Pitch <= v0.Pitch {
		t.Errorf("drag right-down: view %+v from %+v", v, v0)
	}
	after := capture(t, w, "widget_view_dragged")
	if sameImage(before, after) {
		t.Error("the picture did not change with the view")
	}
	// Pitch stops short of straight down.
	test.Drag(w.Canvas(), pos, 0, 5000)
	if p.View().Pitch > maxPitch {
		t.Errorf("pitch %v", p.View().Pitch)
	}
	test.DoubleTap(p.cube)
	if p.View() != render.DefaultView() {
		t.Errorf("double tap: view %+v", p.View())
	}
	// An empty sequence: the controls are off and nothing plays.
	p.Play()
	if p.Playing() || !p.Controls.play.Disabled() || !p.Controls.Scrub.Disabled() {
		t.Error("empty player plays or has controls on")
	}
}

// tapMove taps move i of the list, in the middle of where it is drawn.
func tapMove(l *moveList, i int) {
	test.TapAt(l, l.cellPos(i).AddXY(l.cell.Width/2, l.cell.Height/2))
}

// The list of moves is one Tab stop, whose arrow keys go along the moves
// and keep the focus there, so that the next Tab goes on past the list.
// Before, every move was a button: Space on one jumped there, and Tab
// went on along thousands of them.
func TestMoveListKeepsTheFocus(t *testing.T) {
	p, w, _ := newTestPlayer(t, "R U R' U' F2 B2")
	c := w.Canvas()
	l := p.Controls.Moves
	c.Focus(l)
	key := func(k fyne.KeyName) { c.Focused().TypedKey(&fyne.KeyEvent{Name: k}) }
	key(fyne.KeyRight)
	key(fyne.KeyRight)
	if p.Played() != 2 || l.current != 1 || c.Focused() != fyne.Focusable(l) {
		t.Errorf("→ → on the list: played %d, move %d highlighted, the focus on %T", p.Played(), l.current+1, c.Focused())
	}
	key(fyne.KeyLeft)
	if p.Played() != 1 {
		t.Errorf("← on the list: played %d", p.Played())
	}
	key(fyne.KeyDown)
	if want := min(1+l.cols(), p.Len()); p.Played() != want {
		t.Errorf("↓ on the list of %d columns: played %d, want %d", l.cols(), p.Played(), want)
	}
	key(fyne.KeyEnd)
	if p.Played() != p.Len() {
		t.Errorf("End on the list: played %d", p.Played())
	}
	key(fyne.KeySpace)
	if !p.Playing() {
		t.Error("Space on the list did not play")
	}
	c.FocusNext()
	if c.Focused() == fyne.Focusable(l) {
		t.Error("Tab stayed on the list")
	}
}

// Step forward pressed with Space until the end, where it is disabled:
// Play or pause takes the focus, which stayed on the disabled button.
func TestStepToTheEndHandsTheFocusToPlay(t *testing.T) {
	p, w, clock := newTestPlayer(t, "R U")
	c := w.Canvas()
	fwd := p.Controls.forward
	c.Focus(fwd)
	for range 2 {
		fwd.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
		clock.run(p, 2*time.Second)
	}
	if p.Played() != 2 || !fwd.Disabled() || c.Focused() != fyne.Focusable(p.Controls.play) {
		t.Errorf("at the end: played %d, forward disabled %v, the focus on %T", p.Played(), fwd.Disabled(), c.Focused())
	}
}

// Dragging the scrubber while playing pauses: the turns played stay where
// the pointer put them, the thumb under the pointer. Playing went on under
// the drag, and the thumb ran away from the pointer holding it.
func TestPlayerScrubDragPauses(t *testing.T) {
	p, w, clock := newTestPlayer(t, "R U F D L B R' U' F' D' L' B'")
	c := p.Controls
	p.Play()
	clock.run(p, quarterDuration/2)
	bar := fyne.CurrentApp().Driver().AbsolutePositionForObject(c.Scrub)
	// test.Drag delivers one event, where the pointer has got to.
	mid := bar.Add(fyne.NewPos(c.Scrub.Size().Width/2, c.Scrub.Size().Height/2))
	test.Drag(w.Canvas(), mid, 10, 0)
	at := p.Played()
	if at < 3 || at > 9 {
		t.Fatalf("dragged to the middle of the bar: at %d of %d", at, p.Len())
	}
	clock.run(p, 3*time.Second)
	if p.Playing() || p.Played() != at || c.Scrub.Value != float64(at) {
		t.Errorf("after the drag: playing %v, at %d (dragged to %d), thumb at %v", p.Playing(), p.Played(), at, c.Scrub.Value)
	}
	// So does a tap on the bar.
	p.Play()
	test.TapAt(c.Scrub, fyne.NewPos(c.Scrub.Size().Width*0.9, c.Scrub.Size().Height/2))
	at = p.Played()
	clock.run(p, 3*time.Second)
	if p.Playing() || p.Played() != at {
		t.Errorf("after a tap on the bar: playing %v, at %d (tapped %d)", p.Playing(), p.Played(), at)
	}
}

// A solution of no moves (the cube was solved already) is held with a
// caption that promises nothing: it said "Space plays it", and Space did
// nothing, the player having nothing to play.
func TestHoldEmptySolutionCaption(t *testing.T) {
	test.NewTempApp(t)
	pane := NewPlayPane()
	test.NewTempWindow(t, pane.Content)
	pane.HoldSolution(cube.SolvedFacelets(), nil, "Solution")
	if txt := pane.Caption.Text; strings.Contains(txt, "Space") || !strings.Contains(txt, "0 moves") {
		t.Errorf("a solution of 0 moves is held with the caption %q", txt)
	}
	pane.HoldSolution(cube.SolvedFacelets(), []cube.Move{cube.NewMove(cube.R, 1)}, "Solution")
	if txt := pane.Caption.Text; !strings.Contains(txt, "Space plays it") || !strings.HasPrefix(txt, "Solution · 1 move · ") {
		t.Errorf("a solution of 1 move is held with the caption %q", txt)
	}
}

// While the pointer is over the list of moves, the list does not scroll
// by itself: a click lands on the move that was under the pointer a moment
// ago. It scrolled with the turns played, and a click aimed at a move
// while playing jumped to another one. When the pointer leaves, the list
// shows the move just played.
func TestMoveListStillUnderPointer(t *testing.T) {
	p, w, clock := newTestPlayer(t, "R U F D L B R' U' F' D' L' B' R2 U2 F2 D2 L2 B2 R U")
	c := p.Controls
	drv := fyne.CurrentApp().Driver()
	l := c.Moves
	const aimed = 9
	inside := func(i int, at fyne.Position) bool {
		return l.shown(i) && l.moveAt(at.Subtract(drv.AbsolutePositionForObject(l))) == i
	}
	if !l.shown(aimed) || l.shown(p.Len()-1) {
		t.Fatalf("the test wants move 10 in view and the last out of view (list %v)", l.Size())
	}
	pointer := drv.AbsolutePositionForObject(l).Add(l.cellPos(aimed)).AddXY(l.cell.Width/2, l.cell.Height/2)
	test.MoveMouse(w.Canvas(), pointer)
	p.Play()
	clock.run(p, time.Minute)
	if p.Played() != p.Len() {
		t.Fatalf("played %d of %d", p.Played(), p.Len())
	}
	if !inside(aimed, pointer) {
		t.Errorf("the list scrolled under the pointer: to row %v", l.top)
	}
	test.TapAt(l, pointer.Subtract(drv.AbsolutePositionForObject(l)))
	if p.Played() != 10 {
		t.Errorf("a click on move 10 went to %d", p.Played())
	}
	// Moves played with the keys while the pointer rests on the list.
	for range 8 {
		p.StepForward()
	}
	if !inside(aimed, pointer) {
		t.Errorf("stepping scrolled the list under the pointer: to row %v", l.top)
	}
	// The pointer leaves: the list shows the move just played.
	test.MoveMouse(w.Canvas(), drv.AbsolutePositionForObject(p.cube).Add(fyne.NewPos(50, 50)))
	if !l.shown(p.Played() - 1) {
		t.Errorf("after the pointer left, move %d is out of view (list at row %v)", p.Played(), l.top)
	}
}

// A new sequence loaded with the pointer resting on the old list (Solve
// pressed again by key) follows its turns as played: the pointer was
// still counted over the old moves, gone, and the list stood still.
func TestMoveListNewSequenceFollows(t *testing.T) {
	moves := "R U F D L B R' U' F' D' L' B' R2 U2 F2 D2 L2 B2 R U"
	p, w, clock := newTestPlayer(t, moves)
	c := p.Controls
	drv := fyne.CurrentApp().Driver()
	l := c.Moves
	test.MoveMouse(w.Canvas(), drv.AbsolutePositionForObject(l).Add(l.cellPos(3)).AddXY(l.cell.Width/2, l.cell.Height/2))
	alg, err := cube.ParseAlg(moves)
	if err != nil {
		t.Fatal(err)
	}
	p.Load(cube.SolvedFacelets(), alg)
	p.Play()
	clock.run(p, time.Minute)
	if !l.shown(p.Len() - 1) {
		t.Errorf("played to the end of the new list, its last move is out of view (list at row %v)", l.top)
	}
}

// The count has room for what it says with a long sequence too: typed
// moves may make thousands of turns ("(R U R' U')300"), and "1200 / 1200"
// ran out of its slot, over the edge of the player, which has the room of
// "888 / 888" (so that the scrubber keeps its length as the count grows).
func TestPlayerCountFitsLongSequences(t *testing.T) {
	p, w, _ := newTestPlayer(t, "")
	c := p.Controls
	for _, s := range []string{"R U R' U'", "(R U R' U')300", "(R U R' U')2500"} {
		alg, err := cube.ParseAlg(s)
		if err != nil {
			t.Fatal(err)
		}
		p.Load(cube.SolvedFacelets(), alg)
		w.Content().Refresh()
		length := c.Scrub.Size().Width
		for _, i := range []int{0, 9, 99, 999, p.Len()} {
			p.Seek(i)
			if need, has := c.count.MinSize().Width, c.count.Size().Width; need > has+0.5 {
				t.Errorf("%d turns, at %d: the count %q needs %v wide, has %v", p.Len(), i, c.count.Text, need, has)
			}
			if c.Scrub.Size().Width != length {
				t.Errorf("%d turns, at %d: the scrubber changed length", p.Len(), i)
			}
		}
		end := fyne.CurrentApp().Driver().AbsolutePositionForObject(c.count).X + c.count.Size().Width
		if end > w.Canvas().Size().Width {
			t.Errorf("%d turns: the count ends at %v, past the window's edge %v", p.Len(), end, w.Canvas().Size().Width)
		}
	}
}

// countObjects counts o and everything under it, widgets' insides too.
func countObjects(o fyne.CanvasObject) int {
	n := 1
	var kids []fyne.CanvasObject
	switch x := o.(type) {
	case *fyne.Container:
		kids = x.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(x).Objects()
	}
	for _, k := range kids {
		n += countObjects(k)
	}
	return n
}

// A sequence of 10,000 turns, typed as "(R U R' U')2500", makes a list
// that draws only the rows in view. It made a button a turn: 60,000
// objects, over a second to load, and 10,000 Tab stops. It still jumps to
// a move tapped and follows the move played.
func TestMoveListLongSequence(t *testing.T) {
	p, w, _ := newTestPlayer(t, "")
	l := p.Controls.Moves
	short := countObjects(w.Content())
	alg, err := cube.ParseAlg("(R U R' U')2500")
	if err != nil {
		t.Fatal(err)
	}
	p.Load(cube.SolvedFacelets(), alg)
	w.Content().Refresh()
	if n := countObjects(w.Content()); n > short+4*moveListRows*l.cols()+10 {
		t.Errorf("%d turns loaded: %d objects, %d with no moves", p.Len(), n, short)
	}
	p.Seek(5000)
	if l.current != 4999 || !l.shown(4999) {
		t.Errorf("at 5000: move %d highlighted, shown %v", l.current+1, l.shown(4999))
	}
	next := 5000
	if !l.shown(next) {
		next = 4998
	}
	tapMove(l, next)
	if p.Played() != next+1 || l.current != next {
		t.Errorf("a tap on move %d went to %d, move %d highlighted", next+1, p.Played(), l.current+1)
	}
	p.GoToEnd()
	if !l.shown(p.Len() - 1) {
		t.Errorf("at the end, the last move is out of view (row %d)", l.top)
	}
	p.GoToStart()
	if l.top != 0 {
		t.Errorf("at the start, the list is at row %d", l.top)
	}
}

// The pointer on the list's scrollbar is over the list: the list went on
// following the moves played as if the pointer had left it, and the
// thumb ran away from under the pointer about to grab it.
func TestMoveListStillUnderPointerOnScrollbar(t *testing.T) {
	p, w, clock := newTestPlayer(t, "R U F D L B R' U' F' D' L' B' R2 U2 F2 D2 L2 B2 R U")
	l := p.Controls.Moves
	drv := fyne.CurrentApp().Driver()
	if l.maxTop() == 0 {
		t.Fatalf("the test wants a list that scrolls (list %v)", l.Size())
	}
	thumb := drv.AbsolutePositionForObject(l.thumb)
	pointer := fyne.NewPos(drv.AbsolutePositionForObject(l).X+l.Size().Width-2, thumb.Y+2)
	test.MoveMouse(w.Canvas(), pointer)
	p.Play()
	clock.run(p, time.Minute)
	at, size := drv.AbsolutePositionForObject(l.thumb), l.thumb.Size()
	under := pointer.X >= at.X && pointer.Y >= at.Y && pointer.X < at.X+size.Width && pointer.Y < at.Y+size.Height
	if p.Played() != p.Len() || l.top != 0 || !under {
		t.Errorf("played %d of %d with the pointer on the scrollbar: the list scrolled to row %d, the thumb from under the pointer %v", p.Played(), p.Len(), l.top, !under)
	}
	test.MoveMouse(w.Canvas(), drv.AbsolutePositionForObject(p.cube).AddXY(50, 50))
	if !l.shown(p.Len() - 1) {
		t.Errorf("after the pointer left, the last move is out of view (row %d)", l.top)
	}
}

// The wheel scrolls one row a notch (Fyne's 25 units), evenly, and the
// first notch back moves too: with half a row a step, every fourth notch
// moved two rows, and the first notch up after three down did nothing.
func TestMoveListWheel(t *testing.T) {
	p, _, _ := newTestPlayer(t, "(R U R' U')25")
	l := p.Controls.Moves
	notch := func(dy float32) { l.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, dy)}) }
	for k := 1; k <= 8; k++ {
		notch(-25)
		if l.top != k {
			t.Fatalf("%d notches down: row %d at the top", k, l.top)
		}
	}
	notch(25)
	if l.top != 7 {
		t.Errorf("a notch up after eight down: row %d at the top, want 7", l.top)
	}
	for range 5 {
		notch(-10) // a touchpad's small steps
	}
	if l.top != 9 {
		t.Errorf("five touchpad steps of 10: row %d at the top, want 9", l.top)
	}
}

// Narrowed, the list keeps the move played in view: it kept its first
// row's first move, which left the current one below the rows shown.
func TestMoveListNarrowedKeepsCurrent(t *testing.T) {
	p, w, _ := newTestPlayer(t, "(R U R' U')25")
	l := p.Controls.Moves
	w.Resize(fyne.NewSize(900, 640))
	p.Seek(64)
	if !l.shown(63) {
		t.Fatalf("at 64, wide: move 64 not shown (row %d at the top, %d columns)", l.top, l.cols())
	}
	w.Resize(fyne.NewSize(420, 640))
	if !l.shown(63) {
		t.Errorf("narrowed to %d columns: move 64 not shown (row %d at the top)", l.cols(), l.top)
	}
}
