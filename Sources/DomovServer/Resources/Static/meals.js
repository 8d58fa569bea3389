// Domov meals: likes and shopping-list ticks without reloading the page (so the list keeps its
// scroll position). Without JavaScript both are plain form posts.
(() => {
  "use strict";

  document.addEventListener("submit", async (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.classList.contains("like-form")) return;
    event.preventDefault();
    const button = form.querySelector(".like-button");
    if (button.disabled) return;
    button.disabled = true;
    try {
      const body = new URLSearchParams(new FormData(form));
      body.delete("next");
      const response = await fetch(form.action, {
        method: "POST",
        headers: { Accept: "application/json" },
        body,
        credentials: "same-origin",
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const result = await response.json();
      // Every heart of this recipe on the page follows (a card and the detail could both show).
      document.querySelectorAll(`form.like-form[action="${form.getAttribute("action")}"]`).forEach((other) => {
        const otherButton = other.querySelector(".like-button");
        otherButton.setAttribute("aria-pressed", result.liked ? "true" : "false");
        otherButton.querySelector(".heart").textContent = result.liked ? "♥" : "♡";
        const label = otherButton.querySelector(".like-label");
        const name = otherButton.dataset.recipeName;
        const verb = result.liked ? otherButton.dataset.unlikeLabel : otherButton.dataset.likeLabel;
        label.textContent = `${verb} ${name}`;
        const count = other.querySelector(".like-count");
        count.dataset.likeCount = String(result.count);
        count.textContent = result.label;
      });
    } catch (error) {
      // Fall back to the plain form post, which reloads the page with the new state.
      form.submit();
      return;
    } finally {
      button.disabled = false;
    }
  });

  document.addEventListener("submit", async (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.classList.contains("shopping-check")) return;
    event.preventDefault();
    const button = form.querySelector(".check-button");
    // Not disabled while it waits: a disabled button would lose the keyboard's focus.
    if (form.dataset.busy === "true") return;
    form.dataset.busy = "true";
    try {
      const response = await fetch(form.action, {
        method: "POST",
        headers: { Accept: "application/json" },
        body: new URLSearchParams(new FormData(form)),
        credentials: "same-origin",
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const result = await response.json();
      form.closest(".shopping-item").classList.toggle("is-checked", result.checked);
      button.setAttribute("aria-pressed", result.checked ? "true" : "false");
      button.setAttribute("aria-label", result.label);
      button.querySelector("span").textContent = result.checked ? "☑" : "☐";
      form.querySelector("input[name='checked']").value = result.checked ? "off" : "on";
      const clear = document.getElementById("shopping-clear-form");
      if (clear) clear.hidden = !result.anyChecked;
    } catch (error) {
      // Fall back to the plain form post, which reloads the list with the new state.
      form.submit();
    } finally {
      delete form.dataset.busy;
    }
  });
})();
