package solver

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cubesolver/tables"
)

// A solver's big table is opened from its cache folder when an optimal
// search first wants it, and built there on request: what the window
// offers and says follows from missing and from the notes of get. (The
// window's side is in app's tests, with a fake solver.)
func TestBigTableLifecycle(t *testing.T) {
	tb := testSolver(t).t
	dir := t.TempDir()
	built := &tables.Huge{}
	var asked tables.Options
	release := make(chan struct{})
	b := &bigTable{dir: dir, t: tb, load: func(_ context.Context, _ *tables.Tables, opts tables.Options) (*tables.Huge, tables.Info, error) {
		asked = opts
		<-release
		return built, tables.Info{}, nil
	}}
	if !b.missing() {
		t.Fatal("an empty folder: the table is not missing")
	}
	if h, note := b.get(); h != nil || !strings.Contains(note, "not built") {
		t.Fatalf("before building: %v, note %q", h, note)
	}

	done := make(chan error)
	go func() { done <- b.build(context.Background(), nil) }()
	for !b.isBuilding() {
	}
	if b.missing() {
		t.Error("while it is built, the table is missing")
	}
	if h, note := b.get(); h != nil || !strings.Contains(note, "being built") {
		t.Errorf("while building: %v, note %q", h, note)
	}
	close(release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if asked.Dir != dir {
		t.Errorf("built in %q, not the solver's folder %q", asked.Dir, dir)
	}
	if h, note := b.get(); h != built || note != "" || b.missing() {
		t.Errorf("after building: %v, note %q, missing %v", h, note, b.missing())
	}
}

// A file in the folder is the table, until reading it fails: then the
// search says so, does without, and building it again is offered.
func TestBigTableDamagedFile(t *testing.T) {
	tb := testSolver(t).t
	dir := t.TempDir()
	b := &bigTable{dir: dir, t: tb}
	if err := os.WriteFile(filepath.Join(dir, tables.HugeFileName), []byte("not a table"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b.missing() {
		t.Fatal("a file in the folder: the table is missing")
	}
	if h, note := b.get(); h != nil || !strings.Contains(note, "could not be read") {
		t.Fatalf("a damaged file: %v, note %q", h, note)
	}
	if !b.missing() {
		t.Error("a damaged file: building it again is not offered")
	}
}

// A solver made with New (no cache folder) has no big table and says
// nothing of one, until it is given one.
func TestBigTableWithoutFolder(t *testing.T) {
	s := testSolver(t)
	if s.BigTableMissing() {
		t.Error("New: the table is offered to be built")
	}
	if h, note := s.big.get(); h != nil || note != "" {
		t.Errorf("New: %v, note %q", h, note)
	}
	h := &tables.Huge{}
	s.UseBigTable(h)
	if got, _ := s.big.get(); got != h {
		t.Error("UseBigTable: not used")
	}
}

// isBuilding reports whether the table is being built.
func (b *bigTable) isBuilding() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.building
}
