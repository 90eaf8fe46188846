package main

import (
	"bufio"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"cubesolver/solver/cube"
)

// eachCube calls fn with each cube named by arg: arg itself, or for "-"
// every non-blank line of standard input, trimmed. It returns the largest
// status fn returned (exitOK if there were none).
func (e *env) eachCube(arg string, fn func(facelets string) int) int {
	if arg != "-" {
		return fn(arg)
	}
	worst := exitOK
	sc := bufio.NewScanner(e.stdin)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		worst = max(worst, fn(line))
	}
	if err := sc.Err(); err != nil {
		return e.errorf(exitUsage, "reading standard input: %v", err)
	}
	return worst
}

// parseAlg parses MOVES; on a syntax error it returns a message that shows
// where the bad token is.
func parseAlg(moves string) (cube.Alg, error) {
	alg, err := cube.ParseAlg(moves)
	if err == nil {
		return alg, nil
	}
	var se *cube.SyntaxError
	if errors.As(err, &se) && se.Pos >= 0 && se.Pos <= len(moves) && !strings.ContainsAny(moves, "\t\n") {
		return nil, fmt.Errorf("%v\n  %s\n  %s^", err, moves, strings.Repeat(" ", utf8.RuneCountInString(moves[:se.Pos])))
	}
	return nil, err
}
