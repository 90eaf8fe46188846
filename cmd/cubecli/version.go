package main

import (
	"fmt"
	"runtime"

	"cubesolver/assets"
)

var versionCmd = &command{
	name:    "version",
	summary: "print cubecli's version",
	help: `
Version prints the program's version and build number, and the Go version,
system and processor it was built for.`,
	run: runVersion,
}

func runVersion(e *env, args []string) int {
	fs := e.flagSet()
	if code, done := e.parse(fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		return e.usageError(fs, "unexpected argument %q", fs.Arg(0))
	}
	fmt.Fprintf(e.stdout, "cubecli %s (build %d) %s %s/%s\n",
		assets.AppVersion, assets.AppBuild, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return exitOK
}
