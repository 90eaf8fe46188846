package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode"
	"unicode/utf8"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
)

// maxLine is the longest input line read as a cube: a facelet string is
// 54 letters, and a net with spaces and breaks a little more.
const maxLine = 64 << 10

// eachCube calls fn with each cube named by arg: arg itself, or for "-"
// every line of standard input, trimmed. fn returns the line to print and
// a status; eachCube prints it (for arg itself with exitUsage, bad
// notation, it is an error: it says it on standard error), and returns the largest status (exitOK if
// there were none). Reading standard input it prints one line for every
// line read, in order: an empty one for a blank line, and for a line that
// is no cube to answer (a bad cube, a line too long to be one: exitNo or
// exitUsage) "line N: " first, so that the output lines up with the input
// and every complaint says where. An answer not as asked (exitShort: a
// solution longer than -max) is printed as an answer, and fn's note on it
// says the line through e.notef. It stops at an interrupt, also while it
// waits for a line; fn returns "" for a cube it found nothing for before
// the interrupt, and nothing is printed for it. It stops too at the first
// line that could not be written (a full disk, a pipe closed by head -1):
// the answers to the rest would be lost, and run says why.
func (e *env) eachCube(arg string, fn func(facelets string) (string, int)) int {
	if arg != "-" {
		out, code := fn(arg)
		if code == exitNo || code == exitUsage {
			if msg := fileNamed(e.cmd.name, arg); msg != "" {
				return e.errorf(exitUsage, "%s", msg)
			}
		}
		if code == exitUsage {
			// Could not do it (bad notation): an error, said on standard
			// error as every command says its errors, "cubecli solve:
			// invalid scramble: ...", not printed as the answer.
			return e.errorf(code, "%s", out)
		}
		if out != "" || e.ctx.Err() == nil { // nothing found before an interrupt: nothing to print
			fmt.Fprintln(e.stdout, out)
		}
		return code
	}
	worst, cubes := exitOK, 0
	ctx, stopReading := context.WithCancel(e.ctx)
	defer stopReading()
	lines := readLines(ctx, bufio.NewReaderSize(&lineEnds{r: e.stdin}, maxLine))
	for n := 1; e.ctx.Err() == nil; n++ {
		var in inputLine
		select {
		case in = <-lines:
		case <-e.ctx.Done():
			// Waiting for a line that may never come (a terminal, a
			// pipe nobody writes): run says it was interrupted.
			return worst
		}
		line, long, err := in.text, in.long, in.err
		if n == 1 {
			line = trimBOM(line)
		}
		if err != nil && line == "" && long == 0 {
			if !errors.Is(err, io.EOF) {
				return e.errorf(exitUsage, "reading standard input, line %d: %v", n, err)
			}
			break
		}
		var out string
		code := exitOK
		if code, _, ok := strings.Cut(line, "//"); ok && strings.TrimSpace(code) == "" {
			line = "" // a comment alone: a blank line
		}
		switch line = strings.TrimSpace(line); {
		case long > 0:
			// Not read, so not said to be a bad facelet string: it may be
			// moves, of a scramble too long to read.
			out, code = fmt.Sprintf("the line is %d bytes long, longer than the %d KiB cubecli reads as one cube", long, maxLine>>10), exitNo
			cubes++
		case line == "":
		default:
			e.line = n
			out, code = fn(line)
			e.line = 0
			cubes++
			if out == "" && e.ctx.Err() != nil {
				return worst // nothing found before an interrupt: run says it
			}
		}
		if code != exitOK && code != exitShort {
			out = fmt.Sprintf("line %d: %s", n, out)
		}
		if _, werr := fmt.Fprintln(e.stdout, out); werr != nil {
			return worst // run says the output could not be written
		}
		worst = worse(worst, code)
		if err != nil {
			break
		}
	}
	if cubes == 0 && e.ctx.Err() == nil {
		return e.errorf(exitUsage, "standard input holds no cubes")
	}
	return worst
}

// fileNamed says what to do when arg, given where a cube goes and no cube,
// names a file (one that is there, or what looksLikePath takes for a
// path: my/cube, cubes.txt): cubecli reads cubes from a file only on
// standard input, with '-', and a file name read as a facelet string got a
// length error that did not say so. It returns "" for anything else.
func fileNamed(cmd, arg string) string {
	rest := "" // verify's MOVES follow its '-'
	what := "its facelet string or moves"
	switch cmd {
	case "verify":
		rest, what = " MOVES", "its facelet string"
	case "check":
		what = "its facelet string"
	}
	hint := fmt.Sprintf("a cube here is %s; '-' reads cubes from standard input, one a line: cubecli %s -%s < %s",
		what, cmd, rest, arg)
	if st, err := os.Stat(arg); err == nil {
		if st.IsDir() {
			return fmt.Sprintf("%q is a folder, not a cube (%s)", arg, hint)
		}
		return fmt.Sprintf("%q is a file, not a cube (%s)", arg, hint)
	}
	if looksLikePath(arg) {
		return fmt.Sprintf("no such file %q, and it is no cube (%s)", arg, hint)
	}
	return ""
}

// looksLikePath reports whether s reads as a file's path rather than as
// stickers or moves: it has no spaces, and it has a / that is not a stray
// character in a facelet string or in moves run together ("R/U"; a
// backslash is a typo TestCheckBackslash names), or it ends in a dot and
// one to four lowercase letters or digits (cubes.txt, scan.json). A
// facelet string may have dots for blank stickers, but not followed by
// such an ending. Moves with a comment ("R U // sexy") have spaces.
func looksLikePath(s string) bool {
	if strings.ContainsFunc(s, unicode.IsSpace) {
		return false
	}
	if strings.Contains(s, "/") {
		if cube.LooksLikeStickers(s, cube.NumFacelets) || cube.LooksLikeStickers(s, pocket.NumFacelets) {
			return false
		}
		_, err := cube.ParseAlg(strings.ReplaceAll(s, "/", " "))
		return err != nil
	}
	dot := strings.LastIndexByte(s, '.')
	ext := s[dot+1:]
	if dot <= 0 || len(ext) < 1 || len(ext) > 4 || s[dot-1] == '.' {
		return false
	}
	for _, r := range ext {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// inputLine is a line of standard input as readLine returns it.
type inputLine struct {
	text string
	long int
	err  error
}

// readLines reads lines from in on a goroutine of its own, so that a read
// that blocks does not keep an interrupt waiting, and sends them in order
// until one comes with an error (io.EOF at the end) or ctx is cancelled
// (an interrupt, or eachCube stopped). A read blocked then is left behind:
// the process exits.
func readLines(ctx context.Context, in *bufio.Reader) <-chan inputLine {
	lines := make(chan inputLine)
	go func() {
		for {
			text, long, err := readLine(in)
			select {
			case lines <- inputLine{text, long, err}:
			case <-ctx.Done():
				return
			}
			if err != nil {
				return
			}
		}
	}()
	return lines
}

// interruptible returns what read returns, or at once ctx's error when ctx
// is cancelled first: read runs on a goroutine of its own, for reads that
// may block for ever (a terminal, a pipe nobody writes, a named pipe
// nobody opens). A read blocked then is left behind: the process exits.
func interruptible[T any](ctx context.Context, read func() (T, error)) (T, error) {
	type result struct {
		v   T
		err error
	}
	done := make(chan result, 1)
	go func() {
		v, err := read()
		done <- result{v, err}
	}()
	select {
	case r := <-done:
		return r.v, r.err
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
}

// trimBOM removes a byte-order mark from the start of s: the first line of
// a file saved by Windows Notepad and other editors starts with one.
func trimBOM(s string) string { return strings.TrimPrefix(s, "\uFEFF") }

// readLine reads one line of at most maxLine bytes, without its end. For
// a longer line it reads on to its end, keeping nothing, and returns its
// length as long. err is the reader's error after the line (io.EOF at the
// end of a last line without a line break).
func readLine(r *bufio.Reader) (line string, long int, err error) {
	b, err := r.ReadSlice('\n')
	if err == nil || !errors.Is(err, bufio.ErrBufferFull) {
		return strings.TrimRight(string(b), "\r\n"), 0, err
	}
	long = len(b)
	for errors.Is(err, bufio.ErrBufferFull) {
		b, err = r.ReadSlice('\n')
		long += len(b)
	}
	long -= len(b) - len(bytes.TrimRight(b, "\r\n")) // the line break is not the line's
	return "", long, err
}

// parseAlg parses MOVES; on a syntax error it returns a message that shows
// where the bad token is.
func parseAlg(moves string) (cube.Alg, error) {
	alg, err := cube.ParseAlg(moves)
	if err != nil {
		return nil, withCaret(moves, err)
	}
	return alg, nil
}

// withCaret returns err, the error of parsing moves; a syntax error's
// message then shows the bad token under a caret.
func withCaret(moves string, err error) error {
	var se *cube.SyntaxError
	if errors.As(err, &se) && se.Pos >= 0 && se.Pos <= len(moves) && !strings.ContainsAny(moves, "\t\n") {
		// A window of the text around the error, not all of it: the
		// moves may be a megabyte long.
		// Bytes that are no UTF-8 are shown as the message quotes
		// them, \xb9, and the caret counts what is shown.
		from, to := around(moves, se.Pos, 30)
		shown := cube.Shown(moves[from:to])
		caret := utf8.RuneCountInString(cube.Shown(moves[from:se.Pos]))
		if from > 0 {
			shown, caret = "…"+shown, caret+1
		}
		if to < len(moves) {
			shown += "…"
		}
		return fmt.Errorf("%v\n  %s\n  %s^", err, shown, strings.Repeat(" ", caret))
	}
	return err
}

// around returns the byte range of s from n characters before pos to n
// after it, cut at character boundaries.
func around(s string, pos, n int) (from, to int) {
	from = pos
	for k := 0; k < n && from > 0; k++ {
		_, size := utf8.DecodeLastRuneInString(s[:from])
		from -= size
	}
	to = pos
	for k := 0; k < n && to < len(s); k++ {
		_, size := utf8.DecodeRuneInString(s[to:])
		to += size
	}
	return from, to
}

// typedMoves are moves typed as several arguments, taken together. R U R'
// U' typed unquoted reaches us as R, U and "R U": the shell took the
// primes for quotes, and the moves would be others; so an argument with
// spaces among others is refused, saying how to quote. Where the
// arguments were surely quoted as groups ("R U R' U'" "F D": two with
// spaces, or one with spaces and a prime the shell left), the point is
// rather that the moves go in one argument; that is said instead.
func typedMoves(args []string) (string, error) {
	joined := strings.Join(args, " ")
	if len(args) < 2 {
		return joined, nil
	}
	spaced, primed := 0, false
	for _, a := range args {
		if strings.ContainsAny(a, " \t") {
			spaced++
			primed = primed || strings.ContainsAny(a, "'’‘´`′")
		}
	}
	switch {
	case spaced >= 2 || spaced == 1 && primed:
		quoted := make([]string, len(args))
		for i, a := range args {
			quoted[i] = fmt.Sprintf("%q", a)
		}
		return "", fmt.Errorf("%d arguments (%s) where the moves go: give them as one argument, in one pair of double quotes, e.g. %q",
			len(args), strings.Join(quoted, ", "), joined)
	case spaced == 1:
		return "", primesTakenAsQuotes(args)
	}
	return joined, nil
}

// primesTakenAsQuotes says which of args, moves typed as several
// arguments, has spaces: where it alone has them and no prime, the shell
// took primes for quotes (R U R' U' unquoted is R, U and "R U"), else nil.
func primesTakenAsQuotes(args []string) error {
	var spaced []string
	for _, a := range args {
		if strings.ContainsAny(a, " \t") {
			if strings.ContainsAny(a, "'’‘´`′") {
				return nil
			}
			spaced = append(spaced, a)
		}
	}
	if len(args) < 2 || len(spaced) != 1 {
		return nil
	}
	return fmt.Errorf("the argument %q, among others, has spaces: the shell may have taken primes (') for quotes; give the moves as one argument in double quotes, e.g. \"R U R' U'\"", spaced[0])
}

// worse is the more serious of two lines' statuses, which a batch ends
// with: could not do it (2), then a bad or unsolved cube (1), then not as
// asked (3), then done. A script that looks for 2 finds the broken line
// among slow ones.
func worse(a, b int) int {
	rank := func(code int) int {
		switch code {
		case exitUsage:
			return 3
		case exitNo:
			return 2
		case exitShort:
			return 1
		}
		return 0
	}
	if rank(b) > rank(a) {
		return b
	}
	return a
}

// lineEnds reads r with every line end made '\n': Windows' "\r\n" and the
// old Macs' lone '\r' too, so that lines ended so are not read as one (two
// scrambles run together, one cube).
type lineEnds struct {
	r       io.Reader
	afterCR bool // the last byte read was a '\r': a '\n' next is its line end's
}

func (l *lineEnds) Read(p []byte) (int, error) {
	for {
		n, err := l.r.Read(p)
		out := 0
		for _, c := range p[:n] {
			if l.afterCR && c == '\n' {
				l.afterCR = false
				continue
			}
			l.afterCR = c == '\r'
			if c == '\r' {
				c = '\n'
			}
			p[out] = c
			out++
		}
		if out > 0 || n == 0 || err != nil {
			return out, err
		}
	}
}
