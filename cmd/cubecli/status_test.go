package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cubesolver/solver"
	"cubesolver/solver/cube"
	"cubesolver/tables/tablestest"
)

// statusCase is one run of cubecli and the status the rule gives it.
type statusCase struct {
	name  string
	stdin string
	args  []string
	want  int
}

// Every command follows one rule for its exit status (main.go): 0 done,
// yes; 1 done, no (a bad or unsolved cube); 2 could not do it (bad
// flags, arguments or notation, tables that cannot be read, built or
// saved); 3 done, not as asked (no solution in the time, one longer than
// -max, not proven); 130 interrupted.
func TestExitStatusRule(t *testing.T) {
	if raceEnabled {
		t.Skip("thirty runs of cubecli, a minute under the race detector; the run without it has this test")
	}
	dir := tablestest.Dir()
	sharedTables(t)
	random := cube.Random(newRand(11)).Facelets().String()
	twisted := stickers(map[int]byte{8: 'F', 9: 'U', 20: 'R'})
	p, err := solver.LoadPocket(context.Background(), dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	// A folder where the pocket cube's table is to be saved: it is built,
	// and cannot be saved.
	unsaved := t.TempDir()
	if err := os.Mkdir(filepath.Join(unsaved, filepath.Base(p.TablesInfo().Path)), 0o755); err != nil {
		t.Fatal(err)
	}
	cases := []statusCase{
		{"facelets", "", []string{"facelets", "R U"}, exitOK},
		{"facelets: bad notation", "", []string{"facelets", "R Q"}, exitUsage},
		{"check: a good cube", "", []string{"check", solved}, exitOK},
		{"check: a bad cube", "", []string{"check", twisted}, exitNo},
		{"check: no cubes", "\n\n", []string{"check", "-"}, exitUsage},
		{"verify: solved", "", []string{"verify", random, cube.FormatMoves(mustSolve(t, random))}, exitOK},
		{"verify: not solved", "", []string{"verify", solved, "R"}, exitNo},
		{"verify: a bad cube", "", []string{"verify", twisted, "R"}, exitNo},
		{"verify: bad notation", "", []string{"verify", solved, "R Q"}, exitUsage},
		{"random", "", []string{"random", "-n", "2"}, exitOK},
		{"random: bad flag", "", []string{"random", "-n", "x"}, exitUsage},
		{"solve", "", []string{"solve", "-tables", dir, random}, exitOK},
		{"solve: a bad cube", "", []string{"solve", "-tables", dir, twisted}, exitNo},
		{"solve: a bad line among good ones", solved + "\n" + twisted + "\n", []string{"solve", "-tables", dir, "-"}, exitNo},
		// No 10-move solution exists, and in a nanosecond none at all may
		// be found: not as asked, either way.
		{"solve: no solution in the time", "", []string{"solve", "-tables", dir, "-max", "10", "-timeout", "1ns", random}, exitShort},
		{"solve: not proven in the time", "", []string{"solve", "-tables", dir, "-mode", "optimal", "-table", "h0", "-timeout", "1ns", random}, exitShort},
		{"solve: an optimal table not built", "", []string{"solve", "-tables", dir, "-mode", "optimal", "-table", "8GB", random}, exitUsage},
		{"solve: bad flag", "", []string{"solve", "-max", "0", solved}, exitUsage},
		{"solve -puzzle 2x2", "", []string{"solve", "-puzzle", "2x2", "-tables", dir, pocketSolved}, exitOK},
		{"solve: a target not reached", "", []string{"solve", "-tables", dir, "-to", solved, twisted}, exitNo},
		{"bench", "", []string{"bench", "-tables", dir, "-n", "2"}, exitOK},
		{"bench: not proven in the time", "", []string{"bench", "-tables", dir, "-n", "1", "-mode", "optimal", "-table", "h0", "-timeout", "1ns"}, exitShort},
		{"tables", "", []string{"tables", "-dir", dir}, exitOK},
		{"tables -tables", "", []string{"tables", "-tables", dir}, exitOK},
		{"tables -sizes", "", []string{"tables", "-sizes"}, exitOK},
		{"tables: -size unknown", "", []string{"tables", "-dir", dir, "-optimal", "-size", "3GB"}, exitUsage},
		{"tables -puzzle 2x2: not saved", "", []string{"tables", "-puzzle", "2x2", "-dir", unsaved}, exitUsage},
		{"scan", "", []string{"scan", "-rgb", realScan}, exitOK},
		{"scan: not colours", "1 2\n", []string{"scan", "-rgb", "-"}, exitUsage},
		{"scan: no cube fits", strings.Repeat("10 20 30\n", 54), []string{"scan", "-rgb", "-"}, exitNo},
		{"version", "", []string{"version"}, exitOK},
		{"help", "", []string{"help", "solve"}, exitOK},
		{"an unknown command", "", []string{"solvee"}, exitUsage},
	}
	cases = append(cases, unsavedTables(t, dir)...)
	for _, tc := range cases {
		if code, out, errOut := cli(t, tc.stdin, tc.args...); code != tc.want {
			t.Errorf("%s: status %d, want %d (output %.200q, errors %.300q)", tc.name, code, tc.want, out, errOut)
		}
	}
	// Interrupted, whatever the command was doing.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, args := range [][]string{{"solve", "-tables", dir, random}, {"bench", "-tables", dir, "-n", "3"}, {"tables", "-dir", dir}} {
		var out, errOut bytes.Buffer
		if code := run(ctx, args, strings.NewReader(""), &out, &errOut); code != exitInterrupted {
			t.Errorf("%v, interrupted: status %d, errors %q", args, code, errOut.String())
		}
	}
}

// unsavedTables are the tables command in folders where the tables and
// h0 could not be saved (a folder stands where the file goes): refused
// before minutes of building.
func unsavedTables(t *testing.T, shared string) []statusCase {
	s, err := solver.Load(context.Background(), shared, nil)
	if err != nil {
		t.Fatal(err)
	}
	tablesFile := s.TablesInfo().Path
	noTables := t.TempDir()
	if err := os.Mkdir(filepath.Join(noTables, filepath.Base(tablesFile)), 0o755); err != nil {
		t.Fatal(err)
	}
	// The tables readable (and the symmetry coordinates h0 is read
	// with), h0 not to be saved.
	noH0 := t.TempDir()
	if err := s.ChooseOptimalTable("h0"); err != nil {
		t.Fatal(err)
	}
	info, err := s.OpenOptimalTable(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	built, _ := filepath.Glob(filepath.Join(shared, "*.bin"))
	for _, file := range built {
		if file == info.Path {
			continue
		}
		if err := os.Symlink(file, filepath.Join(noH0, filepath.Base(file))); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(noH0, filepath.Base(info.Path)), 0o755); err != nil {
		t.Fatal(err)
	}
	return []statusCase{
		{"tables: not saved", "", []string{"tables", "-dir", noTables}, exitUsage},
		{"tables -optimal: not saved", "", []string{"tables", "-dir", noH0, "-optimal", "-size", "h0"}, exitUsage},
	}
}

// mustSolve returns a solution of the cube, found by cubecli solve.
func mustSolve(t *testing.T, facelets string) []cube.Move {
	t.Helper()
	code, out, errOut := cli(t, "", "solve", "-tables", tablestest.Dir(), facelets)
	moves, err := cube.ParseMoves(strings.TrimSpace(out[:strings.LastIndex(out, "(")]))
	if code != exitOK || err != nil {
		t.Fatalf("solve %s: status %d, %q %q %v", facelets, code, out, errOut, err)
	}
	return moves
}
