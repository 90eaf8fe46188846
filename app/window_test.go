package app

import (
	"os"
	"strings"
	"testing"
)

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
