package main

import (
	"os"
	"strings"
	"testing"
)

// The optimal benchmark's cubes (bench/, see compare-optimal.sh) are what
// its script says: `cubecli random -n 50 -seed 33`, and each scramble
// beside them makes its cube, so that every solver is given the same 50.
func TestOptimalBenchmarkSet(t *testing.T) {
	read := func(name string) []string {
		b, err := os.ReadFile("bench/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Split(strings.TrimSpace(string(b)), "\n")
	}
	cubes, scrambles := read("random50.facelets"), read("random50.scrambles")
	_, out, _ := cli(t, "", "random", "-n", "50", "-seed", "33")
	if want := strings.Split(strings.TrimSpace(out), "\n"); strings.Join(cubes, "\n") != strings.Join(want, "\n") {
		t.Fatalf("random50.facelets is not what cubecli random -n 50 -seed 33 prints")
	}
	if len(scrambles) != len(cubes) {
		t.Fatalf("%d scrambles for %d cubes", len(scrambles), len(cubes))
	}
	for i, s := range scrambles {
		if code, out, errOut := cli(t, "", "facelets", s); code != exitOK || strings.TrimSpace(out) != cubes[i] {
			t.Errorf("scramble %d %q makes %q (%s), want %s", i+1, s, out, errOut, cubes[i])
		}
	}
}
