//go:build ignore

// winres writes a Windows resource object (.syso) with the application
// icon and a version resource, for a console program that Fyne's packaging
// tool does not build (it builds GUI programs only): cubecli.exe. The Go
// linker puts any .syso file in a package's folder into the executable.
//
//	go run assets/dist/winres.go -o cmd/cubecli/winres_windows_amd64.syso \
//		-name cubecli.exe -description "Cube Solver in a terminal"
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image/png"
	"log"
	"os"
	"path/filepath"

	"github.com/fyne-io/image/ico"
	"github.com/josephspurrier/goversioninfo"

	"cubesolver/assets"
)

func main() {
	out := flag.String("o", "", "the .syso file to write")
	name := flag.String("name", "", "the executable's file name, e.g. cubecli.exe")
	description := flag.String("description", assets.AppName, "what the program is, as Explorer shows it")
	arch := flag.String("arch", "amd64", "the Windows processor: amd64 or arm64")
	flag.Parse()
	if *out == "" || *name == "" || flag.NArg() > 0 {
		log.Fatal("usage: go run winres.go -o FILE.syso -name PROGRAM.exe [-description TEXT] [-arch amd64]")
	}

	icon, err := png.Decode(bytes.NewReader(assets.Icon))
	if err != nil {
		log.Fatalf("the icon: %v", err)
	}
	tmp, err := os.MkdirTemp("", "winres-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	icoPath := filepath.Join(tmp, "icon.ico")
	f, err := os.Create(icoPath)
	if err != nil {
		log.Fatal(err)
	}
	if err := ico.Encode(f, icon); err != nil {
		log.Fatalf("encoding the icon: %v", err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}

	var v goversioninfo.FileVersion
	if _, err := fmt.Sscanf(assets.AppVersion, "%d.%d.%d", &v.Major, &v.Minor, &v.Patch); err != nil {
		log.Fatalf("version %q is not MAJOR.MINOR.PATCH", assets.AppVersion)
	}
	v.Build = assets.AppBuild
	full := fmt.Sprintf("%d.%d.%d.%d", v.Major, v.Minor, v.Patch, v.Build)

	vi := &goversioninfo.VersionInfo{IconPath: icoPath}
	vi.FixedFileInfo.FileVersion = v
	vi.FixedFileInfo.ProductVersion = v
	vi.StringFileInfo.FileDescription = *description
	vi.StringFileInfo.ProductName = assets.AppName
	vi.StringFileInfo.FileVersion = full
	vi.StringFileInfo.ProductVersion = full
	vi.StringFileInfo.OriginalFilename = *name
	vi.StringFileInfo.InternalName = *name
	vi.Build()
	vi.Walk()
	if err := vi.WriteSyso(*out, *arch); err != nil {
		log.Fatalf("writing %s: %v", *out, err)
	}
}
