"""The phrasebook as a traveller uses it in a real browser (Debian's Chromium, headless), at
phone and desktop size: open the phrasebook, find a category through the menu (a drawer on the
phone), open a slot's word picker, cancel it (nothing changes), pick a word, and read both
texts in the translation bar; then switch Neoslavonic to Cyrillic. And once visited, the pack
works with the server gone.
Screenshots of every step go to interop/artifacts/<size>-NN-phrasebook-<step>.png."""

from __future__ import annotations

import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import _run_server
from domovkit import ARTIFACTS, PASSWORD, unique
from test_browser_foundation import SIZES, WAIT, Person, open_chromium

pytestmark = pytest.mark.browser


def _chromium(size: str) -> webdriver.Chrome:
    # English, whatever the machine's locale: the assertions read English texts.
    return open_chromium(size, "--lang=en-US")


@pytest.fixture
def browser(domov_sqlite):
    drivers: list[webdriver.Chrome] = []
    ARTIFACTS.mkdir(exist_ok=True)

    def new(size: str) -> Person:
        drivers.append(_chromium(size))
        return Person(drivers[-1], domov_sqlite.base_url, size, "phrasebook")

    yield new
    for driver in drivers:
        driver.quit()


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
    assert not p.find("#pb-speak").is_displayed(), "no voice in headless Chromium: Speak stays hidden"
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


def _cached_paths(p: Person) -> list[str]:
    """The paths in the phrasebook's offline cache, read in the page."""
    urls = p.d.execute_async_script("""
        const done = arguments[arguments.length - 1];
        caches.open("domov-phrasebook-v1").then((c) => c.keys()).then((keys) => done(keys.map((k) => k.url))).catch(() => done([]));
    """)
    return [url.split("//", 1)[1].split("/", 1)[1] for url in urls]


def test_visited_phrasebook_pages_work_offline(tmp_path_factory):
    """Visit the phrasebook once online; then the server is gone (as abroad without data) and the
    pack's pages still open from the service worker's cache, while other pages say offline."""
    server_run = _run_server("test_browser_phrasebook_offline", "sqlite", tmp_path_factory)
    server = next(server_run)
    driver = _chromium("phone")
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
        driver.quit()
        server_run.close()
