"""CPU per CalDAV time-range REPORT of two or more Domov binaries, side by side.

    python bench/caldav_report_ab.py before=/path/to/domov after=.build-release/release/domov

Seeds one calendar of caldav_bench.py's make (10,000 events, 1,000 recurring) by PUT with the
first binary, once (kept in AB_DIR, default /tmp/domov-report-ab), then for AB_ROUNDS rounds (2)
starts each binary in turn on a fresh copy of that data and measures: the 12 week queries once,
checked against the python-dateutil oracle (the cold pass, CPU per query), then wrk over the same
12 bodies with 16 connections, 5 s of warm-up and 10 s measured: requests per second and the
server process's CPU time (utime + stime from /proc) per request, which other load on the
machine disturbs far less than the rate. Needs wrk and a Python with requests and python-dateutil
(caldav.sh's venv has both)."""

import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import caldav_bench as cb  # noqa: E402

PORT = int(os.environ.get("AB_PORT", "18190"))
BASE = f"http://127.0.0.1:{PORT}"
WORK = Path(os.environ.get("AB_DIR", "/tmp/domov-report-ab"))
SEED = WORK / "seed"


def start(binary: str, data: Path) -> subprocess.Popen:
    server = subprocess.Popen([binary, "serve", "--port", str(PORT), "--data-dir", str(data), "--log-level", "error"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(300):
        try:
            urllib.request.urlopen(BASE + "/healthz", timeout=1)
            return server
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise SystemExit(f"{binary} did not start")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main() -> int:
    binaries = dict(argument.split("=", 1) for argument in sys.argv[1:])
    if not binaries:
        print(__doc__)
        return 2
    calendar = cb.make_calendar(10_000, 1_000)
    if not (SEED / "target.json").exists():
        shutil.rmtree(SEED, ignore_errors=True)
        SEED.mkdir(parents=True)
        server = start(next(iter(binaries.values())), SEED / "data")
        target = cb.setup_domov(BASE)
        seconds, failures = cb.put_all(target, [(e["uid"], e["ics"].encode()) for e in calendar], 16)
        print(f"seeded {len(calendar)} objects in {seconds:.0f} s, {len(failures)} failures", flush=True)
        server.terminate()
        server.wait()
        (SEED / "target.json").write_text(json.dumps({"collection": target.collection, "auth": target.headers["Authorization"]}))
    seeded = json.loads((SEED / "target.json").read_text())
    queries = cb.make_queries(12)
    oracle = cb.oracle_sets(calendar, queries)
    bodies = [cb.query_body(start_, end).decode().replace("\n", "") for _, start_, end in queries]
    status = 0
    for round_ in range(int(os.environ.get("AB_ROUNDS", "2"))):
        for name, binary in binaries.items():
            data = WORK / f"run-{name}"
            shutil.rmtree(data, ignore_errors=True)
            shutil.copytree(SEED / "data", data)
            server = start(binary, data)
            target = cb.Target("Domov", BASE, seeded["collection"], None)
            target.headers["Authorization"] = seeded["auth"]
            connection = target.connection()
            headers = {**target.headers, "Content-Type": "application/xml; charset=utf-8", "Depth": "1"}
            before, same = cpu_seconds(server.pid), 0
            for q, (_, start_, end) in enumerate(queries):
                code, answer = cb.send(connection, "REPORT", target.collection, cb.query_body(start_, end), headers)
                same += code == 207 and cb.hrefs_in(answer) == oracle[q]
            cold = (cpu_seconds(server.pid) - before) / len(queries)
            cb.wrk(target, "REPORT", bodies, 5, 16, WORK)
            before = cpu_seconds(server.pid)
            result = cb.wrk(target, "REPORT", bodies, 10, 16, WORK)
            used = cpu_seconds(server.pid) - before
            rss = next(int(line.split()[1]) for line in Path(f"/proc/{server.pid}/status").read_text().splitlines()
                       if line.startswith("VmRSS")) // 1024
            print(f"round {round_} {name:8} oracle {same}/{len(queries)}, cold pass {cold * 1000:.1f} ms CPU per query;"
                  f" wrk {result['rate']:.1f}/s, {used / max(result['requests'], 1) * 1000:.2f} ms CPU per request,"
                  f" errors {result['errors']}, load {os.getloadavg()[0]:.1f}, VmRSS {rss} MB", flush=True)
            status |= same != len(queries) or result["errors"] > 0
            server.terminate()
            server.wait()
    return status


if __name__ == "__main__":
    sys.exit(main())
