# The two commands: `make run` and `make test`. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := run

GO        ?= go
NPM       ?= npm
BIN       := bin/artmarket
GO_SRC    := $(shell find ent graph server -name '*.go' -not -path '*/node_modules/*' 2>/dev/null) go.mod go.sum
CLIENT_SRC := $(shell find client/src client/server client/public client/index.html client/vite.config.ts -type f -not -path '*/node_modules/*' 2>/dev/null) package-lock.json relay.config.json schema.graphql tsconfig.json
GRAPHIQL_SRC := $(shell find client/graphiql -type f 2>/dev/null)
CHROMIUM  ?= $(shell command -v chromium || command -v chromium-browser || echo /usr/bin/chromium)

# Local PostgreSQL and Redis, used by the tests when they answer.
PG_URL    := postgres://postgres@127.0.0.1:5432/test?sslmode=disable
REDIS_URL_LOCAL := redis://127.0.0.1:6379/0
port_open = $(shell (exec 3<>/dev/tcp/127.0.0.1/$(1)) 2>/dev/null && echo yes)
ifeq ($(origin TEST_DATABASE_URL),undefined)
ifeq ($(call port_open,5432),yes)
export TEST_DATABASE_URL := $(PG_URL)
endif
endif
ifeq ($(origin TEST_REDIS_URL),undefined)
ifeq ($(call port_open,6379),yes)
export TEST_REDIS_URL := $(REDIS_URL_LOCAL)
endif
endif

.PHONY: run build test generate check-generated vet fmt-check go-test fuzz client-test typecheck budget e2e bench bench-data migration clean deps chromium cjk-fonts sqlite3

## run: build what is missing, then start the site on http://localhost:8080 (SQLite, demo data, sandbox providers)
run: build
	./$(BIN)

## build: the Go server and the client bundles
build: $(BIN) dist/client/.vite/manifest.json dist/graphiql/index.html

$(BIN): $(GO_SRC)
	$(GO) build -o $(BIN) ./server/cmd/artmarket

node_modules/.stamp: package.json package-lock.json
	$(NPM) ci --no-audit --no-fund
	touch $@

dist/client/.vite/manifest.json: node_modules/.stamp $(CLIENT_SRC)
	$(NPM) run --silent build

dist/graphiql/index.html: node_modules/.stamp $(GRAPHIQL_SRC)
	npx vite build --config client/graphiql/vite.config.ts --logLevel warn

deps: node_modules/.stamp chromium sqlite3

## sqlite3: the SQLite shell, with which a browser test ends a deletion request's 15-day cooling-off period at once
sqlite3:
	@if ! command -v sqlite3 >/dev/null 2>&1; then \
		echo "installing Debian's sqlite3"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sqlite3 >/dev/null; \
	fi

## chromium: Debian's Chromium for the browser tests (never a downloaded browser)
chromium:
	@if ! command -v chromium >/dev/null 2>&1; then \
		echo "installing Debian's chromium"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	fi

## cjk-fonts: a Chinese system font for Lighthouse's runs in `make bench`, as every phone has one: without it
## Chromium lays each Chinese character out through a font fallback search (twice the layout time, and boxes)
cjk-fonts:
	@if ! fc-list 2>/dev/null | grep -q "Noto Sans CJK"; then \
		echo "installing Debian's fonts-noto-cjk"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null; \
	fi

## generate: ent + entgql, gqlgen, schema.graphql, relay-compiler
generate: node_modules/.stamp
	$(GO) run ./server/domain/region/gen
	cd ent && $(GO) run entc.go
	$(GO) run ./graph/execgen # gqlgen generate, with the card types resolved inline
	$(GO) run ./graph/schemagen
	# relay-compiler writes artifacts but never removes one whose source moved or
	# went: start from none, so check-generated sees a stale artifact as a change.
	find client/src -type d -name __generated__ -prune -exec rm -rf {} +
	npx relay-compiler
	$(GO) run ./server/cmd/rulesgen # the server's limits and messages the client shows before a request

# Everything `make generate` writes: the region table, ent, gqlgen's executor and resolver
# stubs, the schemas, relay-compiler's artifacts, and the client's copy of the server's rules
# (client/src/lib/__generated__/rules.ts, by server/cmd/rulesgen).
hash_generated = { find ent graph -type f; echo schema.graphql; echo server/domain/region/regions.tsv; find client/src -path '*/__generated__/*' -type f; } \
	| LC_ALL=C sort | xargs sha256sum | sha256sum

## check-generated: fail when generated code is stale (regenerates and compares)
check-generated: node_modules/.stamp
	@before=$$($(hash_generated)); \
	$(MAKE) --no-print-directory generate >/tmp/artmarket-generate.log 2>&1 || { cat /tmp/artmarket-generate.log; exit 1; }; \
	after=$$($(hash_generated)); \
	if [ "$$before" != "$$after" ]; then \
		echo "generated code was stale: 'make generate' changed it; commit the regenerated files:"; \
		git status --short -- ent graph schema.graphql client/src; exit 1; \
	fi; echo "generated code is up to date"

vet:
	$(GO) vet ./...

fmt-check:
	@out=$$(gofmt -l ent/schema ent/migrations ent/entc.go graph server); \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

go-test:
	@echo "Go tests (PostgreSQL: $${TEST_DATABASE_URL:-not available}, Redis: $${TEST_REDIS_URL:-not available})"
	$(GO) test -count=1 ./...

## fuzz: the fuzz targets of the /graphql transport and the REST decoder, briefly (their seed corpora run in go-test too)
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzGraphQL$$' -fuzztime 10s ./graph/gqlserver
	$(GO) test -run '^$$' -fuzz '^FuzzDecode$$' -fuzztime 8s ./server/web/api

typecheck: node_modules/.stamp
	npx tsc -p tsconfig.json --noEmit
	npx tsc -p client/e2e/tsconfig.json --noEmit

client-test: node_modules/.stamp
	npx vitest run --config client/vitest.config.ts

## e2e: Playwright in Debian's Chromium against the built server
e2e: build chromium
	CHROMIUM_PATH=$(CHROMIUM) npx playwright test --config client/e2e/playwright.config.ts

## test: install what the tests need, then run every test
test: deps check-generated fmt-check vet go-test fuzz typecheck client-test build budget e2e
	@echo "make test: all green"

# First-load JavaScript of the anonymous pages (gzip) within 200 kB, and no member-area code in it.
budget: build
	node client/scripts/budget.mjs

## bench: requests per second and latency through the front door, on the demo data
bench: build chromium cjk-fonts
	CHROMIUM_PATH=$(CHROMIUM) $(GO) run ./server/cmd/bench

## bench-data: fill PostgreSQL (BENCH_DATABASE_URL, default a benchdata database on the local server, created
## when missing) with the demo catalogue, then in bulk up to 100,000 artworks, 10,000 artists and 2,000 galleries
bench-data:
	$(GO) run ./server/cmd/benchdata

## migration NAME=...: write the next versioned migration for SQLite and PostgreSQL
migration:
	@test -n "$(NAME)" || { echo "usage: make migration NAME=add_something"; exit 1; }
	$(GO) run ./ent/migrations/gen $(NAME)

clean:
	rm -rf bin dist
