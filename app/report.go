package app

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubesolver/app/internal/editor"
	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/solvepanel"
	"cubesolver/app/internal/widgets"
	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// windowReport is what the window writes for a test that drives it from
// outside with real X events (Options.Report): where to click, in the
// window's pixels, and what the window shows.
type windowReport struct {
	Scale    float32      `json:"scale"`
	Stickers [][2]float32 `json:"stickers"` // the middle of each of the net's 54 stickers
	Moves    [2]float32   `json:"moves"`    // the middle of the moves entry
	Solve    [2]float32   `json:"solve"`    // the middle of Solve

	Facelets  string `json:"facelets"`  // the cube being edited
	Colour    string `json:"colour"`    // the colour painted with, as a face letter
	Tables    bool   `json:"tables"`    // the solver's tables are ready
	TablesSay string `json:"tablesSay"` // the line under the cubes: the tables being prepared, or ready
	Searching bool   `json:"searching"` // a search is running or waiting
	Solution  string `json:"solution"`  // the verified solution shown, "" if none
	Stale     bool   `json:"stale"`     // the solution is of an earlier cube
	Note      string `json:"note"`      // the note under the solution
	// NoteBox is the note's box (x, y, width, height), NoteCut says the
	// note is longer than its box shows, and ColumnScrolls that the column
	// on the right holds more than the window shows of it.
	NoteBox       [4]float32 `json:"noteBox"`
	SolveNote     string     `json:"solveNote"` // the note under Solve
	NoteCut       bool       `json:"noteCut"`
	ColumnScrolls bool       `json:"columnScrolls"`
	Window        [2]float32 `json:"window"` // the window's content: width, height

	MovesText string     `json:"movesText"`  // what is typed in the Moves entry
	MovesErr  string     `json:"movesError"` // what is wrong with it, "" if nothing is said
	Notice    string     `json:"notice"`     // what the editor says of the last action, or of the start
	Focus     string     `json:"focus"`      // what has the keyboard focus (focusName), "" if nothing
	Ring      [4]float32 `json:"ring"`       // the focus ring: x, y, width, height; zero when hidden
	Net       [4]float32 `json:"net"`        // the net: x, y, width, height
	Cursor    int        `json:"cursor"`     // the sticker under the net's cursor

	PlayerShown bool `json:"playerShown"` // the 3D player is on screen
	PlayerLen   int  `json:"playerLen"`   // the turns loaded in the player
	Played      int  `json:"played"`      // the turns played, 0..PlayerLen
	Playing     bool `json:"playing"`     // the player is playing
	// Caption is the line over the player: what it shows, and for a
	// solution held how to play it.
	Caption string `json:"caption"`
	// CaptionCut says the caption is wider than its room: cut short.
	CaptionCut bool `json:"captionCut"`
	// MoveList is the player's move list (x, y, width, height; zero when
	// hidden), MoveListTop the first of its rows in view, MoveListMax the
	// furthest it scrolls, and MoveListPointer says the pointer is over it.
	MoveList        [4]float32 `json:"moveList"`
	MoveListTop     int        `json:"moveListTop"`
	MoveListMax     int        `json:"moveListMax"`
	MoveListPointer bool       `json:"moveListPointer"`

	Puzzle   string `json:"puzzle"`   // "3x3" or "2x2"
	Editing  string `json:"editing"`  // which of its cubes is edited: "cube" or "target"
	Target   string `json:"target"`   // the puzzle's target, as its facelet string
	ToTarget bool   `json:"toTarget"` // Solve goes to the target
	Metric   string `json:"metric"`   // the pocket cube's: "HTM" or "QTM"
	Length   int    `json:"length"`   // the solution's length in its metric, 0 if none
	// Buttons are the middles of the switches' buttons and other controls
	// by their labels: "2x2x2", "Target" (the cube edited), "To Target",
	// "QTM", "Set target", "Play"..., and those of buttons().
	Buttons map[string][2]float32 `json:"buttons"`
	// PopUp says whether a pop-up is open over the window, and
	// PopUpButtons where its buttons are, by their text.
	PopUp        bool                  `json:"popUp"`
	PopUps       int                   `json:"popUps"` // how many are open, one over the other
	PopUpButtons map[string][2]float32 `json:"popUpButtons"`
	PopUpText    string                `json:"popUpText"` // the words the pop-up shows
	// ScanFaces are the scanner's six faces' pictures (x, y, width,
	// height), U R F D L B, while it is open; ScanNames what each says
	// under it (the photo's name, what is wrong with it).
	ScanFaces [][4]float32 `json:"scanFaces"`
	ScanNames []string     `json:"scanNames"`
}

// report describes the window as it is now.
func (v *mainView) report(c fyne.Canvas) windowReport {
	r := windowReport{Scale: c.Scale(), Facelets: v.editor.Facelets.String(), Colour: v.editor.Colour.String(),
		Tables: v.session.solver != nil, Searching: v.session.run != nil, Stale: v.sol.Stale, Note: v.sol.Note.Text}
	r.TablesSay = v.tables.Label.Text
	p := v.play.Player
	r.PlayerShown, r.PlayerLen, r.Played, r.Playing = v.area.playerShown(), p.Len(), p.Played(), p.Playing()
	r.Caption = v.play.Caption.Text
	r.CaptionCut = textCut(v.play.Caption)
	if v.sol.Sol != nil {
		r.Solution = cube.FormatMoves(v.sol.Sol.Moves)
		r.Length = len(v.sol.Sol.Moves)
		if v.sol.Sol.Metric == search.QTM {
			r.Length = cube.QTM(v.sol.Sol.Moves)
		}
	}
	e := v.editor
	r.Puzzle, r.Editing, r.Facelets = e.Puzzle.String(), [...]string{"cube", "target"}[e.Role], e.Puzzle.FaceletString(e.Facelets)
	target, _ := e.Doc(puzzle.RoleTarget)
	r.Target, r.ToTarget, r.Metric = e.Puzzle.FaceletString(target), v.panel.Settings.ToTarget, solvepanel.MetricLabels[v.panel.Settings.Metric]
	d := fyne.CurrentApp().Driver()
	pixels := func(p fyne.Position) [2]float32 { return [2]float32{p.X * r.Scale, p.Y * r.Scale} }
	middle := func(o fyne.CanvasObject) [2]float32 {
		return pixels(d.AbsolutePositionForObject(o).Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2)))
	}
	net := v.editor.UI.Net
	at := d.AbsolutePositionForObject(net)
	geom := net.Layout(float64(net.Size().Width), float64(net.Size().Height))
	for i := 0; i < cube.NumFacelets; i++ {
		x, y := geom.Sticker(i).Center()
		r.Stickers = append(r.Stickers, pixels(at.Add(fyne.NewPos(float32(x), float32(y)))))
	}
	r.Moves = middle(v.editor.UI.Moves)
	r.MovesText = v.editor.UI.Moves.Text
	if v.editor.UI.MovesErr.Visible() {
		r.MovesErr = v.editor.UI.MovesErr.Text
	}
	box := func(o fyne.CanvasObject) [4]float32 {
		p := pixels(d.AbsolutePositionForObject(o))
		return [4]float32{p[0], p[1], o.Size().Width * r.Scale, o.Size().Height * r.Scale}
	}
	r.Focus, r.Net, r.Cursor = v.focusName(c), box(v.editor.UI.Net), v.editor.UI.Net.Cursor()
	r.NoteBox, r.NoteCut, r.SolveNote = box(v.sol.NoteBox), v.sol.NoteCut(), v.panel.Note.Text
	r.ColumnScrolls = v.column.Content.MinSize().Height > v.column.Size().Height
	r.Window = [2]float32{c.Size().Width * r.Scale, c.Size().Height * r.Scale}
	if l := p.Controls.Moves; l.Visible() && r.PlayerShown {
		r.MoveList, r.MoveListTop, r.MoveListMax, r.MoveListPointer = box(l), l.Top(), l.MaxTop(), l.PointerIn()
	}
	if ring := v.tips.Ring; ring.Rect.Visible() {
		r.Ring = box(ring.Rect)
	}
	if v.editor.UI.Notice.Visible() {
		r.Notice = v.editor.UI.Notice.Text
	}
	r.Solve = middle(v.panel.Solve)
	r.Buttons = map[string][2]float32{"Set target": middle(e.UI.TargetBtn), "Play": middle(v.sol.PlayBtn)}
	for _, s := range []struct {
		prefix string
		seg    *widgets.Segmented
	}{{"", e.UI.Puzzle}, {"", e.UI.RoleSwitch}, {"", v.panel.Metric}, {"To ", v.panel.To}} {
		for i, b := range s.seg.Buttons {
			r.Buttons[s.prefix+s.seg.Options[i]] = middle(b)
		}
	}
	for name, b := range v.buttons() {
		if b.Visible() {
			r.Buttons[name] = middle(b)
		}
	}
	if s := e.Scanner; s != nil && s.Pop.Visible() {
		for _, slot := range s.Slots {
			r.ScanFaces = append(r.ScanFaces, box(slot.View))
			r.ScanNames = append(r.ScanNames, slot.Label.Text)
		}
	}
	if top := c.Overlays().Top(); top != nil {
		r.PopUp, r.PopUps = true, len(c.Overlays().List())
		r.PopUpButtons = map[string][2]float32{}
		for text, b := range popUpButtons(top) {
			r.PopUpButtons[text] = middle(b)
		}
		r.PopUpText = popUpText(top)
	}
	return r
}

// textCut reports whether a one-line caption label's text is wider than
// the label: cut short, its end an ellipsis.
func textCut(l *widget.Label) bool {
	th := l.Theme()
	w := fyne.MeasureText(l.Text, th.Size(l.SizeName), l.TextStyle).Width + 2*th.Size(theme.SizeNameInnerPadding)
	return w > l.Size().Width
}

// buttons are the window's buttons a test clicks, by name.
func (v *mainView) buttons() map[string]fyne.CanvasObject {
	return map[string]fyne.CanvasObject{
		"scan": v.editor.UI.ScanBtn, "paste": v.editor.UI.PasteBtn, "clear": v.editor.UI.ClearBtn, "reset": v.editor.UI.ResetBtn,
		"timeout": v.panel.Timeout, "speed": v.play.Player.Controls.Speed, "help": v.editor.UI.HelpBtn,
		"length": v.panel.Target, "table": v.panel.Table.Sel,
	}
}

// popUpButtons finds the buttons with text in the pop-up top (Fyne's
// overlay around a widget.PopUp) through the containers of its content:
// enough for the file dialog's and our pop-ups' buttons.
func popUpButtons(top fyne.CanvasObject) map[string]fyne.CanvasObject {
	out := map[string]fyne.CanvasObject{}
	add := func(o fyne.CanvasObject, text string) {
		if text != "" && o.Visible() {
			out[text] = o
		}
	}
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Button:
			add(x, x.Text)
		case *widgets.KeyButton:
			add(x, x.Text)
		case *widget.PopUp:
			walk(x.Content)
		case *widget.PopUpMenu: // a list's or a menu's items
			for _, item := range x.Items {
				add(item, menuItemLabel(item))
			}
		case *fyne.Container:
			if x.Visible() {
				for _, k := range x.Objects {
					walk(k)
				}
			}
		}
	}
	// The overlay's type is Fyne's own (internal); its Content is the
	// pop-up.
	if f := reflect.ValueOf(top).Elem().FieldByName("Content"); f.IsValid() {
		if o, ok := f.Interface().(fyne.CanvasObject); ok {
			walk(o)
		}
	}
	return out
}

// menuItemLabel is the text of an item of a pop-up menu (Fyne's own
// type, which does not export it), "" for a separator.
func menuItemLabel(item fyne.CanvasObject) string {
	v := reflect.ValueOf(item)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return ""
	}
	m := v.Elem().FieldByName("Item")
	if !m.IsValid() || m.Kind() != reflect.Pointer || m.IsNil() {
		return ""
	}
	return m.Elem().FieldByName("Label").String()
}

// writeReport writes the report to name, replacing the file at once so
// that a reader never sees half of it.
func (v *mainView) writeReport(c fyne.Canvas, name string) error {
	data, err := json.MarshalIndent(v.report(c), "", "  ")
	if err != nil {
		return err
	}
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, name)
}

// popUpText is the words shown in the pop-up top, through the containers
// of its content: its labels' and rich texts' (those shown).
func popUpText(top fyne.CanvasObject) string {
	var b strings.Builder
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *widget.Label:
			b.WriteString(x.Text + "\n")
		case *widget.RichText:
			b.WriteString(segmentsText(x.Segments) + "\n")
		case *widget.PopUp:
			walk(x.Content)
		case *container.Scroll:
			walk(x.Content)
		case *widgets.BoxScroll: // a box of text that scrolls inside
			walk(x.Content)
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k)
			}
		}
	}
	if f := reflect.ValueOf(top).Elem().FieldByName("Content"); f.IsValid() {
		if o, ok := f.Interface().(fyne.CanvasObject); ok {
			walk(o)
		}
	}
	return b.String()
}

// segmentsText is the words of rich text's segments, lists' and
// paragraphs' too.
func segmentsText(segs []widget.RichTextSegment) string {
	var b strings.Builder
	for _, seg := range segs {
		switch x := seg.(type) {
		case *widget.ListSegment:
			b.WriteString(segmentsText(x.Items))
		case *widget.ParagraphSegment:
			b.WriteString(segmentsText(x.Texts) + "\n")
		default:
			b.WriteString(seg.Textual())
			if !seg.Inline() {
				b.WriteString("\n")
			}
		}
	}
	return b.String()
}

// focusName names what has the keyboard focus on c: "net", "chip N",
// a button by its text, or its type.
func (v *mainView) focusName(c fyne.Canvas) string {
	f := c.Focused()
	if f != nil && f == v.play.Player.FocusTarget() {
		return "*player.Player" // the name it had when the player took the focus itself
	}
	switch x := f.(type) {
	case nil:
		return ""
	case *editor.NetView:
		return "net"
	case *editor.Swatch:
		return "chip " + x.Key
	case *widget.Button:
		return x.Text
	case *widgets.KeyButton:
		return x.Text
	case *widgets.TipButton:
		return x.Tip
	}
	return fmt.Sprintf("%T", f)
}
