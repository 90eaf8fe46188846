package optimal

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// The symmetric coordinates read back from their file are the ones built,
// and a damaged file is built again and replaced.
func TestSymCoordsFile(t *testing.T) {
	tb := smallTables(t)
	dir := t.TempDir()
	built, err := symCoordsIn(context.Background(), dir, tb)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, symName)
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("no file saved: %v", err)
	}
	read, err := symCoordsIn(context.Background(), dir, tb)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(built, read) {
		t.Fatal("the coordinates read back differ from those built")
	}
	if fresh := testSymCoords(t); !reflect.DeepEqual(fresh, read) {
		t.Fatal("the coordinates read back differ from a new build")
	}
	// Damaged: a byte changed; it is built again and the file replaced.
	data, _ := os.ReadFile(path)
	data[len(data)/2] ^= 0xff
	os.WriteFile(path, data, 0o644)
	again, err := symCoordsIn(context.Background(), dir, tb)
	if err != nil || !reflect.DeepEqual(again, built) {
		t.Fatalf("after damage: %v", err)
	}
	if fixed, _ := os.ReadFile(path); string(fixed) == string(data) {
		t.Error("the damaged file was not replaced")
	}
}
