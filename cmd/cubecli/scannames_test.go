package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// namedAtEnd copies the six photos of files (U R F D L B) into a folder of
// their own as name+"-U.jpg" ... name+"-B.jpg", and returns the copies in
// the order a shell's glob gives them: B D F L R U.
func namedAtEnd(t *testing.T, files []string, name string) []string {
	t.Helper()
	dir := t.TempDir()
	var copies []string
	for k, face := range "URFDLB" {
		b, err := os.ReadFile(files[k])
		c := filepath.Join(dir, name+"-"+string(face)+".jpg")
		if err != nil || os.WriteFile(c, b, 0o644) != nil {
			t.Fatal(err)
		}
		copies = append(copies, c)
	}
	slices.Sort(copies)
	return copies
}

// Photos named as a cube robot's program names them, rubiks-side-U.png ...
// rubiks-side-B.png, given as a shell's glob gives them (B D F L R U), are
// each read as the face its name ends in, on both puzzles, and a note
// says so: they were read in the order given, as U R F D L B, and the
// cube refused with 24 stickers in doubt and no hint why.
func TestScanFacesNamedAtEnd(t *testing.T) {
	skipPhotosUnderRace(t)
	const note = "cubecli scan: faces taken from the file names, not the order given (rubiks-side-U.jpg is U, and so on)\n"
	for _, pz := range []struct {
		name  string
		flags []string
		files []string
		want  string
	}{
		{"3x3x3", nil, cube1, "../../solver/scan/photo/testdata/cube1/want"},
		{"2x2x2", []string{"-puzzle", "2x2"}, pocketFiles(), pocketPhotos + "want"},
	} {
		want, err := os.ReadFile(pz.want)
		if err != nil {
			t.Fatal(err)
		}
		glob := namedAtEnd(t, pz.files, "rubiks-side")
		args := append(append([]string{"scan"}, pz.flags...), glob...)
		if code, out, errOut := cli(t, "", args...); code != exitOK || out != string(want) || errOut != note {
			t.Errorf("%s, in the glob's order: status %d, %q %q; want %q and the note", pz.name, code, out, errOut, want)
		}
		// In the order U R F D L B already: nothing to say.
		inOrder := []string{glob[5], glob[4], glob[2], glob[1], glob[3], glob[0]}
		args = append(append([]string{"scan"}, pz.flags...), inOrder...)
		if code, out, errOut := cli(t, "", args...); code != exitOK || out != string(want) || errOut != "" {
			t.Errorf("%s, in face order: status %d, %q %q", pz.name, code, out, errOut)
		}
	}
}

// Names that do not all end in a different face leave the order given as
// it was: here in face order, one name ending in no face.
func TestScanFacesNotAllNamed(t *testing.T) {
	skipPhotosUnderRace(t)
	glob := namedAtEnd(t, cube1, "cube")
	inOrder := []string{glob[5], glob[4], glob[2], glob[1], glob[3], glob[0]}
	unnamed := filepath.Join(filepath.Dir(inOrder[5]), "cube-back.jpg")
	if err := os.Rename(inOrder[5], unnamed); err != nil {
		t.Fatal(err)
	}
	inOrder[5] = unnamed
	want, err := os.ReadFile("../../solver/scan/photo/testdata/cube1/want")
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := cli(t, "", append([]string{"scan"}, inOrder...)...)
	if code != exitOK || out != string(want) || strings.Contains(errOut, "file names") {
		t.Errorf("status %d, %q %q", code, out, errOut)
	}
}
