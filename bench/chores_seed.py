#!/usr/bin/env python3
"""Seeds a household's chores through the JSON API for bench/chores.sh (stdlib only).

    chores_seed.py BASE_URL HOUSEHOLD_ID TOKEN [--rooms 50] [--chores 100] [--threads 4]

Each room gets one of the ten types and `--chores` chores: three in four recurring (every
15 minutes to 4 weeks), the rest one-time spans of 10 minutes to 2 weeks; starts are spread so
that about a fifth of the chores are critical or overdue now and some have not started yet.
A fixed random seed makes every run seed the same household."""

from __future__ import annotations

import argparse
import datetime as dt
import http.client
import json
import random
import threading
from urllib.parse import urlsplit

TYPES = ["kitchen", "living-room", "bedroom", "childrens-room", "bathroom", "toilet", "hallway", "laundry", "garden", "other"]
WORDS = ("dust vacuum mop wipe scrub water plants empty bins change sheets descale kettle clean windows "
         "fold laundry sort recycling feed cat sweep porch wash dishes tidy toys oil hinges").split()
UNITS = {"minutes": 60, "hours": 3600, "days": 86400, "weeks": 604800}


def conn(base: str) -> http.client.HTTPConnection:
    parts = urlsplit(base)
    return http.client.HTTPConnection(parts.hostname, parts.port or 80, timeout=30)


def call(c, method: str, path: str, token: str, body=None):
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


def chore(rng: random.Random, room: str, n: int, now: dt.datetime) -> dict:
    name = f"{' '.join(rng.sample(WORDS, rng.randint(1, 3))).capitalize()} #{n}"
    body = {"roomId": room, "name": name, "description": "" if rng.random() < 0.7 else "Remember the corners."}
    if rng.random() < 0.75:
        unit = rng.choice(list(UNITS))
        value = {"minutes": rng.choice([15, 30, 45, 90]), "hours": rng.randint(1, 12),
                 "days": rng.randint(1, 14), "weeks": rng.randint(1, 4)}[unit]
        span = value * UNITS[unit]
        # Elapsed share of the span: mostly under 80 %, a fifth past it, a few not started.
        share = rng.choices([rng.uniform(0, 0.8), rng.uniform(0.8, 1.5), -0.2], [72, 22, 6])[0]
        body.update(kind="recurring", interval={"value": value, "unit": unit},
                    start=(now - dt.timedelta(seconds=span * share)).isoformat().replace("+00:00", "Z"))
    else:
        span = rng.randint(10 * 60, 14 * 86400)
        share = rng.choices([rng.uniform(0, 0.8), rng.uniform(0.8, 1.5)], [78, 22])[0]
        start = now - dt.timedelta(seconds=span * share)
        body.update(kind="once", start=start.isoformat().replace("+00:00", "Z"),
                    end=(start + dt.timedelta(seconds=span)).isoformat().replace("+00:00", "Z"))
    return body


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("base")
    parser.add_argument("household")
    parser.add_argument("token")
    parser.add_argument("--rooms", type=int, default=50)
    parser.add_argument("--chores", type=int, default=100)
    parser.add_argument("--threads", type=int, default=4)
    args = parser.parse_args()
    rng = random.Random(20261122)
    api = f"/api/v1/households/{args.household}/chores"
    c = conn(args.base)
    rooms = [call(c, "POST", f"{api}/rooms", args.token, {"name": f"Room {i + 1:02d}", "type": TYPES[i % len(TYPES)]})["id"]
             for i in range(args.rooms)]
    now = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    bodies = [chore(rng, room, r * args.chores + k, now) for r, room in enumerate(rooms) for k in range(args.chores)]
    errors: list[str] = []

    def work(part: list[dict]) -> None:
        mine = conn(args.base)
        try:
            for body in part:
                call(mine, "POST", f"{api}/items", args.token, body)
        except Exception as error:  # noqa: BLE001 - reported below
            errors.append(str(error))

    threads = [threading.Thread(target=work, args=(bodies[i::args.threads],)) for i in range(args.threads)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise SystemExit(errors[0])
    print(f"seeded {len(rooms)} rooms and {len(bodies)} chores")
    print(rooms[0])


if __name__ == "__main__":
    main()
