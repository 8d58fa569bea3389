"""What someone meets before signing in, in a real browser (Debian's Chromium, headless): the
log-in and sign-up cards are centred and readable on a desktop, and fit a phone without
scrolling sideways. (They used to sit in the sidebar's 240 px grid column with no sidebar.)"""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from domovkit import ARTIFACTS
from test_browser_foundation import OVERFLOW_JS

pytestmark = pytest.mark.browser

# Where the card is and how wide the page really is.
CARD_JS = """
const card = document.querySelector('main section.card');
const r = card.getBoundingClientRect();
return [r.left, r.right, r.width, document.documentElement.clientWidth, document.documentElement.scrollWidth];
"""


@pytest.mark.parametrize("path", ["/login", "/signup"])
def test_signed_out_card_is_centred_and_readable_on_a_desktop(chromium, domov_sqlite, path):
    d = chromium("desktop", width=1440, height=900)
    d.get(domov_sqlite.base_url + path)
    d.find_element(By.CSS_SELECTOR, "main section.card form")
    d.save_screenshot(str(ARTIFACTS / f"first-impression-1440{path.replace('/', '-')}.png"))
    left, right, width, viewport, _ = d.execute_script(CARD_JS)
    assert width >= 320, f"{path}: the card is {width:.0f}px wide at 1440px"
    assert abs(left - (viewport - right)) <= 2, f"{path}: not centred ({left:.0f}px left, {viewport - right:.0f}px right)"


@pytest.mark.parametrize("path", ["/login", "/signup"])
def test_signed_out_card_fits_a_phone(chromium, domov_sqlite, path):
    d = chromium("phone", width=390, height=900)
    d.get(domov_sqlite.base_url + path)
    d.find_element(By.CSS_SELECTOR, "main section.card form")
    d.save_screenshot(str(ARTIFACTS / f"first-impression-390{path.replace('/', '-')}.png"))
    _, right, width, viewport, scroll = d.execute_script(CARD_JS)
    _, _, wide = d.execute_script(OVERFLOW_JS, 390)
    assert scroll <= 390, f"{path}: the page is {scroll}px wide at 390px; widest: {wide}"
    assert right <= viewport and width >= 300, f"{path}: card {width:.0f}px wide, right edge at {right:.0f}px"
