package cache

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"cubesolver/solver/search"
)

// tinyFile is a cache file whose build costs nothing and counts itself.
func tinyFile(builds *int) *File[int] {
	return &File[int]{
		Name: "tiny-v1.bin",
		Read: func(ctx context.Context, path string) (int, error) {
			b, err := os.ReadFile(path)
			if err != nil {
				if errors.Is(err, os.ErrNotExist) {
					return 0, err
				}
				return 0, &CacheError{path, err.Error()}
			}
			return len(b), nil
		},
		Build: func(context.Context, *Reporter) (int, error) { *builds++; return 7, nil },
		Write: func(ctx context.Context, path string, v int) error {
			return WriteAtomic(ctx, path, ".tiny-*.tmp", func(w io.Writer) error { _, err := w.Write(make([]byte, v)); return err })
		},
	}
}

// A tables folder under a regular file cannot be made: that is said before
// the build, plainly ("…/f is a file"), and not as a damaged cache file
// rebuilt; Unsaved decides whether to build in memory all the same.
func TestUnusableFolderSaidBeforeBuilding(t *testing.T) {
	file := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		dir, want string
	}{
		{filepath.Join(file, "x"), "cannot use " + filepath.Join(file, "x") + " as the tables folder: " + file + " is a file"},
		{filepath.Join(file, "x", "y"), "cannot use " + filepath.Join(file, "x", "y") + " as the tables folder: " + file + " is a file"},
		{file, "cannot use " + file + " as the tables folder: it is a file"},
	} {
		builds, heard := 0, []error{}
		refuse := func(err error) bool { heard = append(heard, err); return false }
		_, _, err := tinyFile(&builds).Load(context.Background(), Options{Dir: c.dir, Unsaved: refuse})
		var de *DirError
		if !errors.As(err, &de) || err.Error() != c.want || builds != 0 || len(heard) != 1 || heard[0] != err {
			t.Errorf("%s, refused: %v (builds %d, heard %v); want %q and no build", c.dir, err, builds, heard, c.want)
		}
		heard = nil
		build := func(err error) bool { heard = append(heard, err); return true }
		v, info, err := tinyFile(&builds).Load(context.Background(), Options{Dir: c.dir, Unsaved: build})
		if err != nil || v != 7 || builds != 1 || len(heard) != 1 || info.CacheFault != nil || info.SaveError == nil || info.SaveError.Error() != c.want || info.Loaded {
			t.Errorf("%s, built in memory: %v, %v, %+v (builds %d, heard %v)", c.dir, v, err, info, builds, heard)
		}
		// Without Unsaved (the window) it builds, and says it after.
		builds = 0
		if _, info, err := tinyFile(&builds).Load(context.Background(), Options{Dir: c.dir}); err != nil || builds != 1 || info.SaveError == nil || info.CacheFault != nil {
			t.Errorf("%s, no Unsaved: %v, %+v", c.dir, err, info)
		}
	}
	// A usable folder is made, saved to and read back; Unsaved is not called.
	dir := filepath.Join(t.TempDir(), "new", "tables")
	builds := 0
	never := func(err error) bool { t.Errorf("Unsaved called for a usable folder: %v", err); return false }
	for range 2 {
		if v, info, err := tinyFile(&builds).Load(context.Background(), Options{Dir: dir, Unsaved: never}); err != nil || v != 7 || info.SaveError != nil {
			t.Errorf("usable folder: %v, %v, %+v", v, err, info)
		}
	}
	if builds != 1 {
		t.Errorf("usable folder: built %d times, want once then read", builds)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".probe-*")); len(left) != 0 {
		t.Errorf("the probe file was left: %v", left)
	}
}

// A folder standing where the file goes is said before the build too (it
// took minutes of building to find before), and not as a damaged file;
// a symbolic link there is no folder in the way (saving replaces it).
func TestFolderWhereTheFileGoes(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "tiny-v1.bin")
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	builds, heard := 0, 0
	refuse := func(error) bool { heard++; return false }
	_, info, err := tinyFile(&builds).Load(context.Background(), Options{Dir: dir, Unsaved: refuse})
	want := "cannot use " + dir + " as the tables folder: a folder stands where the table's file goes (" + path + ")"
	var de *DirError
	if !errors.As(err, &de) || err.Error() != want || builds != 0 || heard != 1 || info.CacheFault != nil {
		t.Errorf("refused: %v (builds %d, heard %d, fault %v); want %q and no build", err, builds, heard, info.CacheFault, want)
	}
	v, info, err := tinyFile(&builds).Load(context.Background(), Options{Dir: dir})
	if err != nil || v != 7 || builds != 1 || info.SaveError == nil || info.SaveError.Error() != want || info.CacheFault != nil {
		t.Errorf("built in memory: %v, %v, %+v", v, err, info)
	}

	// A link to a missing file is no folder: it is built and saved.
	linked := t.TempDir()
	if err := os.Symlink(filepath.Join(t.TempDir(), "gone"), filepath.Join(linked, "tiny-v1.bin")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	builds = 0
	if v, info, err := tinyFile(&builds).Load(context.Background(), Options{Dir: linked, Unsaved: refuse}); err != nil || v != 7 || builds != 1 || info.SaveError != nil {
		t.Errorf("a dangling link: %v, %v, %+v", v, err, info)
	}
}

// A build's reports say why it is made again where a start before should
// have saved it (the window said "first start only" while it rebuilt a
// damaged file): a file that cannot be read, a folder that cannot keep
// it; a first start's say nothing.
func TestBuildSaysWhyAgain(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	damaged := filepath.Join(dir, "damaged")
	if err := os.MkdirAll(damaged, 0o755); err != nil || os.WriteFile(filepath.Join(damaged, "tiny-v1.bin"), []byte("abc"), 0o644) != nil {
		t.Fatal("cannot write the damaged file")
	}
	for _, c := range []struct{ dir, want string }{
		{filepath.Join(dir, "first"), ""},
		{damaged, search.AgainUnreadable},
		{file, search.AgainUnsavable},
	} {
		builds := 0
		f := tinyFile(&builds)
		read := f.Read
		f.Read = func(ctx context.Context, path string) (int, error) {
			n, err := read(ctx, path)
			if err == nil && n != 7 {
				return 0, &CacheError{path, "too short"}
			}
			return n, err
		}
		var last string
		heard := false
		progress := func(p search.TableProgress) { last, heard = p.Again, true }
		if _, _, err := f.Load(context.Background(), Options{Dir: c.dir, Progress: progress}); err != nil || builds != 1 {
			t.Fatalf("%s: %v, %d builds", c.dir, err, builds)
		}
		if !heard || last != c.want {
			t.Errorf("%s: the last report says %q (heard %v), want %q", c.dir, last, heard, c.want)
		}
	}
}
