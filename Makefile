# Forecourt: `make run` serves the demo sites, `make test` proves them. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := help

HOST ?= 127.0.0.1
PORT ?= 8000
# uv from PATH, else a private copy bootstrapped with pip (a fresh machine needs only python3).
UV := $(shell command -v uv 2>/dev/null || echo $(CURDIR)/.tools/bin/uv)
BACKEND := cd backend &&
# Python keeps each module's compiled bytecode in __pycache__ (ignored by git). An environment that
# sets PYTHONDONTWRITEBYTECODE makes every process compile the app and its libraries from source
# again: 3 s of CPU for each pytest worker, live server, worker and command the tests start.
unexport PYTHONDONTWRITEBYTECODE
FRONTEND := cd frontend &&

# Two pytest workers (pytest-xdist) on a 2-core machine, up to four on a bigger one. Each worker has
# its own databases and live server; the contract test starts first on one worker while the other
# takes the rest. A third worker on two cores filled their idle eighth with more of its own (a live
# server, a browser) and left the contract test, one item, as the last to end: no faster. With the
# contract test in six parts as well, three workers kept both cores busy to the end and took longer
# still (674 s against 590-601 s for CI): three of everything cost more than the idle time won.
PYTEST_WORKERS := -n auto --maxprocesses 4

.PHONY: help run install build migrate demo serve dev test lint lint-backend lint-frontend \
        test-backend test-frontend pytest \
        test-browser bench api-types clean screenshots layers

help:
	@echo "make run    install, build, migrate, load demo data (when empty), serve on http://localhost:$(PORT)"
	@echo "make test   lint and types, frontend tests, backend tests (SQLite, PostgreSQL when"
	@echo "            FORECOURT_TEST_POSTGRES_URL is set) and browser tests in headless Chromium"
	@echo "make bench  performance benchmarks"
	@echo "make dev    backend with reload on :$(PORT) and Vite dev server on :5173"
	@echo "make layers the backend's packages floor by floor, each with what it imports"

$(CURDIR)/.tools/bin/uv:
	python3 -m venv .tools && .tools/bin/pip install --quiet uv

backend/.venv/.synced: backend/pyproject.toml backend/uv.lock | $(UV)
	$(BACKEND) $(UV) sync --frozen --quiet
	touch $@

frontend/node_modules/.installed: frontend/package.json frontend/package-lock.json
	$(FRONTEND) npm ci --no-audit --no-fund --loglevel=error
	touch $@

install: backend/.venv/.synced frontend/node_modules/.installed

build: install
	$(FRONTEND) npm run build

migrate: install
	$(BACKEND) $(UV) run forecourt migrate

demo: migrate
	$(BACKEND) $(UV) run forecourt demo --if-empty
	$(BACKEND) $(UV) run forecourt console demo-owners --port $(PORT)

serve:
	$(BACKEND) $(UV) run forecourt serve --host $(HOST) --port $(PORT)

run: build demo serve

dev: demo
	( $(BACKEND) $(UV) run forecourt serve --host $(HOST) --port $(PORT) --reload ) & \
	( $(FRONTEND) npm run dev ); kill %1

api-types: install
	$(BACKEND) $(UV) run python -m forecourt.openapi_doc > ../frontend/openapi.json
	$(FRONTEND) npm run gen:api

lint: lint-backend lint-frontend

lint-backend: install
	$(BACKEND) $(UV) run ruff check forecourt forecourt_bench tests migrations scripts
	$(BACKEND) $(UV) run ruff format --check forecourt forecourt_bench tests migrations scripts
	$(BACKEND) $(UV) run mypy forecourt forecourt_bench scripts
	$(BACKEND) $(UV) run lint-imports

lint-frontend: install
	$(FRONTEND) npm run lint

test-frontend: install
	$(FRONTEND) npm test

test-backend: install
	$(BACKEND) $(UV) run pytest -q $(PYTEST_WORKERS) -m "not browser and not live"

# The tests against a live server of the built app: browser tests and the API contract test.
test-browser: build
	$(BACKEND) $(UV) run pytest -q $(PYTEST_WORKERS) -m "browser or live"

# The backend's and the frontend's packages install side by side. Once the app is built, the linters
# and the frontend's tests run beside pytest, in its first minutes, when its tests are bound by the
# CPU alone; they end long before its browser tests begin, which wait on live servers and Chromium
# and slow down beside anything else (at the lowest priority the linters stretched over the whole
# run, and two CI runs took 60-80 s longer). Starting the backend's linters while the frontend's
# packages install changed nothing: pytest then started later, beside the build. Output is kept
# whole line by line; pytest's summary of every backend and browser test is the last line, under
# the 25 slowest tests (where CI's minutes go).
test:
	$(MAKE) --no-print-directory -j2 install
	$(MAKE) --no-print-directory build
	$(MAKE) --no-print-directory -j4 --output-sync=line lint-backend lint-frontend test-frontend pytest

pytest: install
	@echo "pytest: started; under make test its output comes when it ends"
	$(BACKEND) $(UV) run pytest -q $(PYTEST_WORKERS) --durations=25

# Every page type on the three demo sites and the console's leads with a deal, phone and desktop, into
# docs/screenshots/ (FORECOURT_SCREENSHOTS_DIR=... writes them elsewhere).
screenshots: build
	$(BACKEND) $(UV) run pytest -q -m screenshots tests/browser/test_screenshots.py

# The bench's own tools: tantivy, DuckDB and pyarrow (the peers), Lighthouse and autocannon (the live
# server's figures, from bench/package-lock.json); none of them is part of make test.
bench: install build
	$(BACKEND) $(UV) sync --frozen --quiet --group bench
	cd bench && npm ci --no-audit --no-fund --silent
	$(BACKEND) $(UV) run --group bench python -m forecourt_bench

# The import contract's floors (pyproject.toml), each package with the packages it imports.
layers: install
	$(BACKEND) $(UV) run python scripts/import_graph.py

clean:
	rm -rf var frontend/dist backend/.venv frontend/node_modules bench/node_modules .tools
