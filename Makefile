# Two commands: `make demo` and `make test`. Both create .venv on first use.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test test-fast venv bench clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,viz,mcp]'
	touch $(STAMP)

venv: $(STAMP)

demo: $(STAMP)
	$(BIN)/ldsopt demo

test: $(STAMP)
	$(BIN)/python -m pytest

# while developing: everything but the tests marked slow
test-fast: $(STAMP)
	$(BIN)/python -m pytest -m "not slow"

bench: $(STAMP)
	$(BIN)/python benchmarks/simulate.py
	$(BIN)/python benchmarks/diagnose.py
	$(BIN)/python benchmarks/solve.py
	$(BIN)/python benchmarks/pictures.py

clean:
	rm -rf $(VENV) build src/*.egg-info
