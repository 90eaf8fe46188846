package tables

import (
	"os"
	"path/filepath"
)

// SharedTestDir returns the cache folder tests share so that the big tables
// are built once per checkout, not once per test: .cache/tables under the
// module root (ignored by git). It falls back to DefaultDir outside a module.
func SharedTestDir() string {
	dir, err := os.Getwd()
	if err != nil {
		return DefaultDir()
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, ".cache", "tables")
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return DefaultDir()
		}
		dir = parent
	}
}
