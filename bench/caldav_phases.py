"""Resident memory and CPU per request of one Domov binary, phase by phase.

    python bench/caldav_phases.py .build-release/release/domov [NAME=VALUE ...]

On a fresh copy of caldav_report_ab.py's seeded calendar (10,000 events, 1,000 recurring; run
that script once first), with the server started with the given environment (e.g.
MALLOC_ARENA_MAX=2), runs for 10 s each: wrk GETs of every object, wrk REPORTs of the 12
week queries, 16 Python clients PUTting new objects (as caldav.sh's PUT phase), the REPORTs
again and the PUTs again; then waits 12 s idle. After each phase it prints the rate, the
server's CPU time per request (utime + stime from /proc) and its memory from /proc: VmRSS,
RssAnon (the heap), RssFile (the binary, libraries and SQLite's mappings of the database) and
Pss. Needs wrk and caldav.sh's venv (requests, python-dateutil)."""

import json
import os
import shutil
import sys
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import caldav_bench as cb  # noqa: E402
import caldav_report_ab as ab  # noqa: E402

WORK = ab.WORK / "phases"


def memory(pid: int) -> str:
    status = {line.split(":")[0]: int(line.split()[1]) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
              if line.startswith(("VmRSS", "RssAnon", "RssFile"))}
    pss = next(int(line.split()[1]) for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
               if line.startswith("Pss:"))
    return (f"VmRSS {status['VmRSS'] // 1024} MB (RssAnon {status['RssAnon'] // 1024}, RssFile {status['RssFile'] // 1024}),"
            f" Pss {pss // 1024} MB")


def main() -> int:
    if len(sys.argv) < 2 or not (ab.SEED / "target.json").exists():
        print(__doc__)
        return 2
    os.environ.update(argument.split("=", 1) for argument in sys.argv[2:])  # the server's environment
    shutil.rmtree(WORK, ignore_errors=True)
    shutil.copytree(ab.SEED / "data", WORK / "data")
    server = ab.start(sys.argv[1], WORK / "data")
    try:
        seeded = json.loads((ab.SEED / "target.json").read_text())
        target = cb.Target("Domov", ab.BASE, seeded["collection"], None)
        target.headers["Authorization"] = seeded["auth"]
        paths = [target.collection + urllib.parse.quote(event["uid"]) + ".ics" for event in cb.make_calendar(10_000, 1_000)]
        bodies = [cb.query_body(start, end).decode().replace("\n", "") for _, start, end in cb.make_queries(12)]
        extra = cb.make_calendar(6_000, 600, seed=cb.SEED + 7)
        pool = [(event["uid"].replace("bench-", "bench-new-"), event["ics"].replace("UID:bench-", "UID:bench-new-").encode())
                for event in extra]

        def python_puts(part: int) -> tuple[float, int]:
            objects = pool[part * 3_000:(part + 1) * 3_000]
            seconds, out = cb.run_parallel(cb._put_worker, [(target, objects[i::16], 10.0) for i in range(16)])
            return sum(r[2] for r in out) / seconds, sum(r[2] for r in out)

        print(f"start                {memory(server.pid)}", flush=True)
        phases = [("GET", lambda: cb.wrk(target, "GET", paths, 10, 16, WORK)),
                  ("REPORT", lambda: cb.wrk(target, "REPORT", bodies, 10, 16, WORK)),
                  ("PUT", lambda: python_puts(0)),
                  ("REPORT again", lambda: cb.wrk(target, "REPORT", bodies, 10, 16, WORK)),
                  ("PUT again", lambda: python_puts(1))]
        for name, run in phases:
            cpu = ab.cpu_seconds(server.pid)
            result = run()
            rate, requests = (result["rate"], result["requests"]) if isinstance(result, dict) else result
            used = (ab.cpu_seconds(server.pid) - cpu) / max(requests, 1) * 1000
            print(f"{name:12} {rate:7.0f}/s, {used:.2f} ms CPU each; {memory(server.pid)}", flush=True)
        time.sleep(12)
        print(f"12 s idle            {memory(server.pid)}", flush=True)
    finally:
        server.terminate()
        server.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
