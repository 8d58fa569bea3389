"""Two `domov serve` processes on one PostgreSQL deliver every notification once (issue 5:
"a second server process on the same PostgreSQL delivers nothing twice").

The database is seeded with people whose email reminders are on and confirmed, and with
notices that are all due; the mail server is an aiosmtpd server in this test that records
every message. Both processes run their dispatcher as `domov serve` does, claiming notices and
deliveries with leases on the same tables. Every notice must reach the SMTP server exactly once.
"""

from __future__ import annotations

import json
import subprocess
import time
import uuid
from collections import Counter
from urllib.parse import urlsplit, urlunsplit

import pytest
from aiosmtpd.controller import Controller

from conftest import DOMOV_BIN, PG_URL, _admin_url, _free_port, _psql, _stop, _wait_healthy, DomovServer
from domovkit import ARTIFACTS

PEOPLE = 40
NOTICES = 600
DEADLINE = 180  # seconds for both processes to send everything (a debug build, two cores)


class Recorder:
    """Keeps the Message-ID and recipients of every message the SMTP server accepts, and the
    name the sending process greeted with (its public URL's host)."""

    def __init__(self):
        self.messages: list[tuple[str, tuple[str, ...]]] = []
        self.senders: Counter = Counter()

    async def handle_DATA(self, server, session, envelope):
        message_id = ""
        for line in envelope.content.decode("utf-8", "replace").split("\r\n"):
            if line == "":
                break
            if line.lower().startswith("message-id:"):
                message_id = line.split(":", 1)[1].strip()
        self.messages.append((message_id, tuple(envelope.rcpt_tos)))
        self.senders[session.host_name] += 1
        return "250 OK"


def _scalar(url: str, sql: str) -> int:
    done = subprocess.run(["psql", "-tA", "-v", "ON_ERROR_STOP=1", url, "-c", sql],
                          check=True, capture_output=True, text=True, timeout=60)
    return int(done.stdout.strip())


@pytest.fixture()
def database():
    if not PG_URL:
        pytest.skip("DOMOV_TEST_POSTGRES_URL is not set")
    name = f"domov_two_{uuid.uuid4().hex[:10]}"
    _psql(_admin_url(PG_URL), f'CREATE DATABASE "{name}"')
    url = urlunsplit(urlsplit(PG_URL)._replace(path=f"/{name}"))
    try:
        yield url
    finally:
        _psql(_admin_url(PG_URL), f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture()
def smtp():
    recorder = Recorder()
    controller = Controller(recorder, hostname="127.0.0.1", port=_free_port())
    controller.start()
    try:
        yield controller, recorder
    finally:
        controller.stop()


def _seed(url: str, smtp_port: int, data_dir) -> None:
    subprocess.run([str(DOMOV_BIN), "migrate", "--database-url", url, "--data-dir", str(data_dir)],
                   check=True, capture_output=True, timeout=120)
    now = int(time.time() * 1000)
    mail_server = json.dumps({"host": "127.0.0.1", "port": smtp_port, "security": "plain", "username": "", "password": "",
                              "fromAddress": "domov@domov.test"})
    _psql(url, f"""
        INSERT INTO users (id, email, display_name, nickname, nickname_key, password_hash, is_admin, is_disabled,
            language, appearance, time_zone, current_household_id, created_at)
        SELECT md5('u' || g)::uuid::text, 'person' || g || '@example.org', 'Person ' || g, 'person' || g, 'person' || g,
            'x', 0, 0, NULL, 'system', 'Europe/Prague', NULL, {now} FROM generate_series(0, {PEOPLE - 1}) g;
        INSERT INTO notification_settings (user_id, in_app, push, email, default_lead_minutes, quiet_start, quiet_end,
            verified_email, verified_at, updated_at)
        SELECT md5('u' || g)::uuid::text, 1, 0, 1, NULL, NULL, NULL, 'person' || g || '@example.org', {now}, {now}
        FROM generate_series(0, {PEOPLE - 1}) g;
        INSERT INTO site_settings (setting_key, setting_value) VALUES ('mail_server', '{mail_server}');
    """)


def _add_due_notices(url: str) -> None:
    """The reminders, due a few seconds ago, added once both processes run: added before, the
    first process to start could send them all before the second one had started at all."""
    now = int(time.time() * 1000)
    _psql(url, f"""
        INSERT INTO notices (id, user_id, source_module, source_id, title, event_at, event_all_day, link, due_at,
            created_at, lease_until, dispatched_at, was_late, dropped, read_at)
        SELECT md5('n' || g)::uuid::text, md5('u' || (g % {PEOPLE}))::uuid::text, 'test', md5('s' || g)::uuid::text,
            'Reminder ' || g, {now} + 900000, 0, '/notifications', {now} - 5000, {now}, NULL, NULL, 0, 0, NULL
        FROM generate_series(0, {NOTICES - 1}) g;
    """)


def test_two_processes_on_one_postgresql_send_every_reminder_email_once(database, smtp, tmp_path):
    controller, recorder = smtp
    _seed(database, controller.port, tmp_path)
    processes = []
    try:
        for name in ("first", "second"):
            port = _free_port()
            log_path = ARTIFACTS / "logs" / f"two-processes-{name}.log"
            log_path.parent.mkdir(parents=True, exist_ok=True)
            server = DomovServer(f"http://127.0.0.1:{port}", tmp_path / name, database, log_path)
            server.data_dir.mkdir()
            log = log_path.open("w")
            # Each process greets the SMTP server with its public URL's host, which tells them apart.
            proc = subprocess.Popen([str(DOMOV_BIN), "serve", "--host", "127.0.0.1", "--port", str(port),
                                     "--public-url", f"http://{name}.domov.test:{port}", *server.storage_args()],
                                    stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
            processes.append((proc, server, log))
        for proc, server, _ in processes:
            _wait_healthy(proc, server)
        _add_due_notices(database)

        # Wait for the work to be done, as an operator would watch it: every notice dispatched and
        # no delivery pending. (Real processes on a real clock: there is nothing to inject here.)
        deadline = time.monotonic() + DEADLINE
        while time.monotonic() < deadline:
            undispatched = _scalar(database, "SELECT COUNT(*) FROM notices WHERE dispatched_at IS NULL")
            unsent = _scalar(database, "SELECT COUNT(*) FROM deliveries WHERE status <> 'sent'")
            if undispatched == 0 and unsent == 0 and len(recorder.messages) >= NOTICES:
                break
            time.sleep(0.5)
    finally:
        exits = [(_stop(proc), log.close())[0] for proc, _, log in processes]

    logs = "\n".join(server.log_tail(20) for _, server, _ in processes)
    assert exits == [0] * len(processes), logs
    assert _scalar(database, "SELECT COUNT(*) FROM notices WHERE dispatched_at IS NOT NULL") == NOTICES, logs
    assert _scalar(database, "SELECT COUNT(*) FROM deliveries WHERE channel = 'email' AND status = 'sent' AND attempts = 1") == NOTICES, logs
    counts = Counter(message_id for message_id, _ in recorder.messages)
    duplicates = {message_id: n for message_id, n in counts.items() if n > 1}
    assert not duplicates, f"sent more than once: {duplicates}"
    assert len(recorder.messages) == NOTICES
    assert all(len(recipients) == 1 for _, recipients in recorder.messages)
    # Both took part (claims are leased in batches, so neither can have taken it all at once).
    assert set(recorder.senders) == {"first.domov.test", "second.domov.test"}, recorder.senders
