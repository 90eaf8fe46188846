package scan

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestOpenFile(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "rgb.txt")
	if err := os.WriteFile(name, []byte("1 2 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := OpenFile(name)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := OpenFile(filepath.Join(dir, "missing")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
	_, err = OpenFile(dir)
	if !errors.Is(err, ErrNotRegular) || !strings.HasSuffix(err.Error(), "not a regular file but a folder") {
		t.Errorf("a folder: %v", err)
	}
}
