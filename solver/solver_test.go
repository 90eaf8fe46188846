package solver

import (
	"context"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/searchtest"
)

func testSolver(t testing.TB) *Solver {
	t.Helper()
	return newSolver(searchtest.Tables(t))
}

var checkCanonical = searchtest.CheckCanonical

func TestSolvedCube(t *testing.T) {
	res, err := testSolver(t).Solve(context.Background(), cube.Solved(), Options{})
	if err != nil || len(res.Best.Moves) != 0 {
		t.Fatalf("solved cube: %v %v", res.Best, err)
	}
}

func TestInvalidCube(t *testing.T) {
	c := cube.Solved()
	c.CO[0] = 1
	if _, err := testSolver(t).Solve(context.Background(), c, Options{}); err != ErrInvalidCube {
		t.Fatalf("err = %v", err)
	}
}

func TestShortScramblesGetShortSolutions(t *testing.T) {
	s := testSolver(t)
	r := rand.New(rand.NewPCG(11, 12))
	for i := 0; i < 300; i++ {
		n := 1 + i%6
		c := cube.Solved()
		for k := 0; k < n; k++ {
			c = c.Move(cube.Move(r.IntN(cube.NumMoves)))
		}
		res, err := s.Solve(context.Background(), c, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Best.Moves) > n || !c.Apply(res.Best.Moves).IsSolved() {
			t.Fatalf("%d-move scramble got %v", n, res.Best)
		}
		checkCanonical(t, res.Best.Moves)
	}
}

func TestRandomStatesSolvedWithin20(t *testing.T) {
	s := testSolver(t)
	r := rand.New(rand.NewPCG(13, 14))
	n := 300
	if testing.Short() {
		n = 50
	}
	for i := 0; i < n; i++ {
		c := cube.Random(r)
		res, err := s.Solve(context.Background(), c, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Best.Moves) > 20 || !c.Apply(res.Best.Moves).IsSolved() || res.Stop != TargetReached {
			t.Fatalf("cube %v: %v, %v", c.Facelets(), res.Best, res.Stop)
		}
		checkCanonical(t, res.Best.Moves)
	}
}

// The events come in order and end with the result. The search ends by
// reaching its target (19 moves, a few milliseconds' work here), never by
// a time limit a slow machine would meet first.
func TestEventsInOrderEndWithResult(t *testing.T) {
	s := testSolver(t)
	c := cube.Random(rand.New(rand.NewPCG(15, 16)))
	var events []Event
	res, err := s.Solve(context.Background(), c, Options{MaxLength: 19, Timeout: time.Hour,
		ProgressInterval: time.Millisecond, OnEvent: func(e Event) { events = append(events, e) }})
	if err != nil {
		t.Fatal(err)
	}
	if len(events) < 2 {
		t.Fatalf("only %d events", len(events))
	}
	last := events[len(events)-1]
	if res.Stop != TargetReached || res.Best.Len() > 19 {
		t.Fatalf("stopped by %v with %v", res.Stop, res.Best)
	}
	if last.Kind != Finished || last.Solution == nil || last.Solution.Len() != res.Best.Len() || last.Stop != res.Stop {
		t.Fatalf("last event %+v, result %+v", last, res)
	}
	best := 1000
	for i, e := range events {
		if i > 0 && e.Elapsed < events[i-1].Elapsed {
			t.Fatal("events out of order")
		}
		if e.Kind == Finished && i != len(events)-1 {
			t.Fatal("Finished before the end")
		}
		if e.Kind == Improved {
			if e.Solution.Len() >= best || !c.Apply(e.Solution.Moves).IsSolved() {
				t.Fatalf("improvement %v after best %d", e.Solution, best)
			}
			best = e.Solution.Len()
		}
	}
}

func TestCancelReturnsBestSoFar(t *testing.T) {
	s := testSolver(t)
	c := cube.Random(rand.New(rand.NewPCG(17, 18)))
	ctx, cancel := context.WithCancel(context.Background())
	improved := make(chan struct{}, 1)
	var cancelledAt time.Time
	go func() {
		<-improved
		time.Sleep(20 * time.Millisecond)
		cancelledAt = time.Now()
		cancel()
	}()
	res, err := s.Solve(ctx, c, Options{MaxLength: 10, Timeout: time.Hour, OnEvent: func(e Event) {
		if e.Kind == Improved {
			select {
			case improved <- struct{}{}:
			default:
			}
		}
	}})
	took := time.Since(cancelledAt)
	if err != nil || res.Stop != Cancelled || !c.Apply(res.Best.Moves).IsSolved() {
		t.Fatalf("res %+v err %v", res, err)
	}
	t.Logf("returned %v after cancel", took) // a hang would fail the test by its timeout
}

func TestConcurrentSolves(t *testing.T) {
	s := testSolver(t)
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(w), 99))
			for i := 0; i < 10; i++ {
				c := cube.Random(r)
				res, err := s.Solve(context.Background(), c, Options{})
				if err != nil || !c.Apply(res.Best.Moves).IsSolved() || res.Best.Len() > 20 {
					t.Errorf("concurrent solve: %v %v", res.Best, err)
				}
			}
		}()
	}
	wg.Wait()
}

func BenchmarkSolve20(b *testing.B) {
	s := testSolver(b)
	cubes := searchtest.RandomCubes(1, 1, 100)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.Solve(context.Background(), cubes[i%len(cubes)], Options{})
	}
}

// ShorterThan finds only shorter solutions: a 12-move scramble after a
// 20-move solution gets one of at most 12 moves, and asking for fewer
// moves than a short cube's optimum finds nothing.
func TestShorterThan(t *testing.T) {
	s := testSolver(t)
	r := rand.New(rand.NewPCG(19, 20))
	for i := 0; i < 20; i++ {
		c := cube.Solved()
		for k := 0; k < 12; k++ {
			c = c.Move(cube.Move(r.IntN(cube.NumMoves)))
		}
		var improved []int
		// No time limit a machine reaches: the search ends when nothing
		// shorter is left to look for.
		res, err := s.Solve(context.Background(), c, Options{ShorterThan: 20, KeepImproving: true, Timeout: time.Hour,
			OnEvent: func(e Event) {
				if e.Kind == Improved {
					improved = append(improved, e.Solution.Len())
				}
			}})
		if err != nil || res.Best.Len() > 12 || !c.Apply(res.Best.Moves).IsSolved() {
			t.Fatalf("12-move scramble: %v %v", res.Best, err)
		}
		for _, n := range improved {
			if n >= 20 {
				t.Fatalf("improvements %v: one not shorter than 20", improved)
			}
		}
	}
	// R U is two moves: nothing shorter than two exists.
	c := cube.Solved().Move(cube.NewMove(cube.R, 1)).Move(cube.NewMove(cube.U, 1))
	if res, err := s.Solve(context.Background(), c, Options{ShorterThan: 2}); err != ErrNoSolution || res.Proven {
		t.Fatalf("shorter than 2 for R U: %v %v, proven %v", res.Best, err, res.Proven)
	}
}

// A cube given with the scramble that made it gets no answer longer than
// the scramble: a 15-move scramble, too deep for the outright search,
// with a target of 20 moves that the two-phase search reaches first with
// a longer answer, gets the scramble undone; a 10-move one a shortest
// answer; a scramble that did not make the cube is never the answer.
func TestScrambleBoundsTheAnswer(t *testing.T) {
	s := testSolver(t)
	parse := func(text string) []cube.Move {
		m, err := cube.ParseMoves(text)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	long := parse("R U F D L B R' U' F' D' L' B' R2 U2 F2")
	c := cube.Solved().Apply(long)
	res, err := s.Solve(context.Background(), c, Options{Scramble: long, Timeout: time.Hour, Workers: 1})
	if err != nil || res.Best.Len() > len(long) || !c.Apply(res.Best.Moves).IsSolved() {
		t.Errorf("15-move scramble: %v, %v", res.Best, err)
	}
	short := parse("R U2 F' D L2 B R' U F2 D'")
	c = cube.Solved().Apply(short)
	res, err = s.Solve(context.Background(), c, Options{Scramble: short, Timeout: time.Hour, Workers: 1})
	if err != nil || res.Best.Len() > len(short) || !res.Proven || res.Undone || !c.Apply(res.Best.Moves).IsSolved() {
		t.Errorf("10-move scramble: %v (proven %v, undone %v), %v", res.Best, res.Proven, res.Undone, err)
	}

	// The fallback itself.
	scramble := parse("R U")
	c = cube.Solved().Apply(scramble)
	longer := Result{Best: Solution{Moves: parse("U2 U R'")}}
	res, err = noLongerThanScramble(longer, nil, c, scramble)
	if err != nil || res.Best.String() != "U' R' (2f)" || !res.Undone {
		t.Errorf("longer answer: %v, %v", res.Best, err)
	}
	res, err = noLongerThanScramble(Result{}, ErrNoSolution, c, scramble)
	if err != nil || res.Best.String() != "U' R' (2f)" {
		t.Errorf("no answer: %v, %v", res.Best, err)
	}
	res, err = noLongerThanScramble(longer, nil, cube.Solved(), scramble)
	if err != nil || res.Best.Len() != 3 || res.Undone {
		t.Errorf("wrong scramble: %v, %v", res.Best, err)
	}
	if _, err := noLongerThanScramble(Result{}, ErrInvalidCube, c, scramble); err != ErrInvalidCube {
		t.Errorf("invalid cube: %v", err)
	}
}
