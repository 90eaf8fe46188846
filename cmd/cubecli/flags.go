package main

import (
	"errors"
	"flag"
	"regexp"
	"slices"
	"time"
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

// durationFlag defines a flag of a time.Duration, as fs.Duration does,
// whose error says what a time is: fs.Duration's says "parse error" of
// "-timeout 1", which looks like a time to whoever typed it.
func durationFlag(fs *flag.FlagSet, name string, value time.Duration, usage string) *time.Duration {
	d := value
	fs.Var((*durationValue)(&d), name, usage)
	return &d
}

// wellFormedTime matches a time written right, numbers each with its unit:
// one that time.ParseDuration refuses is too long for it.
var wellFormedTime = regexp.MustCompile(`^[+]?([0-9]*(\.[0-9]*)?(ns|us|µs|μs|ms|s|m|h))+$`)

// durationValue is the flag.Value of durationFlag.
type durationValue time.Duration

func (d *durationValue) String() string { return (*time.Duration)(d).String() }

func (d *durationValue) Set(s string) error {
	v, err := time.ParseDuration(s)
	if err != nil && wellFormedTime.MatchString(s) {
		return errors.New("too long a time: at most 2562047h (290 years)")
	}
	if err != nil {
		return errors.New("want a time with its unit, e.g. 10s, 1m30s or 1h")
	}
	*d = durationValue(v)
	return nil
}
