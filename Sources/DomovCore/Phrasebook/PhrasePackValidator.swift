import Foundation

/// The rules a pack must keep before anyone sees it: unique ids, the same slots in both
/// texts of a phrase, slots that name forms the pack has and take at least one of its words,
/// nouns whose pattern the grammar declares and whose form agrees with it.
public struct PhrasePackValidator: Sendable {
    public init() {}

    public func problems(in pack: PhrasePack) -> [PhrasePackProblem] {
        var problems: [PhrasePackProblem] = []
        func report(_ entry: String, _ message: String) {
            problems.append(PhrasePackProblem(entry: entry, message: message))
        }
        if !Self.isIdentifier(pack.id) { report("pack", "the id \"\(pack.id)\" must be lowercase letters, digits and dashes") }
        if pack.name.trimmed.isEmpty { report("pack", "the name is empty") }
        if pack.source.code.trimmed.isEmpty { report("pack", "the source language has no code") }
        if pack.target.code.trimmed.isEmpty { report("pack", "the target language has no code") }

        let declensions = pack.grammar?.declensions ?? []
        for (index, pattern) in declensions.enumerated() {
            let entry = "declension '\(pattern.pattern)'"
            if pattern.singular.count != 7 || pattern.plural.count != 7 {
                report(entry, "needs seven endings in singular and in plural")
            }
            if declensions[..<index].contains(where: { $0.pattern == pattern.pattern }) { report(entry, "is declared twice") }
        }
        for verb in pack.grammar?.conjugations ?? [] where verb.present.count != 6 || verb.present.contains(where: \.trimmed.isEmpty) {
            report("verb '\(verb.verb)'", "needs six present-tense forms, one per person")
        }
        for adjective in pack.grammar?.adjectives ?? [] where Gender.allCases.contains(where: { adjective.endings($0).count != 7 }) {
            report("adjective '\(adjective.pattern)'", "needs seven endings for each gender")
        }

        var formIDs = Set<String>()
        for form in pack.forms {
            let entry = "form '\(form.id)'"
            if !Self.isIdentifier(form.id) { report(entry, "the id must be lowercase letters, digits and dashes") }
            if !formIDs.insert(form.id).inserted { report(entry, "is declared twice") }
            if form.name.trimmed.isEmpty { report(entry, "has no name") }
            var entryIDs = Set<String>()
            for word in form.entries {
                problems += self.problems(in: word, of: form, grammar: pack.grammar)
                if !entryIDs.insert(word.id).inserted { report("word '\(word.id)' in form '\(form.id)'", "the id is used twice") }
            }
        }

        var categoryIDs = Set<String>()
        var phraseIDs = Set<String>()
        for category in pack.categories {
            let entry = "category '\(category.id)'"
            if !Self.isIdentifier(category.id) { report(entry, "the id must be lowercase letters, digits and dashes") }
            if !categoryIDs.insert(category.id).inserted { report(entry, "is declared twice") }
            if category.name.trimmed.isEmpty { report(entry, "has no name") }
            for phrase in category.phrases {
                let where_ = "phrase '\(phrase.id)' in category '\(category.id)'"
                if !Self.isIdentifier(phrase.id) { report(where_, "the id must be lowercase letters, digits and dashes") }
                if !phraseIDs.insert(phrase.id).inserted { report(where_, "the id is used twice in the pack") }
                for message in self.problems(in: phrase, formIDs: formIDs) { report(where_, message) }
                for message in self.emptySlots(of: phrase, in: pack) { report(where_, message) }
            }
        }
        return problems
    }

    func problems(in phrase: Phrase, formIDs: Set<String>) -> [String] {
        var messages: [String] = []
        if phrase.source.trimmed.isEmpty { messages.append("the source text is empty") }
        if phrase.target.trimmed.isEmpty { messages.append("the target text is empty") }
        let source = PhraseTemplate(phrase.source)
        let target = PhraseTemplate(phrase.target)
        if source.hasStrayBar { messages.append("the source text has a \"|\" that is not a slot like |1|") }
        if target.hasStrayBar { messages.append("the target text has a \"|\" that is not a slot like |1|") }
        for (name, template) in [("source", source), ("target", target)] {
            let numbers = template.slotNumbers
            for number in Set(numbers) where numbers.filter({ $0 == number }).count > 1 {
                messages.append("slot |\(number)| appears more than once in the \(name) text")
            }
        }
        let inSource = Set(source.slotNumbers)
        let inTarget = Set(target.slotNumbers)
        if inSource != inTarget {
            let slots = { (numbers: Set<Int>) in numbers.sorted().map { "|\($0)|" }.joined(separator: ", ") }
            messages.append(
                """
                the two texts have different slots (source: \(slots(inSource).ifEmpty("none")), target: \(slots(inTarget).ifEmpty("none")))
                """
            )
        }
        let declared = Set(phrase.slots.keys)
        for number in inSource.union(inTarget).sorted() where !declared.contains(String(number)) {
            messages.append("slot |\(number)| does not say which forms it allows")
        }
        for key in phrase.slots.keys.sorted() {
            guard let number = Int(key), inSource.union(inTarget).contains(number) else {
                messages.append("slot \"\(key)\" is not in the texts")
                continue
            }
            let forms = phrase.slots[key] ?? []
            if forms.isEmpty { messages.append("slot |\(key)| allows no form") }
            for form in forms where !formIDs.contains(form) {
                messages.append("slot |\(key)| names the form '\(form)', which the pack does not have")
            }
        }
        for key in phrase.kinds.keys.sorted() {
            guard let number = Int(key), inSource.union(inTarget).contains(number) else {
                messages.append("the kinds of slot \"\(key)\" are for a slot that is not in the texts")
                continue
            }
            if phrase.kinds[key]?.isEmpty == true { messages.append("slot |\(key)| lists no kind; leave it out to take every word") }
        }
        return messages
    }

    /// A slot whose kinds leave none of its forms' words would open an empty picker.
    func emptySlots(of phrase: Phrase, in pack: PhrasePack) -> [String] {
        phrase.kinds.keys.compactMap(Int.init).sorted().compactMap { number in
            let kinds = phrase.allowedKinds(number)
            let forms = phrase.allowedForms(number).compactMap { pack.form($0) }
            guard !kinds.isEmpty, !forms.isEmpty,
                !forms.contains(where: { form in form.entries.contains { phrase.takes($0, of: form.id, in: number) } })
            else { return nil }
            return "slot |\(number)| takes no word: its forms have no \(kinds.map(\.rawValue).joined(separator: ", "))"
        }
    }

    func problems(in word: VocabularyEntry, of form: WordForm, grammar: PackGrammar?) -> [PhrasePackProblem] {
        let entry = "word '\(word.id)' in form '\(form.id)'"
        var problems: [PhrasePackProblem] = []
        func report(_ message: String) { problems.append(PhrasePackProblem(entry: entry, message: message)) }
        if word.id.trimmed.isEmpty { report("has no id") }
        if word.source.trimmed.isEmpty { report("the source text is empty") }
        if word.target.trimmed.isEmpty { report("the target text is empty") }
        if word.source.contains("|") || word.target.contains("|") { report("a word cannot contain \"|\"") }
        guard let patternName = word.pattern else { return problems }
        guard let pattern = grammar?.declension(patternName) else {
            report("names the declension pattern '\(patternName)', which the grammar does not declare")
            return problems
        }
        if let gender = word.gender, gender != pattern.gender {
            report("is \(gender.rawValue) but the pattern '\(patternName)' is \(pattern.gender.rawValue)")
        }
        if let grammaticalCase = form.grammaticalCase {
            let lemma = word.lemma ?? word.target
            let expected = pattern.decline(lemma, stem: word.stem, grammaticalCase, form.number ?? .singular)
            if expected == nil {
                report("the lemma \"\(lemma)\" does not end like the pattern '\(patternName)'")
            } else if let expected, expected != word.target {
                report("\"\(word.target)\" should be \"\(expected)\" by the pattern '\(patternName)'")
            }
        }
        return problems
    }

    /// Ids go into URLs and storage keys: keep them plain.
    static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 80
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
            }
    }
}

fileprivate extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
    func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
