package tables

import (
	"context"
	"path/filepath"

	"cubesolver/solver/search"
	"cubesolver/tables/internal/cache"
)

// The pocket cube's cache file (see format): the two distance tables; the
// move tables are made again on reading, in a millisecond.
const (
	pocketVersion = 1
	pocketName    = "pocket-v1.bin"
)

func pocketFormat(t *Pocket) cache.Format {
	return cache.Format{Version: pocketVersion, Sections: []cache.Section{
		{Name: "pocket htm", U8: &t.dist[HTM], N: NPocket},
		{Name: "pocket qtm", U8: &t.dist[QTM], N: NPocket},
	}}
}

// PocketPath returns the pocket cube table's cache file in dir ("" means
// DefaultDir()).
func PocketPath(dir string) string {
	if dir == "" {
		dir = DefaultDir()
	}
	return filepath.Join(dir, pocketName)
}

// LoadPocket returns the pocket cube's tables, read from the cache folder
// if a good file is there, else built (in about a second) and saved there.
// As with Load, a damaged cache file is reported in Info and replaced, and
// a file that cannot be saved is reported in Info too.
func LoadPocket(ctx context.Context, opts Options) (*Pocket, Info, error) {
	f := cache.File[*Pocket]{
		Name: pocketName, Loading: search.StageLoadingPocket, Saving: search.StageSavingPocket, Weights: pocketWeights,
		Read:  readPocket,
		Build: buildPocket,
		Write: func(ctx context.Context, path string, t *Pocket) error {
			return pocketFormat(t).WriteFile(ctx, path, cache.PocketTemp)
		},
	}
	return f.Load(ctx, opts)
}

func readPocket(ctx context.Context, path string) (*Pocket, error) {
	t := pocketMoves()
	err := pocketFormat(t).ReadFile(ctx, path, func(_ cache.Section, n int) []byte { return make([]byte, n) })
	if err != nil {
		return nil, err
	}
	return t, nil
}
