package solver_test

import (
	"context"
	"fmt"

	"cubesolver/solver"
	"cubesolver/solver/cube"
	"cubesolver/tables"
	"cubesolver/tables/tablestest"
)

// Load the tables (built on the first run, then read from the cache),
// describe the cube, solve it. Every solution returned has been applied to
// the cube and checked.
func ExampleSolver_Solve() {
	// A program leaves Dir empty, for the user's cache folder; tests share
	// one of their own.
	t, _, err := tables.Load(context.Background(), tables.Options{Dir: tablestest.Dir()})
	if err != nil {
		panic(err)
	}
	moves, err := cube.ParseMoves("R U R' U' F2")
	if err != nil {
		panic(err)
	}
	scrambled := cube.Solved().Apply(moves)
	res, err := solver.New(t).Solve(context.Background(), scrambled, solver.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Best, res.Proven)
	// Output: F2 U R U' R' (5f) true
}

// OnEvent streams the search: progress several times a second, each
// better solution as it is found, and the result last. (This cube has
// exactly one solution of 4 moves and none shorter, so the output is the
// same whichever part of the optimal search finds it, however fast the
// machine: the standard search it starts with, or the optimal one.)
func ExampleOptions_onEvent() {
	t, _, err := tables.Load(context.Background(), tables.Options{Dir: tablestest.Dir()})
	if err != nil {
		panic(err)
	}
	moves, err := cube.ParseMoves("D2 R' B L2")
	if err != nil {
		panic(err)
	}
	opts := solver.Options{Mode: solver.Optimal, OnEvent: func(e solver.Event) {
		switch e.Kind {
		case solver.Improved:
			fmt.Println("better:", e.Solution)
		case solver.Finished:
			fmt.Println("finished:", e.Stop, "proven:", e.Proven)
		}
	}}
	if _, err := solver.New(t).Solve(context.Background(), cube.Solved().Apply(moves), opts); err != nil {
		panic(err)
	}
	// Output:
	// better: L2 B' R D2 (4f)
	// finished: search exhausted proven: true
}
