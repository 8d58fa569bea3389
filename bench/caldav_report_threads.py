"""Where a REPORT phase's CPU goes, thread by thread, and how idle the machine was meanwhile.

    python bench/caldav_report_threads.py <domov binary> [NAME=VALUE ...]

Starts the binary (with the given environment) on a copy of caldav_report_ab.py's seeded
calendar (run that script once first), runs wrk's 7-day REPORTs for 10 s with CONNECTIONS
connections (default 16) after 3 s of warming, and prints the rate, the share of the machine
left idle (/proc/stat) and each server thread's CPU seconds. Session 24 used it to see REPORTs
gather on one event loop. Needs wrk and caldav.sh's venv."""
import json
import os
import shutil
import sys
from pathlib import Path

import caldav_bench as cb
import caldav_report_ab as ab

WORK = Path("/tmp/domov-report-threads")


def thread_cpu(pid: int) -> dict[str, tuple[str, float]]:
    """Each thread's name and CPU seconds (user + system) so far."""
    ticks = os.sysconf("SC_CLK_TCK")
    threads = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            stat = Path(f"/proc/{pid}/task/{tid}/stat").read_text()
        except FileNotFoundError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        threads[tid] = (stat[stat.index("(") + 1:stat.rindex(")")], (int(fields[11]) + int(fields[12])) / ticks)
    return threads


def machine_ticks() -> list[int]:
    return [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]


def main() -> int:
    if len(sys.argv) < 2 or not (ab.SEED / "target.json").exists():
        print(__doc__)
        return 2
    os.environ.update(argument.split("=", 1) for argument in sys.argv[2:])  # the server's environment
    connections = int(os.environ.get("CONNECTIONS", "16"))
    shutil.rmtree(WORK, ignore_errors=True)
    shutil.copytree(ab.SEED / "data", WORK / "data")
    server = ab.start(sys.argv[1], WORK / "data")
    try:
        seeded = json.loads((ab.SEED / "target.json").read_text())
        target = cb.Target("Domov", ab.BASE, seeded["collection"], None)
        target.headers["Authorization"] = seeded["auth"]
        bodies = [cb.query_body(start, end).decode().replace("\n", "") for _, start, end in cb.make_queries(12)]
        cb.wrk(target, "REPORT", bodies, 3, connections, WORK)
        before, ticks = thread_cpu(server.pid), machine_ticks()
        result = cb.wrk(target, "REPORT", bodies, 10, connections, WORK)
        after, spent = thread_cpu(server.pid), [b - a for a, b in zip(ticks, machine_ticks())]
        print(f"REPORT {result['rate']:.0f}/s with {connections} connections; machine idle {100 * (spent[3] + spent[4]) / sum(spent):.0f}%")
        used = {tid: (name, cpu - before.get(tid, (name, 0.0))[1]) for tid, (name, cpu) in after.items()}
        for name, seconds in sorted(used.values(), key=lambda entry: -entry[1]):
            if seconds >= 0.05:
                print(f"  {name:24} {seconds:6.2f} s")
    finally:
        server.terminate()
        server.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
