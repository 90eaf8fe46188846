// Command cubesolver opens the Cube Solver window.
//
// Usage:
//
//	cubesolver [-facelets FACELETS | -scramble MOVES] [-mode standard|optimal] [-solve] [-play] [-tables DIR]
//
// With -facelets the window starts with that cube (54 letters URFDLB in
// Kociemba's order U1..U9 R1..R9 F1..F9 D1..D9 L1..L9 B1..B9, '.' for a
// blank sticker); with -scramble it starts with the solved cube after the
// moves, applied as if typed under Moves (the solver knows them, and
// Ctrl+Z takes them back). Otherwise it starts with the cube left in it last time (solved on
// a first start). -mode chooses the search, -solve starts it at once,
// -play plays the solution in the 3D player as soon as it is found, and
// -tables says where the solver's tables are cached (built there on first
// use).
//
// The flags -exit-after, -capture and -size are for tests: the window
// closes itself after the given time, writing a PNG of its content first,
// and -size sets its size at the start.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sync/atomic"

	"fyne.io/fyne/v2"

	"cubesolver/app"
	"cubesolver/solver"
	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/solver/search"
)

func main() {
	opts, err := parseArgs(os.Args[1:], os.Stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		os.Exit(0)
	case errors.Is(err, errReported):
		os.Exit(2)
	case err != nil:
		fmt.Fprintln(os.Stderr, "cubesolver:", err)
		os.Exit(2)
	}
	if err := noDisplay(); err != nil {
		fmt.Fprintln(os.Stderr, "cubesolver:", err)
		os.Exit(1)
	}
	if err := run(opts); err != nil {
		fmt.Fprintln(os.Stderr, "cubesolver:", err)
		// Where cubesolver's line cannot say why, what Fyne said can.
		if oe := (*openError)(nil); errors.As(err, &oe) && oe.fyneLog != "" {
			fmt.Fprint(os.Stderr, oe.fyneLog)
		}
		os.Exit(1)
	}
}

// run opens the window with package solver's searches on the tables
// cached in cfg.TablesDir. Until the window is up, Fyne's log is held
// back: if it cannot be opened (a display with no server behind it, no
// OpenGL; Fyne panics then), that is said in a line of cubesolver's own
// (openFailed), not in Fyne's lines of GLFW internals or a stack trace.
func run(cfg config) error {
	held := holdLog()
	undo := preferX11()
	var up atomic.Bool
	opts := cfg.Options
	opts.Started = func() {
		up.Store(true)
		undo()
		held.release()
	}
	// A person solves now and then: the solver's helpers need not poll
	// for the next search, burning a core, after each one.
	solver.SetHelperSpin(0)
	opts.Loader = tablesLoader(cfg.TablesDir)
	cause, err := openWindow(opts)
	if up.Load() {
		return err
	}
	undo()
	if cause == nil && err != nil {
		cause = err
	}
	return openFailed(cause, held.take())
}

// openWindow runs the window, and returns what Fyne panicked with if it
// could not open it.
func openWindow(opts app.Options) (cause any, err error) {
	defer func() {
		if r := recover(); r != nil {
			cause = r
		}
	}()
	return nil, app.Run(opts)
}

// The window learns how the tables were prepared, and lists, chooses and
// builds the optimal table's sizes, through these optional interfaces,
// which the real solver has.
var _ interface {
	app.Solver
	app.TablesReporter
	app.OptimalTables
	app.PocketSolver
} = (*engine)(nil)

// tablesLoader returns the window's Loader of the real solver: it loads
// the tables from dir (building and caching them there the first time; ""
// means the default folder). Optimal mode also uses the optimal table of
// the size chosen cached there, once it has been built; the pocket cube's
// table is loaded (or built) there too, in the background.
func tablesLoader(dir string) app.Loader {
	return func(ctx context.Context, progress func(search.TableProgress)) (app.Solver, error) {
		s, err := solver.Load(ctx, dir, progress)
		if err != nil {
			return nil, err // not a nil *solver.Solver in a non-nil app.Solver
		}
		e := newEngine(ctx, s, dir)
		e.loadPocket()
		return e, nil
	}
}

// config is what the command line asks for: the window's options, and
// where the solver's tables are cached ("" for the default folder).
type config struct {
	app.Options
	TablesDir string
}

// errReported is returned by parseArgs for a flag error the flag package
// has already written out, with the usage.
var errReported = errors.New("bad flags")

// parseArgs reads the command line. Usage and flag errors are written to
// stderr.
func parseArgs(args []string, stderr io.Writer) (config, error) {
	fs := flag.NewFlagSet("cubesolver", flag.ContinueOnError)
	fs.SetOutput(stderr)
	facelets := fs.String("facelets", "", "start with this cube: 54 letters URFDLB in the order U1..U9 R1..R9 F1..F9 D1..D9 L1..L9 B1..B9, or a 2x2x2's 24, U1..U4 ... B1..B4")
	puzzleName := fs.String("puzzle", "", "start with this `puzzle`: 3x3 or 2x2 (default: as last time, or as -facelets says)")
	scramble := fs.String("scramble", "", "start with the solved cube after these `moves`, e.g. \"R U R' U'\"")
	mode := fs.String("mode", "", "search `mode`: standard or optimal (default: as last time)")
	solve := fs.Bool("solve", false, "start solving at once")
	play := fs.Bool("play", false, "play each solution in the 3D player as soon as it is found")
	tablesDir := fs.String("tables", "", "cache the solver's tables in this `folder` (default: the user cache folder)")
	exitAfter := fs.Duration("exit-after", 0, "for tests: close the window after this `duration`")
	capture := fs.String("capture", "", "for tests: with -exit-after, save the window's content to this PNG `file` before closing")
	size := fs.String("size", "", "for tests: start with the window this `size`, e.g. 800x600")
	report := fs.String("report", "", "for tests: keep this JSON `file` up to date with where the controls are and what the window shows")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: cubesolver [-puzzle 3x3|2x2] [-facelets FACELETS | -scramble MOVES] [-mode standard|optimal] [-solve] [-play] [-tables DIR]\n\n")
		fs.PrintDefaults()
	}

	var opts config
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return opts, err
		}
		return opts, fmt.Errorf("%w: %v", errReported, err)
	}
	if fs.NArg() > 0 {
		return opts, fmt.Errorf("unexpected argument %q (quote a scramble: -scramble \"R U R'\")", fs.Arg(0))
	}
	if *facelets != "" && *scramble != "" {
		return opts, errors.New("give -facelets or -scramble, not both")
	}
	if *capture != "" && *exitAfter <= 0 {
		return opts, errors.New("-capture needs -exit-after")
	}
	if *exitAfter < 0 {
		return opts, errors.New("-exit-after must not be negative")
	}

	if *size != "" {
		var w, h float32
		if _, err := fmt.Sscanf(*size, "%gx%g", &w, &h); err != nil || w <= 0 || h <= 0 {
			return opts, fmt.Errorf("-size %q: want WIDTHxHEIGHT, e.g. 800x600", *size)
		}
		opts.Size = fyne.NewSize(w, h)
		// The window cannot be smaller (Fyne makes it its content's least
		// size): said, rather than a window of another size unexplained.
		if least := app.LeastSize; w < least.Width || h < least.Height {
			opts.Size = opts.Size.Max(least)
			fmt.Fprintf(stderr, "cubesolver: -size %s is below the least size %gx%g: using %gx%g\n",
				*size, least.Width, least.Height, opts.Size.Width, opts.Size.Height)
		}
	}
	opts.ExitAfter = *exitAfter
	opts.Capture = *capture
	opts.Report = *report
	opts.Solve = *solve
	opts.Play = *play
	opts.TablesDir = *tablesDir
	if *puzzleName != "" {
		p, ok := app.ParsePuzzle(*puzzleName)
		if !ok {
			return opts, fmt.Errorf("-puzzle %q: want 3x3 or 2x2", *puzzleName)
		}
		opts.Puzzle = &p
	}
	pocketCube := opts.Puzzle != nil && *opts.Puzzle == app.Cube2
	switch {
	case *facelets != "" && (pocketCube || opts.Puzzle == nil && isPocketString(*facelets)):
		p, err := pocket.Parse(*facelets)
		if err != nil {
			return opts, fmt.Errorf("-facelets: %w", err)
		}
		f, pz := app.PocketFacelets(p), app.Cube2
		opts.Facelets, opts.Puzzle = &f, &pz
	case *facelets != "":
		f, err := cube.ParseFacelets(*facelets)
		if err != nil {
			return opts, fmt.Errorf("-facelets: %w", err)
		}
		opts.Facelets = &f
	case *scramble != "":
		// Read here to say what is wrong before a window opens; the
		// window applies it as if typed under Moves (app.Options.Scramble).
		var err error
		if pocketCube {
			_, err = pocket.ParseAlg(*scramble)
		} else {
			_, err = cube.ParseAlg(*scramble)
		}
		if err != nil {
			return opts, fmt.Errorf("-scramble: %w", err)
		}
		opts.Scramble = *scramble
	}
	if *mode != "" {
		m, err := app.ParseMode(*mode)
		if err != nil {
			return opts, fmt.Errorf("-mode: %w", err)
		}
		opts.Mode = &m
	}
	return opts, nil
}

// isPocketString reports whether s reads as a pocket cube's facelet string
// and not as a 3x3x3's.
func isPocketString(s string) bool {
	if _, err := cube.ParseFacelets(s); err == nil {
		return false
	}
	_, err := pocket.Parse(s)
	return err == nil
}
