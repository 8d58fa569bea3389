#!/usr/bin/env python3
"""Seeds a household's planner through the JSON API for bench/planner.sh (stdlib only).

    planner_seed.py BASE_URL HOUSEHOLD_ID TOKEN [--items 20000] [--recurring 2000] [--threads 4]

Items are what people make with the planner's form: events, meetings and to-dos spread over
two years either side of today, in the built-in and six custom categories, some all-day, some
across midnight, some done; the recurring ones repeat daily, weekly on 1-3 weekdays, monthly on
1-2 month days or yearly, every 1-3 periods, ending after a count, on a date, or never.
A fixed random seed makes every run seed the same household."""

from __future__ import annotations

import argparse
import datetime as dt
import http.client
import json
import random
import sys
import threading
import time
from urllib.parse import urlsplit

WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
BUILTIN = ["work", "personal", "family", "health", "study", "shopping", "other"]
CUSTOM = [("Choir", "#8e44ad"), ("Garden", "#27ae60"), ("Car", "#7f8c8d"),
          ("Kids' school", "#e67e22"), ("Volunteering", "#c0392b"), ("Cottage", "#2980b9")]
ZONES = ["Europe/Prague"] * 17 + ["Europe/London", "America/New_York", "Asia/Kolkata"]
WORDS = ("dentist swim lesson parents' evening team sync quarterly review plumber recycling "
         "birthday party piano yoga budget call grocery run vet tax return car service "
         "book club football training school trip flight to Lisbon sauna hairdresser").split()


def conn(base: str) -> http.client.HTTPConnection:
    parts = urlsplit(base)
    return http.client.HTTPConnection(parts.hostname, parts.port or 80, timeout=30)


def call(c: http.client.HTTPConnection, method: str, path: str, token: str, body=None):
    data = None if body is None else json.dumps(body).encode()
    headers = {"Authorization": f"Bearer {token}", "Accept": "application/json"}
    if data is not None:
        headers["Content-Type"] = "application/json"
    c.request(method, path, body=data, headers=headers)
    r = c.getresponse()
    payload = r.read()
    if r.status >= 300:
        raise RuntimeError(f"{method} {path} -> {r.status}: {payload[:400]!r}\nbody: {body}")
    return json.loads(payload) if payload else None


def title(rng: random.Random, n: int) -> str:
    return f"{' '.join(rng.sample(WORDS, rng.randint(1, 3))).capitalize()} #{n}"


def item(rng: random.Random, n: int, recurring: bool, categories: list[str], today: dt.date) -> tuple[dict, bool]:
    """One item's request body, and whether to mark it done afterwards."""
    kind = rng.choices(["event", "meeting", "todo"], [55, 20, 25])[0]
    day = today + dt.timedelta(days=rng.randint(-730, 730))
    body: dict = {"kind": kind, "title": title(rng, n), "category": rng.choice(categories),
                  "timeZone": rng.choice(ZONES)}
    if rng.random() < 0.3:
        body["notes"] = "Bring the papers.\nAsk about ~ the second floor."
    if rng.random() < 0.3:
        body["reminders"] = [{"minutesBefore": m} for m in rng.sample([0, 10, 30, 60, 1440], rng.randint(1, 2))]
    if kind == "meeting":
        body["location"] = rng.choice(["Town hall", "Office, room 4", "Café Slavia", "Online"])
        body["attendees"] = [{"email": f"guest{rng.randint(1, 400)}@example.org"}]
    all_day = kind != "todo" and rng.random() < 0.12
    if kind == "todo":
        if rng.random() < 0.1 and not recurring:
            pass  # no due date (a repeating to-do needs one)
        elif rng.random() < 0.5:
            body["start"] = day.isoformat()
        else:
            body["start"] = f"{day.isoformat()}T{rng.randint(7, 20):02d}:{rng.choice([0, 15, 30, 45]):02d}"
    elif all_day:
        body["start"] = day.isoformat()
        body["end"] = (day + dt.timedelta(days=rng.choice([0, 0, 0, 1, 2, 6]))).isoformat()
    else:
        hour = rng.randint(7, 21)
        body["start"] = f"{day.isoformat()}T{hour:02d}:{rng.choice([0, 15, 30, 45]):02d}"
        # Mostly under four hours; one in fifty runs past midnight.
        body["durationMinutes"] = rng.choice([15, 30, 45, 60, 60, 90, 120, 180, 240]) if rng.random() > 0.02 else 300
    if recurring:
        freq = rng.choices(["daily", "weekly", "monthly", "yearly"], [20, 50, 20, 10])[0]
        rec: dict = {"frequency": freq, "interval": rng.choices([1, 2, 3], [70, 20, 10])[0]}
        if freq == "weekly":
            first = WEEKDAYS[day.weekday()]
            rec["weekdays"] = sorted({first, *rng.sample(WEEKDAYS, rng.randint(0, 2))}, key=WEEKDAYS.index)
        elif freq == "monthly":
            rec["monthDays"] = sorted({day.day, *rng.sample([1, 10, 15, 20, -1], rng.randint(0, 1))})
        end = rng.choices(["count", "until", "never"], [40, 30, 30])[0]
        if end == "count":
            rec["count"] = rng.randint(2, 60)
        elif end == "until":
            rec["until"] = (day + dt.timedelta(days=rng.randint(30, 400))).isoformat()
        body["recurrence"] = rec
    done = kind == "todo" and not recurring and day < today and rng.random() < 0.6
    return body, done


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("base")
    ap.add_argument("household")
    ap.add_argument("token")
    ap.add_argument("--items", type=int, default=20000)
    ap.add_argument("--recurring", type=int, default=2000)
    ap.add_argument("--threads", type=int, default=4)
    args = ap.parse_args()
    prefix = f"/api/v1/households/{args.household}/planner"

    c = conn(args.base)
    categories = list(BUILTIN)
    for name, color in CUSTOM:
        categories.append(call(c, "POST", f"{prefix}/categories", args.token, {"name": name, "color": color})["id"])

    rng = random.Random(20260329)
    today = dt.date.today()
    # Recurring items are spread through the list, not all made first.
    recurring = set(rng.sample(range(args.items), args.recurring))
    bodies = []
    for n in range(args.items):
        bodies.append(item(rng, n, n in recurring, categories, today))

    made = {"items": 0, "recurring": 0, "done": 0}
    lock = threading.Lock()
    errors: list[str] = []

    def work(chunk):
        cc = conn(args.base)
        for body, done in chunk:
            try:
                created = call(cc, "POST", f"{prefix}/items", args.token, body)
                if done:
                    call(cc, "POST", f"{prefix}/items/{created['id']}/complete", args.token)
            except Exception as error:  # noqa: BLE001 - reported below, the run fails
                with lock:
                    errors.append(str(error))
                return
            with lock:
                made["items"] += 1
                made["recurring"] += "recurrence" in body
                made["done"] += done

    t0 = time.monotonic()
    threads = [threading.Thread(target=work, args=(bodies[i::args.threads],)) for i in range(args.threads)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    took = time.monotonic() - t0
    if errors:
        print(f"seeding failed after {made['items']} items:\n" + "\n".join(errors[:5]), file=sys.stderr)
        return 1
    print(f"seeded {made['items']} items ({made['recurring']} recurring, {made['done']} done, "
          f"{len(CUSTOM)} custom categories) in {took:.1f} s ({made['items'] / took:.0f} items/s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
