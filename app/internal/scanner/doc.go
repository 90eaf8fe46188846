// Package scanner draws the pop-ups that read a cube from pictures: six
// photos of its faces (opened, dropped on the window or pasted), two
// photos of its corners, or a live camera, each photo shown with the
// face's outline to drag into place before Read hands the
// cube to the editor.
package scanner
