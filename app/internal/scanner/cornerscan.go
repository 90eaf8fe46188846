package scanner

import (
	"errors"
	"fmt"
	"image"
	"math"
	"path/filepath"
	"strings"

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
	"cubesolver/solver/scan"
	"cubesolver/solver/scan/photo"
)

// cornerScan reads the cube from two photos instead of six, each of the
// cube seen from a corner with three faces in sight, in a pop-up that
// takes the scanner's place: for each corner a picture of how to hold the
// cube, the photo with the three faces found outlined, and Read, which
// hands the cube to the editor as the scanner does.
type cornerScan struct {
	s     *Scanner
	Pop   *widget.PopUp
	keys  *widgets.DialogKeys
	Slots [2]*cornerSlot
	// Status says what is still missing, or what went wrong reading, in
	// statusBox.
	Status    *widget.Label
	statusBox *widgets.BoxScroll
	Read      *widgets.KeyButton
	// Open asks for the photo of a corner; tests replace it.
	Open func(v photo.CornerView)
	// reads are the corners' photos being read.
	reads *pendingReads[photo.CornerView, cornerReading]
	// note says what the last drop did not take, before the status.
	note string
}

// cornerSlot is one corner's photo.
type cornerSlot struct {
	view    photo.CornerView
	Name    string // the file's name, "" before one is opened
	problem string // what is wrong with the photo opened, or ""
	note    string // said after the name: the outline set by hand
	OK      bool
	colours [3][9]scan.RGB // of the faces view.Faces() names
	seen    [3][9]scan.RGB // the same as seen (top, left, right as they lie)
	photo   image.Image
	corner  photo.Corner
	Outline *quadEditor
	Label   *widget.Label
}

// cornerThumb is the side of each corner's photo in the pop-up.
const cornerThumb = 220

func newCornerScan(s *Scanner) *cornerScan {
	c := &cornerScan{s: s}
	c.Open = c.openDialog
	c.reads = newPendingReads(&s.Post, c.take, func() bool { return s.clip != nil })
	cols := container.NewGridWithColumns(2)
	for v := range c.Slots {
		view := photo.CornerView(v)
		slot := &cornerSlot{view: view}
		slot.Outline = newQuadEditor(fyne.NewSquareSize(cornerThumb))
		slot.Outline.OnChanged = func() { c.corrected(slot) }
		hold := canvas.NewImageFromImage(cornerHoldPicture(view))
		hold.FillMode = canvas.ImageFillContain
		hold.SetMinSize(fyne.NewSquareSize(110))
		guide := widget.NewLabel(cornerGuide(view))
		guide.Wrapping = fyne.TextWrapWord
		slot.Label = widget.NewLabel("")
		slot.Label.Truncation = fyne.TextTruncateEllipsis
		openBtn := widgets.NewKeyButtonWithIcon([2]string{"First corner…", "Second corner…"}[v], theme.FolderOpenIcon(), func() { c.Open(view) })
		c.Slots[v] = slot
		top := container.NewBorder(nil, nil, hold, nil, container.New(widgets.FixedHeight{Lines: 4}, guide))
		cols.Add(container.NewBorder(container.NewVBox(top, openBtn), slot.Label, nil, nil, slot.Outline))
		c.showSlot(slot, "")
	}
	c.Status = widget.NewLabel("")
	c.Status.Wrapping = fyne.TextWrapWord
	c.Read = widgets.NewKeyButtonWithIcon("Read the cube", theme.ConfirmIcon(), c.requestRead)
	c.Read.Importance = widget.HighImportance
	six := widgets.NewKeyButtonWithIcon("Six faces", theme.NavigateBackIcon(), c.back)
	cameraBtn := widgets.NewKeyButtonWithIcon("Camera…", theme.MediaVideoIcon(), func() { s.Camera.startCorners() })
	// Closing drops what is being read, as the scanner's Close does.
	closeBtn := widgets.NewKeyButtonWithIcon("Close", theme.CancelIcon(), func() {
		s.stopReads()
		c.Pop.Hide()
	})
	heading := widget.NewLabelWithStyle("Read the cube from two corners", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	help := widget.NewLabel("Two photos, each of the cube seen from a corner with three faces in sight: hold it upright and photograph it from a little above the corner, as the pictures show. Open them, drop them on the window, paste them (Ctrl+V), or show the corners to the camera.")
	help.Wrapping = fyne.TextWrapWord
	c.keys = &widgets.DialogKeys{OnEnter: c.requestRead, OnEscape: closeBtn.OnTapped, OnPaste: c.paste}
	c.keys.ExtendBaseWidget(c.keys)
	buttons := container.NewHBox(six, cameraBtn, widgets.LayoutSpacer(), closeBtn, c.Read)
	content := container.NewStack(c.keys, container.NewBorder(container.NewVBox(heading, help),
		container.NewVBox(statusBox(c.Status, &c.statusBox), buttons), nil, nil, cols))
	c.Pop = widget.NewModalPopUp(content, s.win.Canvas())
	c.Pop.Hide() // a pop-up made is visible until hidden
	c.showStatus()
	return c
}

// cornerGuide says how to hold the cube for view v, in the default
// colours.
func cornerGuide(v photo.CornerView) string {
	f := v.Faces()
	lead := "1. The corner of %s, %s and %s: %s on top, %s at the left, %s at the right."
	if v == photo.BackCorner {
		lead = "2. Turned over, the opposite corner: %s on top, %s at the left, %s at the right."
		return fmt.Sprintf(lead, puzzle.ColourName(f[0]), puzzle.ColourName(f[1]), puzzle.ColourName(f[2]))
	}
	return fmt.Sprintf(lead, puzzle.ColourName(f[0]), puzzle.ColourName(f[1]), puzzle.ColourName(f[2]), puzzle.ColourName(f[0]), puzzle.ColourName(f[1]), puzzle.ColourName(f[2]))
}

// cornerHoldPictures are the pictures of how to hold the cube for each
// view, drawn when first asked for.
var cornerHoldPictures [2]image.Image

// cornerHoldPicture draws a cube of the default colours seen from the
// corner of view v, held as the view says.
func cornerHoldPicture(v photo.CornerView) image.Image {
	if cornerHoldPictures[v] == nil {
		facelets := cube.SolvedFacelets()
		if v == photo.BackCorner {
			alg, err := cube.ParseAlg("x2 y'") // D on top, L at the left, B at the right
			if err != nil {
				panic(err) // the turn above is written right
			}
			facelets = render.AlgFacelets(facelets, alg)
		}
		c3 := render.NewCube3D()
		c3.Hints = false
		cornerHoldPictures[v] = c3.Render(220, 220, render.Scene{Facelets: facelets, View: render.View{Yaw: math.Pi / 4, Pitch: 32 * math.Pi / 180}})
	}
	return cornerHoldPictures[v]
}

// Show opens the pop-up in the scanner's place.
func (c *cornerScan) Show() {
	c.s.reads.readWhenIn = false // the six faces are not read
	c.s.Pop.Hide()
	if c.s.Camera.Pop.Visible() {
		c.s.Camera.halt()
		c.s.Camera.Pop.Hide()
	}
	c.Pop.Resize(c.popSize())
	c.Pop.Show()
	c.s.win.Canvas().Focus(c.keys)
}

// popSize is the pop-up's size: its content's least, at least 560 wide,
// no wider than the window but for a margin.
func (c *cornerScan) popSize() fyne.Size {
	size := c.Pop.Content.MinSize()
	return fyne.NewSize(fyne.Min(c.s.win.Canvas().Size().Width-2*theme.Padding(), fyne.Max(size.Width, 560)), size.Height)
}

// back returns to the scanner's six faces.
func (c *cornerScan) back() {
	c.reads.readWhenIn = false
	c.Pop.Hide()
	c.s.Show()
}

// openDialog asks for the photo of corner v: its path typed, or picked
// in Fyne's file dialog.
func (c *cornerScan) openDialog(v photo.CornerView) {
	title := [2]string{"The first corner's photo (U, F and R)", "The second corner's photo (D, L and B)"}[v]
	c.s.Ask = askPhoto(c.s.win, title, c.s.folder, func(path string) { c.Load(v, path) })
}

// Load reads the photo in file as corner v, off the UI goroutine (see
// read).
func (c *cornerScan) Load(v photo.CornerView, file string) {
	c.note = ""
	c.s.folder.keep(file)
	c.read(v, filepath.Base(file), func() cornerReading { return loadCorner(file) })
}

// place puts a picture, named name, in corner v's slot: finds the three
// faces in it and measures their stickers, off the UI goroutine.
func (c *cornerScan) place(v photo.CornerView, name string, img image.Image) {
	c.read(v, name, func() cornerReading { return readCorner(img) })
}

// read reads a picture named name for corner v's slot on another
// goroutine (work), the slot and the status saying so meanwhile, and
// takes what it found on the UI goroutine (see pendingReads).
func (c *cornerScan) read(v photo.CornerView, name string, work func() cornerReading) {
	c.reads.start(v, name, work)
	c.showSlot(c.Slots[v], c.Slots[v].problem)
	c.showStatus()
}

// take puts what reading a picture named name found in corner v's slot.
func (c *cornerScan) take(v photo.CornerView, name string, r cornerReading) {
	slot := c.Slots[v]
	c.stopReading(slot)
	slot.Name, slot.OK, slot.photo, slot.note = name, false, r.img, ""
	switch {
	case r.loadErr != nil:
		slot.Outline.set(nil, photo.Quad{}, false)
		c.showSlot(slot, r.loadErr.Error())
	case r.err != nil:
		slot.Outline.setCorner(r.img, middleCorner(r.img.Bounds()), false)
		msg := "no corner found: drag the corners onto the cube"
		if !errors.Is(r.err, photo.ErrNoCorner) {
			msg = r.err.Error()
		}
		c.showSlot(slot, msg)
	default:
		slot.OK, slot.corner, slot.seen, slot.colours = true, r.corner, r.seen, v.Turn(r.seen)
		slot.Outline.setCorner(r.img, r.corner, true)
		c.showSlot(slot, "")
	}
	c.showStatus()
}

// stopReading drops the picture being read for slot, if any: the slot
// shows what it had.
func (c *cornerScan) stopReading(slot *cornerSlot) {
	if c.reads.drop(slot.view) {
		c.showSlot(slot, slot.problem)
	}
}

// stopReads drops the photos being read for both corners.
func (c *cornerScan) stopReads() {
	c.reads.readWhenIn, c.note = false, ""
	for _, slot := range c.Slots {
		c.stopReading(slot)
	}
	c.showStatus()
}

// busy says whether a corner's photo is being read.
func (c *cornerScan) busy() bool { return c.reads.slotsBusy() }

// isReading says whether a photo is being read for slot.
func (c *cornerScan) isReading(slot *cornerSlot) bool {
	_, ok := c.reads.reading(slot.view)
	return ok
}

// drop takes photos dropped on the window (or pasted as files): each to a
// corner of its own, those with no photo first, then those whose photo
// was not found; the files left over are not taken, and the status says
// so, as it says what is wrong with a photo that could not be read.
func (c *cornerScan) drop(files []string) {
	var given [2]bool
	for k, file := range files {
		v := c.next(given)
		if v < 0 {
			c.note = fmt.Sprintf("Not taken: %s (both corners have a photo already): open a corner's photo again to replace it.",
				strings.Join(names(files[k:]), ", "))
			break
		}
		given[v] = true
		c.Load(photo.CornerView(v), file)
	}
	c.showStatus()
}

// paste takes a picture from the clipboard into the first corner without
// one found; or opens the files named on it.
func (c *cornerScan) paste() {
	c.s.readClipboard(c.showStatus, func(img image.Image, files []string, err error) {
		switch {
		case err == nil:
			v := c.next([2]bool{})
			if v < 0 {
				c.showStatus()
				c.say("Both corners have a photo: open one again to replace it.")
				return
			}
			c.place(photo.CornerView(v), "pasted picture", img)
		case len(files) > 0:
			c.note = ""
			c.drop(files)
		default:
			c.showStatus()
			c.say(words.Sentence(err.Error()) + " Copy a photo of a corner (or its file) and paste again.")
		}
	})
}

// next is the corner a photo goes to, of those not given one already:
// the first with no photo, or else the first whose photo was not found;
// -1 if each has a photo found (or being read).
func (c *cornerScan) next(given [2]bool) int {
	for v, slot := range c.Slots {
		if !given[v] && slot.Name == "" && !c.isReading(slot) {
			return v
		}
	}
	for v, slot := range c.Slots {
		if !given[v] && !slot.OK && !c.isReading(slot) {
			return v
		}
	}
	return -1
}

func (c *cornerScan) showSlot(slot *cornerSlot, problem string) {
	slot.problem = problem
	name, pending := c.reads.reading(slot.view)
	switch {
	case pending:
		slot.Label.Importance = widget.MediumImportance
		slot.Label.SetText(reading(name))
	case slot.Name == "":
		slot.Label.Importance = widget.MediumImportance
		slot.Label.SetText("No photo yet")
	case problem != "":
		slot.Label.Importance = widget.DangerImportance
		slot.Label.SetText(slot.Name + ": " + problem)
	default:
		slot.Label.Importance = widget.MediumImportance
		text := fmt.Sprintf("%s (%d/27 stickers)", slot.Name, slot.corner.Stickers)
		if slot.note != "" {
			text = slot.Name + " " + slot.note
		} else if note := slot.corner.TurnedNote(); note != "" {
			text += ": " + note
		}
		slot.Label.SetText(text)
	}
}

// say shows text in the status, from its top (see Scanner.say).
func (c *cornerScan) say(text string) {
	if text == c.Status.Text {
		c.Status.Refresh() // its importance may have changed
		return
	}
	c.Status.SetText(text)
	c.statusBox.ShowTop()
}

// showStatus says what is still missing, and enables Read when nothing is:
// what is wrong with each photo that could not be read, in full (its slot
// has room for a few words only), and the corners with no photo yet.
func (c *cornerScan) showStatus() {
	c.Status.Importance = widget.MediumImportance
	var notRead, toOpen, read []string
	if c.s.clip != nil {
		read = append(read, c.s.clip.name)
	}
	for v, slot := range c.Slots {
		name, pending := c.reads.reading(slot.view)
		switch {
		case pending:
			read = append(read, name)
		case slot.OK:
		case slot.Name == "":
			toOpen = append(toOpen, [2]string{"the first corner", "the second corner"}[v])
		default:
			notRead = append(notRead, fmt.Sprintf("the %s corner, %s (%s)", [2]string{"first", "second"}[v], slot.Name, slot.problem))
		}
	}
	if len(toOpen) == 2 {
		toOpen = []string{"both corners"}
	}
	var parts []string
	if c.note != "" {
		parts = append(parts, c.note)
	}
	if len(read) > 0 {
		parts = append(parts, readingThen(read, len(read) > 1, c.reads.readWhenIn))
	}
	if len(notRead) > 0 {
		parts = append(parts, "Not read: "+strings.Join(notRead, "; ")+".")
	}
	if len(toOpen) > 0 {
		parts = append(parts, "Still to open: "+strings.Join(toOpen, " and ")+".")
	}
	if len(read)+len(notRead)+len(toOpen) > 0 {
		c.say(strings.Join(parts, " "))
		c.Read.Disable()
	} else {
		c.say(strings.Join(append(parts, "Both corners found. Read the cube to put it in the editor."), " "))
		c.Read.Enable()
	}
	c.readIfAsked()
}

// requestRead reads the cube, as Enter or Read asks: at once if both
// corners are found; while photos are still being read, once the last is
// in (see readIfAsked).
func (c *cornerScan) requestRead() {
	switch {
	case !c.Read.Disabled():
		c.ReadCube()
	case c.reads.askWhenIn():
		c.showStatus()
	}
}

// readIfAsked reads the cube asked for while photos were being read, now
// that they are in: if both corners were found, and the pop-up is still
// open; if not, the status says what is missing and nothing is read.
func (c *cornerScan) readIfAsked() {
	if c.reads.allInAsked() && !c.Read.Disabled() && c.Pop.Visible() {
		c.ReadCube()
	}
}

// ReadCube resolves the two corners' colours into a cube for the editor.
func (c *cornerScan) ReadCube() {
	var colours [cube.NumFacelets]scan.RGB
	for _, slot := range c.Slots {
		for k, f := range slot.view.Faces() {
			copy(colours[int(f)*9:], slot.colours[k][:])
		}
	}
	if err := photo.CheckOpposite(c.Slots[0].seen, c.Slots[1].seen); err != nil {
		c.Status.Importance = widget.DangerImportance
		c.say(words.Sentence(err.Error()))
		return
	}
	res, err := scan.Resolve(colours)
	if err != nil {
		var same *scan.SameFacesError
		if errors.As(err, &same) {
			c.Status.Importance = widget.DangerImportance
			c.say("The two photos show the same faces: the second must be of the opposite corner, the cube turned over.")
			return
		}
		c.say(words.Sentence(err.Error()))
		return
	}
	f := res.Facelets
	var check []int
	for _, d := range res.Doubtful {
		check = append(check, d.Sticker)
	}
	if scan.PieceTurnedInPlace(res.ClosestUnsolvable, res.Doubtful) {
		f, check = res.Closest, nil // a piece turned in its place: as readCube
	}
	c.Pop.Hide()
	from := "the two corner photos"
	if c.Slots[0].Name == fromCamera && c.Slots[1].Name == fromCamera {
		from = "the camera's two corners"
	}
	c.s.handOver(puzzle.Cube3, f, check, from)
}

// forgetPhotos empties both corners' slots (see Scanner.handOver).
func (c *cornerScan) forgetPhotos() {
	c.stopReads()
	for _, slot := range c.Slots {
		*slot = cornerSlot{view: slot.view, Outline: slot.Outline, Label: slot.Label}
		slot.Outline.show(nil, nil, nil, false)
		c.showSlot(slot, "")
	}
	c.showStatus()
}

// corrected measures a corner again in the outlines dragged into place.
func (c *cornerScan) corrected(slot *cornerSlot) {
	k := slot.Outline.Corner()
	seen, err := photo.SampleCorner(slot.photo, k, photo.FrontCorner)
	if err != nil {
		slot.OK = false
		c.showSlot(slot, err.Error())
	} else {
		slot.OK, slot.corner, slot.seen, slot.colours, slot.note = true, k, seen, slot.view.Turn(seen), "(set by hand)"
		c.showSlot(slot, "")
	}
	c.showStatus()
}

// middleCorner is a corner's outline on the middle of a picture, for one
// not found: a hexagon, its three faces meeting in the middle.
func middleCorner(b image.Rectangle) photo.Corner {
	r := 0.3 * float64(min(b.Dx(), b.Dy()))
	cx, cy := float64(b.Min.X)+float64(b.Dx())/2, float64(b.Min.Y)+float64(b.Dy())/2
	at := func(dx, dy float64) photo.Point { return photo.Point{X: cx + dx*r, Y: cy + dy*r} }
	near, left, right, top := at(0, 0), at(-0.87, -0.5), at(0.87, -0.5), at(0, -1)
	bottom, farLeft, farRight := at(0, 1), at(-0.87, 0.5), at(0.87, 0.5)
	return photo.Corner{
		Top: photo.Quad{top, right, near, left}, Left: photo.Quad{left, near, bottom, farLeft},
		Right: photo.Quad{near, right, farRight, bottom}, Near: near,
	}
}
