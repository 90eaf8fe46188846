package twophase

import (
	"slices"
	"sync"

	ttables "cubesolver/tables/twophase"

	"cubesolver/solver/cube"
	"cubesolver/solver/internal/run"
)

// levels are a solve's tasks, level by level (see schedule): groups of
// searches, each searching a span of levels, in their order within a
// level; to a tight target, sorted by their slack (bySlack).
type levels struct {
	groups  [groupCount]taskGroup
	order   [groupCount]int
	bySlack bool
	sorted  [maxPath + 1]struct {
		once  sync.Once
		tasks []task
	}
}

// task is a level's task: a search of a group, by its place there.
type task struct{ group, index int }

// The groups of searches a level's tasks come from.
const (
	ownGroup   = iota // the directions' own searches, whole
	splitGroup        // the same, split by first move (splitAfter)
	tierGroup         // the first premove tier (premoveTiers), then the others
	groupCount = tierGroup + len(premoveTiers)
)

// taskGroup is size searches that each search the levels from from on,
// before until, made by make when first needed (once). Each worker searches
// with copies of them (a search's state is its path), the first worker
// with the directions' own as made.
type taskGroup struct {
	from, until, size int
	make              func() []*twoPhase
	once              sync.Once
	made              []*twoPhase
}

// active reports whether the group has tasks at level n.
func (g *taskGroup) active(n int) bool { return g.size > 0 && g.from <= n && n < g.until }

// searches returns the group's searches, made the first time.
func (g *taskGroup) searches() []*twoPhase {
	g.once.Do(func() { g.made = g.make() })
	return g.made
}

// splitAfter is how many levels after the first a search to a target of
// tightTarget or less splits each direction's search by first move (see
// schedule). Split from the first level, or two or three after it, the
// nodes were as few, but the median cube's many small tasks cost it more
// than they saved (bench -n 1000 -max 19 -workers 1, one run each: split
// from 2, 3, 4, 5 levels after: 97.2k, 97.2k, 98.4k, 98.5k nodes a cube,
// median 1.52, 1.47, 1.27, 1.32 ms; not split 113.9k, 1.23 ms). With the
// levels sorted by slack, from 2 or 3: 86.5k and 86.4k against 87.5k, and
// no faster on two workers (three alternating runs).
const splitAfter = 4

// newLevels lays out the tasks of a solve of the cube seen as v in the
// directions dirs, whose own searches are own, from level first on.
func (s *engine) newLevels(r *run.Run, v *views, dirs []direction, own []*twoPhase, first int) *levels {
	lv := new(levels)
	tight := r.Target() <= tightTarget
	lv.bySlack = tight
	lv.groups[ownGroup] = taskGroup{from: first, until: maxPath + 1, size: len(own),
		make: func() []*twoPhase { return own }}
	if tight {
		from := first + splitAfter
		lv.groups[ownGroup].until = from
		g := &lv.groups[splitGroup]
		*g = taskGroup{from: from, until: maxPath + 1, size: cube.NumMoves * len(dirs)}
		// Split from copies made now: the first worker searches with own
		// when another worker may make the split.
		whole := cloneAll(own)
		g.make = func() []*twoPhase { return s.splitSearches(whole, dirs) }
	}
	for k, pt := range premoveTiers {
		after := pt.after
		if tight {
			after = pt.tightAfter
		}
		g := &lv.groups[tierGroup+k]
		*g = taskGroup{from: first + after, until: maxPath + 1, size: len(dirs) * len(pt.pres)}
		g.make = func() []*twoPhase { return s.premoveSearches(r, v, dirs, pt.pres) }
	}
	// To 20 moves or more the directions' own searches come first in a
	// level, the tiers after them in order: most such searches end in the
	// directions' own, before any premove search is made, whose making
	// (the phase-1 distances of up to 600 cubes) no node count shows.
	// Alternating on bench -n 1000, load 3.3-3.9: premove searches first,
	// 2,063 nodes a cube against 2,686, but a median of 0.18-0.21 ms
	// against 0.15-0.17 on one worker (0.25-0.28 against 0.23-0.25 on two).
	// To a tight target, sorted by slack, the order breaks the ties: the
	// premove searches first, the last tier first (ties the other way
	// round: bench -n 1000 -max 19 -workers 1, 97.3k nodes a cube against
	// 87.5k).
	for i := range lv.order {
		lv.order[i] = i // own, split, the tiers in order
	}
	if tight {
		for k := range premoveTiers {
			lv.order[k] = tierGroup + len(premoveTiers) - 1 - k
		}
		lv.order[len(premoveTiers)], lv.order[len(premoveTiers)+1] = ownGroup, splitGroup
	}
	return lv
}

// size is how many tasks level n has: the searches of its groups (to a
// tight target, those that can find a phase-1 solution there).
func (lv *levels) size(n int) int {
	if lv.bySlack {
		return len(lv.sortedLevel(n))
	}
	size := 0
	for i := range lv.groups {
		if g := &lv.groups[i]; g.active(n) {
			size += g.size
		}
	}
	return size
}

// at returns level n's task p, below size(n): its group and its place
// among the group's searches.
func (lv *levels) at(n, p int) (group, index int) {
	if lv.bySlack {
		t := lv.sortedLevel(n)[p]
		return t.group, t.index
	}
	for _, i := range lv.order {
		if g := &lv.groups[i]; g.active(n) {
			if p < g.size {
				return i, p
			}
			p -= g.size
		}
	}
	panic("twophase: task beyond its level")
}

// sortedLevel returns level n's tasks, to a tight target: its groups'
// searches that can find a phase-1 solution there, the smallest trees
// first, as bucketed by their slack, the moves their phase 1 has to spare
// (n less their premoves and least); in their groups' order where the
// slack is the same. The first worker at the level sorts them, making any
// group not made yet. To 19 moves, bench -n 1000 -workers 1: 87.5k nodes
// a cube, against 93.7k in the groups' order with only the split
// searches sorted so. (To 20 moves it took 1,907 nodes a cube against
// 2,568, but raised the median: the premove searches, made sooner, are
// most cubes' whole cost; see newLevels.)
func (lv *levels) sortedLevel(n int) []task {
	sorted := &lv.sorted[n]
	sorted.once.Do(func() {
		type slacked struct {
			task
			slack int
		}
		var all []slacked
		var count [maxPath + 2]int // of each slack, then where it begins
		for _, i := range lv.order {
			if g := &lv.groups[i]; g.active(n) {
				for index, tp := range g.searches() {
					if slack := n - len(tp.starts[0].pre) - tp.least; slack >= 0 {
						all = append(all, slacked{task{i, index}, slack})
						count[slack+1]++
					}
				}
			}
		}
		for k := 1; k < len(count); k++ {
			count[k] += count[k-1]
		}
		sorted.tasks = make([]task, len(all))
		for _, t := range all {
			sorted.tasks[count[t.slack]] = t.task
			count[t.slack]++
		}
	})
	return sorted.tasks
}

// splitSearches makes for each first move a search in each direction of
// dirs that starts with it, as a copy of that direction's search in whole:
// the directions' own trees, split by first move, each knowing how many
// moves its phase 1 has at least (one more than the distance after its
// first move). Copies, in one allocation: making them anew took 51 us
// for six directions, copying 14.
func (s *engine) splitSearches(whole []*twoPhase, dirs []direction) []*twoPhase {
	of := make([]*twoPhase, len(dirs)) // each direction's search in whole
	for k, d := range dirs {
		of[k] = whole[slices.IndexFunc(whole, func(tp *twoPhase) bool { return tp.dir == d })]
	}
	room := make([]twoPhase, cube.NumMoves*len(dirs))
	out := make([]*twoPhase, 0, len(room))
	for m := range cube.NumMoves {
		for _, from := range of {
			tp := &room[len(out)]
			from.cloneInto(tp)
			tp.firstMoves = 1 << m
			kid := s.t.Phase1Move(tp.start, m)
			tp.least = 1 + ttables.NextDepth(tp.depth1, s.t.Prune1(s.t.Phase1Index(kid)))
			out = append(out, tp)
		}
	}
	return out
}
