"""The phrasebook as a traveller uses it in a real browser (Debian's Chromium, headless), at
phone and desktop size: open the phrasebook, find a category through the menu (a drawer on the
phone), open a slot's word picker, cancel it (nothing changes), pick a word, and read both
texts in the translation bar; then switch Neoslavonic to Cyrillic. And once visited, the pack
works with the server gone.

Speak is tested with a real voice: `speech_service` starts a speech-dispatcher of the test's own
(Debian packages speech-dispatcher and speech-dispatcher-espeak-ng, which `bash .ci/run deps`
installs) with espeak-ng's voices, its sound going to an ALSA file instead of a sound card, and
Chromium gets it through SPEECHD_ADDRESS and --enable-speech-dispatcher. The other tests run
Chromium without that switch: it has no voices at all, and Speak stays hidden.
Screenshots of every step go to interop/artifacts/<size>-NN-phrasebook-<step>.png."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from selenium.common.exceptions import TimeoutException as SeleniumTimeout
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from conftest import _run_server
from domovkit import PASSWORD, SIZES, WebDriverWait, unique
from test_browser_foundation import WAIT, Person

pytestmark = pytest.mark.browser


# English, whatever the machine's locale: the assertions read English texts.
ENGLISH = "--lang=en-US"


@pytest.fixture
def browser(domov_sqlite, chromium):
    def new(size: str) -> Person:
        return Person(chromium(size, ENGLISH), domov_sqlite.base_url, size, "phrasebook")

    return new


def open_menu_if_drawer(p: Person) -> None:
    """On a phone the menu is a drawer behind the Menu button; on a desktop it is always there."""
    menu = p.find("#pb-menu")
    if not menu.is_displayed():
        button = p.find(".pb-drawer-open")
        p.reveal(button)
        button.click()
        WebDriverWait(p.d, WAIT).until(lambda d: menu.is_displayed() and menu.rect["x"] >= -1)


@pytest.mark.parametrize("size", list(SIZES))
def test_pick_a_word_and_read_both_texts(browser, size):
    p = browser(size)
    n = 0

    def shot(name: str) -> None:
        nonlocal n
        n += 1
        p.step(n, name)

    nick = unique("pb")
    p.open("/signup")
    p.submit("signup-form", email=f"{nick}@example.com", password=PASSWORD, display_name=f"Pat {nick}", nickname=nick)
    p.wait_for_path(lambda path: path == "/", "home after signup")

    p.open("/phrasebook")
    p.wait_for_path(lambda path: path == "/phrasebook/en-neoslavonic", "the English → Neoslavonic phrasebook")
    shot("home")
    assert p.find("#pb-menu").is_displayed() == (size == "desktop"), "the menu is a drawer on phones only"

    open_menu_if_drawer(p)
    shot("menu")
    names = [a.text for a in p.d.find_elements(By.CSS_SELECTOR, "#pb-categories a")]
    assert names == sorted(names), f"categories are listed alphabetically: {names}"
    p.d.find_element(By.LINK_TEXT, "Asking for help").click()
    p.wait_for_path(lambda path: path.endswith("/categories/asking-for-help"), "the category")
    shot("category")
    assert "Choose a phrase" in p.find("#pb-bar").text

    slot = p.find("#phrase-i-want a.pb-slot")
    assert slot.text == "Verb or Accusative"
    p.reveal(slot)
    slot.click()
    dialog = p.find("dialog.pb-dialog[open]")
    sections = [s.get_attribute("data-form") for s in dialog.find_elements(By.CSS_SELECTOR, ".pb-picker-section")]
    assert sections == ["verb", "accusative"], sections
    shot("picker")
    dialog.find_element(By.CSS_SELECTOR, "#pb-cancel").click()
    WebDriverWait(p.d, WAIT).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.pb-dialog"))
    assert p.find("#phrase-i-want a.pb-slot").text == "Verb or Accusative", "Cancel changes nothing"
    assert "Choose a phrase" in p.find("#pb-bar").text

    slot = p.find("#phrase-i-want a.pb-slot")
    p.reveal(slot)
    slot.click()
    entry = p.find("dialog.pb-dialog[open] a.pb-entry[data-choice='verb:sleep']")
    assert "to sleep" in entry.text and "spati" in entry.text
    p.reveal(entry)
    entry.click()
    WebDriverWait(p.d, WAIT).until(EC.text_to_be_present_in_element((By.ID, "pb-bar-target"), "Hoču spati."))
    assert p.find("#pb-bar-source").text == "I want to sleep."
    assert p.find("#pb-bar-target").text == "Hoču spati."
    assert p.find("#phrase-i-want a.pb-slot").text == "to sleep"
    assert not p.find("#pb-speak").is_displayed(), "Chromium without the speech service has no voice: Speak stays hidden"
    shot("translated")

    open_menu_if_drawer(p)
    toggle = p.find("#pb-script-toggle")
    p.reveal(toggle)
    toggle.click()
    WebDriverWait(p.d, WAIT).until(EC.text_to_be_present_in_element((By.ID, "pb-bar-target"), "Хочу спати."))
    assert p.find("#pb-bar-source").text == "I want to sleep."
    shot("cyrillic")

    p.open("/phrasebook/en-neoslavonic/grammar")
    assert p.find("table.pb-declension[data-pattern='žena']")
    shot("grammar")
    assert not p.problems, "\n".join(p.problems)


SPEECH_DISPATCHER = shutil.which("speech-dispatcher") or "/usr/bin/speech-dispatcher"
SPEECH_STARTUP = 20  # seconds until its socket is there
VOICES_WAIT = 40  # seconds: espeak-ng brings thousands of voices (every language × variant) to list

# Sound goes to a raw file through ALSA's null device: no sound card or PulseAudio on CI, and
# the file shows that the voice really produced sound.
ASOUNDRC = """pcm.domov_voice {
  type file
  slave.pcm "null"
  file "%s"
  format "raw"
}
"""
# Only espeak-ng, with Debian's settings for it. Level 1 logs errors only; speech-dispatcher
# 0.11 prints every voice it lists to stderr whatever the level (stdout.log, about 1 MB).
SPEECHD_CONF = """LogLevel 1
AudioOutputMethod "alsa"
AudioALSADevice "domov_voice"
AddModule "espeak-ng" "sd_espeak-ng" "/etc/speech-dispatcher/modules/espeak-ng.conf"
DefaultModule espeak-ng
"""


@dataclass
class SpeechService:
    address: str  # for SPEECHD_ADDRESS
    audio: Path  # raw sound written by the voice
    log_dir: Path


@pytest.fixture(scope="module")
def speech_service(tmp_path_factory):
    """A speech-dispatcher with espeak-ng, private to this module (own config, socket and
    HOME), so it neither needs nor disturbs a desktop session's speech or sound."""
    if not Path(SPEECH_DISPATCHER).exists():
        pytest.fail("speech-dispatcher is missing: apt-get install speech-dispatcher speech-dispatcher-espeak-ng "
                    "(bash .ci/run deps installs them)")
    root = tmp_path_factory.mktemp("speech")
    conf, home, run, logs = (root / name for name in ("conf", "home", "run", "logs"))
    for folder in (conf, home, run, logs):
        folder.mkdir(mode=0o700)
    audio, socket_path = root / "voice.raw", run / "speechd.sock"
    (conf / "speechd.conf").write_text(SPEECHD_CONF)
    (home / ".asoundrc").write_text(ASOUNDRC % audio)
    env = {**os.environ, "HOME": str(home), "XDG_RUNTIME_DIR": str(run)}
    out = (logs / "stdout.log").open("w")
    proc = subprocess.Popen(
        [SPEECH_DISPATCHER, "--run-single", "--timeout", "0", "--config-dir", str(conf),
         "--socket-path", str(socket_path), "--pid-file", str(run / "speechd.pid"), "--log-dir", str(logs)],
        env=env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + SPEECH_STARTUP
        while not socket_path.exists():
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"speech-dispatcher did not start (exit {proc.poll()}); logs in {logs}:\n"
                            + (logs / "stdout.log").read_text(errors="replace"))
            time.sleep(0.1)
        yield SpeechService(f"unix_socket:{socket_path}", audio, logs)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        out.close()


# Records every value #pb-speak's aria-pressed takes, as it happens: with sound going to a file
# the voice may start and end within a few milliseconds, too fast to poll.
WATCH_SPEAK_JS = """
const button = document.getElementById("pb-speak");
window.domovPressed = [];
new MutationObserver((records) => {
  for (const r of records) window.domovPressed.push(r.target.getAttribute("aria-pressed"));
}).observe(button, {attributes: true, attributeFilter: ["aria-pressed"]});
"""


def _size(path: Path) -> int:
    return path.stat().st_size if path.exists() else 0


def test_speak_reads_the_czech_phrase_aloud(domov_sqlite, speech_service, monkeypatch, chromium):
    """English → Czech with a Czech voice: Speak is shown, and pressing it reads the current
    phrase (with its chosen word) aloud: the button is pressed from the utterance's start
    event to its end event, and the voice's sound arrives at the audio file."""
    # Chromedriver, and so Chromium, inherit it; the other tests' Chromium has no voices anyway.
    monkeypatch.setenv("SPEECHD_ADDRESS", speech_service.address)
    driver = chromium("phone", ENGLISH, "--enable-speech-dispatcher")
    p = Person(driver, domov_sqlite.base_url, "phone", "phrasebook-speak")
    nick = unique("pbspeak")
    p.open("/signup")
    p.submit("signup-form", email=f"{nick}@example.com", password=PASSWORD, display_name=f"Pat {nick}", nickname=nick)
    p.wait_for_path(lambda path: path == "/", "home after signup")

    p.open("/phrasebook/en-czech/categories/asking-for-help")
    slot = p.find("#phrase-i-want a.pb-slot")
    p.reveal(slot)
    slot.click()
    entry = p.find("dialog.pb-dialog[open] a.pb-entry[data-choice='verb:sleep']")
    p.reveal(entry)
    entry.click()
    WebDriverWait(driver, WAIT).until(EC.text_to_be_present_in_element((By.ID, "pb-bar-target"), "Chci spát."))

    speak = p.find("#pb-speak")
    WebDriverWait(driver, VOICES_WAIT).until(lambda d: speak.is_displayed(), "Speak is shown once the Czech voice is listed")
    voices = driver.execute_script(
        "return speechSynthesis.getVoices().filter((v) => v.lang.toLowerCase().startsWith('cs')).map((v) => v.name)")
    assert voices, f"Chromium lists a Czech voice from the speech service (logs: {speech_service.log_dir})"
    assert speak.get_attribute("data-lang") == "cs-CZ"
    assert speak.get_attribute("data-text") == p.find("#pb-bar-target").text == "Chci spát.", "Speak reads the current phrase"
    assert speak.get_attribute("aria-pressed") == "false"
    p.step(1, "czech-speak")

    audio_before = _size(speech_service.audio)
    driver.execute_script(WATCH_SPEAK_JS)
    p.reveal(speak)
    speak.click()  # a real click: browsers speak only after the person did something
    WebDriverWait(driver, WAIT).until(
        lambda d: d.execute_script("return window.domovPressed").count("false") >= 1,
        "the utterance ends (or fails)")
    pressed = driver.execute_script("return window.domovPressed")
    assert pressed == ["true", "false"], (f"pressed at the utterance's start, released at its end: {pressed} "
                                          f"(speech-dispatcher's logs: {speech_service.log_dir})")
    assert speak.get_attribute("aria-pressed") == "false"
    # espeak-ng: 22050 samples of 16 bits per second; "Chci spát." is about a second.
    sound = _size(speech_service.audio) - audio_before
    assert sound > 8000, f"the Czech voice produced sound: {sound} bytes"
    p.step(2, "czech-spoken")
    assert not p.problems, "\n".join(p.problems)


# The start of an asynchronous script: `settled(promise, fallback)` hands WebDriver the promise's
# value, or the fallback if it fails or has not settled in 5 s, so that a cache or fetch that
# hangs (a service worker being replaced, a connection to the stopped server) makes the caller
# look again instead of failing the whole test on WebDriver's script timeout.
SETTLED_JS = """
const done = arguments[arguments.length - 1];
const settled = (promise, fallback) => {
  const timer = setTimeout(() => done(fallback), 5000);
  promise.then((value) => { clearTimeout(timer); done(value); }, () => { clearTimeout(timer); done(fallback); });
};
"""


def _settled(driver, script: str, fallback, *args):
    """A promise's value read in the page (`settled(promise, fallback)` in `script`), or the
    fallback when the page gave no answer: a page that unloads or reloads meanwhile never
    answers, and Chromium then reports a script timeout (10 s here, twice the script's own
    fallback, so a wait can try again). Callers that need a value wait for it."""
    driver.set_script_timeout(10)
    try:
        return driver.execute_async_script(SETTLED_JS + script, *args)
    except SeleniumTimeout:
        return fallback


def _cached_paths(p: Person) -> list[str]:
    """The paths in the phrasebook's offline cache, read in the page."""
    urls = _settled(p.d, """
        settled(caches.open("domov-phrasebook-v1").then((c) => c.keys()).then((keys) => keys.map((k) => k.url)), []);
    """, [])
    return [url.split("//", 1)[1].split("/", 1)[1] for url in urls]


def test_visited_phrasebook_pages_work_offline(tmp_path_factory, chromium):
    """Visit the phrasebook once online; then the server is gone (as abroad without data) and the
    pack's pages still open from the service worker's cache, while other pages say offline."""
    server_run = _run_server("test_browser_phrasebook_offline", "sqlite", tmp_path_factory)
    server = next(server_run)
    driver = chromium("phone", ENGLISH)
    try:
        p = Person(driver, server.base_url, "phone", "phrasebook-offline")
        nick = unique("pboff")
        p.open("/signup")
        p.submit("signup-form", email=f"{nick}@example.com", password=PASSWORD, display_name=f"Pat {nick}", nickname=nick)
        p.wait_for_path(lambda path: path == "/", "home after signup")
        p.open("/phrasebook/en-neoslavonic/categories/asking-for-help")
        WebDriverWait(driver, WAIT).until(lambda d: d.execute_script("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"))
        # Controlled now: this visit is stored, and phrasebook.js stores the pack's menu pages.
        p.open("/phrasebook/en-neoslavonic/categories/asking-for-help")
        home = "phrasebook/en-neoslavonic"
        WebDriverWait(driver, 30).until(
            lambda d: {home, f"{home}/categories/asking-for-help", f"{home}/grammar"} <= set(_cached_paths(p)),
            "the visited pack's pages are in the offline cache")
        others = sorted(x for x in _cached_paths(p) if "/categories/" in x and not x.endswith("asking-for-help"))
        assert others, "the menu's other categories are stored too"
        p.step(1, "online")

        # The server stops: nothing answers on its port any more.
        server_run.close()
        p.open(f"/{others[0]}")
        assert p.find(".pb[data-pack='en-neoslavonic']"), "an unvisited category of the visited pack opens offline"
        p.open("/phrasebook/en-neoslavonic/categories/asking-for-help")
        assert p.find("#phrase-i-want").is_displayed()
        assert "Choose a phrase" in p.find("#pb-bar").text
        p.step(2, "offline-category")
        p.open("/phrasebook/en-neoslavonic/grammar")
        assert p.find("table.pb-declension[data-pattern='žena']")
        p.open("/planner")
        assert "You are offline" in p.find("h1").text, "other pages are never stored: they say offline"
        p.step(3, "offline-elsewhere")
    finally:
        server_run.close()


# What the server drew on a category page, to compare with what phrasebook.js draws offline.
DRAWN_JS = """
const rows = Array.from(document.querySelectorAll('#pb-phrases li.pb-phrase')).map((li) => [
  li.dataset.phrase, li.className, li.querySelector('.pb-source').innerHTML,
  li.querySelector('a.pb-translate').getAttribute('href'), li.querySelector('a.pb-translate').getAttribute('aria-current')]);
const target = document.getElementById('pb-bar-target');
const speak = document.getElementById('pb-speak');
return {rows, source: (document.getElementById('pb-bar-source') || {}).textContent || null,
        target: target ? target.innerHTML : null, lang: target ? target.getAttribute('lang') : null,
        speak: speak ? speak.dataset.text : null};
"""


# The favourite button, its note, and the changes waiting in the browser.
PENDING_JS = """
const b = document.getElementById('pb-favourite');
const waiting = JSON.parse(localStorage.getItem('domov-pb-favourites-pending') || '[]');
return {pressed: b ? b.getAttribute('aria-pressed') : null, note: !!document.getElementById('pb-favourite-note'),
        waiting: waiting.map((c) => [c.phrase, c.choices, c.favourite])};
"""


def _forget(p: Person, path: str) -> None:
    """Drops one stored page, so offline the service worker answers with another selection's."""
    WebDriverWait(p.d, WAIT).until(lambda d: _settled(d, """
        settled(caches.open("domov-phrasebook-v1").then((c) => c.delete(arguments[0])).then(() => true), false);
    """, False, path), f"{path} was dropped from the offline cache")


def test_offline_the_phrasebook_translates_fills_slots_and_switches_script(tmp_path_factory, chromium):
    """Abroad without data: with the server stopped, choosing a word in the picker fills the
    slot and the translation bar shows both texts, exactly as the server drew the same
    selection; Cyrillic switches in the page, and favourites show and open translated. A favourite
    added offline waits in the browser, shown as waiting, and reaches the server once it is back."""
    server_run = _run_server("test_browser_phrasebook_offline_translate", "sqlite", tmp_path_factory)
    server = next(server_run)
    driver = chromium("phone")
    try:
        p = Person(driver, server.base_url, "phone", "phrasebook-offline-translate")
        nick = unique("pbtr")
        p.open("/signup")
        p.submit("signup-form", email=f"{nick}@example.com", password=PASSWORD, display_name=f"Pat {nick}", nickname=nick)
        p.wait_for_path(lambda path: path == "/", "home after signup")
        category = "/phrasebook/en-neoslavonic/categories/asking-for-help"
        p.open(category)
        WebDriverWait(driver, WAIT).until(lambda d: d.execute_script("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"))
        p.open(category)
        WebDriverWait(driver, 30).until(
            lambda d: {category[1:], "phrasebook/en-neoslavonic/offline.json", "phrasebook/en-neoslavonic/favourites"} <= set(_cached_paths(p)),
            "the pack's pages and its offline data are stored")

        # The server's drawing of two words in one phrase and one in another, for comparison,
        # and of a stale link putting coffee into "Please call |1|.", which takes only people:
        # the server leaves that slot empty, and so must the page.
        chosen = (f"{category}?p=give-to&w=give-to.1.accusative:water&w=give-to.2.dative:brother&w=i-want.1.verb:sleep"
                  "&w=please-call.1.accusative:coffee")
        p.open(chosen)
        server_drawn = driver.execute_script(DRAWN_JS)
        # On the phone the bar, with its actions, sits wholly above the module tab bar.
        bar, nav, action = driver.execute_script("""
            const box = (e) => { const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; };
            return [box(document.getElementById('pb-bar')), box(document.getElementById('module-nav')),
                    box(document.getElementById('pb-favourite'))];""")
        assert bar["bottom"] <= nav["top"] + 0.5 and bar["top"] >= 0, f"the translation bar {bar} is above the tab bar {nav}"
        assert bar["top"] <= action["top"] and action["bottom"] <= bar["bottom"], f"its favourite button {action} is inside it"
        assert server_drawn["target"] and "vodu" in server_drawn["target"], server_drawn
        call_row = next(row for row in server_drawn["rows"] if row[0] == "please-call")
        assert "coffee" not in call_row[2] and "pb-slot--filled" not in call_row[2], call_row
        # A favourite, then the favourites page visited, so its stored copy lists it.
        favourite = p.find("#pb-favourite")
        p.reveal(favourite)
        favourite.click()
        # One script reads the button the page has now: the click may reload or redraw it, so a
        # found element can go stale between finding it and reading its attribute.
        WebDriverWait(driver, WAIT).until(lambda d: d.execute_script(
            "const b = document.getElementById('pb-favourite'); return !!b && b.getAttribute('aria-pressed') === 'true';"))
        p.open("/phrasebook/en-neoslavonic/favourites")
        assert "Please give" in p.find("#pb-favourites").text
        _forget(p, chosen)
        p.step(1, "online")

        server_run.close()  # the server is gone: nothing answers on its port any more
        p.open(chosen)
        WebDriverWait(driver, WAIT).until(lambda d: d.execute_script(DRAWN_JS) == server_drawn,
                                          "offline, the page draws the selection as the server drew it")
        p.step(2, "offline-as-the-server-drew-it")

        p.open(category)
        assert "Choose a phrase" in p.find("#pb-bar").text
        slot = p.find("#phrase-i-want a.pb-slot")
        assert slot.text == "Verb or Accusative"
        p.reveal(slot)
        slot.click()
        dialog = p.find("dialog.pb-dialog[open]")
        sections = [s.get_attribute("data-form") for s in dialog.find_elements(By.CSS_SELECTOR, ".pb-picker-section")]
        assert sections == ["verb", "accusative"], sections
        assert "You are offline" not in dialog.text
        p.step(3, "offline-picker")
        entry = p.find("dialog.pb-dialog[open] a.pb-entry[data-choice='verb:sleep']")
        assert "to sleep" in entry.text and "spati" in entry.text
        p.reveal(entry)
        entry.click()
        WebDriverWait(driver, WAIT).until(EC.text_to_be_present_in_element((By.ID, "pb-bar-target"), "Hoču spati."))
        assert p.find("#pb-bar-source").text == "I want to sleep."
        assert p.find("#phrase-i-want a.pb-slot").text == "to sleep"
        p.step(4, "offline-translated")

        # Offline too, "Please call |1|." offers people and family, never coffee or a passport.
        call = p.find("#phrase-please-call a.pb-slot")
        p.reveal(call)
        call.click()
        dialog = p.find("dialog.pb-dialog[open]")
        offered = [a.get_attribute("data-choice") for a in dialog.find_elements(By.CSS_SELECTOR, "a.pb-entry")]
        assert "accusative:doctor" in offered and "accusative:friend" in offered, offered
        assert not {"accusative:coffee", "accusative:passport", "accusative:hotel"} & set(offered), offered
        cancel = p.find("dialog.pb-dialog[open] #pb-cancel")
        p.reveal(cancel)
        cancel.click()
        WebDriverWait(driver, WAIT).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.pb-dialog[open]"))

        # A favourite without the network: the button toggles at once and says the change waits.
        favourite = p.find("#pb-favourite")
        p.reveal(favourite)
        favourite.click()
        WebDriverWait(driver, WAIT).until(lambda d: d.execute_script(PENDING_JS) == {
            "pressed": "true", "note": True, "waiting": [["i-want", "1=verb:sleep", "on"]]}, "the favourite waits in the browser")
        assert "Favourite changes waiting for the network: 1" in p.find("#pb-pending").text
        p.step(5, "offline-favourite-waits")

        open_menu_if_drawer(p)
        toggle = p.find("#pb-script-toggle")
        p.reveal(toggle)
        toggle.click()
        WebDriverWait(driver, WAIT).until(EC.text_to_be_present_in_element((By.ID, "pb-bar-target"), "Хочу спати."))
        assert p.find("#pb-bar-target").get_attribute("lang") == "art-x-neoslav-Cyrl"
        assert p.find(".pb-script strong").get_attribute("textContent") == "Cyrillic"
        p.step(6, "offline-cyrillic")

        p.open("/phrasebook/en-neoslavonic/favourites")
        waiting = p.find("#pb-favourites li[data-phrase='i-want']")
        assert "I want to sleep." in waiting.text and "Хочу спати." in waiting.text and "waiting for the network" in waiting.text
        # Its category, as the server's list names each favourite's.
        assert waiting.find_element(By.CSS_SELECTOR, ".pb-hit-category").text == "Asking for help", waiting.text
        p.step(7, "offline-favourites-waiting")
        link = p.find("#pb-favourites li[data-phrase='give-to'] a")
        assert "Please give water to my brother." in link.text
        p.reveal(link)
        link.click()
        WebDriverWait(driver, WAIT).until(EC.text_to_be_present_in_element((By.ID, "pb-bar-source"), "Please give water to my brother."))
        assert "воду" in p.find("#pb-bar-target").text, "the script chosen offline stays"
        p.step(8, "offline-favourite")
        assert not [x for x in p.problems if "offline.json" not in x and "Failed to load" not in x
                    and "favourites/toggle" not in x], "\n".join(p.problems)

        # Another person's change waiting in this browser is neither shown nor sent for this one.
        driver.execute_script("""
            const list = JSON.parse(localStorage.getItem('domov-pb-favourites-pending'));
            list.push({owner: 'someone-else', pack: 'en-neoslavonic', phrase: 'help', choices: '', favourite: 'on',
                       action: '/phrasebook/en-neoslavonic/favourites/toggle', at: 1});
            localStorage.setItem('domov-pb-favourites-pending', JSON.stringify(list));""")

        # The server is back: the next page sends the waiting favourite, and the server keeps it.
        server_run = _run_server("test_browser_phrasebook_offline_translate_again", "sqlite", tmp_path_factory, again=server)
        next(server_run)
        p.open(category)
        # The script chosen offline goes to the server first, and the page reloads drawn in it; every
        # read below waits for that reload, since a script still running when the page unloads never
        # answers (under load that was a script timeout, not a failure of the page).
        WebDriverWait(driver, WAIT).until(lambda d: d.execute_script(
            "const pb = document.querySelector('.pb[data-pack]');"
            "return document.readyState === 'complete' && !!pb && pb.dataset.script === 'cyrillic'"
            " && !localStorage.getItem('domov-pb-script');"), "the script chosen offline is the server's now")
        WebDriverWait(driver, WAIT).until(lambda d: d.execute_script(PENDING_JS)["waiting"] == [["help", "", "on"]]
                                          and d.execute_script("return !document.getElementById('pb-pending');"),
                                          "the waiting favourite is sent, the other person's is left")
        stored = WebDriverWait(driver, WAIT).until(lambda d: _settled(d, """
            settled(fetch('/phrasebook/en-neoslavonic/offline.json', {cache: 'no-store'}).then((r) => r.json()).then((d) => d.favourites), null);""", None),
            "the pack's data as the server has it now")
        assert sorted(stored or []) == ["give-to", "i-want"], stored  # not "help"
        p.open("/phrasebook/en-neoslavonic/favourites")
        kept = p.find("#pb-favourites li[data-phrase='i-want']")
        assert "I want to sleep." in kept.text and "waiting" not in kept.text
        p.step(9, "online-favourite-kept")
    finally:
        server_run.close()
