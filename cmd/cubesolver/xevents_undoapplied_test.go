package main

import (
	"encoding/json"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// TestRealWindowUndoAppliedAnywhere drives the real window with X events:
// moves pasted with Ctrl+V while nothing has the focus are applied and
// not left under Moves (they were, so Apply turned the cube by them
// again); Ctrl+Z typed with nothing focused takes moves applied back and
// puts their text under Moves, as it does typed in the field (it took the
// cube back only); Ctrl+Y and Ctrl+Shift+Z, in the field or not, apply
// them again and empty the field; text corrected in the field is not lost
// to a redo.
func TestRealWindowUndoAppliedAnywhere(t *testing.T) {
	start := mustApply(t, cube.SolvedFacelets(), "L2 D B'")
	w, r, until := startMovesWindow(t, "-facelets", start.String())
	w.unfocus(r, until)

	const pasted = "F R' D2"
	withPaste := mustApply(t, start, pasted).String()
	setClipboard(t, w.display, pasted)
	w.key("ctrl+v")
	until("the pasted moves applied", func() bool { return r.Facelets == withPaste })
	if r.MovesText != "" {
		t.Errorf("pasted moves, applied, left under Moves: %q", r.MovesText)
	}

	// Typed and applied with Enter, then undone and redone from outside
	// the field, and in it.
	const typed = "U2 B"
	withTyped := mustApply(t, mustApply(t, start, pasted), typed).String()
	w.click(r.Moves)
	until("the field focused", func() bool { return r.Focus == "*editor.movesEntry" })
	w.key("ctrl+a", "BackSpace")
	w.run("type", "--delay", "20", typed)
	w.key("Return")
	until("the typed moves applied", func() bool { return r.Facelets == withTyped && r.MovesText == "" })
	w.unfocus(r, until)
	w.key("ctrl+z")
	until("Ctrl+Z with nothing focused taking the typed moves back, their text under Moves", func() bool {
		return r.Facelets == withPaste && r.MovesText == typed
	})
	w.key("ctrl+shift+z")
	until("Ctrl+Shift+Z applying them again, the field emptied", func() bool {
		return r.Facelets == withTyped && r.MovesText == ""
	})
	w.key("ctrl+z")
	until("Ctrl+Z again", func() bool { return r.Facelets == withPaste && r.MovesText == typed })
	w.click(r.Moves)
	until("the field focused", func() bool { return r.Focus == "*editor.movesEntry" })
	w.key("ctrl+y")
	until("Ctrl+Y in the field applying them again, the field emptied", func() bool {
		return r.Facelets == withTyped && r.MovesText == ""
	})

	// Corrected in the field, the text is the user's: redo leaves it
	// and the cube alone, and Enter applies the correction.
	w.key("ctrl+z")
	until("Ctrl+Z in the field", func() bool { return r.Facelets == withPaste && r.MovesText == typed })
	w.key("End", "BackSpace", "ctrl+y", "ctrl+shift+z")
	w.run("type", "--delay", "20", "F")
	until("the moves corrected", func() bool { return r.MovesText == "U2 F" })
	if r.Facelets != withPaste {
		t.Errorf("redo after the text was corrected turned the cube: %s", r.Facelets)
	}
	w.key("Return")
	withFix := mustApply(t, mustApply(t, start, pasted), "U2 F").String()
	until("the corrected moves applied", func() bool { return r.Facelets == withFix && r.MovesText == "" })

	// Pasted moves, undone with nothing focused, come back as text too.
	w.unfocus(r, until)
	w.key("ctrl+v")
	until("the moves pasted again", func() bool { return r.Facelets == mustApply(t, mustApply(t, start, pasted), "U2 F "+pasted).String() })
	w.key("ctrl+z")
	until("Ctrl+Z taking the pasted moves back, their text under Moves", func() bool {
		return r.Facelets == withFix && r.MovesText == pasted
	})
}

// startMovesWindow starts the real window with args, the solver's tables
// and the standard mode, at 1200x720, and returns it, once the Moves field
// is in place, with the report it keeps reading and a wait on it.
func startMovesWindow(t *testing.T, args ...string) (*xWindow, *report, func(string, func() bool)) {
	t.Helper()
	r := &report{}
	read := func(data []byte) bool { *r = report{}; return json.Unmarshal(data, r) == nil }
	w := startXWindow(t, func(data []byte) bool { return read(data) && r.Tables && len(r.Stickers) == cube.NumFacelets },
		append(args, "-mode", "standard", "-tables", tablestest.Dir(), "-size", "1200x720")...)
	until := func(what string, ok func() bool) {
		t.Helper()
		w.wait(what, func(data []byte) bool { return read(data) && ok() })
	}
	// The tests click the field, and under it: once it has its place.
	steadyAt(until, "the Moves field", func() ([2]float32, bool) { return r.Moves, true })
	return w, r, until
}

// unfocus clicks the messages under Moves, where nothing takes the
// focus, and gives the window the keyboard.
func (w *xWindow) unfocus(r *report, until func(string, func() bool)) {
	w.t.Helper()
	w.click([2]float32{r.Moves[0], r.Moves[1] + 70})
	w.run("windowfocus", w.id)
	until("nothing focused", func() bool { return r.Focus == "" })
}

// mustApply returns f turned by moves.
func mustApply(t *testing.T, f cube.Facelets, moves string) cube.Facelets {
	t.Helper()
	alg, err := cube.ParseAlg(moves)
	if err != nil {
		t.Fatal(err)
	}
	return alg.Apply(f)
}
