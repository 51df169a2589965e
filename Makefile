# The README's two commands, the benchmarks, and the installation.
.PHONY: run test bench screenshots valgrind install uninstall check-install
run:
	scripts/run.sh
test:
	scripts/test.sh
bench:
	bench/run.sh
# The window at three sizes, light and dark, into docs/screenshots/ (not run by `make test`).
screenshots:
	scripts/screenshots.sh
# Memcheck over the command line and the app (about a minute and a half; not run by `make test`).
valgrind:
	scripts/valgrind.sh
# Installs both programs, their resources and the desktop's files (scripts/install.sh says where
# and why): PREFIX (default /usr/local), DESTDIR (a staging root), CONFIGURATION (release, or debug
# to reuse `make test`'s build), BIN_DIR (products already built: no build).
PREFIX ?= /usr/local
DESTDIR ?=
CONFIGURATION ?= release
BIN_DIR ?=
install:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" CONFIGURATION="$(CONFIGURATION)" BIN_DIR="$(BIN_DIR)" scripts/install.sh install
# Removes exactly what `make install` (same PREFIX and DESTDIR) installed, from its manifest.
uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/install.sh uninstall
# The release install run with the build folder and the Swift toolchain hidden, then uninstalled
# (a temporary DESTDIR; not run by `make test`, whose InstallTests stage the debug build).
check-install:
	scripts/check-install.sh
