package scanner

import (
	"fmt"
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"cubesolver/app/internal/words"
	"cubesolver/render"
	"cubesolver/solver/cube"
	"cubesolver/solver/scan/camera"
	"cubesolver/solver/scan/photo"
)

// cameraScan reads the faces from a live camera, in a pop-up that takes
// the scanner's place: the camera's picture with the face found outlined,
// a picture of how to hold the cube for the face asked for, and a bar that
// fills while the face is held still. Each face taken goes into its slot
// in the scanner, as a photo would; when all six are in, the scanner comes
// back to read the cube.
type cameraScan struct {
	s *Scanner
	// Open opens the camera; tests give a recorded one.
	Open func() (camera.Camera, error)
	// Post runs a function on the UI goroutine; tests run it themselves.
	Post func(func())
	// Still is how many still frames take a face: stillFrames, fewer in
	// tests, where each frame is slow under the race detector.
	Still int

	Pop      *widget.PopUp
	Heading  *widget.Label
	Preview  *quadEditor
	Hold     *canvas.Image
	Guide    *widget.Label
	Progress *widget.ProgressBar
	Chips    [6]*widgets.KeyButton // in guideOrder
	Status   *widget.Label
	keys     *widgets.DialogKeys

	steady *camera.Steady
	Taken  [6]bool   // by face
	Target cube.Face // the face asked for
	// corners reads the two corners instead of the six faces: view is the
	// corner asked for, cornerTaken those taken.
	corners     bool
	view        photo.CornerView
	cornerTaken [2]bool
	faceChips   fyne.CanvasObject // the six faces' chips, or
	cornerChips fyne.CanvasObject // the two corners'
	cornerChip  [2]*widgets.KeyButton
	chipsLabel  *widget.Label
	// Stop is closed to stop the camera's frame loop; Stopped is closed
	// once that loop has closed the camera.
	Stop, Stopped chan struct{}
	// grey says that the status says the frames are black and white.
	grey bool
}

// GuideOrder is the order the faces are asked for: round the middle with
// white on top, a quarter turn each, then white and yellow.
var GuideOrder = [6]cube.Face{cube.F, cube.R, cube.B, cube.L, cube.U, cube.D}

// scanTop is the face on top as each face is held to the camera: the face
// above it on the net.
var scanTop = [6]cube.Face{cube.U: cube.B, cube.R: cube.U, cube.F: cube.U, cube.D: cube.F, cube.L: cube.U, cube.B: cube.U}

// fromCamera names a face taken by the camera, in its slot.
const fromCamera = "from the camera"

// stillFrames is how many frames in a row a face is held still to be
// taken: under half a second at the rate frames are looked at (about 20
// a second here).
const stillFrames = 8

func newCameraScan(s *Scanner) *cameraScan {
	c := &cameraScan{s: s, Open: camera.Open, Post: fyne.Do, Still: stillFrames}
	c.Heading = widget.NewLabelWithStyle("Read the cube with the camera", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.Heading.Truncation = fyne.TextTruncateEllipsis
	c.Preview = newQuadEditor(fyne.NewSize(400, 300))
	c.Preview.live = true
	c.Hold = canvas.NewImageFromImage(nil)
	c.Hold.FillMode = canvas.ImageFillContain
	c.Hold.SetMinSize(fyne.NewSquareSize(150))
	c.Guide = widget.NewLabel("")
	c.Guide.Wrapping = fyne.TextWrapWord
	c.Progress = widget.NewProgressBar()
	c.Progress.TextFormatter = func() string {
		if c.Progress.Value == 0 {
			return "hold the face still"
		}
		return "keep still…"
	}
	chips := container.NewGridWithColumns(3)
	for k, f := range GuideOrder {
		face := f
		c.Chips[k] = widgets.NewKeyButton(faceChip(puzzle.Cube3, f), func() { c.retake(face) })
		chips.Add(c.Chips[k])
	}
	cornerChips := container.NewGridWithColumns(2)
	for v := range c.cornerChip {
		view := photo.CornerView(v)
		c.cornerChip[v] = widgets.NewKeyButton([2]string{"First corner", "Second corner"}[v], func() { c.retakeCorner(view) })
		cornerChips.Add(c.cornerChip[v])
	}
	c.faceChips, c.cornerChips = chips, cornerChips
	c.chipsLabel = widget.NewLabel("Faces (✓ taken; tap one to take it now):")
	c.Status = widget.NewLabel("")
	c.Status.Wrapping = fyne.TextWrapWord
	back := widgets.NewKeyButtonWithIcon("Back to photos", theme.NavigateBackIcon(), c.Back)
	c.keys = &widgets.DialogKeys{OnEnter: func() {}, OnEscape: c.Back}
	c.keys.ExtendBaseWidget(c.keys)
	side := container.NewVBox(c.Hold, container.New(widgets.FixedHeight{Lines: 3}, c.Guide), c.Progress,
		c.chipsLabel, container.NewStack(chips, cornerChips))
	body := container.NewBorder(nil, nil, nil, container.New(widgets.FixedWidth{Width: 220}, side), c.Preview)
	c.Pop = widget.NewModalPopUp(container.NewStack(c.keys, container.NewBorder(c.Heading,
		container.NewVBox(container.New(widgets.FixedHeight{Lines: 2}, c.Status), container.NewHBox(widgets.LayoutSpacer(), back)),
		nil, nil, body)), s.win.Canvas())
	return c
}

// start opens the camera, saying so in the scanner meanwhile; once it is
// open its pop-up takes the scanner's place and asks for the faces the
// scanner does not have yet (all six if it has them all).
func (c *cameraScan) start() {
	c.setMode(false)
	all := true
	for _, slot := range c.s.Slots {
		all = all && slot.OK
	}
	c.steady = camera.NewSteady(c.Still)
	for f, slot := range c.s.Slots {
		c.Taken[f] = slot.OK && !all
		if c.Taken[f] {
			c.steady.TakeFace(f, slot.Colours)
		}
	}
	for k, f := range GuideOrder {
		c.Chips[k].SetText(faceChip(c.s.puzzle, f))
	}
	c.s.reads.readWhenIn = false // the camera takes the faces instead
	c.s.Status.Importance = widget.MediumImportance
	c.s.say("Opening the camera…")
	c.launch()
}

// launch starts the camera's frame loop, once the one before has stopped.
func (c *cameraScan) launch() {
	c.halt()
	prev := c.Stopped
	stop, stopped := make(chan struct{}), make(chan struct{})
	c.Stop, c.Stopped = stop, stopped
	go c.run(prev, stop, stopped, c.corners, c.s.side())
}

// opened shows the pop-up in the scanner's place, unless the scanner was
// closed while the camera opened.
func (c *cameraScan) opened(name string) {
	from := c.s.Pop
	if c.corners {
		from = c.s.Corners.Pop
	}
	if !from.Visible() {
		c.halt()
		return
	}
	what := "cube"
	if c.s.puzzle == puzzle.Cube2 {
		what = "2x2x2"
	}
	c.Heading.SetText("Read the " + what + " with the camera: " + name)
	c.Preview.set(nil, photo.Quad{}, false)
	c.Status.Importance = widget.MediumImportance
	c.Status.SetText("")
	c.grey = false
	c.Progress.SetValue(0)
	c.next()
	from.Hide()
	c.s.showStatus()
	c.s.Corners.showStatus()
	c.Pop.Resize(c.popSize())
	c.Pop.Show()
	c.s.win.Canvas().Focus(c.keys)
}

// popSize is the pop-up's size: its content's least, no wider than the
// window but for a margin.
func (c *cameraScan) popSize() fyne.Size {
	size := c.Pop.Content.MinSize()
	return fyne.NewSize(fyne.Min(c.s.win.Canvas().Size().Width-2*theme.Padding(), size.Width), size.Height)
}

// run opens the camera (once the camera opened before has been closed)
// and shows its frames until stop is closed. Each frame is looked at here,
// off the UI goroutine, and shown before the next is read, so that frames
// never queue up behind a slow screen.
//
// side is the number of stickers along a face's edge: 3, or 2 for the
// pocket cube.
func (c *cameraScan) run(prev <-chan struct{}, stop, stopped chan struct{}, corners bool, side int) {
	defer close(stopped)
	if prev != nil {
		<-prev
	}
	cam, err := c.Open()
	if err != nil {
		c.Post(func() {
			if c.Stop == stop {
				c.noCamera(err)
			}
		})
		return
	}
	defer cam.Close()
	name := cam.Name()
	c.Post(func() {
		if c.Stop == stop {
			c.opened(name)
		}
	})
	for {
		img, err := cam.Frame()
		select {
		case <-stop:
			return
		default:
		}
		if err != nil {
			c.Post(func() {
				if c.Stop == stop {
					c.Status.Importance = widget.DangerImportance
					c.Status.SetText(fmt.Sprintf("The camera stopped: %v. Go back, and open the camera again or use photos.", err))
				}
			})
			return
		}
		var show func()
		if corners {
			sight := camera.LookCorner(img)
			show = func() { c.showCorner(img, sight) }
		} else {
			sight := camera.LookN(img, side)
			show = func() { c.show(img, sight) }
		}
		shown := make(chan struct{})
		c.Post(func() {
			if c.Stop == stop {
				show()
			}
			close(shown)
		})
		select {
		case <-shown:
		case <-stop:
			return
		}
	}
}

// show puts a frame on the screen and takes the face asked for once it has
// been held still.
func (c *cameraScan) show(img image.Image, sight camera.Sighting) {
	c.Preview.set(img, sight.Quad, sight.Found)
	c.sayGrey(sight.Colourless)
	colours, progress, ok := c.steady.Add(sight)
	c.Progress.SetValue(progress)
	if !ok {
		return
	}
	f := c.Target
	slot := c.s.Slots[f]
	n := c.s.side()
	c.s.stopReading(slot) // the face taken now is the newer
	slot.Name, slot.Photo, slot.Colours, slot.OK, slot.wrongPuzzle, slot.note = fromCamera, img, colours[:n*n], true, "", ""
	slot.View.set(img, sight.Quad, true)
	c.s.showSlot(slot, "")
	c.steady.TakeFace(int(f), slot.Colours)
	c.Taken[f] = true
	c.Progress.SetValue(0)
	c.next()
}

// greyCamera is what the status says while the camera's frames are black
// and white, as a photo in black and white is refused.
const greyCamera = "The camera's picture is black and white: the stickers' colours are not in it. Set the camera to colour (its mono or night mode off)."

// sayGrey says in the status that the frames are black and white while
// they are (grey), and clears it once they are not.
func (c *cameraScan) sayGrey(grey bool) {
	switch {
	case grey && !c.grey:
		c.Status.Importance = widget.DangerImportance
		c.Status.SetText(greyCamera)
	case !grey && c.grey:
		c.Status.Importance = widget.MediumImportance
		c.Status.SetText("")
	}
	c.grey = grey
}

// next asks for the first face in the guide's order not taken yet; with
// all six taken it hands over to the scanner.
func (c *cameraScan) next() {
	if c.corners {
		c.nextCorner()
		return
	}
	for k, f := range GuideOrder {
		if c.Taken[f] {
			c.Chips[k].SetIcon(theme.ConfirmIcon())
		} else {
			c.Chips[k].SetIcon(nil)
		}
	}
	for k, f := range GuideOrder {
		if !c.Taken[f] {
			c.ask(f, fmt.Sprintf("Face %d of 6", k+1))
			return
		}
	}
	c.Back()
}

// ask asks for face f, the guide starting with lead.
func (c *cameraScan) ask(f cube.Face, lead string) {
	c.Target = f
	if c.s.puzzle == puzzle.Cube2 {
		// No centres say which face is which: the faces are where the
		// cube is held, as it was held for the first.
		c.Guide.SetText(lead + ": " + pocketGuide[f])
	} else {
		c.Guide.SetText(fmt.Sprintf("%s: the %s centre towards the camera, %s on top.", lead, puzzle.ColourName(f), puzzle.ColourName(scanTop[f])))
	}
	c.Hold.Image = holdPictureOf(c.s.puzzle, f)
	c.Hold.Refresh()
}

// pocketGuide says how to hold the pocket cube for each face: the first
// any way, the others by turning it from there.
var pocketGuide = [6]string{
	cube.F: "any face towards the camera: the front (F), U on top.",
	cube.R: "turn it a quarter left: the right face (R) to the camera, U on top.",
	cube.B: "again a quarter left: the back (B) to the camera, U on top.",
	cube.L: "again a quarter left: the left face (L) to the camera, U on top.",
	cube.U: "F to you again, then tip the top (U) to the camera, B on top.",
	cube.D: "F to you again, then tip the bottom (D) to the camera, F on top.",
}

// faceChip names face f on its chip: by its centre's colour on the 3x3x3,
// by where it is held on the pocket cube.
func faceChip(p puzzle.Puzzle, f cube.Face) string {
	if p == puzzle.Cube2 {
		return [6]string{cube.U: "Top", cube.R: "Right", cube.F: "Front", cube.D: "Bottom", cube.L: "Left", cube.B: "Back"}[f]
	}
	return puzzle.ColourName(f)
}

// retake asks for face f now, again if it was taken.
func (c *cameraScan) retake(f cube.Face) {
	c.retakeSlot(int(f), &c.Taken[f], func(word string) { c.ask(f, word) })
}

// retakeSlot asks for face or corner i again: what was held still is
// forgotten, taken (its flag) cleared, and ask asks for it, "Now" or
// "Again" if it was taken.
func (c *cameraScan) retakeSlot(i int, taken *bool, ask func(word string)) {
	word := "Now"
	if *taken {
		word = "Again"
	}
	c.steady.Forget(i)
	*taken = false
	c.next()
	ask(word)
	c.s.win.Canvas().Focus(c.keys) // Escape still goes back
}

// Back stops the camera and returns to the scanner, which keeps the faces
// taken.
func (c *cameraScan) Back() {
	c.halt()
	c.Pop.Hide()
	c.s.showStatus()
	if c.corners {
		c.s.Corners.showStatus()
		c.s.Corners.Show()
		return
	}
	c.s.Show()
}

// halt stops the camera's frame loop.
func (c *cameraScan) halt() {
	if c.Stop != nil {
		close(c.Stop)
		c.Stop = nil
	}
}

// noCamera says in the scanner why there is no camera, and offers photos.
func (c *cameraScan) noCamera(err error) {
	c.halt()
	status := c.s.Status
	if c.corners {
		status = c.s.Corners.Status
	}
	status.Importance = widget.DangerImportance
	status.SetText(words.Sentence(err.Error()) + " Open photos of the faces instead.")
}

// holdPictures are the pictures of how to hold the cube, by puzzle and
// face, drawn when first asked for.
var holdPictures [2][6]image.Image

// holdPictureOf draws a cube of puzzle p (the 3x3x3 or the pocket cube)
// in the default colours held as face f is shown to the camera: f at the
// front, facing the camera, scanTop[f] on top.
func holdPictureOf(p puzzle.Puzzle, f cube.Face) image.Image {
	if holdPictures[p][f] == nil {
		turn := [6]string{cube.U: "x'", cube.R: "y", cube.F: "", cube.D: "x", cube.L: "y'", cube.B: "y2"}[f]
		facelets := cube.SolvedFacelets()
		if turn != "" {
			alg, err := cube.ParseAlg(turn)
			if err != nil {
				panic(err) // the turns above are written right
			}
			facelets = render.AlgFacelets(facelets, alg)
		}
		c3 := render.NewCube3D()
		c3.Hints = false
		holdPictures[p][f] = c3.Render(300, 300, render.Scene{Facelets: facelets, View: render.View{Yaw: 0.35, Pitch: 0.4}, Pocket: p == puzzle.Cube2})
	}
	return holdPictures[p][f]
}
