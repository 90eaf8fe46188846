package scan

import "math"

// RGB is a measured sticker colour, 8 bits a channel, sRGB.
type RGB struct{ R, G, B uint8 }

// lab is a colour in CIELAB (D65 white): L* lightness 0..100, a* green to
// red, b* blue to yellow. Euclidean distances in it are roughly
// proportional to perceived differences.
type lab [3]float64

// toLab converts an sRGB colour to CIELAB.
func (c RGB) toLab() lab { return ToLab(float64(c.R), float64(c.G), float64(c.B)) }

// ToLab converts an sRGB colour, channels 0-255 (fractions allowed, as
// for the mean of several pixels), to CIELAB under the D65 white:
// lightness L* 0-100, then a* and b*.
func ToLab(red, green, blue float64) [3]float64 {
	return labOfLinear(linear(red), linear(green), linear(blue))
}

// labOfLinear converts linear-light RGB, 0-1 (or above, for light brighter
// than the camera's white), to CIELAB.
func labOfLinear(r, g, b float64) [3]float64 {
	// sRGB to XYZ, relative to the D65 white point.
	x := (0.4124564*r + 0.3575761*g + 0.1804375*b) / 0.95047
	y := 0.2126729*r + 0.7151522*g + 0.0721750*b
	z := (0.0193339*r + 0.1191920*g + 0.9503041*b) / 1.08883
	fx, fy, fz := labF(x), labF(y), labF(z)
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// linear undoes the sRGB transfer curve of a channel 0-255: from a table
// of 16 steps a unit, between which it is nearly straight (finding a face
// converts every pixel of a photo, and math.Pow is slow).
func linear(v float64) float64 {
	if v < 0 || v >= 255 {
		return linearExact(v)
	}
	x := v * linearSteps
	i := int(x)
	f := x - float64(i)
	return linearTable[i]*(1-f) + linearTable[i+1]*f
}

const linearSteps = 16

var linearTable = func() (t [255*linearSteps + 1]float64) {
	for i := range t {
		t[i] = linearExact(float64(i) / linearSteps)
	}
	return t
}()

func linearExact(v float64) float64 {
	c := v / 255
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
