package tables

import (
	"context"
)

// Phase-1 pruning: FlipUDSlice class x twist, 2187*64430 entries.
const NPrune1 = NTwist * NFlipSliceClass

// Prune1Index returns the phase-1 pruning index of a cube with raw flip,
// UD-slice (0..494) and twist coordinates.
func (t *Tables) Prune1Index(flip, slice, twist int) int {
	fs := slice<<11 | flip
	cls, sym := int(t.FlipSliceClass[fs]), int(t.FlipSliceSym[fs])
	return cls*NTwist + int(t.TwistConj[twist*NSym+sym])
}

// buildPrune1 fills the phase-1 depths breadth-first: forward from each
// depth's entries while they are few, then backward, from the empty entries,
// once most of the table is full (seed section 10).
func (t *Tables) buildPrune1(ctx context.Context, p *progress) (*depthArray, error) {
	a := newDepthArray(NPrune1)
	a.fill(0, 0)
	filled := int64(1)
	for d := uint8(0); filled < NPrune1; d++ {
		backward := filled > NPrune1/4
		// A backward pass looks at the empty entries, a forward one at depth d.
		want := d
		if backward {
			want = empty
		}
		p.stage("phase-1 pruning table", int(d)+1)
		n, err := parallelRange(ctx, NFlipSliceClass, p, func(lo, hi int) int64 {
			var count int64
			var cls2, sym2 [N]int
			for cls := lo; cls < hi; cls++ {
				rep := int(t.FlipSliceRep[cls])
				flip, slice := rep&2047, rep>>11
				for m := 0; m < N; m++ {
					fs := int(t.SliceMove[slice*N+m])<<11 | int(t.FlipMove[flip*N+m])
					cls2[m] = int(t.FlipSliceClass[fs]) * NTwist
					sym2[m] = int(t.FlipSliceSym[fs])
				}
				base := cls * NTwist
				for i := a.next(base, base+NTwist, want); i < base+NTwist; i = a.next(i+1, base+NTwist, want) {
					tw := i - base
					moved := t.TwistMove[tw*N : tw*N+N]
					if backward {
						for m, tw2 := range moved {
							if a.get(cls2[m]+int(t.TwistConj[int(tw2)*NSym+sym2[m]])) == d {
								count += fillSym(a, base, tw, t.flipSliceStab[cls], t.TwistConj, d+1)
								break
							}
						}
					} else {
						for m, tw2 := range moved {
							count += fillSym(a, cls2[m], int(t.TwistConj[int(tw2)*NSym+sym2[m]]), t.flipSliceStab[cls2[m]/NTwist], t.TwistConj, d+1)
						}
					}
				}
			}
			return count
		})
		if err != nil {
			return nil, err
		}
		filled += n
		if n == 0 {
			break
		}
	}
	return a, nil
}

// fillSym fills entry base+x with depth d, and the entries of the same row
// equal to it by a self-symmetry of the row's class (stab), and returns how
// many were empty. conj is the raw coordinate's conjugation table.
func fillSym(a *depthArray, base, x int, stab uint16, conj []uint16, d uint8) int64 {
	var n int64
	if a.fill(base+x, d) {
		n++
	}
	for s, st := 1, int(stab)>>1; st != 0; s, st = s+1, st>>1 {
		if st&1 != 0 && a.fill(base+int(conj[x*NSym+s]), d) {
			n++
		}
	}
	return n
}
