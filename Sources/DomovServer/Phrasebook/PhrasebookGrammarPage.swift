import DomovCore
import Foundation

/// The pack's grammar as real tables: the alphabet in both scripts, every declension
/// pattern's model word through the seven cases in singular and plural, the present tense of
/// the verbs the phrases use, and the adjective patterns in each gender.
struct PhrasebookGrammarPage {
    let frame: PhrasebookFrame

    func render() -> HTML {
        let grammar = frame.pack.grammar
        let content: HTML
        if let grammar,
            grammar.alphabet?.isEmpty == false || grammar.declensions?.isEmpty == false
                || grammar.conjugations?.isEmpty == false || grammar.adjectives?.isEmpty == false
        {
            content =
                alphabet(grammar.alphabet ?? []) + declensions(grammar.declensions ?? [])
                + conjugations(grammar.conjugations ?? []) + adjectives(grammar.adjectives ?? [])
        } else {
            content = "<p>\(frame(.noGrammar))</p>"
        }
        return frame.render(
            title: frame(.grammar), current: .grammar,
            """
            <h1>\(frame(.grammar))</h1>
            <p class="pb-lead">\(PhraseRenderer.opening(frame.language(frame.pack.target)))</p>
            \(content)
            """)
    }

    private func alphabet(_ letters: [AlphabetLetter]) -> HTML {
        guard !letters.isEmpty else { return .empty }
        let hasCyrillic = letters.contains { $0.cyrillic != nil }
        let rows = letters.html { letter in
            """
            <tr><td lang=\"\(frame.pack.target.code)\">\(letter.latin)</td>\
            \(hasCyrillic ? "<td>\(letter.cyrillic ?? "")</td>" as HTML : "")<td>\(letter.sound ?? "")</td></tr>
            """
        }
        return """
            <section class="pb-grammar-section" id="pb-alphabet">
            <h2>\(frame(.alphabet))</h2>
            <div class="table-scroll"><table class="pb-table">
            <thead><tr><th scope="col">\(frame(.letterLatin))</th>\
            \(hasCyrillic ? "<th scope=\"col\">\(frame(.letterCyrillic))</th>" as HTML : "")<th \
            scope="col">\(frame(.sound))</th></tr></thead>
            <tbody>\(rows)</tbody>
            </table></div>
            </section>
            """
    }

    private func declensions(_ patterns: [DeclensionPattern]) -> HTML {
        guard !patterns.isEmpty else { return .empty }
        let tables = patterns.html { pattern in
            let rows = GrammaticalCase.allCases.html { grammaticalCase in
                let singular = pattern.decline(pattern.pattern, grammaticalCase, .singular) ?? ""
                let plural = pattern.decline(pattern.pattern, grammaticalCase, .plural) ?? ""
                return
                    """
                    <tr><th scope=\"row\">\(frame(.caseName(grammaticalCase)))</th><td>\(frame.target(singular))</td><td>\
                    \(frame.target(plural))</td></tr>
                    """
            }
            return """
                <div class="table-scroll"><table class="pb-table pb-declension" data-pattern="\(pattern.pattern)" \
                lang="\(frame.pack.target.code)">
                <caption>\(frame(.declensionOf(frame.target(pattern.pattern), pattern.gender)))</caption>
                <thead><tr><th scope="col"></th><th scope="col">\(frame(.number(.singular)))</th><th \
                scope="col">\(frame(.number(.plural)))</th></tr></thead>
                <tbody>\(rows)</tbody>
                </table></div>
                """
        }
        return """
            <section class="pb-grammar-section" id="pb-declension">
            <h2>\(frame(.declension))</h2>
            \(tables)
            </section>
            """
    }

    private func conjugations(_ verbs: [VerbConjugation]) -> HTML {
        guard !verbs.isEmpty else { return .empty }
        let code = frame.pack.target.code
        let persons = (0..<6).html { "<th scope=\"col\">\(frame(.person($0)))</th>" }
        let rows = verbs.html { verb in
            let meaning: HTML = verb.meaning.map { "<span class=\"pb-meaning\">\($0)</span>" } ?? .empty
            let forms = verb.present.html { "<td lang=\"\(code)\">\(frame.target($0))</td>" }
            return
                """
                <tr data-verb=\"\(verb.verb)\"><th scope=\"row\"><span lang=\"\(code)\">\(frame.target(verb.verb))</span>\(meaning)</th>\
                \(forms)</tr>
                """
        }
        return """
            <section class="pb-grammar-section" id="pb-verbs">
            <h2>\(frame(.presentTense))</h2>
            <div class="table-scroll"><table class="pb-table pb-conjugation">
            <thead><tr><th scope="col">\(frame(.verbColumn))</th>\(persons)</tr></thead>
            <tbody>\(rows)</tbody>
            </table></div>
            </section>
            """
    }

    private func adjectives(_ patterns: [AdjectivePattern]) -> HTML {
        guard !patterns.isEmpty else { return .empty }
        let tables = patterns.html { pattern in
            let genders = Gender.allCases.html { "<th scope=\"col\">\(PhraseRenderer.opening(frame(.gender($0))))</th>" }
            let rows = GrammaticalCase.allCases.html { grammaticalCase in
                let forms = Gender.allCases.html { "<td>\(frame.target(pattern.decline(pattern.pattern, $0, grammaticalCase) ?? ""))</td>" }
                return "<tr><th scope=\"row\">\(frame(.caseName(grammaticalCase)))</th>\(forms)</tr>"
            }
            return """
                <div class="table-scroll"><table class="pb-table pb-adjective" data-pattern="\(pattern.pattern)" \
                lang="\(frame.pack.target.code)">
                <caption>\(frame.target(pattern.pattern))</caption>
                <thead><tr><th scope="col"></th>\(genders)</tr></thead>
                <tbody>\(rows)</tbody>
                </table></div>
                """
        }
        return """
            <section class="pb-grammar-section" id="pb-adjectives">
            <h2>\(frame(.adjectives))</h2>
            \(tables)
            </section>
            """
    }
}
