package pocket

import (
	"context"
	"path/filepath"

	"cubesolver/solver/search"
	"cubesolver/tables"
	"cubesolver/tables/internal/cache"
)

// The pocket cube's cache file (see format): the two distance tables; the
// move tables are made again on reading, in a millisecond.
const (
	pocketVersion = 1
	fileName      = "pocket-v1.bin"
)

func format(t *Table) cache.Format {
	return cache.Format{Version: pocketVersion, Sections: []cache.Section{
		{Name: "pocket htm", U8: &t.dist[HTM], N: N},
		{Name: "pocket qtm", U8: &t.dist[QTM], N: N},
	}}
}

// Path returns the pocket cube table's cache file in dir ("" means
// DefaultDir()).
func Path(dir string) string {
	if dir == "" {
		dir = tables.DefaultDir()
	}
	return filepath.Join(dir, fileName)
}

// Load returns the pocket cube's tables, read from the cache folder
// if a good file is there, else built (in about a second) and saved there.
// As with Load, a damaged cache file is reported in Info and replaced, and
// a file that cannot be saved is reported in Info too.
func Load(ctx context.Context, opts tables.Options) (*Table, tables.Info, error) {
	f := cache.File[*Table]{
		Name: fileName, Loading: search.StageLoadingPocket, Saving: search.StageSavingPocket, Weights: weights,
		Read:  read,
		Build: build,
		Write: func(ctx context.Context, path string, t *Table) error {
			return format(t).WriteFile(ctx, path, cache.PocketTemp)
		},
	}
	return f.Load(ctx, opts)
}

func read(ctx context.Context, path string) (*Table, error) {
	t := moveTables()
	err := format(t).ReadFile(ctx, path, func(_ cache.Section, n int) []byte { return make([]byte, n) })
	if err != nil {
		return nil, err
	}
	return t, nil
}
