package run

import (
	"context"
	"testing"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/solver/search"
)

// Loading the search's table is reported apart: events say so while it
// loads, and the result and the last event say how long it took, which
// the speed in nodes a second leaves out.
func TestTableLoadReportedApart(t *testing.T) {
	scramble, _ := cube.ParseMoves("R U")
	answer, _ := cube.ParseMoves("U' R'")
	var events []search.Event
	opts := search.Options{OnEvent: func(e search.Event) { events = append(events, e) }}
	res, err := Search(context.Background(), cube.Solved().Apply(scramble), opts, func(r *Run, _ search.Options) {
		done := r.LoadingTable()
		r.mu.Lock()
		r.send(search.Event{Kind: search.Progress})
		r.mu.Unlock()
		time.Sleep(2 * time.Millisecond)
		done()
		r.AddNodes(10)
		r.Found(search.Solution{Moves: answer})
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(events) < 2 || !events[0].LoadingTable || events[0].NodesPerSecond != 0 {
		t.Fatalf("events %+v: the first should say the table is loading", events)
	}
	last := events[len(events)-1]
	if last.LoadingTable || last.TableLoad < 2*time.Millisecond || res.TableLoad != last.TableLoad || res.Elapsed < res.TableLoad {
		t.Errorf("last event %+v, result %+v: the load took at least 2 ms, within Elapsed", last, res)
	}
}
