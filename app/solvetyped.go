package app

// solveAsTyped is Solve as a person means it: moves typed under Moves and
// not applied yet (Enter not pressed) are applied first, so that a
// scramble typed and then Solve (or Ctrl+Enter) solves the cube it makes,
// not the cube before it; moves that do not read stay in the field with
// their error under it, and nothing is solved.
func (v *mainView) solveAsTyped() {
	if v.editor.ApplyPending() != nil {
		return
	}
	v.editor.DropAcknowledgement()
	v.session.solve()
}
