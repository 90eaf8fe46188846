// Package editor draws the left-hand side of the window, where the cube is
// described: the net of its stickers to paint (NetView, with a keyboard
// cursor), the palette of colours, the moves entry, the buttons (Reset,
// Clear, Random, Paste, Scan, Auto-fix, undo and redo), the cube or target
// switch with its patterns, and the message saying what is wrong with the
// cube. Editor keeps the cube in hand and the target of each puzzle and
// their undo history.
package editor
