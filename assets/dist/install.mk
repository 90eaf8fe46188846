# Cube Solver: install it from this folder, or take it away again.
#
#   make install      into your own folders under ~/.local; no root needed
#   make uninstall    removes what make install put there, and the program's
#                     table cache and settings (KEEP_DATA=1 keeps those)
#
# For every user of the machine: sudo make install PREFIX=/usr/local
# (and sudo make uninstall PREFIX=/usr/local).
#
# The repository's own Makefile uses this file too: there, make install
# builds the Linux archive first and installs from it.

APP_ID := io.github.cubesolver
PREFIX ?= $(HOME)/.local
# Where the files are (this folder, in an unpacked archive).
SRC ?= .

BINDIR := $(DESTDIR)$(PREFIX)/bin
APPDIR := $(DESTDIR)$(PREFIX)/share/applications
ICONS := $(DESTDIR)$(PREFIX)/share/icons
ICONDIR := $(ICONS)/hicolor/256x256/apps

# What the program itself writes for the user running uninstall: the
# tables (up to 1 GB) and Fyne's folders for the preferences and caches.
CACHE_HOME := $(or $(XDG_CACHE_HOME),$(HOME)/.cache)
CONFIG_HOME := $(or $(XDG_CONFIG_HOME),$(HOME)/.config)
DATA := $(CACHE_HOME)/cubesolver $(CONFIG_HOME)/fyne/$(APP_ID) $(CACHE_HOME)/fyne/$(APP_ID)

.PHONY: default install uninstall

default:
	@sed -n '1,9p' $(firstword $(MAKEFILE_LIST))

install:
	install -Dm755 $(SRC)/cubesolver $(BINDIR)/cubesolver
	install -Dm755 $(SRC)/cubecli $(BINDIR)/cubecli
	install -Dm644 $(SRC)/$(APP_ID).png $(ICONDIR)/$(APP_ID).png
	@# The menu starts the program by its full path: ~/.local/bin is not on
	@# every desktop session's PATH.
	install -d $(APPDIR)
	sed -e 's|^Exec=cubesolver|Exec=$(PREFIX)/bin/cubesolver|' \
		$(SRC)/$(APP_ID).desktop > $(APPDIR)/$(APP_ID).desktop
	chmod 644 $(APPDIR)/$(APP_ID).desktop
	@echo "Installed: Cube Solver is in the applications menu; cubesolver and cubecli are in $(BINDIR)."

uninstall:
	rm -f $(BINDIR)/cubesolver $(BINDIR)/cubecli \
		$(APPDIR)/$(APP_ID).desktop $(ICONDIR)/$(APP_ID).png
ifeq ($(KEEP_DATA),)
	rm -rf $(DATA)
	rmdir $(CONFIG_HOME)/fyne 2>/dev/null || true
	@# Fyne's text layout keeps an index of the system's fonts in the cache
	@# folder; it goes when no other Fyne program keeps a cache beside it.
	if rmdir $(CACHE_HOME)/fyne 2>/dev/null; then rm -f $(CACHE_HOME)/font_index_v*.cache; fi
endif
	@# Folders that install made and that are now empty go too, but never
	@# the system's own (with another PREFIX).
ifeq ($(PREFIX),$(HOME)/.local)
	for d in $(ICONDIR) $(ICONS)/hicolor/256x256 $(ICONS)/hicolor $(ICONS) \
		$(APPDIR) $(BINDIR) $(DESTDIR)$(PREFIX)/share $(DESTDIR)$(PREFIX); do \
		rmdir "$$d" 2>/dev/null || true; done
endif
	@echo "Uninstalled."
