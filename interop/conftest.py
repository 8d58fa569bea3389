"""Fixtures that run the real `domov` binary, as an operator would, for the
interop suites. Each test module gets its own server and data directory.

Environment:
  DOMOV_BIN                 server binary (default ../.build/debug/domov)
  DOMOV_TEST_POSTGRES_URL   if set, `domov` is also run on PostgreSQL, in a
                            fresh database per server (created and dropped here)
  DOMOV_INTEROP_BACKENDS    which backends `domov` covers (default sqlite,postgres)
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest
import requests

from domovkit import ARTIFACTS, open_chromium

HERE = Path(__file__).resolve().parent
DOMOV_BIN = Path(os.environ.get("DOMOV_BIN", HERE.parent / ".build" / "debug" / "domov"))
PG_URL = os.environ.get("DOMOV_TEST_POSTGRES_URL")
BACKENDS = [b.strip() for b in os.environ.get("DOMOV_INTEROP_BACKENDS", "sqlite,postgres").split(",") if b.strip()]

STARTUP_TIMEOUT = 30  # seconds; a debug build migrating a new database is well under this
SHUTDOWN_TIMEOUT = 10  # graceful shutdown must finish within this after SIGTERM


@dataclass
class DomovServer:
    base_url: str
    data_dir: Path
    database_url: str | None
    log_path: Path
    pid: int = 0  # the `domov serve` process, for suites that watch its memory (/proc/<pid>/status)

    def storage_args(self) -> list[str]:
        args = ["--data-dir", str(self.data_dir)]
        if self.database_url:
            args += ["--database-url", self.database_url]
        return args

    def cli(self, *args: str) -> subprocess.CompletedProcess:
        """Run `domov ARGS --data-dir ... [--database-url ...]` beside the running server."""
        cmd = [str(DOMOV_BIN), *args, *self.storage_args()]
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
        assert done.returncode == 0, f"{cmd} -> {done.returncode}\n{done.stdout}\n{done.stderr}"
        return done

    def log_tail(self, lines: int = 40) -> str:
        text = self.log_path.read_text(errors="replace") if self.log_path.exists() else ""
        return "\n".join(text.splitlines()[-lines:])


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _admin_url(url: str) -> str:
    """The same server's maintenance database, for CREATE/DROP DATABASE."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/postgres"))


def _psql(url: str, sql: str) -> None:
    subprocess.run(["psql", "-v", "ON_ERROR_STOP=1", "-q", url, "-c", sql],
                   check=True, capture_output=True, text=True, timeout=60)


def _run_server(name: str, backend: str, tmp_path_factory, again: "DomovServer | None" = None):
    """Generator: start domov, yield a DomovServer, then SIGTERM it and check a clean exit.
    `again`: a stopped SQLite server to start once more, on its port and with its data (a
    browser's origin, cookies and storage are the port's)."""
    if not DOMOV_BIN.exists():
        pytest.fail(f"server binary not found at {DOMOV_BIN}: run `swift build` or set DOMOV_BIN")
    database_url = None
    if backend == "postgres":
        if not PG_URL:
            pytest.skip("DOMOV_TEST_POSTGRES_URL is not set")
        db = f"domov_it_{uuid.uuid4().hex[:10]}"
        _psql(_admin_url(PG_URL), f'CREATE DATABASE "{db}"')
        database_url = urlunsplit(urlsplit(PG_URL)._replace(path=f"/{db}"))

    port = int(urlsplit(again.base_url).port) if again else _free_port()
    base_url = f"http://127.0.0.1:{port}"
    data_dir = again.data_dir if again else tmp_path_factory.mktemp(f"data-{name}-{backend}")
    (ARTIFACTS / "logs").mkdir(parents=True, exist_ok=True)
    server = DomovServer(base_url, data_dir, database_url, ARTIFACTS / "logs" / f"{name}-{backend}.log")
    # The tests' calendars to subscribe to are served on loopback, which Domov refuses by default.
    cmd = [str(DOMOV_BIN), "serve", "--host", "127.0.0.1", "--port", str(port),
           "--public-url", base_url, "--subscriptions-from-private-networks", "true", *server.storage_args()]
    log = server.log_path.open("w")
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    server.pid = proc.pid
    try:
        _wait_healthy(proc, server)
        yield server
    finally:
        exit_code = _stop(proc)
        log.close()
        if database_url:
            _psql(_admin_url(PG_URL), f'DROP DATABASE IF EXISTS "{db}" WITH (FORCE)')
    assert exit_code == 0, (
        f"domov did not shut down cleanly on SIGTERM (exit {exit_code}; -9 = killed after "
        f"{SHUTDOWN_TIMEOUT}s)\n{server.log_tail()}")


def _wait_healthy(proc: subprocess.Popen, server: DomovServer) -> None:
    deadline = time.monotonic() + STARTUP_TIMEOUT
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"domov exited with {proc.returncode} during start-up\n{server.log_tail()}")
        try:
            if requests.get(f"{server.base_url}/healthz", timeout=1).status_code == 200:
                return
        except requests.ConnectionError:
            pass  # not listening yet
        time.sleep(0.1)
    pytest.fail(f"/healthz not 200 within {STARTUP_TIMEOUT}s\n{server.log_tail()}")


def _stop(proc: subprocess.Popen) -> int:
    if proc.poll() is not None:
        return proc.returncode
    proc.send_signal(signal.SIGTERM)
    try:
        return proc.wait(timeout=SHUTDOWN_TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        return -9


@pytest.fixture(scope="module", params=BACKENDS)
def domov(request, tmp_path_factory):
    """A running server per test module and backend (SQLite; PostgreSQL when configured)."""
    yield from _run_server(request.module.__name__, request.param, tmp_path_factory)


@pytest.fixture(scope="module")
def domov_sqlite(request, tmp_path_factory):
    """A running server on the default embedded SQLite, for suites where the backend is moot."""
    yield from _run_server(request.module.__name__, "sqlite", tmp_path_factory)


@pytest.fixture
def chromium():
    """Opens headless Chromium sessions, `chromium(size, *extra_args, width=…, height=…)`
    (see `domovkit.open_chromium`), each with its own cookie jar; all quit at the end."""
    drivers = []
    ARTIFACTS.mkdir(exist_ok=True)

    def new(size: str, *extra_args: str, width: int | None = None, height: int | None = None):
        driver = open_chromium(size, *extra_args, width=width, height=height)
        drivers.append(driver)
        return driver

    yield new
    for driver in drivers:
        driver.quit()
