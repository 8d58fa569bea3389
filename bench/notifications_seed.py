"""Seeds a migrated Domov database for bench/notifications.sh: USERS people, their notification
settings, and NOTICES notices reminding of SOURCES planner items.

When they fall due: all at --due-at (epoch milliseconds; default five seconds ago), or with
--per-minute R one after another, R a minute, the first --starting-in seconds from now (the
lateness run).

Where they go (--channel): `inapp` (the inbox only), `push` (inbox and push: every person has
one push subscription at --push-endpoint + their number, with a real P-256 key pair and auth
secret, kept in --keys-file so the sink can decrypt; made once and reused), or `email` (email
only: every person's address is verified, and the mail server is --smtp HOST:PORT, plain SMTP
on loopback).

With a DATABASE_FILE it writes a SQLite database; with --sql-out FILE (and --only-settings) it
writes the settings, subscriptions and mail server as SQL for psql, the users and notices being
made there with generate_series. Person i's id is md5('u' || i) as a UUID in both.

Stdlib only, except --channel push, which needs cryptography (interop/.venv).
"""
import argparse
import base64
import hashlib
import json
import os
import sqlite3
import time
import uuid


def user_id(i):
    return str(uuid.UUID(hashlib.md5(f"u{i}".encode()).hexdigest()))


def b64u(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def push_keys(path, users):
    """{str(i): {"private", "public", "auth"}} for users 0..users-1, made once and kept in path."""
    stored = {}
    if os.path.exists(path):
        with open(path) as f:
            stored = json.load(f)
    if len(stored) < users:
        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric import ec
        for i in range(len(stored), users):
            key = ec.generate_private_key(ec.SECP256R1())
            public = key.public_key().public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
            stored[str(i)] = {"private": b64u(key.private_numbers().private_value.to_bytes(32, "big")),
                              "public": b64u(public), "auth": b64u(os.urandom(16))}
        with open(path + ".tmp", "w") as f:
            json.dump(stored, f)
        os.replace(path + ".tmp", path)
    return stored


def literal(value):
    if value is None:
        return "NULL"
    if isinstance(value, int):
        return str(value)
    return "'" + str(value).replace("'", "''") + "'"


def settings_statements(args, now):
    """INSERT statements for the people's notification settings, push subscriptions and mail server."""
    rows = []
    if args.channel == "inapp":
        return rows
    push, email = (1, 0) if args.channel == "push" else (0, 1)
    keys = push_keys(args.keys_file, args.users) if args.channel == "push" else {}
    for i in range(args.users):
        verified = f"bench{i}@example.org" if email else None
        rows.append("INSERT INTO notification_settings (user_id, in_app, push, email, default_lead_minutes, quiet_start,"
                    " quiet_end, verified_email, verified_at, updated_at) VALUES ("
                    + ", ".join(map(literal, [user_id(i), 1, push, email, None, None, None, verified,
                                              now if email else None, now])) + ")")
        if push:
            rows.append("INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, label, created_at,"
                        " last_success_at) VALUES ("
                        + ", ".join(map(literal, [str(uuid.uuid4()), user_id(i), f"{args.push_endpoint}{i}",
                                                  keys[str(i)]["public"], keys[str(i)]["auth"], "bench", now, None])) + ")")
    if email:
        host, _, port = args.smtp.rpartition(":")
        server = {"host": host, "port": int(port), "security": "plain", "username": "", "password": "",
                  "fromAddress": "domov@example.org"}
        rows.append("INSERT INTO site_settings (setting_key, setting_value) VALUES ('mail_server', "
                    + literal(json.dumps(server)) + ")")
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("database", nargs="?")
    parser.add_argument("--notices", type=int, default=100_000)
    parser.add_argument("--users", type=int, default=1_000)
    parser.add_argument("--sources", type=int, default=25_000)
    parser.add_argument("--due-at", type=int, help="epoch milliseconds (default: five seconds ago)")
    parser.add_argument("--per-minute", type=int, default=0)
    parser.add_argument("--starting-in", type=float, default=20)
    parser.add_argument("--channel", choices=["inapp", "push", "email"], default="inapp")
    parser.add_argument("--push-endpoint", default="http://127.0.0.1:18491/push/")
    parser.add_argument("--keys-file", default="bench-push-keys.json")
    parser.add_argument("--smtp", default="127.0.0.1:18425")
    parser.add_argument("--sql-out", help="write the settings as SQL to this file instead (PostgreSQL)")
    args = parser.parse_args()
    now = int(time.time() * 1000)
    statements = settings_statements(args, now)
    if args.sql_out:
        with open(args.sql_out, "w") as f:
            f.write(";\n".join(statements) + (";\n" if statements else ""))
        return

    def due(i):
        if args.per_minute == 0:
            return args.due_at if args.due_at is not None else now - 5_000
        return now + int(args.starting_in * 1000) + i * 60_000 // args.per_minute
    users = [user_id(i) for i in range(args.users)]
    sources = [str(uuid.uuid5(uuid.NAMESPACE_URL, f"bench-item-{i}")) for i in range(args.sources)]
    db = sqlite3.connect(args.database)
    with db:
        db.executemany(
            "INSERT INTO users (id, email, display_name, nickname, nickname_key, password_hash, is_admin, is_disabled,"
            " language, appearance, time_zone, current_household_id, created_at)"
            " VALUES (?, ?, ?, ?, ?, 'x', 0, 0, NULL, 'system', 'Europe/Prague', NULL, ?)",
            [(user, f"bench{i}@example.org", f"Bench {i}", f"bench{i}", f"bench{i}", now) for i, user in enumerate(users)])
        for statement in statements:
            db.execute(statement)
        db.executemany(
            "INSERT INTO notices (id, user_id, source_module, source_id, title, event_at, event_all_day, link, due_at,"
            " created_at, lease_until, dispatched_at, was_late, dropped, read_at)"
            " VALUES (?, ?, 'planner', ?, ?, ?, 0, '/planner', ?, ?, NULL, NULL, 0, 0, NULL)",
            ((str(uuid.uuid4()), users[i % len(users)], sources[i % len(sources)], f"Reminder {i}", now + 900_000, due(i), now)
             for i in range(args.notices)))
    db.close()


if __name__ == "__main__":
    main()
