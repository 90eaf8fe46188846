package optimal

import (
	"context"
	"fmt"
	"math/bits"
	"unsafe"

	"cubesolver/solver/search"
	"cubesolver/tables"
	"cubesolver/tables/coord"
	"cubesolver/tables/internal/cache"
)

// The near set: every cube within a few moves (its depth, 8 or 9) of the
// goal in the full symmetric coordinate (corner class, edge slices and
// the whole flip), with its exact distance. Where a finer table's entry
// says only "at most its base", the cube is either in the set, at the
// distance the set gives, or farther than its depth: so the bound is the
// set's distance or depth+1, which is at least h0's (h0 is at most the
// base there, and the depth at least the base less one) but where a
// fingerprint is shared (see below). It takes h0's
// place in the finer tables' files, and it sees the whole flip where h0
// sees none: next to the superflip, whose cubes the finer tables put
// within their base, the bound at 9 or fewer moves left goes from h0's
// few moves to the set's depth+1, and the superflip's proof from about
// two and a half minutes to 38 s (2GB, two cores).
//
// The set is hashed into two-byte slots: a 12-bit fingerprint of the key
// and the distance. A key whose probe meets its own fingerprint first
// shares that slot, which keeps the least distance of the keys sharing it,
// so a lookup never gives more than the cube's distance: a cube not in the
// set may read a smaller one (about one lookup in a thousand), which only
// makes the bound weaker there.

// nearKeys[d] is how many keys the set of depth d holds: the cubes within
// d moves up to symmetry, and the other keys of those whose corner class
// is symmetric (a lookup reads whichever key its conjugation gives).
// Depth 9 is as counted by building it: its slots filled, a little under
// its keys (a few share a slot; at depth 6, 49,561 for 49,570). nissy's H48
// tables, whose short cubes are these keys, count the same: 40 within 3
// moves (its test 122_gendata_h48short) and 7,437,855 within 8 (its
// h48h6 build's log, "Computed 7437855 positions").
var nearKeys = [...]int{1, 2, 6, 40, 373, 4188, 49570, 598132, 7437855, 93071596}

// maxNearSetDepth is the deepest near set: one move beyond the tables'
// breadth-first search (buildNearSet).
const maxNearSetDepth = len(nearKeys) - 1

// The tables' near sets are built one move on from fineStart at most.
const _ = uint(fineStart + 1 - maxNearSetDepth)

// nearSlots is the number of slots of the set of depth d: its keys at a
// load of at most 5/8, where a lookup of a cube not in the set probes
// about four slots, mostly one cache line.
func nearSlots(d int) int {
	if d <= 0 {
		return 0
	}
	return (nearKeys[d]*8/5 + 63) / 64 * 64
}

// nearBytes is the size of the set of depth d.
func nearBytes(d int) int64 { return 2 * int64(nearSlots(d)) }

const (
	nearDistBits = 4
	nearEmpty    = 0
)

// nearSet is the set of one depth over the slots given.
type nearSet struct {
	depth int
	slots []uint16
}

// home returns the first slot to probe for key k and the fingerprint it
// is kept under (never 0, which marks an empty slot), both from the
// mixed key: the slot from its high bits, the fingerprint from its low.
func (s *nearSet) home(k uint64) (int, uint16) {
	h := hash64(k)
	i, _ := bits.Mul64(h, uint64(len(s.slots)))
	fp := uint16(h) & (1<<(16-nearDistBits) - 1)
	if fp == 0 {
		fp = 1
	}
	return int(i), fp << nearDistBits
}

// add records key k at distance d, keeping the least where its slot is
// shared.
func (s *nearSet) add(k uint64, d int) {
	i, fp := s.home(k)
	for {
		v := s.slots[i]
		if v == nearEmpty {
			s.slots[i] = fp | uint16(d)
			return
		}
		if v&^(1<<nearDistBits-1) == fp {
			if int(v&(1<<nearDistBits-1)) > d {
				s.slots[i] = fp | uint16(d)
			}
			return
		}
		if i++; i == len(s.slots) {
			i = 0
		}
	}
}

// bound returns the distance the set gives key k: its own (or less), or
// depth+1 for a key not in it.
func (s *nearSet) bound(k uint64) int {
	i, fp := s.home(k)
	for {
		v := s.slots[i]
		if v == nearEmpty {
			return s.depth + 1
		}
		if v&^(1<<nearDistBits-1) == fp {
			return int(v & (1<<nearDistBits - 1))
		}
		if i++; i == len(s.slots) {
			i = 0
		}
	}
}

// prefetch asks for key k's first slot.
func (s *nearSet) prefetch(p *tables.Prefetch, k uint64) {
	i, _ := s.home(k)
	p.Add(unsafe.Pointer(&s.slots[i]))
}

// buildNearSet fills s (its depth set, its slots zero): breadth first
// over the full coordinate to depth bfs (fullBFS; fineStart, 8, for the
// tables offered), and for one depth more one move on from there, where
// the set itself tells the cubes already met (a shared slot keeps the
// least distance, so a cube taken for met is never given more than its
// own). Two depths more would leave cubes out, read as farther than they
// are, so it is refused.
func (c *symCoords) buildNearSet(ctx context.Context, p *cache.Reporter, s *nearSet, bfs int) error {
	if s.depth > bfs+1 {
		return fmt.Errorf("near set of depth %d from a breadth-first search to %d", s.depth, bfs)
	}
	p.Stage(search.StageOptimalNear, 1)
	levels, err := c.fullBFS(ctx, p, min(s.depth, bfs))
	if err != nil {
		return err
	}
	for d, level := range levels {
		for _, k := range level {
			cls, e, f := splitKey(k)
			c.addNear(s, cls, e, f, d)
		}
	}
	if s.depth <= bfs {
		return nil
	}
	p.Stage(search.StageOptimalNear, 2)
	last := levels[bfs]
	for i, k := range last {
		if i%(1<<16) == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
			p.Part(float64(i) / float64(len(last)))
		}
		cls, e, f := splitKey(k)
		for m := 0; m < coord.NMoves; m++ {
			cls2, e2, f2, _ := c.step(cls, e, f, m)
			c.addNear(s, cls2, e2, f2, bfs+1)
		}
	}
	return nil
}

// addNear adds the cube (cls, e, f) at distance d under each of its keys:
// one for each symmetry of its corner class (Key conjugates by any of
// them).
func (c *symCoords) addNear(s *nearSet, cls, e, f, d int) {
	s.add(fullKey(cls, e, f), d)
	for sym, st := 1, c.cornerStab[cls]>>1; st != 0; sym, st = sym+1, st>>1 {
		if st&1 != 0 {
			e2, f2 := c.conjEdges(e, f, sym)
			s.add(fullKey(cls, e2, f2), d)
		}
	}
}

// NearDistribution returns how many of the near set's slots hold each
// distance (none for h0 alone): its keys at each depth, less the few
// that share a slot.
func (o *Table) NearDistribution() []uint32 {
	if len(o.near.slots) == 0 {
		return nil
	}
	// Sized for any distance a slot can hold, so that a file whose slots
	// disagree with its depth is counted, not a panic.
	dist := make([]uint32, 1<<nearDistBits)
	for _, v := range o.near.slots {
		if v != nearEmpty {
			dist[v&(1<<nearDistBits-1)]++
		}
	}
	n := len(dist)
	for n > o.near.depth+1 && dist[n-1] == 0 {
		n--
	}
	return dist[:n]
}
