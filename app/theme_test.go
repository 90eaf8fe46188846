package app

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"cubesolver/render"
	"cubesolver/solver/cube"
)

// Every text the window draws has a contrast of at least 4.5:1 (WCAG AA)
// with every background it is drawn on, in both variants of the theme:
// labels of every importance on the window and on pop-ups, buttons' words
// on buttons of each importance, plain, hovered and focused, a progress
// bar's words on its filled and its empty part, the words in entries and
// lists, their placeholders and selections, tips, and the colour chips'
// keys and counts. Disabled controls' words are left out, as WCAG leaves
// them out: they are dimmed on purpose.
func TestThemeContrast(t *testing.T) {
	th := newAppTheme()
	const least = 4.5
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		name := map[fyne.ThemeVariant]string{theme.VariantLight: "light", theme.VariantDark: "dark"}[v]
		c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
		bg := c(theme.ColorNameBackground)
		// A button's background, plain, hovered and focused.
		states := func(base color.Color) map[string]color.Color {
			return map[string]color.Color{"": base, " hovered": widgets.Over(c(theme.ColorNameHover), base),
				" focused": widgets.Over(c(theme.ColorNameFocus), base), " focused and hovered": widgets.Over(c(theme.ColorNameHover), widgets.Over(c(theme.ColorNameFocus), base))}
		}
		type pair struct {
			text       fyne.ThemeColorName
			background string
			on         color.Color
		}
		var pairs []pair
		for _, text := range []fyne.ThemeColorName{theme.ColorNameForeground, theme.ColorNameSuccess, theme.ColorNameWarning,
			theme.ColorNameError, theme.ColorNameHyperlink} {
			for _, b := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameOverlayBackground} {
				pairs = append(pairs, pair{text, string(b), c(b)})
			}
		}
		for _, b := range []fyne.ThemeColorName{theme.ColorNameButton, theme.ColorNameInputBackground, theme.ColorNameMenuBackground, theme.ColorNameBackground} {
			for state, on := range states(c(b)) {
				pairs = append(pairs, pair{theme.ColorNameForeground, string(b) + state, on})
			}
		}
		in := c(theme.ColorNameInputBackground)
		pairs = append(pairs,
			pair{theme.ColorNamePlaceHolder, "inputBackground", in},
			pair{theme.ColorNameForeground, "selection on inputBackground", widgets.Over(c(theme.ColorNameSelection), in)},
			pair{theme.ColorNameForegroundOnPrimary, "a progress bar's empty part", widgets.Over(halfStrength(c(theme.ColorNamePrimary)), bg)})
		for text, b := range map[fyne.ThemeColorName]fyne.ThemeColorName{
			theme.ColorNameForegroundOnPrimary: theme.ColorNamePrimary, theme.ColorNameForegroundOnWarning: theme.ColorNameWarning,
			theme.ColorNameForegroundOnError: theme.ColorNameError, theme.ColorNameForegroundOnSuccess: theme.ColorNameSuccess} {
			for state, on := range states(c(b)) {
				pairs = append(pairs, pair{text, string(b) + state, on})
			}
		}
		for _, p := range pairs {
			if r := widgets.Contrast(c(p.text), p.on); r < least {
				t.Errorf("%s theme: %s on %s is %.2f:1, under %.1f:1", name, p.text, p.background, r, least)
			}
		}
	}
	// The chips' words, black or white on the colours of the cube.
	for f := cube.U; f <= cube.Blank; f++ {
		s := editor.NewSwatch(f, "1")
		if r := widgets.Contrast(s.TextColour(), render.DefaultPalette[f]); r < least {
			t.Errorf("the %s chip's words are %.2f:1 on it", puzzle.ColourName(f), r)
		}
	}
}

// halfStrength is c at half its opacity, as a progress bar draws its
// empty part.
func halfStrength(c color.Color) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A /= 2
	return n
}
