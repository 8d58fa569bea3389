// Domov name days: suggestions while typing a name. The pages work without it (the search
// page lists suggestions itself); this only fills the field's <datalist> as one types.
(() => {
  "use strict";

  document.querySelectorAll("input[data-suggest-url]").forEach((input) => {
    const list = input.list;
    if (!list) return;
    let timer = null;
    let latest = 0;
    const fill = (suggestions) => {
      list.replaceChildren(...suggestions.map((suggestion) => {
        const option = document.createElement("option");
        option.value = suggestion.name;
        if (suggestion.nickname) option.label = `${suggestion.nickname} → ${suggestion.name}`;
        return option;
      }));
    };
    input.addEventListener("input", () => {
      clearTimeout(timer);
      const query = input.value.trim();
      if (!query) { fill([]); return; }
      timer = setTimeout(async () => {
        const request = ++latest;
        try {
          const response = await fetch(`${input.dataset.suggestUrl}?q=${encodeURIComponent(query)}`, {
            headers: { Accept: "application/json" }, credentials: "same-origin",
          });
          if (!response.ok || request !== latest) return;
          const body = await response.json();
          fill(body.suggestions || []);
        } catch (_) {
          // Offline or signed out: the field still works as plain text.
        }
      }, 150);
    });
  });
})();
