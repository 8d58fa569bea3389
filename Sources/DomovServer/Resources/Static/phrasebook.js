// Domov phrasebook: small improvements over pages that work without it.
// - Speak: reads the translation with the browser's speech synthesis, shown only when a
//   voice for the language exists. The button is pressed (aria-pressed) while the voice
//   speaks, so screen readers and eyes see it, and pressing it then stops the voice.
// - The word picker opens in a dialog over the phrase instead of a new page; Cancel closes it.
// - Offline: once a pack is visited, its menu pages, pack.json and offline.json are fetched
//   once, so the service worker (sw.js) has them for a trip without data. offline.json holds
//   the pack as the server renders it (phrases split into text and slots, every word in both
//   spellings and scripts); with it this script draws what the server would: a cached page
//   answered for another selection is redrawn for the address's words, the picker is built
//   when the server cannot send it, and Latin/Cyrillic switches in the page. It only
//   substitutes words into pieces; no grammar lives here.
// - Favourites: the button toggles in place; without the network the change waits in
//   localStorage and is sent when the server answers again (see "Favourites" below).
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

  // ---------- Offline data ----------
  const root = () => document.querySelector(".pb[data-pack]");
  let dataPromise = null;

  function offlineData() {
    const pb = root();
    if (!pb || !pb.dataset.offline) return Promise.resolve(null);
    if (!dataPromise) {
      dataPromise = fetch(pb.dataset.offline, { credentials: "same-origin" })
        .then((r) => (r.ok ? r.json() : null))
        .catch(() => null);
    }
    return dataPromise;
  }

  const SCRIPT_KEY = "domov-pb-script";

  function currentScript(data) {
    const chosen = localStorage.getItem(SCRIPT_KEY) || root().dataset.script || "latin";
    return data.scripts.includes(chosen) ? chosen : data.scripts[0];
  }

  // As PhrasebookState.encode: these characters stay, everything else is percent-encoded.
  function encode(value) {
    return encodeURIComponent(value)
      .replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase())
      .replace(/%3A/g, ":").replace(/%2F/g, "/");
  }

  function query(pairs) {
    return pairs.length ? "?" + pairs.map(([k, v]) => `${k}=${encode(v)}`).join("&") : "";
  }

  function entryOf(data, form, entry) {
    const list = data.forms[form];
    return list ? list.entries.find((e) => e.id === entry) || null : null;
  }

  // As Phrase.takes: the slot allows the word's form and takes its kind (a slot without
  // kinds, or a word without one, fits), so "Please call |1|." never offers coffee.
  function takes(data, phrase, slot, form, entry) {
    const known = data.phrases[phrase];
    if (!known || !(known.slots[String(slot)] || []).includes(form)) return false;
    const kinds = (known.kinds || {})[String(slot)] || [];
    return !kinds.length || !entry.kind || kinds.includes(entry.kind);
  }

  // The address's state ("p" and "w=phrase.slot.form:entry"), keeping only what the pack
  // has, as PhrasebookController.state and PhraseChoices.resolved do.
  function stateFrom(data, search) {
    const params = new URLSearchParams(search);
    const choices = {};
    for (const token of params.getAll("w")) {
      const parts = token.split(".");
      if (parts.length < 3) continue;
      const [phrase, slotText] = parts;
      const choice = parts.slice(2).join(".");
      const colon = choice.indexOf(":");
      const slot = Number(slotText);
      if (!phrase || !/^[1-9]$/.test(slotText) || colon < 1 || colon === choice.length - 1) continue;
      const form = choice.slice(0, colon);
      const entry = choice.slice(colon + 1);
      const found = entryOf(data, form, entry);
      if (!found || !takes(data, phrase, slot, form, found)) continue;
      (choices[phrase] = choices[phrase] || {})[slot] = { form, entry };
    }
    const p = params.get("p");
    return { selected: p && data.phrases[p] ? p : null, choices };
  }

  function stateQuery(state, extra) {
    const pairs = extra.slice();
    if (state.selected) pairs.push(["p", state.selected]);
    for (const phrase of Object.keys(state.choices).sort()) {
      const slots = state.choices[phrase];
      for (const slot of Object.keys(slots).map(Number).sort((a, b) => a - b)) {
        pairs.push(["w", `${phrase}.${slot}.${slots[slot].form}:${slots[slot].entry}`]);
      }
    }
    return query(pairs);
  }

  function choosing(state, phrase, slot, choice) {
    const choices = JSON.parse(JSON.stringify(state.choices));
    (choices[phrase] = choices[phrase] || {})[slot] = choice;
    return { selected: phrase, choices };
  }

  function categoryPath() {
    return window.location.pathname.replace(/\/pick$/, "");
  }

  // The word in a slot, as the server's PhraseRenderer puts it there, or null.
  function word(data, state, phrase, piece, side, script) {
    const choice = (state.choices[phrase] || {})[piece.slot];
    if (!choice) return null;
    const entry = entryOf(data, choice.form, choice.entry);
    if (!entry || !takes(data, phrase, piece.slot, choice.form, entry)) return null;
    const spellings = side === "source" ? entry.source : entry.target[script];
    return piece.opening ? spellings.opening : spellings.inside;
  }

  // CzechPrepositions (core): a one-letter preposition just before a slot reads as a syllable
  // when the slot's word starts with the same sound or its pair ("ke kostelu", "ve vlaku").
  const SYLLABIC_BEFORE = { k: "kg", s: "szšž", z: "zsžš", v: "vf" };
  function vocalized(text, chosen, language) {
    if (chosen === null || !(language === "cs" || language.startsWith("cs-")) || !text.endsWith(" ")) return text;
    const body = text.slice(0, -1);
    const sounds = SYLLABIC_BEFORE[body.slice(-1).toLowerCase()];
    if (!sounds || !sounds.includes(chosen.charAt(0).toLowerCase())) return text;
    const before = body.slice(0, -1);
    return before === "" || before.endsWith(" ") ? body + "e " : text;
  }

  // One side of a phrase as the server's PhraseRenderer renders it: texts, written for the word
  // that follows them, and slots with their word or null.
  function filled(data, state, phrase, side, script) {
    const pieces = side === "source" ? data.phrases[phrase].source : data.phrases[phrase].target[script];
    const language = side === "source" ? data.sourceLanguage : data.targetLanguage;
    const words = pieces.map((piece) => (typeof piece === "string" ? null : word(data, state, phrase, piece, side, script)));
    return pieces.map((piece, index) => (typeof piece === "string"
      ? { text: vocalized(piece, index + 1 < pieces.length ? words[index + 1] : null, language) }
      : { piece, chosen: words[index] }));
  }

  function element(tag, attributes, children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) {
      if (value !== null && value !== undefined) node.setAttribute(name, value);
    }
    for (const child of children || []) node.append(child);
    return node;
  }

  function plainText(data, state, phrase, side, script) {
    return filled(data, state, phrase, side, script).map((part) => ("text" in part ? part.text : part.chosen || data.texts.emptySlot)).join("");
  }

  function plainSource(data, state, phrase) {
    return plainText(data, state, phrase, "source");
  }

  // PhrasebookPhraseHTML.source
  function sourceNodes(data, state, phrase) {
    return filled(data, state, phrase, "source").map(({ text, piece, chosen }) => {
      if (text !== undefined) return document.createTextNode(text);
      const href = categoryPath() + "/pick" + stateQuery(state, [["phrase", phrase], ["slot", String(piece.slot)]]);
      return element("a", { class: chosen === null ? "pb-slot" : "pb-slot pb-slot--filled", href, "data-slot": String(piece.slot), title: piece.hint },
        [chosen === null ? piece.label : chosen]);
    });
  }

  // PhrasebookTranslationBar.
  function bar(data, state, phrase, script) {
    if (!phrase) {
      return element("section", { class: "pb-bar pb-bar--empty", id: "pb-bar", "aria-live": "polite" }, [element("p", {}, [data.texts.chooseAPhrase])]);
    }
    const target = [];
    let spoken = "";
    for (const { text, chosen } of filled(data, state, phrase, "target", script)) {
      if (text !== undefined) {
        target.push(document.createTextNode(text));
        spoken += text;
        continue;
      }
      target.push(chosen === null ? element("span", { class: "pb-gap" }, [data.texts.emptySlot]) : element("strong", { class: "pb-word" }, [chosen]));
      spoken += chosen || "";
    }
    const lang = data.targetLanguage + (script === "cyrillic" ? "-Cyrl" : "");
    return element("section", { class: "pb-bar", id: "pb-bar", "aria-live": "polite", "aria-labelledby": "pb-bar-title" }, [
      element("h2", { id: "pb-bar-title", class: "visually-hidden" }, [data.texts.translation]),
      element("p", { class: "pb-bar-source", id: "pb-bar-source", lang: data.sourceLanguage }, [plainSource(data, state, phrase)]),
      element("p", { class: "pb-bar-target", id: "pb-bar-target", lang }, target),
      element("div", { class: "pb-bar-actions" }, [
        element("button", { type: "button", class: "button pb-speak", id: "pb-speak", hidden: "", "data-lang": data.speechLanguage, "data-text": spoken }, [data.texts.speak]),
        favouriteForm(data, state, phrase) || "",
      ]),
    ]);
  }

  // Draws the category page for `state` (the rows, their links and the bar), as the server would.
  function drawCategory(data, state) {
    const list = document.getElementById("pb-phrases");
    if (!list) return;
    const here = categoryPath();
    let selectedHere = null;
    for (const row of list.querySelectorAll("li.pb-phrase[data-phrase]")) {
      const phrase = row.dataset.phrase;
      if (!data.phrases[phrase]) continue;
      const isSelected = phrase === state.selected;
      if (isSelected) selectedHere = phrase;
      row.classList.toggle("pb-phrase--selected", isSelected);
      row.querySelector(".pb-source").replaceChildren(...sourceNodes(data, state, phrase));
      const translate = row.querySelector("a.pb-translate");
      translate.setAttribute("href", here + stateQuery({ selected: phrase, choices: state.choices }, []) + "#pb-bar");
      if (isSelected) translate.setAttribute("aria-current", "true"); else translate.removeAttribute("aria-current");
    }
    const old = document.getElementById("pb-bar");
    if (old) old.replaceWith(bar(data, state, selectedHere, currentScript(data)));
    root().dataset.drawn = stateQuery(state, []);
    setUpSpeak();
    drawPending(data);
  }

  // PhrasebookPickerPage, for when the server cannot send it.
  function pickerNode(data, state, phrase, slot, script) {
    const back = categoryPath() + stateQuery(state, []) + `#phrase-${phrase}`;
    // PhraseRenderer.pickerSections: the words the slot takes; a form with none is left out.
    const sections = (data.phrases[phrase].slots[String(slot)] || []).filter((id) => data.forms[id]).map((id) => {
      const offered = data.forms[id].entries.filter((entry) => takes(data, phrase, slot, id, entry));
      return { id, form: data.forms[id], offered };
    }).filter(({ offered }) => offered.length).map(({ id, form, offered }) => {
      const entries = offered.map((entry) => {
        const choice = { form: id, entry: entry.id };
        const href = categoryPath() + stateQuery(choosing(state, phrase, slot, choice), []) + `#phrase-${phrase}`;
        const parts = [element("span", { class: "pb-entry-source" }, [entry.source.inside]), " ",
          element("span", { class: "pb-entry-target", lang: data.targetLanguage }, [entry.target[script].inside])];
        if (entry.grammar) parts.push(element("span", { class: "pb-entry-grammar" }, [entry.grammar]));
        return element("li", {}, [element("a", { class: "pb-entry", href, "data-choice": `${id}:${entry.id}` }, parts)]);
      });
      return element("section", { class: "pb-picker-section", "data-form": id }, [element("h2", {}, [form.name]), element("ul", { class: "pb-entries" }, entries)]);
    });
    return element("div", { class: "pb-picker", id: "pb-picker", "data-slot": String(slot), "data-phrase": phrase }, [
      element("h1", {}, [data.texts.pickWordFor.split("\u0001").join(plainSource(data, state, phrase))]),
      ...sections,
      element("p", { class: "pb-picker-actions" }, [element("a", { class: "button pb-cancel", id: "pb-cancel", href: back }, [data.texts.cancel])]),
    ]);
  }

  async function serverPicker(href, phrase, slot) {
    const response = await fetch(href, { credentials: "same-origin" });
    if (!response.ok) throw new Error(String(response.status));
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const picker = page.getElementById("pb-picker");
    // A stored picker of another phrase or slot is no answer.
    if (!picker || picker.dataset.phrase !== phrase || picker.dataset.slot !== slot) throw new Error("no picker");
    return document.importNode(picker, true);
  }

  function setUpPicker() {
    if (typeof HTMLDialogElement === "undefined") return;
    const list = document.getElementById("pb-phrases");
    if (!list) return;
    list.addEventListener("click", async (event) => {
      const slot = event.target.closest("a.pb-slot");
      if (!slot || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      const phrase = slot.closest("li.pb-phrase").dataset.phrase;
      let picker = null;
      try {
        picker = await serverPicker(slot.href, phrase, slot.dataset.slot);
      } catch (error) {
        const data = await offlineData();
        if (data && data.phrases[phrase]) {
          picker = pickerNode(data, stateFrom(data, new URL(slot.href).search), phrase, Number(slot.dataset.slot), currentScript(data));
        }
      }
      if (!picker) {
        window.location.href = slot.href;
        return;
      }
      const dialog = document.createElement("dialog");
      dialog.className = "pb-dialog";
      dialog.setAttribute("aria-labelledby", "pb-dialog-title");
      dialog.appendChild(picker);
      const heading = dialog.querySelector("h1");
      if (heading) heading.id = "pb-dialog-title";
      const cancel = dialog.querySelector("#pb-cancel");
      if (cancel) {
        cancel.addEventListener("click", (e) => { e.preventDefault(); dialog.close(); });
      }
      dialog.addEventListener("close", () => { dialog.remove(); slot.focus(); });
      document.body.appendChild(dialog);
      dialog.showModal();
    });
  }

  // ---------- Favourites without the network ----------
  // The button sends its form with fetch and toggles in place. When the network is gone, the
  // change is kept in localStorage (one per phrase, the last wins), shown as waiting on the
  // bar, on the favourites page and as a count on every page of the pack, and sent through
  // the same form endpoint (with the page's CSRF token) once the server answers again. Each
  // change names its person (the page's data-owner): another person signed in on the same
  // browser neither sees nor sends it.
  const PENDING_KEY = "domov-pb-favourites-pending";

  function pendingChanges() {
    try {
      const list = JSON.parse(localStorage.getItem(PENDING_KEY) || "[]");
      return Array.isArray(list) ? list : [];
    } catch (error) {
      return [];
    }
  }

  function keepPending(list) {
    if (list.length) localStorage.setItem(PENDING_KEY, JSON.stringify(list));
    else localStorage.removeItem(PENDING_KEY);
  }

  function owner() {
    return (root() && root().dataset.owner) || "";
  }

  // The changes of the person signed in here.
  function ownChanges() {
    return pendingChanges().filter((c) => c.owner === owner());
  }

  function pendingFor(pack, phrase) {
    return ownChanges().find((c) => c.pack === pack && c.phrase === phrase) || null;
  }

  function same(a, b) {
    return a.owner === b.owner && a.pack === b.pack && a.phrase === b.phrase;
  }

  function remember(change) {
    keepPending(pendingChanges().filter((c) => !same(c, change)).concat([change]));
  }

  // Drops a change once sent, unless a newer one for the phrase came meanwhile.
  function forget(change) {
    keepPending(pendingChanges().filter((c) => !(same(c, change) && c.at === change.at)));
  }

  function csrfToken() {
    const field = document.querySelector("input[name='_csrf']");
    return field ? field.value : "";
  }

  // "sent", or "refused" (signed out, a stale token, a phrase the pack lost); throws offline.
  async function send(change, token) {
    const body = new URLSearchParams({ _csrf: token, phrase: change.phrase, choices: change.choices, favourite: change.favourite });
    const response = await fetch(change.action, {
      method: "POST", body, credentials: "same-origin", redirect: "manual", headers: { Accept: "application/json" },
    });
    if (response.ok) return "sent";
    return response.status === 404 ? "gone" : "refused";
  }

  // As SavedPhrase's storedText: "1=form:entry 2=form:entry".
  function storedChoices(state, phrase) {
    const slots = state.choices[phrase] || {};
    return Object.keys(slots).map(Number).sort((a, b) => a - b).map((slot) => `${slot}=${slots[slot].form}:${slots[slot].entry}`).join(" ");
  }

  function isFavourite(data, pack, phrase) {
    const pending = pendingFor(pack, phrase);
    return pending ? pending.favourite === "on" : data.favourites.includes(phrase);
  }

  // PhrasebookTranslationBar.favouriteForm, for a bar drawn in the page.
  function favouriteForm(data, state, phrase) {
    const token = csrfToken();
    if (!token || !data.favouriteAction) return null;
    const on = isFavourite(data, data.pack, phrase);
    const hidden = (name, value) => element("input", { type: "hidden", name, value });
    return element("form", { id: "pb-favourite-form", class: "pb-favourite", method: "post", action: data.favouriteAction, novalidate: "" }, [
      hidden("_csrf", token), hidden("phrase", phrase), hidden("choices", storedChoices(state, phrase)),
      hidden("favourite", on ? "off" : "on"), hidden("back", categoryPath() + stateQuery(state, [])),
      element("button", { type: "submit", class: on ? "button" : "button secondary", id: "pb-favourite", "aria-pressed": on ? "true" : "false" },
        [on ? data.texts.removeFavourite : data.texts.addFavourite]),
    ]);
  }

  // The button and its note as `on` and `waiting` say.
  function showFavourite(data, form, on, waiting) {
    form.querySelector("input[name='favourite']").value = on ? "off" : "on";
    const button = form.querySelector("#pb-favourite");
    button.setAttribute("aria-pressed", on ? "true" : "false");
    button.classList.toggle("secondary", !on);
    if (data) button.textContent = on ? data.texts.removeFavourite : data.texts.addFavourite;
    let note = document.getElementById("pb-favourite-note");
    if (!waiting) {
      if (note) note.remove();
      return;
    }
    if (!note && data) {
      note = element("span", { class: "pb-favourite-note", id: "pb-favourite-note" }, [data.texts.favouriteKept]);
      form.after(note);
    }
  }

  function setUpFavourite() {
    document.addEventListener("submit", async (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.id !== "pb-favourite-form") return;
      event.preventDefault();
      const field = (name) => (form.querySelector(`input[name='${name}']`) || {}).value || "";
      const change = {
        owner: owner(), pack: root().dataset.pack, phrase: field("phrase"), choices: field("choices"),
        favourite: field("favourite") === "off" ? "off" : "on", action: form.getAttribute("action"), at: Date.now(),
      };
      const on = change.favourite === "on";
      let result;
      try {
        result = await send(change, field("_csrf"));
      } catch (error) {
        result = "offline";
      }
      const data = await offlineData();
      if (result === "sent") {
        // A change sent now replaces one still waiting for the phrase.
        const waiting = pendingFor(change.pack, change.phrase);
        if (waiting) forget(waiting);
        showFavourite(data, form, on, false);
      } else if (result === "offline") {
        remember(change);
        showFavourite(data, form, on, true);
      } else {
        form.submit(); // the server's own answer: the sign-in page or its error
        return;
      }
      drawPending(data);
    });
  }

  // The waiting changes on this page: the bar's note, the favourites list, and a count.
  function drawPending(data) {
    const pb = root();
    if (!pb || !data) return;
    const mine = ownChanges().filter((c) => c.pack === pb.dataset.pack && data.phrases[c.phrase]);
    const content = document.getElementById("pb-content");
    let count = document.getElementById("pb-pending");
    if (!mine.length) {
      if (count) count.remove();
    } else if (content) {
      if (!count) {
        count = element("p", { class: "pb-pending", id: "pb-pending", role: "status" }, []);
        content.prepend(count);
      }
      count.textContent = `${data.texts.favouritesWaiting} ${mine.length}`;
    }
    const form = document.getElementById("pb-favourite-form");
    if (form) {
      const phrase = (form.querySelector("input[name='phrase']") || {}).value;
      const pending = mine.find((c) => c.phrase === phrase);
      if (pending) showFavourite(data, form, pending.favourite === "on", true);
      else showFavourite(null, form, form.querySelector("#pb-favourite").getAttribute("aria-pressed") === "true", false);
    }
    drawPendingFavourites(data, mine);
  }

  function drawPendingFavourites(data, mine) {
    const empty = document.getElementById("pb-favourites-empty");
    if (!document.getElementById("pb-favourites") && !empty) return;
    for (const node of document.querySelectorAll("[data-pending]")) node.remove();
    let list = document.getElementById("pb-favourites");
    if (list) {
      for (const item of list.querySelectorAll("li.pb-hit--pending")) item.classList.remove("pb-hit--pending");
    }
    const script = currentScript(data);
    for (const change of mine) {
      const listed = list ? list.querySelector(`li[data-phrase="${CSS.escape(change.phrase)}"]`) : null;
      if (change.favourite === "off" && listed) {
        listed.classList.add("pb-hit--pending");
        listed.append(element("span", { class: "pb-hit-pending", "data-pending": "" }, [data.texts.favouriteRemovalNotSent]));
      } else if (change.favourite === "on" && !listed) {
        if (!list) {
          list = element("ol", { class: "pb-hits", id: "pb-favourites", "data-pending": "" }, []);
          empty.before(list);
        }
        list.prepend(pendingItem(data, change, script));
      }
    }
    const shown = list && list.querySelector("li");
    if (empty) empty.hidden = !!shown;
  }

  // A favourite added without the network, drawn as the favourites page draws one.
  function pendingItem(data, change, script) {
    const phrase = data.phrases[change.phrase];
    const state = stateFrom(data, "?" + change.choices.split(" ").filter(Boolean)
      .map((part) => "w=" + encode(`${change.phrase}.${part.replace("=", ".")}`)).join("&"));
    state.selected = change.phrase;
    const target = plainText(data, state, change.phrase, "target", script);
    const href = `/phrasebook/${data.pack}/categories/${phrase.category}` + stateQuery(state, []) + "#pb-bar";
    return element("li", { class: "pb-hit pb-hit--pending", "data-phrase": change.phrase, "data-pending": "" }, [
      element("a", { href }, [
        element("span", { class: "pb-hit-source" }, [plainSource(data, state, change.phrase)]), " ",
        element("span", { class: "pb-hit-target", lang: data.targetLanguage + (script === "cyrillic" ? "-Cyrl" : "") }, [target]),
      ]),
      " ", element("span", { class: "pb-hit-category" }, [(data.categories || {})[phrase.category] || ""]),
      " ", element("span", { class: "pb-hit-pending" }, [data.texts.favouriteNotSent]),
    ]);
  }

  // Sends what waits, oldest first; stops at the first change the network does not carry.
  let flushing = false;
  async function flushPending() {
    const token = csrfToken();
    if (flushing || !token || !owner() || !ownChanges().length) return;
    flushing = true;
    let sent = 0;
    try {
      for (const change of ownChanges()) {
        let result;
        try {
          result = await send(change, token);
        } catch (error) {
          break; // still offline
        }
        if (result === "refused") break; // kept for a page with a valid session
        forget(change);
        if (result === "sent") sent += 1;
      }
    } finally {
      flushing = false;
    }
    if (sent && (document.getElementById("pb-favourites") || document.getElementById("pb-favourites-empty"))) {
      window.location.reload(); // the server's list now holds them
      return;
    }
    drawPending(await offlineData());
  }

  function setUpPendingFavourites() {
    if (!root()) return;
    offlineData().then(drawPending).catch(() => undefined);
    flushPending().catch(() => undefined);
    window.addEventListener("online", () => { flushPending().catch(() => undefined); });
    // Browsers do not always say when the network is back (a server that was away): try now and then.
    window.setInterval(() => { if (ownChanges().length) flushPending().catch(() => undefined); }, 30000);
  }

  // ---------- Latin / Cyrillic ----------
  function drawScriptToggle(data, script) {
    const paragraph = document.querySelector(".pb-script");
    const toggle = document.getElementById("pb-script-toggle");
    if (!paragraph || !toggle) return;
    const other = script === "latin" ? "cyrillic" : "latin";
    paragraph.querySelector("strong").textContent = data.texts[script];
    toggle.textContent = other === "latin" ? data.texts.showInLatin : data.texts.showInCyrillic;
    const url = new URL(toggle.href);
    url.searchParams.set("to", other);
    toggle.setAttribute("href", url.pathname + query([["to", other], ["back", url.searchParams.get("back") || ""]]));
  }

  // The cookie needs the server; without it the choice is kept in the browser and the page
  // is redrawn in the other script. Once the server answers again, the cookie is set from it.
  function setUpScriptToggle() {
    const toggle = document.getElementById("pb-script-toggle");
    if (!toggle) return;
    toggle.addEventListener("click", async (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      const to = new URL(toggle.href).searchParams.get("to");
      try {
        const response = await fetch(toggle.href, { credentials: "same-origin", redirect: "manual" });
        if (response.type === "opaqueredirect") {
          localStorage.removeItem(SCRIPT_KEY);
          window.location.reload();
          return;
        }
      } catch (error) { /* offline: below */ }
      const data = await offlineData();
      if (!data || !data.scripts.includes(to)) return;
      localStorage.setItem(SCRIPT_KEY, to);
      redraw(data);
      const drawer = document.getElementById("pb-drawer");
      if (drawer) drawer.checked = false;
    });
  }

  function redraw(data) {
    const script = currentScript(data);
    drawScriptToggle(data, script);
    if (document.getElementById("pb-phrases")) drawCategory(data, stateFrom(data, window.location.search));
  }

  // A page the service worker answered for another selection (or drawn in the other script
  // than the one chosen offline) is redrawn; a page the server drew for this address is left.
  async function drawOffline() {
    const pb = root();
    if (!pb) return;
    const chosen = localStorage.getItem(SCRIPT_KEY);
    const scriptDiffers = chosen && chosen !== pb.dataset.script;
    if (!scriptDiffers && (pb.dataset.drawn === undefined || pb.dataset.drawn === window.location.search)) return;
    const data = await offlineData();
    if (!data) return;
    if (scriptDiffers) {
      const toggle = document.getElementById("pb-script-toggle");
      if (toggle) {
        try {
          const href = "/phrasebook/script" + query([["to", chosen], ["back", window.location.pathname + window.location.search]]);
          const response = await fetch(href, { credentials: "same-origin", redirect: "manual" });
          if (response.type === "opaqueredirect") {
            localStorage.removeItem(SCRIPT_KEY);
            window.location.reload();
            return;
          }
        } catch (error) { /* still offline */ }
      }
      redraw(data);
      return;
    }
    const state = stateFrom(data, window.location.search);
    if (stateQuery(state, []) !== pb.dataset.drawn) drawCategory(data, state);
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
    // Always refreshed: it carries the household's own phrases, which change.
    await offlineData();
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
    setUpScriptToggle();
    setUpFavourite();
    setUpPendingFavourites();
    drawOffline().catch(() => undefined);
    keepPackOffline().catch(() => undefined);
  });
})();
