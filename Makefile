# Mercato: `make run` to try it, `make test` for everything CI checks.
SHELL := /bin/bash
CARGO ?= cargo
NPM ?= npm
DATA_DIR ?= data
BIN := target/release/mercato

.PHONY: build web release run test check-rust test-rust test-postgres test-cluster test-web e2e bench soak cluster clean

## build: the web app, then the release binary with the web app inside it
build: web release

## the web packages, installed again whenever web/package-lock.json is newer than what is installed
WEB_DEPS := web/node_modules/.package-lock.json
$(WEB_DEPS): web/package-lock.json
	cd web && $(NPM) ci --no-audit --no-fund

web: $(WEB_DEPS)
	cd web && $(NPM) run build

## the local Ethereum node the chain watcher's tests start (tools/ethnode: ganache and solc from the npm registry)
ETH_DEPS := tools/ethnode/node_modules/.package-lock.json
$(ETH_DEPS): tools/ethnode/package-lock.json
	cd tools/ethnode && $(NPM) ci --no-audit --no-fund

release:
	$(CARGO) build --release --locked

## run: build everything and serve the demo on http://127.0.0.1:8080/h5/ with data in ./data
run: build
	$(BIN) serve --demo --data-dir $(DATA_DIR)

## test: the server's layering (scripts/check-layers.py), formatting and lints, Rust tests on SQLite and PostgreSQL, three nodes behind HAProxy
## on PostgreSQL and Redis, web checks and unit tests, the web build and the end-to-end tests in headless Chromium
test: check-rust test-rust test-postgres test-cluster test-web web e2e

## The web app's and the console's output folders exist (empty until they are built) before cargo runs: a release
## build script watching a missing folder reruns, and so rebuilds the server, on every run; and a debug binary only
## reads a folder from disk if the folder existed when it was compiled (rust-embed resolves its path then).
web/dist web/console-dist:
	mkdir -p $@

check-rust test-rust test-postgres test-cluster release bench soak: | web/dist web/console-dist
test-rust test-postgres test-cluster: $(ETH_DEPS)

check-rust:
	python3 scripts/check-layers.py
	python3 -m unittest discover -s scripts -p 'test_*.py'
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --workspace --all-targets --locked -- -D warnings

test-rust:
	$(CARGO) test --workspace --locked

## The API suite on PostgreSQL in seven processes of a few modules each: each test server's tasks keep their own
## connections until the process ends, and one process of all the tests would pass the cluster's max_connections.
## `--workspace` as in test-rust: the same features for every crate, so the test binary built there is reused
## rather than built again with the server's features alone.
PG_GROUPS := "account admin content" "chain demo feeds fiat funds" "hostile hours http identity ledger lever limits" \
	"loans lockming markets messages micro openapi operations otc payees people profile quickbuy" \
	"dual follow ieo liabilities quiz realtime schemas" "boost chain_bitcoin chain_bitcoin_payout chat chain_payout chain_tron chain_tron_payout coupons nft referral vip" \
	"accountability ledger_checkpoint liabilities_history operator_sign_in opsec pricing rules terms totp"
PG_LISTED := $(subst ",,$(PG_GROUPS))
test-postgres:
	scripts/with-postgres.sh sh -c 'set -e; for group in $(PG_GROUPS); do \
		$(CARGO) test --workspace --locked --test api -- $$(for m in $$group; do printf "%s:: " $$m; done); \
		done; \
		$(CARGO) test --workspace --locked --test api -- $(foreach m,$(PG_LISTED),--skip $(m)::)'

## test-cluster: nodes of the real binary on a throwaway PostgreSQL, redis-server and HAProxy (Debian's packages):
## trading and events across nodes, failover on kill -9, fencing, revocation and limits across nodes
test-cluster:
	scripts/with-postgres.sh $(CARGO) test --workspace --locked --test cluster -- --ignored --test-threads=1

## cluster: three nodes behind HAProxy on a throwaway PostgreSQL and Redis, until Ctrl-C (scripts/cluster.sh)
cluster: release
	scripts/with-postgres.sh scripts/cluster.sh $(BIN)

test-web: $(WEB_DEPS)
	cd web && $(NPM) run typecheck && $(NPM) run lint && $(NPM) run test

## The end-to-end tests run the binary the Rust tests built (ADR 63): a debug build reads the web app and the
## console from web/dist and web/console-dist, which `make web` has just built, and a second, release build of
## every crate would double the compiling. `cargo test --no-run` only builds it when it is missing or stale.
DEBUG_BIN := target/debug/mercato
e2e: $(WEB_DEPS) $(ETH_DEPS) | web/dist web/console-dist
	$(CARGO) test --workspace --locked --no-run
	cd web && MERCATO_BIN=../$(DEBUG_BIN) $(NPM) run e2e

## bench: each measurement a ratio against a reference run in the same process or run, outcome verified first
## (docs/adr/0021-benchmarks.md): the engine replay of the shared workload and criterion micro-benchmarks against
## lobster, order placement over HTTP against a bare axum endpoint (SQLite, then PostgreSQL), socket.io fan-out
## against Node socket.io 4.8
BENCH_DIR ?= target/bench
bench:
	mkdir -p $(BENCH_DIR)
	test -f $(BENCH_DIR)/w1m.csv || python3 ../shared/bench/gen_workload.py --out $(BENCH_DIR)/w1m.csv > /dev/null 2>&1
	$(CARGO) run --release --locked -p mercato-engine --example replay -- $(BENCH_DIR)/w1m.csv 5
	CRITERION_HOME=$(abspath $(BENCH_DIR))/criterion $(CARGO) bench --locked -p mercato-engine --bench book -- \
		--warm-up-time 1 --measurement-time 2
	$(CARGO) run --release --locked -p mercato-risk --example risk_bench
	$(CARGO) run --release --locked -p mercato-server --example place_bench -- --seconds 5 --connections 32
	scripts/with-postgres.sh bash -c 'MERCATO_BENCH_POSTGRES_URL=$$MERCATO_TEST_POSTGRES_URL \
		$(CARGO) run --release --locked -p mercato-server --example place_bench -- --seconds 5 --connections 32'
	$(CARGO) run --release --locked -p mercato-server --example copy_bench -- --followers 10000 --plain 2000
	$(CARGO) run --release --locked -p mercato-server --example liabilities_bench -- --users 1000000
	$(CARGO) build --release --locked --bin mercato --example fanout_clients
	cd bench/fanout && $(NPM) ci --no-audit --no-fund --loglevel=error
	cd bench/fanout && node fanout.js --bin ../../$(BIN) --clients 1000 --seconds 10
	$(MAKE) $(WEB_DEPS)
	node scripts/web-lcp.mjs --bin $(BIN)
	$(CARGO) build --release --locked -p mercato-server --example cluster_bench
	scripts/with-postgres.sh bash -c 'MERCATO_BIN=$(BIN) target/release/examples/cluster_bench --seconds 5 --clients 1000'
	$(CARGO) run --release --locked -p mercato-server --example scale_bench
	scripts/with-postgres.sh bash -c 'MERCATO_BENCH_POSTGRES_URL=$$MERCATO_TEST_POSTGRES_URL \
		$(CARGO) run --release --locked -p mercato-server --example scale_bench'
	$(MAKE) $(ETH_DEPS)
	$(CARGO) test --release --locked -p mercato-server --test api chain::scan_rate -- --ignored --nocapture

## soak: the race and flood scenarios of the limits at larger scale against the release binary, SOAK_SECONDS on
## SQLite and then as long on PostgreSQL; prints what held per class of request and fails if a limit broke, a 5xx
## or internal_error came back or `ledger verify` failed
SOAK_SECONDS ?= 120
soak:
	$(CARGO) build --release --locked --bin mercato --example soak
	target/release/examples/soak --bin $(BIN) --seconds $(SOAK_SECONDS)
	scripts/with-postgres.sh bash -c 'MERCATO_SOAK_POSTGRES_URL=$$MERCATO_TEST_POSTGRES_URL \
		target/release/examples/soak --bin $(BIN) --seconds $(SOAK_SECONDS)'

clean:
	$(CARGO) clean
	rm -rf web/dist web/console-dist web/test-results
