package optimal

import (
	"context"
	"errors"
	"strconv"
	"testing"

	"cubesolver/tables"
)

// fineEntry returns entry i of t.
func (t *fineTable) entry(i uint64) int { return int(t.words[i>>5] >> (2 * (i & 31)) & 3) }

func newFineTable(h, base, start int) *fineTable {
	return &fineTable{h: h, base: base, start: start, words: make([]uint64, (uint64(nH0)<<h+31)/32)}
}

// The finer table's walk from the breadth-first search's last level (here
// depth 5, three moves on to depth 8) marks exactly what a breadth-first
// search of the full coordinate all the way to depth 8 gives: each entry
// the least depth of the cubes it stands for, up to base+2.
func TestFineWalkMatchesBreadthFirst(t *testing.T) {
	if raceEnabled {
		t.Skip("builds two tables of 470 million entries")
	}
	c := testSymCoords(t)
	const h, base, last = 2, 6, 8
	walked := newFineTable(h, base, 5)
	if err := c.buildFine(context.Background(), nil, walked); err != nil {
		t.Fatal(err)
	}
	full := newFineTable(h, base, last) // base+2 = last: no walk
	if err := c.buildFine(context.Background(), nil, full); err != nil {
		t.Fatal(err)
	}
	var counts [4]int
	for i := uint64(0); i < uint64(nH0)<<h; i++ {
		a, b := walked.entry(i), full.entry(i)
		if a != b {
			t.Fatalf("entry %d: %d by the walk, %d by breadth-first search", i, a, b)
		}
		counts[a]++
	}
	t.Logf("entries holding 0..3: %v", counts)
}

// With no bit of the flip kept, the finer table is h0 seen from its base:
// the least distance over every flip is the distance without the flip.
func TestFineWithoutFlipIsH0(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("walks half a billion cubes")
	}
	c := testSymCoords(t)
	h0, _, err := c.buildH0(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	const base = 7
	fine := newFineTable(0, base, 6)
	if err := c.buildFine(context.Background(), nil, fine); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < nH0; i++ {
		want := min(max(h0Depth(h0, i)-base, 0), 3)
		if got := fine.entry(uint64(i)); got != want {
			t.Fatalf("entry %d: %d, want %d (h0 depth %d)", i, got, want, h0Depth(h0, i))
		}
	}
}

// On a 32-bit system the optimal tables are refused before anything is
// read or built (GOARCH=386 go test ./tables -run Needs64 runs this there).
func TestOptimalNeeds64Bit(t *testing.T) {
	if strconv.IntSize == 64 {
		t.Skip("a 64-bit system")
	}
	dir := t.TempDir()
	if _, _, err := Load(context.Background(), nil, H0, tables.Options{Dir: dir}); !errors.Is(err, ErrNeeds64Bit) {
		t.Errorf("LoadOptimal: %v", err)
	}
	if _, _, err := Open(context.Background(), dir, nil, H0); !errors.Is(err, ErrNeeds64Bit) {
		t.Errorf("OpenOptimal: %v", err)
	}
}
