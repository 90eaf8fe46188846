package main

import (
	"context"
	"errors"
	"testing"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/solver/search"
	"cubesolver/tables/tablestest"
)

// The pocket cube's table loads in the background; a solve waits for it,
// and a solve cancelled while waiting leaves the load going for the next.
func TestEnginePocket(t *testing.T) {
	e := newEngine(context.Background(), nil, tablestest.Dir())
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := e.SolvePocket(cancelled, pocket.Solved(), pocket.Solved(), search.HTM); err != nil && !errors.Is(err, search.ErrNoSolution) {
		t.Fatalf("a cancelled solve: %v", err)
	}
	c := pocket.Solved().Apply([]cube.Move{3, 0, 8})
	res, err := e.SolvePocket(context.Background(), c, pocket.Solved(), search.QTM)
	if err != nil || !c.Apply(res.Best.Moves).IsSolved() || cube.QTM(res.Best.Moves) != 3 {
		t.Fatalf("%v %v", res.Best, err)
	}
}
