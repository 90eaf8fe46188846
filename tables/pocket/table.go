package pocket

import (
	"context"

	"cubesolver/tables/internal/bfs"

	"cubesolver/solver/cube"
	pcube "cubesolver/solver/cube/pocket"
	"cubesolver/solver/search"
	"cubesolver/tables/internal/cache"
)

// The pocket cube's distance table: for each of its 3,674,160 positions
// with the DBL corner home and untwisted, the fewest turns of U, R and F
// that solve it, in the half-turn and the quarter-turn metric. It is the
// whole search: one breadth-first pass per metric, as in the 2x2x2 seed
// document, and a position is solved by stepping to a neighbour one turn
// nearer until there is none.

// Table coordinates: the permutation of the seven corners that move (the
// six of positions URF..DLF and DRB, a Lehmer code, 0..5039) and the
// twists of the first six of those (base 3, 0..728; the seventh makes them
// add up).
const (
	NPerm  = 5040
	NTwist = 729
	N      = NPerm * NTwist // 3,674,160
	// NMoves are the turns of U, R and F: cube.Move 0..8.
	NMoves = 9
)

// pocketMoving lists the corner positions that turns of U, R and F move.
var pocketMoving = [7]int{cube.URF, cube.UFL, cube.ULB, cube.UBR, cube.DFR, cube.DLF, cube.DRB}

// Metric says how a pocket distance counts a half turn: one move (HTM) or
// two quarter turns (QTM).
type Metric = search.Metric

// The metrics.
const (
	HTM = search.HTM
	QTM = search.QTM
)

// MaxDistance is the largest distance in each metric ("God's
// number" of the pocket cube): 11 in HTM, 14 in QTM.
var MaxDistance = [2]int{HTM: 11, QTM: 14}

// Table is the pocket cube's move and distance tables.
type Table struct {
	permMove  []uint16 // NPerm * NMoves
	twistMove []uint16 // NTwist * NMoves
	dist      [2][]uint8
}

// Index returns the coordinate of c, whose DBL corner must be home
// and untwisted (see pocket.Cube.Anchored).
func Index(c pcube.Cube) int {
	return pocketPerm(c)*NTwist + pocketTwist(c)
}

// CubeAt returns the cube of coordinate i (0..NPocket-1).
func CubeAt(i int) pcube.Cube {
	c := pcube.Solved()
	setPocketPerm(&c, i/NTwist)
	setPocketTwist(&c, i%NTwist)
	return c
}

// pocketRank maps a moving piece to 0..6.
func pocketRank(p int8) int {
	if p == cube.DRB {
		return 6
	}
	return int(p)
}

func pocketPerm(c pcube.Cube) int {
	idx := 0
	for k := 0; k < 7; k++ {
		p := pocketRank(c.CP[pocketMoving[k]])
		smaller := 0
		for j := k + 1; j < 7; j++ {
			if pocketRank(c.CP[pocketMoving[j]]) < p {
				smaller++
			}
		}
		idx = idx*(7-k) + smaller
	}
	return idx
}

func setPocketPerm(c *pcube.Cube, idx int) {
	var digits [7]int
	for k := 6; k >= 0; k-- {
		digits[k] = idx % (7 - k)
		idx /= 7 - k
	}
	free := []int8{0, 1, 2, 3, 4, 5, cube.DRB}
	for k := 0; k < 7; k++ {
		c.CP[pocketMoving[k]] = free[digits[k]]
		free = append(free[:digits[k]], free[digits[k]+1:]...)
	}
}

func pocketTwist(c pcube.Cube) int {
	t := 0
	for k := 0; k < 6; k++ {
		t = 3*t + int(c.CO[pocketMoving[k]])
	}
	return t
}

func setPocketTwist(c *pcube.Cube, t int) {
	sum := 0
	for k := 5; k >= 0; k-- {
		c.CO[pocketMoving[k]] = int8(t % 3)
		sum += t % 3
		t /= 3
	}
	c.CO[cube.DRB] = int8((3 - sum%3) % 3)
}

// Move returns the coordinate after turn m (cube.Move 0..8: U, R or F).
func (t *Table) Move(i int, m cube.Move) int {
	p, w := i/NTwist, i%NTwist
	return int(t.permMove[p*NMoves+int(m)])*NTwist + int(t.twistMove[w*NMoves+int(m)])
}

// Distance returns the fewest turns that solve coordinate i in metric m.
func (t *Table) Distance(i int, m Metric) int { return int(t.dist[m][i]) }

// Distribution counts the positions at each distance in metric m.
func (t *Table) Distribution(m Metric) []int64 {
	var n []int64
	for _, d := range t.dist[m] {
		for int(d) >= len(n) {
			n = append(n, 0)
		}
		n[d]++
	}
	return n
}

var weights = map[search.Stage][]float64{
	search.StageLoadingPocket: {0},
	search.StagePocketMoves:   {0.01},
	search.StagePocketHTM:     {0.1},
	search.StagePocketQTM:     {0.1},
	search.StageSavingPocket:  {0.02},
}

// buildPocket makes the move tables and then both distance tables.
func build(ctx context.Context, p *cache.Reporter) (*Table, error) {
	p.Stage(search.StagePocketMoves, 1)
	t := moveTables()
	for m, stage := range [2]search.Stage{HTM: search.StagePocketHTM, QTM: search.StagePocketQTM} {
		p.Stage(stage, 1)
		d, err := t.breadthFirst(ctx, Metric(m), p)
		if err != nil {
			return nil, err
		}
		t.dist[m] = d
	}
	return t, nil
}

// pocketMoves builds the move tables.
func moveTables() *Table {
	t := &Table{permMove: make([]uint16, NPerm*NMoves), twistMove: make([]uint16, NTwist*NMoves)}
	for i := range NPerm {
		var c pcube.Cube
		setPocketPerm(&c, i)
		for m := range cube.Move(NMoves) {
			t.permMove[i*NMoves+int(m)] = uint16(pocketPerm(c.Move(m)))
		}
	}
	for i := range NTwist {
		c := pcube.Solved()
		setPocketTwist(&c, i)
		for m := range cube.Move(NMoves) {
			t.twistMove[i*NMoves+int(m)] = uint16(pocketTwist(c.Move(m)))
		}
	}
	return t
}

// Turns are the turns metric m counts as one move, U R F first to
// last.
func Turns(m Metric) []cube.Move {
	if m == QTM {
		return []cube.Move{0, 2, 3, 5, 6, 8} // U U' R R' F F'
	}
	return []cube.Move{0, 1, 2, 3, 4, 5, 6, 7, 8}
}

// breadthFirst finds every position's distance from solved in metric m:
// a pass a depth over the table, expanding the positions found at the
// depth before (the moves are their own group's, so distances from solved
// and to solved agree).
func (t *Table) breadthFirst(ctx context.Context, m Metric, p *cache.Reporter) ([]uint8, error) {
	turns := Turns(m)
	d, _, err := bfs.Distances(ctx, N, 0, func(i int, to []int32) []int32 {
		for _, mv := range turns {
			to = append(to, int32(t.Move(i, mv)))
		}
		return to
	}, p)
	return d, err
}
