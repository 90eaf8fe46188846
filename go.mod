module cubesolver

go 1.26.0

require (
	fyne.io/fyne/v2 v2.8.1 // indirect
	golang.org/x/image v0.47.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
)
