package optimal

import "cubesolver/tables/coord"

// Sizes of the optimal table's classes and the bits that pack them.
const (
	NCornerTetradClass  = 3393              // classes of CornerTetrad under the 48 symmetries
	edgeSlicesPerClass  = coord.NEdgeSlices // entries of a class's row in the h0 table
	maxCornerTetradDist = 9                 // the corners' own distance is at most this
	cornerTetradBits    = 12                // NCornerTetradClass < 1<<12
	symBits             = 6                 // NSym48 <= 1<<6
)
