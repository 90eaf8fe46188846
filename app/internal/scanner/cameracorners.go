package scanner

import (
	"fmt"
	"image"

	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/puzzle"
	"cubesolver/solver/scan/camera"
	"cubesolver/solver/scan/photo"
)

// The camera takes the two corners of the cube too, for the corners'
// pop-up, as it takes the six faces for the scanner: each asked for with
// a picture of how to hold the cube, and taken once held still.

// startCorners opens the camera to take the two corners (those the
// corners' pop-up does not have yet, or both again if it has both),
// saying so in the corners' pop-up meanwhile.
func (c *cameraScan) startCorners() {
	c.setMode(true)
	k := c.s.Corners
	all := k.Slots[0].OK && k.Slots[1].OK
	c.steady = camera.NewSteady(c.Still)
	for v, slot := range k.Slots {
		c.cornerTaken[v] = slot.OK && !all
		if c.cornerTaken[v] {
			c.steady.TakeCorner(v, slot.seen)
		}
	}
	k.reads.readWhenIn = false // the camera takes the corners instead
	k.Status.Importance = widget.MediumImportance
	k.say("Opening the camera…")
	c.launch()
}

// setMode shows the six faces' chips or the two corners'.
func (c *cameraScan) setMode(corners bool) {
	c.corners = corners
	if corners {
		c.faceChips.Hide()
		c.cornerChips.Show()
		c.chipsLabel.SetText("Corners (✓ taken; tap one to take it now):")
	} else {
		c.cornerChips.Hide()
		c.faceChips.Show()
		c.chipsLabel.SetText("Faces (✓ taken; tap one to take it now):")
	}
}

// showCorner puts a frame on the screen and takes the corner asked for
// once it has been held still.
func (c *cameraScan) showCorner(img image.Image, sight camera.CornerSighting) {
	c.Preview.setCorner(img, sight.Corner, sight.Found)
	c.sayGrey(sight.Colourless)
	seen, progress, ok := c.steady.AddCorner(sight)
	c.Progress.SetValue(progress)
	if !ok {
		return
	}
	v := c.view
	slot := c.s.Corners.Slots[v]
	c.s.Corners.stopReading(slot) // the corner taken now is the newer
	slot.Name, slot.photo, slot.corner, slot.OK, slot.note = fromCamera, img, sight.Corner, true, ""
	slot.seen, slot.colours = seen, v.Turn(seen)
	slot.Outline.setCorner(img, sight.Corner, true)
	c.s.Corners.showSlot(slot, "")
	c.steady.TakeCorner(int(v), seen)
	c.cornerTaken[v] = true
	c.Progress.SetValue(0)
	c.next()
}

// nextCorner asks for the first corner not taken yet; with both taken it
// hands over to the corners' pop-up.
func (c *cameraScan) nextCorner() {
	for v := range c.cornerTaken {
		if c.cornerTaken[v] {
			c.cornerChip[v].SetIcon(theme.ConfirmIcon())
		} else {
			c.cornerChip[v].SetIcon(nil)
		}
	}
	for v := range c.cornerTaken {
		if !c.cornerTaken[v] {
			c.askCorner(photo.CornerView(v), fmt.Sprintf("Corner %d of 2", v+1))
			return
		}
	}
	c.Back()
}

// askCorner asks for corner v, the guide starting with lead.
func (c *cameraScan) askCorner(v photo.CornerView, lead string) {
	c.view = v
	f := v.Faces()
	c.Guide.SetText(fmt.Sprintf("%s: %s on top, %s at the left, %s at the right, the three faces in sight.",
		lead, puzzle.ColourName(f[0]), puzzle.ColourName(f[1]), puzzle.ColourName(f[2])))
	c.Hold.Image = cornerHoldPicture(v)
	c.Hold.Refresh()
}

// retakeCorner asks for corner v now, again if it was taken.
func (c *cameraScan) retakeCorner(v photo.CornerView) {
	c.retakeSlot(int(v), &c.cornerTaken[v], func(word string) { c.askCorner(v, word) })
}
