package scanner

import (
	"errors"
	"fmt"
	"image"
	"io/fs"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"cubesolver/app/internal/words"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/solver/scan"
	"cubesolver/solver/scan/photo"
)

// Scanner reads the cube from six photos, one of each face, in a pop-up
// over the window: a slot for each face (open a photo, or drop one on the
// window), its picture with the face's outline as found, and Read, which
// hands the cube to the editor as one undoable edit. It reads the puzzle
// being edited: the 3x3x3, or the pocket cube from its faces' 2x2 grids.
type Scanner struct {
	win    fyne.Window
	puzzle puzzle.Puzzle
	Slots  [6]*scanSlot
	Status *widget.Label
	// statusBox scrolls the status in its two lines' room.
	statusBox *widgets.BoxScroll
	Read      *widgets.KeyButton
	Pop       *widget.PopUp
	Keys      *widgets.DialogKeys
	// Heading and Help say what is read; PhotosOnly are the ways to read
	// that only the 3x3x3 has (its corners).
	Heading, Help *widget.Label
	PhotosOnly    []fyne.CanvasObject
	// OnRead is given the puzzle and the cube read (the pocket cube's
	// stickers at the 3x3x3's corners), the stickers worth checking, and
	// where the faces came from ("the photos", "the camera").
	OnRead func(p puzzle.Puzzle, f cube.Facelets, check []int, from string)
	// Post runs a function on the UI goroutine (fyne.Do; a test's own
	// where it runs them), from a read on another goroutine.
	Post func(func())
	// Open asks for a photo for a face; tests replace it.
	Open func(face cube.Face)
	// Ask is the pop-up last shown asking for a photo's path.
	Ask *photoAsk
	// folder is where the last photo came from.
	folder photoFolder
	// Camera reads the faces from a live camera instead.
	Camera *cameraScan
	// Corners reads the cube from two photos, each of a corner.
	Corners *cornerScan
	// ClipboardImage reads a picture from the clipboard, and ClipboardText
	// its text; tests replace them.
	ClipboardImage func() (image.Image, error)
	ClipboardText  func() string

	// note says what the last drop did not take, before the status.
	note string
	// reads are the faces' photos being read.
	reads *pendingReads[cube.Face, faceReading]
	// clip is the clipboard being read, dropped the two photos dropped
	// that may be of corners, resolving the cube being read from six
	// faces with some in doubt: each off the UI goroutine, its result
	// dropped if the job is no longer kept here (see job).
	clip, dropped, resolving *job
}

// scanSlot is one face's photo.
type scanSlot struct {
	Face    cube.Face
	Name    string     // the file's name, "" before one is opened
	Colours []scan.RGB // the face's n×n stickers
	// wrongPuzzle, if not "", says that the photo is of the other
	// puzzle's face.
	wrongPuzzle string
	problem     string // what is wrong with the photo opened, or ""
	note        string // said after the name: how the outline was set
	OK          bool
	Photo       image.Image
	View        *quadEditor
	Label       *widget.Label
}

// ThumbMin is the least side of each face's picture in the pop-up; it is
// as large as the window leaves room for (see faceGrid).
const ThumbMin = 100

// scanHold says how each face is held to the camera: the face above it on
// the net on top.
var scanHold = [6]string{
	cube.U: "B on top", cube.R: "U on top", cube.F: "U on top",
	cube.D: "F on top", cube.L: "U on top", cube.B: "U on top",
}

func NewScanner(win fyne.Window) *Scanner {
	s := &Scanner{win: win, ClipboardImage: readClipboardImage, Post: fyne.Do, folder: photoFolder{fyne.CurrentApp().Preferences()}}
	s.ClipboardText = func() string { return fyne.CurrentApp().Clipboard().Content() }
	s.Open = s.openDialog
	s.reads = newPendingReads(&s.Post, func(f cube.Face, name string, r faceReading) { s.apply(s.Slots[f], name, r) },
		func() bool { return s.clip != nil || s.dropped != nil })
	grid := container.New(faceGrid{least: ThumbMin})
	for f := cube.U; f <= cube.B; f++ {
		slot := &scanSlot{Face: f, View: newQuadEditor(fyne.NewSquareSize(ThumbMin))}
		slot.View.OnChanged = func() { s.corrected(slot, slot.View.Quad()) }
		slot.Label = widget.NewLabel("")
		slot.Label.Truncation = fyne.TextTruncateEllipsis
		face := f
		openBtn := widgets.NewKeyButtonWithIcon(fmt.Sprintf("%v face…", f), theme.FolderOpenIcon(), func() { s.Open(face) })
		s.Slots[f] = slot
		// The button beside the name, under the picture: a row of
		// its own above it would take the picture's room.
		grid.Add(container.NewBorder(nil, container.NewBorder(nil, nil, openBtn, nil, slot.Label), nil, nil, slot.View))
		s.showSlot(slot, "")
	}
	s.Status = widget.NewLabel("")
	s.Status.Wrapping = fyne.TextWrapWord
	s.Read = widgets.NewKeyButtonWithIcon("Read the cube", theme.ConfirmIcon(), s.requestRead)
	s.Read.Importance = widget.HighImportance
	cancel := widgets.NewKeyButtonWithIcon("Close", theme.CancelIcon(), s.close)
	s.Heading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.Help = widget.NewLabel("")
	s.Help.Wrapping = fyne.TextWrapWord
	s.Camera = newCameraScan(s)
	cameraBtn := widgets.NewKeyButtonWithIcon("Camera…", theme.MediaVideoIcon(), s.Camera.start)
	s.Corners = newCornerScan(s)
	cornersBtn := widgets.NewKeyButtonWithIcon("Two corners…", theme.ViewRestoreIcon(), s.Corners.Show)
	s.PhotosOnly = []fyne.CanvasObject{cornersBtn}
	buttons := container.NewHBox(cameraBtn, cornersBtn, widgets.LayoutSpacer(), cancel, s.Read)
	// Enter reads the cube (once the photos being read are in); Escape
	// closes.
	s.Keys = &widgets.DialogKeys{OnEnter: s.requestRead, OnEscape: cancel.OnTapped, OnPaste: s.paste}
	s.Keys.ExtendBaseWidget(s.Keys)
	// The status has two lines' room; what is wrong with six photos
	// takes more, and scrolls inside it rather than over the buttons.
	content := container.NewStack(s.Keys, container.NewBorder(container.NewVBox(s.Heading, s.Help),
		container.NewVBox(statusBox(s.Status, &s.statusBox), buttons), nil, nil, grid))
	s.Pop = widget.NewModalPopUp(content, win.Canvas())
	s.showPuzzle()
	s.showStatus()
	return s
}

// SetPuzzle makes the scanner read puzzle p. The photos already opened
// are looked at again for p's faces: a 3x3x3's photo is no 2x2x2's, and
// its slot says so.
func (s *Scanner) SetPuzzle(p puzzle.Puzzle) {
	if p == s.puzzle {
		return
	}
	s.puzzle = p
	s.showPuzzle()
	for _, slot := range s.Slots {
		switch {
		case s.isReading(slot):
			// Looked at for p once read (see apply).
		case slot.Photo != nil && slot.Name != fromCamera:
			s.place(slot.Face, slot.Name, slot.Photo)
		case slot.Name == fromCamera:
			// The camera's faces were taken for the other puzzle.
			*slot = scanSlot{Face: slot.Face, View: slot.View, Label: slot.Label}
			slot.View.set(nil, photo.Quad{}, false)
			s.showSlot(slot, "")
		}
	}
	s.showStatus()
}

// showPuzzle says which puzzle is read, and offers the corners for the
// 3x3x3 only.
func (s *Scanner) showPuzzle() {
	for _, slot := range s.Slots {
		slot.View.setEmpty(holdPictureOf(s.puzzle, slot.Face))
	}
	if s.puzzle == puzzle.Cube2 {
		s.Heading.SetText("Read the 2x2x2 from photos")
		s.Help.SetText("One photo of each face of the 2x2x2 (PNG or JPEG), its four stickers in sight, held with the face above it on the net on top; or drop the photos on the window (named U.jpg … B.jpg, or in the order U R F D L B), or paste one (Ctrl+V) into the next empty face; or show the faces to the camera. Drag an outline's corners onto the face where it is wrong.")
		for _, o := range s.PhotosOnly {
			o.Hide()
		}
		return
	}
	s.Heading.SetText("Read the cube from photos")
	s.Help.SetText("One photo of each face (PNG or JPEG), held with the face above it on the net on top; or drop the photos on the window (named U.jpg … B.jpg, or in the order U R F D L B), or paste one (Ctrl+V) into the next empty face; or show the faces to the camera; or take two photos instead, each of a corner (Two corners…). Drag an outline's corners onto the face where it is wrong.")
	for _, o := range s.PhotosOnly {
		o.Show()
	}
}

// side is the number of stickers along a face's edge.
func (s *Scanner) side() int {
	if s.puzzle == puzzle.Cube2 {
		return 2
	}
	return 3
}

// Show opens the pop-up, in place of the camera's if that is open; with
// the corners' open, that stays (photos dropped on the window go there).
// It takes the whole window, the faces' pictures as large as that allows;
// its size is the window's alone, so that showing it again (a photo
// dropped while it is open) moves nothing.
func (s *Scanner) Show() {
	if s.Corners.Pop.Visible() {
		s.win.Canvas().Focus(s.Corners.keys)
		return
	}
	if s.Camera.Pop.Visible() {
		s.Camera.halt()
		s.Camera.Pop.Hide()
	}
	c := s.win.Canvas()
	s.Pop.Resize(s.popSize())
	s.Pop.Show()
	c.Focus(s.Keys)
}

// popSize is the pop-up's size: the window's, but for a margin in which
// the window under it shows.
func (s *Scanner) popSize() fyne.Size {
	return s.win.Canvas().Size().SubtractWidthHeight(2*theme.Padding(), 2*theme.Padding())
}

// Fit has the pop-up open, if any, follow the window's size as it is
// resized: sized as when it was shown in a window of that size, and in
// the middle of it. Fyne leaves a pop-up the size it was shown with.
func (s *Scanner) Fit() {
	switch {
	case s.Pop.Visible():
		fitPopUp(s.Pop, s.popSize())
	case s.Camera.Pop.Visible():
		fitPopUp(s.Camera.Pop, s.Camera.popSize())
	case s.Corners.Pop.Visible():
		fitPopUp(s.Corners.Pop, s.Corners.popSize())
	}
}

// fitPopUp gives the pop-up p the size, no larger than its canvas, and
// puts it in the canvas's middle (Fyne centres it only for the size it
// had when the canvas was resized).
func fitPopUp(p *widget.PopUp, size fyne.Size) {
	c := p.Canvas.Size()
	size = size.Max(p.MinSize()).Min(c)
	p.Resize(size)
	p.Move(fyne.NewPos((c.Width-size.Width)/2, (c.Height-size.Height)/2))
}

// openDialog asks for the photo of face f: its path typed, or picked in
// Fyne's file dialog.
func (s *Scanner) openDialog(f cube.Face) {
	s.Ask = askPhoto(s.win, fmt.Sprintf("The %v face's photo", f), s.folder, func(path string) { s.Load(f, path) })
}

// Load reads the photo in file as face f: finds the face and measures its
// stickers, off the UI goroutine (see read). What goes wrong is said in the
// face's slot; where no face is found, an outline in the middle waits to
// be dragged onto it.
func (s *Scanner) Load(f cube.Face, file string) {
	s.note = ""
	s.folder.keep(file)
	s.read(f, filepath.Base(file), func(side int) faceReading { return loadFace(file, side) })
}

// place puts a picture, named name, in face f's slot: finds the face in it
// and measures its stickers, off the UI goroutine.
func (s *Scanner) place(f cube.Face, name string, img image.Image) {
	s.read(f, name, func(side int) faceReading { return readFace(img, side) })
}

// corrected measures a face again in the outline dragged into place.
func (s *Scanner) corrected(slot *scanSlot, q photo.Quad) {
	colours, err := photo.SampleN(slot.Photo, q, s.side())
	if err != nil {
		slot.OK = false
		s.showSlot(slot, err.Error())
	} else {
		slot.Colours, slot.OK, slot.wrongPuzzle, slot.note = colours, true, "", "(outline set by hand)"
		s.showSlot(slot, "")
	}
	s.showStatus()
}

// middleQuad is a square on the middle of a picture, for a face not found.
func middleQuad(b image.Rectangle) photo.Quad {
	side := 0.3 * float64(min(b.Dx(), b.Dy()))
	cx, cy := float64(b.Min.X)+float64(b.Dx())/2, float64(b.Min.Y)+float64(b.Dy())/2
	return photo.Quad{{X: cx - side, Y: cy - side}, {X: cx + side, Y: cy - side}, {X: cx + side, Y: cy + side}, {X: cx - side, Y: cy + side}}
}

// loadPhoto reads a photo, saying in a few words what is wrong with it.
func loadPhoto(file string) (image.Image, error) {
	img, err := photo.Load(file)
	if err != nil {
		return nil, photoProblem(err)
	}
	return img, nil
}

// photoProblem says in a few words why a picture cannot be read: the
// file's name is shown beside it.
func photoProblem(err error) error {
	var pe *fs.PathError
	var fe *photo.FormatError
	switch {
	case errors.As(err, &fe):
		return fe
	case errors.Is(err, photo.ErrNotPicture):
		return photo.ErrNotPicture
	case errors.Is(err, photo.ErrTooLarge):
		return err
	case errors.Is(err, scan.ErrNotRegular) && errors.As(err, &pe):
		return pe.Err
	case errors.Is(err, fs.ErrNotExist):
		return errors.New("no such file")
	}
	return errors.New("cannot open it")
}

// showSlot says in the slot's few words what it holds: how to hold the
// face before a photo, the photo's name and what is wrong with it, or the
// picture being read.
func (s *Scanner) showSlot(slot *scanSlot, problem string) {
	slot.problem = problem
	name, pending := s.reads.reading(slot.Face)
	switch {
	case pending:
		slot.Label.Importance = widget.MediumImportance
		slot.Label.SetText(reading(name))
	case slot.Name == "":
		slot.Label.Importance = widget.MediumImportance
		slot.Label.SetText(scanHold[slot.Face])
	case problem != "":
		slot.Label.Importance = widget.DangerImportance
		slot.Label.SetText(slot.Name + ": " + problem)
	case slot.note != "":
		slot.Label.Importance = widget.MediumImportance
		slot.Label.SetText(slot.Name + " " + slot.note)
	default:
		slot.Label.Importance = widget.MediumImportance
		slot.Label.SetText(slot.Name)
	}
}

// statusBox puts a status in a box two lines high, in which what does not
// fit scrolls, and keeps the box's scroll in box (see say).
func statusBox(status *widget.Label, box **widgets.BoxScroll) fyne.CanvasObject {
	*box = widgets.NewBoxScroll(status)
	return container.New(widgets.FixedHeight{Lines: 2}, widgets.ClipLines(*box))
}

// say shows text in the status. A new text is shown from its top: its box
// kept where it was scrolled to, and after a long status read to its end
// the next was not seen.
func (s *Scanner) say(text string) {
	if text == s.Status.Text {
		s.Status.Refresh() // its importance may have changed
		return
	}
	s.Status.SetText(text)
	s.statusBox.ShowTop()
}

// reading says that the picture named name is being read.
func reading(name string) string { return "Reading " + name + "…" }

// showStatus says what is still missing, and enables Read when nothing is:
// the faces with no photo yet, and what is wrong with each photo that could
// not be read, in full (its slot has room for a few words only).
func (s *Scanner) showStatus() {
	s.Status.Importance = widget.MediumImportance
	var toOpen, notRead, read []string
	wrong := ""
	if s.clip != nil {
		read = append(read, s.clip.name)
	}
	if s.dropped != nil {
		read = append(read, s.dropped.name)
	}
	for _, slot := range s.Slots {
		name, pending := s.reads.reading(slot.Face)
		switch {
		case pending:
			read = append(read, name)
		case slot.OK:
		case slot.Name == "":
			toOpen = append(toOpen, slot.Face.String())
		case slot.wrongPuzzle != "":
			// A photo of the other puzzle's face: said first, with
			// what to do.
			if wrong == "" {
				wrong = fmt.Sprintf("%s: %s.", slot.Name, slot.wrongPuzzle)
			}
		default:
			notRead = append(notRead, fmt.Sprintf("%v, %s (%s)", slot.Face, slot.Name, slot.problem))
		}
	}
	var parts []string
	if s.note != "" {
		parts = append(parts, s.note)
	}
	if len(read) > 0 {
		many := len(read) > 1 || s.dropped != nil && s.dropped.many
		parts = append(parts, readingThen(read, many, s.reads.readWhenIn))
	}
	if len(read)+len(toOpen)+len(notRead) > 0 || wrong != "" {
		if wrong != "" {
			parts = append(parts, wrong)
		}
		if len(notRead) > 0 {
			parts = append(parts, "Not read: "+strings.Join(notRead, "; ")+".")
		}
		if len(toOpen) > 0 {
			parts = append(parts, "Still to open: "+strings.Join(toOpen, " ")+".")
		}
		s.say(strings.Join(parts, " "))
		s.Read.Disable()
	} else {
		s.say(strings.Join(append(parts, "All six faces found. Read the cube to put it in the editor."), " "))
		s.Read.Enable()
	}
	s.readIfAsked()
}

// readingThen says that the pictures named are being read (more than one
// if many), and, if asked, that the cube is read once they are in.
func readingThen(names []string, many, asked bool) string {
	text := reading(strings.Join(names, ", "))
	switch {
	case !asked:
	case !many:
		text += "; the cube is read when it is in."
	default:
		text += "; the cube is read when they are in."
	}
	return text
}

// requestRead reads the cube, as Enter or Read asks: at once if every face
// is found; while photos are still being read, once the last is in (see
// readIfAsked).
func (s *Scanner) requestRead() {
	switch {
	case !s.Read.Disabled():
		s.readCube()
	case s.reads.askWhenIn():
		s.showStatus()
	}
}

// readIfAsked reads the cube asked for while photos were being read, now
// that they are in: if each face was found, and the scanner is still
// open; if not, the status says what is missing and nothing is read.
func (s *Scanner) readIfAsked() {
	if s.reads.allInAsked() && !s.Read.Disabled() && s.Pop.Visible() {
		s.readCube()
	}
}

// readCube resolves the six faces' colours into a cube for the editor. A
// 3x3x3 read with stickers in doubt tries each face turned (a photo held
// turned), each two faces swapped (photos given the other way round) and
// every face turned alike (a camera on its side), 36 reads more (a second
// or two on a busy machine), on another goroutine, so that the window
// does not stand still meanwhile; its answer goes to the editor if the
// photos are still those read and the scanner was not closed meanwhile.
func (s *Scanner) readCube() {
	f, check, err := s.resolve()
	if err != nil {
		s.say(err.Error())
		return
	}
	if len(check) == 0 || s.puzzle != puzzle.Cube3 {
		s.deliver(f, check, "")
		return
	}
	colours := s.colours3()
	names := s.names()
	s.Read.Disable()
	s.say("Some stickers are unclear: reading the cube with each face turned, each two faces swapped and every face turned alike, in case a photo was held turned or given for another face…")
	type held struct {
		res   scan.Result
		fixed fmt.Stringer
		err   error
	}
	s.resolving.stop()
	j := newJob("the cube")
	s.resolving = j
	runJob(j, s.Post, func() held {
		res, fixed, err := scan.ResolveHeld(colours)
		return held{res, fixed, err}
	}, func(h held) {
		if s.resolving != j {
			return // the scanner was closed meanwhile
		}
		s.resolving = nil
		if s.colours3() != colours {
			return // the photos changed meanwhile: read again
		}
		s.showStatus()
		if h.err != nil {
			s.say(h.err.Error())
			return
		}
		if h.fixed == nil && scan.PieceTurnedInPlace(h.res.ClosestUnsolvable, h.res.Doubtful) {
			// Clean colours of a cube with a piece turned in its place
			// (a corner put back twisted, an edge flipped) or two
			// swapped: the cube as read goes to the editor, which says
			// what is wrong with it and on which stickers, rather than a
			// real cube near it, its outlines on stickers that may well
			// be right (which corner is twisted, the colours cannot tell).
			s.deliver(h.res.Closest, nil, "")
			return
		}
		var check []int
		for _, d := range h.res.Doubtful {
			check = append(check, d.Sticker)
		}
		note := ""
		if swap, ok := h.fixed.(*scan.FaceSwap); ok && names[swap.A] != "" && names[swap.B] != "" {
			note = swap.Named(names[swap.A], names[swap.B])
		} else if h.fixed != nil {
			note = h.fixed.String()
		}
		s.deliver(h.res.Facelets, check, note)
	})
}

// names are the six faces' photos' names, "" for a face with none or
// read by the camera.
func (s *Scanner) names() (names [6]string) {
	for f, slot := range s.Slots {
		if slot.Name != fromCamera {
			names[f] = slot.Name
		}
	}
	return names
}

// deliver puts the cube read, f, in the editor, with the stickers to check
// and what was put right in reading it (a face turned back, two photos
// swapped back), if anything.
func (s *Scanner) deliver(f cube.Facelets, check []int, fixed string) {
	s.Pop.Hide()
	camera := 0
	for _, slot := range s.Slots {
		if slot.Name == fromCamera {
			camera++
		}
	}
	from := "the photos"
	switch camera {
	case 6:
		from = "the camera"
	case 0:
	default:
		from = "the photos and the camera"
	}
	if fixed != "" {
		from += ". " + words.UpperFirst(fixed)
	}
	s.handOver(s.puzzle, f, check, from)
}

// handOver gives the cube read to the editor, and empties the scanner's
// slots: the next time it opens, it is for another cube (the one read is
// in the editor, Ctrl+Z away), and a photo left over from this one would
// fill a face the person forgot to open again, reading a cube that is
// not in their hand.
func (s *Scanner) handOver(p puzzle.Puzzle, f cube.Facelets, check []int, from string) {
	s.forgetPhotos()
	if s.OnRead != nil {
		s.OnRead(p, f, check, from)
	}
}

// forgetPhotos empties the six faces' slots and the two corners'.
func (s *Scanner) forgetPhotos() {
	s.stopReads()
	for _, slot := range s.Slots {
		*slot = scanSlot{Face: slot.Face, View: slot.View, Label: slot.Label}
		slot.View.set(nil, photo.Quad{}, false)
		s.showSlot(slot, "")
	}
	s.Corners.forgetPhotos()
	s.showStatus()
}

// resolve reads the cube from the six faces' colours: the puzzle's
// stickers (the pocket cube's at the 3x3x3's corners), and those in doubt.
func (s *Scanner) resolve() (cube.Facelets, []int, error) {
	if s.puzzle == puzzle.Cube2 {
		var colours [pocket.NumFacelets]scan.RGB
		for f, slot := range s.Slots {
			copy(colours[f*4:], slot.Colours)
		}
		res, err := scan.ResolvePocket(colours)
		if err != nil {
			return cube.Facelets{}, nil, err
		}
		var check []int
		for _, d := range res.Doubtful {
			check = append(check, pocket.Of3x3(d.Sticker))
		}
		return puzzle.FromPocket(res.Facelets), check, nil
	}
	res, err := scan.Resolve(s.colours3())
	if err != nil {
		return cube.Facelets{}, nil, err
	}
	var check []int
	for _, d := range res.Doubtful {
		check = append(check, d.Sticker)
	}
	return res.Facelets, check, nil
}

// colours3 are the 3x3x3's six faces' colours as measured.
func (s *Scanner) colours3() (colours [cube.NumFacelets]scan.RGB) {
	for f, slot := range s.Slots {
		copy(colours[f*9:], slot.Colours)
	}
	return colours
}

// close hides the scanner. Photos still being read are dropped, each slot
// keeping what it had, and a cube being read is not handed on: closing
// says the person has given up on them.
func (s *Scanner) close() {
	s.stopReads()
	s.Pop.Hide()
}

// stopReads drops every photo, clipboard and cube being read, for the six
// faces and the two corners.
func (s *Scanner) stopReads() {
	s.reads.readWhenIn = false
	for _, slot := range s.Slots {
		s.stopReading(slot)
	}
	for _, j := range []**job{&s.clip, &s.dropped, &s.resolving} {
		(*j).stop()
		*j = nil
	}
	s.note = ""
	s.Corners.stopReads()
	s.showStatus()
}

// Busy says whether a photo, the clipboard or the cube is being read.
func (s *Scanner) Busy() bool {
	return s.reads.busy() || s.resolving != nil || s.Corners.busy()
}

func blankThumb() image.Image {
	img := image.NewRGBA(image.Rect(0, 0, ThumbMin, ThumbMin))
	for i := range img.Pix {
		img.Pix[i] = 0x60
	}
	return img
}
