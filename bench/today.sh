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

. bench/lib.sh
start_server

if [ -f "$DATA/bench-state" ]; then
    . "$DATA/bench-state"
    echo "== Reusing the seeded household in $DATA"
else
    sign_up_bench_member
    echo "== Seeding $ITEMS planner items ($RECURRING recurring) through the JSON API"
    python3 bench/planner_seed.py "$BASE" "$household" "$token" \
        --items "$ITEMS" --recurring "$RECURRING" --threads "${BENCH_THREADS:-4}"
    echo "== Seeding $ROOMS rooms of $CHORES chores through the JSON API"
    python3 bench/chores_seed.py "$BASE" "$household" "$token" --rooms "$ROOMS" --chores "$CHORES" \
        --threads "${BENCH_THREADS:-4}" >/dev/null
    printf 'cookie=%q\nhousehold=%q\ntoken=%q\n' "$cookie" "$household" "$token" >"$DATA/bench-state"
fi

restart_after_seeding

page=$(curl -s -b "$cookie" "$BASE/")
planner_rows=$(grep -c 'class="item-row' <<<"$page" || true)
chore_rows=$(grep -c 'class="chore-row' <<<"$page" || true)
echo
echo "== Server time per page, $REQUESTS sequential requests each, one connection"
measure "Today (home page)" "/" 200
# The tag is taken just before: the day's fragment changes with the minute ("19 min left").
etag=$(curl -s -b "$cookie" -D - -o /dev/null "$BASE/" | awk 'tolower($1) == "etag:" { print $2 }' | tr -d '\r')
measure "Today, unchanged (If-None-Match: 304)" "/" 304 -H "If-None-Match: $etag"
measure "planner agenda, for scale" "/planner/$household" 200
measure "chores overview, for scale" "/chores/$household/overview" 200
measure "/healthz (no database, for scale)" "/healthz" 200

summary_heading
echo "database folder after seeding: ${db_mb} MB; Today lists $planner_rows planner rows and $chore_rows chores"
resident_memory
