# Cube Solver: build, run and test.
#
#   make run    open the window (installs the build dependencies first)
#   make test   the whole suite, as CI runs it
#   make build  bin/cubesolver and bin/cubecli
#   make deps   only install what the Fyne build and the window test need
#
# The first build compiles Fyne's GLFW and OpenGL bindings with cgo, which
# takes several minutes on a small machine; later builds are cached.

SHELL := /bin/bash
GO ?= go
ARGS ?=
TEST_TIMEOUT ?= 25m
FUZZTIME ?= 400000x
XVFB_SCREEN ?= -screen 0 1024x768x24

# What the Fyne build (cgo, OpenGL, X11, Wayland) and the window tests
# (Xvfb, with Mesa's software OpenGL; xdotool for real key and mouse
# events) need on Debian and Ubuntu.
DEB_PACKAGES := gcc pkg-config libgl1-mesa-dev xorg-dev libxkbcommon-dev \
	libwayland-dev libgl1-mesa-dri xvfb xauth xdotool

# sudo only when not root.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps run build test vet test-go test-race fuzz clean

all: build

deps:
	@if ! command -v $(GO) >/dev/null 2>&1; then \
		echo "make: Go is not installed; get Go 1.26 or later from https://go.dev/dl/" >&2; \
		exit 1; \
	fi
	@if ! command -v dpkg >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then \
		echo "make deps: this is not a Debian/Ubuntu system, so nothing is installed." >&2; \
		echo "  Fyne needs a C compiler (gcc or clang), pkg-config, and the development files" >&2; \
		echo "  of OpenGL, X11 (Xcursor, Xrandr, Xinerama, Xi, Xxf86vm), xkbcommon and Wayland;" >&2; \
		echo "  the window test needs Xvfb (xvfb-run). See https://docs.fyne.io/started/" >&2; \
		echo "  Continuing: the build below fails if something is missing." >&2; \
		exit 0; \
	fi; \
	missing=""; \
	for p in $(DEB_PACKAGES); do \
		dpkg -s $$p 2>/dev/null | grep -q '^Status: install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then \
		echo "make deps: all build dependencies are installed"; \
	else \
		echo "make deps: installing$$missing"; \
		$(SUDO) apt-get update && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
	fi

run: deps
	$(GO) run ./cmd/cubesolver $(ARGS)

build:
	$(GO) build ./...
	@mkdir -p bin
	$(GO) build -o bin/ ./cmd/cubesolver ./cmd/cubecli

vet:
	$(GO) vet ./...

# The tests run under xvfb-run when there is no display, so that the smoke
# test of the real window has one.
WITH_DISPLAY := $(shell [ -z "$${DISPLAY:-}" ] && command -v xvfb-run >/dev/null 2>&1 && echo 'xvfb-run -a -s "$(XVFB_SCREEN)"')

test-go:
	$(WITH_DISPLAY) $(GO) test -timeout $(TEST_TIMEOUT) ./...

# Every package that starts goroutines: the searches share state between
# them, the tables are built on all cores, the window's session hands work
# between the solver's goroutines and the UI's, and the commands stop on
# signals.
test-race:
	$(WITH_DISPLAY) $(GO) test -race -timeout $(TEST_TIMEOUT) ./solver/... ./tables/ ./app/ ./cmd/...

# go test -fuzz takes one target at a time. The budget is a count of
# executions (about 10s each here), not a duration: with a duration, Go
# before 1.27 can fail a clean run with "context deadline exceeded" as time
# runs out (golang/go#75804). FUZZTIME=30s works too, with that risk.
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzParseFacelets$$' -fuzztime $(FUZZTIME) ./solver/cube
	$(GO) test -run '^$$' -fuzz '^FuzzParseAlg$$' -fuzztime $(FUZZTIME) ./solver/cube
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeCache$$' -fuzztime $(FUZZTIME) ./tables
	$(GO) test -run '^$$' -fuzz '^FuzzHugeHeader$$' -fuzztime $(FUZZTIME) ./tables

test: deps
	@$(MAKE) --no-print-directory vet
	@$(MAKE) --no-print-directory test-go
	@$(MAKE) --no-print-directory test-race
	@$(MAKE) --no-print-directory fuzz

clean:
	rm -rf bin
