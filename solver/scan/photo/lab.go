package photo

import "math"

// toLab converts an sRGB colour (channels 0-255) to CIELAB (D65).
func toLab(r, g, b float64) [3]float32 {
	lr, lg, lb := linear(r/255), linear(g/255), linear(b/255)
	x := (0.4124564*lr + 0.3575761*lg + 0.1804375*lb) / 0.95047
	y := 0.2126729*lr + 0.7151522*lg + 0.0721750*lb
	z := (0.0193339*lr + 0.1191920*lg + 0.9503041*lb) / 1.08883
	fx, fy, fz := labF(x), labF(y), labF(z)
	return [3]float32{float32(116*fy - 16), float32(500 * (fx - fy)), float32(200 * (fy - fz))}
}

func linear(c float64) float64 {
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

func labF(t float64) float64 {
	const d = 6.0 / 29
	if t > d*d*d {
		return math.Cbrt(t)
	}
	return t/(3*d*d) + 4.0/29
}
