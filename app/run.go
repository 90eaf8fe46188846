package app

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"

	"cubesolver/app/internal/puzzle"
	"cubesolver/app/internal/widgets"
	"cubesolver/app/internal/words"
	"cubesolver/solver/cube"
)

// Options say how the window starts.
type Options struct {
	// Facelets, if set, is the cube shown at the start; otherwise the cube
	// saved at the last close is. A pocket cube's are its stickers at the
	// 3x3x3's corner stickers (see PocketFacelets).
	Facelets *cube.Facelets

	// Scramble, if set, is applied at the start to the puzzle's solved
	// cube as if typed under Moves and applied there: the search knows
	// the cube's scramble (no answer is longer) and undo takes it back,
	// its text put under Moves. Bad moves stay there, their error said.
	// Facelets, if set too, is not used.
	Scramble string

	// Puzzle, if set, is the puzzle described at the start; otherwise the
	// one described at the last close is.
	Puzzle *puzzle.Puzzle

	// Mode, if set, overrides the saved mode.
	Mode *Mode

	// Solve starts solving at once (once the tables are ready).
	Solve bool

	// Play plays each solution in the 3D player as soon as the search
	// ends with it, as if Play had been pressed.
	Play bool

	// Loader makes the solver (cmd/cubesolver's loads package solver's
	// tables; tests hand in fakes). It is required.
	Loader Loader

	// ExitAfter, if positive, closes the window that long after it has
	// started. It is meant for tests, to see the real window come up and go
	// away cleanly.
	ExitAfter time.Duration

	// Capture, with ExitAfter, names a PNG file the window's content is
	// written to just before it closes. Also meant for tests.
	Capture string

	// Size, if not zero, is the window's size at the start, in Fyne units
	// (for screenshots at a known size).
	Size fyne.Size

	// Report, if set, names a JSON file the window keeps up to date, ten
	// times a second, with where its controls are and what it shows
	// (windowReport): for tests that drive the real window with X events.
	Report string

	// Started, if set, is called once the window is up: the windowing
	// system has started and the window exists. Until then a failure to
	// open it is still possible (cmd/cubesolver holds Fyne's log back
	// until this, to say such a failure in a line of its own).
	Started func()

	// prefsNote is what Run's reading of the preferences file says
	// (keepPrefs).
	prefsNote string
}

// Run opens the main window and returns when it is closed. The error is
// only about the options: no Loader, or a capture that could not be
// written.
func Run(opts Options) error {
	if opts.Loader == nil {
		return errors.New("app.Run: no Loader to make the solver")
	}
	a := newApp()
	kept, note := keepPrefs(a.Storage().RootURI(), a.Preferences())
	opts.prefsNote = note
	w := a.NewWindow(AppName)
	w.SetIcon(Icon)
	view := newWindowView(a, w, opts)
	w.SetContent(view.content)
	w.Resize(windowSize(a.Preferences(), opts.Size))
	w.SetMaster()
	// Closed by its frame, Ctrl+Q or -exit-after: the size is kept, and
	// what the window holds now is what is kept (written at once: see
	// keepPrefs).
	// A size given for a test (-size) is not the user's: it is not kept.
	keepSize := func(s fyne.Size) {
		if opts.Size.IsZero() {
			saveWindowSize(a.Preferences(), s)
		}
	}
	quit := newQuitWatch(kept.stop)
	w.SetOnClosed(func() {
		keepSize(w.Canvas().Size())
		kept.stop()
		quit.arm()
	})

	// Closing the window, Ctrl-C in its terminal or SIGTERM stop a table
	// build or save still running.
	ctx, windowClosed := watchStopSignals()
	defer windowClosed()
	go func() {
		<-ctx.Done() // a stop signal, or Run returning
		quit.arm()
	}()
	var captureErr error
	// Fyne's last save of its own preferences comes after this (see
	// quietQuit).
	a.Lifecycle().SetOnStopped(quietQuit)
	a.Lifecycle().SetOnStarted(func() {
		if opts.Started != nil {
			opts.Started()
		}
		fyne.Do(func() { fitToScreen(w) })
		view.session.loadTables(ctx)
		if opts.Solve {
			view.session.solve()
		}
		widgets.Every(100*time.Millisecond, func() { view.followFocus(w.Canvas()) })
		// The size is saved when it has stayed the same for half a
		// second (each change of size is not worth a write), and when
		// the window closes.
		var seen fyne.Size
		widgets.Every(500*time.Millisecond, func() {
			if s := w.Canvas().Size(); s == seen {
				keepSize(s)
			} else {
				seen = s
			}
		})
		if opts.Report != "" {
			widgets.Every(100*time.Millisecond, func() {
				if err := view.writeReport(w.Canvas(), opts.Report); err != nil {
					fmt.Fprintln(os.Stderr, "report:", err)
				}
			})
		}
		if opts.ExitAfter > 0 {
			time.AfterFunc(opts.ExitAfter, func() {
				fyne.Do(func() {
					if opts.Capture != "" {
						captureErr = writePNG(opts.Capture, w.Canvas())
					}
					a.Quit()
				})
			})
		}
	})
	w.ShowAndRun()
	quit.fyneReturned()
	kept.stop() // closed without OnClosed (a signal): the same
	if r := view.session.run; r != nil {
		r.cancel()
	}
	return captureErr
}

// newWindowView builds the main view for the options: the saved state,
// overridden by what the options say, saved back as it changes.
func newWindowView(a fyne.App, w fyne.Window, opts Options) *mainView {
	st := viewState{savedState: loadState(a.Preferences()), loader: opts.Loader}
	if opts.prefsNote != "" {
		st.Problem = words.JoinNotes(opts.prefsNote, st.Problem)
	}
	if opts.Puzzle != nil {
		st.Puzzle = *opts.Puzzle
	}
	start := opts.Facelets
	if opts.Scramble != "" {
		solved := st.Puzzle.Solved()
		start = &solved
	}
	if start != nil && st.Puzzle == puzzle.Cube2 {
		f := *start
		st.Docs[puzzle.Cube2][puzzle.RoleCube] = &f
	} else if start != nil {
		st.Facelets = *start
	}
	if opts.Mode != nil {
		st.Settings.Mode = *opts.Mode
	}
	view := newMainView(w, st)
	view.prefs = a.Preferences()
	view.session.optimal.prefs = view.prefs
	for _, key := range st.movesRefused {
		// Not restored, so not to be written back at every save.
		view.prefs.RemoveValue(key)
	}
	if opts.Scramble != "" {
		view.editor.ApplyTyped(opts.Scramble)
	}
	if st.Problem != "" {
		view.editor.UI.Warn(st.Problem)
	}
	if st.Speed > 0 {
		view.play.Player.SetSpeed(st.Speed)
	}
	view.play.Player.OnSpeed = func(x float64) { saveSpeed(view.prefs, x) }
	if opts.Play {
		view.session.onSolved = view.sol.Play
	}
	// What the flags chose is what the user now has: save it.
	// The puzzle's cube, whichever is edited: the pocket cube's stickers
	// were saved as the 3x3x3's, half blank at the next start.
	saveDoc(view.prefs, st.Puzzle, puzzle.RoleCube, view.editor.Stickers(st.Puzzle, puzzle.RoleCube))
	saveSettings(view.prefs, view.panel.Settings)
	view.installKeys(w.Canvas())
	return view
}

// writePNG saves what canvas c shows to the file name.
//
// Under Xvfb with Mesa's software OpenGL the front buffer Fyne reads back
// stays black; then the content is moved to a canvas of Fyne's software
// painter (same widgets, size, scale and theme) and drawn there, and a line on
// stderr says so. Either way the window is unusable afterwards: capture only
// just before closing.
func writePNG(name string, c fyne.Canvas) error {
	img := c.Capture()
	if img == nil || blank(img) {
		fmt.Fprintln(os.Stderr, "capture: the OpenGL front buffer reads back blank; drawing the window's content in software")
		sc := software.NewCanvas()
		sc.SetScale(c.Scale())
		sc.SetContent(c.Content()) // takes the content over; the window is about to close
		sc.Resize(c.Size())
		img = sc.Capture()
	}
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("capture %s: %w", name, err)
	}
	return f.Close()
}

// blank reports whether every pixel of img is the same colour.
func blank(img image.Image) bool {
	b := img.Bounds()
	if b.Empty() {
		return true
	}
	first := img.At(b.Min.X, b.Min.Y)
	r0, g0, b0, a0 := first.RGBA()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if r, g, bl, a := img.At(x, y).RGBA(); r != r0 || g != g0 || bl != b0 || a != a0 {
				return false
			}
		}
	}
	return true
}
