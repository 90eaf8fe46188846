package app

import (
	"errors"
	"fmt"
	"image"
	"image/draw"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/scanner"
	"cubesolver/solver/cube"
	"cubesolver/solver/scan/camera"
)

// recordedDir holds frames recorded as a webcam sends them (Motion-JPEG
// without Huffman tables), one of each face, held as the guide asks.
const recordedDir = "../solver/scan/camera/testdata/recorded/"

// recordedCamera plays frames as a camera would: the script, then its
// last frame again and again until closed, or an error where the script
// says so.
type recordedCamera struct {
	mu     sync.Mutex
	script []image.Image // nil stands for an error: the camera unplugged
	next   int
	closed bool
}

func (r *recordedCamera) Name() string { return "Recorded camera" }

func (r *recordedCamera) Frame() (image.Image, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return nil, errors.New("closed")
	}
	img := r.script[min(r.next, len(r.script)-1)]
	r.next++
	if img == nil {
		return nil, errors.New("the device was unplugged")
	}
	return img, nil
}

func (r *recordedCamera) Close() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.closed = true
	return nil
}

func (r *recordedCamera) isClosed() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.closed
}

// recordedFace decodes the recorded frame of face f.
func recordedFace(t *testing.T, f cube.Face) image.Image {
	t.Helper()
	data, err := os.ReadFile(recordedDir + f.String() + ".mjpg")
	if err != nil {
		t.Fatal(err)
	}
	img, err := camera.Decode(camera.MJPEG, 0, 0, data)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// shifted is img moved dx pixels right, the edge it leaves grey: a face
// moving through the picture.
func shifted(img image.Image, dx int) image.Image {
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Bounds(), image.NewUniform(image.Black), image.Point{}, draw.Src)
	draw.Draw(out, out.Bounds().Add(image.Pt(dx, 0)), img, img.Bounds().Min, draw.Src)
	return out
}

// showing is a person showing the faces in the order asked: each face
// brought in (moving, then a frame with no face while it turns), then
// held still, with a pixel of shake.
func showing(t *testing.T, faces []cube.Face) []image.Image {
	var imgs []image.Image
	for _, f := range faces {
		imgs = append(imgs, recordedFace(t, f))
	}
	return showingPictures(imgs, image.Rect(0, 0, 320, 240))
}

// checkRead checks that the editor has the cube want (a facelet string
// and a newline), and a notice that says where it came from.
func checkRead(t *testing.T, tv *testView, want []byte, from string) {
	t.Helper()
	if got := tv.editor.Facelets.String() + "\n"; got != string(want) {
		t.Errorf("editor has %s, want %s", got, want)
	}
	if !strings.Contains(tv.editor.UI.Notice.Text, from) {
		t.Errorf("notice %q", tv.editor.UI.Notice.Text)
	}
}

// showingPictures is a person showing imgs to the camera in turn: each
// brought in (moving, then a blank frame of the size frame while the cube
// is turned), then held still, with a pixel of shake.
func showingPictures(imgs []image.Image, frame image.Rectangle) []image.Image {
	var script []image.Image
	blank := image.NewRGBA(frame)
	for _, img := range imgs {
		script = append(script, blank, shifted(img, 40), shifted(img, 20))
		for k := 0; k < testStill+2; k++ {
			script = append(script, shifted(img, k%2))
		}
	}
	return script
}

// useTestCamera makes the scanner's camera open with open, its frames
// looked at on the test goroutine, a face taken after testStill frames.
func useTestCamera(tv *testView, s *scanner.Scanner, open func() (camera.Camera, error)) {
	s.Camera.Open = open
	s.Camera.Post = tv.session.post
	s.Camera.Still = testStill
}

// testStill is how many still frames take a face in the tests: enough to
// tell still from moving, few because each frame takes a while under the
// race detector.
const testStill = 3

// openTestCamera opens the scanner and its camera on cam.
func openTestCamera(t *testing.T, cam camera.Camera, err error) (*testView, *scanner.Scanner) {
	tv, s := openTestScanner(t)
	useTestCamera(tv, s, func() (camera.Camera, error) { return cam, err })
	test.Tap(findButton(t, s.Pop.Content, "Camera…"))
	if !strings.Contains(s.Status.Text, "Opening the camera") {
		t.Errorf("while the camera opens, the scanner says %q", s.Status.Text)
	}
	tv.pumpUntil(t, "the camera did not open, nor say why", func() bool {
		return s.Camera.Pop.Visible() || !strings.Contains(s.Status.Text, "Opening")
	})
	return tv, s
}

// A person showing the six faces to the camera in the order asked: each
// is taken once held still, the scanner comes back with all six, and Read
// puts the cube in the editor.
func TestCameraReadsTheCube(t *testing.T) {
	skipReadingUnderRace(t, "TestCameraRetake and TestCameraStops (the same frame loop) and TestScannerReadsOffTheUIGoroutine (the cube read off the UI goroutine)")
	want, err := os.ReadFile(recordedDir + "want")
	if err != nil {
		t.Fatal(err)
	}
	cam := &recordedCamera{script: showing(t, scanner.GuideOrder[:])}
	tv, s := openTestCamera(t, cam, nil)
	c := s.Camera
	if !c.Pop.Visible() || s.Pop.Visible() {
		t.Fatal("Camera… did not put the camera's pop-up in the scanner's place")
	}
	if !strings.Contains(c.Guide.Text, "Face 1 of 6: the green centre towards the camera, white on top") {
		t.Errorf("first guide: %q", c.Guide.Text)
	}
	if c.Hold.Image == nil {
		t.Error("no picture of how to hold the cube")
	}
	// Each face is asked for in turn.
	var asked []string
	tv.pumpUntil(t, "the six faces were not all taken", func() bool {
		if n := len(asked); n == 0 || asked[n-1] != c.Guide.Text {
			asked = append(asked, c.Guide.Text)
		}
		return !c.Pop.Visible()
	})
	for k, f := range scanner.GuideOrder {
		if k >= len(asked) || !strings.Contains(asked[k], fmt.Sprintf("Face %d of 6: the %s centre", k+1, puzzle.ColourName(f))) {
			t.Errorf("guide %d: %q, want face %v", k+1, asked, f)
			break
		}
	}
	if !s.Pop.Visible() || s.Read.Disabled() {
		t.Fatalf("after six faces: scanner shown %v, Read enabled %v, status %q", s.Pop.Visible(), !s.Read.Disabled(), s.Status.Text)
	}
	<-c.Stopped
	if !cam.isClosed() {
		t.Error("the camera was left open")
	}
	for _, slot := range s.Slots {
		if slot.Name != "from the camera" || slot.Photo == nil {
			t.Errorf("%v: slot %q", slot.Face, slot.Name)
		}
	}
	test.Tap(s.Read)
	checkRead(t, tv, want, "Read from the camera")
}

// A face taken can be taken again: tapping its chip asks for it.
func TestCameraRetake(t *testing.T) {
	script := showing(t, []cube.Face{cube.F})
	cam := &recordedCamera{script: script}
	tv, s := openTestCamera(t, cam, nil)
	c := s.Camera
	tv.pumpUntil(t, "the F face was not taken", func() bool { return c.Taken[cube.F] })
	if !strings.Contains(c.Guide.Text, "Face 2 of 6: the red centre") {
		t.Errorf("after F: %q", c.Guide.Text)
	}
	// A face not taken yet can be asked for out of turn.
	test.Tap(findButton(t, c.Pop.Content, "blue"))
	if c.Target != cube.B || !strings.Contains(c.Guide.Text, "Now: the blue centre") {
		t.Errorf("after tapping blue: target %v, %q", c.Target, c.Guide.Text)
	}
	test.Tap(findButton(t, c.Pop.Content, "green"))
	if c.Taken[cube.F] || c.Target != cube.F || !strings.Contains(c.Guide.Text, "Again: the green centre") {
		t.Fatalf("after tapping green: taken %v, target %v, %q", c.Taken[cube.F], c.Target, c.Guide.Text)
	}
	// The camera still shows F: it is taken again.
	tv.pumpUntil(t, "the F face was not taken again", func() bool { return c.Taken[cube.F] })
	if c.Target != cube.R {
		t.Errorf("after F again, asks for %v", c.Target)
	}
	// Escape goes back to the scanner and closes the camera.
	tv.w.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if c.Pop.Visible() || !s.Pop.Visible() {
		t.Fatal("Escape did not go back to the scanner")
	}
	<-c.Stopped
	if !cam.isClosed() || !s.Slots[cube.F].OK || s.Slots[cube.R].OK {
		t.Errorf("camera closed %v; F ok %v, R ok %v", cam.isClosed(), s.Slots[cube.F].OK, s.Slots[cube.R].OK)
	}
}

// Without a camera, the scanner says why and offers photos.
func TestCameraMissing(t *testing.T) {
	tv, s := openTestCamera(t, nil, fmt.Errorf("%w: the system shows no video device (/dev/video*)", camera.ErrNoCamera))
	if !s.Pop.Visible() || s.Camera.Pop.Visible() {
		t.Fatal("the scanner did not stay")
	}
	if got := s.Status.Text; !strings.Contains(got, "No camera found: the system shows no video device") || !strings.Contains(got, "photos of the faces instead") {
		t.Errorf("status %q", got)
	}
	// Opening a photo then says what is still missing, as before.
	s.Load(cube.U, photoDir+"U.jpg")
	tv.photosRead(t)
	if !strings.Contains(s.Status.Text, "Still to open: R F D L B") {
		t.Errorf("status after a photo: %q", s.Status.Text)
	}
}

// A camera that stops mid-way is told; the faces taken stay.
func TestCameraStops(t *testing.T) {
	script := append(showing(t, []cube.Face{cube.F}), nil)
	cam := &recordedCamera{script: script}
	tv, s := openTestCamera(t, cam, nil)
	c := s.Camera
	tv.pumpUntil(t, "the camera's end was not told", func() bool { return strings.Contains(c.Status.Text, "camera stopped") })
	if !strings.Contains(c.Status.Text, "the device was unplugged") {
		t.Errorf("status %q", c.Status.Text)
	}
	<-c.Stopped
	test.Tap(findButton(t, c.Pop.Content, "Back to photos"))
	if !s.Slots[cube.F].OK || !s.Pop.Visible() {
		t.Error("the face taken before the camera stopped was lost")
	}
	// Opened again, the camera asks for the faces still missing.
	cam2 := &recordedCamera{script: showing(t, []cube.Face{cube.R})}
	s.Camera.Open = func() (camera.Camera, error) { return cam2, nil }
	test.Tap(findButton(t, s.Pop.Content, "Camera…"))
	tv.pumpUntil(t, "the camera did not open again", c.Pop.Visible)
	if c.Target != cube.R || !strings.Contains(c.Guide.Text, "Face 2 of 6") {
		t.Errorf("reopened: asks for %v, %q", c.Target, c.Guide.Text)
	}
	tv.pumpUntil(t, "R was not taken", func() bool { return c.Taken[cube.R] })
	c.Back()
	<-c.Stopped
}

// With SCANNER_SHOTS=DIR, keeps pictures of the camera's pop-up: asking
// for the first face, and part-way through.
func TestCameraShots(t *testing.T) {
	dir := os.Getenv("SCANNER_SHOTS")
	if dir == "" {
		t.Skip("set SCANNER_SHOTS=DIR to write pictures")
	}
	cam := &recordedCamera{script: showing(t, scanner.GuideOrder[:3])}
	tv, s := openTestScanner(t)
	tv.w.Resize(fyne.NewSize(1200, 720))
	useTestCamera(tv, s, func() (camera.Camera, error) { return cam, nil })
	test.Tap(findButton(t, s.Pop.Content, "Camera…"))
	tv.pumpUntil(t, "the camera did not open", s.Camera.Pop.Visible)
	shot := shooter(t, tv, dir)
	c := s.Camera
	tv.pumpUntil(t, "no frame shown", func() bool { return c.Preview.Photo != nil && c.Preview.Found })
	shot("camera-first-face.png")
	tv.pumpUntil(t, "faces not taken", func() bool { return c.Taken[cube.R] && c.Progress.Value > 0.3 })
	shot("camera-third-face.png")
	c.Back()
	<-c.Stopped
	shot("camera-back-to-photos.png")
}

// The scanner closed while the camera opens: the camera is closed again
// and nothing pops up.
func TestCameraScannerClosedWhileOpening(t *testing.T) {
	tv, s := openTestScanner(t)
	cam := &recordedCamera{script: showing(t, []cube.Face{cube.F})}
	release := make(chan struct{})
	useTestCamera(tv, s, func() (camera.Camera, error) { <-release; return cam, nil })
	test.Tap(findButton(t, s.Pop.Content, "Camera…"))
	s.Keys.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.Pop.Visible() {
		t.Fatal("Escape did not close the scanner")
	}
	close(release)
	// The camera opens, finds the scanner gone, and stops.
	tv.pumpUntil(t, "the camera's opening was not seen", func() bool { return s.Camera.Stop == nil })
	select {
	case <-s.Camera.Stopped:
	case <-time.After(time.Minute): // a hang, not a slow machine
		t.Fatal("the camera was not closed")
	}
	tv.flush()
	if s.Camera.Pop.Visible() || !cam.isClosed() {
		t.Errorf("camera pop-up shown %v, camera closed %v", s.Camera.Pop.Visible(), cam.isClosed())
	}
}

// A camera whose picture is black and white (a mono or night mode) is told,
// as a photo in black and white is, and no face is taken from it: its
// greys were read as colours. Once the picture is in colour the message
// goes and the face is taken.
func TestCameraBlackAndWhite(t *testing.T) {
	skipReadingUnderRace(t, "TestCameraRetake and TestCameraStops (the same frame loop)")
	face := recordedFace(t, cube.F)
	grey := image.NewGray(face.Bounds())
	draw.Draw(grey, grey.Rect, face, face.Bounds().Min, draw.Src)
	var script []image.Image
	for k := 0; k < testStill+2; k++ {
		script = append(script, shifted(grey, k%2))
	}
	script = append(script, showing(t, []cube.Face{cube.F})...)
	cam := &recordedCamera{script: script}
	tv, s := openTestCamera(t, cam, nil)
	c := s.Camera
	tv.pumpUntil(t, "the black-and-white picture was not told", func() bool { return strings.Contains(c.Status.Text, "black and white") })
	if c.Taken[cube.F] {
		t.Error("a face was taken from the black-and-white picture")
	}
	tv.pumpUntil(t, "the F face was not taken in colour", func() bool { return c.Taken[cube.F] })
	if c.Status.Text != "" {
		t.Errorf("in colour, the status still says %q", c.Status.Text)
	}
	c.Back()
	<-c.Stopped
}
