package main

import "io"

// checkedWriter is standard output that remembers the first write that
// failed, so that cubecli exits with a failure (see run) where a script's
// output was lost: fmt.Fprintln's error is not checked at every line.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if err != nil {
		c.err = err
	}
	return n, err
}

// outputLost reports whether a write to standard output has failed: a
// command that works through many cubes stops then, as what it finds next
// could not be printed either (run says why).
func (e *env) outputLost() bool {
	c, ok := e.stdout.(*checkedWriter)
	return ok && c.err != nil
}
