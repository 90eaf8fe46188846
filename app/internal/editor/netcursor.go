package editor

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"fyne.io/fyne/v2"

	"cubesolver/render"
)

// The net takes the keyboard focus (Tab), and then shows a sticker
// cursor: the arrow keys move it, and the window's handlers (OnRune,
// OnKey) paint the sticker under it and step on, as a person reads a
// face: left to right, top to bottom, then the next face. A click paints
// and leaves the focus alone, so the colour keys still choose colours.

// FocusGained implements fyne.Focusable.
func (v *NetView) FocusGained() {
	v.focused = true
	v.Refresh()
}

// FocusLost implements fyne.Focusable.
func (v *NetView) FocusLost() {
	v.focused = false
	v.Refresh()
}

// Focused reports whether the net has the keyboard focus.
func (v *NetView) Focused() bool { return v.focused }

// Cursor returns the sticker under the cursor.
func (v *NetView) Cursor() int { return v.cursor }

// SetCursor puts the cursor on sticker i, if the net shows it.
func (v *NetView) SetCursor(i int) {
	if v.Layout(1, 1).Has(i) && i != v.cursor {
		v.cursor = i
		v.Refresh()
	}
}

// NextSticker returns the sticker after i in reading order, skipping the
// centres (which say how the cube is held) and those the net does not
// show: after a face's last, the next face's first.
func (v *NetView) NextSticker(i int) int { return v.stepSticker(i, 1) }

// PrevSticker is NextSticker backwards.
func (v *NetView) PrevSticker(i int) int { return v.stepSticker(i, -1) }

func (v *NetView) stepSticker(i, d int) int {
	n := v.Layout(1, 1)
	for range 54 {
		i = (i + d + 54) % 54
		if n.Has(i) && !IsCentre(i) {
			return i
		}
	}
	return i
}

// TypedRune implements fyne.Focusable: characters go to OnRune.
func (v *NetView) TypedRune(r rune) {
	if v.OnRune != nil {
		v.OnRune(r)
	}
}

// TypedKey implements fyne.Focusable: the arrow keys move the cursor to
// the nearest sticker that way on the net (across to the next face);
// other keys go to OnKey.
func (v *NetView) TypedKey(e *fyne.KeyEvent) {
	dx, dy := 0.0, 0.0
	switch e.Name {
	case fyne.KeyLeft:
		dx = -1
	case fyne.KeyRight:
		dx = 1
	case fyne.KeyUp:
		dy = -1
	case fyne.KeyDown:
		dy = 1
	default:
		if v.OnKey != nil {
			v.OnKey(e)
		}
		return
	}
	v.SetCursor(v.neighbour(v.cursor, dx, dy))
}

// neighbour is the sticker nearest i in the direction dx, dy on the net
// (in the same row or column), or i at the net's edge.
func (v *NetView) neighbour(i int, dx, dy float64) int {
	n := v.Layout(1000, 750)
	x0, y0 := n.Sticker(i).Center()
	best, bestD := i, math.Inf(1)
	for j := range 54 {
		if j == i || !n.Has(j) {
			continue
		}
		x, y := n.Sticker(j).Center()
		along := (x-x0)*dx + (y-y0)*dy
		across := math.Abs((x-x0)*dy) + math.Abs((y-y0)*dx)
		if along <= 0 || across > n.Cell/2 {
			continue
		}
		if along < bestD {
			best, bestD = j, along
		}
	}
	return best
}

// drawCursor outlines the cursor's sticker in img (the net drawn in w x h
// pixels): a light frame round a dark one, seen on every colour.
func (v *NetView) drawCursor(img *image.RGBA, n render.Net) {
	r := n.Sticker(v.cursor)
	pad := math.Max(3, n.Cell*0.16)
	frame := func(d float64, c color.Color) {
		x0, y0 := int(r.X-d), int(r.Y-d)
		x1, y1 := int(math.Ceil(r.X+r.W+d)), int(math.Ceil(r.Y+r.H+d))
		t := int(math.Max(2, math.Ceil(pad/2)))
		for _, rr := range []image.Rectangle{
			image.Rect(x0, y0, x1, y0+t), image.Rect(x0, y1-t, x1, y1),
			image.Rect(x0, y0, x0+t, y1), image.Rect(x1-t, y0, x1, y1),
		} {
			draw.Draw(img, rr, image.NewUniform(c), image.Point{}, draw.Src)
		}
	}
	frame(pad, color.White)
	frame(pad/2, color.Black)
}
