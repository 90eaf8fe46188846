package optimal

import (
	"context"
	"errors"
	"os"
	"testing"

	"cubesolver/tables"
	"cubesolver/tables/tablestest"
)

// Reading h0 from the cache reports only a stage that says it is loading.
func TestLoadingStageSaysLoading(t *testing.T) {
	tb := loadShared(t)
	tablestest.ReadSaysLoading(t, tablestest.Dir(), func(ctx context.Context, o tables.Options) (*Table, tables.Info, error) {
		opt, info, err := Load(ctx, tb, H0, o)
		if err == nil {
			opt.Close()
		}
		return opt, info, err
	}, weights(sizes[0]))
}

// Cancelling the reading of a table (one of gigabytes takes seconds)
// stops it with the context's error: the file is no fault, and is not
// built again.
func TestReadCancelled(t *testing.T) {
	tb := loadShared(t)
	dir := tablestest.Dir()
	path := Path(dir, H0)
	if _, err := os.Stat(path); err != nil { // build it
		o, _, err := Load(context.Background(), tb, H0, tables.Options{Dir: dir})
		if err != nil {
			t.Fatal(err)
		}
		o.Close()
	}
	before, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, info, err := Load(ctx, tb, H0, tables.Options{Dir: dir}); !errors.Is(err, context.Canceled) || info.CacheFault != nil {
		t.Errorf("Load, cancelled: %v, fault %v", err, info.CacheFault)
	}
	if _, _, err := Open(ctx, dir, tb, H0); !errors.Is(err, context.Canceled) {
		t.Errorf("Open, cancelled: %v", err)
	}
	if after, err := os.Stat(path); err != nil || !after.ModTime().Equal(before.ModTime()) {
		t.Errorf("the file changed: %v", err)
	}
}
