#!/usr/bin/env bash
# Chores benchmark (issue 6): a house with 50 rooms of 100 chores each; the house overview
# should render in under 20 ms of server time.
# Run from the repository root:  BENCH_BUILD_FLAGS="--scratch-path .build-release" bash bench/chores.sh
# Needs curl and python3 (stdlib only). Everything talks to 127.0.0.1 only.
#
#   BENCH_PORT (18082)  BENCH_REQUESTS (300 per page)  BENCH_ROOMS (50)  BENCH_CHORES (100 per room)
#   BENCH_THREADS (4, seeding)  BENCH_KEEP_DATA (unset: the data folder is removed at the end)
#   BENCH_BIN (unset: build the release binary first)
#   BENCH_DATA (a folder kept by an earlier run: measure again without seeding)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PORT=${BENCH_PORT:-18082}
REQUESTS=${BENCH_REQUESTS:-300}
ROOMS=${BENCH_ROOMS:-50}
CHORES=${BENCH_CHORES:-100}
BASE=http://127.0.0.1:$PORT

. bench/lib.sh
start_server

if [ -f "$DATA/bench-state" ]; then
    . "$DATA/bench-state"
    echo "== Reusing the seeded household in $DATA"
else
    sign_up_bench_member
    echo "== Seeding $ROOMS rooms of $CHORES chores through the JSON API"
    room=$(python3 bench/chores_seed.py "$BASE" "$household" "$token" --rooms "$ROOMS" --chores "$CHORES" \
        --threads "${BENCH_THREADS:-4}" | tail -1)
    printf 'cookie=%q\nhousehold=%q\ntoken=%q\nroom=%q\n' "$cookie" "$household" "$token" "$room" >"$DATA/bench-state"
fi

restart_after_seeding

# The overview lists the 100 most urgent and offers the rest 100 at a time (`show`).
urgent=$(curl -s -b "$cookie" "$BASE/chores/$household/overview?show=100000" | grep -c 'class="chore-row' || true)
echo
echo "== Server time per page, $REQUESTS sequential requests each, one connection"
measure "house overview (My rooms: all $ROOMS)" "/chores/$household/overview"
measure "house overview, all rooms" "/chores/$household/overview?rooms=all"
measure "house overview, all $urgent shown" "/chores/$household/overview?show=100000"
measure "rooms list ($ROOMS rooms with counts)" "/chores/$household"
measure "one room ($CHORES chores)" "/chores/$household/rooms/$room"
measure "/healthz (no database, for scale)" "/healthz"

summary_heading
echo "database folder after seeding: ${db_mb} MB; $urgent chores are critical or overdue"
resident_memory
