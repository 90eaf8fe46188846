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
