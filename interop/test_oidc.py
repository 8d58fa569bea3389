"""Signing in through an OpenID Connect provider, end to end: the real `domov` binary
against oidc-provider-mock (PyPI) on loopback, driven over plain HTTP as a browser without
JavaScript would (the provider's consent page is a plain form too).

Covers: a new person's account made from the provider's verified claims; an existing
account linked only after its password; the provider refusing (access_denied); a
provider that cannot be reached (nothing listens on its port); and, with PostgreSQL, a
sign-in started on one of two processes sharing the database and finished on the other.
"""

from __future__ import annotations

import os
import subprocess
import threading
import uuid
from urllib.parse import parse_qs, urlsplit, urlunsplit

import pytest
import requests
import werkzeug.serving

import oidc_provider_mock
from conftest import DOMOV_BIN, PG_URL, DomovServer, _admin_url, _free_port, _psql, _stop, _wait_healthy
from domovkit import ARTIFACTS, PASSWORD, Client, read_form, signup, unique

# The mock refuses plain HTTP unless told it is a test.
os.environ["AUTHLIB_INSECURE_TRANSPORT"] = "1"

CLIENT_ID = "domov-interop"
CLIENT_SECRET = "interop-secret"


@pytest.fixture(scope="module")
def provider():
    """oidc-provider-mock on 127.0.0.1 (its own helper binds `localhost`, which may be ::1)."""
    server = werkzeug.serving.make_server("127.0.0.1", 0, oidc_provider_mock.app(), threaded=True)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(5)


def _oidc_env(provider: str, closed_port: int) -> dict:
    return dict(
        os.environ,
        DOMOV_OIDC_MOCK_ISSUER=provider, DOMOV_OIDC_MOCK_CLIENT_ID=CLIENT_ID,
        DOMOV_OIDC_MOCK_CLIENT_SECRET=CLIENT_SECRET, DOMOV_OIDC_MOCK_NAME="Mock ID",
        DOMOV_OIDC_DOWN_ISSUER=f"http://127.0.0.1:{closed_port}", DOMOV_OIDC_DOWN_CLIENT_ID="nobody",
        DOMOV_OIDC_DOWN_NAME="Down ID",
    )


@pytest.fixture(scope="module")
def domov_oidc(provider, tmp_path_factory):
    """domov configured, through DOMOV_OIDC_* variables, with the mock and a provider that is down."""
    if not DOMOV_BIN.exists():
        pytest.fail(f"server binary not found at {DOMOV_BIN}")
    port, closed_port = _free_port(), _free_port()
    base_url = f"http://127.0.0.1:{port}"
    data_dir = tmp_path_factory.mktemp("data-oidc")
    (ARTIFACTS / "logs").mkdir(parents=True, exist_ok=True)
    server = DomovServer(base_url, data_dir, None, ARTIFACTS / "logs" / "test_oidc-sqlite.log")
    env = _oidc_env(provider, closed_port)
    cmd = [str(DOMOV_BIN), "serve", "--host", "127.0.0.1", "--port", str(port), "--public-url", base_url,
           *server.storage_args()]
    log = server.log_path.open("w")
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env)
    try:
        _wait_healthy(proc, server)
        yield server
    finally:
        exit_code = _stop(proc)
        log.close()
    assert exit_code == 0, f"domov did not stop cleanly\n{server.log_tail()}"


def register(provider: str, sub: str, **claims) -> None:
    r = requests.put(f"{provider}/users/{sub}", json=claims, timeout=10)
    assert r.status_code == 204, r.text


def go_to_provider(client: Client, provider_id: str = "mock") -> requests.Response:
    """The log-in page's button, followed to the provider's consent page."""
    login = client.get("/login")
    assert f'id="sign-in-{provider_id}"' in login.text
    start = client.get(f"/auth/{provider_id}")
    assert start.status_code == 303, start.text[:300]
    assert "code_challenge_method=S256" in start.headers["Location"]
    return client.get(start.headers["Location"], follow=True)


def consent(client: Client, page: requests.Response, **form) -> requests.Response:
    """Answers the provider's form; the browser then follows the redirects back into Domov."""
    assert page.status_code == 200, page.text[:300]
    return client.post(page.url, data=form, follow=True)


def test_new_person_signs_up_through_the_provider(domov_oidc, provider):
    sub = unique("alice")
    register(provider, sub, email=f"{sub}@example.org", email_verified=True, name="Alice Interop")
    client = Client(domov_oidc.base_url)
    back = consent(client, go_to_provider(client), sub=sub)
    assert back.status_code == 200, back.text[:500]
    assert back.url.rstrip("/") == domov_oidc.base_url, back.url
    assert "domov_session" in client.cookies
    settings = client.get("/settings")
    assert settings.status_code == 200
    assert f"linked as {sub}@example.org" in settings.text
    assert "Alice Interop" in settings.text

    # Out and in again: the same identity, the same account.
    client.post("/logout", data={"_csrf": read_form(settings.text, "preferences-form")["fields"]["_csrf"]})
    again = Client(domov_oidc.base_url)
    consent(again, go_to_provider(again), sub=sub)
    assert f"linked as {sub}@example.org" in again.get("/settings").text


def test_existing_account_is_linked_only_after_its_password(domov_oidc, provider):
    nickname = unique("bob")
    email = f"{nickname}@example.org"
    signup(Client(domov_oidc.base_url), email, nickname)
    sub = unique("bob-sub")
    register(provider, sub, email=email, email_verified=True, name="Bob Provider")

    client = Client(domov_oidc.base_url)
    page = consent(client, go_to_provider(client), sub=sub)
    assert page.status_code == 200
    assert "already exists" in page.text and "domov_session" not in client.cookies
    link = read_form(page.text, "link-form")

    wrong = client.post(link["action"], data={**link["fields"], "password": "not the password"})
    assert wrong.status_code == 401
    done = client.post(link["action"], data={**link["fields"], "password": PASSWORD})
    assert done.status_code == 303, done.text[:300]
    assert "domov_session" in client.cookies
    settings = client.get("/settings").text
    assert f"linked as {email}" in settings

    # From now on the provider alone signs Bob in.
    later = Client(domov_oidc.base_url)
    back = consent(later, go_to_provider(later), sub=sub)
    assert back.url.rstrip("/") == domov_oidc.base_url
    assert "domov_session" in later.cookies


def test_provider_refusal_is_explained(domov_oidc, provider):
    client = Client(domov_oidc.base_url)
    refused = consent(client, go_to_provider(client), action="deny")
    assert refused.status_code == 403, refused.text[:300]
    assert "access was denied" in refused.text
    assert "domov_session" not in client.cookies


def test_unreachable_provider_is_explained(domov_oidc):
    client = Client(domov_oidc.base_url)
    assert 'id="sign-in-down"' in client.get("/login").text
    r = client.get("/auth/down")
    assert r.status_code == 502, r.text[:300]
    assert "cannot be reached" in r.text


def test_czech_page_offers_the_provider(domov_oidc):
    client = Client(domov_oidc.base_url)
    page = client.get("/login", headers={"Accept-Language": "cs"})
    assert "Přihlásit se přes Mock ID" in page.text


@pytest.fixture()
def two_processes(provider, tmp_path):
    """Two `domov serve` on one new PostgreSQL database behind one public address (the first's),
    as behind a load balancer: either may get the provider's callback."""
    if not DOMOV_BIN.exists():
        pytest.fail(f"server binary not found at {DOMOV_BIN}")
    if not PG_URL:
        pytest.skip("DOMOV_TEST_POSTGRES_URL is not set")
    name = f"domov_oidc_{uuid.uuid4().hex[:10]}"
    _psql(_admin_url(PG_URL), f'CREATE DATABASE "{name}"')
    url = urlunsplit(urlsplit(PG_URL)._replace(path=f"/{name}"))
    ports = [_free_port(), _free_port()]
    public_url = f"http://127.0.0.1:{ports[0]}"
    env = _oidc_env(provider, _free_port())
    processes = []
    try:
        # The first migrates the database, the second then finds it up to date.
        for index, port in enumerate(ports):
            log_path = ARTIFACTS / "logs" / f"test_oidc-two-processes-{index}.log"
            log_path.parent.mkdir(parents=True, exist_ok=True)
            server = DomovServer(f"http://127.0.0.1:{port}", tmp_path / f"data-{index}", url, log_path)
            server.data_dir.mkdir()
            log = log_path.open("w")
            proc = subprocess.Popen([str(DOMOV_BIN), "serve", "--host", "127.0.0.1", "--port", str(port),
                                     "--public-url", public_url, *server.storage_args()],
                                    stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env)
            processes.append((proc, server, log))
            _wait_healthy(proc, server)
        yield [server for _, server, _ in processes]
    finally:
        exits = [(_stop(proc), log.close())[0] for proc, _, log in processes]
        _psql(_admin_url(PG_URL), f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    assert exits == [0] * len(processes), "\n".join(server.log_tail(20) for _, server, _ in processes)


def test_a_sign_in_started_on_one_process_finishes_on_the_other(two_processes, provider):
    first, second = two_processes
    sub = unique("carol")
    register(provider, sub, email=f"{sub}@example.org", email_verified=True, name="Carol Twoprocess")
    client = Client(first.base_url)
    page = go_to_provider(client)
    assert page.status_code == 200, page.text[:300]
    back = client.post(page.url, data={"sub": sub})
    assert back.status_code in (302, 303), back.text[:300]
    callback = back.headers["Location"]
    assert callback.startswith(f"{first.base_url}/auth/mock/callback?"), callback

    # The load balancer sends the callback to the second process: the state is in the database.
    on_second = callback.replace(first.base_url, second.base_url, 1)
    done = client.get(on_second)
    assert done.status_code == 303, done.text[:500]
    assert "domov_session" in client.cookies
    assert f"linked as {sub}@example.org" in client.get(f"{first.base_url}/settings").text

    # The state was used up by the second; the same callback on the first is a replay.
    replay = Client(first.base_url)
    replay.cookies.set("domov_signin", parse_qs(urlsplit(callback).query)["state"][0])
    refused = replay.get(callback)
    assert refused.status_code == 400, refused.text[:300]
    assert "domov_session" not in replay.cookies
