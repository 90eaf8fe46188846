package main

import (
	"os"
	"strings"
	"testing"
)

// cubecli facelets reads rotations, wide turns and slices as the window
// does (TestMovesUnderMovesAsCubecli), making the cubes worked out by hand
// in solver/cube/testdata/upright.txt: "z R" turns the white face. It
// read the cube as held after the rotation, renaming the colours for the
// centres there, so the same text gave another cube than the window.
func TestFaceletsUpright(t *testing.T) {
	data, err := os.ReadFile("../../solver/cube/testdata/upright.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Split(line, "|")
		if len(f) != 3 || strings.HasPrefix(line, "#") {
			continue
		}
		moves, want := strings.TrimSpace(f[0]), strings.TrimSpace(f[1])
		if code, out, errOut := cli(t, "", "facelets", moves); code != exitOK || out != want+"\n" {
			t.Errorf("facelets %q: status %d, %q %s, want %s", moves, code, out, errOut, want)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no cases")
	}
}
