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
}

// priorVariance is the spread assumed before any sticker is read: lighting
// moves lightness more than hue.
var priorVariance = lab{150, 40, 40}

// priorWeight is how many stickers' worth of belief the prior spread keeps
// once a colour's own stickers are known: it keeps a colour whose nine
// stickers happen to agree closely from becoming intolerant.
const priorWeight = 3.0

func initialModel(x *[cube.NumFacelets]lab) model {
	var m model
	for c := cube.U; c <= cube.B; c++ {
		m.mean[c] = x[centre(c)]
		m.vari[c] = priorVariance
	}
	return m
}

// learnModel estimates each colour's centre and spread from the stickers
// read as it: the median and the median absolute deviation on each axis,
// so that a sticker misread (or lit by glare) does not drag the colour
// towards itself and make the misreading look right.
func learnModel(x *[cube.NumFacelets]lab, f *cube.Facelets) model {
	var m model
	var values [6][3][]float64
	for i, c := range f {
		for d := 0; d < 3; d++ {
			values[c][d] = append(values[c][d], x[i][d])
		}
	}
	for c := range values {
		for d := 0; d < 3; d++ {
			v := values[c][d]
			med := median(v)
			dev := make([]float64, len(v))
			for k := range v {
				dev[k] = math.Abs(v[k] - med)
			}
			// 1.4826 MAD estimates the standard deviation of a Gaussian.
			sd := 1.4826 * median(dev)
			n := float64(len(v))
			m.mean[c][d] = med
			m.vari[c][d] = (n*sd*sd + priorWeight*priorVariance[d]) / (n + priorWeight)
		}
	}
	return m
}

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
