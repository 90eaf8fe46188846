package scanner

import (
	"fmt"
	"path/filepath"
	"strings"

	"cubesolver/app/internal/puzzle"
	"cubesolver/solver/cube"
	"cubesolver/solver/scan/photo"
)

// Drop takes photos dropped on the window: six whose names end in their
// faces go to them (photo.FacesAtEnd); else a file named after a face
// (U.jpg, "R face.png") goes to that face, the others fill the empty slots
// in the order U R F D L B. Two photos that may be of corners are read
// first to see (see dropCorners).
func (s *Scanner) Drop(files []string) {
	s.note = ""
	if s.puzzle == puzzle.Cube3 && s.Corners.Pop.Visible() {
		s.Corners.Show()
		s.Corners.drop(files)
		return
	}
	if s.puzzle == puzzle.Cube3 && s.mayBeCorners(files) {
		s.dropCorners(files)
		return
	}
	// Six whose names end in six faces (rubiks-side-U.png ... -B.png, as
	// programs save a cube's photos) go to those faces, as cubecli scan
	// takes them.
	if ordered, ok := photo.FacesAtEnd(files); ok {
		for f, file := range ordered {
			s.Load(cube.Face(f), file)
		}
		s.showStatus()
		return
	}
	// Those named after a face go to it, one a face (a second for the
	// same face is not taken: which is meant, only the person knows);
	// the others fill the faces without a photo, in order.
	var rest, notTaken []string
	var named [6]bool
	for _, file := range files {
		f, ok := photo.FaceNamed(file)
		switch {
		case !ok:
			rest = append(rest, file)
		case named[f]:
			notTaken = append(notTaken, file)
		default:
			named[f] = true
			s.Load(f, file)
		}
	}
	for _, slot := range s.Slots {
		if len(rest) == 0 {
			break
		}
		if slot.Name == "" && !s.isReading(slot) {
			s.Load(slot.Face, rest[0])
			rest = rest[1:]
		}
	}
	s.notTaken(append(notTaken, rest...))
}

// notTaken says, before what the scanner still needs, which files dropped
// were not taken, rather than dropping them in silence.
func (s *Scanner) notTaken(files []string) {
	if len(files) > 0 {
		s.note = fmt.Sprintf("Not taken: %s (a face named twice, or every face with a photo already): open a face's photo again to replace it, or name the file after its face (U.jpg).",
			strings.Join(names(files), ", "))
	}
	s.showStatus()
}

// names are the files' names without their folders.
func names(files []string) []string {
	out := make([]string, len(files))
	for i, f := range files {
		out[i] = filepath.Base(f)
	}
	return out
}

// mayBeCorners says whether files may be two photos of the cube's corners
// (and so for the corners' pop-up): two photos, neither named after a face,
// dropped while no face has a photo. Whether each shows three faces at a
// corner is only known once they are read.
func (s *Scanner) mayBeCorners(files []string) bool {
	if len(files) != 2 {
		return false
	}
	for _, slot := range s.Slots {
		if slot.Name != "" || s.isReading(slot) {
			return false
		}
	}
	for _, file := range files {
		if _, named := photo.FaceNamed(file); named {
			return false
		}
	}
	return true
}

// dropCorners reads two photos dropped, off the UI goroutine, the status
// saying so: if each shows a corner they go to the corners' pop-up, and
// otherwise to the first faces still empty, as any photos dropped.
func (s *Scanner) dropCorners(files []string) {
	type both struct {
		corners [2]cornerReading
		faces   [2]faceReading
		ok      bool // each is a corner
	}
	s.dropped.stop()
	j := newJob(strings.Join(names(files), ", "))
	j.many = true
	s.dropped = j
	s.showStatus()
	side := s.side()
	runJob(j, s.Post, func() both {
		var b both
		b.ok = true
		for k, file := range files {
			b.corners[k] = loadCorner(file)
			b.ok = b.ok && b.corners[k].loadErr == nil && b.corners[k].err == nil
		}
		if !b.ok {
			for k, file := range files {
				if img := b.corners[k].img; img != nil {
					b.faces[k] = readFace(img, side)
				} else {
					b.faces[k] = loadFace(file, side)
				}
			}
		}
		return b
	}, func(b both) {
		if s.dropped != j {
			return // the scanner was closed meanwhile
		}
		s.dropped = nil
		if b.ok && s.puzzle == puzzle.Cube3 {
			// Enter pressed meanwhile reads the corners, once both
			// are in.
			asked := s.reads.readWhenIn
			s.Corners.Show()
			for k, file := range files {
				s.Corners.take(photo.CornerView(k), filepath.Base(file), b.corners[k])
			}
			s.Corners.reads.readWhenIn = asked
			s.showStatus()
			s.Corners.showStatus()
			return
		}
		var rest []string
		for k, file := range files {
			slot := s.emptySlot()
			if slot == nil {
				rest = append(rest, file)
				continue
			}
			if b.ok { // corners, but the pocket cube was chosen meanwhile
				s.place(slot.Face, filepath.Base(file), b.corners[k].img)
			} else {
				s.apply(slot, filepath.Base(file), b.faces[k])
			}
		}
		s.notTaken(rest)
	})
}

// emptySlot is the first face with no photo and none being read, or nil.
func (s *Scanner) emptySlot() *scanSlot {
	for _, slot := range s.Slots {
		if slot.Name == "" && !s.isReading(slot) {
			return slot
		}
	}
	return nil
}
