# The README's two commands, and the benchmarks.
.PHONY: run test bench valgrind
run:
	scripts/run.sh
test:
	scripts/test.sh
bench:
	bench/run.sh
# Memcheck over the command line and the app (about a minute and a half; not run by `make test`).
valgrind:
	scripts/valgrind.sh
