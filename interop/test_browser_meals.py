"""Meals as a person uses them in a real browser (Debian's Chromium, headless), at phone and
desktop size: a new user signs up, makes a household, opens Meals (the starter recipes arrive
on the first visit), likes a recipe from its card (the count changes without a reload), sees it
first under "Most liked", opens it, then enters personal data with a mistake (a field error,
nothing saved), corrects it and gets the ideal meal with "how this was calculated". A second
flow plans a recipe on a day, builds the shopping list from the planned days, ticks an item off,
adds one by hand and removes the ticked ones. A third ticks an item far down a long list, grouped
by aisle: it is ticked in place and the list stays where it was scrolled.
Screenshots of every step go to interop/artifacts/<size>-NN-meals-<backend>-<flow>-<step>.png."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from domovkit import PASSWORD, SIZES, WebDriverWait, unique
from test_browser_foundation import WAIT, Person

pytestmark = pytest.mark.browser


class Cook(Person):
    def click(self, css: str) -> None:
        element = self.find(css)
        self.reveal(element)
        element.click()


    def __init__(self, driver, base_url, size, backend, flow):
        super().__init__(driver, base_url, size, f"meals-{backend}-{flow}")
        self.backend = backend
        self.n = 0
        self.household = ""

    def shot(self, name: str, status: int | None = None) -> None:
        self.n += 1
        before = len(self.problems)
        super().step(self.n, name)
        expected = f"the server responded with a status of {status} "
        self.problems[before:] = [f"[{self.backend}/{self.size}] {p}" for p in self.problems[before:]
                                  if not (status and expected in p)]


@pytest.fixture
def browser(domov, chromium):
    backend = "postgres" if domov.database_url else "sqlite"

    def new(size: str, flow: str) -> Cook:
        return Cook(chromium(size, "--lang=en-US"), domov.base_url, size, backend, flow)

    return new


def sign_up_with_household(p: Cook) -> None:
    nick = unique("cook")
    p.open("/signup")
    p.submit("signup-form", email=f"{nick}@example.com", password=PASSWORD, display_name=f"Cook {nick}", nickname=nick)
    p.wait_for_path(lambda path: path == "/", "home after signup")
    p.open("/households")
    p.submit("household-create-form", name=f"Kitchen {nick}")
    p.wait_for_path(lambda path: path.startswith("/households/"), "the new household's page")
    p.household = p.path.rsplit("/", 1)[1]


@pytest.mark.parametrize("size", list(SIZES))
def test_like_a_recipe_and_compute_a_meal(browser, size):
    p = browser(size, "like-and-meal")
    sign_up_with_household(p)

    # ---------- the module from the navigation: the starter collection, ten a page ----------
    p.open("/meals")
    p.wait_for_path(lambda path: path == f"/meals/{p.household}", "/meals opening the household's recipes")
    cards = p.d.find_elements(By.CSS_SELECTOR, "#recipe-list .recipe-card")
    assert len(cards) == 10, f"{len(cards)} cards on the first page"
    p.shot("recipes")

    # ---------- like the first card: the heart and count change without leaving the page ----------
    card = cards[0]
    name = card.find_element(By.CSS_SELECTOR, ".recipe-card-title").text
    button = card.find_element(By.CSS_SELECTOR, ".like-button")
    assert button.get_attribute("aria-pressed") == "false"
    p.d.execute_script("window.__stillHere = true")
    p.reveal(button)
    button.click()
    WebDriverWait(p.d, WAIT).until(lambda _d: button.get_attribute("aria-pressed") == "true")
    count = card.find_element(By.CSS_SELECTOR, ".like-count")
    assert count.get_attribute("data-like-count") == "1", count.get_attribute("data-like-count")
    assert count.text == "1 like", count.text
    assert p.d.execute_script("return window.__stillHere === true"), "the like reloaded the page"
    p.shot("liked")

    # ---------- "Most liked" puts it first; the detail shows it liked ----------
    Select(p.find("#filter-sort")).select_by_value("likes")
    p.press(p.find("form.meals-filter"))
    first = p.find("#recipe-list .recipe-card .recipe-card-title")
    assert first.text == name, f"{first.text!r} first under Most liked, expected {name!r}"
    p.shot("most-liked")
    link = p.find("#recipe-list .recipe-card .recipe-card-link")
    p.reveal(link)
    link.click()
    p.wait_for_path(lambda path: "/recipes/" in path, "the recipe's page")
    p.find("#ingredients li")
    assert p.find(".recipe-detail .like-button").get_attribute("aria-pressed") == "true"
    p.shot("recipe")

    # ---------- personal data with a mistake: a field error, nothing computed ----------
    p.open(f"/meals/{p.household}/my-meal")
    p.find("#no-meal")
    p.click("#personal-data-form label[for='sex-0']")
    p.submit("personal-data-form", weight="500", height="165", age="30")
    p.find("#weight-error")
    assert "20 to 300" in p.find("#weight-error").text
    p.find("#no-meal")
    p.shot("personal-data-error", status=422)

    # ---------- corrected: the ideal meal and how it was calculated ----------
    Select(p.find("#activity")).select_by_value("none")
    p.click("#personal-data-form label[for='goal-0']")
    p.submit("personal-data-form", weight="60")
    p.find("#ideal-meal")
    chicken = p.find("#meal-portions td[data-food='chicken-breast']").text
    assert chicken == "144 g", chicken
    details = p.find("#how-calculated")
    p.reveal(details)
    details.find_element(By.TAG_NAME, "summary").click()
    assert "1393.8 kcal" in details.text, details.text
    p.find("#fitting-recipes li")
    p.shot("ideal-meal")

    assert not p.problems, "\n".join(p.problems)


def set_value(p: Cook, css: str, value: str) -> None:
    """Date inputs take typed keys in the browser's own format; set the value as a picker would."""
    p.d.execute_script("arguments[0].value = arguments[1]", p.find(css), value)


@pytest.mark.parametrize("size", list(SIZES))
def test_plan_recipes_and_shop_for_them(browser, size):
    p = browser(size, "shopping")
    sign_up_with_household(p)
    p.open("/meals")
    p.wait_for_path(lambda path: path == f"/meals/{p.household}", "/meals opening the household's recipes")

    # ---------- plan the first recipe on a day, for four ----------
    link = p.find("#recipe-list .recipe-card .recipe-card-link")
    p.reveal(link)
    link.click()
    p.wait_for_path(lambda path: "/recipes/" in path, "the recipe's page")
    name = p.find(".meals-head h1").text
    p.find("#nutrition-used")
    set_value(p, "#plan_date", "2030-01-08")
    p.submit("plan-form", plan_servings="4")
    p.wait_for_path(lambda path: path.startswith("/planner/"), "the planned event")
    p.shot("planned")

    # ---------- the shopping list from that week ----------
    p.open(f"/meals/{p.household}/shopping")
    p.find("#shopping-empty")
    set_value(p, "#from", "2030-01-07")
    set_value(p, "#to", "2030-01-13")
    p.press(p.find("form#shopping-build-form"))
    items = p.d.find_elements(By.CSS_SELECTOR, "#shopping-items .shopping-item")
    assert items, "no items after building the list"
    assert name in items[0].text, f"{items[0].text!r} does not say it is for {name!r}"
    assert "1 item" not in p.find(".notice").text
    p.shot("built")

    # ---------- tick the first item off; add one by hand ----------
    first = items[0].find_element(By.CSS_SELECTOR, ".shopping-text").text
    tick_in_place(p, items[0])
    assert p.find("form#shopping-clear-form").is_displayed()
    p.submit("shopping-add-form", item="2 l milk")
    texts = [e.text for e in p.d.find_elements(By.CSS_SELECTOR, "#shopping-items .shopping-text")]
    assert "2 l milk" in texts, texts
    p.shot("ticked-and-added")

    # ---------- remove the ticked item ----------
    p.press(p.find("form#shopping-clear-form"))
    texts = [e.text for e in p.d.find_elements(By.CSS_SELECTOR, "#shopping-items .shopping-text")]
    assert first not in texts, texts
    assert "2 l milk" in texts, texts
    p.shot("cleared")

    assert not p.problems, "\n".join(p.problems)


def tick_in_place(p: Cook, item) -> None:
    """Ticks the item with meals.js: the page stays (no reload), the item shows ticked."""
    p.d.execute_script("window.__stillHere = true")
    button = item.find_element(By.CSS_SELECTOR, "button.check-button")
    p.reveal(button)
    button.click()
    WebDriverWait(p.d, WAIT).until(lambda _d: button.get_attribute("aria-pressed") == "true")
    assert "is-checked" in item.get_attribute("class")
    assert "back on the list" in button.get_attribute("aria-label"), button.get_attribute("aria-label")
    assert p.d.execute_script("return window.__stillHere === true"), "ticking reloaded the list"


@pytest.mark.parametrize("size", list(SIZES))
def test_ticking_keeps_the_scroll_position(browser, size):
    p = browser(size, "tick-in-place")
    sign_up_with_household(p)
    p.open("/meals")
    p.wait_for_path(lambda path: path == f"/meals/{p.household}", "/meals opening the household's recipes")
    recipes = [a.get_attribute("href") for a in p.d.find_elements(By.CSS_SELECTOR, "#recipe-list .recipe-card-link")][:4]
    for href in recipes:
        p.d.get(href)
        p.find("#plan-form")
        set_value(p, "#plan_date", "2030-02-05")
        p.submit("plan-form", plan_servings="4")
        p.wait_for_path(lambda path: path.startswith("/planner/"), "the planned event")

    p.open(f"/meals/{p.household}/shopping")
    set_value(p, "#from", "2030-02-04")
    set_value(p, "#to", "2030-02-10")
    p.press(p.find("form#shopping-build-form"))
    items = p.d.find_elements(By.CSS_SELECTOR, "#shopping-items .shopping-item")
    assert len(items) > 12, f"only {len(items)} items"

    # Grouped by aisle, in the shop's fixed order.
    order = ["produce", "meat", "dairy", "bakery", "pantry", "spices", "other"]
    aisles = [h.get_attribute("id").removeprefix("aisle-") for h in p.d.find_elements(By.CSS_SELECTOR, ".shopping-aisle-title")]
    assert aisles == sorted(aisles, key=order.index), aisles
    assert aisles[0] == "produce", aisles

    # Far down the list: the page keeps its place after the tick.
    last = items[-1]
    p.reveal(last.find_element(By.CSS_SELECTOR, "button.check-button"))
    before = p.d.execute_script("return window.scrollY")
    assert before > 0, "the list is not long enough to scroll"
    tick_in_place(p, last)
    after = p.d.execute_script("return window.scrollY")
    assert abs(after - before) <= 1, f"scrolled from {before} to {after}"
    p.shot("ticked-far-down")

    # Untick again: in place too, and "Clear ticked items" hides when nothing is ticked.
    button = last.find_element(By.CSS_SELECTOR, "button.check-button")
    button.click()
    WebDriverWait(p.d, WAIT).until(lambda _d: button.get_attribute("aria-pressed") == "false")
    assert "is-checked" not in last.get_attribute("class")
    assert not p.d.find_element(By.ID, "shopping-clear-form").is_displayed()
    assert abs(p.d.execute_script("return window.scrollY") - before) <= 1
    assert p.d.execute_script("return window.__stillHere === true"), "unticking reloaded the list"

    assert not p.problems, "\n".join(p.problems)
