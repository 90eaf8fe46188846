package main

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"cubesolver/tables/tablestest"
)

// A real mouse wheel over the player's move list scrolls it a row a notch,
// down and back up (TestMoveListWheel calls the list's Scrolled itself;
// here the X server's wheel buttons go through Fyne's desktop driver).
// The list's first row in view is read back from the window's report.
func TestRealWindowMoveListWheel(t *testing.T) {
	var r report
	placed := func(data []byte) bool {
		return json.Unmarshal(data, &r) == nil && r.PlayerShown && r.MoveList[0] > 0 && r.MoveList[1] > 0 && r.MoveList[2] > 0
	}
	w := startXWindow(t, func(data []byte) bool {
		return placed(data) && r.Solution != "" && !r.Searching && r.PlayerLen > 0
	}, "-scramble", "R U R' U' F2 D L2 B R2 F' L D2 B' U2 R' F D' L2 B U", "-mode", "standard", "-solve",
		"-tables", tablestest.Dir(), "-size", "1200x720")
	if r.MoveListMax < 2 {
		t.Fatalf("the move list (%v) does not scroll two rows: %d moves, at most row %d at the top", r.MoveList, r.PlayerLen, r.MoveListMax)
	}
	if r.MoveListTop != 0 {
		t.Fatalf("the move list starts scrolled, row %d at the top", r.MoveListTop)
	}
	// The pointer onto the list's middle, where the report last put it: a
	// list shown a moment ago may still be moving into place (its box was
	// once read at the window's corner), so the pointer follows it there.
	// Fyne takes in the pointer's move apart from the wheel, which goes to
	// where it last saw the pointer: the wheel waits for that.
	deadline := time.Now().Add(2 * time.Minute)
	var last []byte
	for {
		l := r.MoveList
		w.run("mousemove", "--window", w.id, fmt.Sprint(int(l[0]+l[2]/2)), fmt.Sprint(int(l[1]+l[3]/2)))
		if w.pollFor(5*time.Second, func(data []byte) bool {
			last = data
			return placed(data) && (r.MoveListPointer || r.MoveList != l)
		}) && r.MoveListPointer {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the pointer, moved onto the move list (%v), is not over it; the report:\n%s", l, last)
		}
	}
	for _, step := range []struct {
		button string
		top    int
	}{{"5", 1}, {"5", 2}, {"4", 1}, {"4", 0}} {
		w.run("click", step.button)
		w.wait(fmt.Sprintf("row %d at the top after wheel button %s", step.top, step.button), func(data []byte) bool {
			return json.Unmarshal(data, &r) == nil && r.MoveListTop == step.top
		})
	}
}
