package main

import (
	"encoding/json"
	"strings"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// The real window at its least size shows the whole column on the right,
// Play and Find a shorter one too (752x580, which -size 10x10 gave
// silently, cut them off), and says that a -size below it is not used.
// Made larger, the note under the solution gets the room left under the
// column, and a stale solution's warning with the note under it shows
// whole, in a box that kept its height. A pattern made the target is
// named under Solve, before and after Reset.
func TestRealWindowLeastSizeAndNote(t *testing.T) {
	var r report
	w := startXWindowOn(t, "1280x1024x24", nil, func(data []byte) bool {
		return json.Unmarshal(data, &r) == nil && r.Solution != "" && !r.Searching && len(r.Stickers) == cube.NumFacelets
	}, "-tables", tablestest.Dir(), "-size", "10x10", "-scramble", "R U F D L B", "-solve")
	if out := w.out.String(); !strings.Contains(out, "-size 10x10 is below the least size 800x600: using 800x600") {
		t.Errorf("-size 10x10 was not said to be below the least size:\n%s", out)
	}
	w.wait("the window at 800x600", func(data []byte) bool {
		return json.Unmarshal(data, &r) == nil && r.Window == [2]float32{800 * r.Scale, 600 * r.Scale}
	})
	play := r.Buttons["Play"]
	if r.ColumnScrolls || play[1] <= 0 || play[1]+10*r.Scale > r.Window[1] {
		t.Errorf("at 800x600 the column on the right scrolls (%v), or Play at %v is cut off", r.ColumnScrolls, play)
	}
	least := r.NoteBox[3]

	w.run("windowsize", "--sync", w.id, "1200", "720")
	w.wait("the window at 1200x720", func(data []byte) bool {
		return json.Unmarshal(data, &r) == nil && r.Window[0] == 1200 && r.Window[1] == 720
	})
	box := r.NoteBox
	if box[3] <= least {
		t.Errorf("at 1200x720 the note's box is %g high, as at 800x600 (%g): it did not take the room left", box[3], least)
	}
	w.key("2")
	w.click(r.Stickers[0])
	w.wait("the solution stale", func(data []byte) bool { return json.Unmarshal(data, &r) == nil && r.Stale })
	if r.NoteCut || r.NoteBox != box {
		t.Errorf("stale: the note %q is cut (%v), or its box moved from %v to %v", r.Note, r.NoteCut, box, r.NoteBox)
	}

	// A pattern typed under Moves while the target is described makes
	// it the target: the note under Solve names it, and still does after
	// Reset of the cube.
	w.key("ctrl+z")
	w.click(r.Buttons["Target"])
	w.wait("the target described", func(data []byte) bool { return json.Unmarshal(data, &r) == nil && r.Editing == "target" })
	w.click(r.Moves)
	w.run("type", "--delay", "20", "six spots")
	w.key("Return")
	w.wait("the target named under Solve", func(data []byte) bool {
		return json.Unmarshal(data, &r) == nil && r.ToTarget && strings.Contains(r.SolveNote, "to the target (Six spots)")
	})
	w.click(r.Buttons["Cube"])
	w.wait("the cube described", func(data []byte) bool { return json.Unmarshal(data, &r) == nil && r.Editing == "cube" })
	w.click(r.Buttons["reset"])
	w.wait("the cube reset", func(data []byte) bool {
		return json.Unmarshal(data, &r) == nil && r.Facelets == cube.SolvedFacelets().String()
	})
	if !r.ToTarget || !strings.Contains(r.SolveNote, "(Six spots)") {
		t.Errorf("after Reset: to the target %v, the note under Solve %q", r.ToTarget, r.SolveNote)
	}
}
