package scan

import (
	"math"
	"slices"

	"cubesolver/solver/cube"
)

// model is each colour's mean and spread in CIELAB, per axis: the cost of a
// sticker showing colour c is its negative log-likelihood under c's
// Gaussian.
type model struct {
	mean [6]lab
	vari [6]lab
	// pooled is the spread of all stickers about their colours' medians,
	// per axis (the prior's before any is read).
	pooled lab
}

// priorVariance is the spread assumed before any sticker is read: lighting
// moves lightness more than hue.
var priorVariance = lab{150, 40, 40}

// priorWeight is how many stickers' worth of belief the prior spread keeps
// once a colour's own stickers are known: it keeps a colour whose nine
// stickers happen to agree closely from becoming intolerant.
const priorWeight = 1.5

// initialModel is the model before any sticker is read: colour c as
// sticker seeds[c] shows it (a centre, on the 3x3x3), each with the prior
// spread.
func initialModel(x []lab, seeds [6]int) model {
	var m model
	for c := cube.U; c <= cube.B; c++ {
		m.mean[c] = x[seeds[c]]
		m.vari[c] = priorVariance
	}
	m.pooled = priorVariance
	return m
}

// learnModel estimates each colour's centre and spread from the stickers
// read as it: the median and the median absolute deviation on each axis,
// so that a sticker misread (or lit by glare) does not drag the colour
// towards itself and make the misreading look right. Nine stickers tell a
// colour's spread only roughly, so each colour's is drawn towards the
// spread of all stickers about their colours' medians (priorWeight
// stickers' worth): a colour whose stickers all agree closely (white and
// yellow, both near saturation in an over-exposed photo) is told apart by
// small differences, but not by differences smaller than the photo's own
// noise.
func learnModel(x []lab, f []cube.Face) model { return learnModelWithout(x, f, nil) }

// learnModelWithout is learnModel with the stickers in skip left out.
func learnModelWithout(x []lab, f []cube.Face, skip []bool) model {
	var m model
	var values [6][3][]float64
	for i, c := range f {
		if skip != nil && skip[i] {
			continue
		}
		for d := 0; d < 3; d++ {
			values[c][d] = append(values[c][d], x[i][d])
		}
	}
	var sd [6]lab
	var all [3][]float64 // every sticker's distance from its colour's median
	for c := range values {
		for d := 0; d < 3; d++ {
			v := values[c][d]
			med := median(v)
			dev := make([]float64, len(v))
			for k := range v {
				dev[k] = math.Abs(v[k] - med)
			}
			all[d] = append(all[d], dev...)
			m.mean[c][d] = med
			// 1.4826 MAD estimates the standard deviation of a Gaussian.
			sd[c][d] = 1.4826 * median(dev)
		}
	}
	for d := 0; d < 3; d++ {
		pooled := max(1.4826*median(all[d]), minSpread)
		m.pooled[d] = pooled * pooled
		for c := range values {
			n := float64(len(values[c][d]))
			m.vari[c][d] = max((n*sd[c][d]*sd[c][d]+priorWeight*pooled*pooled)/(n+priorWeight), minSpread*minSpread)
		}
	}
	return m
}

// minSpread is the least spread of a colour on each axis of CIELAB: about
// what rounding to 8 bits a channel leaves.
const minSpread = 0.5

func median(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// cost is the negative log-likelihood (up to a constant) of colour c
// showing as v.
func (m model) cost(v lab, c cube.Face) float64 {
	s := 0.0
	for d := 0; d < 3; d++ {
		e := v[d] - m.mean[c][d]
		s += e*e/m.vari[c][d] + math.Log(m.vari[c][d])
	}
	return s / 2
}

// distance is the cost of colour c showing as v if every colour had the
// stickers' pooled spread: a yardstick for every colour alike.
func (m model) distance(v lab, c cube.Face) float64 {
	s := 0.0
	for d := 0; d < 3; d++ {
		e := v[d] - m.mean[c][d]
		s += e * e / m.pooled[d]
	}
	return s / 2
}
