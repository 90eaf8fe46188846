package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// appTheme is Fyne's default theme with colours every reader can read:
// each text has a contrast of at least 4.5:1 (WCAG AA) with every
// background it is drawn on, in the light variant and the dark (see
// theme_test.go). Fyne's light variant had "Valid cube" at 1.5:1 on
// white, warnings at 2.1:1 and errors at 3.7:1, and the white words on
// its blue buttons and progress bars at under 4:1.
type appTheme struct{ fyne.Theme }

// newAppTheme returns the window's theme.
func newAppTheme() fyne.Theme { return appTheme{theme.DefaultTheme()} }

// Color implements fyne.Theme.
func (t appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if c, ok := themeColours[v][n]; ok {
		return c
	}
	return t.Theme.Color(n, v)
}

// themeColours are the colours that differ from Fyne's. A progress bar
// writes its words in the colour on primary across its filled part
// (primary) and the rest (primary at half strength over the background),
// so on the light background the primary colour is a light blue under
// dark words, and on the dark one a deeper blue under white words.
var themeColours = map[fyne.ThemeVariant]map[fyne.ThemeColorName]color.Color{
	theme.VariantLight: {
		theme.ColorNamePrimary:             rgb(0x4D, 0x8E, 0xF0),
		theme.ColorNameForegroundOnPrimary: rgb(0x17, 0x17, 0x18),
		theme.ColorNameHyperlink:           rgb(0x1E, 0x5C, 0xC8),
		theme.ColorNameSuccess:             rgb(0x1B, 0x7A, 0x2E),
		theme.ColorNameWarning:             rgb(0xA8, 0x54, 0x00),
		theme.ColorNameError:               rgb(0xC6, 0x28, 0x28),
		theme.ColorNamePlaceHolder:         rgb(0x6A, 0x6A, 0x6A),
	},
	theme.VariantDark: {
		theme.ColorNamePrimary:             rgb(0x1E, 0x63, 0xD6),
		theme.ColorNameForegroundOnPrimary: rgb(0xFF, 0xFF, 0xFF),
		theme.ColorNameHyperlink:           rgb(0x8A, 0xB4, 0xF8),
		theme.ColorNameError:               rgb(0xFF, 0x6B, 0x5E),
	},
}

func rgb(r, g, b uint8) color.Color { return color.NRGBA{R: r, G: g, B: b, A: 0xFF} }
