package editor

import "cubesolver/solver/cube"

// historyLimit bounds the undo stack; a cube is 54 bytes, so this is cheap
// and deeper than anyone undoes by hand.
const historyLimit = 1000

// history is the undo/redo record of the editor: the cubes before each
// edit and the ones undone since. Every edit, whatever made it (a tap, a
// drag stroke, Reset, a pasted string, applied moves, Auto-fix), is one
// entry, so one Ctrl+Z takes back exactly what one action did.
type history struct {
	undo, redo []cube.Facelets
}

// record notes that the cube was prev before an edit. A new edit ends the
// redo chain, as in every editor.
func (h *history) record(prev cube.Facelets) {
	h.undo = append(h.undo, prev)
	if len(h.undo) > historyLimit {
		h.undo = h.undo[len(h.undo)-historyLimit:]
	}
	h.redo = h.redo[:0]
}

// back returns the cube before the last edit, cur being the cube now, and
// keeps cur for redo.
func (h *history) back(cur cube.Facelets) (cube.Facelets, bool) {
	return step(&h.undo, &h.redo, cur)
}

// forward returns the cube last undone and keeps cur for undo.
func (h *history) forward(cur cube.Facelets) (cube.Facelets, bool) {
	return step(&h.redo, &h.undo, cur)
}

// step takes the last cube off from and keeps cur on to; with from empty
// it returns cur and false.
func step(from, to *[]cube.Facelets, cur cube.Facelets) (cube.Facelets, bool) {
	if len(*from) == 0 {
		return cur, false
	}
	last := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, cur)
	return last, true
}

func (h *history) CanUndo() bool { return len(h.undo) > 0 }

// RedoesTo reports whether redo brings back f next: the last change was
// an undo from f.
func (h *history) RedoesTo(f cube.Facelets) bool {
	return len(h.redo) > 0 && h.redo[len(h.redo)-1] == f
}
func (h *history) canRedo() bool { return len(h.redo) > 0 }

// MaxSavedMoves is the longest moves text restored: the entry is for
// scrambles and algorithms, and a huge one would take the window many
// seconds to lay out.
const MaxSavedMoves = 10_000
