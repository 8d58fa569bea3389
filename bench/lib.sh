# What the page benchmarks (planner.sh, chores.sh, today.sh) share; sourced after each sets
# PORT, BASE and REQUESTS. Everything talks to 127.0.0.1 only.

command -v curl >/dev/null || { echo "curl is missing: apt-get install -y curl"; exit 1; }

# BIN: BENCH_BIN, or the release binary built now (BENCH_BUILD_FLAGS, e.g. a scratch path).
if [ -n "${BENCH_BIN:-}" ]; then
    BIN=$BENCH_BIN
else
    swift build -c release --product domov ${BENCH_BUILD_FLAGS:-} >/dev/null
    BIN=$(swift build -c release --product domov ${BENCH_BUILD_FLAGS:-} --show-bin-path)/domov
fi

# DATA: BENCH_DATA (a folder an earlier run seeded and kept: measure again without seeding), or
# a new one, removed at the end unless BENCH_KEEP_DATA is set.
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

# Signs a member up and makes the household through the real forms, keeping the cookies a
# browser would; sets `cookie`, an app password `token` for the JSON API, and `household`.
sign_up_bench_member() {
    local jar="$DATA/cookies" csrf session
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
}

# A plain restart, so every figure is from a process that did not do the seeding; sets db_mb.
restart_after_seeding() {
    stop_server
    start_server
    db_mb=$(du -sm "$DATA" | cut -f1)
}

# Sends the page REQUESTS times over one kept-alive connection and prints the time from the
# request sent to the first byte of the answer (curl: time_starttransfer - time_pretransfer),
# which on loopback is the server's time. The first 20 answers warm up and are not counted.
# `expect` (default 200) is the status every answer must have; further arguments go to curl.
measure() {
    local label=$1 path=$2 expect=${3:-200} urls=() i
    shift $(( $# < 3 ? $# : 3 ))
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

# The summary's heading and the server's resident memory.
summary_heading() {
    echo
    echo "== Summary ($(date -u +%Y-%m-%d), $(nproc) cores, $(swift --version 2>/dev/null | head -1))"
}

resident_memory() {
    echo "resident memory after the runs: $(( $(awk '/VmRSS/ {print $2}' /proc/$PID/status) / 1024 )) MB"
}
