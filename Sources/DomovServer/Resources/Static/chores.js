// The chore form shows only the fields of the chosen kind and rotation. The server renders
// the groups that do not apply with `hidden` (and a button to send the form back when the
// choice changes, for browsers without this script); here they follow the choice at once.
// A group names the choice it belongs to: data-shown-for="kind" data-shown-values="recurring".
(function () {
  "use strict";
  var groups = document.querySelectorAll("[data-shown-for]");
  if (!groups.length) return;

  function chosen(form, name) {
    var checked = form && form.querySelector("input[name='" + name + "']:checked");
    return checked ? checked.value : "";
  }

  function update() {
    groups.forEach(function (group) {
      var values = group.dataset.shownValues.split(" ");
      group.hidden = values.indexOf(chosen(group.closest("form"), group.dataset.shownFor)) < 0;
    });
  }

  // Removed, not hidden: the first submit button is what Enter presses in a text field.
  document.querySelectorAll("[data-refresh-fields]").forEach(function (element) { element.remove(); });
  document.addEventListener("change", function (event) {
    var target = event.target;
    if (target.type === "radio" && document.querySelector("[data-shown-for='" + target.name + "']")) update();
  });
  update();
})();

// Domov chores: keeps each chore's status, time remaining and progress bar current while the
// page is open. The page works without it; this only saves a reload. The rule is the one in
// ChoreStatus (DomovCore): upcoming before the start, soon from 50 %, critical from 80 % of
// the span, overdue from the due time. Labels come from data attributes on .chores.
(function () {
  "use strict";
  // The module's pages, or the chores card on Today: where the labels are.
  var root = document.querySelector(".chores, [data-chores-live]");
  if (!root) return;
  var STATUSES = ["upcoming", "ok", "soon", "critical", "overdue", "done"];
  // The server's clock may differ from the device's: keep the offset seen at load.
  var offset = Number(root.dataset.now || Date.now()) - Date.now();

  function status(start, due, now, done) {
    if (done) return "done";
    if (now < start) return "upcoming";
    if (now >= due) return "overdue";
    var elapsed = now - start, span = due - start;
    if (elapsed * 5 >= span * 4) return "critical";
    if (elapsed * 2 >= span) return "soon";
    return "ok";
  }

  function duration(ms) {
    var minutes = Math.floor(ms / 60000);
    if (minutes <= 0) return root.dataset.textUnderMinute;
    var parts = [[Math.floor(minutes / 1440), root.dataset.unitD], [Math.floor(minutes % 1440 / 60), root.dataset.unitH], [minutes % 60, root.dataset.unitMin]];
    var first = 0;
    while (first < 2 && parts[first][0] === 0) first++;
    return parts.slice(first, first + 2).filter(function (p) { return p[0] > 0; })
      .map(function (p) { return p[0] + " " + p[1]; }).join(" ");
  }

  function remaining(start, due, now) {
    if (now < start) return root.dataset.textStarts.replace("{}", duration(start - now));
    if (due > now) return root.dataset.textLeft.replace("{}", duration(due - now));
    return root.dataset.textOverdue.replace("{}", duration(now - due));
  }

  function setStatusClass(element, current) {
    STATUSES.forEach(function (s) { element.classList.remove("status-" + s); });
    element.classList.add("status-" + current);
  }

  function refresh() {
    var now = Date.now() + offset;
    document.querySelectorAll("[data-chore-due]").forEach(function (element) {
      var start = Number(element.dataset.choreStart), due = Number(element.dataset.choreDue);
      var done = element.dataset.choreDone === "1";
      var current = status(start, due, now, done);
      setStatusClass(element, current);
      var badge = element.querySelector(".chore-status");
      if (badge && badge.textContent !== root.dataset["label" + current.charAt(0).toUpperCase() + current.slice(1)]) {
        setStatusClass(badge, current);
        badge.textContent = root.dataset["label" + current.charAt(0).toUpperCase() + current.slice(1)];
      }
      if (done) return;
      var text = element.querySelector(".chore-remaining");
      if (text) text.textContent = remaining(start, due, now);
      var bar = element.querySelector("progress");
      if (bar && due > start) {
        var value = Math.max(0, Math.min(1000, Math.floor((now - start) / (due - start) * 1000)));
        bar.value = value;
        bar.textContent = Math.floor(value / 10) + " %";
      }
    });
  }

  refresh();
  setInterval(refresh, 5000);
  document.addEventListener("visibilitychange", function () { if (!document.hidden) refresh(); });
})();
