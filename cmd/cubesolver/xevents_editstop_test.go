package main

import (
	"encoding/json"
	"strings"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// superflip is the cube with every edge flipped in place: no solution has
// fewer than 20 moves, so a standard search asked for 16 runs until its
// time limit, whatever the machine.
const superflip = "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB"

// TestRealWindowStandardSearchResumed drives the real window with X
// events: a standard search given a long time limit to find a short
// Length is stopped by a click on a sticker, the note says Ctrl+Z resumes
// it, and Ctrl+Z brings the cube back and the search with it, the
// solution it had found shown again as current.
func TestRealWindowStandardSearchResumed(t *testing.T) {
	var r report
	read := func(data []byte) bool { r = report{}; return json.Unmarshal(data, &r) == nil }
	w := startXWindow(t, func(data []byte) bool { return read(data) && r.Tables && len(r.Stickers) == cube.NumFacelets },
		"-facelets", superflip, "-mode", "standard", "-tables", tablestest.Dir(), "-size", "1200x720")
	until := func(what string, ok func() bool) {
		t.Helper()
		w.wait(what, func(data []byte) bool { return read(data) && ok() })
	}
	for _, pick := range []struct{ list, item string }{{"timeout", "5 min"}, {"length", "16 moves"}} {
		w.click(steadyAt(until, "the "+pick.list+" button", func() ([2]float32, bool) {
			p, ok := r.Buttons[pick.list]
			return p, ok
		}))
		// The list's items are laid out a moment after it opens, and
		// until then reported at the window's top left corner.
		w.click(steadyAt(until, "the "+pick.list+" list open, its "+pick.item, func() ([2]float32, bool) {
			p, ok := r.PopUpButtons[pick.item]
			return p, ok && p[1] >= 60
		}))
		until(pick.item+" picked", func() bool { return !r.PopUp })
	}

	w.click(r.Solve)
	until("a solution found, the search going on for 16 moves", func() bool { return r.Searching && r.Solution != "" })
	found := r.Solution

	// A stray click: a sticker painted another colour.
	i := 0
	for i == 4 || string(superflip[i]) == r.Colour {
		i++
	}
	w.click(r.Stickers[i])
	until("the search stopped by the edit", func() bool {
		return !r.Searching && r.Facelets != superflip && r.Stale && strings.HasSuffix(r.Note, "Search stopped by the edit: Ctrl+Z resumes it.")
	})
	w.key("ctrl+z")
	// The note says so, until a shorter solution is found (if the one
	// found before the click was not yet of 20 moves).
	until("the cube back and the search with it", func() bool {
		return r.Facelets == superflip && r.Searching && !r.Stale &&
			(strings.Contains(r.Note, "search begins again") || strings.Contains(r.Note, "still looking for a shorter one"))
	})
	if r.Solution == "" || len(strings.Fields(r.Solution)) > len(strings.Fields(found)) {
		t.Errorf("the search resumed shows %q; it had found %q", r.Solution, found)
	}
}
