package solver

import (
	"context"
	ptables "cubesolver/tables/pocket"
	"fmt"
	"time"

	"cubesolver/solver/cube"
	"cubesolver/solver/cube/pocket"
	"cubesolver/solver/internal/pocketsearch"
	"cubesolver/solver/search"
	"cubesolver/tables"
)

// Pocket solves the 2x2x2 pocket cube, from any cube to solved or to any
// other, with the fewest turns in either metric: its table holds the
// distance of every one of the 3,674,160 positions, so every answer is
// proven optimal at once. It is safe for concurrent use.
type Pocket struct {
	t    *ptables.Table
	info search.TablesInfo
}

// LoadPocket returns the pocket cube's solver with its table cached in
// dir ("" means the user's cache folder), building it there (about a
// second) the first time; progress (which may be nil) hears how it goes.
func LoadPocket(ctx context.Context, dir string, progress func(TableProgress)) (*Pocket, error) {
	return OpenPocket(ctx, TableOptions{Dir: dir, Progress: progress})
}

// OpenPocket is LoadPocket with the options of Open: with Rebuild it
// builds the table even if the cache holds a good one.
func OpenPocket(ctx context.Context, opts TableOptions) (*Pocket, error) {
	t, info, err := ptables.Load(ctx, tables.Options{Dir: opts.Dir, Rebuild: opts.Rebuild, Progress: opts.Progress, Unsaved: opts.Unsaved})
	if err != nil {
		return nil, err
	}
	return &Pocket{t: t, info: info}, nil
}

// TablesInfo says how the table was prepared: read from the cache or
// built, and any trouble with the cache file.
func (p *Pocket) TablesInfo() search.TablesInfo { return p.info }

// Metric counts a solution's length: HTM or QTM.
type Metric = search.Metric

// The metrics.
const (
	HTM = search.HTM
	QTM = search.QTM
)

// SolvePocket returns a shortest sequence of turns (of U, R and F) that
// takes the cube from, as it is held, to the cube to, held whatever way
// the turns leave it, counting moves in metric m. Either cube may be one
// no turning reaches from solved (a corner twisted in place) as long as
// the target can be reached from the cube; otherwise the error says why.
// The result is proven optimal, and verified by applying it to from.
func (p *Pocket) Solve(from, to pocket.Cube, m Metric) (Result, error) {
	start := time.Now()
	x, err := pocket.Relative(from, to)
	if err != nil {
		return Result{}, err
	}
	moves := pocketsearch.Solve(p.t, x, m)
	if !pocket.Equal(from.Apply(moves), to) {
		return Result{}, fmt.Errorf("solver: internal error: %s does not take the pocket cube to its target", cube.FormatMoves(moves))
	}
	sol := Solution{Moves: moves, Metric: m}
	return Result{Best: sol, Stop: Exhausted, Proven: true, Nodes: int64(len(moves)), Elapsed: time.Since(start)}, nil
}

// Distance returns the fewest moves in metric m that take from to to, or
// -1 if to cannot be reached from from.
func (p *Pocket) Distance(from, to pocket.Cube, m Metric) int {
	x, err := pocket.Relative(from, to)
	if err != nil {
		return -1
	}
	return p.t.Distance(ptables.Index(x), m)
}

// Distribution counts the positions at each distance from solved in
// metric m, as the table holds them.
func (p *Pocket) Distribution(m Metric) []int64 { return p.t.Distribution(m) }

// ParseMetric reads a metric's name, either case: htm or qtm.
func ParseMetric(s string) (Metric, bool) { return search.ParseMetric(s) }
