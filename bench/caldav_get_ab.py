"""CPU per CalDAV GET of two or more builds, alternated.

    python bench/caldav_get_ab.py before=/path/to/domov after=/path/to/other [ROUNDS=3 in the environment]

Each round starts each binary in turn on a fresh copy of caldav_report_ab.py's seeded calendar
(run that script once first), warms it with 5 s of wrk GETs of every object, then measures 10 s
(16 connections) and prints the rate and the server's CPU time per GET (/proc). Alternating the
binaries lets a busy machine's spread fall on both alike. Needs wrk and caldav.sh's venv."""
import json
import os
import shutil
import sys
import urllib.parse
from pathlib import Path

import caldav_bench as cb
import caldav_report_ab as ab

WORK = Path("/tmp/domov-get-ab")


def main() -> int:
    binaries = [argument.split("=", 1) for argument in sys.argv[1:] if "=" in argument]
    if not binaries or not (ab.SEED / "target.json").exists():
        print(__doc__)
        return 2
    seeded = json.loads((ab.SEED / "target.json").read_text())
    for round_number in range(int(os.environ.get("ROUNDS", "3"))):
        for name, binary in binaries:
            shutil.rmtree(WORK, ignore_errors=True)
            shutil.copytree(ab.SEED / "data", WORK / "data")
            server = ab.start(binary, WORK / "data")
            try:
                target = cb.Target("Domov", ab.BASE, seeded["collection"], None)
                target.headers["Authorization"] = seeded["auth"]
                paths = [target.collection + urllib.parse.quote(event["uid"]) + ".ics" for event in cb.make_calendar(10_000, 1_000)]
                cb.wrk(target, "GET", paths, 5, 16, WORK)
                before = ab.cpu_seconds(server.pid)
                result = cb.wrk(target, "GET", paths, 10, 16, WORK)
                spent = ab.cpu_seconds(server.pid) - before
                print(f"round {round_number} {name:10} GET {result['rate']:.0f}/s, "
                      f"{1e6 * spent / max(result['requests'], 1):.0f} µs of CPU per GET, errors {result['errors']}, "
                      f"load {os.getloadavg()[0]:.1f}", flush=True)
            finally:
                server.terminate()
                server.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
