// Command cubecli is the terminal side of the cube solver: it turns moves
// into facelet strings, checks described cubes, verifies solutions and
// makes random cubes, for scripting, benchmarks and tests.
//
// Usage:
//
//	cubecli COMMAND [flags] [arguments]
//
// Run "cubecli help" for the list of commands and "cubecli help COMMAND"
// for one of them.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
)

// Exit statuses: one rule for every command (status_test.go holds it to
// it).
const (
	exitOK = 0 // done; the answer is yes
	exitNo = 1 // done; the answer is no: a bad cube, an unsolved cube
	// exitUsage: could not do it: bad flags, arguments or notation, no
	// cubes, tables that cannot be read, built or saved.
	exitUsage = 2
	// exitShort: done, but not as asked: no solution within -timeout, or
	// one longer than -max, or in optimal mode not proven shortest in the
	// time (what was found is printed); a bench cube not solved so.
	exitShort = 3
	// exitInterrupted: stopped by Ctrl-C (SIGINT) or SIGTERM; what was
	// found by then is printed, and nothing is left half written.
	exitInterrupted = 130
)

// command is one subcommand. To add one, write a file that defines a
// *command and add it to commands.
type command struct {
	name    string // as typed after cubecli
	args    string // the arguments after the flags, for the usage line
	summary string // one line for the command list
	help    string // what it does, for cubecli help NAME
	run     func(e *env, args []string) int
}

// commands lists the subcommands in the order help shows them.
var commands = []*command{
	faceletsCmd,
	checkCmd,
	verifyCmd,
	randomCmd,
	tablesCmd,
	solveCmd,
	benchCmd,
	scanCmd,
	versionCmd,
}

func main() {
	// Ctrl-C and SIGTERM cancel the context: a table build stops and
	// leaves no file behind, a search stops and its best is printed.
	// SIGPIPE keeps Go's default: a write to a pipe whose reader has gone
	// (cubecli solve - | head -1) ends cubecli then, status 141, as it
	// does other programs; where the write fails instead, eachCube stops.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run runs cubecli with the arguments after the program name and returns
// the exit status; cancelling ctx interrupts it. Output that could not be
// written (a full disk, a closed file) fails the run, whatever it did.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	out := &checkedWriter{w: stdout}
	code := runCommand(ctx, args, stdin, out, stderr)
	if out.err != nil && code != exitInterrupted {
		name := "cubecli"
		if len(args) > 0 {
			if c := lookup(args[0]); c != nil {
				name += " " + c.name
			}
		}
		fmt.Fprintf(stderr, "%s: the output could not be written: %v\n", name, out.err)
		return exitUsage
	}
	return code
}

// runCommand is run, writing to stdout as it is.
func runCommand(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		mainUsage(stderr)
		return exitUsage
	}
	name, rest := args[0], args[1:]
	switch name {
	case "-h", "-help", "--help":
		mainUsage(stdout)
		return exitOK
	case "-version", "--version":
		name = "version"
	case "help":
		if len(rest) == 0 {
			mainUsage(stdout)
			return exitOK
		}
		if len(rest) > 1 {
			fmt.Fprintf(stderr, "cubecli help: one COMMAND at most, not %d\n%s\n", len(rest), helpUsage)
			return exitUsage
		}
		switch rest[0] {
		case "help", "-h", "-help", "--help":
			fmt.Fprintf(stdout, "%s\n\nHelp lists the commands, or with a COMMAND says what it does and its flags,\nas 'cubecli COMMAND -h' does.\n", helpUsage)
			return exitOK
		}
		name, rest = rest[0], []string{"-h"}
	}
	c := lookup(name)
	if c == nil {
		fmt.Fprintf(stderr, "cubecli: unknown command %q\nRun 'cubecli help' for the list of commands.\n", name)
		return exitUsage
	}
	code := c.run(&env{ctx: ctx, cmd: c, stdin: stdin, stdout: stdout, stderr: stderr}, rest)
	if ctx.Err() != nil {
		fmt.Fprintf(stderr, "cubecli %s: interrupted\n", name)
		return exitInterrupted
	}
	return code
}

// helpUsage is the help command's usage line.
const helpUsage = "usage: cubecli help [COMMAND]"

// lookup returns the command called name, or nil.
func lookup(name string) *command {
	for _, c := range commands {
		if c.name == name {
			return c
		}
	}
	return nil
}

// mainUsage writes the overview: what cubecli is and its commands.
func mainUsage(w io.Writer) {
	var b strings.Builder
	b.WriteString("cubecli is the terminal side of the cube solver.\n\n")
	b.WriteString("usage: cubecli COMMAND [flags] [arguments]\n\ncommands:\n")
	for _, c := range commands {
		fmt.Fprintf(&b, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(&b, "  %-10s %s\n", "help", "show what a command does and its flags")
	b.WriteString(`
Run 'cubecli help COMMAND' or 'cubecli COMMAND -h' for one command.

FACELETS is a cube as 54 letters U1..U9 R1..R9 F1..F9 D1..D9 L1..L9 B1..B9,
each letter naming the face whose centre has that colour; the solved cube is
UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB. Where a command takes
FACELETS, '-' reads one cube a line from standard input and prints one line
for each input line, in order (an empty line for a blank one); a line it
cannot use says so, "line N: ...", and the rest go on.

With -puzzle 2x2 (on facelets, check, verify, random, solve, bench, tables
and scan) the cube is a pocket cube: FACELETS is 24 letters U1..U4 ...
B1..B4, each naming a colour by its face on the solved cube held white up,
green in front; solve -to TARGET takes a cube to another (both puzzles), and
-metric qtm counts the pocket cube's moves in quarter turns.

MOVES is Singmaster notation: U R F D L B with ' 2 2' 3 (’ ‘ ´ ′ ` + "`" + ` for '), wide
turns Rw or r, slices M E S, rotations x y z, parentheses with a repeat count,
(R U)3, commutators [R, U] and conjugates [R: U], and // comments. (R U) x2
is refused: (R U)2 repeats, (R U) (x2) turns the cube. solve also takes a cube as
the MOVES of a scramble that makes it from solved, and answers it in no more
moves than the scramble.

Exit status: 0 yes/done; 1 no (a bad cube, an unsolved cube); 2 could not
do it (bad flags, arguments or notation, no cubes, tables that cannot be
read, built or saved, output that could not be written); 3 not as asked (no solution in the time, one longer
than -max, or not proven optimal in the time); 130 interrupted (Ctrl-C or
SIGTERM; what was found is printed). Cubes read from '-' end with the most
serious of their lines' statuses: 2, then 1, then 3.
`)
	io.WriteString(w, b.String())
}

// env is what a command runs with: its own description, the standard
// streams, and a context that an interrupt cancels.
type env struct {
	ctx    context.Context
	cmd    *command
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	line   int // the line of standard input being answered, or 0

	// unsavedSaid holds what unsaved has said, so that a folder that
	// cannot hold the tables, then the optimal table, is said once.
	unsavedMu   sync.Mutex
	unsavedSaid map[string]bool
}

// flagSet returns an empty flag set for the command; parse reports errors.
// The flag package says nothing itself: parse says its errors, with the
// command's name first as every error line of cubecli has it ("cubecli
// solve: invalid value ..."); the flag package wrote them bare.
func (e *env) flagSet() *flag.FlagSet {
	fs := flag.NewFlagSet("cubecli "+e.cmd.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// parse parses the command's flags. If done is true the command is over
// (it was asked for help, or the flags were wrong) and should return code.
func (e *env) parse(fs *flag.FlagSet, args []string) (code int, done bool) {
	err := fs.Parse(args)
	switch {
	case err == nil:
		if name, ok := flagAfterArgs(fs, args); ok {
			return e.usageError(fs, "flag -%s after the arguments: put flags first", name), true
		}
		return exitOK, false
	case errors.Is(err, flag.ErrHelp):
		e.usage(e.stdout, fs)
		return exitOK, true
	default:
		fmt.Fprintf(e.stderr, "cubecli %s: %v\nusage: %s\nRun 'cubecli help %s' for more.\n", e.cmd.name, err, e.synopsis(fs), e.cmd.name)
		return exitUsage, true
	}
}

// flagAfterArgs returns the name of a flag of fs given after the first
// argument that is not a flag ("solve 'R U' -max 3"): the flag package
// stops at that argument and takes the rest as arguments, which would
// then be misread as a cube or moves. Arguments after "--" are not looked
// at.
func flagAfterArgs(fs *flag.FlagSet, args []string) (string, bool) {
	rest := fs.Args()
	if len(rest) < 2 || len(args) > len(rest) && args[len(args)-len(rest)-1] == "--" {
		return "", false
	}
	for _, a := range rest[1:] {
		name, ok := strings.CutPrefix(a, "-")
		if !ok {
			continue
		}
		name = strings.TrimPrefix(name, "-")
		name, _, _ = strings.Cut(name, "=")
		if fs.Lookup(name) != nil || name == "h" || name == "help" {
			return name, true
		}
	}
	return "", false
}

// synopsis is the command's usage line.
func (e *env) synopsis(fs *flag.FlagSet) string {
	s := "cubecli " + e.cmd.name
	hasFlags := false
	fs.VisitAll(func(*flag.Flag) { hasFlags = true })
	if hasFlags {
		s += " [flags]"
	}
	if e.cmd.args != "" {
		s += " " + e.cmd.args
	}
	return s
}

// usage writes the command's full help to w.
func (e *env) usage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintf(w, "usage: %s\n\n%s\n", e.synopsis(fs), reflow(strings.TrimSpace(e.cmd.help), helpWidth))
	hasFlags := false
	fs.VisitAll(func(*flag.Flag) { hasFlags = true })
	if hasFlags {
		fmt.Fprintln(w, "\nflags:")
		fs.SetOutput(w)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
}

// usageError reports wrong arguments and returns exitUsage.
func (e *env) usageError(fs *flag.FlagSet, format string, a ...any) int {
	fmt.Fprintf(e.stderr, "cubecli %s: %s\nusage: %s\n", e.cmd.name, fmt.Sprintf(format, a...), e.synopsis(fs))
	return exitUsage
}

// errorf reports a failure on standard error and returns code. After an
// interrupt it says nothing and returns exitInterrupted: the failure is
// the interrupt's doing (a "context canceled" from the work it stopped),
// and run says the command was interrupted.
func (e *env) errorf(code int, format string, a ...any) int {
	if e.ctx.Err() != nil {
		return exitInterrupted
	}
	fmt.Fprintf(e.stderr, "cubecli %s: %s\n", e.cmd.name, fmt.Sprintf(format, a...))
	return code
}

// saysf writes a line on standard error about the run as a whole, not
// about one cube (a cache folder that cannot be written, the optimal
// table read), with the command's name first as errorf's: "cubecli
// solve: ...". It may be called from a search's goroutine.
func (e *env) saysf(format string, a ...any) {
	fmt.Fprintf(e.stderr, "cubecli %s: %s\n", e.cmd.name, fmt.Sprintf(format, a...))
}

// notef writes a note on the cube being answered to standard error, saying
// which line of standard input it is on when it came from one:
// "cubecli solve: line 2: ...".
func (e *env) notef(format string, a ...any) {
	where := ""
	if e.line > 0 {
		where = fmt.Sprintf("line %d: ", e.line)
	}
	fmt.Fprintf(e.stderr, "cubecli %s: %s%s\n", e.cmd.name, where, fmt.Sprintf(format, a...))
}
