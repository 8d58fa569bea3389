"""The Apple configuration profile from Settings, fetched as a browser without JavaScript would
(the form's POST with its CSRF field): a valid property list with one CalDAV account whose app
password a real CalDAV client (the Python `caldav` library) signs in with."""

from __future__ import annotations

import plistlib
from urllib.parse import urlparse

import caldav

from domovkit import Client, signup, submit_form, unique


def test_the_profile_sets_up_a_working_caldav_account(domov_sqlite):
    client = Client(domov_sqlite.base_url)
    nickname = unique("profile")
    email = f"{nickname}&co@example.com"
    signup(client, email, nickname)

    response = submit_form(client, "/settings", "apple-profile-form")
    assert response.status_code == 200, response.text[:300]
    assert response.headers["Content-Type"] == "application/x-apple-aspen-config"
    assert response.headers["Content-Disposition"] == "attachment; filename=domov.mobileconfig"
    assert response.headers["Cache-Control"] == "no-store"

    profile = plistlib.loads(response.content)
    assert profile["PayloadType"] == "Configuration"
    [account] = profile["PayloadContent"]
    assert account["PayloadType"] == "com.apple.caldav.account"
    assert account["CalDAVUsername"] == email
    assert account["CalDAVUseSSL"] is False
    assert f"{account['CalDAVHostName']}:{account['CalDAVPort']}" in domov_sqlite.base_url

    principal_url = account["CalDAVPrincipalURL"]
    with caldav.DAVClient(url=principal_url, username=email, password=account["CalDAVPassword"]) as dav:
        # A wrong password would raise AuthorizationError here.
        principal = dav.principal()
        assert principal.url.path == urlparse(principal_url).path
        assert isinstance(principal.calendars(), list)
