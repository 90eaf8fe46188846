package app

import (
	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// editorUI is the editor's widgets: the net, the palette, the buttons, the
// moves entry and the validation message with its Auto-fix button.
type editorUI struct {
	net     *NetView
	palette *palette

	undoBtn, redoBtn           *widgets.TipButton
	resetBtn, clearBtn, rndBtn *widget.Button
	copyBtn, pasteBtn          *widgets.TipButton
	scanBtn                    *widgets.TipButton
	helpBtn                    *widgets.TipButton
	moves                      *movesEntry
	applyBtn, animateBtn       *widget.Button
	movesErr                   *widget.Label

	message *widget.Label // "Valid cube" or the first problem
	fixBtn  *widget.Button
	notice  *widget.Label // what the last action did, or why it did nothing
	// messages scrolls the three above, in a box of fixed height.
	messages *widgets.BoxScroll

	// tools is everything below the net, head what is above it, for the
	// window to lay out: the puzzle, which of its cubes is edited, and a
	// menu that sets the target (a pattern, or a copy of the cube).
	tools      fyne.CanvasObject
	head       fyne.CanvasObject
	puzzle     *widgets.Segmented
	roleSwitch *widgets.Segmented
	targetBtn  *widget.Button
}

// The labels of the editor's switches.
const (
	cubeLabel   = "Cube"
	targetLabel = "Target"
)

func (e *editor) buildUI() {
	u := &e.ui
	u.net = NewNetView(e.f)
	u.net.OnTapped = e.paint
	u.net.OnDragged = e.dragTo
	u.net.OnDragEnd = e.endStroke
	u.net.OnSecondaryTapped = e.pick

	u.puzzle = widgets.NewSegmented([]string{puzzle.Labels[puzzle.Cube3], puzzle.Labels[puzzle.Cube2]}, func(label string) {
		p := puzzle.Cube3
		if label == puzzle.Labels[puzzle.Cube2] {
			p = puzzle.Cube2
		}
		e.switchTo(p, e.role)
	})
	u.puzzle.SetQuietly(puzzle.Labels[e.puzzle])
	u.roleSwitch = widgets.NewSegmented([]string{cubeLabel, targetLabel}, func(label string) {
		r := puzzle.RoleCube
		if label == targetLabel {
			r = puzzle.RoleTarget
		}
		e.switchTo(e.puzzle, r)
	})
	u.roleSwitch.SetQuietly(cubeLabel)
	u.targetBtn = widget.NewButtonWithIcon("Set target", theme.MenuDropDownIcon(), func() { e.showTargetMenu() })
	u.head = container.NewHBox(u.puzzle.Content, widget.NewSeparator(), u.roleSwitch.Content, layout.NewSpacer(), u.targetBtn)

	u.palette = newPalette()
	u.palette.OnSelected = e.selectColour

	u.undoBtn = widgets.NewTipButton("", theme.ContentUndoIcon(), "Undo (Ctrl+Z)", e.undo)
	u.redoBtn = widgets.NewTipButton("", theme.ContentRedoIcon(), "Redo (Ctrl+Y or Ctrl+Shift+Z)", e.redo)
	u.resetBtn = widget.NewButton("Reset", e.reset)
	u.clearBtn = widget.NewButton("Clear", e.clear)
	u.rndBtn = widget.NewButton("Random", e.random)
	u.copyBtn = widgets.NewTipButton("", theme.ContentCopyIcon(), "Copy the cube as a facelet string (Ctrl+C)", e.copyFacelets)
	u.pasteBtn = widgets.NewTipButton("", theme.ContentPasteIcon(), "Paste a facelet string (Ctrl+V)", func() { e.pasteFacelets() })
	u.scanBtn = widgets.NewTipButton("", theme.MediaPhotoIcon(), "Read the cube from photos of its faces, or a camera", e.openScanner)
	u.helpBtn = widgets.NewTipButton("", theme.HelpIcon(), "Help: the keys and what each part does (F1)", func() {
		if e.onHelp != nil {
			e.onHelp()
		}
	})

	u.moves = newMovesEntry()
	u.moves.SetPlaceHolder("Moves to apply, e.g. R U R' U'")
	u.moves.OnSubmitted = func(s string) { e.applyMoves(s) }
	u.moves.OnChanged = func(s string) {
		u.movesError(nil) // it was about the text before
		if e.onMovesText != nil {
			e.onMovesText(s)
		}
	}
	u.applyBtn = widget.NewButton("Apply", func() { e.applyMoves(u.moves.Text) })
	u.animateBtn = widget.NewButtonWithIcon("Animate", theme.MediaPlayIcon(), func() { e.animateMoves(u.moves.Text) })
	u.movesErr = widget.NewLabel("")
	u.movesErr.Importance = widget.DangerImportance
	u.movesErr.Wrapping = fyne.TextWrapWord
	u.movesErr.Hide()

	u.message = widget.NewLabel("")
	u.message.Wrapping = fyne.TextWrapWord
	u.fixBtn = widget.NewButtonWithIcon("Auto-fix", theme.ConfirmIcon(), e.autoFix)
	u.fixBtn.Importance = widget.WarningImportance
	hint := widget.NewLabel("Click or drag to paint · right-click picks a colour · chips show key · count")
	hint.Truncation = fyne.TextTruncateEllipsis
	hint.SizeName = theme.SizeNameCaptionText
	u.notice = widget.NewLabel("")
	u.notice.Wrapping = fyne.TextWrapWord
	u.notice.Hide()

	buttons := container.NewHBox(u.undoBtn, u.redoBtn, widget.NewSeparator(),
		u.resetBtn, u.clearBtn, u.rndBtn, widget.NewSeparator(), u.copyBtn, u.pasteBtn, u.scanBtn, layout.NewSpacer(), u.helpBtn)
	movesRow := container.NewBorder(nil, nil, widget.NewLabel("Moves"), container.NewHBox(u.applyBtn, u.animateBtn), u.moves)
	// The newest first: what the last action did, then what is wrong with
	// the typed moves, then what is wrong with the cube. Auto-fix stays in
	// the top right corner of the box, whatever scrolls beside it.
	u.messages = widgets.NewBoxScroll(container.New(widgets.TextColumn{}, u.notice, u.movesErr, u.message))
	// The button's slot is measured on a button that is shown: a hidden
	// one reports a smaller size until it is first drawn.
	fixSlot := container.NewGridWrap(widget.NewButtonWithIcon(u.fixBtn.Text, u.fixBtn.Icon, nil).MinSize(), u.fixBtn)
	box := container.NewBorder(nil, nil, nil, container.NewVBox(fixSlot), widgets.ClipLines(u.messages))
	u.tools = container.NewVBox(u.palette.content, hint, buttons, movesRow,
		container.New(widgets.FixedHeight{Lines: messageLines}, box))
}

// messageLines is the height of the editor's messages, in lines: the
// longest problem with a cube and a notice under it fit at the default
// window size.
const messageLines = 5

// show brings every widget in line with the editor's state.
func (u *editorUI) show(e *editor) {
	u.net.SetFacelets(e.f)
	if len(e.verdict.Stickers) > 0 {
		u.net.SetHighlight(e.verdict.Stickers)
	} else {
		u.net.SetHighlight(e.check)
	}
	u.palette.show(e.colour, e.f, e.puzzle)

	v := e.verdict
	u.message.SetText(v.Text)
	switch {
	case v.OK:
		u.message.Importance = widget.SuccessImportance
	case v.Blanks > 0 && len(v.Stickers) == 0:
		u.message.Importance = widget.MediumImportance // unfinished, not wrong
	default:
		u.message.Importance = widget.DangerImportance
	}
	u.message.Refresh()
	u.messages.ScrollToTop()
	if v.Fixed != nil {
		u.fixBtn.Show()
	} else {
		u.fixBtn.Hide()
	}
	enable(u.undoBtn, e.hist.canUndo())
	enable(u.redoBtn, e.hist.canRedo())
}

// note says what the last action did; "" hides it.
func (u *editorUI) note(s string) {
	u.notice.Importance = widget.MediumImportance
	u.setNotice(s)
}

// warn says why the last action did nothing.
func (u *editorUI) warn(s string) {
	u.notice.Importance = widget.DangerImportance
	u.setNotice(s)
}

func (u *editorUI) setNotice(s string) {
	u.notice.SetText(s)
	if s == "" {
		u.notice.Hide()
	} else {
		u.notice.Show()
	}
	u.messages.ScrollToTop()
}

// movesError shows what is wrong with the typed moves; nil hides it. The
// typed text stays so that it can be corrected.
func (u *editorUI) movesError(err error) {
	if err == nil {
		u.movesErr.Hide()
		return
	}
	u.movesErr.SetText("Moves not applied: " + err.Error())
	u.movesErr.Show()
	u.messages.ScrollToTop()
}

// enable enables or disables w.
func enable(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// setPuzzle shows that puzzle p's cube of role r is edited.
func (u *editorUI) setPuzzle(p puzzle.Puzzle, r puzzle.Role) {
	u.puzzle.SetQuietly(puzzle.Labels[p])
	if r == puzzle.RoleTarget {
		u.roleSwitch.SetQuietly(targetLabel)
	} else {
		u.roleSwitch.SetQuietly(cubeLabel)
	}
	u.net.SetPuzzle(p)
}
