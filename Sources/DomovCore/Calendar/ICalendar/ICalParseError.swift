import Foundation

/// Why an iCalendar stream could not be read, with the 1-based physical line where the
/// problem starts, so an import can say "line 214: END:VEVENT expected, found END:VCALENDAR".
public struct ICalParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// Nothing but blank lines.
        case empty
        /// A content line with no ':' between name and value.
        case lineWithoutColon
        /// A content line that starts with ';' or ':'.
        case missingName
        /// A parameter without '=' or with an empty name.
        case malformedParameter(String)
        /// A parameter value opened with '"' and never closed.
        case unterminatedQuote
        /// The stream ended inside this component.
        case missingEnd(component: String)
        /// END names another component than the open one.
        case endMismatch(expected: String, found: String)
        /// END with no open component.
        case endWithoutBegin(component: String)
        /// A property before any BEGIN.
        case propertyOutsideComponent(property: String)
        /// BEGIN:/END: with an empty component name.
        case missingComponentName
        /// More nested components than the parser accepts.
        case nestingTooDeep(limit: Int)
        /// A well-known property whose value does not parse as its type.
        case invalidValue(property: String, detail: String)
        /// An unfolded content line longer than `ICalParser.Options.maximumLineLength` bytes.
        case lineTooLong(limit: Int)
        /// More components than `ICalParser.Options.maximumComponents`.
        case tooManyComponents(limit: Int)
        /// More properties than `ICalParser.Options.maximumProperties`.
        case tooManyProperties(limit: Int)
        /// More parameters on one property than `ICalParser.Options.maximumParameters`.
        case tooManyParameters(limit: Int)
    }

    public let line: Int
    public let reason: Reason

    public init(line: Int, reason: Reason) {
        self.line = line
        self.reason = reason
    }

    /// An English sentence; the server may translate by `reason`.
    public var message: String {
        switch reason {
        case .empty: return "the file contains no iCalendar data"
        case .lineWithoutColon: return "a content line needs a ':' between the name and the value"
        case .missingName: return "a content line must start with a property name"
        case .malformedParameter(let text): return "malformed parameter \"\(text)\" (expected NAME=value)"
        case .unterminatedQuote: return "a quoted parameter value is not closed with '\"'"
        case .missingEnd(let component): return "BEGIN:\(component) is never closed with END:\(component)"
        case .endMismatch(let expected, let found): return "END:\(expected) expected, found END:\(found)"
        case .endWithoutBegin(let component): return "END:\(component) without a matching BEGIN:\(component)"
        case .propertyOutsideComponent(let property): return "property \(property) appears outside any component (missing BEGIN:VCALENDAR?)"
        case .missingComponentName: return "BEGIN or END without a component name"
        case .nestingTooDeep(let limit): return "components are nested more than \(limit) deep"
        case .invalidValue(let property, let detail): return "\(property): \(detail)"
        case .lineTooLong(let limit): return "a content line is longer than \(limit) bytes"
        case .tooManyComponents(let limit): return "more than \(limit) components"
        case .tooManyProperties(let limit): return "more than \(limit) properties"
        case .tooManyParameters(let limit): return "more than \(limit) parameters on one property"
        }
    }

    public var description: String { "line \(line): \(message)" }
}

/// A property value that does not parse as the type asked for (a DATE-TIME of "2024-13-01").
public struct ICalValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The expected value type, e.g. "DATE-TIME", "DURATION", "RECUR".
    public let expected: String
    /// The offending text (shortened to 80 characters).
    public let text: String
    /// Extra detail, e.g. which RRULE part is wrong.
    public let detail: String?

    public init(expected: String, text: some StringProtocol, detail: String? = nil) {
        self.expected = expected
        self.text = String(text.prefix(80))
        self.detail = detail
    }

    public var description: String {
        "\"\(text)\" is not a valid \(expected)" + (detail.map { " (\($0))" } ?? "")
    }
}
