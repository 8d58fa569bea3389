// Domov planner: small enhancements for pages that work without them.
(() => {
  "use strict";

  // ---------- Category colours ----------
  // The pages' CSP forbids style attributes, so the colour comes as data-category-color and is
  // set here through the CSSOM (which the CSP allows). Without JavaScript the names still show.
  document.querySelectorAll("[data-category-color]").forEach((element) => {
    element.style.setProperty("--category-color", element.dataset.categoryColor);
  });

  // ---------- Live status marks ----------
  // Each status badge carries its start, end and kind; every 30 s the marks "in progress" and
  // "overdue" (the seed's "!!!") are recomputed from the device clock, with labels the server gave.
  const labelsFor = (badge) => badge.closest("[data-label-upcoming]");
  const statusAt = (badge, now) => {
    if (badge.dataset.statusCancelled === "1") return "cancelled";
    if (badge.dataset.statusDone === "1") return "done";
    const start = Number(badge.dataset.statusStart);
    if (!badge.dataset.statusStart) return "open";
    const end = badge.dataset.statusEnd ? Number(badge.dataset.statusEnd) : start;
    if (badge.dataset.statusKind === "todo") return start <= now ? "overdue" : "upcoming";
    if (now < start) return "upcoming";
    return now < end ? "in-progress" : "past";
  };
  const refresh = () => {
    const now = Date.now();
    document.querySelectorAll("[data-status-kind]").forEach((badge) => {
      const status = statusAt(badge, now);
      const labels = labelsFor(badge);
      if (!labels || badge.classList.contains(`status-${status}`)) return;
      badge.className = `status status-${status}`;
      badge.textContent = labels.getAttribute(`data-label-${status}`) || badge.textContent;
      const row = badge.closest(".item-row, .month-entry");
      if (row) row.classList.toggle("attention", status === "in-progress" || status === "overdue");
    });
  };
  if (document.querySelector("[data-status-kind]")) {
    refresh();
    window.setInterval(refresh, 30000);
  }

  // ---------- Time grids (day and week) ----------
  // The server draws the grid and the current-time line; here the grid opens at the morning
  // (or at the current time when that is further down), a phone's week opens at today, and the
  // line moves every half minute. Times come from the server's minute, which is in the viewer's
  // zone, plus the time the page has been open.
  document.querySelectorAll(".time-grid").forEach((grid) => {
    const body = grid.querySelector(".grid-day-body");
    if (!body) return;
    const hour = body.offsetHeight / 24;
    const line = grid.querySelector(".now-line");
    const lineMinute = line ? Number(line.dataset.minute) : 0;
    // Half a label's height above the hour, so that its label shows under the sticky day names.
    let top = (Number(grid.dataset.scrollHour) || 0) * hour - 8;
    const lineTop = (lineMinute / 60) * hour;
    if (line && lineTop > top + grid.clientHeight * 0.6) top = lineTop - grid.clientHeight / 3;
    grid.scrollTop = top;
    const today = grid.querySelector(".grid-day.today .grid-day-head");
    const hours = grid.querySelector(".grid-hours");
    if (today && hours && grid.scrollWidth > grid.clientWidth) grid.scrollLeft = today.offsetLeft - hours.offsetWidth;
    if (!line) return;
    const loaded = Date.now();
    window.setInterval(() => {
      const minute = lineMinute + Math.floor((Date.now() - loaded) / 60000);
      if (minute >= 24 * 60) line.hidden = true;
      else line.style.setProperty("--start", String(minute));
    }, 30000);
  });

  // ---------- Header menus ----------
  // From 640px the header's <details> menus stand open as a row of "New" buttons and the
  // filter form, their summaries hidden (planner.css shows their contents even while closed, for
  // pages without JavaScript). Opening them here also tells assistive technology and the browser
  // that the contents are there; they stop being menus that app.js closes on a click outside.
  const wide = window.matchMedia("(min-width: 640px)");
  const placeMenus = () => {
    document.querySelectorAll("details.planner-menu").forEach((menu) => {
      menu.open = wide.matches;
      menu.toggleAttribute("data-menu", !wide.matches);
    });
  };
  placeMenus();
  wide.addEventListener("change", placeMenus);

  // ---------- Month on a phone: picking a day ----------
  // A day of the compact month is a link (?day=) that the server answers with the same month
  // and that day's list under it; here the list is swapped in without reloading the page. The
  // address follows (without a history entry per tap), and any failure falls back to the link.
  const monthGrid = document.querySelector(".month-grid");
  if (monthGrid && document.getElementById("month-day")) {
    monthGrid.addEventListener("click", async (event) => {
      const link = event.target.closest("a.day-pick");
      if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      try {
        const response = await fetch(link.href, { credentials: "same-origin", headers: { Accept: "text/html" } });
        if (!response.ok) throw new Error(String(response.status));
        const page = new DOMParser().parseFromString(await response.text(), "text/html");
        const list = page.getElementById("month-day");
        const doneForm = page.getElementById("done-form");
        if (!list || !doneForm) throw new Error("no day list");
        list.querySelectorAll("[data-category-color]").forEach((element) => {
          element.style.setProperty("--category-color", element.dataset.categoryColor);
        });
        document.getElementById("month-day").replaceWith(document.adoptNode(list));
        document.getElementById("done-form").replaceWith(document.adoptNode(doneForm));
        monthGrid.querySelectorAll("td.selected").forEach((cell) => cell.classList.remove("selected"));
        monthGrid.querySelectorAll("a.day-pick[aria-current]").forEach((pick) => pick.removeAttribute("aria-current"));
        link.closest("td").classList.add("selected");
        link.setAttribute("aria-current", "true");
        window.history.replaceState(null, "", link.href);
      } catch (_) {
        window.location.href = link.href;
      }
    });
  }

  // ---------- Item form: show what the chosen kind and repeat use ----------
  const form = document.getElementById("item-form");
  if (!form) return;
  const update = () => {
    const kind = (form.querySelector("input[name=kind]:checked") || {}).value || "event";
    form.querySelectorAll("[data-kind-only]").forEach((element) => {
      element.hidden = !element.dataset.kindOnly.split(" ").includes(kind);
    });
    form.querySelectorAll("[data-kind-hint]").forEach((element) => {
      element.hidden = element.dataset.kindHint !== kind;
    });
    const frequency = (form.querySelector("select[name=repeat_frequency]") || {}).value || "none";
    form.querySelectorAll("[data-repeat-only]").forEach((element) => {
      element.hidden = element.dataset.repeatOnly !== frequency;
    });
    // How often and until when mean nothing without a repeat, or for a calendar app's rule kept as it is.
    form.querySelectorAll("[data-repeat-hide]").forEach((element) => {
      element.hidden = element.dataset.repeatHide.split(" ").includes(frequency);
    });
    const allDay = form.querySelector("input[name=all_day]");
    form.querySelectorAll("input[name=start_time], input[name=end_time]").forEach((input) => {
      input.closest(".field").hidden = Boolean(allDay && allDay.checked);
    });
  };
  form.addEventListener("change", update);
  update();
})();
