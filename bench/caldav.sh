#!/usr/bin/env bash
# CalDAV benchmark (issues 4 and 22, "Performance"): Domov beside Radicale 3.9 and Xandikos on
# one calendar of 10,000 events (1,000 recurring): GETs of single objects and 7-day time-range
# calendar-query REPORTs per second (wrk, 16 connections; result sets checked against a
# python-dateutil oracle), PUTs per second as the calendar grows and into the full calendar,
# resident memory, and recurrence expansion against python-dateutil.
# Run from the repository root:  bash bench/caldav.sh
# Needs curl, git, wrk and python3 (with venv); installs the peers from PyPI into a venv.
# Every server listens on 127.0.0.1 only. The whole run takes about 10-15 minutes.
#
#   BENCH_BIN (unset: build the release binary first, nice'd, in .build-release)
#   BENCH_VENV (default /tmp/domov-caldav-bench-venv; made and filled if missing)
#   BENCH_CONNECTIONS (16)  BENCH_GET_SECONDS (20)  BENCH_REPORT_SECONDS (20)  BENCH_PUT_SECONDS (30)
#   BENCH_EVENTS (10000)  BENCH_RECURRING (1000)  BENCH_QUERIES (12)
#   BENCH_PORT (18090: Domov; +1 Radicale, +2 Xandikos)  BENCH_KEEP_DATA (keep the temp folder)
#   BENCH_ARGS (more flags for caldav_bench.py, e.g. "--skip recurrence")
#   BENCH_ONLY=recurrence (only the expansion against python-dateutil: no servers, about a minute)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PORT=${BENCH_PORT:-18090}
DOMOV=http://127.0.0.1:$PORT
RADICALE=http://127.0.0.1:$((PORT + 1))
XANDIKOS=http://127.0.0.1:$((PORT + 2))
VENV=${BENCH_VENV:-/tmp/domov-caldav-bench-venv}

command -v curl >/dev/null || { echo "curl is missing: apt-get install -y curl"; exit 1; }
command -v git >/dev/null || { echo "git is missing: apt-get install -y git"; exit 1; }
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk"; exit 1; }

if [ -n "${BENCH_BIN:-}" ]; then
    BIN=$BENCH_BIN
else
    echo "== Building domov (release, nice'd, .build-release)"
    nice -n 10 swift build -c release --scratch-path .build-release --product domov >/dev/null
    BIN=.build-release/release/domov
fi

if [ ! -x "$VENV/bin/xandikos" ] || ! "$VENV/bin/python" -c 'import radicale, dateutil, requests; assert radicale.VERSION.startswith("3.9")' 2>/dev/null; then
    echo "== Installing Radicale 3.9, Xandikos and python-dateutil into $VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q --disable-pip-version-check 'radicale==3.9.*' xandikos python-dateutil requests
fi
PY=$VENV/bin/python
versions=$("$PY" -c 'import importlib.metadata as m; print(", ".join(f"{p} {m.version(p)}" for p in ("radicale", "xandikos", "python-dateutil")))')

if [ "${BENCH_ONLY:-}" = recurrence ]; then
    echo "== $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(swift --version 2>/dev/null | head -1), $versions"
    echo "== load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
    mkdir -p bench/results
    status=0
    "$PY" bench/caldav_bench.py recurrence --domov-bin "$BIN" --events "${BENCH_EVENTS:-10000}" \
        --recurring "${BENCH_RECURRING:-1000}" --json "bench/results/caldav-recurrence-$(date -u +%Y%m%dT%H%M%SZ).json" || status=$?
    echo "== load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
    exit $status
fi

WORK=$(mktemp -d)
PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
    if [ -n "${BENCH_KEEP_DATA:-}" ]; then echo "data kept in $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

wait_for() {  # url, pid
    for _ in $(seq 1 600); do
        curl -s -o /dev/null "$1" && return 0
        kill -0 "$2" 2>/dev/null || { echo "server for $1 exited; log in $WORK"; exit 1; }
        sleep 0.1
    done
    echo "server for $1 did not answer"; exit 1
}

# The peers get the calendar's files straight into their storage (PUTting 10,000 objects into
# them takes hours: see the README). Radicale then reads every item once to build its cache
# (minutes); the seeded and warmed folders are kept in SEED (keyed by the calendar's size and
# the driver's text) and copied for each run.
SEED=${BENCH_SEED_CACHE:-/tmp/domov-caldav-bench-seed}-${BENCH_EVENTS:-10000}-${BENCH_RECURRING:-1000}-$(sed -n "1,/^# HTTP/p" bench/caldav_bench.py | sha1sum | cut -c1-12)
if [ ! -f "$SEED/done" ]; then
    echo "== Writing the calendar into Radicale's and Xandikos' storage ($SEED, once)"
    rm -rf "$SEED"; mkdir -p "$SEED"
    # Xandikos makes its principal and default calendar on a first start.
    "$VENV/bin/xandikos" serve --defaults -d "$SEED/xandikos" -l 127.0.0.1 -p $((PORT + 2)) >"$WORK/xandikos-init.log" 2>&1 &
    pid=$!
    wait_for "$XANDIKOS/" $pid
    kill $pid; wait $pid 2>/dev/null || true
    "$PY" bench/caldav_bench.py seed-peers "$SEED/radicale" "$SEED/xandikos/user/calendars/calendar" \
        --events "${BENCH_EVENTS:-10000}" --recurring "${BENCH_RECURRING:-1000}"
    echo "== Radicale builds its item cache"
    "$VENV/bin/radicale" --server-hosts 127.0.0.1:$((PORT + 1)) --auth-type none \
        --storage-filesystem-folder "$SEED/radicale" --logging-level warning >"$WORK/radicale-init.log" 2>&1 &
    pid=$!
    wait_for "$RADICALE/" $pid
    curl -s -o /dev/null -u bench:unused -X PROPFIND -H 'Depth: 1' "$RADICALE/bench/calendar/"
    kill $pid; wait $pid 2>/dev/null || true
    touch "$SEED/done"
fi
cp -a "$SEED/radicale" "$SEED/xandikos" "$WORK/"

"$BIN" serve --data-dir "$WORK/domov" --port "$PORT" --log-level warning >"$WORK/domov.log" 2>&1 &
PIDS+=($!)
wait_for "$DOMOV/healthz" $!
# No authentication for the peers (Radicale's "none" takes any name; Xandikos has none);
# Domov always checks HTTP Basic with an app password, so it pays for that and they do not.
"$VENV/bin/radicale" --server-hosts 127.0.0.1:$((PORT + 1)) --auth-type none \
    --storage-filesystem-folder "$WORK/radicale" --logging-level warning >"$WORK/radicale.log" 2>&1 &
PIDS+=($!)
wait_for "$RADICALE/" $!
"$VENV/bin/xandikos" serve -d "$WORK/xandikos" -l 127.0.0.1 -p $((PORT + 2)) >"$WORK/xandikos.log" 2>&1 &
PIDS+=($!)
wait_for "$XANDIKOS/" $!

echo "== $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(swift --version 2>/dev/null | head -1), $versions"
echo "== load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
mkdir -p bench/results
status=0
"$PY" bench/caldav_bench.py --domov "$DOMOV" --radicale "$RADICALE" --xandikos "$XANDIKOS" --domov-bin "$BIN" \
    --events "${BENCH_EVENTS:-10000}" --recurring "${BENCH_RECURRING:-1000}" --queries "${BENCH_QUERIES:-12}" \
    --connections "${BENCH_CONNECTIONS:-16}" --get-seconds "${BENCH_GET_SECONDS:-20}" --report-seconds "${BENCH_REPORT_SECONDS:-20}" \
    --scratch "$WORK" \
    --put-seconds "${BENCH_PUT_SECONDS:-30}" --json "bench/results/caldav-$(date -u +%Y%m%dT%H%M%SZ).json" \
    ${BENCH_ARGS:-} || status=$?
echo "== load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
rss() { echo "$(( $(awk '/VmRSS/ {print $2}' /proc/$1/status) / 1024 ))"; }
echo "== resident memory: Domov $(rss ${PIDS[0]}) MB, Radicale $(rss ${PIDS[1]}) MB, Xandikos $(rss ${PIDS[2]}) MB"
# Domov hands freed heap memory back every 10 s (FreedMemoryReturner); the peers get the same wait.
sleep 15
echo "== resident memory 15 s later: Domov $(rss ${PIDS[0]}) MB, Radicale $(rss ${PIDS[1]}) MB, Xandikos $(rss ${PIDS[2]}) MB"
grep -i -E "error|critical" "$WORK/domov.log" | head -5 || true
exit $status
