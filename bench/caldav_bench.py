"""CalDAV benchmark driver (issues 4 and 22, "Performance"): Domov beside Radicale and Xandikos.

Run by bench/caldav.sh, which builds Domov, installs the peers into a venv and starts the three
servers on loopback; this script then:

  1. makes ONE deterministic calendar (fixed seed): EVENTS events in Europe/Prague with a
     VTIMEZONE, RECURRING of them with an RRULE (weekly, monthly, daily, yearly; every one ends
     by COUNT or UNTIL; some weekly ones have an EXDATE), 8 % all-day;
  2. PUTs it into Domov with CONNECTIONS clients (If-None-Match: *, as apps create), timing each
     LOAD_BATCH objects, so a slowdown as the calendar grows shows (the peers get the same files
     straight into their storage: their PUT is O(n), see seed-peers);
  3. sends 7-day time-range calendar-queries (VEVENT, boundaries at noon UTC so all-day events
     are unambiguous) once to each server and compares each result set with an oracle worked
     out with python-dateutil from the events as written;
  4. drives GETs of single objects and the same queries with wrk (caldav_wrk.lua) at
     CONNECTIONS connections for a fixed time per server, and PUTs of new objects into each full
     calendar with CONNECTIONS client processes;
  5. expands the same batch of rules with `domov dev expand-recurrence` and with
     python-dateutil's rrule, checks they agree, and reports the speed ratio.

It prints the figures against issue 22's targets and beside the peers, and writes them as JSON
(--json). Stdlib plus requests (setup only) and python-dateutil (the reference and the oracle).
"""

from __future__ import annotations

import argparse
import base64
import http.client
import json
import multiprocessing
import os
import random
import re
import subprocess
import sys
import time
import urllib.parse
import xml.etree.ElementTree as ET
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

SEED = 20261122
DAV = "{DAV:}"

VTIMEZONE = """BEGIN:VTIMEZONE
TZID:Europe/Prague
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE"""

DAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
TITLES = ["Schůzka týmu", "Plavání", "Zubař", "Nákup", "Sbor – zkouška", "Knihovna", "Tenis",
          "Oběd s babičkou", "Úklid", "Kroužek", "Doktor", "Rodičovská schůzka", "Výlet", "Porada"]
PLACES = ["Sokolovna", "Praha 6", "Brno, Údolní 15", "Doma", "Kancelář"]


# ---------------------------------------------------------------------------------------------
# The calendar

def _fmt(d: datetime) -> str:
    return d.strftime("%Y%m%dT%H%M%S")


def _nth_weekday(d: date) -> str:
    """BYDAY value for d's weekday as its n-th (or last) in the month: '2TU', '-1FR'."""
    n = (d.day - 1) // 7 + 1
    last = (d + timedelta(days=7)).month != d.month
    return f"{-1 if last and n == 5 else n}{DAYS[d.weekday()]}"


def make_calendar(events: int, recurring: int, seed: int = SEED) -> list[dict]:
    """[{uid, ics, rule: None | {dtstart, rrule}}], the same for every run with this seed."""
    rng = random.Random(seed)
    recurring_indices = set(rng.sample(range(events), recurring))
    first = date(2025, 1, 1)
    span = (date(2027, 12, 31) - first).days
    out = []
    for index in range(events):
        uid = f"bench-{index:05d}@domov.example"
        day = first + timedelta(days=rng.randrange(span))
        all_day = rng.random() < 0.08
        lines = ["BEGIN:VEVENT", f"UID:{uid}", "DTSTAMP:20260101T000000Z"]
        if all_day:
            length = rng.choice([1, 1, 1, 1, 2, 3])
            start = datetime(day.year, day.month, day.day)
            lines += [f"DTSTART;VALUE=DATE:{day:%Y%m%d}", f"DTEND;VALUE=DATE:{day + timedelta(days=length):%Y%m%d}"]
        else:
            start = datetime(day.year, day.month, day.day, rng.randint(7, 20), rng.choice([0, 15, 30, 45]))
            end = start + timedelta(minutes=rng.choice([30, 45, 60, 60, 90, 120, 180]))
            lines += [f"DTSTART;TZID=Europe/Prague:{_fmt(start)}", f"DTEND;TZID=Europe/Prague:{_fmt(end)}"]
        lines.append(f"SUMMARY:{rng.choice(TITLES)} {index}")
        if rng.random() < 0.3:
            lines.append(f"LOCATION:{rng.choice(PLACES)}")
        if rng.random() < 0.2:
            lines.append("DESCRIPTION:Nezapomeň\\, prosím\\; vzít s sebou klíče")
        rule = None
        if index in recurring_indices:
            kind = rng.random()
            parts: list[str]
            exdate = None
            if kind < 0.5:
                interval = rng.choice([1, 1, 1, 2])
                parts = ["FREQ=WEEKLY"] + ([f"INTERVAL={interval}"] if interval > 1 else [])
                if rng.random() < 0.4:  # on DTSTART's weekday and one or two more
                    extra = rng.sample([d for d in DAYS if d != DAYS[start.weekday()]], rng.randint(1, 2))
                    parts.append("BYDAY=" + ",".join(sorted([DAYS[start.weekday()]] + extra, key=DAYS.index)))
                elif rng.random() < 0.25 and not all_day:
                    exdate = start + timedelta(days=7 * interval * rng.randint(1, 2))
            elif kind < 0.75:
                parts = ["FREQ=MONTHLY"]
                if rng.random() < 0.5:
                    parts.append(f"BYDAY={_nth_weekday(start.date())}")
            elif kind < 0.85:
                parts = ["FREQ=DAILY"] + (["INTERVAL=2"] if rng.random() < 0.3 else [])
            else:
                parts = ["FREQ=YEARLY"]
            if rng.random() < 0.5 or parts[0] == "FREQ=DAILY":
                parts.append(f"COUNT={rng.randint(3, 60 if parts[0] != 'FREQ=YEARLY' else 10)}")
            else:
                months = {"FREQ=WEEKLY": 8, "FREQ=MONTHLY": 24, "FREQ=YEARLY": 96}[parts[0]]
                until = start + timedelta(days=rng.randint(40, 30 * months))
                if all_day:
                    parts.append(f"UNTIL={until:%Y%m%d}")
                else:  # UNTIL in UTC with a zoned DTSTART (RFC 5545 3.3.10); Prague is UTC+1/+2
                    parts.append(f"UNTIL={(until - timedelta(hours=2)):%Y%m%dT%H%M%S}Z")
            if exdate is not None:
                # Only where the 2nd or 3rd occurrence certainly exists.
                if any(p.startswith("COUNT=") and int(p[6:]) >= 3 for p in parts) or \
                        any(p.startswith("UNTIL=") for p in parts) and start + timedelta(days=40) > exdate:
                    lines.append(f"EXDATE;TZID=Europe/Prague:{_fmt(exdate)}")
            lines.append("RRULE:" + ";".join(parts))
            rule = {"dtstart": start.isoformat(), "rrule": ";".join(parts), "allDay": all_day}
        lines.append("END:VEVENT")
        ics = "\r\n".join(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Domov//caldav benchmark//EN",
                           *VTIMEZONE.split("\n"), *lines, "END:VCALENDAR", ""])
        out.append({"uid": uid, "ics": ics, "rule": rule})
    return out


def make_queries(count: int, seed: int = SEED) -> list[tuple[str, str, str]]:
    """(label, start, end): 7-day windows (as a week view asks) starting on any day from 2025
    to the end of 2027, boundaries at 12:00Z, so that all-day events fall the same way whichever
    zone a server reads them in (Prague is UTC+1 or +2)."""
    rng = random.Random(seed + 1)
    queries = []
    for _ in range(count):
        day = date(2025, 1, 1) + timedelta(days=rng.randrange(3 * 365 - 7))
        queries.append((f"week from {day:%Y-%m-%d}", f"{day:%Y%m%d}T120000Z", f"{day + timedelta(days=7):%Y%m%d}T120000Z"))
    return queries


def oracle_sets(calendar: list[dict], queries: list[tuple[str, str, str]]) -> list[set[str]]:
    """What each query must find, worked out with python-dateutil from the events as written:
    every instance (RRULE with COUNT or UNTIL, minus EXDATE) that overlaps the window, with
    RFC 4791 9.9's rule (start < window end and end > window start). All-day dates are read at
    00:00 UTC; the windows' noon boundaries make that the same as reading them in Prague."""
    from zoneinfo import ZoneInfo
    from dateutil.rrule import rrulestr

    prague, utc = ZoneInfo("Europe/Prague"), timezone.utc
    horizon = datetime(2029, 1, 1, tzinfo=utc)

    def moment(line: str) -> datetime:
        value = line.rsplit(":", 1)[1]
        if "VALUE=DATE" in line:
            return datetime.strptime(value, "%Y%m%d").replace(tzinfo=utc)
        return datetime.strptime(value, "%Y%m%dT%H%M%S").replace(tzinfo=prague)

    spans: list[tuple[str, datetime, datetime]] = []
    for event in calendar:
        lines = event["ics"].split("\r\n")
        vevent = lines[lines.index("BEGIN:VEVENT"):]
        start = moment(next(l for l in vevent if l.startswith("DTSTART")))
        length = moment(next(l for l in vevent if l.startswith("DTEND"))) - start
        rule = next((l[len("RRULE:"):] for l in vevent if l.startswith("RRULE:")), None)
        excluded = {moment(l) for l in vevent if l.startswith("EXDATE")}
        starts = [start]
        if rule:
            # dateutil keeps the wall time of an aware DTSTART across DST, as RFC 5545 does.
            series = rrulestr(rule, dtstart=start if start.tzinfo is prague else start.replace(tzinfo=None))
            starts = []
            for occurrence in series:
                occurrence = occurrence if occurrence.tzinfo else occurrence.replace(tzinfo=utc)
                if occurrence >= horizon:
                    break
                if occurrence not in excluded:
                    starts.append(occurrence)
        spans += [(event["uid"], s.astimezone(utc), (s + length).astimezone(utc)) for s in starts]
    sets = []
    for _, start, end in queries:
        low, high = (datetime.strptime(x, "%Y%m%dT%H%M%SZ").replace(tzinfo=utc) for x in (start, end))
        sets.append({uid for uid, s, e in spans if s < high and e > low})
    return sets


def query_body(start: str, end: str) -> bytes:
    return f"""<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><D:getetag/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">
    <C:time-range start="{start}" end="{end}"/>
  </C:comp-filter></C:comp-filter></C:filter>
</C:calendar-query>""".encode()


# ---------------------------------------------------------------------------------------------
# HTTP

class Target:
    def __init__(self, name: str, base: str, collection: str, auth: tuple[str, str] | None):
        self.name, self.base, self.collection = name, base.rstrip("/"), collection
        parsed = urllib.parse.urlsplit(self.base)
        self.host, self.port = parsed.hostname, parsed.port
        self.headers = {}
        if auth:
            self.headers["Authorization"] = "Basic " + base64.b64encode(f"{auth[0]}:{auth[1]}".encode()).decode()

    def connection(self) -> http.client.HTTPConnection:
        return http.client.HTTPConnection(self.host, self.port, timeout=600)


def send(conn: http.client.HTTPConnection, method: str, path: str, body: bytes | None, headers: dict) -> tuple[int, bytes]:
    for attempt in range(2):
        try:
            conn.request(method, path, body=body, headers=headers)
            resp = conn.getresponse()
            data = resp.read()
            if resp.getheader("Connection", "").lower() == "close":
                conn.close()
            return resp.status, data
        except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
            conn.close()  # the server closed an idle keep-alive connection: reconnect once
            if attempt:
                raise
    raise AssertionError


def hrefs_in(multistatus: bytes) -> set[str]:
    """Object names (last href segment, decoded, '.ics' dropped) of the 200 responses."""
    names = set()
    for response in ET.fromstring(multistatus).iter(f"{DAV}response"):
        href = response.findtext(f"{DAV}href") or ""
        statuses = [s.text or "" for s in response.iter(f"{DAV}status")]
        if statuses and not any(" 200 " in s for s in statuses):
            continue
        name = urllib.parse.unquote(href.rstrip("/").rsplit("/", 1)[-1])
        names.add(name[:-4] if name.endswith(".ics") else name)
    return names


def _put_worker(target: Target, objects: list[tuple[str, bytes]], seconds: float | None, barrier, results) -> None:
    conn = target.connection()
    headers = {**target.headers, "Content-Type": "text/calendar; charset=utf-8", "If-None-Match": "*"}
    barrier.wait()
    failures = []
    start, done = time.perf_counter(), 0
    for uid, body in objects:
        if seconds is not None and time.perf_counter() - start >= seconds:
            break
        done += 1
        try:
            status, data = send(conn, "PUT", target.collection + urllib.parse.quote(uid) + ".ics", body, headers)
        except (OSError, http.client.HTTPException) as error:
            # A server that drops connections under load (Radicale did, in session 21) is a
            # failed PUT, not a worker that dies and leaves the run waiting for its result.
            failures.append(f"{uid}: {type(error).__name__} {error}")
            conn.close()
            conn = target.connection()
            continue
        if status not in (200, 201, 204):
            failures.append(f"{uid}: {status} {data[:300]!r}")
    results.put((time.perf_counter(), failures, done))


def wait_until_quiet(at_most: float = 240.0) -> None:
    """Waits until the cores are idle again before a server is measured. Radicale and Xandikos
    go on working through the REPORTs wrk left in flight for a minute or more after wrk has
    stopped (session 22 found Domov's PUTs measured at half their rate while they did)."""
    def idle_and_total() -> tuple[int, int]:
        ticks = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
        return ticks[3] + ticks[4], sum(ticks)

    started = time.monotonic()
    while time.monotonic() - started < at_most:
        idle_before, total_before = idle_and_total()
        time.sleep(1)
        idle_after, total_after = idle_and_total()
        if total_after > total_before and (idle_after - idle_before) / (total_after - total_before) >= 0.9:
            break
    if (waited := time.monotonic() - started) > 2:
        print(f"(waited {waited:.0f} s for the cores to be idle)", flush=True)


def run_parallel(worker, args_per_worker: list[tuple]) -> tuple[float, list]:
    """Runs the workers as processes, started together; (seconds from the start to the last
    worker's end, [each worker's result])."""
    ctx = multiprocessing.get_context("fork")
    barrier = ctx.Barrier(len(args_per_worker) + 1)
    results = ctx.Queue()
    procs = [ctx.Process(target=worker, args=(*args, barrier, results)) for args in args_per_worker]
    for p in procs:
        p.start()
    barrier.wait()
    start = time.perf_counter()
    out = [results.get() for _ in procs]
    for p in procs:
        p.join()
    return max(r[0] for r in out) - start, out


def put_all(target: Target, objects: list[tuple[str, bytes]], concurrency: int) -> tuple[float, list[str]]:
    slices = [(target, objects[i::concurrency], None) for i in range(concurrency)]
    seconds, out = run_parallel(_put_worker, slices)
    return seconds, [f for r in out for f in r[1]]


def _seconds(text: str) -> float:
    """wrk's durations: '812.00us', '1.23ms', '2.01s', '1.50m'."""
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text).groups()
    return float(number) * {"us": 1e-6, "ms": 1e-3, "s": 1.0, "m": 60.0}[unit]


def wrk(target: Target, method: str, lines: list[str], seconds: float, connections: int, scratch: Path) -> dict:
    """Runs wrk (C, two threads: the load generator must not be the bottleneck, as Python
    clients would be at these rates) with caldav_wrk.lua over the given paths or REPORT bodies."""
    listing = scratch / f"wrk-{target.name}-{method}.txt"
    listing.write_text("\n".join(lines) + "\n")
    command = ["wrk", "-t2", f"-c{connections}", f"-d{seconds:.0f}s", "--latency", "--timeout", "120s"]
    for name, value in target.headers.items():
        command += ["-H", f"{name}: {value}"]
    command += ["-s", str(Path(__file__).with_name("caldav_wrk.lua")), target.base, "--", method, str(listing)]
    if method == "REPORT":
        command.append(target.collection)
    out = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 300).stdout
    requests = int(re.search(r"(\d+) requests in ([\d.]+\w+)", out).group(1))
    elapsed = _seconds(re.search(r"\d+ requests in ([\d.]+\w+)", out).group(1))
    latency = {p: _seconds(v) * 1000 for p, v in re.findall(r"^\s+(50|90|99)%\s+([\d.]+\w+)", out, re.M)}
    errors = int(m.group(1)) if (m := re.search(r"Non-2xx or 3xx responses: (\d+)", out)) else 0
    if m := re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out):
        errors += sum(int(x) for x in m.groups())
    return {"rate": requests / elapsed if elapsed else 0.0, "requests": requests, "seconds": elapsed, "errors": errors,
            "median_ms": latency.get("50"), "p99_ms": latency.get("99")}


# ---------------------------------------------------------------------------------------------
# Setting up the accounts and collections

def setup_domov(base: str) -> Target:
    """Sign-up, household and app password through the web app, as planner.sh does."""
    import requests

    s = requests.Session()
    s.get(f"{base}/signup", timeout=30)
    csrf = s.cookies.get("domov_csrf")
    email = "caldav-bench@example.org"
    r = s.post(f"{base}/signup", allow_redirects=False, timeout=30, data={
        "_csrf": csrf, "email": email, "display_name": "Bench", "nickname": "bench",
        "password": "benchmark-password", "time_zone": "Europe/Prague"})
    assert r.status_code == 303, f"sign-up: {r.status_code} {r.text[:300]}"
    r = s.post(f"{base}/households", data={"_csrf": csrf, "name": "Bench household"}, allow_redirects=False, timeout=30)
    assert r.status_code == 303, f"household: {r.status_code} {r.text[:300]}"
    household = r.headers["Location"].rstrip("/").split("/")[-1]
    r = s.post(f"{base}/api/v1/app-passwords", json={"name": "caldav bench"}, timeout=30)
    assert r.status_code in (200, 201), f"app password: {r.status_code} {r.text[:300]}"
    token = r.json()["token"]
    r = requests.request("PROPFIND", f"{base}/dav/", auth=(email, token), headers={"Depth": "0"}, timeout=30, data=(
        '<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:prop><D:current-user-principal/></D:prop></D:propfind>'))
    assert r.status_code == 207, f"PROPFIND /dav/: {r.status_code} {r.text[:300]}"
    user = re.search(r"/dav/principals/([^/<]+)/", r.text).group(1)
    return Target("Domov", base, f"/dav/calendars/{user}/{household}/", (email, token))


def setup_radicale(base: str) -> Target:
    # --auth-type none: any name and password are accepted unchecked; the name picks the home.
    # seed-peers made the collection with the calendar in it.
    target = Target("Radicale", base, "/bench/calendar/", ("bench", "unused"))
    status, data = send(target.connection(), "PROPFIND", target.collection, None, {**target.headers, "Depth": "0"})
    assert status == 207, f"Radicale PROPFIND: {status} {data[:300]!r}"
    return target


def setup_xandikos(base: str) -> Target:
    # `xandikos serve --defaults` makes /user/calendars/calendar/; it has no authentication.
    target = Target("Xandikos", base, "/user/calendars/calendar/", None)
    status, data = send(target.connection(), "PROPFIND", target.collection, None, {"Depth": "0"})
    assert status == 207, f"Xandikos PROPFIND: {status} {data[:300]!r}"
    return target


def seed_peers(radicale_dir: Path, xandikos_calendar: Path, calendar: list[dict]) -> None:
    """Writes the calendar straight into the peers' storage, with the servers stopped: Radicale's
    PUT checks the new UID against every stored item and Xandikos commits a new git tree per
    PUT, both O(n), so 10,000 PUTs take hours there (Radicale: 5.7 PUT/s for the first 500).
    Their PUT rate is measured afterwards on the full calendar, like Domov's."""
    collection = radicale_dir / "collection-root" / "bench" / "calendar"
    collection.mkdir(parents=True, exist_ok=True)
    (collection / ".Radicale.props").write_text(json.dumps(
        {"C:supported-calendar-component-set": "VEVENT,VTODO,VJOURNAL", "D:displayname": "Bench", "tag": "VCALENDAR"}))
    for event in calendar:
        (collection / f"{event['uid']}.ics").write_bytes(event["ics"].encode())
        (xandikos_calendar / f"{event['uid']}.ics").write_bytes(event["ics"].encode())
    git = ["git", "-C", str(xandikos_calendar), "-c", "user.name=bench", "-c", "user.email=bench@example.org"]
    subprocess.run(git + ["add", "-A"], check=True)
    subprocess.run(git + ["commit", "-q", "-m", "benchmark calendar"], check=True)


# ---------------------------------------------------------------------------------------------
# Recurrence expansion: Domov's CLI against python-dateutil

def dateutil_expand(cases: list[dict]) -> dict[str, list[str]]:
    """What is timed for dateutil: per case, reading DTSTART and the window end
    (fromisoformat), parsing the rule text (rrulestr), iterating, and writing each occurrence
    as an ISO string into its list. Domov's `--timed` engine figure covers the same steps."""
    from dateutil.rrule import rrulestr

    out = {}
    for case in cases:
        dtstart = datetime.fromisoformat(case["dtstart"])
        window_end = datetime.fromisoformat(case["windowEnd"])
        result = []
        for occurrence in rrulestr(case["rrule"], dtstart=dtstart):
            if occurrence > window_end or len(result) >= case["limit"]:
                break
            result.append(occurrence.isoformat())
        out[case["id"]] = result
    return out


def domov_expand(binary: str, cases: list[dict]) -> tuple[float, float, dict[str, list[str]]]:
    """One process: (whole run seconds as seen from here, the engine seconds the process
    measured itself, the occurrences). The engine figure (`--timed`) is parsing each case's
    DTSTART, window and rule text, expanding, and writing the ISO strings, as timed for
    dateutil; it leaves out process start, stdin/stdout and JSON decoding and encoding."""
    payload = json.dumps(cases).encode()
    t0 = time.perf_counter()
    done = subprocess.run([binary, "dev", "expand-recurrence", "--timed"], input=payload, capture_output=True, timeout=600)
    seconds = time.perf_counter() - t0
    assert done.returncode == 0, done.stderr[-2000:]
    out = json.loads(done.stdout)
    return seconds, out["engineSeconds"], {
        r["id"]: [f"error: {r['error']}"] if r.get("error") else r.get("occurrences") for r in out["results"]}


def recurrence_cases(calendar: list[dict], copies: int) -> list[dict]:
    """The calendar's own rules, each as a local DTSTART and its RRULE (UNTIL in UTC rewritten
    to the same instant in Prague's standard time is not needed: dateutil and Domov both read
    the rule as written, so a Z UNTIL is made local by dropping the Z on both sides)."""
    rules = [e["rule"] for e in calendar if e["rule"]]
    cases = []
    for copy in range(copies):
        for i, rule in enumerate(rules):
            rrule = re.sub(r"(UNTIL=\d{8}T\d{6})Z", r"\1", rule["rrule"])
            cases.append({"id": f"r{copy}-{i}", "dtstart": rule["dtstart"], "rrule": rrule,
                          "limit": 500, "windowEnd": "2035-01-01T00:00:00"})
    return cases


def bench_recurrence(binary: str, calendar: list[dict], copies: int, interop_cases: int) -> list[dict]:
    results = []
    batches = [("the calendar's rules", recurrence_cases(calendar, copies), dateutil_expand)]
    if interop_cases:
        # interop/test_recurrence_dateutil.py's randomized rules (every BYxxx part, all
        # frequencies), with its bounded dateutil reference.
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "interop"))
        import test_recurrence_dateutil as ref

        def reference(cases):
            return {c["id"]: ref.dateutil_occurrences(c) for c in cases}

        batches.append(("randomized RFC 5545 rules (interop generator)", ref.generate_cases(n=interop_cases), reference))
    empty_seconds = min(domov_expand(binary, [])[0] for _ in range(3))
    for label, cases, reference in batches:
        # Best of 3 on both sides (dateutil: fewer when one run already takes over 10 s).
        domov_runs = [domov_expand(binary, cases) for _ in range(3)]
        domov_seconds = min(r[0] for r in domov_runs)
        engine_seconds = min(r[1] for r in domov_runs)
        dateutil_runs = []
        while len(dateutil_runs) < 3 and sum(dateutil_runs) < 10:
            t0 = time.perf_counter()
            expected = reference(cases)
            dateutil_runs.append(time.perf_counter() - t0)
        dateutil_seconds = min(dateutil_runs)
        got = domov_runs[0][2]
        differ = [c["id"] for c in cases if got.get(c["id"]) != expected[c["id"]]]
        occurrences = sum(len(v) for v in expected.values())
        results.append({
            "batch": label, "cases": len(cases), "occurrences": occurrences,
            "domov_engine_seconds": engine_seconds,
            "domov_seconds": domov_seconds, "domov_process_start_seconds": empty_seconds,
            "dateutil_seconds": dateutil_seconds, "dateutil_runs": len(dateutil_runs),
            "ratio": dateutil_seconds / max(engine_seconds, 1e-9),
            "ratio_whole_process": dateutil_seconds / domov_seconds,
            "differing_cases": len(differ), "differing_examples": differ[:5],
        })
    return results


def print_recurrence(figures: list[dict]) -> None:
    for r in figures:
        print(f"{r['batch']}: {r['cases']} rules, {r['occurrences']} occurrences; differing cases {r['differing_cases']}\n"
              f"    dateutil {r['dateutil_seconds']:.3f} s (best of {r['dateutil_runs']}: fromisoformat, rrulestr, iterating, isoformat)\n"
              f"    Domov engine {r['domov_engine_seconds'] * 1000:.1f} ms (best of 3, timed in-process: the same steps)"
              f" -> {r['ratio']:.1f}x dateutil\n"
              f"    Domov whole process {r['domov_seconds'] * 1000:.0f} ms (best of 3: + process start"
              f" {r['domov_process_start_seconds'] * 1000:.0f} ms, JSON in and out) -> {r['ratio_whole_process']:.1f}x", flush=True)


# ---------------------------------------------------------------------------------------------

def main() -> int:
    if sys.argv[1:2] == ["recurrence"]:
        # Only the recurrence part (BENCH_ONLY=recurrence bash bench/caldav.sh): no servers.
        p = argparse.ArgumentParser(prog="caldav_bench.py recurrence")
        p.add_argument("--domov-bin", required=True)
        p.add_argument("--events", type=int, default=10_000)
        p.add_argument("--recurring", type=int, default=1_000)
        p.add_argument("--recurrence-copies", type=int, default=3)
        p.add_argument("--interop-cases", type=int, default=500)
        p.add_argument("--json", help="write the figures here")
        a = p.parse_args(sys.argv[2:])
        print("== Recurrence expansion: `domov dev expand-recurrence --timed` against python-dateutil rrule", flush=True)
        figures = {"date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), "cores": os.cpu_count(),
                   "recurrence": bench_recurrence(a.domov_bin, make_calendar(a.events, a.recurring), a.recurrence_copies,
                                                  a.interop_cases)}
        print_recurrence(figures["recurrence"])
        print("\n== Ratios (target: expansion >= 50x dateutil)")
        for r in figures["recurrence"]:
            print(f"expansion ({r['batch']}) Domov engine/dateutil {r['ratio']:.1f}x  {'meets' if r['ratio'] >= 50 else 'MISSES'} 50x"
                  f"  (whole process {r['ratio_whole_process']:.1f}x)")
        if a.json:
            Path(a.json).parent.mkdir(parents=True, exist_ok=True)
            Path(a.json).write_text(json.dumps(figures, indent=2, ensure_ascii=False))
        return 0 if all(r["differing_cases"] == 0 for r in figures["recurrence"]) else 1
    if sys.argv[1:2] == ["seed-peers"]:
        p = argparse.ArgumentParser(prog="caldav_bench.py seed-peers")
        p.add_argument("radicale_dir", type=Path)
        p.add_argument("xandikos_calendar", type=Path)
        p.add_argument("--events", type=int, default=10_000)
        p.add_argument("--recurring", type=int, default=1_000)
        a = p.parse_args(sys.argv[2:])
        seed_peers(a.radicale_dir, a.xandikos_calendar, make_calendar(a.events, a.recurring))
        return 0
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--domov", required=True, help="base URL of the running domov")
    p.add_argument("--radicale", required=True)
    p.add_argument("--xandikos", required=True)
    p.add_argument("--domov-bin", required=True, help="the domov binary (for dev expand-recurrence)")
    p.add_argument("--events", type=int, default=10_000)
    p.add_argument("--recurring", type=int, default=1_000)
    p.add_argument("--load-batch", type=int, default=2_000, help="Domov's loading PUT rate is reported per this many objects")
    p.add_argument("--put-seconds", type=float, default=30, help="how long new objects are PUT into each full calendar")
    p.add_argument("--put-pool", type=int, default=20_000, help="new objects available for that")
    p.add_argument("--queries", type=int, default=12)
    p.add_argument("--connections", type=int, default=16)
    p.add_argument("--get-seconds", type=float, default=20)
    p.add_argument("--report-seconds", type=float, default=20)
    p.add_argument("--recurrence-copies", type=int, default=3, help="the calendar's rules, this many times over")
    p.add_argument("--interop-cases", type=int, default=500)
    p.add_argument("--scratch", type=Path, default=Path("/tmp"), help="where wrk's request lists are written")
    p.add_argument("--json", help="write the figures here")
    p.add_argument("--skip", default="", help="comma-separated: get, report, put, recurrence (for trying things)")
    args = p.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    connections = args.connections

    print(f"== Calendar: {args.events} events, {args.recurring} recurring (seed {SEED})", flush=True)
    calendar = make_calendar(args.events, args.recurring)
    objects = [(e["uid"], e["ics"].encode()) for e in calendar]
    queries = make_queries(args.queries)
    targets = [setup_domov(args.domov), setup_radicale(args.radicale), setup_xandikos(args.xandikos)]
    figures: dict = {"date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), "cores": os.cpu_count(),
                     "events": args.events, "recurring": args.recurring, "connections": connections,
                     "get": {}, "put": {}, "report": {}, "problems": []}

    print(f"\n== Domov: PUT the whole calendar, {connections} concurrent clients, If-None-Match: *,"
          f" rate per {args.load_batch} objects", flush=True)
    domov = targets[0]
    figures["domov_load"] = []
    for first in range(0, len(objects), args.load_batch):
        batch = objects[first:first + args.load_batch]
        seconds, failures = put_all(domov, batch, connections)
        figures["domov_load"].append({"from": first, "to": first + len(batch), "rate": len(batch) / seconds, "failures": len(failures)})
        figures["problems"] += [f"Domov PUT {f}" for f in failures[:5]]
        print(f"Domov     objects {first:5d}-{first + len(batch):5d}: {len(batch) / seconds:7.1f} PUT/s, failures {len(failures)}", flush=True)
    print("(Radicale and Xandikos were given the same files directly, see seed-peers)", flush=True)

    print(f"\n== calendar-query REPORT, {len(queries)} 7-day windows: result sets against a python-dateutil oracle", flush=True)
    oracle = oracle_sets(calendar, queries)
    sets: dict[str, list[set[str]]] = {}
    for t in targets:
        conn = t.connection()
        headers = {**t.headers, "Content-Type": "application/xml; charset=utf-8", "Depth": "1"}
        sets[t.name] = []
        t0 = time.perf_counter()
        for label, start, end in queries:
            status, data = send(conn, "REPORT", t.collection, query_body(start, end), headers)
            if status != 207:
                figures["problems"].append(f"{t.name} REPORT {label}: {status} {data[:300]!r}")
            sets[t.name].append(hrefs_in(data) if status == 207 else set())
        print(f"{t.name:9} first pass (one client, cold): {time.perf_counter() - t0:6.1f} s", flush=True)
    for q, (label, start, end) in enumerate(queries):
        line = f"  {label:20} oracle {len(oracle[q]):3d}: " + ", ".join(f"{n} {len(s[q])}" for n, s in sets.items())
        for n, s in sets.items():
            if s[q] != oracle[q]:
                extra, missing = sorted(s[q] - oracle[q]), sorted(oracle[q] - s[q])
                line += f"\n      {n}: extra {extra[:6]}{'…' if len(extra) > 6 else ''} missing {missing[:6]}{'…' if len(missing) > 6 else ''}"
                if n == "Domov":
                    figures["problems"].append(f"Domov {label}: extra {extra[:10]} missing {missing[:10]}")
        print(line, flush=True)
    for n in sets:
        figures[f"queries_{n}_same_as_oracle"] = sum(sets[n][q] == oracle[q] for q in range(len(queries)))
        print(f"{n} gives the oracle's set on {figures[f'queries_{n}_same_as_oracle']} of {len(queries)} queries", flush=True)
    figures["result_sizes"] = {label: len(oracle[q]) for q, (label, _, _) in enumerate(queries)}

    bodies = [query_body(start, end).decode().replace("\n", "") for _, start, end in queries]
    for what, method, seconds, lines_of in [
        ("get", "GET", args.get_seconds, lambda t: [t.collection + urllib.parse.quote(uid) + ".ics" for uid, _ in objects]),
        ("report", "REPORT", args.report_seconds, lambda t: bodies),
    ]:
        if what in skip:
            continue
        print(f"\n== {method} rate ({'single objects' if method == 'GET' else '7-day calendar-queries'}),"
              f" wrk, {connections} connections, {seconds:.0f} s each", flush=True)
        for t in targets:
            wait_until_quiet()
            result = wrk(t, method, lines_of(t), seconds, connections, args.scratch)
            figures[what][t.name] = result
            if result["errors"]:
                figures["problems"].append(f"{t.name} {method}: {result['errors']} answers not 2xx or failed")
            median = f"{result['median_ms']:.1f} ms" if result["median_ms"] is not None else "-"
            p99 = f"{result['p99_ms']:.1f} ms" if result["p99_ms"] is not None else "-"
            print(f"{t.name:9} {result['requests']:7d} in {result['seconds']:5.1f} s = {result['rate']:9.1f}/s"
                  f"   median {median}, p99 {p99}, errors {result['errors']}", flush=True)

    if "put" not in skip:
        print(f"\n== PUT rate: new objects into the full calendar, {connections} concurrent clients,"
              f" {args.put_seconds:.0f} s each, If-None-Match: *", flush=True)
        # A second calendar of the same make (own UIDs), so the result sets above stay as they were.
        extra = make_calendar(args.put_pool, args.put_pool // 10, seed=SEED + 7)
        pool = [(e["uid"].replace("bench-", "bench-new-"), e["ics"].replace("UID:bench-", "UID:bench-new-").encode())
                for e in extra]
        for t in targets:
            wait_until_quiet()
            per = [(t, pool[i::connections], args.put_seconds) for i in range(connections)]
            seconds, out = run_parallel(_put_worker, per)
            done = sum(r[2] for r in out)
            failures = [f for r in out for f in r[1]]
            figures["put"][t.name] = {"rate": done / seconds, "requests": done, "seconds": seconds, "failures": len(failures)}
            figures["problems"] += [f"{t.name} PUT {f}" for f in failures[:5]]
            print(f"{t.name:9} {done:6d} PUTs in {seconds:5.1f} s = {done / seconds:8.2f}/s; failures {len(failures)}", flush=True)

    if "recurrence" not in skip:
        print("\n== Recurrence expansion: `domov dev expand-recurrence` against python-dateutil rrule", flush=True)
        figures["recurrence"] = bench_recurrence(args.domov_bin, calendar, args.recurrence_copies, args.interop_cases)
        print_recurrence(figures["recurrence"])

    print("\n== Against the targets (issue 22) and the peers")
    lines = []
    for what, label, target in [("get", "GET of single objects", 10_000), ("report", "7-day calendar-query REPORT", 1_000),
                                ("put", "PUT into the full calendar", 500)]:
        if "Domov" not in figures[what]:
            continue
        d = figures[what]["Domov"]["rate"]
        peers = ", ".join(f"{d / figures[what][peer]['rate']:.1f}x {peer}" if figures[what][peer]["rate"] else f"{peer} finished none"
                          for peer in ("Radicale", "Xandikos"))
        lines.append(f"{label:28} {d:9.1f}/s  target {target}/s: {'meets' if d >= target else 'MISSES'}  ({peers})")
    loads = figures["domov_load"]
    lines.append(f"{'PUT while the calendar grows':28} first {loads[0]['rate']:.1f}/s, last {loads[-1]['rate']:.1f}/s"
                 f" ({loads[-1]['rate'] / loads[0]['rate']:.2f} of the first)")
    for r in figures.get("recurrence", []):
        lines.append(f"expansion ({r['batch']}) Domov engine/dateutil {r['ratio']:.1f}x  (whole process {r['ratio_whole_process']:.1f}x)")
    print("\n".join(lines))
    if figures["problems"]:
        print("\n== Problems\n" + "\n".join(figures["problems"][:40]))
    if args.json:
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(json.dumps(figures, indent=2, ensure_ascii=False))
    # Only Domov's own faults fail the run: the peers' differences from the oracle are figures.
    return 1 if figures["problems"] and any(p.startswith("Domov") for p in figures["problems"]) else 0


if __name__ == "__main__":
    sys.exit(main())
