package scanner

import (
	"errors"
	"fmt"
	"image"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"cubesolver/app/internal/clipimage"
	"cubesolver/app/internal/words"
	"cubesolver/solver/scan/photo"
)

// paste takes a picture from the clipboard into the first face without
// one found; or, where the clipboard holds the names of files (as a file
// manager's Copy does), opens those as if dropped.
func (s *Scanner) paste() {
	s.note = ""
	s.readClipboard(s.showStatus, func(img image.Image, files []string, err error) {
		switch {
		case err == nil:
			for _, slot := range s.Slots {
				if !slot.OK && !s.isReading(slot) {
					s.place(slot.Face, "pasted picture", img)
					return
				}
			}
			s.showStatus()
			s.say("All six faces have a photo: open one again to replace it.")
		case len(files) > 0:
			s.Drop(files)
		default:
			s.showStatus()
			s.say(words.Sentence(err.Error()) + " Copy a photo of a face (or its file) and paste again.")
		}
	})
}

// readClipboard reads the picture on the clipboard off the UI goroutine
// (a large one takes a while to come over and to decode), shown meanwhile
// with show; then done is given the picture, or else the files named in
// the clipboard's text and why there is no picture, on the UI goroutine,
// unless the scanner was closed or pasted into again since.
func (s *Scanner) readClipboard(show func(), done func(img image.Image, files []string, err error)) {
	type got struct {
		img image.Image
		err error
	}
	s.clip.stop()
	j := newJob("the clipboard")
	s.clip = j
	show()
	read := s.ClipboardImage // the field is the UI goroutine's
	runJob(j, s.Post, func() got {
		img, err := read()
		return got{img, err}
	}, func(g got) {
		if s.clip != j {
			return // the scanner was closed, or pasted into again
		}
		s.clip = nil
		if g.err != nil {
			// Fyne's clipboard is the UI goroutine's.
			done(nil, clipboardFiles(s.ClipboardText()), g.err)
			return
		}
		done(g.img, nil, nil)
	})
}

// readClipboardImage reads and decodes the picture on the clipboard.
func readClipboardImage() (image.Image, error) {
	data, _, err := clipimage.Read()
	if err != nil {
		return nil, err
	}
	return DecodeClipboard(data)
}

// DecodeClipboard decodes the bytes of a picture from the clipboard,
// refusing one too large before it is decoded.
func DecodeClipboard(data []byte) (image.Image, error) {
	img, err := photo.DecodeBytes(data)
	switch {
	case errors.Is(err, photo.ErrTooLarge):
		return nil, fmt.Errorf("the picture on the clipboard is %w", err)
	case err != nil:
		return nil, errors.New("the picture on the clipboard cannot be read")
	}
	return img, nil
}

// clipboardFiles returns the files named in text, one a line, as paths or
// file:// URIs, if every line names a file that exists; otherwise none.
func clipboardFiles(text string) []string {
	var files []string
	for k, line := range strings.Split(strings.TrimSpace(text), "\n") {
		line = strings.TrimSpace(line)
		// Skip text/uri-list's comments, and the "copy" or "cut" first line
		// of GNOME's list of copied files.
		if line == "" || strings.HasPrefix(line, "#") || k == 0 && (line == "copy" || line == "cut") {
			continue
		}
		if u, err := url.Parse(line); err == nil && u.Scheme == "file" {
			line = u.Path
		}
		if !filepath.IsAbs(line) {
			return nil
		}
		if st, err := os.Stat(line); err != nil || !st.Mode().IsRegular() {
			return nil
		}
		files = append(files, line)
	}
	return files
}
