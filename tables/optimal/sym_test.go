package optimal

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/tables/coord"
	"cubesolver/tables/internal/cache"
)

// sharedSymCoords are the symmetry coordinates built once for every test
// of a run: a build takes seconds, a minute under the race detector, and
// nine tests each built their own. The tests only read them (a test that
// changed them would fail TestSymCoordsFile's comparison with the file).
var sharedSymCoords struct {
	once sync.Once
	c    *symCoords
	err  error
}

// testSymCoords returns the symmetry coordinates built from the shared
// tables, built in this run (never read from a file).
func testSymCoords(t *testing.T) *symCoords {
	t.Helper()
	tb := smallTables(t) // outside once: a t.Fatal in it stops only its test
	s := &sharedSymCoords
	s.once.Do(func() { s.c, s.err = newSymCoords(context.Background(), tb) })
	if s.err != nil {
		t.Fatal(s.err)
	}
	return s.c
}

// The corner coordinate has the published number of classes under the 48
// symmetries and the published distribution of the corners' own
// distances (nissy's "cocsep"), and the edge slices 782 classes.
func TestSymCoordsCounts(t *testing.T) {
	c := testSymCoords(t)
	if len(c.cornerRep) != NCornerTetradClass {
		t.Errorf("%d corner classes, want %d", len(c.cornerRep), NCornerTetradClass)
	}
	want := []uint32{1, 6, 63, 468, 3068, 15438, 53814, 71352, 8784, 96}
	if !slices.Equal(c.cornerDist, want) {
		t.Errorf("corner distances %v, want %v", c.cornerDist, want)
	}
	seen := make([]bool, coord.NEdgeSlices)
	classes := 0
	for e := range seen {
		if seen[e] {
			continue
		}
		classes++
		for s := 0; s < coord.NSym48; s++ {
			seen[c.edgeConj[e*coord.NSym48+s]>>11] = true
		}
	}
	if classes != 782 {
		t.Errorf("%d classes of edge slices, want 782", classes)
	}
}

// Every table agrees with the cube: the moves, and the conjugation of a
// cube by each symmetry, of which the coordinates are functions of the
// coordinates alone.
func TestSymCoordsAgreeWithCubes(t *testing.T) {
	c := testSymCoords(t)
	r := rand.New(rand.NewPCG(48, 1))
	for i := 0; i < 3000; i++ {
		x := cube.Random(r)
		cc, e, f := coord.CornerTetrad(&x), coord.EdgeSlices(&x), coord.Flip(&x)
		m := r.IntN(coord.NMoves)
		y := x.Move(cube.Move(m))
		if got, want := c.cornerMove(cc, m), coord.CornerTetrad(&y); got != want {
			t.Fatalf("corner move %d: %d, want %d", m, got, want)
		}
		if got, want := int(c.edgeSlicesMove[e*coord.NMoves+m]), coord.EdgeSlices(&y); got != want {
			t.Fatalf("edge slices move %d: %d, want %d", m, got, want)
		}
		class, sym, _ := c.classSym(cc)
		rep := x.Conjugate(cube.Sym(sym))
		if got := coord.CornerTetrad(&rep); got != int(c.cornerRep[class]) {
			t.Fatalf("cube %d conjugated by its symmetry %d: corners %d, not the representative %d", i, sym, got, c.cornerRep[class])
		}
		s := cube.Sym(r.IntN(coord.NSym48))
		z := x.Conjugate(s)
		e2, f2 := c.conjEdges(e, f, int(s))
		if e2 != coord.EdgeSlices(&z) || f2 != coord.Flip(&z) {
			t.Fatalf("cube %d conjugated by %d: edges %d flip %d, want %d %d", i, s, e2, f2, coord.EdgeSlices(&z), coord.Flip(&z))
		}
		if zc, _, _ := c.classSym(coord.CornerTetrad(&z)); zc != class {
			t.Fatalf("cube %d conjugated by %d: corner class %d, want %d", i, s, zc, class)
		}
	}
}

// h0 has the published depth distribution (nissy's h0, exact). Its build
// runs every stage its progress weights count, so its bar reaches the end
// (it stopped at half while the finer tables' stages were counted too).
func TestH0Distribution(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("builds a 117-million-entry table")
	}
	weights := weights(H0)
	p := cache.NewReporter(nil, weights, time.Hour)
	dir := t.TempDir()
	o, err := build(context.Background(), smallTables(t), H0, p, dir)
	p.Close()
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	// The symmetric coordinates are saved by the build, as by a load, so
	// that the first load after it reads them (it built them again).
	if _, err := os.Stat(filepath.Join(dir, symName)); err != nil {
		t.Errorf("the build saved no symmetric coordinates: %v", err)
	}
	want := []uint32{1, 1, 4, 34, 331, 3612, 41605, 474128, 4953846, 34776317, 68566704, 8749194, 1673}
	if got := o.h0Dist[:len(want)]; !slices.Equal(got, want) || o.h0Dist[len(want)] != 0 {
		t.Errorf("h0 distribution %v, want %v", o.h0Dist, want)
	}
	saving := weights["saving optimal table"][0] // the cache's stage, after the build
	if reached, total := p.Reached(); reached < total-saving-1e-9 {
		t.Errorf("the build's stages reach %.2f of the weights' %.2f (saving %.2f)", reached, total, saving)
	}
}

// A cube and its conjugates by all 48 symmetries are at the same distance,
// so they share an entry of the full coordinate, or, when the class's
// representative is symmetric, entries that its self-symmetries map onto
// each other (the build fills those alike): the same canonical key.
func TestSymmetricCubesShareAnEntry(t *testing.T) {
	c := testSymCoords(t)
	key := func(x *cube.Cubie) uint64 {
		cls, sym, _ := c.classSym(coord.CornerTetrad(x))
		e, f := c.conjEdges(coord.EdgeSlices(x), coord.Flip(x), sym)
		return c.canonical(cls, e, f)
	}
	r := rand.New(rand.NewPCG(48, 2))
	for i := 0; i < 500; i++ {
		x := cube.Random(r)
		want := key(&x)
		for s := cube.Sym(0); s < coord.NSym48; s++ {
			y := x.Conjugate(s)
			if got := key(&y); got != want {
				t.Fatalf("cube %d conjugated by %d: key %d, want %d", i, s, got, want)
			}
		}
	}
}
