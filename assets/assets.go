// Package assets holds the files bundled into the program: for now the
// application icon. It has no dependencies; package app wraps the bytes in
// Fyne resources.
package assets

import _ "embed"

//go:generate go run gen_icon.go

// Icon is the application icon, a 256x256 PNG of a solved cube seen from
// the corner between U, F and R.
//
//go:embed icon.png
var Icon []byte
