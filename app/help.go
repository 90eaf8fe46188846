package app

import (
	"cubesolver/app/internal/widgets"
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// helpText is what Help (F1, or the ? button) shows: the keys, and what
// each part of the window does.
const helpText = `## Keys

- **1–6**, or a face's letter **U R F D L B**, or a colour's initial **W G Y O**: the colour to paint with; **0** or **Backspace**: blank
- **Tab** (and **Shift+Tab**) moves the keyboard's focus, outlined, from control to control; **Space** or **Enter** presses the button that has it (in a dialog too, rather than the dialog's own Enter), **Space** chooses the colour chip that has it, or opens the list that has it
- **On the net** (Tab to it): the **arrow keys** move the sticker cursor; a colour key paints the sticker under it and steps on, as a face is read (left to right, top to bottom, then the next face); **Space** paints with the colour chosen, **Backspace** blanks the sticker, **Home** and **End** go to the face's first and last sticker, **Escape** leaves the net
- **Ctrl+Z** undo, **Ctrl+Shift+Z** or **Ctrl+Y** redo; moves applied come back under *Moves* when undone; in *Moves* they undo and redo typing
- **Ctrl+C**, **Ctrl+V**: copy the cube as a facelet string; paste a facelet string, or moves to apply
- **Ctrl+Enter**: solve; **Escape**: cancel the search (in *Moves*: leave the field)
- **Space** play or pause, **←** **→** step, **Home** **End** go to the ends: the 3D player, when it is on screen
- **On the list of moves** under the player (Tab to it): **←** **→** go to the move before or after, **↑** **↓** a row up or down, **Home** **End** to the ends, **Space** plays or pauses
- **F1**: this help; **Ctrl+Q**: quit (Cmd+Q on a Mac)

## The window

- **3x3x3 | 2x2x2**: the puzzle described; each keeps its own cube. The 2x2x2 has no centres: its colours are named as on the solved cube held white up, green in front, and it may be held any way.
- **Cube | Target**: which cube the editor describes, the cube in hand or the target to take it to; **Set target** makes the target a copy of the cube, solved, or a pattern.
- **The net**: the cube unfolded, white up and green in front. Click or drag to paint, right-click to pick up a colour. The centres say how the cube is held; a cube given another way up is turned to white up, green in front.
- **The chips**: the colours, each with its key and how many stickers have it (a count above a face's, 9 on the 3x3x3 or 4 on the 2x2x2, is flagged with !).
- **Reset, Clear, Random**, copy, paste and the camera (read the cube from photos or a webcam).
- **Moves**: any notation (R U R' U', wide turns, slices, rotations); **Apply** turns the cube, **Animate** plays them in 3D.
- **Under the net**: what is wrong with the cube, with the stickers outlined; **Auto-fix** repairs it where one fix is likeliest: the only one, or the piece painted last where the colours cannot tell (it says which stickers change; Enter agrees, Escape says no). The net is always white up, green in front: hold the cube so.
- **To**: **Solved**, or the **Target** described (the note under Solve says which); each puzzle has its own, and its own **Cube | Target**; each start begins on **Solved**, the cube shown.
- **Metric** (2x2x2): **HTM** or **QTM**; a 2x2x2 is solved at once, the shortest there is.
- **Mode**: **Standard** (a short solution at once) or **Optimal** (the shortest, proven; it can take minutes, faster with an optimal table: **Table** picks its size, **Build** builds it).
- **Length** (standard mode): the longest solution wanted, 16–24 moves; **Time limit**: how long a search may go on (each mode keeps its own; *No limit* goes on until done, in optimal mode until proven).
- **Solve** and **Cancel**; the search's progress under them, then the solution, checked against the cube, with **Play**, Copy and a link; **Find a shorter one** goes on from it.
- **The 3D cube**: follows the net; plays a solution or typed moves at the **Speed** chosen; drag to turn it, double-click to put it back; **Edited cube** above it (**Edited target** while the target is edited) brings back what is being edited.
- **Edit | 3D** (in a small window): the net and its tools, or the 3D cube.
- **The line under the cubes**: the solver's tables being prepared (on a first start) or an optimal table being built.
`

// showHelp opens Help over the window; About in it shows the version and
// the licences. Escape or Enter closes it.
func (v *mainView) showHelp() {
	c := v.canvas
	if c == nil || c.Overlays().Top() != nil {
		return // a pop-up is open: its keys are its own
	}
	help := widget.NewRichTextFromMarkdown(helpText)
	help.Wrapping = fyne.TextWrapWord
	about := widget.NewLabel(aboutText())
	about.Wrapping = fyne.TextWrapWord
	about.Hide()
	heading := widget.NewLabelWithStyle("Help", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	// The text stops short of the scroll bar, which is drawn over the
	// content's right edge.
	scroll := container.NewVScroll(container.New(layout.NewCustomPaddedLayout(0, 0, 0, theme.ScrollBarSize()), help, about))
	var pop *widget.PopUp
	closeBtn := widgets.NewKeyButtonWithIcon("Close", theme.CancelIcon(), func() { pop.Hide() })
	closeBtn.Importance = widget.HighImportance
	var aboutBtn *widgets.KeyButton
	aboutBtn = widgets.NewKeyButtonWithIcon("About", theme.InfoIcon(), func() {
		if about.Visible() {
			about.Hide()
			help.Show()
			heading.SetText("Help")
			aboutBtn.SetText("About")
		} else {
			help.Hide()
			about.Show()
			heading.SetText("About " + AppName)
			aboutBtn.SetText("Help")
		}
		scroll.ScrollToTop()
	})
	keys := &widgets.DialogKeys{OnEnter: closeBtn.OnTapped, OnEscape: closeBtn.OnTapped}
	keys.ExtendBaseWidget(keys)
	content := container.NewStack(keys, container.NewBorder(heading,
		container.NewHBox(aboutBtn, widgets.LayoutSpacer(), closeBtn), nil, nil, scroll))
	pop = widget.NewModalPopUp(content, c)
	pad := 4 * theme.Padding()
	pop.Resize(fyne.NewSize(fyne.Min(640, c.Size().Width-pad), c.Size().Height-pad))
	pop.Show()
	c.Focus(keys)
}

// aboutText is what About says: the version, what the program is built
// with and for, and the licences of what it is made of.
func aboutText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s (build %d), built with %s for %s/%s.\n\n", AppName, AppVersion, AppBuild,
		runtime.Version(), runtime.GOOS, runtime.GOARCH)
	b.WriteString("It solves the cube with Herbert Kociemba's two-phase algorithm and his optimal solver, as he describes them for Cube Explorer.\n\n")
	b.WriteString("Made with Go (BSD-3-Clause) and these modules, each under its own licence:\n")
	for _, m := range buildModules() {
		lic := licences[m.Path]
		if lic == "" {
			lic = "see its LICENSE file"
		}
		fmt.Fprintf(&b, "  %s %s: %s\n", m.Path, m.Version, lic)
	}
	return strings.TrimSpace(b.String())
}

// buildModules are the modules compiled into the program, as it was
// built; none when it cannot tell.
func buildModules() []*debug.Module {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return nil
	}
	var out []*debug.Module
	for _, m := range info.Deps {
		if m.Replace != nil {
			m = m.Replace
		}
		out = append(out, m)
	}
	return out
}
