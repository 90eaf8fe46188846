// Package widgets holds the window's small widgets and layouts that are
// not about the cube: the row of buttons of which one is chosen
// (Segmented), the tips shown under a resting pointer and the ring round
// whatever has the keyboard focus, boxes whose size does not depend on
// their text, the right-hand column, and a select and a slider that pass
// the window's keys on.
package widgets
