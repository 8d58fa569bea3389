"""Domov's recurrence expander against python-dateutil's rrule, on a large random set of
RFC 5545 rules (fixed seed, so failures reproduce).

All cases go to one run of `domov dev expand-recurrence` (JSON on stdin and stdout); each
case's first occurrences inside a window must equal dateutil's exactly.

Binary: DOMOV_RECURRENCE_BINARY (a program reading the same JSON, e.g. a standalone build
of the expander) or else DOMOV_BIN (default ../.build/debug/domov) with `dev expand-recurrence`.
Run directly (`python test_recurrence_dateutil.py [N]`) to print a summary of mismatches.

Known python-dateutil deviations from RFC 5545, kept out of the generated rules rather than
copied into Domov:
  * DTSTART is not an occurrence unless it matches the rule (RFC: it always is). Both sides
    here list only the rule's own instances; Domov's RecurrenceSet adds DTSTART itself.
  * For WEEKLY, dateutil's first period starts at DTSTART instead of at WKST, so BYSETPOS
    counts differently in the first week. Such cases start on the WKST weekday.
  * BYDAY mixing plain and ordinal weekdays (BYDAY=1MO,TU) is intersected by dateutil
    (usually yielding nothing) but is a union in RFC 5545; not generated.
  * A DATE UNTIL is read by dateutil as midnight; Domov includes the whole day. UNTIL is
    generated as a local DATE-TIME.
  * BYWEEKNO=52/53 on the January days that belong to the previous year's last week:
    dateutil computes that year's week count from the current year (rrule.py,
    `lnumweeks = 52+(self.yearlen-no1wkst) % 7//4`), so e.g. 2039-01-01, in ISO week 52 of
    2038, is missed. BYWEEKNO values are kept to 1..51 and -1..-3. dateutil also recognises
    only 1 (not -52/-53) for the next year's week 1 in late December.
  * BYSECOND=60 (leap second) cannot be represented by Python or Foundation; not generated.
"""

from __future__ import annotations

import contextlib
import datetime as datetime_module
import json
import os
import types
import random
import subprocess
import sys
import warnings
from datetime import datetime, timedelta
from pathlib import Path

import dateutil.rrule
from dateutil.rrule import rrulestr

HERE = Path(__file__).resolve().parent
SEED = 20261122
CASES = int(os.environ.get("DOMOV_RECURRENCE_CASES", "2000"))
DAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
FREQS = ["YEARLY"] * 5 + ["MONTHLY"] * 5 + ["WEEKLY"] * 4 + ["DAILY"] * 3 + ["HOURLY"] * 2 + ["MINUTELY", "SECONDLY"]
# How far each frequency's window reaches from DTSTART.
WINDOW = {
    "YEARLY": timedelta(days=365 * 30),
    "MONTHLY": timedelta(days=365 * 10),
    "WEEKLY": timedelta(days=365 * 5),
    "DAILY": timedelta(days=365 * 2),
    "HOURLY": timedelta(days=30),
    "MINUTELY": timedelta(days=2),
    "SECONDLY": timedelta(hours=4),
}


def _sample(rng: random.Random, values, low=1, high=3):
    return rng.sample(list(values), rng.randint(low, high))


def _join(values) -> str:
    return ",".join(str(v) for v in values)


def generate_cases(seed: int = SEED, n: int = CASES) -> list[dict]:
    rng = random.Random(seed)
    cases = []
    for index in range(n):
        freq = rng.choice(FREQS)
        year = rng.randint(1995, 2035)
        month = rng.randint(1, 12)
        # Often the 29th-31st, to exercise invalid-date skipping.
        day = rng.choice([1, 15, 28, 29, 30, 31, rng.randint(1, 31)])
        while True:
            try:
                dtstart = datetime(year, month, day, rng.choice([0, 9, 9, 13, rng.randint(0, 23)]),
                                   rng.choice([0, 0, 30, rng.randint(0, 59)]), rng.choice([0, 0, 0, rng.randint(0, 59)]))
                break
            except ValueError:
                day -= 1
        parts = [f"FREQ={freq}"]
        wkst = rng.choice(DAYS) if rng.random() < 0.3 else None
        if rng.random() < 0.35:
            parts.append(f"INTERVAL={rng.choice([2, 2, 3, 4, 5, rng.randint(2, 12)])}")
        by_any = False
        if rng.random() < 0.3:
            parts.append("BYMONTH=" + _join(sorted(_sample(rng, range(1, 13), 1, 4))))
            by_any = True
        if freq == "YEARLY" and rng.random() < 0.15:
            weeks = _sample(rng, list(range(1, 52)) + [-1, -2, -3], 1, 3)
            parts.append("BYWEEKNO=" + _join(weeks))
            by_any = True
        has_weekno = any(p.startswith("BYWEEKNO") for p in parts)
        if freq in ("YEARLY", "HOURLY", "MINUTELY", "SECONDLY") and rng.random() < 0.15:
            parts.append("BYYEARDAY=" + _join(_sample(rng, list(range(1, 367)) + list(range(-366, 0)), 1, 4)))
            by_any = True
        if freq != "WEEKLY" and rng.random() < 0.3:
            pool = list(range(1, 32)) + [-1, -2, -3, -7, -15, -30, -31, 29, 30, 31]
            parts.append("BYMONTHDAY=" + _join(_sample(rng, pool, 1, 4)))
            by_any = True
        if rng.random() < 0.45:
            ordinal_ok = freq == "MONTHLY" or (freq == "YEARLY" and not has_weekno)
            if ordinal_ok and rng.random() < 0.5:
                in_month = freq == "MONTHLY" or any(p.startswith("BYMONTH=") for p in parts)
                bound = 5 if in_month else 53
                items = []
                for wd in _sample(rng, DAYS, 1, 3):
                    n = rng.choice([1, 2, 3, -1, -2, rng.randint(1, bound), -rng.randint(1, bound)])
                    items.append(f"{n}{wd}")
                parts.append("BYDAY=" + _join(items))
            else:
                parts.append("BYDAY=" + _join(_sample(rng, DAYS, 1, 4)))
            by_any = True
        if rng.random() < (0.25 if freq in ("YEARLY", "MONTHLY", "WEEKLY", "DAILY") else 0.4):
            parts.append("BYHOUR=" + _join(sorted(_sample(rng, range(0, 24), 1, 3))))
            by_any = True
        if rng.random() < (0.15 if freq != "SECONDLY" else 0.4):
            parts.append("BYMINUTE=" + _join(sorted(_sample(rng, range(0, 60), 1, 3))))
            by_any = True
        if rng.random() < 0.1:
            parts.append("BYSECOND=" + _join(sorted(_sample(rng, range(0, 60), 1, 2))))
            by_any = True
        if by_any and rng.random() < 0.25:
            parts.append("BYSETPOS=" + _join(_sample(rng, [1, 2, 3, -1, -2, 5, 10, -10], 1, 2)))
            if freq == "WEEKLY":
                # dateutil's first WEEKLY period starts at DTSTART; start on WKST instead.
                start_day = DAYS.index(wkst or "MO")
                dtstart -= timedelta(days=(dtstart.weekday() - start_day) % 7)
        if wkst:
            parts.append(f"WKST={wkst}")
        window_end = dtstart + WINDOW[freq]
        ending = rng.random()
        if ending < 0.35:
            parts.append(f"COUNT={rng.randint(1, 40)}")
        elif ending < 0.65:
            until = dtstart + WINDOW[freq] * rng.uniform(0.05, 0.9)
            until = until.replace(microsecond=0)
            if rng.random() < 0.3:
                until = until.replace(hour=dtstart.hour, minute=dtstart.minute, second=dtstart.second)
            parts.append("UNTIL=" + until.strftime("%Y%m%dT%H%M%S"))
        rng.shuffle(parts)  # order must not matter
        case = {
            "id": f"c{index}",
            "dtstart": dtstart.isoformat(),
            "rrule": ";".join(parts),
            "limit": rng.choice([10, 25, 60]),
            "windowEnd": window_end.isoformat(),
        }
        if rng.random() < 0.1 and "COUNT" not in case["rrule"]:
            case["windowStart"] = (dtstart + WINDOW[freq] * 0.4).replace(microsecond=0).isoformat()
        cases.append(case)
    return cases


class _DatetimeWithMaxYear(types.ModuleType):
    """The datetime module with a lower MAXYEAR, for dateutil's rrule only (see below)."""

    def __getattr__(self, name):
        return getattr(datetime_module, name)


@contextlib.contextmanager
def _dateutil_stops_after(year: int):
    # dateutil checks UNTIL only against candidate instances, so a rule with no more
    # instances is scanned period by period up to datetime.MAXYEAR (9999): minutes per case
    # for DAILY and finer. rrule reads `datetime.MAXYEAR` at every step; give it a module
    # whose MAXYEAR is the window's last year, and put the real one back afterwards.
    bounded = _DatetimeWithMaxYear("datetime")
    bounded.MAXYEAR = year
    original = dateutil.rrule.datetime
    dateutil.rrule.datetime = bounded
    try:
        yield
    finally:
        dateutil.rrule.datetime = original


def dateutil_occurrences(case: dict) -> list[str]:
    dtstart = datetime.fromisoformat(case["dtstart"])
    window_end = datetime.fromisoformat(case["windowEnd"])
    window_start = datetime.fromisoformat(case["windowStart"]) if "windowStart" in case else None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            rule = rrulestr(case["rrule"], dtstart=dtstart)
        except ValueError as error:
            # dateutil refuses rules whose BYHOUR/BYMINUTE/BYSECOND can never be reached
            # with the INTERVAL ("empty set"); RFC 5545 makes them simply never occur.
            if "empty set" in str(error):
                return []
            raise
        # Bound dateutil's search like Domov's window (COUNT+UNTIL only warns in dateutil).
        until = rule._until
        rule = rule.replace(until=min(until, window_end) if until else window_end)
        result = []
        with _dateutil_stops_after(window_end.year):
            for occurrence in rule:
                if window_start and occurrence < window_start:
                    continue
                result.append(occurrence.isoformat())
                if len(result) >= case["limit"]:
                    break
        return result


def domov_command() -> list[str]:
    binary = os.environ.get("DOMOV_RECURRENCE_BINARY")
    if binary:
        return [binary]
    domov = Path(os.environ.get("DOMOV_BIN", HERE.parent / ".build" / "debug" / "domov"))
    return [str(domov), "dev", "expand-recurrence"]


def domov_occurrences(cases: list[dict]) -> dict[str, dict]:
    done = subprocess.run(domov_command(), input=json.dumps(cases), capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"{domov_command()} -> {done.returncode}\n{done.stderr[-2000:]}"
    return {result["id"]: result for result in json.loads(done.stdout)}


def compare(cases: list[dict]) -> list[str]:
    ours = domov_occurrences(cases)
    problems = []
    for case in cases:
        expected = dateutil_occurrences(case)
        got = ours.get(case["id"], {})
        if got.get("error") or got.get("occurrences") != expected:
            problems.append(
                f"{case['id']} DTSTART={case['dtstart']} RRULE:{case['rrule']} window<= {case['windowEnd']}"
                f" start>= {case.get('windowStart')} limit={case['limit']}\n"
                f"  dateutil: {expected[:8]}{'...' if len(expected) > 8 else ''} ({len(expected)})\n"
                f"  domov:    {got.get('error') or (got.get('occurrences') or [])[:8]} ({len(got.get('occurrences') or [])})"
            )
    return problems


def test_generator_covers_every_rule_part():
    rules = " ".join(case["rrule"] for case in generate_cases())
    for part in ["BYSECOND", "BYMINUTE", "BYHOUR", "BYDAY", "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYMONTH",
                 "BYSETPOS", "WKST", "COUNT", "UNTIL", "INTERVAL", "SECONDLY", "MINUTELY", "HOURLY", "DAILY",
                 "WEEKLY", "MONTHLY", "YEARLY", "-1", "BYMONTHDAY=31", "BYMONTHDAY=30"]:
        assert part in rules, part
    assert len(generate_cases()) >= 2000


def test_expansion_matches_dateutil_on_random_rules():
    cases = generate_cases()
    problems = compare(cases)
    assert not problems, f"{len(problems)} of {len(cases)} rules differ:\n" + "\n".join(problems[:15])


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else CASES
    all_cases = generate_cases(n=count)
    found = compare(all_cases)
    print("\n".join(found[:20]))
    print(f"{len(found)} of {len(all_cases)} differ")
