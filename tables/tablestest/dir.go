// Package tablestest gives tests one cache folder for the tables, so that
// the big ones are built once per checkout rather than once per test.
package tablestest

import (
	"os"
	"path/filepath"
)

// Dir returns the tables' cache folder tests share: .cache/tables under
// the module root (ignored by git), or a folder in the system's temporary
// directory outside a module.
func Dir() string {
	dir, err := os.Getwd()
	if err == nil {
		for {
			if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
				return filepath.Join(dir, ".cache", "tables")
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				break
			}
			dir = parent
		}
	}
	return filepath.Join(os.TempDir(), "cubesolver-test-tables")
}
