package app

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"cubesolver/solver/cube"
)

func TestMainViewValid(t *testing.T) {
	test.NewTempApp(t)
	v := newMainView(cube.SolvedFacelets())
	test.NewTempWindow(t, v.content)
	if v.status.Text != "Valid cube" || v.status.Importance != widget.SuccessImportance {
		t.Errorf("status %q (importance %v)", v.status.Text, v.status.Importance)
	}
	if v.facelets.Text != cube.SolvedFacelets().String() {
		t.Errorf("facelet string %q", v.facelets.Text)
	}
	if len(v.net.Highlight()) != 0 {
		t.Errorf("highlight %v on a valid cube", v.net.Highlight())
	}
}

func TestMainViewInvalid(t *testing.T) {
	test.NewTempApp(t)
	f := cube.SolvedFacelets()
	f[8], f[9], f[20] = f[20], f[8], f[9] // U9 R1 F3: the URF corner twisted
	v := newMainView(cube.SolvedFacelets())
	test.NewTempWindow(t, v.content)
	v.setCube(f)

	if _, err := f.ToCubie(); err == nil {
		t.Fatal("the test cube is valid")
	}
	if v.status.Text == "Valid cube" || v.status.Importance != widget.DangerImportance {
		t.Errorf("status %q (importance %v) on an invalid cube", v.status.Text, v.status.Importance)
	}
	if v.net.Facelets() != f {
		t.Error("net does not show the new cube")
	}
	if _, want := validity(f); len(v.net.Highlight()) != len(want) {
		t.Errorf("highlight %v, want %v", v.net.Highlight(), want)
	}

	v.setCube(cube.SolvedFacelets())
	if v.status.Text != "Valid cube" || len(v.net.Highlight()) != 0 {
		t.Errorf("back to solved: status %q, highlight %v", v.status.Text, v.net.Highlight())
	}
}

// FyneApp.toml (read by the fyne packaging tool) and the metadata a plain
// go build sets must agree.
func TestFyneAppTOML(t *testing.T) {
	data, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	toml := string(data)
	for _, want := range []string{
		`Name = "` + AppName + `"`,
		`ID = "` + AppID + `"`,
		`Version = "` + AppVersion + `"`,
		`Build = 1`,
		`Icon = "assets/icon.png"`,
		"[Migrations]",
		"fyneDo = true",
	} {
		if !strings.Contains(toml, want) {
			t.Errorf("FyneApp.toml lacks %s", want)
		}
	}
	if AppBuild != 1 {
		t.Errorf("AppBuild = %d, FyneApp.toml says 1", AppBuild)
	}
	if !metadata().Migrations["fyneDo"] {
		t.Error("metadata lacks the fyneDo migration")
	}
}
