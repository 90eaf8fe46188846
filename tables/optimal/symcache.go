package optimal

import (
	"context"
	"path/filepath"

	"cubesolver/tables/coord"
	"cubesolver/tables/internal/cache"
	"cubesolver/tables/twophase"
)

// The symmetric coordinates' tables (about 10 MB) take a second of both
// cores to build, which was most of the time an optimal table took to
// load: they are kept in a file of their own beside the tables, read in
// milliseconds. The file holds nothing that cannot be made again, so one
// that is missing, damaged or cannot be written is simply built (and the
// optimal table's own load says nothing of it).
const (
	symVersion = 1
	symName    = "symcoords-v1.bin"
	// nEdgeClass is the number of classes of the edges' slices under the
	// 48 symmetries; distSlots bounds the depths a distribution counts.
	nEdgeClass = 782
	distSlots  = 16
)

// symFile is what the file holds of symCoords: every table but the
// shared move tables, with the two distributions padded to distSlots.
type symFile struct {
	c                   *symCoords
	cornerDist, edgeDst []uint32
}

func (f *symFile) format() cache.Format {
	c, e := f.c, f.c.edges
	return cache.Format{Version: symVersion, Sections: []cache.Section{
		{Name: "tetrad move", U8: &c.tetradMove, N: coord.NTetrad * coord.NMoves},
		{Name: "edgeslices move", U16: &c.edgeSlicesMove, N: coord.NEdgeSlices * coord.NMoves},
		{Name: "corner class", U32: &c.cornerClass, N: coord.NCornerTetrad},
		{Name: "corner rep", U32: &c.cornerRep, N: NCornerTetradClass},
		{Name: "corner stab", U64: &c.cornerStab, N: NCornerTetradClass},
		{Name: "corner dist", U32: &f.cornerDist, N: distSlots},
		{Name: "neighbours", U32: &c.neighbours, N: NCornerTetradClass * coord.NMoves},
		{Name: "edge conj", U32: &c.edgeConj, N: coord.NEdgeSlices * coord.NSym48},
		{Name: "flip conj", U16: &c.flipConj, N: coord.NFlip * coord.NSym48},
		{Name: "edges class", U32: &e.class, N: coord.NEdgeSlices},
		{Name: "edges rep", U16: &e.rep, N: nEdgeClass},
		{Name: "edges stab", U64: &e.stab, N: nEdgeClass},
		{Name: "edges depth", U8: &e.depth, N: nEdgeClass * coord.NFlip / 2},
		{Name: "edges dist", U32: &f.edgeDst, N: distSlots},
	}}
}

// symCoordsIn returns the symmetric coordinates' tables from dir's file,
// or builds them (saving them there for the next time).
func symCoordsIn(ctx context.Context, dir string, t *twophase.Tables) (*symCoords, error) {
	path := filepath.Join(dir, symName)
	f := &symFile{c: &symCoords{twistMove: t.TwistMoves(), flipMove: t.FlipMoves(), edges: &edgeTable{}}}
	err := f.format().ReadFile(ctx, path, func(_ cache.Section, n int) []byte { return make([]byte, n) })
	if err == nil {
		f.c.cornerDist, f.c.edges.dist = trimZeros(f.cornerDist), trimZeros(f.edgeDst)
		return f.c, nil
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	c, err := newSymCoords(ctx, t)
	if err != nil {
		return nil, err
	}
	if len(c.edges.rep) == nEdgeClass && len(c.cornerDist) <= distSlots && len(c.edges.dist) <= distSlots {
		f = &symFile{c: c, cornerDist: padded(c.cornerDist), edgeDst: padded(c.edges.dist)}
		f.format().WriteFile(ctx, path, cache.SymTemp) // best effort: a folder that takes no file costs a second a load
	}
	return c, nil
}

// padded returns d with zeros to distSlots entries.
func padded(d []uint32) []uint32 {
	out := make([]uint32, distSlots)
	copy(out, d)
	return out
}

// trimZeros returns d without its trailing zeros.
func trimZeros(d []uint32) []uint32 {
	for len(d) > 0 && d[len(d)-1] == 0 {
		d = d[:len(d)-1]
	}
	return d
}
