"""caldav-server-tester, the python caldav library's probe of what a server really supports,
run against Domov and, in the same session, against Radicale 3.9 as the yardstick. Each server
is probed twice: on a calendar that exists without MKCALENDAR (Domov's household calendar, a
Radicale calendar provisioned in its storage folder) and on one the tool makes itself by
MKCALENDAR. For every feature the tool grades, Domov must grade no lower than Radicale on the
same kind of calendar, on the tool's own scale; the one exception is
`save.duplicate-uid.cross-calendar` (a UID is in one calendar of a household at a time: see
the README's Calendars section). The raw reports go to interop/artifacts/. The tool needs a
newer caldav than requirements.txt allows, so it lives in a venv of its own, made here on
first use."""

import ast
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
import requests

from conftest import _free_port
from domovkit import ARTIFACTS, Client, signup, submit_form, unique

HERE = Path(__file__).resolve().parent
VENV = HERE / ".venv-server-tester"
REQUIREMENTS = HERE / "requirements-server-tester.txt"
CALENDAR = "Kalendář Svobodových"
RADICALE_SERIES = "3.9."
RADICALE_USER = "petra"
RADICALE_PASSWORD = "radicale-heslo-7"
RADICALE_CALENDAR = "Rodina"

# The kinds of calendar each server is probed on, in report-file and failure-message order.
CALENDAR_KINDS = ("existing", "mkcalendar")
# Graded lower than Radicale on purpose. Domov keeps one object per UID in a household, so a
# PUT of a UID another of the household's calendars holds moves it instead of copying it.
ALLOWED_BELOW_RADICALE = {"save.duplicate-uid.cross-calendar"}

# Read in the tool's venv: its scale of support levels, worst first ("unknown" is the lack of
# a grade, not on the scale), and which features are observations rather than graded support.
_TOOL_SCALE = """
import json
from caldav.compatibility_hints import FeatureSet
from caldav_server_tester.checks_base import SUPPORT_SEVERITY
print(json.dumps({
    "scale": list(SUPPORT_SEVERITY),
    "ungraded": sorted(f for f in FeatureSet.FEATURES
                       if FeatureSet.find_feature(f).get("type", "server-feature") in FeatureSet._UNCHECKABLE_FEATURE_TYPES),
}))
"""


@pytest.fixture(scope="session")
def tester_venv() -> Path:
    """caldav-server-tester in its own venv, (re)made when requirements-server-tester.txt changes."""
    stamp = VENV / "requirements.txt"
    if not (stamp.exists() and stamp.read_text() == REQUIREMENTS.read_text()):
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(VENV)], check=True, timeout=300)
        pip = subprocess.run([str(VENV / "bin" / "pip"), "install", "--quiet", "--disable-pip-version-check",
                              "-r", str(REQUIREMENTS)], capture_output=True, text=True, timeout=900)
        assert pip.returncode == 0, f"installing caldav-server-tester failed:\n{pip.stdout}\n{pip.stderr}"
        shutil.copy(REQUIREMENTS, stamp)
    return VENV


@pytest.fixture(scope="session")
def tool_scale(tester_venv) -> dict:
    done = subprocess.run([str(tester_venv / "bin" / "python"), "-c", _TOOL_SCALE],
                          capture_output=True, text=True, timeout=120, check=True)
    scale = json.loads(done.stdout)
    assert scale["scale"][-1] == "full", scale
    return scale


def _run_tester(venv: Path, home: Path, report_name: str, url: str, username: str, password: str,
                calendar: str | None) -> dict:
    """One run of the tool (`--format hints`: every feature it graded); its raw output is
    saved as interop/artifacts/caldav-server-tester-REPORT_NAME.txt."""
    # A HOME of its own, so no caldav config file or CALDAV_* variable of this machine leaks in.
    env = {k: v for k, v in os.environ.items() if not k.startswith("CALDAV_")}
    env["HOME"] = str(home)
    home.mkdir(parents=True, exist_ok=True)
    command = [str(venv / "bin" / "caldav-server-tester"), "--format", "hints", "--caldav-url", url,
               "--caldav-username", username, "--caldav-password", password]
    if calendar:
        command += ["--caldav-calendar", calendar]
    done = subprocess.run(command, capture_output=True, text=True, timeout=900, env=env, stdin=subprocess.DEVNULL)
    report = ARTIFACTS / f"caldav-server-tester-{report_name}.txt"
    report.parent.mkdir(parents=True, exist_ok=True)
    report.write_text(f"{done.stdout}\n--- stderr ---\n{done.stderr}")
    assert done.returncode == 0, f"caldav-server-tester ({report_name}) -> {done.returncode}\n{done.stderr[-3000:]}"
    features = ast.literal_eval(done.stdout.strip())
    assert any(f.startswith("save-load.event") for f in features), f"no events were probed; see {report}"
    return features


@pytest.fixture(scope="module")
def radicale_reports(tester_venv, tmp_path_factory) -> dict[str, dict]:
    """The tool's reports on Radicale 3.9 (htpasswd auth, on loopback, storage in a temp folder)."""
    import radicale

    assert radicale.VERSION.startswith(RADICALE_SERIES), (
        f"Radicale {radicale.VERSION} is installed; the yardstick is {RADICALE_SERIES}x (interop/requirements.txt)")
    folder = tmp_path_factory.mktemp("radicale-cst")
    (folder / "users").write_text(f"{RADICALE_USER}:{RADICALE_PASSWORD}\n")
    # A calendar made the way an administrator provisions one, without MKCALENDAR, as Domov's
    # household calendar is made without it.
    provisioned = folder / "collections" / "collection-root" / RADICALE_USER / "rodina"
    provisioned.mkdir(parents=True)
    (provisioned / ".Radicale.props").write_text(json.dumps({"tag": "VCALENDAR", "D:displayname": RADICALE_CALENDAR}))
    port = _free_port()
    (ARTIFACTS / "logs").mkdir(parents=True, exist_ok=True)
    with (ARTIFACTS / "logs" / "radicale-server-tester.log").open("w") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "radicale", "--server-hosts", f"127.0.0.1:{port}",
             "--auth-type", "htpasswd", "--auth-htpasswd-filename", str(folder / "users"),
             "--auth-htpasswd-encryption", "plain", "--storage-filesystem-folder", str(folder / "collections"),
             "--logging-level", "warning"],
            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        try:
            url = f"http://127.0.0.1:{port}/"
            deadline = time.monotonic() + 30
            while True:
                try:
                    requests.get(url, timeout=1)
                    break
                except requests.ConnectionError:
                    assert proc.poll() is None and time.monotonic() < deadline, "Radicale did not start"
                    time.sleep(0.1)
            return {
                kind: _run_tester(tester_venv, folder / "home", f"radicale-{kind}", url, RADICALE_USER, RADICALE_PASSWORD,
                                  RADICALE_CALENDAR if kind == "existing" else None)
                for kind in CALENDAR_KINDS
            }
        finally:
            proc.terminate()
            proc.wait(timeout=10)


def _grade(features: dict, feature: str) -> str:
    """The tool's grade; an entry without `support` is full (the library's default), and a
    feature the run did not grade is `unknown`."""
    if feature not in features:
        return "unknown"
    return features[feature].get("support", "full")


def _below(domov: str, radicale: str, scale: list[str]) -> bool:
    """Whether Domov's grade is lower on the tool's scale. A grade Radicale got and Domov did
    not (unknown: the probe never ran) counts as lower; nothing is lower than Radicale's unknown."""
    if radicale not in scale:
        return False
    return domov not in scale or scale.index(domov) < scale.index(radicale)


@pytest.mark.parametrize("kind", CALENDAR_KINDS)
def test_caldav_server_tester_grades_domov_no_lower_than_radicale(domov, tester_venv, tool_scale, radicale_reports,
                                                                   kind, request):
    client = Client(domov.base_url)
    nickname = unique("cst")
    email = f"{nickname}@example.com"
    signup(client, email, nickname)
    assert submit_form(client, "/households", "household-create-form", name=CALENDAR).status_code == 303
    page = submit_form(client, "/settings", "app-password-form", name="caldav-server-tester")
    token = re.search(r'id="new-app-password" type="text" readonly value="([^"]+)"', page.text).group(1)

    backend = request.node.callspec.params["domov"]
    domov_features = _run_tester(tester_venv, domov.data_dir / f"home-{kind}", f"domov-{backend}-{kind}",
                                 f"{domov.base_url}/dav/", email, token, CALENDAR if kind == "existing" else None)
    radicale_features = radicale_reports[kind]

    scale = tool_scale["scale"]
    graded = sorted((set(domov_features) | set(radicale_features)) - set(tool_scale["ungraded"]))
    lower = [f for f in graded
             if f not in ALLOWED_BELOW_RADICALE and _below(_grade(domov_features, f), _grade(radicale_features, f), scale)]
    assert not lower, (
        f"features caldav-server-tester grades lower on Domov than on Radicale ({kind} calendar; scale, worst "
        f"first: {', '.join(scale)}; reports in {ARTIFACTS}):\n" + "\n".join(
            f"  {f}: Domov {_grade(domov_features, f)}, Radicale {_grade(radicale_features, f)}"
            f"  (Domov: {domov_features.get(f)}; Radicale: {radicale_features.get(f)})" for f in lower))
