// Package clipimage reads a picture from the X11 clipboard (which Wayland
// desktops share with X programs through XWayland), for pasting a photo of
// a cube face: Fyne's clipboard carries text only.
//
// It speaks the X protocol through github.com/jezek/xgb, so it needs no C
// library: it asks the clipboard's owner which formats it offers, takes a
// picture format Go decodes, and receives it whole or, for a large one, in
// the pieces of the INCR protocol (ICCCM section 2.7.2).
package clipimage

import (
	"errors"
	"fmt"
	"io"
	"log"
	"os"
	"slices"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

// ErrNoPicture says that the clipboard holds no picture (it may hold text).
var ErrNoPicture = errors.New("the clipboard holds no picture")

// Formats are the picture formats asked for, best first.
var Formats = []string{"image/png", "image/jpeg"}

func init() {
	xgb.Logger = log.New(io.Discard, "", 0) // its notes on X authority are not the user's business
}

// timeout is how long the clipboard's owner has to answer each request.
const timeout = 3 * time.Second

// Read returns the picture on the clipboard, encoded as its owner gives it
// (one of Formats), and that format.
func Read() (data []byte, format string, err error) {
	if os.Getenv("DISPLAY") == "" {
		return nil, "", errors.New("pasting a picture needs an X11 display (DISPLAY is not set)")
	}
	conn, err := xgb.NewConn()
	if err != nil {
		return nil, "", fmt.Errorf("cannot reach the X display: %v", err)
	}
	defer conn.Close()
	r, err := newRequestor(conn)
	if err != nil {
		return nil, "", err
	}
	defer close(r.done)
	targets, _, err := r.convert("TARGETS")
	if err != nil {
		return nil, "", err
	}
	offered := map[string]bool{}
	for i := 0; i+4 <= len(targets); i += 4 {
		a := xproto.Atom(xgb.Get32(targets[i:]))
		if reply, err := xproto.GetAtomName(conn, a).Reply(); err == nil {
			offered[reply.Name] = true
		}
	}
	i := slices.IndexFunc(Formats, func(f string) bool { return offered[f] })
	if i < 0 {
		return nil, "", ErrNoPicture
	}
	data, _, err = r.convert(Formats[i])
	if err != nil {
		return nil, "", err
	}
	return data, Formats[i], nil
}

// requestor is a hidden window that asks for the clipboard's content and
// receives it in a property of its own.
type requestor struct {
	conn       *xgb.Conn
	win        xproto.Window
	clipboard  xproto.Atom
	property   xproto.Atom
	incr       xproto.Atom
	eventQueue chan xgb.Event
	done       chan struct{} // closed when the reading is over
}

func newRequestor(conn *xgb.Conn) (*requestor, error) {
	screen := xproto.Setup(conn).DefaultScreen(conn)
	win, err := xproto.NewWindowId(conn)
	if err != nil {
		return nil, err
	}
	err = xproto.CreateWindowChecked(conn, 0, win, screen.Root, 0, 0, 1, 1, 0,
		xproto.WindowClassInputOnly, 0, xproto.CwEventMask, []uint32{xproto.EventMaskPropertyChange}).Check()
	if err != nil {
		return nil, fmt.Errorf("cannot make a window to receive the clipboard: %v", err)
	}
	r := &requestor{conn: conn, win: win, eventQueue: make(chan xgb.Event, 64), done: make(chan struct{})}
	for _, a := range []struct {
		name string
		atom *xproto.Atom
	}{{"CLIPBOARD", &r.clipboard}, {"CUBESOLVER_PASTE", &r.property}, {"INCR", &r.incr}} {
		if *a.atom, err = r.atom(a.name); err != nil {
			return nil, err
		}
	}
	go func() {
		for {
			ev, err := conn.WaitForEvent()
			if ev == nil && err == nil { // the connection closed
				close(r.eventQueue)
				return
			}
			if ev != nil {
				select {
				case r.eventQueue <- ev:
				case <-r.done:
					return
				}
			}
		}
	}()
	return r, nil
}

// atom returns the atom named name.
func (r *requestor) atom(name string) (xproto.Atom, error) {
	reply, err := xproto.InternAtom(r.conn, false, uint16(len(name)), name).Reply()
	if err != nil {
		return 0, err
	}
	return reply.Atom, nil
}

// convert asks the clipboard's owner for its content as target and
// returns it with its type.
func (r *requestor) convert(target string) ([]byte, xproto.Atom, error) {
	t, err := r.atom(target)
	if err != nil {
		return nil, 0, err
	}
	xproto.ConvertSelection(r.conn, r.win, r.clipboard, t, r.property, xproto.TimeCurrentTime)
	for {
		ev, err := r.next()
		if err != nil {
			return nil, 0, err
		}
		n, ok := ev.(xproto.SelectionNotifyEvent)
		if !ok || n.Requestor != r.win {
			continue
		}
		if n.Property == xproto.AtomNone {
			if target == "TARGETS" {
				return nil, 0, ErrNoPicture // nothing on the clipboard
			}
			return nil, 0, fmt.Errorf("the clipboard's owner did not give %s", target)
		}
		data, typ, err := r.take()
		if err != nil || typ != r.incr {
			return data, typ, err
		}
		return r.takeIncr()
	}
}

// take reads and deletes the property the owner wrote.
func (r *requestor) take() ([]byte, xproto.Atom, error) {
	var data []byte
	var typ xproto.Atom
	for offset := uint32(0); ; {
		reply, err := xproto.GetProperty(r.conn, false, r.win, r.property, xproto.GetPropertyTypeAny, offset, 1<<20).Reply()
		if err != nil {
			return nil, 0, err
		}
		data = append(data, reply.Value...)
		typ = reply.Type
		offset += uint32(len(reply.Value)) / 4
		if reply.BytesAfter == 0 {
			break
		}
	}
	xproto.DeleteProperty(r.conn, r.win, r.property)
	return data, typ, nil
}

// takeIncr receives content sent in pieces: each piece is written to the
// property after the last one is deleted; an empty piece ends it.
func (r *requestor) takeIncr() ([]byte, xproto.Atom, error) {
	var all []byte
	for {
		ev, err := r.next()
		if err != nil {
			return nil, 0, err
		}
		p, ok := ev.(xproto.PropertyNotifyEvent)
		if !ok || p.Window != r.win || p.Atom != r.property || p.State != xproto.PropertyNewValue {
			continue
		}
		piece, typ, err := r.take()
		if err != nil {
			return nil, 0, err
		}
		if len(piece) == 0 {
			return all, typ, nil
		}
		all = append(all, piece...)
	}
}

// next waits for the next event from the X server, for a while.
func (r *requestor) next() (xgb.Event, error) {
	select {
	case ev, ok := <-r.eventQueue:
		if !ok {
			return nil, errors.New("the X connection closed")
		}
		return ev, nil
	case <-time.After(timeout):
		return nil, errors.New("the clipboard's owner did not answer")
	}
}
