package tables

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"cubesolver/solver/cube"
)

// smallTables are the move and symmetry tables alone (no pruning tables).
func smallTables(t *testing.T) *Tables {
	t.Helper()
	tb, err := buildSmall(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// A cube and its conjugates by the 16 UD symmetries are at the same
// distance, so they must share a table entry, or, when the class's
// representative is symmetric, entries that its self-symmetries map onto
// each other (the build fills those alike). The index of the
// representative with the conjugated flip and twist is that entry.
func TestHugeIndexIsSymmetric(t *testing.T) {
	tb := smallTables(t)
	h := newHuge(tb, nil)
	r := rand.New(rand.NewPCG(3, 4))
	index := func(c *cube.Cubie) int {
		return h.Index(RawOf(c))
	}
	for i := 0; i < 2000; i++ {
		c := cube.Random(r)
		want := index(&c)
		if want < 0 || int64(want) >= NHuge {
			t.Fatalf("index %d out of range", want)
		}
		for s := cube.Sym(0); s < NSym; s++ {
			d := c.Conjugate(s)
			if got := index(&d); !sameEntry(h, got, want) {
				t.Fatalf("cube %d, symmetry %d: index %d, want %d", i, s, got, want)
			}
		}
		// The entry is the representative's: conjugate explicitly.
		x := SliceSorted(&c, UDSliceEdges)
		d := conjugate(c, int(h.symOf[x]))
		if y := SliceSorted(&d, UDSliceEdges); y != int(h.rep[h.classOf[x]]) {
			t.Fatalf("conjugated slice %d, want representative %d", y, h.rep[h.classOf[x]])
		}
		if got := int(h.classOf[x])*hugeWidth + Flip(&d)*NTwist + Twist(&d); got != want {
			t.Fatalf("index %d, want %d from the conjugated cube", want, got)
		}
	}
	if solved := cube.Solved(); index(&solved) != 0 {
		t.Fatal("the solved cube is not entry 0")
	}
}

func TestHugeWordPacking(t *testing.T) {
	for x := uint32(0); x < 1<<20; x += 977 {
		s := spread(x)
		for i := 0; i < 32; i++ {
			if s>>(2*i)&1 != uint64(x>>i&1) || s>>(2*i+1)&1 != 0 {
				t.Fatalf("spread(%#x) = %#x", x, s)
			}
		}
	}
	w := uint64(0b11_10_01_00)
	for v := 0; v < 4; v++ {
		if got := equalFields(w, v) & 0xFF; got != 1<<(2*v) {
			t.Fatalf("equalFields(%b, %d) = %b", w, v, got)
		}
	}
}

// TestHugeDistribution builds the big table (about a minute on two cores
// and 0.9 GB of memory) and checks its depths against the published
// distribution. It runs only when asked: go test -run HugeDistribution
// with CUBESOLVER_LONG=1.
func TestHugeDistribution(t *testing.T) {
	if testing.Short() || os.Getenv("CUBESOLVER_LONG") == "" {
		t.Skip("builds the 0.9 GB big table: set CUBESOLVER_LONG=1")
	}
	h := newHuge(smallTables(t), make([]uint64, hugeWords))
	start := time.Now()
	if err := h.build(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	t.Logf("built in %v", time.Since(start))
	for d, n := range hugeDistribution {
		if h.dist[d] != n {
			t.Errorf("depth %d: %d entries, want %d", d, h.dist[d], n)
		}
	}
}

// sameEntry reports whether entries i and j are one up to the
// self-symmetries of their class's representative.
func sameEntry(h *Huge, i, j int) bool {
	cls, f, x := i/hugeWidth, i%hugeWidth/NTwist, i%NTwist
	if cls != j/hugeWidth {
		return false
	}
	places := int(h.rep[cls]) / 24
	for s := 0; s < NSym; s++ {
		if h.stab[cls]>>s&1 == 0 {
			continue
		}
		f2 := int(h.flipConj[f<<4|s] ^ h.flipMask[places<<4|s])
		if cls*hugeWidth+f2*NTwist+int(h.t.twistConj[x<<4|s]) == j {
			return true
		}
	}
	return false
}

// On a 32-bit system the big table is refused before anything is read or
// built (GOARCH=386 go test ./tables -run Needs64 runs this there).
func TestHugeNeeds64Bit(t *testing.T) {
	if strconv.IntSize == 64 {
		t.Skip("a 64-bit system")
	}
	dir := t.TempDir()
	if _, _, err := LoadHuge(context.Background(), nil, Options{Dir: dir}); !errors.Is(err, ErrNeeds64Bit) {
		t.Errorf("LoadHuge: %v", err)
	}
	if _, _, err := OpenHuge(dir, nil); !errors.Is(err, ErrNeeds64Bit) {
		t.Errorf("OpenHuge: %v", err)
	}
}
