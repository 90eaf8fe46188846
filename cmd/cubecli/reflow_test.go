package main

import (
	"strings"
	"testing"
)

// Every command's help prose fits in helpWidth columns and has no
// paragraph run into the next, whatever was pasted into it; its words are
// all there, in order.
func TestHelpProseFits(t *testing.T) {
	for _, c := range commands {
		code, help, _ := cli(t, "", "help", c.name)
		if code != exitOK {
			t.Fatalf("help %s: status %d", c.name, code)
		}
		prose, _, _ := strings.Cut(help, "\nflags:")
		for _, line := range strings.Split(prose, "\n") {
			if len(line) > helpWidth && !strings.HasPrefix(line, "usage:") && !strings.HasPrefix(line, " ") {
				t.Errorf("help %s: a line of %d characters: %q", c.name, len(line), line)
			}
		}
		_, text, _ := strings.Cut(prose, "\n\n")
		if strings.Join(strings.Fields(text), " ") != strings.Join(strings.Fields(c.help), " ") {
			t.Errorf("help %s: words lost or changed", c.name)
		}
		if strings.Contains(text, "\n\n\n") {
			t.Errorf("help %s: two blank lines", c.name)
		}
	}
	if got := reflow("a b\nc\n\n  kept  as\n  is\n\nd", 3); got != "a b\nc\n\n  kept  as\n  is\n\nd" {
		t.Errorf("reflow: %q", got)
	}
	if got := reflow("aa bb cc", 5); got != "aa bb\ncc" {
		t.Errorf("reflow: %q", got)
	}
}
