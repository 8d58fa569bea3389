#!/usr/bin/env bash
# Notification dispatch benchmark (issue 5), end to end to local sinks, with `domov serve` (whose
# dispatcher claims the due notices, fans them out, records them and then sends the deliveries).
#
# 1. Push: BENCH_NOTICES (100,000) notices all due at the same instant T, for BENCH_USERS (1,000)
#    people who each have push on and one push subscription (a real P-256 key pair and auth
#    secret) whose endpoint is bench/push_counter.py on loopback. Measured: from T until the sink
#    has received them all (its last arrival). The issue's target: within 60 s. On SQLite, and on
#    PostgreSQL too when BENCH_POSTGRES_URL names a server.
# 2. Email: BENCH_EMAILS (5,000) notices due at once for people with email only (a verified
#    address), to interop/servers/smtp_sink.py (aiosmtpd) on loopback, plain SMTP. Measured: from
#    T until the sink has written the last message.
# 3. Lateness: notices falling due one after another, BENCH_PER_MINUTE (1,000) a minute for
#    BENCH_LATENESS_MINUTES (3; 0 skips it), inbox and push. Lateness: a notice's dispatched_at
#    (the moment it reached the inbox) minus its due_at, and its push's arrival at the sink minus
#    its due_at. The issue's target: the 99th percentile under 1 s.
#
# Run from the repository root (needs interop/.venv for the sinks; psql for PostgreSQL):
#   BENCH_BIN=<release domov> BENCH_POSTGRES_URL=postgres://domov@127.0.0.1:54400/postgres bash bench/notifications.sh
# Without BENCH_BIN it builds the release binary (BENCH_BUILD_FLAGS, e.g. --scratch-path .build-release).
#
#   BENCH_NOTICES (100000)  BENCH_USERS (1000)  BENCH_SOURCES (25000 planner items the notices remind of)
#   BENCH_EMAILS (5000; 0 skips)  BENCH_PER_MINUTE (1000)  BENCH_LATENESS_MINUTES (3; 0 skips)
#   BENCH_SQLITE (1; 0 skips the SQLite push run)  BENCH_LEAD (20 s from seeding to T)
#   BENCH_TIMEOUT (300 s after T to wait for the sinks)  BENCH_PORT (18483)  BENCH_SINK_PORT (18491)
#   BENCH_SMTP_PORT (18425, and the next one for its TLS port)  BENCH_PYTHON (interop/.venv/bin/python)
#   BENCH_PERF (unset; a file name: `perf record -g` the server during the push runs into it, the
#   PostgreSQL run's into it with .postgres appended)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

NOTICES=${BENCH_NOTICES:-100000}
USERS=${BENCH_USERS:-1000}
SOURCES=${BENCH_SOURCES:-25000}
EMAILS=${BENCH_EMAILS:-5000}
LEAD=${BENCH_LEAD:-20}
TIMEOUT=${BENCH_TIMEOUT:-300}
PORT=${BENCH_PORT:-18483}
SINK_PORT=${BENCH_SINK_PORT:-18491}
SMTP_PORT=${BENCH_SMTP_PORT:-18425}
PY=${BENCH_PYTHON:-interop/.venv/bin/python}

if [ -n "${BENCH_BIN:-}" ]; then
    BIN=$BENCH_BIN
else
    swift build -c release --product domov ${BENCH_BUILD_FLAGS:-} >/dev/null
    BIN=$(swift build -c release --product domov ${BENCH_BUILD_FLAGS:-} --show-bin-path)/domov
fi
DATA=$(mktemp -d)
PG_DB=""
SINK=""
SMTP=""
SERVER=""
cleanup() {
    for pid in $SERVER $SINK $SMTP; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$DATA"
    [ -z "$PG_DB" ] || psql -q "$BENCH_POSTGRES_URL" -c "DROP DATABASE IF EXISTS $PG_DB" >/dev/null 2>&1 || true
}
trap cleanup EXIT

for port in "$PORT" "$SINK_PORT" "$SMTP_PORT" $((SMTP_PORT + 1)); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "port $port is taken: set BENCH_*PORT"; exit 1; fi
done

now_ms() { date +%s%3N; }
load() { cut -d' ' -f1 /proc/loadavg; }
# CPU seconds (user + system) a process has used so far.
cpu() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%.1f", ($14 + $15) / hz }' "/proc/$1/stat"; }
sink() { curl -s -X "$1" "http://127.0.0.1:$SINK_PORT/$2"; }

"$PY" bench/push_counter.py --port "$SINK_PORT" --keys-file "$DATA/push-keys.json" --out "$DATA/arrivals.tsv" \
    --sample-every "${BENCH_SAMPLE_EVERY:-1000}" >"$DATA/sink.log" 2>&1 &
SINK=$!
until sink GET stats 2>/dev/null | grep -q count; do
    kill -0 "$SINK" 2>/dev/null || { cat "$DATA/sink.log"; exit 1; }
    sleep 0.2
done

# Starts `domov serve` with the given database options and waits until it answers.
start_server() {
    # The push counter listens on loopback, which push endpoints reach only with this setting.
    "$BIN" serve --port "$PORT" --log-level warning --subscriptions-from-private-networks true "$@" >"$DATA/serve.log" 2>&1 &
    SERVER=$!
    until curl -s -o /dev/null "http://127.0.0.1:$PORT/"; do
        kill -0 "$SERVER" 2>/dev/null || { cat "$DATA/serve.log"; exit 1; }
        sleep 0.2
    done
}

# With BENCH_PERF, records the server's stacks until stop_perf, into $BENCH_PERF$1.
PERF=""
start_perf() {
    [ -n "${BENCH_PERF:-}" ] || return 0
    perf record -F 499 -g -o "$BENCH_PERF$1" -p "$SERVER" >/dev/null 2>&1 &
    PERF=$!
}
stop_perf() {
    [ -n "$PERF" ] || return 0
    kill -INT "$PERF"; wait "$PERF" || true
    PERF=""
}

# CPU seconds of PostgreSQL's processes so far (those running now, which include the server's
# pooled connections for as long as it runs).
postgres_cpu() { ps -C postgres -o times= | awk '{ s += $1 } END { print s + 0 }'; }

stop_server() {
    SERVER_CPU=$(cpu "$SERVER")
    kill -TERM "$SERVER"; wait "$SERVER" || true
    SERVER=""
}

# Waits until COMMAND prints at least COUNT or T + TIMEOUT passes.
wait_for() {
    local count=$1 t=$2; shift 2
    while [ "$("$@")" -lt "$count" ] && [ "$(now_ms)" -lt $((t + TIMEOUT * 1000)) ]; do sleep 0.5; done
}
sink_count() { sink GET stats | sed 's/.*"count": \([0-9]*\).*/\1/'; }

# Seconds from T (ms) to an epoch-milliseconds value.
since() { awk -v t="$1" -v v="$2" 'BEGIN { if (v == "") print "-"; else printf "%.2f", (v - t) / 1000 }'; }

# The push run's line: how long from T to the inbox, and to the sink's first and last arrival.
report_push() {
    local label=$1 t=$2 ready=$3 dispatched=$4 last_dispatched=$5 deliveries=$6 sink_cpu=$7
    sink POST report >"$DATA/report.json"
    "$PY" - "$DATA/report.json" "$label" "$t" "$ready" "$dispatched" "$last_dispatched" "$deliveries" "$NOTICES" \
        "$SERVER_CPU" "$sink_cpu" "$LOAD_BEFORE" "$(load)" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
label, t, ready, dispatched, last_dispatched, deliveries, notices, server_cpu, sink_cpu, load_before, load_after = sys.argv[2:]
t = int(t) / 1000
count = report["count"]
last = report["last"] - t if count else float("nan")
first = report["first"] - t if count else float("nan")
print(f"{label}: {count} of {notices} pushes at the sink, the last {last:.2f} s after they fell due "
      f"(first {first:.2f} s; {count / last if count else 0:.0f}/s overall, "
      f"{(count - 1) / (last - first) if count > 1 and last > first else 0:.0f}/s while sending)")
print(f"{'':12}inbox: {dispatched} dispatched, the last {int(last_dispatched) / 1000 - t:.2f} s after T; "
      f"deliveries {deliveries}; the server was up {t - int(ready) / 1000:.1f} s before T")
print(f"{'':12}samples decrypted and VAPID-verified: {report['verified']} of {report['samples']}"
      + (f"; errors: {report['errors']}" if report["errors"] else ""))
print(f"{'':12}CPU: domov serve {server_cpu} s, sink {sink_cpu} s; load {load_before} before, {load_after} after")
PY
}

# SQLite push run.
if [ "${BENCH_SQLITE:-1}" != 0 ]; then
    echo "== Push, SQLite: $NOTICES notices due at once, $USERS people with one push subscription each"
    DIR=$DATA/sqlite
    mkdir -p "$DIR"
    "$BIN" migrate --data-dir "$DIR" --log-level warning >/dev/null
    T=$(( $(now_ms) + LEAD * 1000 ))
    LOAD_BEFORE=$(load)
    "$PY" bench/notifications_seed.py "$DIR/domov.sqlite" --notices "$NOTICES" --users "$USERS" --sources "$SOURCES" \
        --due-at "$T" --channel push --push-endpoint "http://127.0.0.1:$SINK_PORT/push/" --keys-file "$DATA/push-keys.json"
    sink POST reset >/dev/null
    SINK_CPU0=$(cpu "$SINK")
    start_server --data-dir "$DIR"
    READY=$(now_ms)
    [ "$READY" -lt "$T" ] || echo "   (the server was ready only after T: raise BENCH_LEAD)"
    start_perf ""
    wait_for "$NOTICES" "$T" sink_count
    stop_perf
    stop_server
    SINK_CPU=$(awk -v a="$(cpu "$SINK")" -v b="$SINK_CPU0" 'BEGIN { printf "%.1f", a - b }')
    read -r DISPATCHED LAST_DISPATCHED < <(sqlite3 -separator ' ' "$DIR/domov.sqlite" \
        "SELECT COUNT(dispatched_at), MAX(dispatched_at) FROM notices")
    DELIVERIES=$(sqlite3 "$DIR/domov.sqlite" "SELECT group_concat(status || ' ' || n, ', ') FROM (SELECT status, COUNT(*) n FROM deliveries GROUP BY status)")
    report_push "SQLite" "$T" "$READY" "$DISPATCHED" "$LAST_DISPATCHED" "$DELIVERIES" "$SINK_CPU"
fi

if [ -n "${BENCH_POSTGRES_URL:-}" ]; then
    echo "== Push, PostgreSQL: $NOTICES notices due at once, $USERS people with one push subscription each"
    PG_DB=domov_bench_$$
    psql -q "$BENCH_POSTGRES_URL" -c "CREATE DATABASE $PG_DB" >/dev/null
    url="${BENCH_POSTGRES_URL%/*}/$PG_DB"
    DIR=$DATA/pg
    mkdir -p "$DIR"
    "$BIN" migrate --database-url "$url" --data-dir "$DIR" --log-level warning >/dev/null
    T=$(( $(now_ms) + LEAD * 1000 ))
    LOAD_BEFORE=$(load)
    now=$(now_ms)
    "$PY" bench/notifications_seed.py --sql-out "$DIR/settings.sql" --users "$USERS" --channel push \
        --push-endpoint "http://127.0.0.1:$SINK_PORT/push/" --keys-file "$DATA/push-keys.json"
    # The same rows as the SQLite seeder, made by the server itself.
    psql -q -v ON_ERROR_STOP=1 "$url" >/dev/null <<SQL
INSERT INTO users (id, email, display_name, nickname, nickname_key, password_hash, is_admin, is_disabled,
    language, appearance, time_zone, current_household_id, created_at)
SELECT md5('u' || g)::uuid::text, 'bench' || g || '@example.org', 'Bench ' || g, 'bench' || g, 'bench' || g, 'x', 0, 0,
    NULL, 'system', 'Europe/Prague', NULL, $now FROM generate_series(0, $USERS - 1) g;
\i $DIR/settings.sql
INSERT INTO notices (id, user_id, source_module, source_id, title, event_at, event_all_day, link, due_at,
    created_at, lease_until, dispatched_at, was_late, dropped, read_at)
SELECT md5('n' || g)::uuid::text, md5('u' || (g % $USERS))::uuid::text, 'planner', md5('i' || (g % $SOURCES))::uuid::text,
    'Reminder ' || g, $now + 900000, 0, '/planner', $T, $now, NULL, NULL, 0, 0, NULL FROM generate_series(0, $NOTICES - 1) g;
ANALYZE;
SQL
    sink POST reset >/dev/null
    SINK_CPU0=$(cpu "$SINK")
    start_server --database-url "$url" --data-dir "$DIR"
    READY=$(now_ms)
    [ "$READY" -lt "$T" ] || echo "   (the server was ready only after T: raise BENCH_LEAD)"
    PG_CPU0=$(postgres_cpu)
    start_perf .postgres
    wait_for "$NOTICES" "$T" sink_count
    stop_perf
    PG_CPU=$(( $(postgres_cpu) - PG_CPU0 ))
    stop_server
    SINK_CPU=$(awk -v a="$(cpu "$SINK")" -v b="$SINK_CPU0" 'BEGIN { printf "%.1f", a - b }')
    read -r DISPATCHED LAST_DISPATCHED < <(psql -tA -F ' ' "$url" -c "SELECT COUNT(dispatched_at), MAX(dispatched_at) FROM notices")
    DELIVERIES=$(psql -tA "$url" -c "SELECT string_agg(status || ' ' || n, ', ') FROM (SELECT status, COUNT(*) n FROM deliveries GROUP BY status) s")
    report_push "PostgreSQL" "$T" "$READY" "$DISPATCHED" "$LAST_DISPATCHED" "$DELIVERIES" "$SINK_CPU"
    echo "            CPU of PostgreSQL's processes meanwhile: $PG_CPU s"
fi

if [ "$EMAILS" != 0 ]; then
    echo "== Email, SQLite: $EMAILS notices due at once, $USERS people with a verified address, to smtp_sink.py (plain SMTP)"
    "$PY" interop/servers/smtp_sink.py --host 127.0.0.1 --port "$SMTP_PORT" --tls-port $((SMTP_PORT + 1)) --user bench \
        --password bench --maildir "$DATA/mail" --cert-dir "$DATA/certs" >"$DATA/smtp.log" 2>&1 &
    SMTP=$!
    until grep -q ready "$DATA/smtp.log"; do sleep 0.2; done
    DIR=$DATA/email
    mkdir -p "$DIR"
    "$BIN" migrate --data-dir "$DIR" --log-level warning >/dev/null
    T=$(( $(now_ms) + LEAD * 1000 ))
    LOAD_BEFORE=$(load)
    "$PY" bench/notifications_seed.py "$DIR/domov.sqlite" --notices "$EMAILS" --users "$USERS" --sources "$SOURCES" \
        --due-at "$T" --channel email --smtp "127.0.0.1:$SMTP_PORT"
    SMTP_CPU0=$(cpu "$SMTP")
    start_server --data-dir "$DIR"
    mail_count() { find "$DATA/mail" -name '*.eml' | wc -l; }
    wait_for "$EMAILS" "$T" mail_count
    # The sink writes the summary after the message: let it finish the last one.
    sleep 1
    stop_server
    SMTP_CPU=$(awk -v a="$(cpu "$SMTP")" -v b="$SMTP_CPU0" 'BEGIN { printf "%.1f", a - b }')
    DELIVERIES=$(sqlite3 "$DIR/domov.sqlite" "SELECT group_concat(status || ' ' || n, ', ') FROM (SELECT status, COUNT(*) n FROM deliveries GROUP BY status)")
    LAST_DISPATCHED=$(sqlite3 "$DIR/domov.sqlite" "SELECT MAX(dispatched_at) FROM notices")
    "$PY" - "$DATA/mail" "$T" "$EMAILS" "$DELIVERIES" "$LAST_DISPATCHED" "$SERVER_CPU" "$SMTP_CPU" "$LOAD_BEFORE" "$(load)" <<'PY'
import glob, json, os, sys
maildir, t, emails, deliveries, last_dispatched, server_cpu, smtp_cpu, load_before, load_after = sys.argv[1:]
t = int(t) / 1000
files = glob.glob(os.path.join(maildir, "*.eml"))
times = sorted(os.stat(f).st_mtime for f in files)
reminders = sum(1 for f in glob.glob(os.path.join(maildir, "*.json")) if json.load(open(f))["subject"].startswith("Reminder"))
if times:
    print(f"SQLite: {len(times)} of {emails} emails at the sink, the last {times[-1] - t:.2f} s after they fell due "
          f"(first {times[0] - t:.2f} s; {len(times) / (times[-1] - t):.0f}/s overall, "
          f"{(len(times) - 1) / max(1e-9, times[-1] - times[0]):.0f}/s while sending)")
else:
    print(f"SQLite: none of {emails} emails at the sink")
print(f"{'':8}inbox: the last dispatched {int(last_dispatched) / 1000 - t:.2f} s after T; deliveries {deliveries}; "
      f"{reminders} summaries with a Reminder subject")
print(f"{'':8}CPU: domov serve {server_cpu} s, smtp_sink {smtp_cpu} s; load {load_before} before, {load_after} after")
PY
fi

PER_MINUTE=${BENCH_PER_MINUTE:-1000}
MINUTES=${BENCH_LATENESS_MINUTES:-3}
if [ "$MINUTES" != 0 ]; then
    echo "== Lateness: $PER_MINUTE notices a minute for $MINUTES minutes, inbox and push, domov serve (SQLite)"
    DIR=$DATA/lateness
    mkdir -p "$DIR"
    "$BIN" migrate --data-dir "$DIR" --log-level warning >/dev/null
    LOAD_BEFORE=$(load)
    # One source per notice: the seeded sources are not real items, so re-planning one after its
    # notice went out cancels whatever else it had pending.
    "$PY" bench/notifications_seed.py "$DIR/domov.sqlite" --notices $((PER_MINUTE * MINUTES)) --users "$USERS" \
        --sources $((PER_MINUTE * MINUTES)) --per-minute "$PER_MINUTE" --starting-in 15 --channel push \
        --push-endpoint "http://127.0.0.1:$SINK_PORT/push/" --keys-file "$DATA/push-keys.json"
    sink POST reset >/dev/null
    start_server --data-dir "$DIR"
    # The last notice is due 15 s + the run's length from the seeding; give it 10 s more.
    sleep $((15 + MINUTES * 60 + 10))
    stop_server
    sink POST report >"$DATA/report.json"
    "$PY" - "$DIR/domov.sqlite" "$DATA/arrivals.tsv" "$DATA/report.json" "$SERVER_CPU" "$LOAD_BEFORE" "$(load)" <<'PY'
import json, sqlite3, sys
database, arrivals, report, server_cpu, load_before, load_after = sys.argv[1:]
db = sqlite3.connect(database)
total = db.execute("SELECT COUNT(*) FROM notices").fetchone()[0]

def line(label, late, of):
    late.sort()
    pick = lambda q: late[min(len(late) - 1, int(q * len(late)))]
    print(f"{label}: {len(late)} of {of}: median {pick(0.5):.0f} ms, p99 {pick(0.99):.0f} ms, max {late[-1]:.0f} ms"
          if late else f"{label}: none of {of}")

line("lateness to the inbox", [r[0] for r in db.execute(
    "SELECT dispatched_at - due_at FROM notices WHERE dispatched_at IS NOT NULL")], total)
due = dict(db.execute("SELECT replace(d.id, '-', ''), n.due_at FROM deliveries d JOIN notices n ON n.id = d.notice_id"))
late = []
for row in open(arrivals):
    arrival, topic, _ = row.rstrip("\n").split("\t")
    if topic in due:
        late.append(float(arrival) * 1000 - due[topic])
line("lateness to the push sink", late, len(due))
report = json.load(open(report))
print(f"samples decrypted and VAPID-verified: {report['verified']} of {report['samples']}"
      + (f"; errors: {report['errors']}" if report["errors"] else ""))
print(f"CPU: domov serve {server_cpu} s; load {load_before} before, {load_after} after")
PY
fi

echo
echo "== $(date -u +%Y-%m-%d), $(nproc) cores, $("$BIN" --version 2>/dev/null || echo "domov $BIN")"
