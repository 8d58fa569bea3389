#!/usr/bin/env bash
# Planner benchmark (issue 3): a household with 20,000 items, 2,000 of them recurring; the
# month view should render in under 50 ms of server time and the agenda (next 100) in under 20 ms.
# Run from the repository root:  BENCH_BUILD_FLAGS="--scratch-path .build-release" bash bench/planner.sh
# Needs curl and python3 (stdlib only). Everything talks to 127.0.0.1 only.
#
#   BENCH_PORT (18081)  BENCH_REQUESTS (300 per page)  BENCH_ITEMS (20000)  BENCH_RECURRING (2000)
#   BENCH_THREADS (4, seeding)  BENCH_KEEP_DATA (unset: the data folder is removed at the end)
#   BENCH_BIN (unset: build the release binary first)
#   BENCH_DATA (a folder kept by an earlier run: measure again without seeding)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PORT=${BENCH_PORT:-18081}
REQUESTS=${BENCH_REQUESTS:-300}
ITEMS=${BENCH_ITEMS:-20000}
RECURRING=${BENCH_RECURRING:-2000}
BASE=http://127.0.0.1:$PORT

. bench/lib.sh
start_server

if [ -f "$DATA/bench-state" ]; then
    . "$DATA/bench-state"
    echo "== Reusing the seeded household in $DATA"
else
    sign_up_bench_member
    echo "== Seeding $ITEMS items ($RECURRING recurring) through the JSON API"
    python3 bench/planner_seed.py "$BASE" "$household" "$token" \
        --items "$ITEMS" --recurring "$RECURRING" --threads "${BENCH_THREADS:-4}"
    printf 'cookie=%q\nhousehold=%q\ntoken=%q\n' "$cookie" "$household" "$token" >"$DATA/bench-state"
fi

restart_after_seeding

month=$(date +%Y-%m)
next_year_month=$(date -d "+11 months" +%Y-%m)

count=$(curl -s -b "$cookie" "$BASE/planner/$household" | grep -c 'class="item-row' || true)
echo
echo "== Server time per page, $REQUESTS sequential requests each, one connection"
measure "month view, this month ($month)" "/planner/$household/month/$month"
measure "month view, $next_year_month" "/planner/$household/month/$next_year_month"
measure "agenda (next 100 occurrences)" "/planner/$household"
measure "week view" "/planner/$household/week/$(date +%F)"
measure "API agenda, limit 100" "/api/v1/households/$household/planner/items?limit=100"
measure "/healthz (no database, for scale)" "/healthz"

summary_heading
echo "database folder after seeding: ${db_mb} MB; the agenda page lists $count occurrences"
resident_memory
