package main

import (
	"encoding/json"
	"strings"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/tables/tablestest"
)

// TestRealWindowPocketAndTarget drives the real window with X events: it
// switches to the 2x2x2, paints a cube on its net (colour keys, clicks),
// solves it in QTM and plays the solution; then it sets a pattern as the
// target with the keyboard in the Set target menu and solves to it.
func TestRealWindowPocketAndTarget(t *testing.T) {
	var r report
	read := func(data []byte) bool { return json.Unmarshal(data, &r) == nil }
	w := startXWindow(t, func(data []byte) bool { return read(data) && r.Tables && len(r.Stickers) == cube.NumFacelets },
		"-facelets", cube.SolvedFacelets().String(), "-tables", tablestest.Dir(), "-size", "1200x720")
	until := func(what string, ok func() bool) {
		t.Helper()
		w.wait(what, func(data []byte) bool { return read(data) && ok() })
	}

	w.click(r.Buttons["2x2x2"])
	until("the 2x2x2 chosen", func() bool { return r.Puzzle == "2x2" && r.Facelets == pocket.SolvedFacelets().String() })
	w.run("windowfocus", w.id)

	// The cube after R, painted sticker by sticker: U2 U4 green, F2 F4
	// yellow, D2 D4 blue, B1 B3 white.
	alg, _ := pocket.ParseAlg("R")
	want := pocket.SolvedFacelets().Apply(alg).String()
	for _, p := range []struct {
		key      string
		stickers []int // the pocket cube's
	}{{"3", []int{1, 3}}, {"4", []int{9, 11}}, {"6", []int{13, 15}}, {"1", []int{20, 22}}} {
		w.key(p.key)
		for _, i := range p.stickers {
			w.click(r.Stickers[pocket.Of3x3(i)])
		}
	}
	until("the cube after R painted", func() bool { return r.Facelets == want })

	w.click(r.Buttons["QTM"])
	until("QTM chosen", func() bool { return r.Metric == "QTM" })
	w.key("ctrl+Return")
	until("the solution R'", func() bool { return r.Solution == "R'" && r.Length == 1 && !r.Searching })
	w.click(steadyAt(until, "the player's Play", func() ([2]float32, bool) {
		p, ok := r.Buttons["Play"]
		return p, ok && r.PlayerShown
	}))
	until("the solution played", func() bool { return r.PlayerShown && r.PlayerLen == 1 && r.Played == 1 })

	// The target: Set target's menu, by the keyboard, third item: the
	// pocket cube's first pattern.
	w.click(r.Buttons["Set target"])
	w.key("Down", "Down", "Down", "Return")
	stripes, _ := pocket.PatternNamed("Stripes")
	until("Stripes as the target", func() bool {
		return r.Editing == "target" && r.ToTarget && r.Target == stripes.Cube().Facelets().String()
	})
	w.click(r.Buttons["Cube"])
	until("the cube edited again", func() bool { return r.Editing == "cube" && r.Facelets == want })
	w.click(r.Solve)
	until("a way to the target", func() bool { return r.Solution != "" && r.Solution != "R'" && !r.Searching && !r.Stale })
	moves, err := pocket.ParseMoves(r.Solution)
	if err != nil {
		t.Fatal(err)
	}
	from, _ := pocket.Parse(want)
	c, _ := from.Cube()
	if !pocket.Equal(c.Apply(moves), stripes.Cube()) || cube.QTM(moves) != r.Length {
		t.Errorf("%s does not take %s to the stripes in %d quarter turns", r.Solution, want, r.Length)
	}
	if !strings.Contains(r.Metric, "QTM") {
		t.Errorf("metric %q", r.Metric)
	}
}
