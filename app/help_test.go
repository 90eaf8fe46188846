package app

import (
	"os/exec"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubesolver/app/internal/shortcuts"
	"cubesolver/solver/cube"
)

// F1 and the ? button show the help: the keys and the parts of the window;
// About in it shows the version and the licences; Escape closes it. F1
// works from the Moves entry too.
func TestHelp(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	c := tv.w.Canvas()
	open := func() string {
		top := c.Overlays().Top()
		if top == nil {
			return ""
		}
		return popUpText(top)
	}
	pressKey(c, fyne.KeyF1)
	text := open()
	for _, want := range []string{"Ctrl+Enter", "Ctrl+Z", "F1", "Ctrl+Q", "The net", "Solve"} {
		if !strings.Contains(text, want) {
			t.Errorf("the help says nothing of %s: %q", want, text)
		}
	}
	test.Tap(findWidgetButton(c.Overlays().Top(), "About"))
	// (A test binary carries no list of modules; the X-events test sees
	// them in the real window's About.)
	if text := open(); !strings.Contains(text, AppName+" "+AppVersion) || !strings.Contains(text, "licence") {
		t.Errorf("About says %q", text)
	}
	pressKey(c, fyne.KeyEscape)
	if c.Overlays().Top() != nil {
		t.Fatal("Escape did not close the help")
	}
	test.Tap(tv.editor.UI.HelpBtn)
	if open() == "" {
		t.Error("the ? button did not open the help")
	}
	pressKey(c, fyne.KeyEscape)
	c.Focus(tv.editor.UI.Moves)
	pressKey(c, fyne.KeyF1)
	if open() == "" {
		t.Error("F1 in the Moves entry did not open the help")
	}
	pressKey(c, fyne.KeyEscape)
}

// Ctrl+Q quits whatever has the focus, a pop-up open or not.
func TestQuitShortcut(t *testing.T) {
	tv := newTestView(t, cube.SolvedFacelets(), instantLoader(&fakeSolver{}))
	c := tv.w.Canvas()
	quits := 0
	defer func(q func()) { shortcuts.QuitApp = q }(shortcuts.QuitApp)
	shortcuts.QuitApp = func() { quits++ }
	pressShortcut(c, shortcuts.Quit)
	c.Focus(tv.editor.UI.Moves)
	pressShortcut(c, shortcuts.Quit)
	c.Unfocus()
	pressKey(c, fyne.KeyF1)
	pressShortcut(c, shortcuts.Quit)
	if quits != 3 {
		t.Errorf("Ctrl+Q quit %d times of 3 (nothing focused, the Moves entry, the help open)", quits)
	}
}

// Every module linked into the programs has its licence in About.
func TestLicencesCoverTheBuild(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list the build's modules")
	}
	out, err := exec.Command(goTool, "list", "-deps", "-f", "{{with .Module}}{{.Path}}{{end}}",
		"cubesolver/cmd/cubesolver", "cubesolver/cmd/cubecli").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, m := range strings.Fields(string(out)) {
		if _, ok := licences[m]; !ok && m != "cubesolver" {
			t.Errorf("no licence named for %s (read its LICENSE file and add it to licences)", m)
		}
	}
}
