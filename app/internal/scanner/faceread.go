package scanner

import (
	"errors"
	"fmt"
	"image"

	"cubesolver/app/internal/puzzle"
	"cubesolver/solver/cube"

	"cubesolver/solver/scan"
	"cubesolver/solver/scan/photo"
)

// faceReading is what reading a face's photo found, off the UI goroutine:
// the picture, and the face in it with its stickers' colours, or why not.
type faceReading struct {
	img     image.Image
	loadErr error // the file could not be read: said in a few words
	side    int   // the stickers along the face looked for: 3, or 2
	faces   []photo.Found
	colours []scan.RGB
	err     error // no face found (or measured) in the picture
}

// readFace finds the face of side×side stickers in img and measures them.
func readFace(img image.Image, side int) faceReading {
	r := faceReading{img: img, side: side}
	r.faces, r.err = photo.FindFaces(img, side)
	if r.err == nil {
		r.colours, r.err = photo.SampleN(img, r.faces[0].Outline(), side)
	}
	return r
}

// loadFace reads the photo in file, and the face in it.
func loadFace(file string, side int) faceReading {
	img, err := loadPhoto(file)
	if err != nil {
		return faceReading{loadErr: err, side: side}
	}
	return readFace(img, side)
}

// read reads a picture named name for face f's slot on another goroutine
// (work, given the stickers along a face), the slot and the status saying
// so meanwhile, and applies what it found on the UI goroutine (see
// pendingReads).
func (s *Scanner) read(f cube.Face, name string, work func(side int) faceReading) {
	side := s.side()
	s.reads.start(f, name, func() faceReading { return work(side) })
	slot := s.Slots[f]
	s.showSlot(slot, slot.problem)
	s.showStatus()
}

// isReading says whether a photo is being read for slot.
func (s *Scanner) isReading(slot *scanSlot) bool {
	_, ok := s.reads.reading(slot.Face)
	return ok
}

// stopReading drops the picture being read for slot, if any: the slot
// shows what it had.
func (s *Scanner) stopReading(slot *scanSlot) {
	if s.reads.drop(slot.Face) {
		s.showSlot(slot, slot.problem)
	}
}

// apply puts what reading a picture named name found in slot.
func (s *Scanner) apply(slot *scanSlot, name string, r faceReading) {
	if r.loadErr != nil {
		slot.Name, slot.OK, slot.Photo, slot.wrongPuzzle, slot.note = name, false, nil, "", ""
		slot.View.set(nil, photo.Quad{}, false)
		s.showSlot(slot, r.loadErr.Error())
		s.showStatus()
		return
	}
	if r.side != s.side() {
		// The other puzzle was chosen while it was read: look again.
		s.place(slot.Face, name, r.img)
		return
	}
	img, faces, err := r.img, r.faces, r.err
	slot.Name, slot.OK, slot.Photo, slot.wrongPuzzle, slot.note = name, false, img, "", ""
	if err != nil {
		slot.View.set(img, middleQuad(img.Bounds()), false)
		problem := "no face found: drag the corners onto it"
		var nf *photo.NoFaceError
		if errors.As(err, &nf) && nf.Colourless {
			problem = "the photo is black and white, its stickers' colours lost: open one in colour"
		}
		if errors.As(err, &nf) && nf.Cut != "" {
			problem = fmt.Sprintf("the face runs off the photo's %s edge: open one with the whole face, or drag the corners onto it", nf.Cut)
		}
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
		slot.OK, slot.Colours = true, r.colours
		slot.View.set(img, faces[0].Outline(), true)
		if len(faces) > 1 {
			// Say which was taken: a screenshot of another scanning
			// program shows its own drawn faces beside the cube.
			slot.note = fmt.Sprintf("(the largest of %d grids)", len(faces))
		}
		s.showSlot(slot, "")
	}
	s.showStatus()
}
