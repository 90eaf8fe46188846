package optimal

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A cache file far larger than memory (sparse) is refused by its size
// before anything is read or allocated.
func TestHugeSparseTableRefused(t *testing.T) {
	tb := loadShared(t)
	dir := t.TempDir()
	small, _ := SizeNamed("small")
	f, err := os.Create(filepath.Join(dir, small.fileName()))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(100 << 30); err != nil { // 100 GB, no blocks
		t.Skipf("cannot make a sparse file here: %v", err)
	}
	f.Close()
	if _, err := read(context.Background(), filepath.Join(dir, small.fileName()), tb, small); err == nil || !strings.Contains(err.Error(), "bytes, want") {
		t.Errorf("a 100 GB optimal table: %v", err)
	}
}
