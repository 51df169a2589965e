# The README's two commands, and the benchmarks.
.PHONY: run test bench
run:
	scripts/run.sh
test:
	scripts/test.sh
bench:
	bench/run.sh
