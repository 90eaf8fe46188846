package scan

import (
	"math"

	"cubesolver/solver/cube"
)

// exposure is each face's exposure and colour balance: each face is a
// photo of its own (or a part of one, lit from its own side), and a camera
// sets its exposure and white balance anew for each. A sticker of colour c
// on face f shows, in linear light, gain[f] times c's own colour, channel
// by channel. Faces are read as if all had been photographed alike.
type exposure struct {
	lin     [][3]float64 // the measurements in linear light
	perFace int          // stickers a face
	gain    [6][3]float64
}

func newExposure(colours []RGB, perFace int) *exposure {
	e := &exposure{lin: make([][3]float64, len(colours)), perFace: perFace}
	for i, c := range colours {
		e.lin[i] = [3]float64{linear(float64(c.R)), linear(float64(c.G)), linear(float64(c.B))}
	}
	for f := range e.gain {
		e.gain[f] = [3]float64{1, 1, 1}
	}
	return e
}

// clipped is the linear value from which a channel may have been cut off
// by the camera (250 of 255): it says only "at least this", and a gain
// fitted to it would be wrong.
var clipped = linear(250)

// fit estimates the faces' gains from a reading: each colour's own colour
// is the median of its stickers', corrected by their faces' gains; each
// face's gain is the least-squares factor from its stickers' own colours
// to their measurements (bright stickers count most, being least noisy).
// A few rounds of each settle them. The gains' geometric mean over the
// faces is kept at 1 in each channel, so that the colours keep their
// overall balance.
func (e *exposure) fit(f []cube.Face) {
	for round := 0; round < 4; round++ {
		var own [6][3]float64
		for c := cube.U; c <= cube.B; c++ {
			for k := 0; k < 3; k++ {
				var v []float64
				for i, ci := range f {
					if ci == c {
						v = append(v, e.lin[i][k]/e.gain[i/e.perFace][k])
					}
				}
				own[c][k] = median(v)
			}
		}
		for face := 0; face < 6; face++ {
			var xy, yy float64
			for k := 0; k < 3; k++ {
				for i := face * e.perFace; i < (face+1)*e.perFace; i++ {
					if e.lin[i][k] >= clipped {
						continue
					}
					y := own[f[i]][k]
					xy += e.lin[i][k] * y
					yy += y * y
				}
			}
			if yy > 0 {
				g := min(max(xy/yy, 1.0/maxGain), maxGain)
				e.gain[face] = [3]float64{g, g, g}
			}
		}
		for k := 0; k < 3; k++ {
			logs := 0.0
			for face := 0; face < 6; face++ {
				logs += math.Log(e.gain[face][k])
			}
			mean := math.Exp(logs / 6)
			for face := 0; face < 6; face++ {
				e.gain[face][k] /= mean
			}
		}
	}
}

// maxGain bounds a face's gain: a face four times darker or brighter than
// the others is as far as a photo can be off and still be read.
const maxGain = 4.0

// corrected returns the measurements in CIELAB with each face's gain taken
// out.
func (e *exposure) corrected() []lab {
	x := make([]lab, len(e.lin))
	for i, v := range e.lin {
		g := e.gain[i/e.perFace]
		x[i] = labOfLinear(v[0]/g[0], v[1]/g[1], v[2]/g[2])
	}
	return x
}
