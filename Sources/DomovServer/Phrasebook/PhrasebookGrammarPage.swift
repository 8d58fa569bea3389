import DomovCore
import Foundation

/// The pack's grammar as real tables: the alphabet in both scripts, and every declension
/// pattern's model word through the seven cases in singular and plural.
struct PhrasebookGrammarPage {
    let frame: PhrasebookFrame

    func render() -> HTML {
        let grammar = frame.pack.grammar
        let content: HTML
        if let grammar, grammar.alphabet?.isEmpty == false || grammar.declensions?.isEmpty == false {
            content = alphabet(grammar.alphabet ?? []) + declensions(grammar.declensions ?? [])
        } else {
            content = "<p>\(frame(.noGrammar))</p>"
        }
        return frame.render(title: frame(.grammar), current: .grammar, """
            <h1>\(frame(.grammar))</h1>
            <p class="pb-lead">\(frame.pack.target.name)</p>
            \(content)
            """)
    }

    private func alphabet(_ letters: [AlphabetLetter]) -> HTML {
        guard !letters.isEmpty else { return .empty }
        let hasCyrillic = letters.contains { $0.cyrillic != nil }
        let rows = letters.html { letter in
            "<tr><td lang=\"\(frame.pack.target.code)\">\(letter.latin)</td>\(hasCyrillic ? "<td>\(letter.cyrillic ?? "")</td>" as HTML : "")<td>\(letter.sound ?? "")</td></tr>"
        }
        return """
        <section class="pb-grammar-section" id="pb-alphabet">
        <h2>\(frame(.alphabet))</h2>
        <div class="table-scroll"><table class="pb-table">
        <thead><tr><th scope="col">\(frame(.letterLatin))</th>\(hasCyrillic ? "<th scope=\"col\">\(frame(.letterCyrillic))</th>" as HTML : "")<th scope="col">\(frame(.sound))</th></tr></thead>
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
                return "<tr><th scope=\"row\">\(frame(.caseName(grammaticalCase)))</th><td>\(frame.target(singular))</td><td>\(frame.target(plural))</td></tr>"
            }
            return """
            <div class="table-scroll"><table class="pb-table pb-declension" data-pattern="\(pattern.pattern)" lang="\(frame.pack.target.code)">
            <caption>\(frame(.declensionOf(frame.target(pattern.pattern), pattern.gender)))</caption>
            <thead><tr><th scope="col"></th><th scope="col">\(frame(.number(.singular)))</th><th scope="col">\(frame(.number(.plural)))</th></tr></thead>
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
}
