// Domov phrasebook: small improvements over pages that work without it.
// - Speak: reads the translation with the browser's speech synthesis, shown only when a
//   voice for the language exists. The button is pressed (aria-pressed) while the voice
//   speaks, so screen readers and eyes see it, and pressing it then stops the voice.
// - The word picker opens in a dialog over the phrase instead of a new page; Cancel closes it.
// - Offline: once a pack is visited, its menu pages and pack.json are fetched once, so the
//   service worker (sw.js) has them for a trip without data.
"use strict";

(function () {
  function voiceFor(lang) {
    if (!("speechSynthesis" in window)) return null;
    const wanted = lang.toLowerCase();
    const base = wanted.split("-")[0];
    const voices = window.speechSynthesis.getVoices();
    return voices.find((v) => v.lang.toLowerCase().replace("_", "-") === wanted)
      || voices.find((v) => v.lang.toLowerCase().split(/[-_]/)[0] === base) || null;
  }

  function setUpSpeak() {
    const button = document.getElementById("pb-speak");
    if (!button || !("speechSynthesis" in window)) return;
    const show = () => {
      const voice = voiceFor(button.dataset.lang || "");
      button.hidden = !voice;
      return voice;
    };
    show();
    button.setAttribute("aria-pressed", "false");
    window.speechSynthesis.addEventListener("voiceschanged", show);
    let current = null;
    button.addEventListener("click", () => {
      if (current) {
        // Pressed again while speaking (or waiting to): stop. Reset here too, so the button
        // is never stuck pressed when an engine reports no end after cancel().
        current = null;
        button.setAttribute("aria-pressed", "false");
        window.speechSynthesis.cancel();
        return;
      }
      const voice = show();
      if (!voice) return;
      window.speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(button.dataset.text || "");
      utterance.voice = voice;
      utterance.lang = voice.lang;
      // Pressed from the voice's first sound (start) to its last (end), or until it fails.
      const finish = () => {
        if (current !== utterance) return;
        current = null;
        button.setAttribute("aria-pressed", "false");
      };
      utterance.addEventListener("start", () => { if (current === utterance) button.setAttribute("aria-pressed", "true"); });
      utterance.addEventListener("end", finish);
      utterance.addEventListener("error", finish);
      current = utterance;
      window.speechSynthesis.speak(utterance);
    });
  }

  function setUpPicker() {
    if (typeof HTMLDialogElement === "undefined") return;
    const list = document.getElementById("pb-phrases");
    if (!list) return;
    list.addEventListener("click", async (event) => {
      const slot = event.target.closest("a.pb-slot");
      if (!slot || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      try {
        const response = await fetch(slot.href, { credentials: "same-origin" });
        if (!response.ok) throw new Error(String(response.status));
        const page = new DOMParser().parseFromString(await response.text(), "text/html");
        const picker = page.getElementById("pb-picker");
        if (!picker) throw new Error("no picker");
        const dialog = document.createElement("dialog");
        dialog.className = "pb-dialog";
        dialog.setAttribute("aria-labelledby", "pb-dialog-title");
        dialog.appendChild(document.importNode(picker, true));
        const heading = dialog.querySelector("h1");
        if (heading) heading.id = "pb-dialog-title";
        const cancel = dialog.querySelector("#pb-cancel");
        if (cancel) {
          cancel.addEventListener("click", (e) => { e.preventDefault(); dialog.close(); });
        }
        dialog.addEventListener("close", () => { dialog.remove(); slot.focus(); });
        document.body.appendChild(dialog);
        dialog.showModal();
      } catch (error) {
        window.location.href = slot.href;
      }
    });
  }

  async function keepPackOffline() {
    if (!("caches" in window) || !navigator.serviceWorker || !navigator.serviceWorker.controller) return;
    const root = document.querySelector(".pb[data-pack]");
    if (!root) return;
    const prefix = `/phrasebook/${root.dataset.pack}`;
    const links = Array.from(document.querySelectorAll("#pb-menu a[href]"))
      .map((a) => a.getAttribute("href"))
      .filter((href) => href === prefix || href.startsWith(`${prefix}/`));
    links.push(`${prefix}/pack.json`);
    const cache = await caches.open("domov-phrasebook-v1");
    for (const href of links) {
      if (await cache.match(href)) continue;
      // Fetched through the service worker, which stores the answer.
      try { await fetch(href, { credentials: "same-origin" }); } catch { return; }
    }
  }

  document.addEventListener("DOMContentLoaded", () => {
    setUpSpeak();
    setUpPicker();
    keepPackOffline().catch(() => undefined);
  });
})();
