// Domov: small progressive enhancement. Plain ES2020, no dependencies, loaded with `defer`.
// Every page works without this file; it only adds conveniences.
(() => {
  "use strict";

  // ---------- Service worker ----------
  if ("serviceWorker" in navigator && window.isSecureContext) {
    window.addEventListener("load", () => {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error) => {
        console.warn("Domov: service worker registration failed", error);
      });
    });
  }

  // ---------- Live region for short announcements ----------
  let liveRegion = null;
  const announce = (text) => {
    if (!liveRegion) {
      liveRegion = document.createElement("div");
      liveRegion.className = "visually-hidden";
      liveRegion.setAttribute("role", "status");
      liveRegion.setAttribute("aria-live", "polite");
      document.body.appendChild(liveRegion);
    }
    liveRegion.textContent = "";
    window.setTimeout(() => { liveRegion.textContent = text; }, 50);
  };

  // ---------- A sent form's problems ----------
  // The server marks the summary `autofocus`; where a browser skips that on an element that
  // is not a control, it gets the focus here (and the page scrolls to it).
  const formErrors = document.querySelector("[data-form-errors]");
  if (formErrors && document.activeElement !== formErrors) formErrors.focus();

  // ---------- Copy to clipboard ----------
  // <button type="button" data-copy-target="#invite-link" data-copied-label="Copied" hidden>Copy</button>
  // The server renders the button `hidden` (it can do nothing without JS); we reveal it here.
  const copyButtons = document.querySelectorAll("button[data-copy-target]");
  copyButtons.forEach((button) => { button.hidden = false; });

  const findTarget = (selector) => {
    try { return document.querySelector(selector); } catch { return null; }
  };

  const fallbackCopy = (element, text) => {
    if (element && typeof element.select === "function") {
      element.focus();
      element.select();
      try { return document.execCommand("copy"); } catch { return false; }
    }
    const scratch = document.createElement("textarea");
    scratch.value = text;
    scratch.setAttribute("readonly", "");
    scratch.style.position = "fixed";
    scratch.style.opacity = "0";
    document.body.appendChild(scratch);
    scratch.select();
    let ok = false;
    try { ok = document.execCommand("copy"); } catch { ok = false; }
    scratch.remove();
    return ok;
  };

  const copyText = async (element, text) => {
    if (navigator.clipboard && window.isSecureContext) {
      try { await navigator.clipboard.writeText(text); return true; } catch { /* fall through */ }
    }
    return fallbackCopy(element, text);
  };

  const timers = new WeakMap();
  document.addEventListener("click", async (event) => {
    const button = event.target.closest("button[data-copy-target]");
    if (!button) return;
    event.preventDefault();
    const target = findTarget(button.dataset.copyTarget);
    if (!target) return;
    const text = "value" in target ? target.value : target.textContent.trim();
    const ok = await copyText(target, text);
    if (!ok) {
      // Leave the text selected so the person can copy it by hand.
      if (typeof target.select === "function") { target.focus(); target.select(); }
      return;
    }
    const labelNode = button.querySelector(".label") || button;
    if (!button.dataset.originalLabel) button.dataset.originalLabel = labelNode.textContent;
    const copiedLabel = button.dataset.copiedLabel || "\u2713";
    labelNode.textContent = copiedLabel;
    button.dataset.state = "copied";
    announce(copiedLabel);
    window.clearTimeout(timers.get(button));
    timers.set(button, window.setTimeout(() => {
      labelNode.textContent = button.dataset.originalLabel;
      delete button.dataset.state;
    }, 2000));
  });

  // Select the whole value when a read-only copy field gets focus.
  document.addEventListener("focusin", (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.readOnly && input.closest(".copy-field")) {
      window.setTimeout(() => input.select(), 0);
    }
  });

  // ---------- Confirm before submit ----------
  // <form data-confirm="Really delete?"> or <button type="submit" data-confirm="...">
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const submitter = event.submitter;
    const message = (submitter && submitter.dataset && submitter.dataset.confirm) || form.dataset.confirm;
    if (message && !window.confirm(message)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  }, true);

  // ---------- Menus built from <details> ----------
  // Close an open <details class="user-menu"> on Escape or a click outside it.
  const openMenus = () => document.querySelectorAll("details.user-menu[open], details[data-menu][open]");
  document.addEventListener("click", (event) => {
    openMenus().forEach((menu) => {
      if (!menu.contains(event.target)) menu.open = false;
    });
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    openMenus().forEach((menu) => {
      const hadFocus = menu.contains(document.activeElement);
      menu.open = false;
      const summary = menu.querySelector("summary");
      if (summary && hadFocus) summary.focus();
    });
  });

  // ---------- Time zone ----------
  // Sign-up sends the device's IANA zone so reminders fire at local time from day one;
  // without JavaScript the server guesses from the language and the user can change it.
  document.querySelectorAll("input[data-detect-time-zone]").forEach((input) => {
    try {
      if (!input.value) input.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "";
    } catch (_) { /* an old browser: keep the server's guess */ }
  });
  // "Sign in with ..." may make an account too: the link carries the zone the same way.
  document.querySelectorAll("a[data-time-zone-link]").forEach((link) => {
    try {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (!zone) return;
      const url = new URL(link.href);
      url.searchParams.set("tz", zone);
      link.href = url.toString();
    } catch (_) { /* an old browser: keep the server's guess */ }
  });

  // ---------- Notification bell ----------
  // The count comes from /notifications/unread, then stays current through Server-Sent Events;
  // each new notice is also read out to screen-reader users.
  const bell = document.getElementById("bell");
  if (bell) {
    const badge = bell.querySelector(".bell-count");
    const show = (count) => {
      badge.textContent = count > 99 ? "99+" : String(count);
      badge.hidden = count === 0;
    };
    let unread = 0;
    fetch(bell.dataset.unreadUrl, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : { unread: 0 }))
      .then((body) => { unread = body.unread || 0; show(unread); })
      .catch(() => {});
    if ("EventSource" in window) {
      const events = new EventSource(bell.dataset.streamUrl);
      events.addEventListener("notice", (event) => {
        try {
          const notice = JSON.parse(event.data);
          unread += 1;
          show(unread);
          announce(notice.message || notice.title || "");
        } catch (_) { /* a malformed event: ignore it */ }
      });
    }
  }

  // ---------- Done, Renew and Undo in place ----------
  // A <form data-in-place> (or a button of one) is sent with fetch; the page the server
  // redirects to replaces <main>, the scroll position stays, and the notice with Undo gets
  // focus. Without JavaScript, or if anything fails, the form is sent as usual.
  document.addEventListener("submit", async (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute("data-in-place")) return;
    if (!window.fetch || !window.DOMParser) return;
    event.preventDefault();
    if (form.dataset.sending) return;
    const submitter = event.submitter;
    const action = (submitter && submitter.getAttribute("formaction")) || form.action;
    form.dataset.sending = "1";
    try {
      const response = await fetch(action, {
        method: "POST", credentials: "same-origin", headers: { Accept: "text/html" },
        body: new URLSearchParams(new FormData(form, submitter)),
      });
      if (!response.ok || !response.redirected) throw new Error(`answered ${response.status}`);
      const fresh = new DOMParser().parseFromString(await response.text(), "text/html").getElementById("main");
      const main = document.getElementById("main");
      if (!fresh || !main) throw new Error("no main");
      const y = window.scrollY;
      main.replaceChildren(...Array.from(fresh.childNodes).map((node) => document.importNode(node, true)));
      main.querySelectorAll("[data-category-color]").forEach((element) => {
        element.style.setProperty("--category-color", element.dataset.categoryColor);
      });
      // The address without the notice, so a reload does not say it again.
      const url = new URL(response.url);
      [...url.searchParams.keys()].filter((key) => key.startsWith("did")).forEach((key) => url.searchParams.delete(key));
      window.history.replaceState(null, "", url.pathname + url.search + url.hash);
      window.scrollTo(0, y);
      const notice = document.getElementById("action-notice");
      if (notice) notice.focus({ preventScroll: true });
    } catch (error) {
      console.warn("Domov: sending in place failed, sending the form", error);
      delete form.dataset.sending;
      form.removeAttribute("data-in-place");
      form.requestSubmit(submitter || undefined);
      return;
    }
    delete form.dataset.sending;
  });

  // ---------- Time-zone pickers ----------
  // <select data-zone-picker> is grouped by region and works alone; here it gets a search
  // field that narrows its options, and the device's own zone as the first choice.
  document.querySelectorAll("select[data-zone-picker]").forEach((select, index) => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const match = own && Array.from(select.options).find((option) => option.value === own);
    if (match) {
      const group = document.createElement("optgroup");
      group.label = select.dataset.browserZoneLabel;
      const first = new Option(own.replace(/_/g, " "), own);
      group.append(first);
      select.prepend(group);
      // The copy stands for the same zone: the person's saved choice stays selected.
      if (match.selected) { first.selected = true; }
    }
    const search = document.createElement("input");
    search.type = "search";
    search.id = `${select.id}-search-${index}`;
    search.className = "zone-search";
    search.setAttribute("aria-controls", select.id);
    search.autocomplete = "off";
    const label = document.createElement("label");
    label.htmlFor = search.id;
    label.className = "hint";
    label.textContent = select.dataset.searchLabel;
    select.before(label, search);
    const fold = (text) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/_/g, " ");
    search.addEventListener("input", () => {
      const wanted = fold(search.value.trim());
      let firstShown = null;
      select.querySelectorAll("optgroup").forEach((group) => {
        let any = false;
        group.querySelectorAll("option").forEach((option) => {
          const shown = !wanted || fold(`${option.value} ${option.textContent} ${group.label}`).includes(wanted);
          option.hidden = !shown;
          if (shown) { any = true; if (!firstShown) firstShown = option; }
        });
        group.hidden = !any;
      });
      // The first zone found is chosen, so typing a city and saving is enough.
      if (wanted && firstShown && select.selectedOptions[0] && select.selectedOptions[0].hidden) firstShown.selected = true;
    });
  });

  // ---------- Today: fresh every minute while it is open ----------
  // The page is complete without this. Every 60 s (and on coming back to the tab) it asks for
  // the page again with the #today fragment's ETag; the server answers 304 when nothing
  // changed, else the new fragment is swapped in, unless the reader is using a control in it.
  const today = document.getElementById("today");
  if (today && window.fetch && window.DOMParser) {
    const refreshToday = () => {
      if (document.hidden) return;
      fetch(window.location.pathname, {
        headers: { Accept: "text/html", "If-None-Match": today.dataset.etag || "" },
        credentials: "same-origin", cache: "no-store",
      }).then((response) => (response.status === 200 ? response.text() : null)).then((text) => {
        if (!text || today.contains(document.activeElement)) return;
        const fresh = new DOMParser().parseFromString(text, "text/html").getElementById("today");
        if (!fresh) return;
        today.replaceChildren(...Array.from(fresh.childNodes).map((node) => document.importNode(node, true)));
        today.dataset.etag = fresh.dataset.etag || "";
        // planner.js sets category colours once at load: the new rows need theirs.
        today.querySelectorAll("[data-category-color]").forEach((element) => {
          element.style.setProperty("--category-color", element.dataset.categoryColor);
        });
      }).catch(() => {});
    };
    window.setInterval(refreshToday, 60000);
    document.addEventListener("visibilitychange", refreshToday);
  }

  // ---------- This device's push notifications (Settings) ----------
  // <div id="push-device" hidden data-key data-csrf data-subscribe data-unsubscribe ...>
  // The switch subscribes this browser with the server's VAPID key and posts the subscription;
  // off unsubscribes it. Without the Push API (or without this script) it stays hidden.
  const pushBox = document.getElementById("push-device");
  if (pushBox) {
    const toggle = document.getElementById("push-this-device");
    const status = document.getElementById("push-status");
    const say = (text) => { status.textContent = text || ""; };
    const supported = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window && window.isSecureContext;
    pushBox.hidden = false;
    const keyBytes = (base64url) => {
      const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((base64url.length + 3) % 4);
      return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    };
    const deviceLabel = () => {
      const ua = navigator.userAgent;
      const browser = /Edg\//.test(ua) ? "Edge" : /Firefox\//.test(ua) ? "Firefox" : /Chrome\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : "Browser";
      const system = /iPhone/.test(ua) ? "iPhone" : /iPad/.test(ua) ? "iPad" : /Android/.test(ua) ? "Android"
        : /Mac OS X/.test(ua) ? "macOS" : /Windows/.test(ua) ? "Windows" : /Linux/.test(ua) ? "Linux" : "";
      return system ? `${browser} · ${system}` : browser;
    };
    const post = (url, body) => fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": pushBox.dataset.csrf },
      body: JSON.stringify(body),
    });
    if (!supported) {
      toggle.disabled = true;
      say(pushBox.dataset.unsupported);
    } else {
      navigator.serviceWorker.ready
        .then((registration) => registration.pushManager.getSubscription())
        .then((subscription) => { toggle.checked = subscription !== null; })
        .catch(() => {});
      toggle.addEventListener("change", async () => {
        toggle.disabled = true;
        try {
          const registration = await navigator.serviceWorker.ready;
          if (toggle.checked) {
            if (await Notification.requestPermission() !== "granted") {
              toggle.checked = false;
              say(pushBox.dataset.blocked);
              return;
            }
            const subscription = await registration.pushManager.subscribe({
              userVisibleOnly: true, applicationServerKey: keyBytes(pushBox.dataset.key),
            });
            const response = await post(pushBox.dataset.subscribe, { ...subscription.toJSON(), label: deviceLabel() });
            if (!response.ok) throw new Error(`subscribe answered ${response.status}`);
            window.location.reload();
          } else {
            const subscription = await registration.pushManager.getSubscription();
            if (subscription) {
              await post(pushBox.dataset.unsubscribe, { endpoint: subscription.endpoint });
              await subscription.unsubscribe();
            }
            window.location.reload();
          }
        } catch (error) {
          console.warn("Domov: push subscription failed", error);
          say(pushBox.dataset.failed);
          toggle.checked = !toggle.checked;
        } finally {
          toggle.disabled = false;
        }
      });
    }
  }
})();
