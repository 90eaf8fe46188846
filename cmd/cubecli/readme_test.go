package main

import (
	"os"
	"strings"
	"testing"
)

// The README's list of cubecli's commands names every size -size and
// -table take, as their errors list them ("sizes: small, ..., h0"): h0,
// the least, was accepted and listed there, and the README never said
// what it was.
func TestReadmeNamesEverySize(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	var line string
	for l := range strings.Lines(string(readme)) {
		if strings.HasPrefix(l, "cubecli tables -optimal -size S ") {
			line = l
		}
	}
	if line == "" {
		t.Fatal("the README has no line for cubecli tables -optimal -size S")
	}
	for name := range strings.SplitSeq(sizeNames(), ", ") {
		if !strings.Contains(line, " "+name) {
			t.Errorf("the README's %q does not name the size %s", strings.TrimSpace(line), name)
		}
	}
	if !strings.Contains(line, "h0, the least (59 MB)") {
		t.Errorf("the README's %q does not say what h0 is", strings.TrimSpace(line))
	}
}
