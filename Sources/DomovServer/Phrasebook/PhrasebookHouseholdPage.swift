import DomovCore
import Foundation

/// The household's own phrases and words for a pack: what there is (each removable), forms to
/// add a phrase or a word, export and import. Problems are listed as the loader words them.
struct PhrasebookHouseholdPage {
    /// The fields of the page's forms: a phrase, a word, removing either, importing a pack.
    enum Field: String, FormField {
        case source
        case target
        case form
        case wordSource = "word_source"
        case wordTarget = "word_target"
        case gender
        case pattern
        case lemma
        case kind
        case phrase
        case word
        case pack

        /// A phrase's slots are numbered (1…3), so the names of a slot's own choices are built from
        /// its number: the forms of word it takes, and the kinds of word.
        static func slotForms(_ number: Int) -> String { "slot\(number)" }
        static func slotKinds(_ number: Int) -> String { "kinds\(number)" }
    }

    let frame: PhrasebookFrame
    let household: Household
    /// The household's own part, not merged with the pack.
    let own: PhrasePack
    var problems: [String] = []
    var values = FormFields()

    var pack: PhrasePack { frame.pack }

    func render() -> HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: values)
        let problemList: HTML =
            problems.isEmpty
            ? .empty
            : """
            <div class="notice error" role="alert" id="pb-problems"><p>\(frame(.refused))</p><ul>\(problems.html { "<li>\($0)</li>" })</ul>\
            </div>
            """
        let importForm = form.form(
            id: "pb-import-form", action: .phrasebook(.householdImport(pack.id, household.id)), uploadsFiles: true,
            """
            <p class="hint">\(frame(.importHint))</p>
            <label for="pb-import-file">\(frame(.importFile))</label>
            <input type="file" id="pb-import-file" name="\(Field.pack)" accept="application/json,.json">
            \(form.submit(frame(.importPack), style: "secondary"))
            """)
        return frame.render(
            title: frame(.household(household.name)), current: .household,
            """
            <h1>\(frame(.household(household.name)))</h1>
            <p>\(frame(.householdIntro))</p>
            \(problemList)
            \(ownList(form))
            <h2>\(frame(.addPhrase))</h2>
            \(phraseForm(form))
            <h2>\(frame(.addWord))</h2>
            \(wordForm(form))
            <h2>\(frame(.exportPack))</h2>
            <p><a class="button" id="pb-export" href="\(SiteURL.phrasebook(.householdExport(pack.id, household.id)))" \
            download>\(frame(.exportPack))</a></p>
            <h2>\(frame(.importPack))</h2>
            \(importForm)
            """)
    }

    private func ownList(_ form: FormBuilder) -> HTML {
        let phrases = own.categories.flatMap(\.phrases)
        let words = own.forms.flatMap { wordForm in wordForm.entries.map { (wordForm, $0) } }
        guard !phrases.isEmpty || !words.isEmpty else {
            return "<p class=\"empty-state\" id=\"pb-own-empty\">\(frame(.householdEmpty))</p>"
        }
        let action = SiteURL.phrasebook(.householdRemove(pack.id, household.id))
        let phraseItems = phrases.html { phrase in
            """
            <li><span>\(phrase.source)</span> → \
            <span lang=\"\(pack.target.code)\">\(frame.target(phrase.target))</span>\(slotKinds(phrase)) \
            \(form.form(id: "remove-\(phrase.id)", action: action, classes: "inline",
                "<input type=\"hidden\" name=\"\(Field.phrase)\" value=\"\(phrase.id)\">"
                    + form.submit(frame(.remove), style: "link")))</li>
            """
        }
        let wordItems = words.html { wordForm, entry in
            """
            <li><span>\(entry.source)</span> → <span lang=\"\(pack.target.code)\">\(frame.target(entry.target))</span> \
            <span class=\"pb-entry-grammar\">\
            \(([wordForm.name] + (entry.kind.map { [frame(.kind($0))] } ?? [])).joined(separator: ", "))</span> \
            \(form.form(id: "remove-\(wordForm.id)-\(entry.id)", action: action, classes: "inline",
                """
                <input type=\"hidden\" name=\"\(Field.form)\" value=\"\(wordForm.id)\">\
                <input type=\"hidden\" name=\"\(Field.word)\" value=\"\(entry.id)\">\(form.submit(frame(.remove), style: "link"))
                """))</li>
            """
        }
        return "<ul class=\"pb-own\" id=\"pb-own\">\(phraseItems)\(wordItems)</ul>"
    }

    /// "|1|: People, Family and friends" for each slot that takes only some kinds.
    private func slotKinds(_ phrase: Phrase) -> HTML {
        let named = phrase.slotNumbers.compactMap { number -> String? in
            let kinds = phrase.allowedKinds(number)
            return kinds.isEmpty ? nil : "|\(number)|: " + kinds.map { frame(.kind($0)) }.joined(separator: ", ")
        }
        return named.isEmpty ? .empty : " <span class=\"pb-entry-grammar\">\(named.joined(separator: "; "))</span>"
    }

    private func phraseForm(_ form: FormBuilder) -> HTML {
        let forms: [(value: String, label: String)] = pack.forms.map { ($0.id, $0.name) }
        let kinds: [(value: String, label: String)] = WordKind.allCases.map { ($0.rawValue, frame(.kind($0))) }
        let slots = (1...3).html { number in
            """
            <div class="pb-slot-definition">
            \(form.choices(Field.slotForms(number), legend: frame(.slotForm(number)), options: forms, multiple: true,
                classes: "choices pb-slot-forms"))
            \(form.choices(Field.slotKinds(number), legend: frame(.slotKinds(number)), options: kinds, multiple: true,
                classes: "choices pb-slot-forms pb-slot-kinds"))
            </div>
            """
        }
        return form.form(
            id: "pb-phrase-form", action: .phrasebook(.householdPhrase(pack.id, household.id)),
            """
            \(form.input(Field.source, label: frame(.sourceText(frame.language(pack.source)))))
            \(form.input(Field.target, label: frame(.targetText(frame.language(pack.target)))))
            <p class="hint">\(frame(.slotFormsHint)) \(frame(.slotKindsHint))</p>
            \(slots)
            \(form.submit(frame(.addPhrase)))
            """)
    }

    private func wordForm(_ form: FormBuilder) -> HTML {
        let forms: [(value: String, label: String)] = pack.forms.map { ($0.id, $0.name) }
        let genders: [(value: String, label: String)] = [("", "—")] + Gender.allCases.map { ($0.rawValue, frame(.gender($0))) }
        let patterns: [(value: String, label: String)] = [("", "—")] + (pack.grammar?.declensions ?? []).map { ($0.pattern, $0.pattern) }
        let kinds: [(value: String, label: String)] = [("", "—")] + WordKind.allCases.map { ($0.rawValue, frame(.kind($0))) }
        return form.form(
            id: "pb-word-form", action: .phrasebook(.householdWord(pack.id, household.id)),
            """
            \(form.select(Field.form, label: frame(.wordForm), options: forms, selected: values[Field.form]))
            \(form.input(Field.wordSource, label: frame(.sourceText(frame.language(pack.source)))))
            \(form.input(Field.wordTarget, label: frame(.targetText(frame.language(pack.target)))))
            \(form.select(Field.gender, label: frame(.genderLabel), options: genders, selected: values[Field.gender]))
            \(form.select(Field.pattern, label: frame(.patternLabel), options: patterns, selected: values[Field.pattern]))
            \(form.input(Field.lemma, label: frame(.lemmaLabel), required: false, hint: frame(.optional)))
            \(form.select(Field.kind, label: frame(.kindLabel), options: kinds, selected: values[Field.kind]))
            <p class="hint" id="pb-kind-hint">\(frame(.kindHint))</p>
            \(form.submit(frame(.addWord)))
            """)
    }
}
