//go:build unix

package optimal

import (
	"context"
	"path/filepath"
	"testing"

	"cubesolver/tables/tablestest"
)

// A named pipe where the table's file should be is refused at once, not
// waited on forever.
func TestNonRegularTableRefused(t *testing.T) {
	tb := loadShared(t)
	small, _ := SizeNamed("small")
	path := filepath.Join(t.TempDir(), small.fileName())
	tablestest.NamedPipeRefused(t, path, "the table", func() error {
		_, err := read(context.Background(), path, tb, small)
		return err
	})
}
