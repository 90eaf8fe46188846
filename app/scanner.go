package app

import (
	"errors"
	"fmt"
	"image"
	"io/fs"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/solver/scan"
	"cubesolver/solver/scan/photo"
)

// scanner reads the cube from six photos, one of each face, in a pop-up
// over the window: a slot for each face (open a photo, or drop one on the
// window), its picture with the face's outline as found, and Read, which
// hands the cube to the editor as one undoable edit. It reads the puzzle
// being edited: the 3x3x3, or the pocket cube from its faces' 2x2 grids.
type scanner struct {
	win    fyne.Window
	puzzle puzzle.Puzzle
	slots  [6]*scanSlot
	status *widget.Label
	read   *widget.Button
	pop    *widget.PopUp
	keys   *dialogKeys
	// heading and help say what is read; photosOnly are the ways to read
	// that only the 3x3x3 has (its corners).
	heading, help *widget.Label
	photosOnly    []fyne.CanvasObject
	// onRead is given the puzzle and the cube read (the pocket cube's
	// stickers at the 3x3x3's corners), the stickers worth checking, and
	// where the faces came from ("the photos", "the camera").
	onRead func(p puzzle.Puzzle, f cube.Facelets, check []int, from string)
	// open asks for a photo for a face; tests replace it.
	open func(face cube.Face)
	// camera reads the faces from a live camera instead.
	camera *cameraScan
	// corners reads the cube from two photos, each of a corner.
	corners *cornerScan
	// clipboardImage reads a picture from the clipboard, and clipboardText
	// its text; tests replace them.
	clipboardImage func() (image.Image, error)
	clipboardText  func() string
}

// scanSlot is one face's photo.
type scanSlot struct {
	face    cube.Face
	name    string     // the file's name, "" before one is opened
	colours []scan.RGB // the face's n×n stickers
	// wrongPuzzle, if not "", says that the photo is of the other
	// puzzle's face.
	wrongPuzzle string
	ok          bool
	photo       image.Image
	view        *quadEditor
	label       *widget.Label
}

// thumbSize is the side of each face's picture in the pop-up.
const thumbSize = 150

// scanHold says how each face is held to the camera: the face above it on
// the net on top.
var scanHold = [6]string{
	cube.U: "B on top", cube.R: "U on top", cube.F: "U on top",
	cube.D: "F on top", cube.L: "U on top", cube.B: "U on top",
}

func newScanner(win fyne.Window) *scanner {
	s := &scanner{win: win, clipboardImage: readClipboardImage}
	s.clipboardText = func() string { return fyne.CurrentApp().Clipboard().Content() }
	s.open = s.openDialog
	grid := container.NewGridWithColumns(3)
	for f := cube.U; f <= cube.B; f++ {
		slot := &scanSlot{face: f, view: newQuadEditor(fyne.NewSquareSize(thumbSize))}
		slot.view.OnChanged = func() { s.corrected(slot, slot.view.quad()) }
		slot.label = widget.NewLabel("")
		slot.label.Truncation = fyne.TextTruncateEllipsis
		face := f
		openBtn := widget.NewButtonWithIcon(fmt.Sprintf("%v face…", f), theme.FolderOpenIcon(), func() { s.open(face) })
		s.slots[f] = slot
		grid.Add(container.NewBorder(openBtn, slot.label, nil, nil, slot.view))
		s.showSlot(slot, "")
	}
	s.status = widget.NewLabel("")
	s.status.Wrapping = fyne.TextWrapWord
	s.read = widget.NewButtonWithIcon("Read the cube", theme.ConfirmIcon(), s.readCube)
	s.read.Importance = widget.HighImportance
	cancel := widget.NewButtonWithIcon("Close", theme.CancelIcon(), func() { s.pop.Hide() })
	s.heading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.help = widget.NewLabel("")
	s.help.Wrapping = fyne.TextWrapWord
	s.camera = newCameraScan(s)
	cameraBtn := widget.NewButtonWithIcon("Camera…", theme.MediaVideoIcon(), s.camera.start)
	s.corners = newCornerScan(s)
	cornersBtn := widget.NewButtonWithIcon("Two corners…", theme.ViewRestoreIcon(), s.corners.show)
	s.photosOnly = []fyne.CanvasObject{cornersBtn}
	buttons := container.NewHBox(cameraBtn, cornersBtn, layoutSpacer(), cancel, s.read)
	// Enter reads the cube once Read is enabled; Escape closes.
	s.keys = &dialogKeys{onEnter: func() {
		if !s.read.Disabled() {
			s.readCube()
		}
	}, onEscape: cancel.OnTapped, onPaste: s.paste}
	s.keys.ExtendBaseWidget(s.keys)
	content := container.NewStack(s.keys, container.NewBorder(container.NewVBox(s.heading, s.help),
		container.NewVBox(container.New(widgets.FixedHeight{Lines: 2}, s.status), buttons), nil, nil, grid))
	s.pop = widget.NewModalPopUp(content, win.Canvas())
	s.showPuzzle()
	s.showStatus()
	return s
}

// setPuzzle makes the scanner read puzzle p. The photos already opened
// are looked at again for p's faces: a 3x3x3's photo is no 2x2x2's, and
// its slot says so.
func (s *scanner) setPuzzle(p puzzle.Puzzle) {
	if p == s.puzzle {
		return
	}
	s.puzzle = p
	s.showPuzzle()
	for _, slot := range s.slots {
		if slot.photo != nil && slot.name != fromCamera {
			s.place(slot.face, slot.name, slot.photo)
		} else if slot.name == fromCamera {
			// The camera's faces were taken for the other puzzle.
			*slot = scanSlot{face: slot.face, view: slot.view, label: slot.label}
			slot.view.set(nil, photo.Quad{}, false)
			s.showSlot(slot, "")
		}
	}
	s.showStatus()
}

// showPuzzle says which puzzle is read, and offers the corners for the
// 3x3x3 only.
func (s *scanner) showPuzzle() {
	for _, slot := range s.slots {
		slot.view.setEmpty(holdPictureOf(s.puzzle, slot.face))
	}
	if s.puzzle == puzzle.Cube2 {
		s.heading.SetText("Read the 2x2x2 from photos")
		s.help.SetText("One photo of each face of the 2x2x2 (PNG or JPEG), its four stickers in sight, held with the face above it on the net on top; or drop the photos on the window (named U.jpg … B.jpg, or in the order U R F D L B), or paste one (Ctrl+V) into the next empty face; or show the faces to the camera. Drag an outline's corners onto the face where it is wrong.")
		for _, o := range s.photosOnly {
			o.Hide()
		}
		return
	}
	s.heading.SetText("Read the cube from photos")
	s.help.SetText("One photo of each face (PNG or JPEG), held with the face above it on the net on top; or drop the photos on the window (named U.jpg … B.jpg, or in the order U R F D L B), or paste one (Ctrl+V) into the next empty face; or show the faces to the camera; or take two photos instead, each of a corner (Two corners…). Drag an outline's corners onto the face where it is wrong.")
	for _, o := range s.photosOnly {
		o.Show()
	}
}

// side is the number of stickers along a face's edge.
func (s *scanner) side() int {
	if s.puzzle == puzzle.Cube2 {
		return 2
	}
	return 3
}

// show opens the pop-up, in place of the camera's if that is open; with
// the corners' open, that stays (photos dropped on the window go there).
func (s *scanner) show() {
	if s.corners.pop.Visible() {
		s.win.Canvas().Focus(s.corners.keys)
		return
	}
	if s.camera.pop.Visible() {
		s.camera.halt()
		s.camera.pop.Hide()
	}
	c := s.win.Canvas()
	size := s.pop.Content.MinSize()
	s.pop.Resize(fyne.NewSize(fyne.Min(c.Size().Width-2*theme.Padding(), fyne.Max(size.Width, 560)), size.Height))
	s.pop.Show()
	c.Focus(s.keys)
}

// openDialog asks for the photo of face f with Fyne's file dialog.
func (s *scanner) openDialog(f cube.Face) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		path := r.URI().Path()
		r.Close()
		s.load(f, path)
	}, s.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".png", ".jpg", ".jpeg", ".PNG", ".JPG", ".JPEG"}))
	d.Show()
}

// load reads the photo in file as face f: finds the face and measures its
// stickers. What goes wrong is said in the face's slot; where no face is
// found, an outline in the middle waits to be dragged onto it.
func (s *scanner) load(f cube.Face, file string) {
	slot := s.slots[f]
	img, err := loadPhoto(file)
	if err != nil {
		slot.name, slot.ok, slot.photo, slot.wrongPuzzle = filepath.Base(file), false, nil, ""
		slot.view.set(nil, photo.Quad{}, false)
		s.showSlot(slot, err.Error())
		s.showStatus()
		return
	}
	s.place(f, filepath.Base(file), img)
}

// place puts a picture, named name, in face f's slot: finds the face in it
// and measures its stickers.
func (s *scanner) place(f cube.Face, name string, img image.Image) {
	slot := s.slots[f]
	slot.name, slot.ok, slot.photo, slot.wrongPuzzle = name, false, img, ""
	faces, err := photo.FindFaces(img, s.side())
	var q photo.Quad
	if err == nil {
		q = faces[0].Outline()
		slot.colours, err = photo.SampleN(img, q, s.side())
	}
	if err != nil {
		q = middleQuad(img.Bounds())
		slot.view.set(img, q, false)
		problem := "no face found: drag the corners onto it"
		var nf *photo.NoFaceError
		if errors.As(err, &nf) && nf.Other != 0 {
			other := puzzle.Cube2
			if s.puzzle == puzzle.Cube2 {
				other = puzzle.Cube3
			}
			problem = fmt.Sprintf("its stickers lie on a %d×%d grid, as a %s's face's do, not a %s's: open another photo, or drag the corners onto the face",
				nf.Other, nf.Other, puzzle.Labels[other], puzzle.Labels[s.puzzle])
			slot.wrongPuzzle = problem
		}
		s.showSlot(slot, problem)
	} else {
		slot.ok = true
		slot.view.set(img, q, true)
		s.showSlot(slot, "")
		if len(faces) > 1 {
			// Say which was taken: a screenshot of another scanning
			// program shows its own drawn faces beside the cube.
			slot.label.SetText(fmt.Sprintf("%s (the largest of %d grids)", name, len(faces)))
		}
	}
	s.showStatus()
}

// corrected measures a face again in the outline dragged into place.
func (s *scanner) corrected(slot *scanSlot, q photo.Quad) {
	colours, err := photo.SampleN(slot.photo, q, s.side())
	if err != nil {
		slot.ok = false
		s.showSlot(slot, err.Error())
	} else {
		slot.colours, slot.ok, slot.wrongPuzzle = colours, true, ""
		s.showSlot(slot, "")
		slot.label.SetText(slot.name + " (outline set by hand)")
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
	switch {
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

func (s *scanner) showSlot(slot *scanSlot, problem string) {
	switch {
	case slot.name == "":
		slot.label.SetText(scanHold[slot.face])
	case problem != "":
		slot.label.Importance = widget.DangerImportance
		slot.label.SetText(slot.name + ": " + problem)
	default:
		slot.label.Importance = widget.MediumImportance
		slot.label.SetText(slot.name)
	}
}

// showStatus says what is still missing, and enables Read when nothing is.
func (s *scanner) showStatus() {
	s.status.Importance = widget.MediumImportance
	var missing []string
	for _, slot := range s.slots {
		if !slot.ok {
			missing = append(missing, slot.face.String())
		}
	}
	if len(missing) > 0 {
		text := "Still to open: " + strings.Join(missing, " ") + "."
		for _, slot := range s.slots {
			// A photo of the other puzzle's face: its slot's words do
			// not fit in the slot, and say what to do.
			if slot.wrongPuzzle != "" {
				text = fmt.Sprintf("%s: %s. %s", slot.name, slot.wrongPuzzle, text)
				break
			}
		}
		s.status.SetText(text)
		s.read.Disable()
		return
	}
	s.status.SetText("All six faces found. Read the cube to put it in the editor.")
	s.read.Enable()
}

// readCube resolves the six faces' colours into a cube for the editor.
func (s *scanner) readCube() {
	f, check, err := s.resolve()
	if err != nil {
		s.status.SetText(err.Error())
		return
	}
	s.pop.Hide()
	camera := 0
	for _, slot := range s.slots {
		if slot.name == fromCamera {
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
	if s.onRead != nil {
		s.onRead(s.puzzle, f, check, from)
	}
}

// resolve reads the cube from the six faces' colours: the puzzle's
// stickers (the pocket cube's at the 3x3x3's corners), and those in doubt.
func (s *scanner) resolve() (cube.Facelets, []int, error) {
	if s.puzzle == puzzle.Cube2 {
		var colours [pocket.NumFacelets]scan.RGB
		for f, slot := range s.slots {
			copy(colours[f*4:], slot.colours)
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
	var colours [cube.NumFacelets]scan.RGB
	for f, slot := range s.slots {
		copy(colours[f*9:], slot.colours)
	}
	res, err := scan.Resolve(colours)
	if err != nil {
		return cube.Facelets{}, nil, err
	}
	var check []int
	for _, d := range res.Doubtful {
		check = append(check, d.Sticker)
	}
	return res.Facelets, check, nil
}

// drop takes photos dropped on the window: a file named after a face
// (U.jpg, "R face.png") goes to that face, the others fill the empty slots
// in the order U R F D L B.
func (s *scanner) drop(files []string) {
	if s.puzzle == puzzle.Cube3 && (s.corners.pop.Visible() || s.twoCorners(files)) {
		s.corners.show()
		s.corners.drop(files)
		return
	}
	var rest []string
	for _, file := range files {
		base := strings.ToUpper(filepath.Base(file))
		if f := strings.IndexByte("URFDLB", base[0]); f >= 0 && (len(base) == 1 || !isLetter(base[1])) {
			s.load(cube.Face(f), file)
		} else {
			rest = append(rest, file)
		}
	}
	for _, slot := range s.slots {
		if len(rest) == 0 {
			break
		}
		if slot.name == "" {
			s.load(slot.face, rest[0])
			rest = rest[1:]
		}
	}
}

// twoCorners says whether files are two photos of the cube's corners
// (and so for the corners' pop-up): two photos, neither named after a face,
// dropped while no face has a photo, each showing three faces at a corner.
func (s *scanner) twoCorners(files []string) bool {
	if len(files) != 2 {
		return false
	}
	for _, slot := range s.slots {
		if slot.name != "" {
			return false
		}
	}
	for _, file := range files {
		base := strings.ToUpper(filepath.Base(file))
		if strings.IndexByte("URFDLB", base[0]) >= 0 && (len(base) == 1 || !isLetter(base[1])) {
			return false
		}
		img, err := loadPhoto(file)
		if err != nil {
			return false
		}
		if _, err := photo.FindCorner(img); err != nil {
			return false
		}
	}
	return true
}

func isLetter(b byte) bool { return b >= 'A' && b <= 'Z' }

func blankThumb() image.Image {
	img := image.NewRGBA(image.Rect(0, 0, thumbSize, thumbSize))
	for i := range img.Pix {
		img.Pix[i] = 0x60
	}
	return img
}
