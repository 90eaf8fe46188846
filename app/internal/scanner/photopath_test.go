package scanner

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A path as a terminal or a file manager pastes it (quoted, escaped, a
// file:// URI, ~), or a name alone, is the file meant.
func TestTypedPath(t *testing.T) {
	dir := t.TempDir()
	spaced := filepath.Join(dir, "My Photos")
	if err := os.Mkdir(spaced, 0o755); err != nil {
		t.Fatal(err)
	}
	u := filepath.Join(spaced, "U 1.jpg")
	os.WriteFile(u, nil, 0o644)
	home, _ := os.UserHomeDir()
	for _, c := range []struct{ text, want string }{
		{"", ""},
		{"   ", ""},
		{u, u},
		{"  " + u + "\n", u},
		{"'" + u + "'", u},
		{`"` + u + `"`, u},
		{strings.ReplaceAll(u, " ", `\ `), u},
		{"file://" + strings.ReplaceAll(u, " ", "%20"), u},
		{"U 1.jpg", u},
		{"./U 1.jpg", u},
		{"../My Photos/U 1.jpg", u},
		{"~/U.jpg", filepath.Join(home, "U.jpg")},
		// Not there: the path as typed, for the message to name.
		{`no\ such.jpg`, filepath.Join(spaced, `no\ such.jpg`)},
	} {
		if got := typedPath(c.text, spaced); got != c.want {
			t.Errorf("%q: %q, want %q", c.text, got, c.want)
		}
	}
}

// What is wrong with a path typed is said in a sentence naming it: no
// such file (nor folder), a folder, not a picture, another format.
func TestPhotoPathProblem(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	photo, err := filepath.Abs("../../../solver/scan/photo/testdata/cube1/U.jpg")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, want string }{
		{photo, ""},
		{"", "Type or paste the photo's path"},
		{filepath.Join(dir, "U.jpg"), "No such file: " + filepath.Join(dir, "U.jpg") + "."},
		{filepath.Join(dir, "nope", "U.jpg"), "(there is no folder " + filepath.Join(dir, "nope") + ")"},
		{dir, dir + " is a folder: add the photo's name to it"},
		{write("notes.txt", "hello"), "notes.txt is not a PNG or JPEG picture."},
		{write("U.heic", "\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic"+strings.Repeat("\x00", 32)), "a HEIC picture"},
	} {
		got := photoPathProblem(c.path)
		if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("%q: %q, want %q", c.path, got, c.want)
		}
	}
}
