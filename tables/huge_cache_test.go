package tables

import (
	"bytes"
	"context"
	"encoding/binary"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// The big table in the tests' shared cache folder: built once a checkout
// (about a minute on two cores, 0.9 GB), saved, then read back from the
// file and compared with what was built: its depth distribution is the
// published one, and the file gives back every entry sampled. The solver's
// tests search with it. Not under -short or the race detector (an hour
// there).
func TestBigTableBuildSaveLoad(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("builds the 0.9 GB big table")
	}
	tb := loadShared(t)
	dir := tablestest.Dir()
	h, info, err := LoadHuge(context.Background(), tb, Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	t.Logf("big table %s: loaded %v, fault %v, save %v, in %v", info.Path, info.Loaded, info.CacheFault, info.SaveError, info.Duration)
	if info.CacheFault != nil || info.SaveError != nil {
		t.Errorf("cache fault %v, save error %v", info.CacheFault, info.SaveError)
	}
	// Depths worked out from the entries of random cubes are within the
	// published range.
	var count [maxDepth]uint64
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		c := cube.Random(r)
		d := h.Depth(RawOf(&c))
		if d < 0 || d >= maxDepth {
			t.Fatalf("depth %d", d)
		}
		count[d]++
	}
	for d, n := range hugeDistribution {
		if h.dist[d] != n {
			t.Errorf("depth %d: %d entries, want %d (published)", d, h.dist[d], n)
		}
		if count[d] > 0 && n == 0 {
			t.Errorf("a random cube at depth %d, where the table has none", d)
		}
	}
	// Read back from the file alone: every word alike.
	back, err := readHuge(info.Path, tb)
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	for i := 0; i < len(h.words); i += 4093 {
		if back.words[i] != h.words[i] {
			t.Fatalf("word %d: %#x from the file, %#x built", i, back.words[i], h.words[i])
		}
	}
}

// The big table's header is checked field by field: a file of the right
// size with a wrong header is never trusted.
func TestBigTableHeaderFaults(t *testing.T) {
	good := hugeHeader(hugeDistribution)
	if _, err := parseHugeHeader(good); err != nil {
		t.Fatalf("a good header: %v", err)
	}
	for name, damage := range map[string]func(b []byte){
		"magic":    func(b []byte) { b[0] = 'X' },
		"version":  func(b []byte) { binary.LittleEndian.PutUint32(b[8:], hugeVersion+1) },
		"sections": func(b []byte) { binary.LittleEndian.PutUint32(b[12:], 3) },
		"name":     func(b []byte) { b[16] = 'X' },
		"size":     func(b []byte) { b[16+nameLen] = 2 },
		"count":    func(b []byte) { b[16+nameLen+4]++ },
	} {
		b := bytes.Clone(good)
		damage(b)
		if _, err := parseHugeHeader(b); err == nil {
			t.Errorf("a header with a wrong %s was accepted", name)
		}
	}
	// A file of the right size that is not the table: refused, fast.
	dir := t.TempDir()
	path := filepath.Join(dir, HugeFileName)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	f.Write(bytes.Repeat([]byte{'X'}, hugeHeadLen))
	if err := f.Truncate(HugeFileSize); err != nil {
		t.Skipf("cannot make a sparse file: %v", err)
	}
	f.Close()
	if _, err := readHuge(path, smallTables(t)); err == nil {
		t.Error("a file of the right size but no header was read as the big table")
	}
}

func FuzzHugeHeader(f *testing.F) {
	f.Add(hugeHeader(hugeDistribution))
	f.Add(hugeHeader(nil))
	f.Add([]byte(cacheMagic))
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) < hugeHeadLen {
			b = append(b, make([]byte, hugeHeadLen-len(b))...)
		}
		dist, err := parseHugeHeader(b[:hugeHeadLen])
		if err != nil {
			return
		}
		// Accepted: it is a header this program writes, with its counts.
		if !bytes.Equal(hugeHeader(dist), b[:hugeHeadLen]) {
			t.Fatalf("accepted a header it would not write")
		}
	})
}

// hugeHeader returns the start of a big table file with the depth counts
// dist: its header, then the counts, the first section.
func hugeHeader(dist []uint32) []byte {
	f := hugeFormat(&Huge{})
	b := f.header()
	for d := 0; d < hugeDistLen; d++ {
		var n uint32
		if d < len(dist) {
			n = dist[d]
		}
		b = binary.LittleEndian.AppendUint32(b, n)
	}
	return b
}

// parseHugeHeader checks head, the start of a big table file, as readHuge
// does, and returns the depth counts.
func parseHugeHeader(head []byte) ([]uint32, error) {
	f := hugeFormat(&Huge{})
	if err := f.checkHeader(head[:f.headerLen()]); err != nil {
		return nil, err
	}
	dist := make([]uint32, hugeDistLen)
	for d := range dist {
		dist[d] = binary.LittleEndian.Uint32(head[f.headerLen()+4*d:])
	}
	return dist, nil
}
