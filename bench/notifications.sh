#!/usr/bin/env bash
# Notification dispatch benchmark (issue 5): 100,000 in-app notices all due at once, dispatched by
# one `domov job dispatch-notifications` round (claim with a lease, fan out per the recipients'
# settings, record, publish, re-plan each source), on SQLite and, when BENCH_POSTGRES_URL names a
# server, on PostgreSQL. The issue's target: all of them within 60 s.
# Then the lateness run: `domov serve` on SQLite while notices fall due at 1,000 a minute for
# BENCH_LATENESS_MINUTES (3); each notice's lateness is its dispatched_at (the moment it reached
# the inbox) minus its due_at. The issue's target: the 99th percentile under 1 s.
# Run from the repository root:  BENCH_BUILD_FLAGS="--scratch-path .build-release" bash bench/notifications.sh
# Needs python3 (stdlib only), and psql for PostgreSQL. Everything talks to 127.0.0.1 only.
#
#   BENCH_NOTICES (100000)  BENCH_USERS (1000)  BENCH_SOURCES (25000 planner items the notices remind of)
#   BENCH_PER_MINUTE (1000)  BENCH_LATENESS_MINUTES (3; 0 skips the lateness run)  BENCH_PORT (18083)
#   BENCH_BIN (unset: build the release binary first)
#   BENCH_POSTGRES_URL (unset: SQLite only), e.g. postgres://domov@127.0.0.1:54329/postgres: a
#   throwaway database is created next to it and dropped at the end.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

NOTICES=${BENCH_NOTICES:-100000}
USERS=${BENCH_USERS:-1000}
SOURCES=${BENCH_SOURCES:-25000}

if [ -n "${BENCH_BIN:-}" ]; then
    BIN=$BENCH_BIN
else
    swift build -c release --product domov ${BENCH_BUILD_FLAGS:-} >/dev/null
    BIN=$(swift build -c release --product domov ${BENCH_BUILD_FLAGS:-} --show-bin-path)/domov
fi
DATA=$(mktemp -d)
PG_DB=""
cleanup() {
    rm -rf "$DATA"
    [ -z "$PG_DB" ] || psql -q "$BENCH_POSTGRES_URL" -c "DROP DATABASE IF EXISTS $PG_DB" >/dev/null 2>&1 || true
}
trap cleanup EXIT

# Runs one dispatch round over the database named by "$@" and prints its wall time in seconds.
dispatch() {
    local start end
    start=$(date +%s.%N)
    "$BIN" job dispatch-notifications --log-level warning "$@" >"$DATA/job.out"
    end=$(date +%s.%N)
    awk -v s="$start" -v e="$end" 'BEGIN { printf "%.2f", e - s }'
}

report() {
    local label=$1 seconds=$2 dispatched=$3
    printf "%-12s %7d notices, %5d people: %6.2f s  (%6.0f notices/s; %s dispatched; job says: %s)\n" \
        "$label" "$NOTICES" "$USERS" "$seconds" "$(awk -v n="$NOTICES" -v s="$seconds" 'BEGIN { print n / s }')" \
        "$dispatched" "$(cat "$DATA/job.out")"
}

echo "== SQLite"
"$BIN" migrate --data-dir "$DATA" --log-level warning >/dev/null
python3 bench/notifications_seed.py "$DATA/domov.sqlite" --notices "$NOTICES" --users "$USERS" --sources "$SOURCES"
seconds=$(dispatch --data-dir "$DATA")
dispatched=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT COUNT(*) FROM notices WHERE dispatched_at IS NOT NULL').fetchone()[0])" "$DATA/domov.sqlite")
report SQLite "$seconds" "$dispatched"

if [ -n "${BENCH_POSTGRES_URL:-}" ]; then
    echo "== PostgreSQL"
    command -v psql >/dev/null || { echo "psql is missing: apt-get install -y postgresql-client"; exit 1; }
    PG_DB=domov_bench_$$
    psql -q "$BENCH_POSTGRES_URL" -c "CREATE DATABASE $PG_DB" >/dev/null
    url="${BENCH_POSTGRES_URL%/*}/$PG_DB"
    "$BIN" migrate --database-url "$url" --log-level warning >/dev/null
    now=$(date +%s%3N)
    # The same rows as the SQLite seeder, made by the server itself.
    psql -q -v ON_ERROR_STOP=1 "$url" >/dev/null <<SQL
INSERT INTO users (id, email, display_name, nickname, nickname_key, password_hash, is_admin, is_disabled,
    language, appearance, time_zone, current_household_id, created_at)
SELECT md5('u' || g)::uuid::text, 'bench' || g || '@example.org', 'Bench ' || g, 'bench' || g, 'bench' || g, 'x', 0, 0,
    NULL, 'system', 'Europe/Prague', NULL, $now FROM generate_series(0, $USERS - 1) g;
INSERT INTO notices (id, user_id, source_module, source_id, title, event_at, event_all_day, link, due_at,
    created_at, lease_until, dispatched_at, was_late, dropped, read_at)
SELECT md5('n' || g)::uuid::text, md5('u' || (g % $USERS))::uuid::text, 'planner', md5('i' || (g % $SOURCES))::uuid::text,
    'Reminder ' || g, $now + 900000, 0, '/planner', $now - 5000, $now, NULL, NULL, 0, 0, NULL FROM generate_series(0, $NOTICES - 1) g;
ANALYZE;
SQL
    seconds=$(dispatch --database-url "$url")
    dispatched=$(psql -tA "$url" -c "SELECT COUNT(*) FROM notices WHERE dispatched_at IS NOT NULL")
    report PostgreSQL "$seconds" "$dispatched"
fi

PER_MINUTE=${BENCH_PER_MINUTE:-1000}
MINUTES=${BENCH_LATENESS_MINUTES:-3}
if [ "$MINUTES" != 0 ]; then
    echo "== Lateness: $PER_MINUTE notices a minute for $MINUTES minutes, dispatched by domov serve (SQLite)"
    LATE=$DATA/lateness
    mkdir -p "$LATE"
    "$BIN" migrate --data-dir "$LATE" --log-level warning >/dev/null
    # One source per notice: the seeded sources are not real items, so re-planning one after its
    # notice went out cancels whatever else it had pending.
    python3 bench/notifications_seed.py "$LATE/domov.sqlite" --notices $((PER_MINUTE * MINUTES)) --users "$USERS" \
        --sources $((PER_MINUTE * MINUTES)) --per-minute "$PER_MINUTE" --starting-in 15
    "$BIN" serve --data-dir "$LATE" --port "${BENCH_PORT:-18083}" --log-level warning &
    SERVER=$!
    # The last notice is due 15 s + the run's length from the seeding; give it 10 s more.
    sleep $((15 + MINUTES * 60 + 10))
    kill -TERM "$SERVER"; wait "$SERVER" || true
    python3 - "$LATE/domov.sqlite" <<'PY'
import sqlite3, sys
rows = sqlite3.connect(sys.argv[1]).execute(
    "SELECT dispatched_at - due_at FROM notices WHERE dispatched_at IS NOT NULL ORDER BY 1").fetchall()
late = [r[0] for r in rows]
total = sqlite3.connect(sys.argv[1]).execute("SELECT COUNT(*) FROM notices").fetchone()[0]
pick = lambda q: late[min(len(late) - 1, int(q * len(late)))]
print(f"lateness     {len(late)} of {total} dispatched: median {pick(0.5)} ms, p99 {pick(0.99)} ms, max {late[-1]} ms"
      if late else f"lateness     none of {total} dispatched")
PY
fi

echo
echo "== $(date -u +%Y-%m-%d), $(nproc) cores, $(swift --version 2>/dev/null | head -1)"
