package solver

import (
	"fmt"

	otables "cubesolver/tables/optimal"
)

// Distribution counts a table's entries by what they hold: for a pruning
// table, the positions at each depth, which the tests check against the
// published figures ('cubecli tables -stats' prints them).
type Distribution struct {
	Table  string   // which table, and what it counts
	Counts []int64  // Counts[v]: the entries holding v
	Labels []string // what each v means, if not a depth
}

// Distributions returns the depth distributions of the standard search's
// pruning tables.
func (s *Solver) Distributions() []Distribution {
	p1, p2 := s.t.Distributions()
	return []Distribution{
		{Table: "phase 1 pruning (FlipUDSlice x twist)", Counts: counts(p1)},
		{Table: "phase 2 pruning (corner permutation x U/D edges)", Counts: counts(p2)},
	}
}

// OptimalDistributions returns those of the chosen optimal table, once it
// is open (OpenOptimalTable, PrepareOptimalTable), else none.
func (s *Solver) OptimalDistributions() []Distribution { return s.opt.distributions() }

// optimalDistributions returns the distributions of o: h0's (built
// for its distribution even beside a finer table), the edges' table's,
// and a finer table's entries and its near set's.
func optimalDistributions(o *otables.Table) []Distribution {
	h0, fine := o.Distributions()
	d := []Distribution{
		{Table: "optimal table h0 (corner class x edge slices)", Counts: counts(h0)},
		{Table: "optimal table edges (edge slices class x flip)", Counts: counts(o.EdgeDistribution())},
	}
	size := o.Size()
	if size.Flip == 0 {
		return d
	}
	f := Distribution{Table: fmt.Sprintf("optimal table, %d bits of the flip, base %d, entries holding", size.Flip, size.Base)}
	for v, n := range fine {
		f.Counts = append(f.Counts, int64(n))
		f.Labels = append(f.Labels, fmt.Sprintf([]string{"<= %d", "= %d", "= %d", ">= %d"}[v], size.Base+v))
	}
	return append(d, f, Distribution{
		Table:  fmt.Sprintf("optimal table near set (the keys of the cubes within %d moves, whole flip; slots at each distance)", size.Near),
		Counts: counts(o.NearDistribution()),
	})
}

func counts(c []uint32) []int64 {
	out := make([]int64, len(c))
	for i, n := range c {
		out[i] = int64(n)
	}
	return out
}
