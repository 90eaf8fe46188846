package tables

import (
	"context"
	"path/filepath"

	"cubesolver/solver/search"
)

// The pocket cube's cache file (see format): the two distance tables; the
// move tables are made again on reading, in a millisecond.
const (
	pocketVersion = 1
	pocketName    = "pocket-v1.bin"
)

func pocketFormat(t *Pocket) format {
	return format{version: pocketVersion, sections: []section{
		{name: "pocket htm", u8: &t.dist[HTM], n: NPocket},
		{name: "pocket qtm", u8: &t.dist[QTM], n: NPocket},
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
	f := cacheFile[*Pocket]{
		name: pocketName, loading: search.StageLoadingPocket, saving: search.StageSavingPocket, weights: pocketWeights,
		read:  readPocket,
		build: buildPocket,
		write: func(ctx context.Context, path string, t *Pocket) error {
			return pocketFormat(t).writeFile(ctx, path, pocketTempPattern)
		},
	}
	return f.load(ctx, opts)
}

func readPocket(ctx context.Context, path string) (*Pocket, error) {
	t := pocketMoves()
	err := pocketFormat(t).readFile(ctx, path, func(_ section, n int) []byte { return make([]byte, n) })
	if err != nil {
		return nil, err
	}
	return t, nil
}
