//go:build unix

package twophase

import (
	"context"
	"path/filepath"
	"testing"

	"cubesolver/tables/tablestest"
)

// A named pipe where a cache file should be is refused at once, not
// waited on forever.
func TestNonRegularCacheRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), cacheName)
	tablestest.NamedPipeRefused(t, path, "the cache", func() error {
		_, err := readCache(context.Background(), path)
		return err
	})
}
