# fitshell — the only entry points for building, testing and running.
SWIFT        ?= swift
PREFIX       ?= $(HOME)/.local
PACKAGES     := CoreModels ShellKit Equipment Exercises Journal Supplements Plans WorkoutSession
APP          := Apps/fitshell
JOBS         ?= 2
SWIFT_FLAGS  ?= -j $(JOBS)

.PHONY: catalog all build test test-packages test-app test-workspace test-examples run install format lint clean bench bench-check link-order help

all: build

help:
	@echo "make run      build and open fitshell on the default data folder (ARGS='equipment list')"
	@echo "make test     every package's tests alone, then the app's, the workspace's, and the examples"
	@echo "make build    debug build of the fitshell app"
	@echo "make install  release build with a static Swift runtime into PREFIX/bin ($(PREFIX)/bin)"
	@echo "make lint     swift format lint --strict over every Swift file"
	@echo "make format   rewrite every Swift file in the house style"
	@echo "make bench    release build, then time every command on generated 0/1/10/30-year profiles"
	@echo "make bench-check  the same; exits non-zero when a performance target is missed"
	@echo "make link-order   the shipped binary's function order, from the bench's commands (needs valgrind)"
	@echo "make clean    remove every build folder"

build:
	$(SWIFT) build $(SWIFT_FLAGS) --package-path $(APP)

run: build
	@$(APP)/.build/debug/fitshell $(ARGS)

test: test-packages test-app test-workspace test-examples

# Every test step builds into one scratch folder: each package is still its own root package with
# only its own tests, but a module another step already compiled with the same command (CoreModels
# for every package, all of them for the app and the workspace) is not compiled again. Separate
# folders compiled CoreModels ten times; CI's builds took 13 minutes, now under 6.
TEST_SCRATCH := --scratch-path $(CURDIR)/.build

test-packages:
	@set -e; for p in $(PACKAGES); do \
		echo "==> swift test --package-path Packages/$$p"; \
		$(SWIFT) test $(SWIFT_FLAGS) $(TEST_SCRATCH) --package-path Packages/$$p; \
	done
	@echo "==> time zones against Foundation's database in zones with daylight saving"
	@set -e; for zone in America/New_York Europe/Berlin Australia/Sydney; do \
		TZ=$$zone $(SWIFT) test $(SWIFT_FLAGS) $(TEST_SCRATCH) --package-path Packages/CoreModels --skip-build --filter ZoneTests; \
	done

test-app:
	@echo "==> swift test --package-path $(APP)"
	$(SWIFT) test $(SWIFT_FLAGS) $(TEST_SCRATCH) --package-path $(APP)

test-workspace:
	@echo "==> swift test (workspace: integration and end-to-end)"
	$(SWIFT) test $(SWIFT_FLAGS) $(TEST_SCRATCH)

# Programs that adopt packages alone, built on their own and run against what they print
# (healthlog's end-to-end tests also run in the workspace step).
test-examples:
	@echo "==> Examples/healthlog (journal, weight and supplements as a program of its own)"
	$(SWIFT) build $(SWIFT_FLAGS) $(TEST_SCRATCH) --package-path Examples/healthlog
	@out="$$(HEALTHLOG_HOME=$$(mktemp -d) $(SWIFT) run --skip-build $(TEST_SCRATCH) --package-path Examples/healthlog healthlog --version)"; \
		echo "$$out"; test "$$out" = "healthlog 1.0.0" || { echo "healthlog: expected 'healthlog 1.0.0'"; exit 1; }
	@echo "==> Examples/exercise-finder (the Exercises package alone)"
	$(SWIFT) build $(SWIFT_FLAGS) $(TEST_SCRATCH) --package-path Examples/exercise-finder
	@out="$$($(SWIFT) run --skip-build $(TEST_SCRATCH) --package-path Examples/exercise-finder exercise-finder benhc press)"; \
		echo "$$out"; echo "$$out" | head -1 | grep -q "^Barbell Bench Press - Medium Grip" \
		|| { echo "exercise-finder: expected Barbell Bench Press first"; exit 1; }

# The shipped binary: release, static Swift runtime, symbols stripped (no internationalization
# data is linked: the packages use FoundationEssentials and the C library's time zones).
# Generic types are reached through their metadata functions, not by demangling their names at
# run time (each first use of a name scanned all ~5,000 conformance records of the binary), and
# generic code is specialized across the packages: together 8-12 % off every command (README,
# "Performance", seventh pass).
# Linked by lld (the toolchain's ld.lld), each of fitshell's functions in a section of its own,
# in the order of link-order.txt: the functions the everyday commands run lie side by side, so a
# command maps fewer pages of code (`make link-order` writes the file again; a name it lists that
# a build lacks is skipped; without the file the default order is kept). SwiftPM does not know
# the file is an input of the link: a binary older than it is removed first, so it is linked again.
LINK_ORDER := $(CURDIR)/$(APP)/link-order.txt
RELEASE_SYMBOLS := -c release --static-swift-stdlib -Xswiftc -static-executable \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -cross-module-optimization \
	-Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections \
	$(if $(wildcard $(LINK_ORDER)),-Xlinker "--symbol-ordering-file=$(LINK_ORDER)" -Xlinker --no-warn-symbol-ordering)
RELEASE_FLAGS := $(RELEASE_SYMBOLS) -Xlinker -s
RELEASE_BIN = "$$($(SWIFT) build --package-path $(APP) -c release --show-bin-path)"
RELINK_IF_ORDER_NEWER = bin=$(RELEASE_BIN); [ ! -e "$(LINK_ORDER)" ] || [ ! "$(LINK_ORDER)" -nt "$$bin/fitshell" ] \
	|| rm -f "$$bin/fitshell"

install:
	@$(RELINK_IF_ORDER_NEWER)
	$(SWIFT) build $(SWIFT_FLAGS) --package-path $(APP) $(RELEASE_FLAGS)
	install -d "$(PREFIX)/bin"
	install -m 0755 "$$($(SWIFT) build --package-path $(APP) -c release --show-bin-path)/fitshell" "$(PREFIX)/bin/fitshell"
	@echo "Installed $(PREFIX)/bin/fitshell"

# Release build (static Swift runtime), then fitshell-bench times whole processes on generated
# empty/1/10/30-year profiles; table on stdout, JSON in .build/bench/results.json.
# BENCH_ARGS=--check exits non-zero when a target is missed (see README, "Performance").
# The binary timed is a copy made by install(1), as `make install` ships it: the linker's own
# output maps with more page faults (`week` at 10 years 244 against 218, 1.71 against 1.39 ms).
BENCH_ARGS ?=

bench:
	@$(RELINK_IF_ORDER_NEWER)
	$(SWIFT) build $(SWIFT_FLAGS) --package-path $(APP) $(RELEASE_FLAGS)
	install -d .build/bench/bin
	install -m 0755 "$$($(SWIFT) build --package-path $(APP) -c release --show-bin-path)/fitshell" .build/bench/bin/fitshell
	"$$($(SWIFT) build --package-path $(APP) -c release --show-bin-path)/fitshell-bench" --out .build/bench --fitshell .build/bench/bin/fitshell $(BENCH_ARGS)

bench-check:
	$(MAKE) bench BENCH_ARGS="--check $(BENCH_ARGS)"

# Writes link-order.txt again: every benchmark command once under Valgrind's callgrind, the
# functions they ran, those run by the most commands first (needs valgrind). Built with its
# symbols, which the shipped binary leaves out, so that callgrind can name the functions.
link-order:
	@command -v valgrind >/dev/null || { echo "make link-order needs valgrind (Debian: apt-get install valgrind)"; exit 1; }
	@$(RELINK_IF_ORDER_NEWER)
	$(SWIFT) build $(SWIFT_FLAGS) --package-path $(APP) $(RELEASE_SYMBOLS)
	"$$($(SWIFT) build --package-path $(APP) -c release --show-bin-path)/fitshell-bench" --out .build/link-order --link-order "$(LINK_ORDER)"

SWIFT_SOURCES = $(shell git ls-files --cached --others --exclude-standard '*.swift' 2>/dev/null)

format:
	@$(SWIFT) format format --in-place --parallel $(SWIFT_SOURCES)

lint:
	@$(SWIFT) format lint --strict --parallel $(SWIFT_SOURCES)

clean:
	rm -rf .build $(APP)/.build $(addprefix Packages/,$(addsuffix /.build,$(PACKAGES))) Examples/*/.build

SHARED_DATA ?= ../shared/data

# Regenerates the embedded exercise catalog from free-exercise-db.json (facts only).
catalog:
	$(SWIFT) run --package-path Packages/Exercises exercise-catalog \
		"$(SHARED_DATA)/free-exercise-db.json" Packages/Exercises/Sources/Exercises/Catalog/Generated/SystemCatalogData.swift
