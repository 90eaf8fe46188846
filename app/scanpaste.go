package app

import (
	"errors"
	"fmt"
	"image"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"cubesolver/app/clipimage"
	"cubesolver/app/internal/words"
	"cubesolver/solver/scan/photo"
)

// paste takes a picture from the clipboard into the first face without
// one found; or, where the clipboard holds the names of files (as a file
// manager's Copy does), opens those as if dropped.
func (s *scanner) paste() {
	img, err := s.clipboardImage()
	if err == nil {
		for _, slot := range s.slots {
			if !slot.ok {
				s.place(slot.face, "pasted picture", img)
				return
			}
		}
		s.status.SetText("All six faces have a photo: open one again to replace it.")
		return
	}
	if files := clipboardFiles(s.clipboardText()); len(files) > 0 {
		s.drop(files)
		return
	}
	s.showStatus()
	s.status.SetText(words.Sentence(err.Error()) + " Copy a photo of a face (or its file) and paste again.")
}

// readClipboardImage reads and decodes the picture on the clipboard.
func readClipboardImage() (image.Image, error) {
	data, _, err := clipimage.Read()
	if err != nil {
		return nil, err
	}
	return decodeClipboard(data)
}

// decodeClipboard decodes the bytes of a picture from the clipboard,
// refusing one too large before it is decoded.
func decodeClipboard(data []byte) (image.Image, error) {
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
