package app

import (
	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"cubesolver/assets"
)

// The application's identity, from package assets (Fyne-free, so that
// cubecli shares it).
const (
	AppID      = assets.AppID
	AppName    = assets.AppName
	AppVersion = assets.AppVersion
	AppBuild   = assets.AppBuild
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
	quietStart()
	a := fyneapp.NewWithID(AppID)
	if a.Metadata().Name == "" {
		fyneapp.SetMetadata(metadata())
	}
	a.SetIcon(Icon)
	a.Settings().SetTheme(newAppTheme())
	return a
}
