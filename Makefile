.PHONY: setup demo test bench

setup:
	@bash scripts/setup.sh

demo: setup
	.venv/bin/mqss-edge demo

test: setup
	.venv/bin/python -m pytest -q -p no:cacheprovider -n 2 --dist loadfile tests

bench: setup
	.venv/bin/python benchmarks/run_all.py
