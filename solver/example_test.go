package solver_test

import (
	"context"
	"fmt"
	"time"

	"cubesolver/solver"
	"cubesolver/solver/cube"
)

// Load the tables (built on the first run, then read from the cache),
// describe the cube, solve it. Every solution returned has been applied to
// the cube and checked.
func ExampleSolver_Solve() {
	// "" is the user's cache folder, or $CUBESOLVER_TABLES (the tests
	// set it to a folder of their own: see TestMain).
	s, err := solver.Load(context.Background(), "", nil)
	if err != nil {
		panic(err)
	}
	moves, err := cube.ParseMoves("R U R' U' F2")
	if err != nil {
		panic(err)
	}
	scrambled := cube.Solved().Apply(moves)
	res, err := s.Solve(context.Background(), scrambled, solver.Options{})
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
	s, err := solver.Load(context.Background(), "", nil)
	if err != nil {
		panic(err)
	}
	moves, err := cube.ParseMoves("D2 R' B L2")
	if err != nil {
		panic(err)
	}
	// No time limit a machine reaches (the default is 10 s): the search,
	// and the reading of the optimal table before it, end when done.
	opts := solver.Options{Mode: solver.Optimal, Timeout: time.Hour, OnEvent: func(e solver.Event) {
		switch e.Kind {
		case solver.Improved:
			fmt.Println("better:", e.Solution)
		case solver.Finished:
			fmt.Println("finished:", e.Stop, "proven:", e.Proven)
		}
	}}
	if _, err := s.Solve(context.Background(), cube.Solved().Apply(moves), opts); err != nil {
		panic(err)
	}
	// Output:
	// better: L2 B' R D2 (4f)
	// finished: search exhausted proven: true
}
