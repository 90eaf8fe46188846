// Package assets holds what the programs carry with them: the application
// icon and the application's identity (name, ID, version). It has no
// dependencies; package app wraps the icon's bytes in a Fyne resource.
// The folder dist/ beside it holds what make package and make install use.
package assets

import _ "embed"

//go:generate go run gen_icon.go

// Icon is the application icon, a 256x256 PNG of a solved cube seen from
// the corner between U, F and R.
//
//go:embed icon.png
var Icon []byte
