package optimal

import (
	"testing"

	"cubesolver/solver/cube"
)

// A subtree's reach keeps its nodes and the fewest moves left at any of
// them, with how many nodes had that few.
func TestReachVisit(t *testing.T) {
	r := notSearched
	for _, togo := range []int{9, 7, 8, 7, 3, 5, 3, 3} {
		r.visit(togo)
	}
	if r.nodes != 8 || r.closest != 3 || r.near != 3 {
		t.Errorf("reach %+v, want 8 nodes, closest 3 at 3 of them", r)
	}
}

// The tasks are taken nearest the goal first, then by how many nodes came
// that near, then densest first; a subtree not searched in the depth
// before comes after all that were.
func TestOrderTasks(t *testing.T) {
	u, d := cube.Move(0), cube.Move(9) // a turn of U, after which D may come; of D
	path := func(m cube.Move, i int) [prefixLen]cube.Move {
		return [prefixLen]cube.Move{cube.Move(i), cube.Move(3), cube.Move(i % 3), m}
	}
	s := &engine{history: map[[prefixLen]cube.Move]reach{
		path(u, 0): {nodes: 900, closest: 6, near: 1},
		path(u, 1): {nodes: 100, closest: 5, near: 1},
		path(u, 2): {nodes: 50, closest: 5, near: 4},
		path(u, 3): {nodes: 1000, closest: 7, near: 9},
		path(d, 4): {nodes: 1000, closest: 7, near: 9}, // after D: denser
	}}
	var tasks []task
	for i, m := range []cube.Move{u, u, u, u, d, u} {
		tasks = append(tasks, task{path: path(m, i), n: prefixLen})
	}
	s.order(tasks)
	var got []cube.Move
	for _, tk := range tasks {
		got = append(got, tk.path[0])
	}
	want := []cube.Move{2, 1, 0, 4, 3, 5}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("order %v, want %v", got, want)
		}
	}
}
