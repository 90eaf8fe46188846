package camera

import (
	"errors"
	"image"
	"math"
	"slices"

	"cubesolver/solver/scan"
	"cubesolver/solver/scan/photo"
)

// Sighting is what one frame shows: the face found in it, if any, and its
// stickers' colours: nine, or with N = 2 the pocket cube's four (the rest
// unused).
type Sighting struct {
	Found   bool
	Quad    photo.Quad
	Colours [9]scan.RGB
	N       int // stickers along the face's edge: 3 (or 0), or 2
	// Colourless says that the frame is black and white (a camera in a
	// mono or night mode): no face is looked for, as in a photo.
	Colourless bool
}

// side is the number of stickers along the face's edge.
func (v Sighting) side() int {
	if v.N == 2 {
		return 2
	}
	return 3
}

// Steady takes a face once it has been held still: found in Need frames in
// a row, its outline moving by less than a tenth of a sticker and its
// colours changing by little from frame to frame. A face whose stickers
// look like those of a face already taken (turned or not) is not taken
// again, so that the face just taken, still in view while the cube is
// turned, is not mistaken for the next one; a face whose centre alone
// looks like a taken one's (white and yellow, over-exposed) is. It takes a
// cube seen from a corner the same way (AddCorner), by its 27 stickers.
type Steady struct {
	// Need is how many still frames in a row take a face.
	Need int
	run  []frame
	// taken holds the stickers of the faces (or corners) taken, in
	// CIELAB, by the caller's key.
	taken map[int][][3]float64
}

// frame is what Steady keeps of a sighting: the outline's corners, the
// stickers' colours, and a sticker's size in pixels; face says that it is
// one face, which may be seen turned.
type frame struct {
	points  []photo.Point
	colours []scan.RGB
	sticker float64
	face    bool
	side    int // a face's stickers along its edge
}

// NewSteady returns a Steady that finds a face still after need frames.
func NewSteady(need int) *Steady { return &Steady{Need: max(need, 1), taken: map[int][][3]float64{}} }

const (
	// stillOutline is how far, as a fraction of a sticker's side, a
	// corner of the outline may move between frames of a still face.
	stillOutline = 0.1
	// stillColour is the largest mean colour difference (CIELAB ΔE)
	// between frames of a still face: noise and auto exposure stay well
	// below it, a face turned shows other stickers.
	stillColour = 12
	// sameStickers is the mean colour difference of their stickers below
	// which two faces (or corners) are taken to be the same: two faces of
	// a cube differ in most stickers by far more, even a face of white
	// from one of yellow, over-exposed, in many.
	sameStickers = 15
)

// Add gives the next frame's sighting. It returns the face's colours (the
// median of each sticker over the still frames; the pocket cube's four
// first) and ok once a face not yet taken has been still for Need frames;
// progress says how far the face in view is towards that, 0 to 1, for the
// window to show. The caller Takes the face it wants.
func (s *Steady) Add(v Sighting) (colours [9]scan.RGB, progress float64, ok bool) {
	var f *frame
	if v.Found {
		n := v.side()
		f = &frame{points: v.Quad[:], colours: v.Colours[:n*n], sticker: side(v.Quad) / float64(n), face: true, side: n}
	}
	all, progress, ok := s.add(f)
	copy(colours[:], all)
	return colours, progress, ok
}

// AddCorner is Add for a cube seen from a corner: it returns the three
// faces' colours once the corner has been still for Need frames, unless
// its stickers look like those of one taken.
func (s *Steady) AddCorner(v CornerSighting) (colours [3][9]scan.RGB, progress float64, ok bool) {
	var f *frame
	if v.Found {
		f = &frame{sticker: side(v.Corner.Top) / 3}
		for _, q := range []photo.Quad{v.Corner.Top, v.Corner.Left, v.Corner.Right} {
			f.points = append(f.points, q[:]...)
		}
		for _, c := range v.Colours {
			f.colours = append(f.colours, c[:]...)
		}
	}
	all, progress, ok := s.add(f)
	if ok {
		for k := range colours {
			copy(colours[k][:], all[9*k:])
		}
	}
	return colours, progress, ok
}

// add is Add for a frame, nil where nothing was found.
func (s *Steady) add(v *frame) (colours []scan.RGB, progress float64, ok bool) {
	if v == nil || s.seen(*v) {
		s.run = s.run[:0]
		return nil, 0, false
	}
	if n := len(s.run); n > 0 && !still(s.run[n-1], *v) {
		s.run = s.run[:0]
	}
	s.run = append(s.run, *v)
	if len(s.run) < s.Need {
		return nil, float64(len(s.run)) / float64(s.Need), false
	}
	colours = median(s.run)
	s.run = s.run[:0]
	return colours, 1, true
}

// Take records the colours taken for a face (any key the caller uses, such
// as a cube.Face), so that a face with those stickers is not offered again.
func (s *Steady) Take(face int, colours [9]scan.RGB) { s.TakeFace(face, colours[:]) }

// TakeFace is Take of a face of any size: nine stickers, or the pocket
// cube's four.
func (s *Steady) TakeFace(face int, colours []scan.RGB) { s.taken[face] = labs(colours) }

// TakeCorner records a corner taken (any key the caller uses), so that a
// corner with those stickers is not offered again.
func (s *Steady) TakeCorner(view int, colours [3][9]scan.RGB) {
	s.taken[view] = labs(append(append(colours[0][:], colours[1][:]...), colours[2][:]...))
}

func labs(c []scan.RGB) [][3]float64 {
	out := make([][3]float64, len(c))
	for k := range c {
		out[k] = lab(c[k])
	}
	return out
}

// Forget lets a face taken be taken again, to retake it.
func (s *Steady) Forget(face int) { delete(s.taken, face) }

// seen says whether a frame shows a face (or corner) already taken: its
// stickers, as they are or a face turned, each like the taken one's.
func (s *Steady) seen(v frame) bool {
	now := labs(v.colours)
	for _, t := range s.taken {
		if len(t) != len(now) {
			continue
		}
		turns := 1
		if v.face {
			turns = 4
		}
		for turn := 0; turn < turns; turn++ {
			sum := 0.0
			for k := range now {
				j := k
				for n := 0; n < turn; n++ {
					j = j%v.side*v.side + v.side - 1 - j/v.side // a quarter turn of a face's grid
				}
				sum += labDist(t[j], now[k])
			}
			if sum/float64(len(now)) < sameStickers {
				return true
			}
		}
	}
	return false
}

// still says whether b shows the same face (or corner) as a, barely
// moved.
func still(a, b frame) bool {
	if len(a.points) != len(b.points) {
		return false
	}
	for k := range a.points {
		if math.Hypot(a.points[k].X-b.points[k].X, a.points[k].Y-b.points[k].Y) > stillOutline*a.sticker {
			return false
		}
	}
	var sum float64
	for k := range a.colours {
		sum += labDist(lab(a.colours[k]), lab(b.colours[k]))
	}
	return sum/float64(len(a.colours)) < stillColour
}

// side is the length of a quad's first edge.
func side(q photo.Quad) float64 { return math.Hypot(q[1].X-q[0].X, q[1].Y-q[0].Y) }

// median is each sticker's per-channel median over the frames.
func median(run []frame) []scan.RGB {
	out := make([]scan.RGB, len(run[0].colours))
	r, g, b := make([]uint8, len(run)), make([]uint8, len(run)), make([]uint8, len(run))
	mid := func(ch []uint8) uint8 { slices.Sort(ch); return ch[len(ch)/2] }
	for k := range out {
		for i, v := range run {
			r[i], g[i], b[i] = v.colours[k].R, v.colours[k].G, v.colours[k].B
		}
		out[k] = scan.RGB{R: mid(r), G: mid(g), B: mid(b)}
	}
	return out
}

func lab(c scan.RGB) [3]float64 { return scan.ToLab(float64(c.R), float64(c.G), float64(c.B)) }

func labDist(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// Look finds the face in a frame and measures its stickers.
func Look(img image.Image) Sighting {
	q, err := photo.Find(img)
	if err != nil {
		return Sighting{Colourless: errors.Is(err, photo.ErrNoColour)}
	}
	colours, err := photo.Sample(img, q)
	if err != nil {
		return Sighting{}
	}
	return Sighting{Found: true, Quad: q, Colours: colours, N: 3}
}

// LookN is Look for a face of n x n stickers: 3, or 2 for the pocket cube.
func LookN(img image.Image, n int) Sighting {
	if n != 2 {
		return Look(img)
	}
	faces, err := photo.FindFaces(img, n)
	if err != nil {
		return Sighting{Colourless: errors.Is(err, photo.ErrNoColour)}
	}
	q := faces[0].Outline()
	colours, err := photo.SampleN(img, q, n)
	if err != nil {
		return Sighting{}
	}
	v := Sighting{Found: true, Quad: q, N: n}
	copy(v.Colours[:], colours)
	return v
}

// CornerSighting is what one frame shows of a cube seen from a corner:
// the corner found, if any, and its three faces' colours as seen (top,
// left, right, each face read as it lies in the picture, as
// photo.FrontCorner reads them; a view's Turn gives its faces').
type CornerSighting struct {
	Found   bool
	Corner  photo.Corner
	Colours [3][9]scan.RGB
	// Colourless says that the frame is black and white, as Sighting's.
	Colourless bool
}

// LookCorner finds a cube seen from a corner in a frame and measures its
// three faces' stickers.
func LookCorner(img image.Image) CornerSighting {
	c, err := photo.FindCorner(img)
	if err != nil {
		return CornerSighting{Colourless: errors.Is(err, photo.ErrNoColour)}
	}
	colours, err := photo.SampleCorner(img, c, photo.FrontCorner)
	if err != nil {
		return CornerSighting{}
	}
	return CornerSighting{Found: true, Corner: c, Colours: colours}
}
