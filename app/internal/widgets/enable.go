package widgets

import "fyne.io/fyne/v2"

// Enable enables or disables w.
func Enable(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}
