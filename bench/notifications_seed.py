"""Seeds a migrated Domov SQLite database with USERS people and NOTICES in-app notices, for
bench/notifications.sh. Stdlib only.

By default all are due now (five seconds ago). With --per-minute R they fall due one after
another, R a minute, the first --starting-in seconds from now: the lateness run.

Usage: notifications_seed.py DATABASE_FILE --notices N --users U --sources S [--per-minute R --starting-in S]
"""
import argparse
import sqlite3
import time
import uuid


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("database")
    parser.add_argument("--notices", type=int, default=100_000)
    parser.add_argument("--users", type=int, default=1_000)
    parser.add_argument("--sources", type=int, default=25_000)
    parser.add_argument("--per-minute", type=int, default=0)
    parser.add_argument("--starting-in", type=float, default=20)
    args = parser.parse_args()
    now = int(time.time() * 1000)

    def due(i):
        if args.per_minute == 0:
            return now - 5_000
        return now + int(args.starting_in * 1000) + i * 60_000 // args.per_minute
    users = [str(uuid.uuid5(uuid.NAMESPACE_URL, f"bench-user-{i}")) for i in range(args.users)]
    sources = [str(uuid.uuid5(uuid.NAMESPACE_URL, f"bench-item-{i}")) for i in range(args.sources)]
    db = sqlite3.connect(args.database)
    with db:
        db.executemany(
            "INSERT INTO users (id, email, display_name, nickname, nickname_key, password_hash, is_admin, is_disabled,"
            " language, appearance, time_zone, current_household_id, created_at)"
            " VALUES (?, ?, ?, ?, ?, 'x', 0, 0, NULL, 'system', 'Europe/Prague', NULL, ?)",
            [(user, f"bench{i}@example.org", f"Bench {i}", f"bench{i}", f"bench{i}", now) for i, user in enumerate(users)])
        db.executemany(
            "INSERT INTO notices (id, user_id, source_module, source_id, title, event_at, event_all_day, link, due_at,"
            " created_at, lease_until, dispatched_at, was_late, dropped, read_at)"
            " VALUES (?, ?, 'planner', ?, ?, ?, 0, '/planner', ?, ?, NULL, NULL, 0, 0, NULL)",
            ((str(uuid.uuid4()), users[i % len(users)], sources[i % len(sources)], f"Reminder {i}", now + 900_000, due(i), now)
             for i in range(args.notices)))
    db.close()


if __name__ == "__main__":
    main()
