package assets

// The application's identity. FyneApp.toml at the top of the repository
// says the same for Fyne's packaging tool (a test in package app keeps the
// two in step); package app gives it to Fyne, cubecli prints it, and make
// package puts it in the Windows executables' version resources.
const (
	AppID      = "io.github.cubesolver"
	AppName    = "Cube Solver"
	AppVersion = "0.1.0"
	AppBuild   = 1
)
