package scanner

import (
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"cubesolver/solver/scan"
	"cubesolver/solver/scan/photo"
)

// typedPath is the file a path typed or pasted names: as a terminal or a
// file manager gives one too, in quotes, with its spaces escaped by
// backslashes, or as a file:// URI; "~" for the home folder; a path that
// is not absolute is in folder (the folder the last photo came from).
func typedPath(text, folder string) string {
	p := strings.TrimSpace(text)
	if len(p) >= 2 && (p[0] == '\'' || p[0] == '"') && p[len(p)-1] == p[0] {
		p = p[1 : len(p)-1]
	}
	if u, err := url.Parse(p); err == nil && u.Scheme == "file" && u.Path != "" {
		p = u.Path
	}
	if p == "~" || strings.HasPrefix(p, "~/") {
		if home, err := os.UserHomeDir(); err == nil {
			p = filepath.Join(home, p[1:])
		}
	}
	if p != "" && !filepath.IsAbs(p) && folder != "" {
		p = filepath.Join(folder, p)
	}
	if p == "" {
		return ""
	}
	p = filepath.Clean(p)
	// A shell's escapes (My\ Photos/U\ 1.jpg), where the path as typed
	// is not there.
	if _, err := os.Stat(p); err != nil && filepath.Separator == '/' && strings.Contains(p, `\`) {
		unescaped := shellUnescape(p)
		if _, err := os.Stat(unescaped); err == nil {
			return unescaped
		}
	}
	return p
}

// shellUnescape drops the backslash before each character a shell's
// backslash escapes.
func shellUnescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// photoPathProblem says in a sentence what is wrong with path as a
// photo, or "": not there (nor its folder), a folder, not a picture read.
// It reads the file's header only, quick enough to ask before the
// pop-up asking for it closes.
func photoPathProblem(path string) string {
	if path == "" {
		return ("Type or paste the photo's path, or Browse… for it.")
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return fmt.Sprintf("%s is a folder: add the photo's name to it, or Browse… in it.", path)
	}
	err := photo.Check(path)
	var pe *fs.PathError
	var fe *photo.FormatError
	switch {
	case err == nil:
		return ""
	case errors.Is(err, fs.ErrNotExist):
		dir := filepath.Dir(path)
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			return fmt.Sprintf("No such file: %s (there is no folder %s).", path, dir)
		}
		return fmt.Sprintf("No such file: %s.", path)
	case errors.Is(err, scan.ErrNotRegular) && errors.As(err, &pe):
		return fmt.Sprintf("%s is %s.", path, pe.Err)
	case errors.As(err, &fe):
		return fmt.Sprintf("%s is %s.", path, fe)
	case errors.Is(err, photo.ErrNotPicture):
		return fmt.Sprintf("%s is %s.", path, photo.ErrNotPicture)
	case errors.Is(err, photo.ErrTooLarge):
		return fmt.Sprintf("%s is %s.", path, err)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Sprintf("%s cannot be read: permission denied.", path)
	}
	return fmt.Sprintf("%s cannot be read: %v.", path, err)
}
