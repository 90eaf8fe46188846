package editor

import (
	"errors"
	"strings"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// editorUI is the editor's widgets: the net, the palette, the buttons, the
// moves entry and the validation message with its Auto-fix button.
type editorUI struct {
	Net     *NetView
	Palette *palette

	UndoBtn, RedoBtn           *widgets.TipButton
	ResetBtn, ClearBtn, RndBtn *widgets.KeyButton
	CopyBtn, PasteBtn          *widgets.TipButton
	ScanBtn                    *widgets.TipButton
	HelpBtn                    *widgets.TipButton
	Moves                      *movesEntry
	ApplyBtn, AnimateBtn       *widgets.KeyButton
	MovesErr                   *widget.Label

	Message *widget.Label // "Valid cube" or the first problem
	FixBtn  *widgets.KeyButton
	Notice  *widget.Label // what the last action did, or why it did nothing
	// acknowledged: Notice only says an action was done ("Copied ..."),
	// which is stale once the user goes on to something else.
	acknowledged bool
	// messages scrolls the three above, in a box of fixed height.
	messages *widgets.BoxScroll

	// Tools is everything below the net, head what is above it, for the
	// window to lay out: the puzzle, which of its cubes is edited, and a
	// menu that sets the target (a pattern, or a copy of the cube).
	Tools      fyne.CanvasObject
	Head       fyne.CanvasObject
	Puzzle     *widgets.Segmented
	RoleSwitch *widgets.Segmented
	TargetBtn  *widgets.KeyButton
}

// The labels of the editor's switches.
const (
	CubeLabel   = "Cube"
	TargetLabel = "Target"
)

func (e *Editor) buildUI() {
	u := &e.UI
	u.Net = NewNetView(e.Facelets)
	u.Net.OnTapped = e.Paint
	u.Net.OnDragged = e.dragTo
	u.Net.OnDragEnd = e.endStroke
	u.Net.OnSecondaryTapped = e.pick

	u.Puzzle = widgets.NewSegmented([]string{puzzle.Labels[puzzle.Cube3], puzzle.Labels[puzzle.Cube2]}, func(label string) {
		p := puzzle.Cube3
		if label == puzzle.Labels[puzzle.Cube2] {
			p = puzzle.Cube2
		}
		e.SwitchTo(p, e.RoleOf(p))
	})
	u.Puzzle.SetQuietly(puzzle.Labels[e.Puzzle])
	u.RoleSwitch = widgets.NewSegmented([]string{CubeLabel, TargetLabel}, func(label string) {
		r := puzzle.RoleCube
		if label == TargetLabel {
			r = puzzle.RoleTarget
		}
		e.SwitchTo(e.Puzzle, r)
	})
	u.RoleSwitch.SetQuietly(CubeLabel)
	u.TargetBtn = widgets.NewKeyButtonWithIcon("Set target", theme.MenuDropDownIcon(), func() { e.showTargetMenu() })
	u.Head = container.NewHBox(u.Puzzle.Content, widget.NewSeparator(), u.RoleSwitch.Content, layout.NewSpacer(), u.TargetBtn)

	u.Palette = newPalette()
	u.Palette.OnSelected = e.SelectColour

	u.UndoBtn = widgets.NewTipButton("", theme.ContentUndoIcon(), "Undo (Ctrl+Z)", e.Undo)
	u.RedoBtn = widgets.NewTipButton("", theme.ContentRedoIcon(), "Redo (Ctrl+Y or Ctrl+Shift+Z)", e.Redo)
	// Each disabled by its own press once there is nothing left to undo
	// or redo, when the other has something: it takes the focus.
	u.UndoBtn.FocusAfter, u.RedoBtn.FocusAfter = u.RedoBtn, u.UndoBtn
	u.ResetBtn = widgets.NewKeyButton("Reset", e.Reset)
	u.ClearBtn = widgets.NewKeyButton("Clear", e.Clear)
	u.RndBtn = widgets.NewKeyButton("Random", e.Random)
	u.CopyBtn = widgets.NewTipButton("", theme.ContentCopyIcon(), copyTip[puzzle.RoleCube], e.CopyFacelets)
	u.PasteBtn = widgets.NewTipButton("", theme.ContentPasteIcon(), "Paste a facelet string (Ctrl+V)", func() { e.PasteFacelets() })
	u.ScanBtn = widgets.NewTipButton("", theme.MediaPhotoIcon(), "Read the cube from photos of its faces, or a camera", e.OpenScanner)
	u.HelpBtn = widgets.NewTipButton("", theme.HelpIcon(), "Help: the keys and what each part does (F1)", func() {
		if e.OnHelp != nil {
			e.OnHelp()
		}
	})

	u.Moves = newMovesEntry()
	u.Moves.SetPlaceHolder("Moves to apply, e.g. R U R' U'")
	u.Moves.OnSubmitted = func(string) { e.applyTyped() }
	u.Moves.OnUndo, u.Moves.OnRedo = e.Undo, e.Redo
	u.Moves.OnRedoApplied = e.redoApplied
	u.Moves.OnChanged = func(s string) {
		u.MovesError(nil) // it was about the text before
		if e.switching {
			return
		}
		f := e.Facelets
		e.typedFor = &f // typed for the cube shown
		if e.OnMovesText != nil {
			e.OnMovesText(e.Puzzle, e.Role, s, f)
		}
	}
	u.ApplyBtn = widgets.NewKeyButton("Apply", func() { e.applyTyped() })
	u.AnimateBtn = widgets.NewKeyButtonWithIcon("Animate", theme.MediaPlayIcon(), func() { e.animateMoves(u.Moves.Text) })
	u.MovesErr = widget.NewLabel("")
	u.MovesErr.Importance = widget.DangerImportance
	u.MovesErr.Wrapping = fyne.TextWrapWord
	u.MovesErr.Hide()

	u.Message = widget.NewLabel("")
	u.Message.Wrapping = fyne.TextWrapWord
	u.FixBtn = widgets.NewKeyButtonWithIcon("Auto-fix", theme.ConfirmIcon(), e.AutoFix)
	u.FixBtn.Importance = widget.WarningImportance
	// It goes once the cube is fixed: the net, where the fix is shown,
	// has the focus then.
	u.FixBtn.FocusAfter = u.Net
	hint := widget.NewLabel("Click or drag to paint · right-click picks a colour · chips show key · count")
	hint.Truncation = fyne.TextTruncateEllipsis
	hint.SizeName = theme.SizeNameCaptionText
	u.Notice = widget.NewLabel("")
	u.Notice.Wrapping = fyne.TextWrapWord
	u.Notice.Hide()

	buttons := container.NewHBox(u.UndoBtn, u.RedoBtn, widget.NewSeparator(),
		u.ResetBtn, u.ClearBtn, u.RndBtn, widget.NewSeparator(), u.CopyBtn, u.PasteBtn, u.ScanBtn, layout.NewSpacer(), u.HelpBtn)
	movesRow := container.NewBorder(nil, nil, widget.NewLabel("Moves"), container.NewHBox(u.ApplyBtn, u.AnimateBtn), u.Moves)
	// The newest first: what the last action did, then what is wrong with
	// the typed moves, then what is wrong with the cube. Auto-fix stays in
	// the top right corner of the box, whatever scrolls beside it.
	u.messages = widgets.NewBoxScroll(container.New(widgets.TextColumn{}, u.Notice, u.MovesErr, u.Message))
	// The button's slot is measured on a button that is shown: a hidden
	// one reports a smaller size until it is first drawn.
	fixSlot := container.NewGridWrap(widget.NewButtonWithIcon(u.FixBtn.Text, u.FixBtn.Icon, nil).MinSize(), u.FixBtn)
	box := container.NewBorder(nil, nil, nil, container.NewVBox(fixSlot), widgets.ClipLines(u.messages))
	u.Tools = container.NewVBox(u.Palette.content, hint, buttons, movesRow,
		container.New(widgets.FixedHeight{Lines: messageLines}, box))
}

// messageLines is the height of the editor's messages, in lines: the
// longest problem with a cube and a notice under it fit at the default
// window size.
const messageLines = 5

// show brings every widget in line with the editor's state.
func (u *editorUI) show(e *Editor) {
	u.Net.SetFacelets(e.Facelets)
	if len(e.Verdict.Stickers) > 0 {
		u.Net.SetHighlight(e.Verdict.Stickers)
	} else {
		u.Net.SetHighlight(e.check)
	}
	u.Palette.show(e.Colour, e.Facelets, e.Puzzle)

	v := e.Verdict
	text := v.Text
	if v.OK && e.Role == puzzle.RoleTarget {
		text = ValidTargetText
	}
	u.Message.SetText(text)
	switch {
	case v.OK:
		u.Message.Importance = widget.SuccessImportance
	case v.Blanks > 0 && len(v.Stickers) == 0:
		u.Message.Importance = widget.MediumImportance // unfinished, not wrong
	default:
		u.Message.Importance = widget.DangerImportance
	}
	u.Message.Refresh()
	u.messages.ShowTop()
	if v.Fixed != nil {
		u.FixBtn.Show()
	} else {
		u.FixBtn.Hide()
	}
	widgets.Enable(u.UndoBtn, e.Hist.CanUndo())
	widgets.Enable(u.RedoBtn, e.Hist.canRedo())
}

// Note says what the last action did; "" hides it.
func (u *editorUI) Note(s string) {
	u.Notice.Importance = widget.MediumImportance
	u.setNotice(s)
}

// Acknowledge says that an action was done, and nothing more worth
// keeping: the next search clears it (see Editor.DropAcknowledgement).
func (u *editorUI) Acknowledge(s string) {
	u.Note(s)
	u.acknowledged = true
}

// Warn says why the last action did nothing.
func (u *editorUI) Warn(s string) {
	u.Notice.Importance = widget.DangerImportance
	u.setNotice(s)
}

func (u *editorUI) setNotice(s string) {
	u.acknowledged = false
	u.Notice.SetText(s)
	if s == "" {
		u.Notice.Hide()
	} else {
		u.Notice.Show()
	}
	u.messages.ShowTop()
}

// MovesError shows what is wrong with the typed moves; nil hides it. The
// typed text stays so that it can be corrected.
func (u *editorUI) MovesError(err error) {
	if err == nil {
		if u.MovesErr.Visible() {
			u.MovesErr.Hide()
			u.messages.ShowTop()
		}
		return
	}
	u.movesNot("applied", err)
}

// movesNot shows err under the typed moves, as why they were not done
// ("applied", or "played" by Animate); the move it is about, selected.
func (u *editorUI) movesNot(done string, err error) {
	u.movesLine("Moves not "+done+": "+err.Error(), widget.DangerImportance)
	var bad *cube.SyntaxError
	if errors.As(err, &bad) {
		// "at position 61" leaves a person counting: the bad move is
		// selected, ready to be typed over.
		u.Moves.selectText(bad.Col-1, bad.Token)
	}
}

// MovesStale says that the moves typed were typed for noun ("the cube"
// or "the target") before it changed, and are not applied by Solve.
func (u *editorUI) MovesStale(noun string) {
	this := strings.Replace(noun, "the ", "this ", 1)
	u.movesLine("Moves not applied: they were typed for "+noun+" before it changed, so Solve leaves them. Enter applies them to "+this+".",
		widget.WarningImportance)
}

// movesLine shows s under the typed moves, of importance imp.
func (u *editorUI) movesLine(s string, imp widget.Importance) {
	u.MovesErr.Importance = imp
	u.MovesErr.SetText(s)
	u.MovesErr.Show()
	u.messages.ShowTop()
}

// ValidTargetText is what the editor says of a target that is a real
// cube, named as the switch over the net names it: the target was said
// to be a "Valid cube", which read as the cube in hand.
const ValidTargetText = "Valid target"

// copyTip is Copy's tip for each cube edited.
var copyTip = [...]string{
	puzzle.RoleCube:   "Copy the cube as a facelet string (Ctrl+C)",
	puzzle.RoleTarget: "Copy the target as a facelet string (Ctrl+C)",
}

// setPuzzle shows that puzzle p's cube of role r is edited.
func (u *editorUI) setPuzzle(p puzzle.Puzzle, r puzzle.Role) {
	u.CopyBtn.Tip = copyTip[r]
	u.Puzzle.SetQuietly(puzzle.Labels[p])
	if r == puzzle.RoleTarget {
		u.RoleSwitch.SetQuietly(TargetLabel)
	} else {
		u.RoleSwitch.SetQuietly(CubeLabel)
	}
	u.Net.SetPuzzle(p)
}
