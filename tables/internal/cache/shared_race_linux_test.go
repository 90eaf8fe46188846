//go:build race && linux

package cache

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

// TestSharedUnderRace: a file is read once while it is unchanged, again
// once it is written or replaced, and only the last two files read are
// kept.
func TestSharedUnderRace(t *testing.T) {
	dir := t.TempDir()
	reads := map[string]int{}
	read := SharedUnderRace(func(_ context.Context, path string) (string, error) {
		reads[path]++
		b, err := os.ReadFile(path)
		return string(b), err
	})
	ctx := context.Background()
	file := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	a := file("a", "one")
	for range 3 {
		if s, _ := read(ctx, a); s != "one" {
			t.Fatalf("read %q", s)
		}
	}
	if reads[a] != 1 {
		t.Errorf("an unchanged file was read %d times", reads[a])
	}
	file("a", "two!") // written again
	if s, _ := read(ctx, a); s != "two!" || reads[a] != 2 {
		t.Errorf("after a write: %q, %d reads", s, reads[a])
	}
	tmp := file("a.tmp", "tri!")
	if err := os.Rename(tmp, a); err != nil { // replaced, as the cache saves
		t.Fatal(err)
	}
	if s, _ := read(ctx, a); s != "tri!" || reads[a] != 3 {
		t.Errorf("after a replacement: %q, %d reads", s, reads[a])
	}
	b, c := file("b", "b"), file("c", "c")
	read(ctx, b)
	read(ctx, c)
	read(ctx, a)
	if reads[a] != 4 {
		t.Errorf("more than two files kept: a read %d times", reads[a])
	}
	read(ctx, c)
	if reads[c] != 1 {
		t.Errorf("c, among the last two, was read %d times", reads[c])
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	read(cancelled, c)
	if reads[c] != 2 {
		t.Error("a cancelled read did not go to the file")
	}
}
