import Foundation

/// The words chosen for one phrase's slots, kept per phrase (not per list row), so sorting,
/// searching or another category never moves a choice to the wrong sentence.
public struct PhraseSelection: Sendable, Equatable, Hashable {
    /// A word in a form, written "form:entry" in URLs and storage.
    public struct Choice: Sendable, Equatable, Hashable {
        public var form: String
        public var entry: String

        public init(form: String, entry: String) {
            self.form = form
            self.entry = entry
        }

        public init?(token: String) {
            let parts = token.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
            self.init(form: String(parts[0]), entry: String(parts[1]))
        }

        public var token: String { "\(form):\(entry)" }
    }

    public private(set) var choices: [Int: Choice]

    public init(_ choices: [Int: Choice] = [:]) {
        self.choices = choices
    }

    public subscript(slot: Int) -> Choice? {
        get { choices[slot] }
        set { choices[slot] = newValue }
    }

    public var isEmpty: Bool { choices.isEmpty }

    /// Query pairs ("w1", "accusative:voda") in slot order, for links and forms.
    public var queryItems: [(name: String, value: String)] {
        choices.keys.sorted().map { ("w\($0)", choices[$0]!.token) }
    }

    /// Reads "w1".."w9" from query or form values; anything malformed is ignored.
    public init(values: (String) -> String?) {
        var choices: [Int: Choice] = [:]
        for slot in 1...9 {
            if let value = values("w\(slot)"), let choice = Choice(token: value) { choices[slot] = choice }
        }
        self.init(choices)
    }

    /// Only choices the phrase's slots take and the pack has; the rest are dropped, so a
    /// stale link or a changed pack never shows a wrong word ("Please call coffee.").
    public func resolved(for phrase: Phrase, in pack: PhrasePack) -> PhraseSelection {
        var kept: [Int: Choice] = [:]
        for (slot, choice) in choices {
            if let entry = pack.form(choice.form)?.entry(choice.entry), phrase.takes(entry, of: choice.form, in: slot) {
                kept[slot] = choice
            }
        }
        return PhraseSelection(kept)
    }
}
