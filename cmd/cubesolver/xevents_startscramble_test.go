package main

import (
	"testing"

	"cubesolver/solver/cube"
)

// TestRealWindowStartScramble drives the real window with X events: the
// moves given at the start (-scramble) are known as if typed under Moves
// and applied there. The Solve's answer to a 15-move scramble is no
// longer than it (it was 20 moves); the field is empty; Ctrl+Z, with
// nothing focused, takes the scramble back and puts its text under
// Moves; Ctrl+Y and Ctrl+Shift+Z apply it again and empty the field.
func TestRealWindowStartScramble(t *testing.T) {
	const scramble = "R U F D L B R' U' F' D' L' B' R2 U2 F2"
	solved := cube.SolvedFacelets().String()
	scrambled := mustApply(t, cube.SolvedFacelets(), scramble).String()
	w, r, until := startMovesWindow(t, "-scramble", scramble)
	if r.Facelets != scrambled || r.MovesText != "" {
		t.Errorf("started with -scramble: cube %s (want %s), Moves %q", r.Facelets, scrambled, r.MovesText)
	}
	w.unfocus(r, until)
	w.key("ctrl+Return")
	until("a solution", func() bool { return r.Solution != "" && !r.Searching })
	if r.Length > 15 {
		t.Errorf("a 15-move scramble given at the start got %d moves: %s", r.Length, r.Solution)
	}
	for _, redo := range []string{"ctrl+y", "ctrl+shift+z"} {
		w.key("ctrl+z")
		until("Ctrl+Z with nothing focused taking the scramble back, its text under Moves", func() bool {
			return r.Facelets == solved && r.MovesText == scramble
		})
		w.key(redo)
		until(redo+" applying it again, the field emptied", func() bool { return r.Facelets == scrambled && r.MovesText == "" })
	}
}
