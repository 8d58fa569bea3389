#!/usr/bin/env bash
# Today benchmark (issue 24): the home page of a household with 20,000 planner items (2,000
# recurring) and 5,000 chores (50 rooms of 100, all in the member's rooms) should render in
# under 20 ms of server time. Seeds with bench/planner_seed.py and bench/chores_seed.py.
# Run from the repository root:  BENCH_BUILD_FLAGS="--scratch-path .build-release" bash bench/today.sh
# Needs curl and python3 (stdlib only). Everything talks to 127.0.0.1 only.
#
#   BENCH_PORT (18083)  BENCH_REQUESTS (300)  BENCH_ITEMS (20000)  BENCH_RECURRING (2000)
#   BENCH_ROOMS (50)  BENCH_CHORES (100 per room)  BENCH_THREADS (4, seeding)
#   BENCH_KEEP_DATA (unset: the data folder is removed at the end)
#   BENCH_BIN (unset: build the release binary first)
#   BENCH_DATA (a folder kept by an earlier run: measure again without seeding)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PORT=${BENCH_PORT:-18083}
REQUESTS=${BENCH_REQUESTS:-300}
ITEMS=${BENCH_ITEMS:-20000}
RECURRING=${BENCH_RECURRING:-2000}
ROOMS=${BENCH_ROOMS:-50}
CHORES=${BENCH_CHORES:-100}
BASE=http://127.0.0.1:$PORT

command -v curl >/dev/null || { echo "curl is missing: apt-get install -y curl"; exit 1; }
if [ -n "${BENCH_BIN:-}" ]; then
    BIN=$BENCH_BIN
else
    swift build -c release --product domov ${BENCH_BUILD_FLAGS:-} >/dev/null
    BIN=$(swift build -c release --product domov ${BENCH_BUILD_FLAGS:-} --show-bin-path)/domov
fi
if [ -n "${BENCH_DATA:-}" ]; then
    DATA=$BENCH_DATA
    BENCH_KEEP_DATA=1
else
    DATA=$(mktemp -d)
fi
PID=""
trap '[ -z "$PID" ] || kill "$PID" 2>/dev/null || true; [ -n "${BENCH_KEEP_DATA:-}" ] || rm -rf "$DATA"; [ -z "${BENCH_KEEP_DATA:-}" ] || echo "data kept in $DATA"' EXIT

start_server() {
    "$BIN" serve --data-dir "$DATA" --port "$PORT" --log-level warning &
    PID=$!
    until curl -sf "$BASE/healthz" >/dev/null 2>&1; do sleep 0.05; done
}

stop_server() {
    kill -TERM "$PID"; wait "$PID" || true; PID=""
}

start_server

if [ -f "$DATA/bench-state" ]; then
    . "$DATA/bench-state"
    echo "== Reusing the seeded household in $DATA"
else
    # Sign up and make the household through the real forms, keeping the cookies a browser would.
    jar="$DATA/cookies"
    curl -s -c "$jar" -b "$jar" "$BASE/signup" -o /dev/null
    csrf=$(awk '$6 == "domov_csrf" {print $7}' "$jar")
    curl -s -c "$jar" -b "$jar" -o /dev/null "$BASE/signup" \
        --data "_csrf=$csrf&email=bench%40example.org&display_name=Bench&nickname=bench&password=benchmark-password&time_zone=Europe%2FPrague"
    curl -s -c "$jar" -b "$jar" -o /dev/null "$BASE/households" --data "_csrf=$csrf&name=Bench+household"
    session=$(awk '$6 == "domov_session" {print $7}' "$jar")
    [ -n "$session" ] || { echo "sign-up failed"; exit 1; }
    cookie="domov_session=$session; domov_csrf=$csrf"
    token=$(curl -sf -b "$cookie" -H 'Content-Type: application/json' --data '{"name":"bench"}' \
        "$BASE/api/v1/app-passwords" | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
    household=$(curl -sf -H "Authorization: Bearer $token" "$BASE/api/v1/households" \
        | python3 -c 'import json,sys; d=json.load(sys.stdin); d=d.get("households", d) if isinstance(d, dict) else d; print(d[0]["id"])')

    echo "== Seeding $ITEMS planner items ($RECURRING recurring) through the JSON API"
    python3 bench/planner_seed.py "$BASE" "$household" "$token" \
        --items "$ITEMS" --recurring "$RECURRING" --threads "${BENCH_THREADS:-4}"
    echo "== Seeding $ROOMS rooms of $CHORES chores through the JSON API"
    python3 bench/chores_seed.py "$BASE" "$household" "$token" --rooms "$ROOMS" --chores "$CHORES" \
        --threads "${BENCH_THREADS:-4}" >/dev/null
    printf 'cookie=%q\nhousehold=%q\ntoken=%q\n' "$cookie" "$household" "$token" >"$DATA/bench-state"
fi

# A plain restart, so every figure is from a process that did not do the seeding.
stop_server
start_server
db_mb=$(du -sm "$DATA" | cut -f1)

# Sends the page REQUESTS times over one kept-alive connection and prints the time from the
# request sent to the first byte of the answer (curl: time_starttransfer - time_pretransfer),
# which on loopback is the server's time. The first 20 answers warm up and are not counted.
# Extra arguments go to curl (a header); `expect` is the status every answer must have.
measure() {
    local label=$1 path=$2 expect=$3 urls=() i
    shift 3
    for ((i = 0; i < REQUESTS + 20; i++)); do urls+=(-o /dev/null "$BASE$path"); done
    local bytes
    bytes=$(curl -s -b "$cookie" "$@" "$BASE$path" | wc -c)
    local out
    out=$(curl -s -b "$cookie" "$@" -w '%{http_code} %{time_pretransfer} %{time_starttransfer}\n' "${urls[@]}" | tail -n +21)
    local bad
    bad=$(awk -v expect="$expect" '$1 != expect' <<<"$out" | wc -l)
    awk '{ printf "%.3f\n", ($3 - $2) * 1000 }' <<<"$out" | sort -n | awk -v label="$label" -v bytes="$bytes" -v bad="$bad" -v expect="$expect" '
        { ms[NR] = $1 }
        END {
            n = NR
            printf "%-40s median %7.2f ms   p90 %7.2f ms   p99 %7.2f ms   max %7.2f ms   (%d requests, %d KB%s)\n",
                label, ms[int((n + 1) / 2)], ms[int(n * 0.90)], ms[int(n * 0.99)], ms[n], n, bytes / 1024,
                (bad > 0 ? ", " bad " NOT " expect : "")
        }'
}

page=$(curl -s -b "$cookie" "$BASE/")
planner_rows=$(grep -c 'class="item-row' <<<"$page" || true)
chore_rows=$(grep -c 'class="chore-row' <<<"$page" || true)
etag=$(curl -s -b "$cookie" -D - -o /dev/null "$BASE/" | awk 'tolower($1) == "etag:" { print $2 }' | tr -d '\r')
echo
echo "== Server time per page, $REQUESTS sequential requests each, one connection"
measure "Today (home page)" "/" 200
measure "Today, unchanged (If-None-Match: 304)" "/" 304 -H "If-None-Match: $etag"
measure "planner agenda, for scale" "/planner/$household" 200
measure "chores overview, for scale" "/chores/$household/overview" 200
measure "/healthz (no database, for scale)" "/healthz" 200

echo
echo "== Summary ($(date -u +%Y-%m-%d), $(nproc) cores, $(swift --version 2>/dev/null | head -1))"
echo "database folder after seeding: ${db_mb} MB; Today lists $planner_rows planner rows and $chore_rows chores"
echo "resident memory after the runs: $(( $(awk '/VmRSS/ {print $2}' /proc/$PID/status) / 1024 )) MB"
