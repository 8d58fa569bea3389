#!/usr/bin/env bash
# Foundation benchmarks: cold start to /healthz, idle memory, and the signed-in home page
# under load. Run from the repository root:  bash bench/run.sh
# Needs wrk and curl (apt-get install -y wrk curl). Everything talks to 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PORT=${BENCH_PORT:-18080}
DURATION=${BENCH_DURATION:-20s}
CONNECTIONS=${BENCH_CONNECTIONS:-64}
BASE=http://127.0.0.1:$PORT

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk"; exit 1; }
# BENCH_BUILD_FLAGS, e.g. "--scratch-path .build-release", keeps a debug build dir untouched.
swift build -c release --product domov ${BENCH_BUILD_FLAGS:-} >/dev/null
BIN=$(swift build -c release --product domov ${BENCH_BUILD_FLAGS:-} --show-bin-path)/domov
DATA=$(mktemp -d)
PID=""
trap '[ -z "$PID" ] || kill "$PID" 2>/dev/null || true; rm -rf "$DATA"' EXIT

start_server() {
    local t0 t1
    t0=$(date +%s%N)
    "$BIN" serve --data-dir "$DATA" --port "$PORT" --log-level warning &
    PID=$!
    until curl -sf "$BASE/healthz" >/dev/null 2>&1; do :; done
    t1=$(date +%s%N)
    STARTUP_MS=$(( (t1 - t0) / 1000000 ))
}

stop_server() {
    kill -TERM "$PID"; wait "$PID" || true; PID=""
}

# The first start creates the database and runs every migration; the second is a plain restart.
start_server; first_ms=$STARTUP_MS
stop_server
start_server; cold_ms=$STARTUP_MS

# Sign up through the real form, keeping the cookies a browser would.
jar="$DATA/cookies"
curl -s -c "$jar" -b "$jar" "$BASE/signup" -o /dev/null
csrf=$(awk '$6 == "domov_csrf" {print $7}' "$jar")
curl -s -c "$jar" -b "$jar" -o /dev/null "$BASE/signup" \
    --data "_csrf=$csrf&email=bench%40example.org&display_name=Bench&nickname=bench&password=benchmark-password&time_zone=Europe%2FPrague"
curl -s -c "$jar" -b "$jar" -o /dev/null "$BASE/households" --data "_csrf=$csrf&name=Bench+household"
session=$(awk '$6 == "domov_session" {print $7}' "$jar")
[ -n "$session" ] || { echo "sign-up failed"; exit 1; }
curl -sf -b "domov_session=$session; domov_csrf=$csrf" "$BASE/" | grep -q "Bench household" \
    || { echo "the home page is not the signed-in one"; exit 1; }

sleep 2
idle_rss_kb=$(awk '/VmRSS/ {print $2}' /proc/$PID/status)

echo "== wrk: signed-in home page, $CONNECTIONS connections, $DURATION"
wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency \
    -H "Cookie: domov_session=$session; domov_csrf=$csrf" "$BASE/" | tee "$DATA/wrk.txt"
busy_rss_kb=$(awk '/VmRSS/ {print $2}' /proc/$PID/status)

echo
echo "== Summary ($(date -u +%Y-%m-%d), $(nproc) cores, $(swift --version 2>/dev/null | head -1))"
echo "first start (create + migrate) to /healthz: ${first_ms} ms"
echo "cold start to /healthz:                    ${cold_ms} ms"
echo "idle resident memory after sign-up:        $(( idle_rss_kb / 1024 )) MB"
echo "resident memory after the load:            $(( busy_rss_kb / 1024 )) MB"
grep -E "Requests/sec|99%" "$DATA/wrk.txt"
