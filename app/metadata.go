package app

import (
	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"cubesolver/assets"
)

// The application's identity; FyneApp.toml at the top of the repository
// says the same for the fyne packaging tool (a test keeps them in step).
const (
	AppID      = "io.github.cubesolver"
	AppName    = "Cube Solver"
	AppVersion = "0.1.0"
	AppBuild   = 1
)

// Icon is the application icon.
var Icon = fyne.NewStaticResource("icon.png", assets.Icon)

// metadata is what a packaged build would carry. A plain "go build" carries
// none, so newApp sets it: the name, the icon, and the fyneDo migration
// (all UI changes from other goroutines go through fyne.Do).
func metadata() fyne.AppMetadata {
	return fyne.AppMetadata{
		ID:         AppID,
		Name:       AppName,
		Version:    AppVersion,
		Build:      AppBuild,
		Icon:       Icon,
		Migrations: map[string]bool{"fyneDo": true},
	}
}

// newApp starts the Fyne application with our ID and metadata.
func newApp() fyne.App {
	a := fyneapp.NewWithID(AppID)
	if a.Metadata().Name == "" {
		fyneapp.SetMetadata(metadata())
	}
	a.SetIcon(Icon)
	return a
}
