#!/usr/bin/env python3
"""Writes the shipped phrasebook packs from content.py into
Sources/DomovServer/Resources/Phrasebook/. Run it after editing content.py:
    python3 tools/phrasebook/make_packs.py
The Swift tests then check every pack against the schema and its own grammar."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from content import (CATEGORIES, CS_ADJECTIVES, CS_MODEL_EXCEPTIONS, CS_MODEL_STEMS, CS_PATTERNS, CS_VERBS,  # noqa: E402
                     NOUNS, NS_ADJECTIVES, NS_PATTERNS, NS_VERBS, PHRASES, VERBS)

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "DomovServer", "Resources", "Phrasebook")
CASES = ["nominative", "genitive", "dative", "accusative", "vocative", "locative", "instrumental"]
FORM_CASE = {"N": "nominative", "A": "accusative", "D": "dative"}

NS_LETTERS = [
    ("A a", "А а", "[a]"), ("B b", "Б б", "[b]"), ("C c", "Ц ц", "[ts]"), ("Č č", "Ч ч", "[tʃ]"), ("D d", "Д д", "[d]"),
    ("Dž dž", "Џ џ", "[dʒ]"), ("E e", "Е е", "[ɛ]"), ("F f", "Ф ф", "[f]"), ("G g", "Г г", "[g]"), ("H h", "Х х", "[x]"),
    ("I i", "И и", "[i]"), ("Ie ie (Ě ě)", "Ѣ ѣ", "[jɛ]"), ("J j", "Ј ј", "[j]"), ("K k", "К к", "[k]"), ("L l", "Л л", "[l]"),
    ("Lj lj", "Љ љ", "[ʎ]"), ("M m", "М м", "[m]"), ("N n", "Н н", "[n]"), ("Nj nj", "Њ њ", "[ɲ]"), ("O o", "О о", "[ɔ]"),
    ("P p", "П п", "[p]"), ("R r", "Р р", "[r]"), ("S s", "С с", "[s]"), ("Š š", "Ш ш", "[ʃ]"), ("T t", "Т т", "[t]"),
    ("U u", "У у", "[u]"), ("V v", "В в", "[v]"), ("Y y", "Ы ы", "[i]"), ("Z z", "З з", "[z]"), ("Ž ž", "Ж ж", "[ʒ]"),
    ("'", "Ъ ъ", "[ə]"),
]
CS_LETTERS = [
    ("A a", "[a]"), ("Á á", "[aː]"), ("B b", "[b]"), ("C c", "[ts]"), ("Č č", "[tʃ]"), ("D d", "[d]"), ("Ď ď", "[ɟ]"),
    ("E e", "[ɛ]"), ("É é", "[ɛː]"), ("Ě ě", "[jɛ]"), ("F f", "[f]"), ("G g", "[g]"), ("H h", "[ɦ]"), ("Ch ch", "[x]"),
    ("I i", "[ɪ]"), ("Í í", "[iː]"), ("J j", "[j]"), ("K k", "[k]"), ("L l", "[l]"), ("M m", "[m]"), ("N n", "[n]"),
    ("Ň ň", "[ɲ]"), ("O o", "[o]"), ("Ó ó", "[oː]"), ("P p", "[p]"), ("Q q", "[kv]"), ("R r", "[r]"), ("Ř ř", "[r̝]"),
    ("S s", "[s]"), ("Š š", "[ʃ]"), ("T t", "[t]"), ("Ť ť", "[c]"), ("U u", "[u]"), ("Ú ú", "[uː]"), ("Ů ů", "[uː]"),
    ("V v", "[v]"), ("W w", "[v]"), ("X x", "[ks]"), ("Y y", "[ɪ]"), ("Ý ý", "[iː]"), ("Z z", "[z]"), ("Ž ž", "[ʒ]"),
]

# The Czech model word "pán" shortens its vowel in the vocative; "píseň" see content.py.
MODEL_EXCEPTIONS = CS_MODEL_EXCEPTIONS

NEOSLAVONIC = {"code": "art-x-neoslav", "name": "Neoslavonic", "speech": "cs-CZ", "collation": "neoslavonic",
               "transliteration": "neoslavonic"}
# Named in the pack's source language: English for English → Czech. The interface names
# languages in its own language anyway (PhrasebookText.language).
CZECH = {"code": "cs", "name": "Czech", "speech": "cs-CZ", "collation": "czech"}
CZECH_IN_CZECH = {**CZECH, "name": "Čeština"}
ENGLISH = {"code": "en", "name": "English", "speech": "en-GB"}


def decline(patterns, lemma, pattern, stem, case):
    gender, singular, _ = patterns[pattern]
    if case == "nominative":
        return lemma
    nominative_ending = singular[0]
    if not stem:
        assert lemma.endswith(nominative_ending), (lemma, pattern)
        stem = lemma[: len(lemma) - len(nominative_ending)]
    return stem + singular[CASES.index(case)]


def english(noun, kind, letter):
    if kind == "p":
        return "my " + noun
    if kind == "t" or letter in "ND":
        return "the " + noun
    if kind == "m":
        return noun
    return ("an " if noun[0] in "aeiou" else "a ") + noun


def noun_side(language, noun_spec, case):
    patterns = NS_PATTERNS if language == "ns" else CS_PATTERNS
    lemma, pattern = noun_spec[0], noun_spec[1]
    stem = noun_spec[2] if len(noun_spec) > 2 else None
    return decline(patterns, lemma, pattern, stem, case), lemma, pattern, stem, patterns[pattern][0]


FORM_NAMES = {
    "en": {"verb": "Verb", "nominative": "Nominative", "accusative": "Accusative", "dative": "Dative"},
    "cs": {"verb": "Sloveso", "nominative": "1. pád", "accusative": "4. pád", "dative": "3. pád"},
}


def forms(source, target):
    """source: 'en' or 'cs'; target: 'ns' or 'cs'."""
    result = []
    verbs = []
    for vid, en, ns, cs in VERBS:
        src = en if source == "en" else cs
        tgt = ns if target == "ns" else cs
        verbs.append({"id": vid, "source": src, "target": tgt})
    result.append({"id": "verb", "name": FORM_NAMES[source]["verb"], "entries": verbs})
    for letter in "NAD":
        case = FORM_CASE[letter]
        entries = []
        for nid, en, kind, letters, ns_spec, cs_spec, names in NOUNS:
            if letter not in letters:
                continue
            tgt, lemma, pattern, stem, gender = noun_side(target, ns_spec if target == "ns" else cs_spec, case)
            src = english(en, kind, letter) if source == "en" else noun_side("cs", cs_spec, case)[0]
            entry = {"id": nid, "source": src, "target": tgt, "gender": gender, "pattern": pattern, "lemma": lemma}
            if stem:
                entry["stem"] = stem
            entry["kind"] = names
            entries.append(entry)
        result.append({"id": case, "name": FORM_NAMES[source][case], "case": case, "number": "singular", "entries": entries})
    return result


def categories(source, target):
    result = []
    for cid, en_name, cs_name in CATEGORIES:
        phrases = []
        for category, pid, en, ns, cs, slots, *rest in PHRASES:
            if category != cid:
                continue
            phrase = {"id": pid, "source": en if source == "en" else cs, "target": ns if target == "ns" else cs}
            if slots:
                phrase["slots"] = {str(k): v for k, v in sorted(slots.items())}
            kinds = rest[0] if rest else {}
            if kinds:
                phrase["kinds"] = {str(k): v for k, v in sorted(kinds.items())}
            phrases.append(phrase)
        result.append({"id": cid, "name": en_name if source == "en" else cs_name, "phrases": phrases})
    return result


def grammar(target, source="en"):
    if target == "ns":
        alphabet = [{"latin": l, "cyrillic": c, "sound": s} for l, c, s in NS_LETTERS]
        patterns = NS_PATTERNS
    else:
        alphabet = [{"latin": l, "sound": s} for l, s in CS_LETTERS]
        patterns = CS_PATTERNS
    declensions = [{"pattern": name, "gender": g, "singular": sg, "plural": pl} for name, (g, sg, pl) in patterns.items()]
    for declension in declensions:
        if target == "cs" and declension["pattern"] in MODEL_EXCEPTIONS:
            declension["modelExceptions"] = MODEL_EXCEPTIONS[declension["pattern"]]
        if target == "cs" and declension["pattern"] in CS_MODEL_STEMS:
            declension["modelStem"] = CS_MODEL_STEMS[declension["pattern"]]
    result = {"alphabet": alphabet, "declensions": declensions}
    if target == "cs":
        result["conjugations"] = [{"verb": verb, "meaning": meaning, "present": forms} for verb, meaning, forms in CS_VERBS]
        result["adjectives"] = [{"pattern": name, **genders} for name, genders in CS_ADJECTIVES.items()]
    else:
        # The meaning in the pack's source language.
        result["conjugations"] = [{"verb": verb, "meaning": czech if source == "cs" else english, "present": forms}
                                  for verb, english, czech, forms in NS_VERBS]
        result["adjectives"] = [{"pattern": name, **genders} for name, genders in NS_ADJECTIVES.items()]
    return result


NS_INFO = {
    "description": "Neoslavonic (novoslovienskij) is a zonal constructed language for speakers of all Slavic languages, "
                   "after the seed app \"Komunikační software pro iPad\" (M. Jalovec, 2012). Phrases and words written "
                   "for Domov following V. Merunka's grammar; packs store Latin script, Cyrillic is derived. "
                   "Strangers are addressed formally (vy) throughout.",
    "authors": ["Domov contributors", "Grammar tables after Vojtěch Merunka, Jazyk novoslovienskij (2009)"],
    "links": [{"title": "Neoslavonic language tutorial", "url": "http://tutorial.neoslavonic.org/"},
              {"title": "Izviestija (news in Neoslavonic)", "url": "http://izviestija.info/"}],
}
CS_INFO = {
    "description": "Everyday Czech for visitors to the Czech Republic. Nouns follow the standard declension patterns. "
                   "Strangers are addressed formally (vy) throughout; where the speaker's gender changes a word, "
                   "both forms are given, masculine first (Mám rád / ráda).",
    "authors": ["Domov contributors"],
    "links": [{"title": "Internetová jazyková příručka (Ústav pro jazyk český)", "url": "https://prirucka.ujc.cas.cz/"}],
}

PACKS = [
    ("en-neoslavonic.json", "en-neoslavonic", "English → Neoslavonic", ENGLISH, NEOSLAVONIC, "en", "ns", NS_INFO),
    ("en-czech.json", "en-czech", "English → Czech", ENGLISH, CZECH, "en", "cs", CS_INFO),
    ("cs-neoslavonic.json", "cs-neoslavonic", "Čeština → novoslověnština", CZECH_IN_CZECH, {**NEOSLAVONIC, "name": "Novoslověnština"}, "cs", "ns", NS_INFO),
]

if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    for file, pid, name, src, tgt, s, t, info in PACKS:
        pack = {"id": pid, "name": name, "source": src, "target": tgt, "info": info,
                "categories": categories(s, t), "forms": forms(s, t), "grammar": grammar(t, s)}
        with open(os.path.join(OUT, file), "w", encoding="utf-8") as f:
            json.dump(pack, f, ensure_ascii=False, indent=1)
            f.write("\n")
        n_phr = sum(len(c["phrases"]) for c in pack["categories"])
        n_ent = sum(len(f_["entries"]) for f_ in pack["forms"])
        print(f"{file}: {len(pack['categories'])} categories, {n_phr} phrases, {n_ent} entries")
    for _, _, _, ns, *_ in PHRASES:
        assert "ě" not in ns.lower(), ns
