package main

import (
	"flag"
	"slices"
)

// givenFlag returns the first, by name, of the flags named that was
// given on the command line, or nil if none was: some flags are refused,
// or change a default, only when they are given.
func givenFlag(fs *flag.FlagSet, names ...string) *flag.Flag {
	return firstGiven(fs, names, func(*flag.Flag) bool { return true })
}

// changedFlag is givenFlag for the flags given a value other than their
// default. A flag given its default (-table auto, -short 0) asks for what
// happens anyway: no reason to refuse it where it does nothing.
func changedFlag(fs *flag.FlagSet, names ...string) *flag.Flag {
	return firstGiven(fs, names, func(f *flag.Flag) bool { return f.Value.String() != f.DefValue })
}

// firstGiven returns the first, by name, of the flags named that was
// given on the command line and that keep accepts, or nil.
func firstGiven(fs *flag.FlagSet, names []string, keep func(*flag.Flag) bool) *flag.Flag {
	var given *flag.Flag
	fs.Visit(func(f *flag.Flag) {
		if given == nil && slices.Contains(names, f.Name) && keep(f) {
			given = f
		}
	})
	return given
}
