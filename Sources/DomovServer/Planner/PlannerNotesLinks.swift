import Foundation

/// An item's notes as the page shows them: the text escaped, and web addresses in it ("https://…")
/// made into links, so that a planned meal's event leads back to its recipe, and any address a
/// member or a calendar app wrote can be followed.
enum PlannerNotesLinks {
    static func html(_ notes: String) -> HTML {
        var result = HTML.empty
        var rest = Substring(notes)
        while let scheme = rest.range(of: "https?://", options: .regularExpression) {
            var end = rest[scheme.lowerBound...].firstIndex(where: \.isWhitespace) ?? rest.endIndex
            // A sentence's full stop or a closing bracket after an address is not part of it.
            while end > scheme.upperBound, let last = rest[..<end].last, ".,;:!?)]'\"".contains(last) {
                end = rest.index(before: end)
            }
            let address = String(rest[scheme.lowerBound..<end])
            result =
                result + "\(String(rest[..<scheme.lowerBound]))"
                + (end > scheme.upperBound
                    ? "<a href=\"\(address)\" rel=\"noopener noreferrer nofollow\">\(address)</a>" : "\(address)")
            rest = rest[end...]
        }
        return result + "\(String(rest))"
    }
}
