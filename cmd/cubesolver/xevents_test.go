package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// report is what the window writes with -report (app.windowReport), as
// the X-event tests read it.
type report struct {
	Stickers  [][2]float32 `json:"stickers"`
	Moves     [2]float32   `json:"moves"`
	Solve     [2]float32   `json:"solve"`
	Facelets  string       `json:"facelets"`
	Colour    string       `json:"colour"`
	Tables    bool         `json:"tables"`
	Searching bool         `json:"searching"`
	Solution  string       `json:"solution"`
	Stale     bool         `json:"stale"`
	Note      string       `json:"note"`

	NoteBox       [4]float32 `json:"noteBox"`
	SolveNote     string     `json:"solveNote"`
	NoteCut       bool       `json:"noteCut"`
	ColumnScrolls bool       `json:"columnScrolls"`
	Window        [2]float32 `json:"window"`
	Scale         float32    `json:"scale"`

	MovesText string     `json:"movesText"`
	MovesErr  string     `json:"movesError"`
	Notice    string     `json:"notice"`
	Focus     string     `json:"focus"`
	Ring      [4]float32 `json:"ring"`
	Net       [4]float32 `json:"net"`
	Cursor    int        `json:"cursor"`

	Puzzle   string `json:"puzzle"`
	Editing  string `json:"editing"`
	Target   string `json:"target"`
	ToTarget bool   `json:"toTarget"`
	Metric   string `json:"metric"`
	Length   int    `json:"length"`

	PlayerShown bool   `json:"playerShown"`
	PlayerLen   int    `json:"playerLen"`
	Played      int    `json:"played"`
	Playing     bool   `json:"playing"`
	Caption     string `json:"caption"`
	CaptionCut  bool   `json:"captionCut"`

	MoveList        [4]float32 `json:"moveList"`
	MoveListTop     int        `json:"moveListTop"`
	MoveListMax     int        `json:"moveListMax"`
	MoveListPointer bool       `json:"moveListPointer"`

	Buttons      map[string][2]float32 `json:"buttons"`
	PopUp        bool                  `json:"popUp"`
	PopUps       int                   `json:"popUps"`
	PopUpButtons map[string][2]float32 `json:"popUpButtons"`
	PopUpText    string                `json:"popUpText"`
	ScanFaces    [][4]float32          `json:"scanFaces"`
	ScanNames    []string              `json:"scanNames"`
}

func (r report) String() string {
	return fmt.Sprintf("cube %s, colour %s, tables ready %v, searching %v, solution %q (stale %v), note %q, moves typed %q, player shown %v at %d of %d (playing %v), %d pop-ups, the top one's buttons %v",
		r.Facelets, r.Colour, r.Tables, r.Searching, r.Solution, r.Stale, r.Note, r.MovesText, r.PlayerShown, r.Played, r.PlayerLen, r.Playing, r.PopUps, r.PopUpButtons)
}

// TestRealWindowWithXEvents drives the real window as a person does, with
// X key and mouse events from xdotool, the way Fyne's desktop driver
// receives them: a click paints a sticker, Ctrl+Z undoes it, Ctrl+Y redoes
// it, moves typed in the Moves entry are applied with Enter, and Ctrl+Enter
// typed there solves. What the window does is read back from its -report
// file.
func TestRealWindowWithXEvents(t *testing.T) {
	// last is the report last read.
	var last report
	read := func(data []byte) bool {
		var r report // a new one: Unmarshal adds to the maps of an old one
		if json.Unmarshal(data, &r) != nil {
			return false
		}
		last = r
		return true
	}
	w := startXWindow(t, func(data []byte) bool { return read(data) && last.Tables && len(last.Stickers) == cube.NumFacelets },
		"-facelets", cube.SolvedFacelets().String(), "-mode", "standard", "-tables", tablestest.Dir(), "-size", "1200x720")
	// wait waits until ok says the report shows what is wanted.
	wait := func(what string, ok func(report) bool) {
		t.Helper()
		if !w.poll(func(data []byte) bool { return read(data) && ok(last) }) {
			t.Fatalf("the window did not show %s; it shows %s", what, last)
		}
	}
	run, click, display, win := w.run, w.click, w.display, w.id
	// popUpButton is where the pop-up's button of that text is, once five
	// reports in a row agree (steadyAt): a pop-up just opened is not laid out
	// at once (Fyne's file dialog lists the folder first), and until it is
	// its buttons are reported at the window's top left corner, where no
	// pop-up of ours has a button.
	popUpButton := func(text string) [2]float32 {
		t.Helper()
		until := func(what string, ok func() bool) { wait(what, func(report) bool { return ok() }) }
		return steadyAt(until, "the pop-up's "+text, func() ([2]float32, bool) {
			p, ok := last.PopUpButtons[text]
			return p, ok && p[1] >= 60
		})
	}
	// Without a window manager the keyboard follows the pointer: the
	// first click puts both in the window.
	click(last.Stickers[4]) // a centre: it only says centres are fixed
	run("windowfocus", win)

	solved := cube.SolvedFacelets().String()
	run("key", "3")
	wait("green chosen by the key 3", func(r report) bool { return r.Colour == "F" })
	click(last.Stickers[0])
	wait("U1 painted green by a click", func(r report) bool { return r.Facelets[0] == 'F' })
	run("key", "ctrl+z")
	wait("the paint undone by Ctrl+Z", func(r report) bool { return r.Facelets == solved })
	run("key", "ctrl+y")
	wait("the paint redone by Ctrl+Y", func(r report) bool { return r.Facelets[0] == 'F' })
	run("key", "ctrl+z")
	wait("the paint undone again", func(r report) bool { return r.Facelets == solved })

	scramble := "R U R' U' F2 D L2 B"
	alg, err := cube.ParseAlg(scramble)
	if err != nil {
		t.Fatal(err)
	}
	want := alg.Apply(cube.SolvedFacelets()).String()
	click(last.Moves)
	run("type", "--delay", "20", scramble)
	run("key", "Return")
	wait("the typed moves applied by Enter", func(r report) bool { return r.Facelets == want })
	run("key", "ctrl+Return") // the Moves entry still has the focus
	wait("a solution found after Ctrl+Enter in the Moves entry", func(r report) bool {
		return r.Solution != "" && !r.Searching && !r.Stale
	})
	moves, err := cube.ParseMoves(last.Solution)
	if err != nil {
		t.Fatalf("the solution shown, %q: %v", last.Solution, err)
	}
	f, err := cube.ParseFacelets(want)
	if err != nil {
		t.Fatal(err)
	}
	c, err := f.ToCubie()
	if err != nil {
		t.Fatal(err)
	}
	if c.Apply(moves) != cube.Solved() {
		t.Errorf("the solution shown, %q, does not solve the cube", last.Solution)
	}

	// Right after the solve the player holds the solution: once Escape has
	// taken the keys from the Moves entry, → steps and Space plays, with
	// no click on Play first. The caption says Space plays it only then:
	// in the Moves entry Space types a space.
	wait("the caption saying to click the cube, Moves focused", func(r report) bool {
		return strings.HasSuffix(r.Caption, "· click the cube, then Space")
	})
	run("key", "Escape")
	wait("the player holding the solution, on screen", func(r report) bool {
		return r.PlayerShown && r.PlayerLen == len(moves) && r.Played == 0 && !r.Playing
	})
	wait("the caption saying Space plays it, nothing focused", func(r report) bool {
		return strings.HasSuffix(r.Caption, "· Space plays it")
	})
	run("key", "Right")
	wait("the solution's first move stepped by →", func(r report) bool { return r.Played == 1 })
	run("key", "space")
	wait("the solution played by Space", func(r report) bool { return r.Playing || r.Played == len(moves) })
	run("key", "space")

	// While the scanner is open, its keys go to it alone, also after a
	// face's path pop-up and its file dialog have been opened and
	// cancelled: Ctrl+Z, Ctrl+V and the colour keys leave the cube behind
	// it alone, and Escape closes it.
	setClipboard(t, display, solved)
	click(last.Buttons["scan"])
	wait("the scanner open", func(r report) bool { _, ok := r.PopUpButtons["U face…"]; return r.PopUp && ok })
	click(popUpButton("U face…"))
	wait("the U face's path asked for", func(r report) bool { _, ok := r.PopUpButtons["Browse…"]; return ok && r.PopUps == 2 })
	click(popUpButton("Browse…"))
	wait("the U face's file dialog", func(r report) bool { _, ok := r.PopUpButtons["Cancel"]; return ok && r.PopUps == 3 })
	click(popUpButton("Cancel"))
	wait("the path asked for again, the file dialog gone", func(r report) bool {
		_, ok := r.PopUpButtons["Browse…"]
		return ok && r.PopUps == 2
	})
	click(popUpButton("Cancel"))
	wait("the scanner again, the path no longer asked for", func(r report) bool {
		_, dialog := r.PopUpButtons["Cancel"]
		_, scanner := r.PopUpButtons["U face…"]
		return scanner && !dialog && r.PopUps == 1
	})
	colour := last.Colour
	run("key", "ctrl+z", "ctrl+v", "2", "BackSpace", "Escape")
	wait("the scanner closed by Escape", func(r report) bool { return !r.PopUp })
	if last.Facelets != want || last.Colour != colour {
		t.Errorf("keys typed over the scanner reached the editor behind it: %s", last)
	}
	run("key", "ctrl+v")
	wait("Ctrl+V pasting once the scanner is closed", func(r report) bool { return r.Facelets == solved })

	// A value chosen from a list with the keys gives the focus up, as one
	// picked with the mouse does (TestRealWindowListPickThenSpace): the
	// colour keys, 0 and Backspace reach the editor, and Space is the
	// window's again rather than opening the list.
	for _, list := range []string{"timeout", "speed"} {
		run("key", "1")
		wait("white chosen by 1", func(r report) bool { return r.Colour == "U" })
		click(last.Buttons[list])
		wait("the "+list+" list open", func(r report) bool { return r.PopUp })
		run("key", "Down", "Return")
		wait("a "+list+" chosen, the list closed, the focus given up", func(r report) bool { return !r.PopUp && r.Focus == "" })
		run("key", "3")
		wait("green chosen by 3 after using the "+list+" list", func(r report) bool { return r.Colour == "F" })
		run("key", "BackSpace")
		wait("blank chosen by Backspace after using the "+list+" list", func(r report) bool { return r.Colour == "." })
		run("key", "o")
		wait("orange chosen by O after using the "+list+" list", func(r report) bool { return r.Colour == "L" })
		// Keys are taken in turn: had Space opened the list, 1 would
		// have gone to it.
		run("key", "space", "1")
		wait("white chosen by 1 after Space", func(r report) bool { return r.Colour == "U" })
		if last.PopUp {
			t.Errorf("Space after a pick from the %s list opened it again", list)
		}
	}

	// In the Moves entry Ctrl+Z undoes typing, and Ctrl+Shift+Z redoes it
	// as Ctrl+Y does.
	click(last.Moves)
	run("key", "ctrl+a", "BackSpace")
	run("type", "--delay", "20", "R U")
	wait("R U typed", func(r report) bool { return r.MovesText == "R U" })
	for _, redo := range []string{"ctrl+shift+z", "ctrl+y"} {
		run("key", "ctrl+z")
		wait("typing undone by Ctrl+Z", func(r report) bool { return r.MovesText != "R U" })
		run("key", redo)
		wait("typing redone by "+redo, func(r report) bool { return r.MovesText == "R U" })
	}
	if last.Facelets != solved {
		t.Errorf("undoing typing changed the cube: %s", last)
	}
	run("key", "Escape")

	// Two photos of the cube, each from a corner, copied in a file manager
	// and pasted (Ctrl+V) into the scanner's corners, are read by Enter.
	corners, err := filepath.Abs("../../solver/scan/photo/testdata/corners1")
	if err != nil {
		t.Fatal(err)
	}
	wantCorners, err := os.ReadFile(filepath.Join(corners, "want"))
	if err != nil {
		t.Fatal(err)
	}
	setClipboard(t, display, filepath.Join(corners, "first.jpg")+"\n"+filepath.Join(corners, "second.jpg")+"\n")
	click(last.Buttons["scan"])
	wait("the scanner open", func(r report) bool { _, ok := r.PopUpButtons["Two corners…"]; return r.PopUp && ok })
	click(popUpButton("Two corners…"))
	wait("the corners' pop-up", func(r report) bool { _, ok := r.PopUpButtons["First corner…"]; return ok })
	run("key", "ctrl+v", "Return")
	wait("the cube read from the two corners", func(r report) bool {
		return !r.PopUp && r.Facelets == strings.TrimSpace(string(wantCorners))
	})

	// F1 opens the help, whose About gives the version and the licences;
	// Escape closes it. The ? button opens it too.
	run("key", "F1")
	wait("the help opened by F1", func(r report) bool { _, ok := r.PopUpButtons["About"]; return r.PopUp && ok })
	if !strings.Contains(last.PopUpText, "Ctrl+Enter") || !strings.Contains(last.PopUpText, "F1") {
		t.Errorf("the help does not tell the keys: %q", last.PopUpText)
	}
	click(popUpButton("About"))
	wait("About in the help", func(r report) bool {
		return strings.Contains(r.PopUpText, "Cube Solver 0.") && strings.Contains(r.PopUpText, "fyne.io/fyne/v2") &&
			strings.Contains(r.PopUpText, "BSD-3-Clause")
	})
	run("key", "Escape")
	wait("the help closed by Escape", func(r report) bool { return !r.PopUp })
	click(last.Buttons["help"])
	wait("the help opened by its button", func(r report) bool { _, ok := r.PopUpButtons["About"]; return r.PopUp && ok })
	run("key", "Escape")
	wait("the help closed again", func(r report) bool { return !r.PopUp })

	// Keyboard alone: Tab reaches the net, whose focus ring shows; a
	// colour key paints the sticker under the cursor and steps on to the
	// next, as a face is read; Ctrl+Z takes each back.
	before := last.Facelets
	// tabTo presses Tab until the control named name has the focus, each
	// time waiting for the report to show the focus (or its ring) moved.
	tabTo := func(name string) {
		t.Helper()
		for k := 0; k < 120 && last.Focus != name; k++ {
			focus, ring := last.Focus, last.Ring
			run("key", "Tab")
			wait("the focus moved by Tab", func(r report) bool { return r.Focus != "" && (r.Focus != focus || r.Ring != ring) })
		}
	}
	tabTo("net")
	wait("the net reached with Tab, the focus ring round it", func(r report) bool {
		ring, net := r.Ring, r.Net
		return r.Focus == "net" && ring[2] > net[2] && ring[3] > net[3] &&
			ring[0] <= net[0] && ring[1] <= net[1] && ring[0]+ring[2] >= net[0]+net[2] && ring[1]+ring[3] >= net[1]+net[3]
	})
	at := last.Cursor
	run("key", "y", "o")
	wait("two stickers painted yellow and orange by keys", func(r report) bool {
		return r.Facelets[at] == 'D' && r.Facelets[at+1] == 'L' && r.Cursor == at+2
	})
	run("key", "Right", "Down")
	wait("the cursor moved by the arrows", func(r report) bool { return r.Cursor != at+2 })
	run("key", "ctrl+z", "ctrl+z")
	wait("the two paints taken back by Ctrl+Z", func(r report) bool { return r.Facelets == before })
	run("key", "Escape")
	wait("the net left with Escape", func(r report) bool { return r.Focus == "" && r.Ring == [4]float32{} })

	// Solve pressed with Space disables itself while it searches: the
	// focus goes to Cancel and back to Solve as the search ends, never
	// nowhere. Help opened with Space on ? and closed with Space on Close
	// gives the focus back to ?.
	tabTo("Solve")
	run("key", "space")
	wait("the cube solved by Space on Solve, the focus on Solve again", func(r report) bool {
		return !r.Searching && !r.Stale && r.Solution != "" && r.Focus == "Solve"
	})
	help := "Help: the keys and what each part does (F1)"
	tabTo(help)
	run("key", "space")
	wait("the help opened by Space on ?", func(r report) bool { _, ok := r.PopUpButtons["Close"]; return r.PopUp && ok })
	tabTo("Close")
	run("key", "space")
	wait("the help closed by Space on Close, the focus on ? again", func(r report) bool { return !r.PopUp && r.Focus == help })

	// Ctrl+Q closes the window cleanly.
	run("key", "ctrl+q")
	if !w.exited() {
		t.Error("the window did not close on Ctrl+Q")
	} else if w.err != nil {
		t.Errorf("after Ctrl+Q the window exited with %v", w.err)
	}
}

// setClipboard puts text on the X clipboard of display, with xclip.
func setClipboard(t *testing.T, display, text string) {
	t.Helper()
	xclip, err := exec.LookPath("xclip")
	if err != nil {
		t.Skip("no xclip: install it (make deps) to drive the real window")
	}
	// xclip stays to serve the clipboard until another program owns it;
	// its output is not waited for.
	cmd := exec.Command(xclip, "-selection", "clipboard")
	cmd.Env = append(os.Environ(), "DISPLAY="+display)
	cmd.Stdin = strings.NewReader(text)
	if err := cmd.Run(); err != nil {
		t.Fatalf("xclip: %v", err)
	}
	// xclip returns once its copy in the background has asked for the
	// clipboard, not once the server has given it: read it back until it
	// holds text (about one time in 300 a read at once gave the clipboard
	// before, and so did a Ctrl+V).
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
		out := exec.Command(xclip, "-o", "-selection", "clipboard")
		out.Env = cmd.Env
		if b, err := out.Output(); err == nil && string(b) == text {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("xclip did not put %q on the clipboard", text)
		}
	}
}

// startXvfb starts an X server of the test's own, so that the events it
// sends never reach a person's desktop, and returns its display name.
func startXvfb(t *testing.T) string { return startXvfbSized(t, "1280x1024x24") }

// startXvfbSized is startXvfb with a screen of the size given, as
// WIDTHxHEIGHTxDEPTH.
func startXvfbSized(t *testing.T, screen string) string {
	t.Helper()
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Skip("no Xvfb: install it (make deps) to drive the real window")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	// -displayfd: the server picks a free display and writes its number.
	cmd := exec.Command(xvfb, "-displayfd", "3", "-screen", "0", screen, "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	var n int
	if _, err := fmt.Fscan(r, &n); err != nil {
		t.Fatalf("Xvfb did not say its display: %v", err)
	}
	return fmt.Sprintf(":%d", n)
}

// SIGTERM closes the real window cleanly, with exit status 0.
func TestRealWindowClosesOnSIGTERM(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the real window; skipped with -short")
	}
	w := startRealWindow(t, context.Background(), startXvfb(t), t.TempDir(), nil, "-tables", tablestest.Dir())
	// Up once it reports.
	if !w.poll(func([]byte) bool { return true }) {
		t.Fatal("the window did not come up")
	}
	if err := w.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if !w.exited() {
		t.Error("the window did not close on SIGTERM")
	} else if w.err != nil {
		t.Errorf("after SIGTERM the window exited with %v", w.err)
	}
}

// A window asked for in Fyne's units that would be larger than the
// screen at the scale chosen fits the screen instead: FYNE_SCALE=1.5 with
// -size 1920x1080 made a window of 2880x1620 pixels on a 1920x1080
// screen.
func TestRealWindowFitsTheScreen(t *testing.T) {
	win := startXWindowOn(t, "1920x1080x24", []string{"FYNE_SCALE=1.5"}, func([]byte) bool { return true },
		"-tables", tablestest.Dir(), "-size", "1920x1080")
	// The window's size, once it has been fitted (the fit comes with the
	// first frames: wait for the size to settle).
	var w, h int
	for deadline := time.Now().Add(3 * time.Minute); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		geom := win.run("getwindowgeometry", win.id)
		i := strings.Index(geom, "Geometry: ")
		if i < 0 {
			continue
		}
		fmt.Sscanf(geom[i:], "Geometry: %dx%d", &w, &h)
		if w <= 1920 && h <= 1080 {
			break
		}
	}
	if w > 1920 || h > 1080 || w == 0 {
		t.Errorf("the window is %dx%d pixels on a screen of 1920x1080", w, h)
	}
}
