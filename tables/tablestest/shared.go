package tablestest

import (
	"context"
	"sync"
	"testing"

	"cubesolver/tables"
)

// A Loader is a table's Load: it reads the table from the cache folder
// opts name, or builds it there.
type Loader[T any] func(ctx context.Context, opts tables.Options) (T, tables.Info, error)

// Shared returns a function that gives the tests the table load reads,
// loaded once per test run from the cache folder the tests share (Dir,
// built there by the first test that needs it); a test that asks for it
// fails if it could not be.
func Shared[T any](load Loader[T]) func(testing.TB) T {
	var (
		once sync.Once
		v    T
		err  error
	)
	return func(t testing.TB) T {
		t.Helper()
		once.Do(func() { v, _, err = load(context.Background(), tables.Options{Dir: Dir()}) })
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}
