"""Plain-HTTP checks of the running server: health, metrics, cookies, headers, CSRF.
Runs on every configured backend (see conftest.domov)."""

from urllib.parse import parse_qs, urlsplit

import pytest

from domovkit import Client, items, read_form, set_cookie_headers, signup, submit_form, unique, PASSWORD

MODULES = ["/planner", "/chores", "/name-days", "/meals", "/phrasebook"]


@pytest.fixture
def member(domov):
    """A signed-in client (session + CSRF cookies) for a brand-new account."""
    client = Client(domov.base_url)
    nickname = unique("m")
    signup(client, f"{nickname}@example.com", nickname)
    return client


def location_path(response) -> str:
    return urlsplit(response.headers.get("Location", "")).path


def test_healthz_says_ok(domov):
    r = Client(domov.base_url).get("/healthz")
    assert r.status_code == 200
    assert r.text.strip() == "ok"


def test_readyz_when_database_reachable(domov):
    assert Client(domov.base_url).get("/readyz").status_code == 200


def test_metrics_are_prometheus_text(domov):
    client = Client(domov.base_url)
    client.get("/healthz")  # so at least one request has been counted
    r = client.get("/metrics")
    assert r.status_code == 200
    assert r.headers["Content-Type"].startswith("text/plain")
    assert "# TYPE" in r.text


@pytest.mark.parametrize("path,content_type", [
    ("/static/app.css", "text/css"),
    ("/static/app.js", "javascript"),
    ("/manifest.webmanifest", "json"),
    ("/sw.js", "javascript"),
])
def test_static_assets_served(domov, path, content_type):
    r = Client(domov.base_url).get(path)
    assert r.status_code == 200, path
    assert content_type in r.headers.get("Content-Type", ""), r.headers.get("Content-Type")


def test_signed_out_home_redirects_to_login(domov):
    r = Client(domov.base_url).get("/")
    assert r.status_code == 303
    assert location_path(r) == "/login"


def test_html_pages_carry_security_headers(domov):
    r = Client(domov.base_url).get("/login")
    assert r.status_code == 200
    h = r.headers
    assert h["Content-Type"].startswith("text/html")
    assert h.get("X-Content-Type-Options", "").lower() == "nosniff"
    # Clickjacking protection, by either the old header or CSP.
    csp = h.get("Content-Security-Policy", "")
    assert "X-Frame-Options" in h or "frame-ancestors" in csp, "no X-Frame-Options or CSP frame-ancestors"
    assert "Referrer-Policy" in h


def _cookie(headers: list[str], name: str) -> str:
    found = [c for c in headers if c.split("=", 1)[0].strip() == name]
    assert found, f"no {name} cookie in {headers}"
    return found[-1]


def _assert_flags(cookie: str) -> None:
    attrs = [a.strip().lower() for a in cookie.split(";")[1:]]
    assert "httponly" in attrs, cookie
    assert "samesite=lax" in attrs, cookie


def test_session_and_csrf_cookies_are_httponly_lax(domov):
    client = Client(domov.base_url)
    page = client.get("/signup")
    _assert_flags(_cookie(set_cookie_headers(page), "domov_csrf"))
    form = read_form(page.text, "signup-form")
    assert "_csrf" in form["fields"], "signup form has no hidden _csrf"
    nickname = unique("c")
    r = client.post("/signup", data={**form["fields"], "email": f"{nickname}@example.com",
                                     "password": PASSWORD, "display_name": "Cookie", "nickname": nickname})
    assert r.status_code == 303 and location_path(r) == "/"
    _assert_flags(_cookie(set_cookie_headers(r), "domov_session"))


def test_signed_in_home_has_module_nav(domov, member):
    r = member.get("/")
    assert r.status_code == 200
    assert 'id="module-nav"' in r.text
    for path in MODULES:
        assert f'href="{path}"' in r.text, f"nav lacks {path}"
        page = member.get(path)
        if path in ("/planner", "/chores", "/meals"):
            # Household modules open the current household's pages; with none yet, the households page.
            assert (page.status_code, location_path(page)) == (303, "/households"), path
        elif page.status_code == 303:
            # The phrasebook opens the pack for the reader's language.
            assert location_path(page).startswith(path + "/"), path
        else:
            # Name days are a person's own.
            assert page.status_code == 200, path
    assert 'id="logout-form"' in r.text


def test_login_keeps_next_and_returns_there(domov):
    nickname = unique("n")
    signup(Client(domov.base_url), f"{nickname}@example.com", nickname)
    client = Client(domov.base_url)
    form = read_form(client.get("/login?next=/households").text, "login-form")
    # Kept either as a hidden field (the contract's words) or in the form's action URL.
    in_action = parse_qs(urlsplit(form["action"] or "").query).get("next") == ["/households"]
    assert form["fields"].get("next") == "/households" or in_action, form
    r = client.post(form["action"] or "/login",
                    data={**form["fields"], "email": f"{nickname}@example.com", "password": PASSWORD})
    assert r.status_code == 303 and location_path(r) == "/households"


def _household_names(client: Client) -> list[str]:
    r = client.get("/api/v1/households")
    assert r.status_code == 200, r.text
    return [h["name"] for h in items(r.json(), "households")]


@pytest.mark.parametrize("token", ["wrong-token", None], ids=["wrong", "missing"])
def test_household_post_with_bad_csrf_is_rejected_and_creates_nothing(domov, member, token):
    name = unique("Csrf ")
    form = read_form(member.get("/households").text, "household-create-form")
    data = {**form["fields"], "name": name}
    if token is None:
        data.pop("_csrf", None)
    else:
        data["_csrf"] = token
    r = member.post("/households", data=data)
    assert r.status_code == 403
    assert name not in _household_names(member)
    assert name not in member.get("/households").text


def test_household_post_with_good_csrf_creates_it(domov, member):
    name = unique("Home ")
    r = submit_form(member, "/households", "household-create-form", name=name)
    assert r.status_code == 303
    assert location_path(r).startswith("/households/")
    assert name in _household_names(member)
