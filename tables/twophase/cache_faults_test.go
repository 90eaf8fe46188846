package twophase

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cubesolver/tables"
)

// A cache file far larger than memory (sparse) is refused by its size
// before anything is read or allocated, and rebuilt. (The optimal tables'
// are refused alike: tables/optimal's test.)
func TestHugeSparseCacheRefused(t *testing.T) {
	tb := loadShared(t)
	builds := withFakeBuild(t, tb)
	dir := t.TempDir()
	f, err := os.Create(filepath.Join(dir, cacheName))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(100 << 30); err != nil { // 100 GB, no blocks
		t.Skipf("cannot make a sparse file here: %v", err)
	}
	f.Close()
	if _, err := readCache(context.Background(), filepath.Join(dir, cacheName)); err == nil || !strings.Contains(err.Error(), "bytes, want") {
		t.Errorf("a 100 GB cache file: %v", err)
	}
	_, info, err := Load(context.Background(), tables.Options{Dir: dir})
	if err != nil || info.CacheFault == nil || builds.Load() != 1 {
		t.Errorf("Load: err %v, fault %v, builds %d", err, info.CacheFault, builds.Load())
	}
}

// A folder where the cache file should be is refused at once.
func TestFolderCacheRefused(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	if _, err := readCache(context.Background(), filepath.Join(dir, "sub")); err == nil || !strings.Contains(err.Error(), "folder") {
		t.Errorf("a folder: %v", err)
	}
}

// Temporary files of saves killed long ago are cleaned up when the cache
// is next used; a fresh one (a save going on) and other files stay.
func TestStaleTempFilesRemoved(t *testing.T) {
	tb := loadShared(t)
	withFakeBuild(t, tb)
	dir := t.TempDir()
	old := time.Now().Add(-time.Hour)
	stale := []string{".tables-123.tmp", ".optimal-456.tmp"}
	keep := []string{".tables-789.tmp", "notes.txt", "tables-v10-backup.bin"}
	for _, name := range append(stale, keep...) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range stale {
		os.Chtimes(filepath.Join(dir, name), old, old)
	}
	if _, _, err := Load(context.Background(), tables.Options{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	for _, name := range stale {
		if _, err := os.Stat(filepath.Join(dir, name)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("stale %s is still there", name)
		}
	}
	for _, name := range keep {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s was removed: %v", name, err)
		}
	}
}

// A save abandoned (the program interrupted) leaves no file, temporary or
// not.
func TestAbandonedSaveLeavesNothing(t *testing.T) {
	tb := loadShared(t)
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := writeCache(ctx, filepath.Join(dir, cacheName), tb); !errors.Is(err, context.Canceled) {
		t.Errorf("an abandoned save: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("an abandoned save left %d files", len(entries))
	}
}
