package cache

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// Only the names of old cache versions go: a user's backup stays.
func TestOldVersionNames(t *testing.T) {
	for name, want := range map[string]bool{
		"tables-v1.bin": true, "tables-v9.bin": true, "tables-v123.bin": true,
		"tables-v10-backup.bin": false, "tables-v.bin": false, "tables-vX.bin": false, "tables-v1.bin.bak": false,
	} {
		if got := isOldCacheName(name, "tables"); got != want {
			t.Errorf("isOldCacheName(%q) = %v", name, got)
		}
	}
}

// The optimal tables of earlier formats go, of every size, when any table
// is saved; today's, and a user's backup, stay.
func TestRetiredOptimalTablesRemoved(t *testing.T) {
	dir := t.TempDir()
	cur := func(stem string) string { return fmt.Sprintf("%s-v%d.bin", stem, OptimalVersion) }
	gone := []string{"optimal-h3b8-v1.bin", "optimal-h8b9-v1.bin", "huge-v3.bin"}
	keep := []string{cur("optimal-h3b8"), cur("optimal-h6b9"), "optimal-h8b9-v1-backup.bin", "optimal-notes.txt"}
	for _, name := range append(gone, keep...) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	removeRetired(dir)
	for _, name := range gone {
		if _, err := os.Stat(filepath.Join(dir, name)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("retired %s is still there", name)
		}
	}
	for _, name := range keep {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s was removed: %v", name, err)
		}
	}
}
