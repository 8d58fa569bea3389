import Foundation

/// A phrase text split into plain text and numbered slots. "|1|" is the one slot-key format;
/// slots are taken in the order they appear in the text, whatever their numbers.
public struct PhraseTemplate: Sendable, Equatable {
    public enum Piece: Sendable, Equatable {
        case text(String)
        case slot(Int)
    }

    public let pieces: [Piece]
    /// A "|" that does not start a well-formed slot ("|x|", "|12", a lone "|").
    public let hasStrayBar: Bool

    public init(_ text: String) {
        var pieces: [Piece] = []
        var stray = false
        var buffer = ""
        var rest = Substring(text)
        while let bar = rest.firstIndex(of: "|") {
            buffer += rest[..<bar]
            let after = rest[rest.index(after: bar)...]
            if let close = after.firstIndex(of: "|"), let number = Int(after[..<close]),
                after[..<close].allSatisfy(\.isASCII), (1...9).contains(number)
            {
                if !buffer.isEmpty { pieces.append(.text(buffer)) }
                buffer = ""
                pieces.append(.slot(number))
                rest = after[after.index(after: close)...]
            } else {
                stray = true
                buffer += "|"
                rest = after
            }
        }
        buffer += rest
        if !buffer.isEmpty { pieces.append(.text(buffer)) }
        self.pieces = pieces
        self.hasStrayBar = stray
    }

    /// Slot numbers in text order, repeats included.
    public var slotNumbers: [Int] {
        pieces.compactMap { if case .slot(let n) = $0 { n } else { nil } }
    }
}
