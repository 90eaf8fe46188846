package render

import "math"

// vec3 is a point or direction in the cube's frame: x to the right (R), y up
// (U), z to the front (F), one unit per cubie, the cube's centre at the
// origin.
type vec3 [3]float64

func (a vec3) scale(k float64) vec3        { return vec3{k * a[0], k * a[1], k * a[2]} }
func (a vec3) dot(b vec3) float64          { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }
func (a vec3) madd(k float64, b vec3) vec3 { return vec3{a[0] + k*b[0], a[1] + k*b[1], a[2] + k*b[2]} }

func ivec(v [3]int) vec3 { return vec3{float64(v[0]), float64(v[1]), float64(v[2])} }

// mat3 is a rotation, stored by rows.
type mat3 [3]vec3

var identity = mat3{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}

// apply returns m·v.
func (m *mat3) apply(v vec3) vec3 { return vec3{m[0].dot(v), m[1].dot(v), m[2].dot(v)} }

// mul returns m·n: first n, then m.
func (m *mat3) mul(n *mat3) mat3 {
	var r mat3
	for i := range 3 {
		for j := range 3 {
			r[i][j] = m[i][0]*n[0][j] + m[i][1]*n[1][j] + m[i][2]*n[2][j]
		}
	}
	return r
}

// transpose returns the inverse of the rotation m.
func (m *mat3) transpose() mat3 {
	return mat3{{m[0][0], m[1][0], m[2][0]}, {m[0][1], m[1][1], m[2][1]}, {m[0][2], m[1][2], m[2][2]}}
}

// rotation returns the rotation by angle radians about the unit vector axis,
// anticlockwise when the axis points at the viewer (right-hand rule).
func rotation(axis vec3, angle float64) mat3 {
	s, c := math.Sincos(angle)
	t := 1 - c
	x, y, z := axis[0], axis[1], axis[2]
	return mat3{
		{t*x*x + c, t*x*y - s*z, t*x*z + s*y},
		{t*x*y + s*z, t*y*y + c, t*y*z - s*x},
		{t*x*z - s*y, t*y*z + s*x, t*z*z + c},
	}
}
