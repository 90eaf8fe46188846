package main

import (
	"encoding/json"
	"strings"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// TestRealWindowListPickThenSpace drives the real window with X events:
// with a solution held by the player, a value picked with the mouse from
// each of the window's lists (speed, time limit, length) gives the focus
// up, so that Space then plays and pauses the player rather than opening
// the list again.
func TestRealWindowListPickThenSpace(t *testing.T) {
	var r report
	read := func(data []byte) bool { r = report{}; return json.Unmarshal(data, &r) == nil }
	alg, err := cube.ParseAlg("R U R' U' F2 D L2 B")
	if err != nil {
		t.Fatal(err)
	}
	w := startXWindow(t, func(data []byte) bool { return read(data) && r.Tables && len(r.Stickers) == cube.NumFacelets },
		"-facelets", alg.Apply(cube.SolvedFacelets()).String(), "-mode", "standard", "-tables", tablestest.Dir(), "-size", "1200x720")
	until := func(what string, ok func() bool) {
		t.Helper()
		w.wait(what, func(data []byte) bool { return read(data) && ok() })
	}
	w.click(r.Stickers[4]) // a centre: the pointer and the keys in the window
	w.run("windowfocus", w.id)
	w.key("ctrl+Return")
	until("the solution held by the player", func() bool {
		return r.Solution != "" && !r.Searching && r.PlayerShown && r.PlayerLen > 0 && r.Played == 0 && !r.Playing
	})

	// The slowest speed first, so that the solution plays long enough to
	// be paused.
	for _, pick := range []struct{ list, item string }{{"speed", "0.25×"}, {"timeout", "30 s"}, {"length", "20 moves"}} {
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
		until(pick.item+" picked, the list closed, the focus given up", func() bool { return !r.PopUp && r.Focus == "" })
		w.key("space")
		until("the player playing after Space, the "+pick.list+" list closed", func() bool { return r.Playing && !r.PopUp })
		w.key("space")
		until("the player paused by Space", func() bool { return !r.Playing && !r.PopUp })
	}
}

// TestRealWindowMovesCleared drives the real window with X events: moves
// typed under Moves and applied with Enter leave the field empty, so a
// second Enter does not turn the cube again; Ctrl+Z there takes the
// moves back and puts their text back; moves that cannot be applied stay,
// their error said.
func TestRealWindowMovesCleared(t *testing.T) {
	var r report
	read := func(data []byte) bool { r = report{}; return json.Unmarshal(data, &r) == nil }
	solved := cube.SolvedFacelets().String()
	w := startXWindow(t, func(data []byte) bool { return read(data) && r.Tables && len(r.Stickers) == cube.NumFacelets },
		"-facelets", solved, "-mode", "standard", "-tables", tablestest.Dir(), "-size", "1200x720")
	until := func(what string, ok func() bool) {
		t.Helper()
		w.wait(what, func(data []byte) bool { return read(data) && ok() })
	}
	const scramble = "R U R' U' F2"
	alg, err := cube.ParseAlg(scramble)
	if err != nil {
		t.Fatal(err)
	}
	want := alg.Apply(cube.SolvedFacelets()).String()
	w.click(r.Stickers[4])
	w.run("windowfocus", w.id)
	w.click(r.Moves)
	w.run("type", "--delay", "20", scramble)
	until("the moves typed", func() bool { return r.MovesText == scramble })
	w.key("Return")
	until("the moves applied by Enter, the field cleared", func() bool { return r.Facelets == want && r.MovesText == "" })
	// Enter again, in the empty field: nothing to apply, and it says so.
	w.key("Return")
	until("Enter in the empty field saying to type moves", func() bool { return r.MovesErr != "" })
	if r.Facelets != want {
		t.Errorf("a second Enter turned the cube again: %s", r.Facelets)
	}
	w.key("ctrl+z")
	until("Ctrl+Z taking the moves back, their text back in the field", func() bool {
		return r.Facelets == solved && r.MovesText == scramble
	})
	w.key("End")
	w.run("type", "--delay", "20", " Q")
	until("a bad move typed", func() bool { return r.MovesText == scramble+" Q" })
	w.key("Return")
	until("the bad moves kept, their error said", func() bool { return r.MovesErr != "" && r.MovesText == scramble+" Q" })
	if r.Facelets != solved {
		t.Errorf("moves with an error changed the cube: %s", r.Facelets)
	}

	// Solved to the target from the Moves field (which keeps the focus,
	// so Space types there): the caption over the cube, the longest it
	// says, is whole at the window's first size.
	// A long scramble, for a way of 10 moves or more.
	const long = "R U R' U' F2 D L2 B U2 F' L D2 R B' U L' F D' B2 R'"
	w.key("ctrl+a", "BackSpace")
	w.run("type", "--delay", "20", long)
	w.key("Return")
	until("the long scramble applied", func() bool { return r.Facelets != solved && r.MovesText == "" })
	w.click(r.Buttons["To Target"])
	until("To Target chosen", func() bool { return r.ToTarget })
	w.click(r.Moves)
	w.key("ctrl+Return")
	until("a way to the target held, the caption saying to click the cube", func() bool {
		return r.Solution != "" && !r.Searching && r.Length >= 10 && strings.HasPrefix(r.Caption, "To the target") &&
			strings.Contains(r.Caption, "click the cube")
	})

	if r.CaptionCut {
		t.Errorf("the caption %q is cut short", r.Caption)
	}
}
