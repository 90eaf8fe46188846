package app

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"cubesolver/solver/cube"
)

// mainView is the content of the main window. For now it shows the cube's
// net and whether the cube is valid; the editor, the solve controls and the
// player will join it here.
type mainView struct {
	net      *NetView
	status   *widget.Label // "Valid cube" or what is wrong
	facelets *widget.Label // the facelet string
	content  fyne.CanvasObject
}

func newMainView(f cube.Facelets) *mainView {
	v := &mainView{
		net:      NewNetView(f),
		status:   widget.NewLabel(""),
		facelets: widget.NewLabel(""),
	}
	v.status.Wrapping = fyne.TextWrapWord
	v.facelets.TextStyle = fyne.TextStyle{Monospace: true}
	v.facelets.Selectable = true
	bottom := container.NewVBox(v.status, v.facelets)
	v.content = container.NewBorder(nil, bottom, nil, nil, v.net)
	v.setCube(f)
	return v
}

// setCube shows the stickers f, checks them and says what is wrong, with
// the stickers concerned highlighted.
func (v *mainView) setCube(f cube.Facelets) {
	v.net.SetFacelets(f)
	v.facelets.SetText(f.String())
	text, stickers := validity(f)
	v.status.SetText(text)
	if stickers == nil {
		v.status.Importance = widget.SuccessImportance
	} else {
		v.status.Importance = widget.DangerImportance
	}
	v.status.Refresh()
	v.net.SetHighlight(stickers)
}

// validity describes whether f is a real cube. For an invalid one it gives
// the error text and the stickers concerned (never nil).
func validity(f cube.Facelets) (text string, stickers []int) {
	_, err := f.ToCubie()
	if err == nil {
		return "Valid cube", nil
	}
	var ce *cube.Error
	if errors.As(err, &ce) && ce.Stickers != nil {
		return err.Error(), ce.Stickers
	}
	return err.Error(), []int{}
}
