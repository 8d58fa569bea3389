"""Everyday flows in a real browser (Debian's Chromium, headless) at phone and desktop sizes:
the bottom bar's labels fit a 390 px phone in English and Czech, a person in two households
switches from the header in one step, and Done on Today says so with an Undo that puts the
item back without leaving the page. Screenshots go to interop/artifacts/everyday-*.png."""

from __future__ import annotations

import pytest

from domovkit import ARTIFACTS, Client, WebDriverWait, signup, submit_form, unique

pytestmark = pytest.mark.browser

LABELS_CLIPPED_JS = """
return [...document.querySelectorAll('#module-nav > ul > li, #module-nav .nav-more')]
  .filter((li) => getComputedStyle(li).display !== 'none')
  .flatMap((li) => [...li.querySelectorAll('.label')].filter((l) => getComputedStyle(l).position !== 'absolute'))
  .filter((label) => label.scrollWidth > label.clientWidth + 1 || label.getBoundingClientRect().right > window.innerWidth)
  .map((label) => label.textContent);
"""


def member_in_two_households(base_url: str, language: str):
    client = Client(base_url)
    nick = unique("two")
    signup(client, f"{nick}@example.com", nick)
    first = submit_form(client, "/households", "household-create-form", name="Flat in Brno").headers["Location"].split("/")[-1]
    second = submit_form(client, "/households", "household-create-form", name="Cottage").headers["Location"].split("/")[-1]
    csrf = client.cookies.get("domov_csrf")
    client.post(f"/households/{first}/switch", data={"_csrf": csrf})
    client.post("/settings/preferences", data={"_csrf": csrf, "language": language, "appearance": "light", "time_zone": "Europe/Prague"})
    return client, first, second


def signed_in(d, base_url: str, client: Client):
    """The Chromium session (from the `chromium` fixture) signed in as the client's person."""
    d.get(base_url + "/healthz")
    for name in ("domov_session", "domov_csrf"):
        d.add_cookie({"name": name, "value": client.cookies.get(name), "path": "/"})
    return d


@pytest.mark.parametrize("language", ["en", "cs"])
def test_the_phone_bar_shows_whole_labels_and_more_opens(domov_sqlite, language, chromium):
    client, _, _ = member_in_two_households(domov_sqlite.base_url, language)
    d = signed_in(chromium("phone"), domov_sqlite.base_url, client)
    d.get(domov_sqlite.base_url + "/")
    ARTIFACTS.mkdir(exist_ok=True)
    d.save_screenshot(str(ARTIFACTS / f"everyday-phone-{language}-01-bar.png"))
    assert d.execute_script(LABELS_CLIPPED_JS) == []
    visible = d.execute_script("return [...document.querySelectorAll('#module-nav > ul > li')].filter((li) => getComputedStyle(li).display !== 'none').length")
    assert visible == 6
    d.find_element("css selector", ".nav-more-menu > summary").click()
    links = d.find_elements("css selector", ".nav-more-menu .menu a")
    assert [link.get_attribute("href").split("/", 3)[-1] for link in links][:3] == ["phrasebook", "households", "settings"]
    assert all(link.is_displayed() for link in links)
    d.save_screenshot(str(ARTIFACTS / f"everyday-phone-{language}-02-more.png"))


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_switching_households_from_the_header(domov_sqlite, size, chromium):
    client, first, second = member_in_two_households(domov_sqlite.base_url, "en")
    d = signed_in(chromium(size), domov_sqlite.base_url, client)
    d.get(domov_sqlite.base_url + f"/planner/{first}")
    assert d.find_element("id", "current-household").text == "Flat in Brno"
    d.find_element("css selector", "#household-menu > summary").click()
    d.save_screenshot(str(ARTIFACTS / f"everyday-{size}-03-household-menu.png"))
    d.find_element("css selector", f'#household-menu button[data-household="{second}"]').click()
    WebDriverWait(d, 10).until(lambda drv: drv.find_element("id", "current-household").text == "Cottage")
    assert d.current_url.rstrip("/").endswith(f"/planner/{second}")


def test_done_on_today_says_so_and_undo_puts_it_back_in_place(domov_sqlite, chromium):
    client, first, _ = member_in_two_households(domov_sqlite.base_url, "en")
    csrf = client.cookies.get("domov_csrf")
    import datetime as dt
    from zoneinfo import ZoneInfo
    today = dt.datetime.now(ZoneInfo("Europe/Prague")).date().isoformat()
    r = client.post(f"/planner/{first}/items", data=[("_csrf", csrf), ("kind", "todo"), ("title", "Water the plants"), ("category", "family"),
        ("start_date", today), ("start_time", ""), ("end_date", today), ("end_time", ""), ("time_zone", "Europe/Prague"),
        ("notes", ""), ("repeat_frequency", "none"), ("all_day", "on")])
    assert r.status_code == 303, r.text[:500]
    d = signed_in(chromium("phone"), domov_sqlite.base_url, client)
    d.get(domov_sqlite.base_url + "/")
    d.execute_script("window.domovMarker = 1")
    button = d.find_element("css selector", "#today-planner button.done")
    d.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    notice = WebDriverWait(d, 10).until(lambda drv: drv.find_element("id", "action-notice"))
    assert "Marked as done." in notice.text
    assert d.execute_script("return window.domovMarker") == 1, "the page was reloaded instead of updated in place"
    assert "did=" not in d.current_url
    assert "Water the plants" not in d.find_element("id", "today-planner").text
    d.save_screenshot(str(ARTIFACTS / "everyday-phone-04-done-notice.png"))
    d.find_element("id", "action-undo").click()
    WebDriverWait(d, 10).until(lambda drv: "Water the plants" in drv.find_element("id", "today-planner").text)
    assert d.execute_script("return window.domovMarker") == 1


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_member_answers_a_meeting_and_the_organizer_sees_it(domov_sqlite, size, chromium):
    import re
    base = domov_sqlite.base_url
    jana = Client(base)
    jana_nick = unique("org")
    signup(jana, f"{jana_nick}@example.com", jana_nick)
    household = submit_form(jana, "/households", "household-create-form", name="Meeting home").headers["Location"].split("/")[-1]
    invite_page = submit_form(jana, f"/households/{household}", "invite-form")
    token = re.search(r'id="invite-link"[^>]*value="[^"]*/invite/([^"]+)"', invite_page.text).group(1)
    petr = Client(base)
    petr_nick = unique("guest")
    signup(petr, f"{petr_nick}@example.com", petr_nick)
    assert submit_form(petr, f"/invite/{token}", "invite-accept-form").status_code == 303
    members = jana.get(f"/api/v1/households/{household}/members").json()
    members = members.get("members", members) if isinstance(members, dict) else members
    petr_id = next(m["userId"] for m in members if m.get("nickname") == petr_nick)
    csrf = jana.cookies.get("domov_csrf")
    created = jana.post(f"/planner/{household}/items", data=[
        ("_csrf", csrf), ("kind", "meeting"), ("title", "Family council"), ("category", "family"), ("start_date", "2030-03-04"),
        ("start_time", "18:00"), ("end_date", "2030-03-04"), ("end_time", "19:00"), ("time_zone", "Europe/Prague"),
        ("notes", ""), ("repeat_frequency", "none"), ("attendees", petr_id), ("attendee_emails", "")])
    assert created.status_code == 303, created.text[:500]
    item_path = created.headers["Location"]

    d = signed_in(chromium(size), base, petr)
    d.get(base + item_path)
    yes = d.find_element("id", "answer-accepted")
    assert yes.get_attribute("aria-pressed") == "false"
    d.execute_script("arguments[0].scrollIntoView({block: 'center'})", yes)
    yes.click()
    # The page reloads after the answer: the button found before it is gone, so look again.
    WebDriverWait(d, 10).until(
        lambda drv: drv.find_element("id", "answer-accepted").get_attribute("aria-pressed") == "true")
    d.save_screenshot(str(ARTIFACTS / f"everyday-{size}-05-meeting-answered.png"))
    organizer_view = jana.get(item_path).text
    assert "Accepted" in organizer_view
    assert 'id="answer-form"' not in organizer_view
