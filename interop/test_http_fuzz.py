"""No request can take Domov down (issue 23): over 20,000 malformed requests against the real
server, signed in, from a fixed seed. WebDAV methods with broken XML, PUTs of broken iCalendar,
broken JSON to every API operation that takes a body, broken form posts, lying and huge
Content-Lengths, and bodies sent slowly. Every request must get an answer below 500 (a lying
Content-Length may instead end with the connection closed), the process must still be alive
and healthy, and its resident memory must come back under RSS_BOUND_MB.

Runs on SQLite only: what is fuzzed here is the HTTP, XML, iCalendar and JSON handling in
front of the database, and a second backend would double the run. Run with -s to see the
counts (they are also kept in artifacts/http-fuzz-summary.txt).
"""

from __future__ import annotations

import base64
import json
import os
import random
import threading
import time
import uuid
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from html.parser import HTMLParser

import requests

import fuzzkit
from domovkit import ARTIFACTS, Client, signup, unique

SEED = 20261126
COUNTS = {"PROPFIND": 2600, "PROPPATCH": 2600, "REPORT": 2600, "MKCALENDAR": 2600,
          "ical-put": 4000, "json-api": 3500, "form-post": 2000}
LIES = 300  # lying, huge and contradictory Content-Length / Transfer-Encoding, each on its own connection
SLOW = 40  # bodies sent in five pieces 0.2 s apart
WORKERS = 8
BUDGET_SECONDS = 240  # the whole run, on two shared cores with a debug build
RSS_BOUND_MB = 300  # the server idles at about 70 MB
# Operations left out: they sign the fuzzer out, or make the server fetch URLs.
SKIPPED_API = ("/session", "/subscriptions", "/import", "/photo")
SKIPPED_FORMS = ("logout", "password", "delete", "leave", "remove", "revoke", "accounts", "subscriptions", "import",
                 "admin", "auth/", "login", "signup", "email", "feed", "push")


class _Forms(HTMLParser):
    """Every POST form on a page: action and fields with their values (hidden _csrf included)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.forms: list[tuple[str, dict]] = []
        self._fields: dict | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form" and (a.get("method") or "").lower() == "post" and (a.get("action") or "").startswith("/"):
            self._fields = {}
            self.forms.append((a["action"], self._fields))
        elif self._fields is not None and tag in ("input", "textarea", "select") and a.get("name"):
            self._fields.setdefault(a["name"], a.get("value") or "")

    def handle_endtag(self, tag):
        if tag == "form":
            self._fields = None


def _setup(domov):
    """A signed-up member with a household, a few events, an app password and the site's forms."""
    web = Client(domov.base_url)
    nickname = unique("fz")
    email = f"{nickname}@example.com"
    signup(web, email, nickname)
    token = web.post("/api/v1/app-passwords", json={"name": "fuzz"}).json()["token"]
    user_id = web.get("/api/v1/me").json()["id"]
    household = web.post("/api/v1/households", json={"name": "Fuzz"}).json()["id"]
    collection = f"/dav/calendars/{user_id}/{household}/"
    rng = random.Random(SEED)
    hrefs = []
    for k in range(5):
        href = f"{collection}seed-{k}.ics"
        r = requests.put(domov.base_url + href, data=fuzzkit.ical_seed(rng, f"seed-{k}@fuzz").encode(), auth=(email, token),
                         headers={"Content-Type": "text/calendar"}, timeout=30)
        assert r.status_code in (201, 204), r.text
        hrefs.append(href)
    forms = []
    for page in ["/", "/planner", "/chores", "/meals", "/name-days", "/phrasebook", "/settings", "/households",
                 f"/chores/{household}", f"/meals/{household}", f"/planner/{household}"]:
        r = web.get(page, follow=True)
        if r.status_code == 200 and "html" in r.headers.get("Content-Type", ""):
            reader = _Forms()
            reader.feed(r.text)
            forms += [(action, fields) for action, fields in reader.forms if not any(s in action for s in SKIPPED_FORMS)]
    assert forms, "no forms found to fuzz"
    cookie = "; ".join(f"{c.name}={c.value}" for c in web.cookies)
    doc = web.get("/api/v1/openapi.json").json()
    return email, token, user_id, household, collection, hrefs, forms, cookie, doc


def _probes(domov, setup):
    """Every request, made up front from the seed: (kind, head, body, how)."""
    email, token, user_id, household, collection, hrefs, forms, cookie, doc = setup
    rng = random.Random(SEED)
    host = domov.base_url.removeprefix("http://")
    basic = "Basic " + base64.b64encode(f"{email}:{token}".encode()).decode()

    def head(method, path, body, content_type=None, extra=()):
        lines = [f"{method} {path} HTTP/1.1", f"Host: {host}", f"Content-Length: {len(body)}", *extra]
        if content_type:
            lines.append(f"Content-Type: {content_type}")
        return ("\r\n".join(lines) + "\r\n\r\n").encode("utf-8", "surrogateescape")

    dav_paths = {
        "PROPFIND": ["/dav/", f"/dav/principals/{user_id}/", f"/dav/calendars/{user_id}/", collection, *hrefs,
                     collection + "missing.ics", "/dav/calendars/nobody/", f"/dav/calendars/{user_id}/%00/"],
        "PROPPATCH": [collection, f"/dav/calendars/{user_id}/", hrefs[0], "/dav/"],
        "REPORT": [collection] * 6 + [f"/dav/calendars/{user_id}/", hrefs[0], "/dav/"],
    }
    depths = ["0", "1", "infinity", "2", "", "1, 1", "-1"]
    probes = []
    for method in ("PROPFIND", "PROPPATCH", "REPORT", "MKCALENDAR"):
        for k in range(COUNTS[method]):
            body = fuzzkit.mutate_text(fuzzkit.xml_seed(method, rng, hrefs), rng, fuzzkit.XML_EXTRA)
            if method == "MKCALENDAR":
                path = rng.choice([f"/dav/calendars/{user_id}/fz{k}/"] * 4 + [collection, hrefs[0], f"/dav/calendars/{user_id}/a%2F..%2F/"])
            else:
                path = rng.choice(dav_paths[method])
            extra = [f"Authorization: {basic}"] + ([f"Depth: {rng.choice(depths)}"] if rng.random() < 0.8 else [])
            ctype = rng.choice(["application/xml; charset=utf-8", "text/xml", None, "text/plain", "application/xml; charset=latin1"])
            probes.append((method, head(method, path, body, ctype, extra) + body, "normal"))
    for k in range(COUNTS["ical-put"]):
        body = fuzzkit.mutate_text(fuzzkit.ical_seed(rng, f"put-{k % 300}@fuzz"), rng, fuzzkit.ICAL_EXTRA)
        name = rng.choice([f"put-{k % 300}.ics", f"put-{k}.ics", "a b.ics", "%2e%2e%2fx.ics", "x" * 300 + ".ics", "seed-0.ics", ""])
        extra = [f"Authorization: {basic}"] + rng.choice([[], ["If-None-Match: *"], ['If-Match: "nope"'], ["If-Match: *"]])
        ctype = rng.choice(["text/calendar", "text/calendar; charset=utf-8", None, "application/json", "text/calendar; charset=utf-16"])
        probes.append(("ical-put", head("PUT", collection + name, body, ctype, extra) + body, "normal"))

    ops = []
    for path, item in doc["paths"].items():
        for method, op in item.items():
            if method in ("post", "put", "patch") and not any(s in path for s in SKIPPED_API):
                schema = (((op.get("requestBody") or {}).get("content") or {}).get("application/json") or {}).get("schema") or {}
                ops.append((method.upper(), "/api/v1" + path, schema))
    assert len(ops) > 20, ops
    for k in range(COUNTS["json-api"]):
        method, template, schema = rng.choice(ops)
        path = template
        while "{" in path:
            name = path[path.index("{") + 1:path.index("}")]
            value = household if name in ("household", "id") and rng.random() < 0.8 else rng.choice(
                [str(uuid.UUID(int=rng.getrandbits(128))), "x", "0", "%00", "..", "9" * 40, "cs", "cz-basics"])
            path = path.replace("{" + name + "}", value, 1)
        body = fuzzkit.mutated_json(fuzzkit.json_from_schema(schema, doc, rng), rng)
        ctype = rng.choice(["application/json"] * 4 + [None, "text/plain", "application/json; charset=latin1", "application/x-www-form-urlencoded"])
        probes.append(("json-api", head(method, path, body, ctype, [f"Authorization: Bearer {token}"]) + body, "normal"))
    for k in range(COUNTS["form-post"]):
        action, fields = rng.choice(forms)
        body = fuzzkit.mutated_form(fields, rng)
        ctype = rng.choice(["application/x-www-form-urlencoded"] * 5 + ["multipart/form-data; boundary=x", "text/plain", None])
        probes.append(("form-post", head("POST", action, body, ctype, [f"Cookie: {cookie}", f"Origin: {domov.base_url}"]) + body, "normal"))

    lies = []
    targets = [("PROPFIND", collection, basic, "Basic"), ("PUT", collection + "lie.ics", basic, "Basic"),
               ("POST", "/api/v1/households", f"Bearer {token}", "Bearer"), ("POST", forms[0][0], None, "Cookie")]
    for k in range(LIES):
        method, path, auth, _ = rng.choice(targets)
        auth_line = f"Authorization: {auth}" if auth else f"Cookie: {cookie}"
        body = b'{"name": "x"}' if method == "POST" else b"<d:propfind xmlns:d='DAV:'><d:allprop/></d:propfind>"
        variant = k % 8
        lengths = {0: [f"Content-Length: {len(body) + 1000}"], 1: ["Content-Length: 5"], 2: [f"Content-Length: {10 ** 13}"],
                   3: ["Content-Length: -1"], 4: ["Content-Length: abc"], 5: ["Content-Length: 5", f"Content-Length: {len(body)}"],
                   6: ["Transfer-Encoding: chunked", "Content-Length: 3"], 7: ["Transfer-Encoding: chunked"]}[variant]
        if variant in (6, 7):
            body = rng.choice([b"ffffffffffffffff\r\nx\r\n0\r\n\r\n", b"zz\r\n", b"5\r\nab\r\n0\r\n\r\n", b"0\r\n\r\n"])
        if variant == 1:
            body += b"GARBAGE / HTTP/1.1\r\n\r\n"
        lines = [f"{method} {path} HTTP/1.1", f"Host: {host}", auth_line, *lengths, "Content-Type: application/json" if method == "POST" else "Depth: 0"]
        lies.append(("lying-length", ("\r\n".join(lines) + "\r\n\r\n").encode() + body, "lie"))
    for k in range(4):  # over the 1 MiB DAV and 10 MB API limits, in full
        big = b"<d:propfind xmlns:d='DAV:'>" + b"<d:prop/>" * 140_000 + b"</d:propfind>"
        lies.append(("huge-body", head("PROPFIND", collection, big, "text/xml", [f"Authorization: {basic}", "Depth: 0"]) + big, "lie"))
        huge = b'{"name": "' + b"x" * (11 << 20) + b'"}'
        lies.append(("huge-body", head("POST", "/api/v1/households", huge, "application/json", [f"Authorization: Bearer {token}"]) + huge, "lie"))
    for k in range(SLOW):
        method, kind = rng.choice([("PROPFIND", "PROPFIND"), ("PUT", "ical-put"), ("POST", "json-api")])
        if method == "PUT":
            body, path, ctype = fuzzkit.ical_seed(rng, f"slow-{k}@fuzz").encode(), collection + f"slow-{k}.ics", "text/calendar"
        elif method == "POST":
            body, path, ctype = json.dumps({"name": f"Slow {k}"}).encode(), "/api/v1/households", "application/json"
        else:
            body, path, ctype = fuzzkit.xml_seed("PROPFIND", rng, hrefs).encode(), collection, "text/xml"
        auth = f"Authorization: Bearer {token}" if method == "POST" else f"Authorization: {basic}"
        lies.append(("slow-body", (head(method, path, body, ctype, [auth, "Depth: 1"]), body), "slow"))
    return probes, lies


def _rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


def test_malformed_requests_get_answers_below_500_and_memory_comes_back(domov_sqlite):
    domov = domov_sqlite
    port = int(domov.base_url.rsplit(":", 1)[1])
    probes, specials = _probes(domov, _setup(domov))
    assert len(probes) + len(specials) >= 20_000
    results: list[tuple[str, int | None, bytes]] = []
    lock = threading.Lock()
    deadline = time.monotonic() + BUDGET_SECONDS
    rss_start = _rss_mb(domov.pid)
    peak = [rss_start]
    done = threading.Event()

    def watch():
        while not done.wait(0.5):
            peak[0] = max(peak[0], _rss_mb(domov.pid))

    def run(shard):
        connection = fuzzkit.RawConnection(port)
        mine = []
        for kind, data, how in shard:
            if time.monotonic() > deadline:
                break
            if how == "normal":
                answer = connection.exchange(data, b"")
            elif how == "slow":
                connection = fuzzkit.RawConnection(port)
                answer = connection.exchange(data[0], data[1], pieces=5, pause=0.2)
            else:  # a lie: alone on its connection, and the client stops sending after it
                connection = fuzzkit.RawConnection(port, timeout=15)
                answer = connection.exchange(data, b"", half_close=True)
            mine.append((kind, answer.status, data if isinstance(data, bytes) else data[0]))
        connection.close()
        with lock:
            results.extend(mine)

    started = time.monotonic()
    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    shards = [probes[k::WORKERS] for k in range(WORKERS)] + [specials[k::4] for k in range(4)]
    with ThreadPoolExecutor(len(shards)) as pool:
        list(pool.map(run, shards))
    elapsed = time.monotonic() - started
    done.set()

    inputs = Counter(kind for kind, _, _ in results)
    statuses = Counter("closed" if status is None else str(status) for _, status, _ in results)
    by_kind = {kind: Counter("closed" if s is None else str(s) for k, s, _ in results if k == kind) for kind in inputs}
    alive = os.path.exists(f"/proc/{domov.pid}") and requests.get(domov.base_url + "/healthz", timeout=10).status_code == 200
    rss_end = _rss_mb(domov.pid) if alive else float("nan")
    for _ in range(30):  # memory freed after the burst may take the allocator a moment to return
        if not alive or rss_end < RSS_BOUND_MB:
            break
        time.sleep(0.5)
        rss_end = _rss_mb(domov.pid)
    summary = (f"{len(results)} requests in {elapsed:.0f} s ({len(results) / elapsed:.0f}/s), seed {SEED}\n"
               f"inputs per kind: {dict(sorted(inputs.items()))}\nstatuses: {dict(sorted(statuses.items()))}\n"
               + "".join(f"  {kind}: {dict(sorted(c.items()))}\n" for kind, c in sorted(by_kind.items()))
               + f"memory (VmRSS): {rss_start:.0f} MB before, {peak[0]:.0f} MB at most, {rss_end:.0f} MB after (bound {RSS_BOUND_MB} MB)\n")
    print(summary)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "http-fuzz-summary.txt").write_text(summary)

    assert alive, f"domov died or is unhealthy\n{summary}\n{domov.log_tail()}"
    assert len(results) == len(probes) + len(specials), f"out of time after {len(results)} requests\n{summary}"
    bad = [(kind, status, data[:300]) for kind, status, data in results
           if (status is not None and status >= 500) or (status is None and kind not in ("lying-length", "huge-body"))]
    assert not bad, f"{len(bad)} requests got a server error or no answer, e.g.:\n" + "\n".join(
        f"{kind} -> {status}: {data!r}" for kind, status, data in bad[:10]) + f"\n{summary}\n{domov.log_tail(20)}"
    assert rss_end < RSS_BOUND_MB, summary
