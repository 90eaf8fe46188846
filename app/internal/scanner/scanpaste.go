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
	img, err := s.ClipboardImage()
	if err == nil {
		for _, slot := range s.Slots {
			if !slot.OK {
				s.place(slot.Face, "pasted picture", img)
				return
			}
		}
		s.Status.SetText("All six faces have a photo: open one again to replace it.")
		return
	}
	if files := clipboardFiles(s.ClipboardText()); len(files) > 0 {
		s.Drop(files)
		return
	}
	s.showStatus()
	s.Status.SetText(words.Sentence(err.Error()) + " Copy a photo of a face (or its file) and paste again.")
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
