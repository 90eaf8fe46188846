package main

import (
	"bytes"
	"io"
	"log"
	"sync"
)

// heldLog is the standard logger's output while the window opens. Fyne
// logs through the standard logger, and a display it cannot open costs
// four lines of GLFW internals, written as it fails, before cubesolver
// could say what is wrong in a line of its own. So the log is held back
// until the window is up (release: written out then, nothing lost) or has
// failed (take: the caller decides whether to show it).
type heldLog struct {
	mu   sync.Mutex
	out  io.Writer // where the log went before, and goes once released
	buf  bytes.Buffer
	held bool
}

// holdLog makes a heldLog the standard logger's output. It stays so (Fyne's
// app installs its own filter over it): releasing only stops the holding.
func holdLog() *heldLog {
	h := &heldLog{out: log.Writer(), held: true}
	log.SetOutput(h)
	return h
}

func (h *heldLog) Write(p []byte) (int, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.held {
		return h.buf.Write(p)
	}
	return h.out.Write(p)
}

// release writes out what was held and passes the log on from now on.
func (h *heldLog) release() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.held {
		h.held = false
		h.out.Write(h.buf.Bytes())
		h.buf.Reset()
	}
}

// take returns what was held, no longer to be written out, and passes the
// log on from now on.
func (h *heldLog) take() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	s := h.buf.String()
	h.buf.Reset()
	h.held = false
	return s
}
