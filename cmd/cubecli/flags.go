package main

import (
	"flag"
	"slices"
)

// givenFlag returns the first, by name, of the flags named that was
// given on the command line, or nil if none was: some flags are refused,
// or change a default, only when they are given.
func givenFlag(fs *flag.FlagSet, names ...string) *flag.Flag {
	var given *flag.Flag
	fs.Visit(func(f *flag.Flag) {
		if given == nil && slices.Contains(names, f.Name) {
			given = f
		}
	})
	return given
}
