import Foundation

/// Why a pack was refused. Every problem names the file and the entry, so whoever wrote the
/// pack can find it; the shipped packs, household imports and the API use the same messages.
public enum PhrasePackError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not JSON, or not shaped like a pack.
    case unreadable(file: String, detail: String)
    /// The JSON is a pack, but these entries break its rules.
    case invalid(file: String, problems: [PhrasePackProblem])
    /// A household import holding phrases or words the pack already has (the shipped pack
    /// itself, or an export of the merged pack): one message with the count, not one per entry.
    case alreadyInPack(file: String, existing: Int, total: Int)

    public var file: String {
        switch self {
        case .unreadable(let file, _), .invalid(let file, _), .alreadyInPack(let file, _, _): file
        }
    }

    public var messages: [String] {
        switch self {
        case .unreadable(let file, let detail): ["\(file): not a valid pack: \(detail)"]
        case .invalid(let file, let problems): problems.map { "\(file): \($0)" }
        case .alreadyInPack(let file, let existing, let total):
            ["\(file): \(existing) of its \(total) phrases and words are already in the pack; nothing was imported"]
        }
    }

    public var description: String { messages.joined(separator: "\n") }
}

/// One broken entry of a pack: where it is ("phrase 'want' in category 'help'") and what is wrong.
public struct PhrasePackProblem: Sendable, Equatable, CustomStringConvertible {
    public var entry: String
    public var message: String

    public init(entry: String, message: String) {
        self.entry = entry
        self.message = message
    }

    public var description: String { "\(entry): \(message)" }
}
