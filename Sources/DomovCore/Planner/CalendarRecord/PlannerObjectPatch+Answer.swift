import Foundation

extension PlannerObjectPatch {
    /// The stored text with one invitee's answer: the PARTSTAT parameter of their ATTENDEE in
    /// the component of `recurrenceID` (nil: the series or the one-time item), and nothing else,
    /// byte for byte, as a calendar app's reply would change it. No SEQUENCE, DTSTAMP or
    /// LAST-MODIFIED: an answer is not the organizer's edit, and apps would otherwise take it
    /// for a new version of the meeting. Nil when that component has no such ATTENDEE.
    public static func text(
        stored: String, answering response: PlannerAttendee.Response, attendee address: String,
        recurrenceID: Date?, zone: TimeZone
    ) -> String? {
        // Physical lines with their own line ends, so every other byte is written back as read.
        // Found by scalars: to String, CRLF is one character, not a "\n".
        var physical: [Substring] = []
        var start = stored.startIndex
        while start < stored.endIndex {
            let scalars = stored.unicodeScalars
            let end = scalars[start...].firstIndex(of: "\n").map { scalars.index(after: $0) } ?? stored.endIndex
            physical.append(stored[start..<end])
            start = end
        }
        var logical: [Range<Int>] = []
        for (index, line) in physical.enumerated() {
            if let last = logical.last, line.first == " " || line.first == "\t" {
                logical[logical.count - 1] = last.lowerBound..<(index + 1)
            } else {
                logical.append(index..<(index + 1))
            }
        }
        func content(_ lines: Range<Int>) -> String {
            lines.map { index in
                var line = physical[index].unicodeScalars
                while let last = line.last, last == "\n" || last == "\r" { line.removeLast() }
                return index == lines.lowerBound ? String(line) : String(line.dropFirst())
            }.joined()
        }

        var stack: [String] = []
        var attendees: [Range<Int>] = []
        var original: Date?
        var target: Range<Int>?
        for lines in logical {
            let text = content(lines)
            let upper = text.uppercased()
            if upper.hasPrefix("BEGIN:") {
                stack.append(String(upper.dropFirst("BEGIN:".count)).trimmingCharacters(in: .whitespaces))
                if stack.count == 2 { attendees = []; original = nil }
                continue
            }
            if upper.hasPrefix("END:") {
                if stack.count == 2, ["VEVENT", "VTODO"].contains(stack[1]), original == recurrenceID, let match = attendees.first {
                    target = match
                    break
                }
                stack.removeLast()
                continue
            }
            guard stack.count == 2, ["VEVENT", "VTODO"].contains(stack[1]),
                let property = try? ICalParser.parseContentLine(text, line: 0)
            else { continue }
            if property.hasName("RECURRENCE-ID") {
                original = (try? property.dateTime())?.instant(floatingZone: zone)
            } else if property.hasName("ATTENDEE"),
                property.value.trimmingCharacters(in: .whitespaces).caseInsensitiveCompare(address) == .orderedSame
            {
                attendees.append(lines)
            }
        }
        guard let target, var property = try? ICalParser.parseContentLine(content(target), line: 0) else { return nil }
        property.setParameter("PARTSTAT", response.rawValue)
        var replacement = ICalFolding.fold(property.contentLine)
        // The line end the app used (CRLF as the standard says, or a bare LF).
        if !physical[target.upperBound - 1].hasSuffix("\r\n") {
            replacement = replacement.replacingOccurrences(of: "\r\n", with: physical[target.upperBound - 1].hasSuffix("\n") ? "\n" : "")
        }
        return physical[..<target.lowerBound].joined() + replacement + physical[target.upperBound...].joined()
    }
}
