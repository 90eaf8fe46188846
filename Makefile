# Cube Solver: build, run and test.
#
#   make run    open the window (installs the build dependencies first)
#   make check  the edit-test loop: gofmt, vet, staticcheck, the tests with
#               -short (no race detector, fuzzing, Wine or packaging), and
#               that a signal stops make test's lanes (lanes-test.sh)
#   make test   the whole suite, as CI runs it
#   make build  bin/cubesolver and bin/cubecli
#   make deps   only install what the Fyne build and the window test need
#   make package         release artifacts in dist/ (Linux archive, Windows .exe)
#   make install         into ~/.local (menu entry, icon, both programs)
#   make uninstall       take them away again
#   make test-install    install, start from the menu entry, uninstall
#   make test-windows    the Windows test binaries under Wine
#
# The first build compiles Fyne's GLFW and OpenGL bindings with cgo, which
# takes several minutes on a small machine; later builds are cached.

SHELL := /bin/bash
GO ?= go
ARGS ?=
TEST_TIMEOUT ?= 25m
FUZZTIME ?= 400000x
XVFB_SCREEN ?= -screen 0 1280x1024x24
VERSION := $(shell sed -n 's/^ *Version = "\(.*\)"/\1/p' FyneApp.toml)

# What the Fyne build (cgo, OpenGL, X11, Wayland) and the window tests
# (Xvfb, with Mesa's software OpenGL; xdotool for real key and mouse
# events; xclip puts pictures on the clipboard) need on Debian and Ubuntu.
DEB_PACKAGES := gcc pkg-config libgl1-mesa-dev xorg-dev libxkbcommon-dev \
	libwayland-dev libgl1-mesa-dri xvfb xauth xdotool xclip

# make package: mingw-w64 cross-compiles the Windows window (cgo); xz and
# zip pack the archives. make test-install: gio starts the menu entry.
# make test-windows: Wine runs the Windows test binaries.
PACKAGE_DEBS := gcc-mingw-w64-x86-64 xz-utils zip
INSTALL_TEST_DEBS := libglib2.0-bin desktop-file-utils xvfb xauth xdotool
WINE_DEBS := wine wine64 gcc-mingw-w64-x86-64

comma := ,

# $(call apt_install,PACKAGES,what to tell a user of another system): installs
# those of the Debian packages that are missing; elsewhere says what is
# needed and carries on.
define apt_install
assets/dist/apt-install.sh "$(strip $(2))" $(1)
endef

.PHONY: all deps run build check fmt test vet cross test-go test-race test-tables test-lanes fuzz clean \
	package install uninstall test-install test-windows bench-optimal bench-standard

all: build

deps:
	@if ! command -v $(GO) >/dev/null 2>&1; then \
		echo "make: Go is not installed; get Go 1.26 or later from https://go.dev/dl/" >&2; \
		exit 1; \
	fi
	@$(call apt_install,$(DEB_PACKAGES),\
		Fyne needs a C compiler (gcc or clang)$(comma) pkg-config$(comma) and the development files \
		of OpenGL$(comma) X11 (Xcursor$(comma) Xrandr$(comma) Xinerama$(comma) Xi$(comma) Xxf86vm)$(comma) xkbcommon and Wayland; \
		the window test needs Xvfb (xvfb-run) and xdotool. See https://docs.fyne.io/started/)

run: deps
	$(GO) run ./cmd/cubesolver $(ARGS)

build:
	$(GO) build ./...
	@mkdir -p bin
	$(GO) build -o bin/ ./cmd/cubesolver ./cmd/cubecli

# Files gofmt would change, listed; none is the only pass.
fmt:
	@files=$$(gofmt -l $$($(GO) list -f '{{.Dir}}' ./...)); \
	if [ -n "$$files" ]; then echo "gofmt -w these:"; echo "$$files"; exit 1; fi

# The quick loop while editing: under 3 minutes on two cores with the
# build cache warm (the first run also builds the tests' tables in
# .cache/tables, a minute more). make test is the whole suite, as CI runs it.
check:
	@$(MAKE) --no-print-directory fmt
	$(GO) vet ./...
	$(GO) tool staticcheck ./...
	$(WITH_DISPLAY) $(GO) test -short -timeout $(TEST_TIMEOUT) ./...
	assets/dist/lanes-test.sh

vet:
	@$(MAKE) --no-print-directory fmt
	$(GO) vet ./...
	$(GO) tool staticcheck ./...
	@$(MAKE) --no-print-directory cross

# Everything below app builds (and its tests compile) for Windows and
# macOS too, and for 32-bit Linux (where the optimal tables refuse to load);
# app itself needs cgo and each system's SDK.
CROSS_PKGS := ./assets/ ./solver/... ./tables/... ./render/ ./cmd/cubecli/ ./app/internal/clipimage
cross:
	GOOS=windows GOARCH=amd64 CGO_ENABLED=0 $(GO) vet $(CROSS_PKGS)
	GOOS=darwin GOARCH=arm64 CGO_ENABLED=0 $(GO) vet $(CROSS_PKGS)
	GOOS=linux GOARCH=386 CGO_ENABLED=0 $(GO) vet $(CROSS_PKGS)

# The tests run under xvfb-run when there is no display, so that the smoke
# test of the real window has one.
# xvfb-run -a takes the first free display from XVFB_FROM on; make test's
# lanes start from different ones, so that two never take the same at once.
XVFB_FROM ?= 99
WITH_DISPLAY := $(shell [ -z "$${DISPLAY:-}" ] && command -v xvfb-run >/dev/null 2>&1 && echo 'xvfb-run -n $(XVFB_FROM) -a -s "$(XVFB_SCREEN)"')

test-go:
	$(WITH_DISPLAY) $(GO) test -timeout $(TEST_TIMEOUT) ./...

# Every package that starts goroutines: the searches share state between
# them (the standard and optimal searches' workers in solver/internal),
# the tables are built on all cores, the window's session hands work
# between the solver's goroutines and the UI's, and the commands stop on
# signals. solver/scan starts goroutines only in ResolveHeld (a reading
# per slip, side by side); the rest of its tests are arithmetic on pixels,
# ten times slower under the detector, so only ResolveHeld's test runs.
# For the same reason the tests of app and cmd/cubecli whose subject is
# what a photo is read as skip under the detector, where others make the
# same hand-offs between goroutines (skipReadingUnderRace,
# skipPhotosUnderRace); test-go runs them all.
test-race:
	$(WITH_DISPLAY) $(GO) test -race -timeout $(TEST_TIMEOUT) ./solver/ ./solver/internal/... ./solver/cube/ ./solver/scan/camera/ ./tables/... ./app/... ./cmd/...
	$(GO) test -race -short -timeout $(TEST_TIMEOUT) -run '^TestResolveSwapped$$' ./solver/scan/

# go test -fuzz takes one target at a time. The budget is a count of
# executions (about 10s each here), not a duration: with a duration, Go
# before 1.27 can fail a clean run with "context deadline exceeded" as time
# runs out (golang/go#75804). FUZZTIME=30s works too, with that risk.
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzParseFacelets$$' -fuzztime $(FUZZTIME) ./solver/cube
	$(GO) test -run '^$$' -fuzz '^FuzzParseAlg$$' -fuzztime $(FUZZTIME) ./solver/cube
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeCache$$' -fuzztime $(FUZZTIME) ./tables/twophase
	$(GO) test -run '^$$' -fuzz '^FuzzCacheFormat$$' -fuzztime $(FUZZTIME) ./tables/internal/cache
	$(GO) test -run '^$$' -fuzz '^FuzzReadRGB$$' -fuzztime 20000x ./solver/scan
	$(GO) test -run '^$$' -fuzz '^FuzzDecode$$' -fuzztime 20000x ./solver/scan/camera
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeBytes$$' -fuzztime 20000x ./solver/scan/photo

# The steps run in three lanes side by side, in turn within a lane:
# vet, test-go and fuzz, then test-lanes whatever they did (a fault in the
# lanes' own signal handling must not keep the suite from running);
# test-race; test-install and test-windows. Each step leaves a core idle much of the time (one
# package's tests at the end of a run, Wine, the linker, a window's waits),
# and on a machine busy with other work three lanes get more of it than
# one. assets/dist/lanes.sh runs them: the first lane shown as it goes, the
# others' logs (bin/lanes) as they end, in order; a TERM, INT, HUP or QUIT
# sent to it (make passes a TERM on) stops them all. Every lane's packages are
# installed first, so that none is installed or upgraded under a running
# test. Each step says how long it took, so that CI's time can be kept in
# hand; a lane stops at its first failure, and make test fails once all
# three have ended.
test: deps
	@$(call apt_install,$(sort $(PACKAGE_DEBS) $(INSTALL_TEST_DEBS) $(WINE_DEBS)),\
		make test needs mingw-w64$(comma) xz$(comma) zip$(comma) gio$(comma) Xvfb$(comma) xdotool and Wine.)
	@$(call timed,test-tables)
	@exec assets/dist/lanes.sh bin/lanes \
		'($(call timed,vet)) && ($(call timed,test-go)) && ($(call timed,fuzz)); s=$$?; ($(call timed,test-lanes)) || s=1; exit $$s' \
		'race=$(call timed,test-race,XVFB_FROM=150)' \
		'dist=($(call timed,test-install)) && ($(call timed,test-windows))'

# That a signal to make test or lanes.sh stops the lanes and all they
# started, checked with lanes that sleep (make check runs it too).
test-lanes:
	assets/dist/lanes-test.sh

# The tables the tests share (.cache/tables, see tables/tablestest), built
# before the lanes, natively: else the race detector's lane, which starts
# at once, builds them itself, ten times slower (two packages' tests ran
# out of their 25 minutes so).
test-tables:
	$(GO) build -o bin/cubecli ./cmd/cubecli
	bin/cubecli tables -dir .cache/tables >/dev/null
	bin/cubecli tables -puzzle 2x2 -dir .cache/tables >/dev/null
	bin/cubecli tables -optimal -size h0 -dir .cache/tables >/dev/null
	bin/cubecli tables -optimal -size small -dir .cache/tables >/dev/null

# $(call timed,TARGET[,VARIABLES]): make TARGET, then say how long it took,
# and whether it failed; exits with make's status.
timed = s=$$SECONDS; $(MAKE) --no-print-directory $(1) $(2); rc=$$?; \
	echo "make test: $(1) took $$((SECONDS - s))s$$([ $$rc = 0 ] || echo ", and FAILED")"; exit $$rc

# The release artifacts in dist/: the Linux archive and the Windows
# executables (see assets/dist/package.sh).
package: deps
	@$(call apt_install,$(PACKAGE_DEBS),make package needs mingw-w64 (x86_64-w64-mingw32-gcc)$(comma) xz and zip.)
	assets/dist/package.sh

# Into your own folders (~/.local), from the Linux archive; no root needed.
install: deps
	@$(call apt_install,xz-utils,make install needs xz.)
	assets/dist/package.sh linux
	@rm -rf bin/install && mkdir -p bin/install
	tar -xJf dist/cubesolver-$(VERSION)-linux-amd64.tar.xz -C bin/install --strip-components=1
	$(MAKE) --no-print-directory -C bin/install install
	@rm -rf bin/install

uninstall:
	$(MAKE) --no-print-directory -f assets/dist/install.mk uninstall

# make install in a new empty home, the program started from its menu entry
# on an Xvfb of its own, then make uninstall: nothing may be left.
test-install: deps
	@$(call apt_install,$(PACKAGE_DEBS) $(INSTALL_TEST_DEBS),make test-install needs gio$(comma) Xvfb and xdotool.)
	assets/dist/package.sh linux
	assets/dist/install-test.sh dist/cubesolver-$(VERSION)-linux-amd64.tar.xz

# The Windows test binaries of everything below app, run under Wine.
test-windows:
	@$(call apt_install,$(WINE_DEBS),make test-windows needs Wine and mingw-w64.)
	assets/dist/wine-test.sh

# Optimal mode beside vcube and nissy, one thread each, alternating per cube,
# on the 50 random cubes of cmd/cubecli/bench (build the tables first):
#   make bench-optimal [SIZE=2GB] [N=50] [FROM=1] [TABLES=dir] [VCUBE=path/vc-optimal] [NISSY=path/nissy-core]
bench-optimal:
	cmd/cubecli/bench/compare-optimal.sh -n $(or $(N),50) -from $(or $(FROM),1) -size $(or $(SIZE),2GB) \
		$(if $(TABLES),-tables $(TABLES)) $(if $(VCUBE),-vcube $(VCUBE)) $(if $(NISSY),-nissy $(NISSY))

# Standard mode (at most 20 moves) beside rob-twophase on huge pages, at one
# and two threads, alternating by parts of the cubes (build rob-twophase
# and its tables first, see cmd/cubecli/bench/compare-standard.sh):
#   make bench-standard ROB=path/twophase [N=1000] [SEED=1] [TABLES=dir]
bench-standard:
	cmd/cubecli/bench/compare-standard.sh -rob $(ROB) -n $(or $(N),1000) -seed $(or $(SEED),1) \
		$(if $(TABLES),-tables $(TABLES))

clean:
	rm -rf bin dist
