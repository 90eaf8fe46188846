package twophase

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"cubesolver/tables"
	"cubesolver/tables/internal/cache"
)

// withFakeBuild makes Load "build" by handing out tb, counting builds
// (from any goroutine).
func withFakeBuild(t *testing.T, tb *Tables) *atomic.Int64 {
	var builds atomic.Int64
	old := buildFunc
	buildFunc = func(context.Context, *cache.Reporter) (*Tables, error) { builds.Add(1); return tb, nil }
	t.Cleanup(func() { buildFunc = old })
	return &builds
}

func TestCacheFaultsAreRebuilt(t *testing.T) {
	tb := loadShared(t)
	good := tb.encode()
	faults := []struct {
		name   string
		damage func([]byte) []byte
		reason string
	}{
		{"truncated", func(b []byte) []byte { return b[:len(b)/2] }, "truncated"},
		{"empty", func(b []byte) []byte { return nil }, "truncated"}, // its size says so before its magic
		{"flipped byte", func(b []byte) []byte { b[len(b)/3] ^= 0x40; return b }, "checksum"},
		{"wrong version", func(b []byte) []byte { b[8]++; return b }, "version"},
		{"wrong magic", func(b []byte) []byte { copy(b, "PNG\x00\x00\x00\x00\x00"); return b }, "bad magic"},
		{"foreign sizes", func(b []byte) []byte { b[16+16+4]++; return b }, "section"}, // the first section's element size
	}
	for _, f := range faults {
		t.Run(f.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, cacheName)
			bad := f.damage(append([]byte(nil), good...))
			if err := os.WriteFile(path, bad, 0o644); err != nil {
				t.Fatal(err)
			}
			builds := withFakeBuild(t, tb)
			_, info, err := Load(context.Background(), tables.Options{Dir: dir})
			if err != nil {
				t.Fatal(err)
			}
			var ce *tables.CacheError
			if !errors.As(info.CacheFault, &ce) || !strings.Contains(ce.Reason, f.reason) {
				t.Fatalf("fault reported as %v, want a CacheError about %q", info.CacheFault, f.reason)
			}
			if builds.Load() != 1 || info.Loaded {
				t.Fatalf("builds=%d loaded=%v; want one rebuild", builds.Load(), info.Loaded)
			}
			// The bad file was replaced by a good one.
			if _, info, _ = Load(context.Background(), tables.Options{Dir: dir}); !info.Loaded || info.CacheFault != nil {
				t.Fatalf("after rebuild: loaded=%v fault=%v", info.Loaded, info.CacheFault)
			}
		})
	}
}

func TestMissingCacheIsBuiltQuietly(t *testing.T) {
	tb := loadShared(t)
	builds := withFakeBuild(t, tb)
	dir := filepath.Join(t.TempDir(), "new", "folder")
	_, info, err := Load(context.Background(), tables.Options{Dir: dir})
	if err != nil || info.CacheFault != nil || info.SaveError != nil || builds.Load() != 1 {
		t.Fatalf("err=%v fault=%v save=%v builds=%d", err, info.CacheFault, info.SaveError, builds.Load())
	}
	if _, err := os.Stat(filepath.Join(dir, cacheName)); err != nil {
		t.Fatal(err)
	}
	// No temporary files are left behind.
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("cache folder holds %d files", len(entries))
	}
}

func TestRebuildOptionIgnoresCache(t *testing.T) {
	tb := loadShared(t)
	dir := t.TempDir()
	if err := writeCache(context.Background(), filepath.Join(dir, cacheName), tb); err != nil {
		t.Fatal(err)
	}
	builds := withFakeBuild(t, tb)
	if _, info, _ := Load(context.Background(), tables.Options{Dir: dir, Rebuild: true}); info.Loaded || builds.Load() != 1 {
		t.Fatalf("loaded=%v builds=%d", info.Loaded, builds.Load())
	}
}

func TestDefaultDirFromEnvironment(t *testing.T) {
	t.Setenv(tables.EnvDir, "/some/where")
	if tables.DefaultDir() != "/some/where" {
		t.Fatal(tables.DefaultDir())
	}
}

func TestCancelledBuildLeavesNoFile(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := Load(ctx, tables.Options{Dir: dir}); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("cancelled build left %d files", len(entries))
	}
}

// The streaming decoder, past the size check that decode does first:
// whatever the bytes, an error, never a crash or a hang.
func FuzzDecodeCache(f *testing.F) {
	f.Add([]byte("CUBETBL\x00")) // the magic
	f.Add([]byte("CUBETBL\x00\x01\x00\x00\x00\x18\x00\x00\x00"))
	f.Add((&Tables{}).encodeHeader())
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := decode(data); err == nil {
			t.Fatal("random bytes decoded as tables")
		}
		if _, err := decodeFrom(bytes.NewReader(data)); err == nil {
			t.Fatal("random bytes decoded as tables")
		}
	})
}

func TestOldCacheVersionsRemoved(t *testing.T) {
	tb := loadShared(t)
	withFakeBuild(t, tb)
	dir := t.TempDir()
	old := filepath.Join(dir, "tables-v1.bin")
	if err := os.WriteFile(old, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Load(context.Background(), tables.Options{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(old); !os.IsNotExist(err) {
		t.Fatalf("old cache file still there: %v", err)
	}
}

func TestConcurrentBuildersLeaveAGoodCache(t *testing.T) {
	tb := loadShared(t)
	withFakeBuild(t, tb)
	dir := t.TempDir()
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, _, err := Load(context.Background(), tables.Options{Dir: dir, Rebuild: true}); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if _, err := readCache(context.Background(), filepath.Join(dir, cacheName)); err != nil {
		t.Fatalf("after concurrent builds: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("%d files left in the cache folder", len(entries))
	}
}
